/// A wall-clock time in Beijing time (UTC+8), to the second: the clock 时辰 and 八字 are read on.
///
/// ```swift
/// let time = BeijingTime("2026-02-04T04:30")!          // also "…:05", "…+08:00", "…Z"
/// time.description                                     // "2026-02-04T04:30:00+08:00"
/// ```
public struct BeijingTime: Sendable, Hashable, Comparable {
  /// The day in Beijing.
  public let date: CivilDate
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int
  /// The second, 0...59.
  public let second: Int

  /// A time from its parts, or `nil` for an hour, minute or second out of range.
  public init?(date: CivilDate, hour: Int, minute: Int, second: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
    self.date = date
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The Beijing time of an instant (seconds since 1970-01-01T00:00 UTC), or `nil` outside
  /// 0001-01-01 … 9999-12-31.
  public init?(secondsSince1970 seconds: Int) {
    let local = seconds + 28_800
    let rest = (local % 86_400 + 86_400) % 86_400
    let days = (local - rest) / 86_400
    guard let date = CivilDate(daysSince1970: days) else { return nil }
    self.init(date: date, hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
  }

  /// Reads `YYYY-MM-DDTHH:MM[:SS]` in Beijing time (a space may stand for the `T`), or with an
  /// offset (`Z`, `+08:00`, `-05:00`) converted to Beijing time; `nil` for anything else.
  public init?(_ text: String) {
    let scalars = Array(text.utf8)
    guard scalars.count >= 16, scalars[10] == UInt8(ascii: "T") || scalars[10] == UInt8(ascii: " "),
      let date = CivilDate(String(decoding: scalars[0..<10], as: UTF8.self))
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= scalars.count else { return nil }
      var value = 0
      for byte in scalars[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let hour = number(11..<13), scalars[13] == UInt8(ascii: ":"), let minute = number(14..<16) else {
      return nil
    }
    var index = 16
    var second = 0
    if index < scalars.count, scalars[index] == UInt8(ascii: ":") {
      guard let value = number(17..<19) else { return nil }
      second = value
      index = 19
    }
    var offsetSeconds = 28_800
    if index < scalars.count {
      let sign = scalars[index]
      if sign == UInt8(ascii: "Z") && index + 1 == scalars.count {
        offsetSeconds = 0
      } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), index + 6 == scalars.count,
        let hours = number((index + 1)..<(index + 3)), scalars[index + 3] == UInt8(ascii: ":"),
        let minutes = number((index + 4)..<(index + 6)), hours <= 14, minutes <= 59
      {
        offsetSeconds = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
      } else {
        return nil
      }
    }
    guard let local = BeijingTime(date: date, hour: hour, minute: minute, second: second) else { return nil }
    if offsetSeconds == 28_800 {
      self = local
    } else {
      guard let converted = BeijingTime(secondsSince1970: local.secondsSince1970 + 28_800 - offsetSeconds)
      else {
        return nil
      }
      self = converted
    }
  }

  /// Whether text is meant as a time rather than a day: a `T` (or a space) after a date's ten
  /// characters, whether or not the rest reads (`2026-02-04T04:30`, `2026-02-04T25:00`); how the
  /// command line and the server tell `day DATE` from `day TIME`.
  public static func isTimeText(_ text: String) -> Bool {
    let separator = text.utf8.dropFirst(10).first
    return separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ")
  }

  /// Seconds since 1970-01-01T00:00 UTC.
  public var secondsSince1970: Int {
    date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - 28_800
  }

  /// Whether one time is earlier than another.
  public static func < (lhs: BeijingTime, rhs: BeijingTime) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }
}

extension BeijingTime: CustomStringConvertible, Codable {
  /// `2026-02-04T04:30:00+08:00`.
  public var description: String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(date)T\(two(hour)):\(two(minute)):\(two(second))+08:00"
  }

