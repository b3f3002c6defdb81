/// A word of the working calendar that a day meets or not: what `almanac check` asks of one
/// day, and what a schedule's words add to cron's fields.
///
/// | words | a day that is |
/// |---|---|
/// | `workday` (工作日) | worked: a weekday or a 补班 day that is not a holiday, as the overlays say |
/// | `holiday` (节假日) | a day off of an official holiday |
/// | `weekend` (周末) | an ordinary weekend day: neither a holiday nor a 补班 day |
/// | `makeup-day` (补班) | a 补班 (调休) working day on a weekend |
/// | `trading-day [XSHG\|XHKG]` (交易日) | a session of SSE and SZSE, or of HKEX |
/// | `1st workday`, `3rd trading-day XHKG`, `last workday` | the nth (or last) of those in its month |
/// | `workday before holiday`, `workday after holiday` | the last working day before a holiday's days off, the first after |
/// | `not WORDS` | a day the words do not fit |
public indirect enum DayCondition: Sendable, Hashable, CustomStringConvertible {
  /// A working day (the overlays count).
  case workday
  /// A day off of an official holiday.
  case holiday
  /// An ordinary weekend day.
  case weekend
  /// A 补班 working day.
  case makeupDay
  /// A trading day of a market.
  case tradingDay(TradingCalendar.Market)
  /// The nth (1...23) working or trading day of its month; a negative n counts from the end
  /// (-1 is the last).
  case nth(Int, of: DayCondition)
  /// The last working day before a holiday's days off.
  case workdayBeforeHoliday
  /// The first working day after a holiday's days off.
  case workdayAfterHoliday
  /// A day the condition does not fit.
  case not(DayCondition)

  /// The words `check` takes, first the ones of one word.
  public static let checkWords = ["workday", "holiday", "weekend", "makeup-day", "trading-day"]

  /// The condition's words (`last trading-day XHKG`).
  public var description: String {
    switch self {
    case .workday: "workday"
    case .holiday: "holiday"
    case .weekend: "weekend"
    case .makeupDay: "makeup-day"
    case .tradingDay(let market): "trading-day \(market.rawValue)"
    case .nth(let n, let counted): "\(DayCondition.ordinal(n)) \(counted)"
    case .workdayBeforeHoliday: "workday before holiday"
    case .workdayAfterHoliday: "workday after holiday"
    case .not(let condition): "not \(condition)"
    }
  }

  /// `1st`, `2nd`, `last`, `2nd-last`.
  static func ordinal(_ n: Int) -> String {
    if n == -1 { return "last" }
    let count = abs(n)
    let suffix =
      (11...13).contains(count % 100)
      ? "th" : count % 10 == 1 ? "st" : count % 10 == 2 ? "nd" : count % 10 == 3 ? "rd" : "th"
    return "\(count)\(suffix)" + (n < 0 ? "-last" : "")
  }

  /// Reads the conditions of a schedule's words, all of which a day must meet: `workday`,
  /// `last trading-day XHKG`, `not holiday`, `workday before holiday` (an `and` between them may
  /// be written).
  /// - Throws: ``ScheduleError`` naming the word and what is allowed.
  public static func parse(_ words: [String]) throws(ScheduleError) -> [DayCondition] {
    var reader = WordReader(words: words.map { $0.lowercased() })
    var conditions: [DayCondition] = []
    while !reader.atEnd {
      if reader.peek == "and" && !conditions.isEmpty {
        reader.next()
        continue
      }
      conditions.append(try reader.condition())
    }
    return conditions
  }

  /// The words a schedule's day words are made of, one after another.
  private struct WordReader {
    let words: [String]
    var index = 0

    var atEnd: Bool { index >= words.count }
    var peek: String? { atEnd ? nil : words[index] }

    @discardableResult
    mutating func next() -> String? {
      defer { index += 1 }
      return peek
    }

    mutating func condition() throws(ScheduleError) -> DayCondition {
      guard let word = next() else { throw .words("", "ends where a word was expected") }
      switch word {
      case "not", "非": return .not(try condition())
      case "workday", "workdays", "工作日":
        if peek == "before" || peek == "after" {
          let direction = next()
          guard next().map({ $0 == "holiday" || $0 == "节假日" }) == true else {
            throw .words("workday \(direction ?? "")", "is followed by holiday: workday before holiday, workday after holiday")
          }
          return direction == "before" ? .workdayBeforeHoliday : .workdayAfterHoliday
        }
        return .workday
      case "holiday", "holidays", "节假日": return .holiday
      case "weekend", "周末": return .weekend
      case "makeup-day", "makeup", "补班", "调休": return .makeupDay
      case "trading-day", "trading-days", "交易日": return .tradingDay(market())
      default:
        guard let n = DayCondition.nth(word) else {
          throw .words(
            word,
            "is not a word of the working calendar; use workday, holiday, weekend, makeup-day, trading-day [XSHG|XHKG], 1st … 23rd or last workday|trading-day, workday before|after holiday, not …"
          )
        }
        switch next() {
        case "workday"?, "工作日"?: return .nth(n, of: .workday)
        case "trading-day"?, "交易日"?: return .nth(n, of: .tradingDay(market()))
        case let other: throw .words("\(word) \(other ?? "")", "counts workday or trading-day: \(word) workday")
        }
      }
    }

    /// A market's code after `trading-day`, else SSE and SZSE.
    mutating func market() -> TradingCalendar.Market {
      guard let word = peek, let market = TradingCalendar.Market(rawValue: word.uppercased()) ?? (word == "xshe" ? .shanghaiShenzhen : nil) else {
        return .shanghaiShenzhen
      }
      next()
      return market
    }
  }

  /// The n of an ordinal word: `first` or `1st` … `23rd`, `last` (-1), `2nd-last` (-2).
  static func nth(_ word: String) -> Int? {
    switch word {
    case "first": return 1
    case "second": return 2
    case "third": return 3
    case "last": return -1
    default: break
    }
    var text = Substring(word)
    var sign = 1
    if text.hasSuffix("-last") {
      text = text.dropLast(5)
      sign = -1
    }
    guard text.count >= 3, text.count <= 4 else { return nil }
    let digits = text.dropLast(2)
    guard let n = Int(digits), (1...23).contains(n), ordinal(n) == text else { return nil }
    return sign * n
  }
}