  /// Encodes the time as its ``description``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes what ``init(_:)`` reads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let time = BeijingTime(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(QuotedInput.quoted(text)) is not YYYY-MM-DDTHH:MM[:SS][offset]")
    }
    self = time
  }
}

/// Where 23:00–24:00 (晚子时, the late half of 子时) puts the day pillar: the two conventions of
/// 八字. 子时 runs 23:00–01:00 and its hour pillar is the next day's 子 hour either way.
public enum LateZiHour: String, Sendable, Hashable, Codable, CaseIterable {
  /// The day changes at 23:00 with 子时: 23:30 takes the next day's pillar (lunar-python's
  /// EightChar sect 1, its default).
  case nextDay
  /// The day changes at midnight: 23:30 keeps the day's own pillar, 00:00–01:00 (早子时) begins
  /// the next (lunar-python's sect 2).
  case sameDay
}

/// One of the twelve double-hours (时辰): 子 23:00–01:00, 丑 01:00–03:00 … 亥 21:00–23:00.
public struct DoubleHour: Sendable, Hashable, Codable {
  /// Its earthly branch.
  public let branch: EarthlyBranch

  /// The double-hour of an hour of the clock, 0...23 (23 and 0 are both 子).
  public init(hour: Int) {
    branch = EarthlyBranch(rawValue: ((hour + 1) / 2) % 12) ?? .zi
  }

  /// The double-hour of a branch.
  public init(branch: EarthlyBranch) { self.branch = branch }

  /// Its first hour of the clock: 23 for 子, 1 for 丑 … 21 for 亥.
  public var startHour: Int { (branch.rawValue * 2 + 23) % 24 }

  /// Where it begins and ends on the clock: `23:00` and `01:00` for 子.
  public var clockSpan: (start: String, end: String) {
    func clock(_ hour: Int) -> String { hour < 10 ? "0\(hour):00" : "\(hour):00" }
    return (clock(startHour), clock((startHour + 2) % 24))
  }

  /// `子时` (`子時` in traditional script), or `Zi hour (23:00–01:00)` for `nil`.
  public func text(_ script: ChineseScript?) -> String {
    let span = "\(clockSpan.start)–\(clockSpan.end)"
    let pinyin = ["Zi", "Chou", "Yin", "Mao", "Chen", "Si", "Wu", "Wei", "Shen", "You", "Xu", "Hai"]
    return script == nil
      ? "\(pinyin[branch.rawValue]) hour (\(span))"
      : "\(branch.character)\(script == .traditional ? "時" : "时")"
  }
}

/// The four pillars (八字, 四柱) of a time in Beijing: the year from the 立春 instant, the month
/// from the instant of its 节, the day (23:00–24:00 by the ``LateZiHour`` convention chosen) and
/// the hour by 五鼠遁 (the 子 hour's stem from the day's: 甲己还加甲).
///
/// ```swift
/// let time = BeijingTime("2026-02-04T04:30")!            // 立春 was at 04:02:01
/// EightCharacters(time, lateZi: .nextDay)?.text          // "丙午 庚寅 己酉 丙寅"
/// ```
public struct EightCharacters: Sendable, Hashable, Codable {
  /// The year pillar, changing at the 立春 instant.
  public let year: StemBranch
  /// The month pillar, changing at each 节's instant.
  public let month: StemBranch
  /// The day pillar.
  public let day: StemBranch
  /// The hour pillar.
  public let hour: StemBranch
  /// The convention the day pillar was read in.
  public let lateZi: LateZiHour

  /// The pillars of a time, or `nil` outside the solar terms' years (before 1000's 小寒, after
  /// 3000).
  public init?(_ time: BeijingTime, lateZi: LateZiHour) {
    let instant = Double(time.secondsSince1970)
    guard let sectional = EightCharacters.sectional(before: instant, date: time.date),
      let spring = SolarTerm.startOfSpring.instant(in: time.date.year)
    else { return nil }
    // The year pillar's year: before this year's 立春 instant, the year before.
    let springYear = instant < spring ? time.date.year - 1 : time.date.year
    self.init(
      year: StemBranch(year: springYear),
      month: StemBranch(lunarYear: springYear, month: sectional.term.pillarMonth),
      time: time, lateZi: lateZi)
  }

  /// The last 节 whose instant is at or before `instant`, and its year: each Gregorian month has
  /// one 节 (小寒 in January … 大雪 in December), so the search starts at the next month's and
  /// steps back, a read of the table each (`nil` outside ``SolarTerm/supportedYears``).
  static func sectional(before instant: Double, date: CivilDate) -> (term: SolarTerm, year: Int)? {
    var (raw, year) = (date.month * 2, date.year)  // the next month's 节
    if raw == 24 { (raw, year) = (0, year + 1) }
    for _ in 0..<4 {
      guard let term = SolarTerm(rawValue: raw) else { return nil }
      if let at = term.instant(in: year), at <= instant { return (term, year) }
      (raw, year) = raw == 0 ? (22, year - 1) : (raw - 2, year)
    }
    return nil
  }

  private init(year: StemBranch, month: StemBranch, time: BeijingTime, lateZi: LateZiHour) {
    self.year = year
    self.month = month
    let dayNumber = time.date.daysSince1970
    let late = time.hour == 23
    day = StemBranch(dayNumber: late && lateZi == .nextDay ? dayNumber + 1 : dayNumber)
    // 五鼠遁: the 子 hour of a 甲 or 己 day is 甲子, of 乙 or 庚 丙子 …; 23:00 is the next day's 子.
    let owner = StemBranch(dayNumber: late ? dayNumber + 1 : dayNumber)
    hour = StemBranch(index: owner.stem.rawValue % 5 * 12 + DoubleHour(hour: time.hour).branch.rawValue)
    self.lateZi = lateZi
  }

  /// Creates pillars from their parts.
  public init(year: StemBranch, month: StemBranch, day: StemBranch, hour: StemBranch, lateZi: LateZiHour) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.lateZi = lateZi
  }

  /// `丙午 庚寅 己酉 丙寅`: year, month, day and hour.
  public var text: String { "\(year) \(month) \(day) \(hour)" }
}

/// What Almanac knows about a time of day beyond its day: the 时辰 and the 八字.
public struct HourFacts: Sendable, Hashable, Codable {
  /// The time, in Beijing.
  public let time: BeijingTime
  /// Its double-hour.
  public let doubleHour: DoubleHour
  /// Its four pillars in the convention asked for.
  public let pillars: EightCharacters
  /// The 立春 instant of the time's Gregorian year, which the year pillar turns at.
  public let startOfSpring: SolarTermEvent?
  /// The 节 whose instant began the month pillar.
  public let monthTerm: SolarTermEvent?

  /// The facts of a time, or `nil` outside ``SolarTerm/supportedYears``.
  public init?(time: BeijingTime, lateZi: LateZiHour) {
    guard let pillars = EightCharacters(time, lateZi: lateZi) else { return nil }
    self.time = time
    doubleHour = DoubleHour(hour: time.hour)
    self.pillars = pillars
    startOfSpring = try? SolarTerm.startOfSpring.event(in: time.date.year)
    monthTerm = EightCharacters.sectional(before: Double(time.secondsSince1970), date: time.date).flatMap {
      try? $0.term.event(in: $0.year)
    }
  }

  /// Creates facts from their parts.
  public init(
    time: BeijingTime, doubleHour: DoubleHour, pillars: EightCharacters, startOfSpring: SolarTermEvent?,
    monthTerm: SolarTermEvent?
  ) {
    self.time = time
    self.doubleHour = doubleHour
    self.pillars = pillars
    self.startOfSpring = startOfSpring
    self.monthTerm = monthTerm
  }
}