/// Why a schedule or a condition was refused.
public enum ScheduleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A cron field that does not read.
  case cron(String, String)
  /// A word of the working calendar that does not read.
  case words(String, String)

  /// One sentence naming the input and what is allowed.
  public var description: String {
    switch self {
    case .cron(let text, let reason), .words(let text, let reason): "\(QuotedInput.quoted(text)) \(reason)"
    }
  }
}

/// The kinds of day `almanac check` asks about.
public enum DayKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A working day (the overlays count).
  case workday
  /// A day off of an official holiday.
  case holiday
  /// An ordinary weekend day.
  case weekend
  /// A 补班 working day.
  case makeupDay
  /// A trading day of a market.
  case tradingDay

  /// The condition of this kind (a trading day of `market`).
  public func condition(market: TradingCalendar.Market = .shanghaiShenzhen) -> DayCondition {
    switch self {
    case .workday: .workday
    case .holiday: .holiday
    case .weekend: .weekend
    case .makeupDay: .makeupDay
    case .tradingDay: .tradingDay(market)
    }
  }
}

extension DayKind: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .workday: ["workday", "工作日"]
    case .holiday: ["holiday", "节假日"]
    case .weekend: ["weekend", "周末"]
    case .makeupDay: ["makeup-day", "补班"]
    case .tradingDay: ["trading-day", "交易日"]
    }
  }
  public var argumentHelp: String? {
    switch self {
    case .workday: "a day worked (补班 days too; overlays count)"
    case .holiday: "a day off of an official holiday"
    case .weekend: "an ordinary weekend day"
    case .makeupDay: "a 补班 working day"
    case .tradingDay: "a session of the market"
    }
  }
  public static var valueKind: String { "a kind of day" }
}

extension Schedule.PastData: OptionValue {
  public var argumentWords: [String] { [rawValue] }
  public var argumentHelp: String? {
    switch self {
    case .provisional: "go on by the assumption, each firing marked provisional"
    case .hold: "stop at the end of the published data"
    }
  }
  public static var valueKind: String { "a policy" }
}
