/// A recurrence rule on a lunar calendar, read from an iCalendar `RRULE`: RFC 7529's
/// `RSCALE=CHINESE` (or `DANGI`, the Korean calendar) with `FREQ=YEARLY` or `MONTHLY`, `BYMONTH`
/// with leap months (`5L`), `BYMONTHDAY` including 30 and days from the end (`-1`), `SKIP=OMIT`,
/// `BACKWARD` or `FORWARD`, `INTERVAL`, `COUNT` and `UNTIL`; and the vendor form Chinese CalDAV
/// servers and phones write, `FREQ=LUNAR_YEARLY` or `LUNAR_MONTHLY` (the months and days lunar,
/// no `RSCALE`). Expanded to Gregorian days from the event's first day (`DTSTART`), it lets a
/// calendar without RSCALE show the right days.
///
/// ```swift
/// let rule = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD")
/// rule.occurrences(start: CivilDate("2020-06-06")!, through: CivilDate("2023-12-31")!)
/// // 2020-06-06 (闰四月十五), 2021-05-26, 2022-05-15, 2023-06-02 (四月十五: no 闰四月 those years)
/// ```
///
/// Where the RFC and the tables decide, they decide (not another implementation): a month is the
/// official lunar month of ``LunarCalendar``, and an invalid day is skipped, moved back or moved
/// forward exactly as RFC 7529 §4.2 says.
public struct LunarRule: Sendable, Hashable, CustomStringConvertible {
  /// How often.
  public enum Frequency: String, Sendable, Hashable { case yearly, monthly }
  /// What an occurrence that does not exist in a year does (RFC 7529's `SKIP`).
  public enum Skip: String, Sendable, Hashable { case omit, backward, forward }

  /// The calendar: Chinese (`RSCALE=CHINESE`, and the vendor forms) or Korean (`DANGI`).
  public let calendar: LunarCalendar
  /// Every year or every month.
  public let frequency: Frequency
  /// Every how many years or months, 1...1000.
  public let interval: Int
  /// `BYMONTH`: the lunar months, with leap months, or empty for the first day's month.
  public let months: [LunarMonth]
  /// `BYMONTHDAY`: days 1...30 or from the end (-1 the last), or empty for the first day's day.
  public let monthDays: [Int]
  /// `SKIP`.
  public let skip: Skip
  /// `COUNT`, 1...10000, or `nil`.
  public let count: Int?
  /// `UNTIL` (its day), or `nil`.
  public let until: CivilDate?
  /// Whether the rule was written in a vendor form (`FREQ=LUNAR_YEARLY`).
  public let isVendorForm: Bool
  /// The rule as read.
  public let description: String

  /// A lunar month of a rule: its number and whether it is the leap month (`5L`).
  public struct LunarMonth: Sendable, Hashable {
    /// 1...12.
    public let month: Int
    /// Whether it is the leap month of that number.
    public let isLeap: Bool
  }

  /// The most occurrences a rule expands to.
  public static let mostOccurrences = 10_000
  /// The longest span a door expands a rule over: 500 years (outside 1900...2100 each lunar year
  /// is computed by the astronomy engine).
  public static let longestSpanInYears = 500

  /// Reads an `RRULE` value (without `RRULE:`).
  ///
  /// - Throws: ``LunarRuleError/notLunar`` for a rule on the Gregorian calendar (a calendar
  ///   expands it itself); ``LunarRuleError/unreadable(_:_:)`` naming the part that does not read
  ///   or that Almanac does not expand (`BYDAY`, `BYSETPOS`).
  public init(_ text: String) throws(LunarRuleError) {
    guard text.utf8.count <= 1_000 else { throw .unreadable(String(text.prefix(40)), "is over 1,000 characters") }
    var parts: [String: String] = [:]
    for part in text.split(separator: ";") {
      guard let equals = part.firstIndex(of: "=") else { throw .unreadable(String(part), "is not NAME=VALUE") }
      let name = part[..<equals].uppercased()
      guard parts[name] == nil else { throw .unreadable(name, "is given twice") }
      parts[name] = String(part[part.index(after: equals)...])
    }
    let frequency = parts["FREQ"]?.uppercased()
    var vendor = false
    switch (parts["RSCALE"]?.uppercased(), frequency) {
    case (nil, "LUNAR_YEARLY"?), (nil, "LUNAR_MONTHLY"?):
      calendar = .chinese
      vendor = true
    case ("CHINESE"?, _): calendar = .chinese
    case ("DANGI"?, _): calendar = .korean
    case (nil, _), ("GREGORIAN"?, _): throw .notLunar
    case (let scale?, _): throw .unreadable("RSCALE=\(scale)", "is not a calendar Almanac expands; use CHINESE or DANGI")
    }
    isVendorForm = vendor
    switch frequency {
    case "YEARLY"?, "LUNAR_YEARLY"?: self.frequency = .yearly
    case "MONTHLY"?, "LUNAR_MONTHLY"?: self.frequency = .monthly
    default:
      throw .unreadable("FREQ=\(frequency ?? "")", "is not a frequency of a lunar rule; use YEARLY or MONTHLY")
    }
    for unsupported in ["BYDAY", "BYSETPOS", "BYYEARDAY", "BYWEEKNO", "BYHOUR", "BYMINUTE", "BYSECOND"]
    where parts[unsupported] != nil {
      throw .unreadable(unsupported, "is not expanded on a lunar calendar by Almanac; BYMONTH and BYMONTHDAY are")
    }
    func number(_ name: String, _ range: ClosedRange<Int>) throws(LunarRuleError) -> Int? {
      guard let text = parts[name] else { return nil }
      guard text.count <= 6, let value = Int(text), range.contains(value) else {
        throw .unreadable("\(name)=\(text)", "is not a number in \(range.lowerBound)...\(range.upperBound)")
      }
      return value
    }
    interval = try number("INTERVAL", 1...1_000) ?? 1
    count = try number("COUNT", 1...LunarRule.mostOccurrences)
    var months: [LunarMonth] = []
    for item in (parts["BYMONTH"] ?? "").split(separator: ",") {
      let leap = item.uppercased().hasSuffix("L")
      guard let month = Int(leap ? item.dropLast() : item), (1...12).contains(month) else {
        throw .unreadable("BYMONTH=\(parts["BYMONTH"] ?? "")", "is not a list of months 1...12, a leap month with L (5L)")
      }
      months.append(LunarMonth(month: month, isLeap: leap))
    }
    self.months = months
    var days: [Int] = []
    for item in (parts["BYMONTHDAY"] ?? "").split(separator: ",") {
      guard item.count <= 3, let day = Int(item), (1...30).contains(abs(day)) else {
        throw .unreadable("BYMONTHDAY=\(parts["BYMONTHDAY"] ?? "")", "is not a list of days 1...30 or -30...-1")
      }
      days.append(day)
    }
    monthDays = days
    switch parts["SKIP"]?.uppercased() {
    case nil, "OMIT"?: skip = .omit
    case "BACKWARD"?: skip = .backward
    case "FORWARD"?: skip = .forward
    case let other?: throw .unreadable("SKIP=\(other)", "is not OMIT, BACKWARD or FORWARD")
    }
    if let text = parts["UNTIL"] {
      guard text.count >= 8, let year = Int(text.prefix(4)), let month = Int(text.dropFirst(4).prefix(2)),
        let day = Int(text.dropFirst(6).prefix(2)), let date = CivilDate(year: year, month: month, day: day)
      else { throw .unreadable("UNTIL=\(text)", "is not a date (YYYYMMDD or YYYYMMDDTHHMMSSZ)") }
      until = date
    } else {
      until = nil
    }
    guard count == nil || until == nil else { throw .unreadable("COUNT and UNTIL", "cannot both be given (RFC 5545)") }
    description = text
  }

  /// The days the rule recurs on from `start` (the event's `DTSTART`, its first possible day)
  /// through `end`, at most ``mostOccurrences``, counting `COUNT` from `start` (days before
  /// `from` count but are not returned).
  public func occurrences(start: CivilDate, from: CivilDate? = nil, through end: CivilDate) -> [CivilDate] {
    let first = calendar.lunarDate(for: start)
    let last = min(end, until ?? end)
    guard start <= last else { return [] }
    let months = self.months.isEmpty ? [LunarMonth(month: first.month, isLeap: first.isLeapMonth)] : self.months
    let days = monthDays.isEmpty ? [first.day] : monthDays
    var result: [CivilDate] = []
    var counted = 0
    func take(_ dates: [CivilDate]) -> Bool {
      for date in Set(dates).sorted() where date >= start {
        guard date <= last else { return false }
        counted += 1
        if date >= (from ?? start) { result.append(date) }
        if counted == count || counted >= LunarRule.mostOccurrences { return false }
      }
      return true
    }
    switch frequency {
    case .yearly:
      var year = first.year
      // Without COUNT nothing before `from` needs counting: start in the interval's year nearest
      // below it (a rule from 0001 asked about 2026 computes no lunar year of the ages between).
      if count == nil, let from, from.year - 1 > first.year {
        year += (from.year - 1 - first.year) / interval * interval
      }
      while year <= last.year + 1, LunarCalendar.supportedYears.contains(year) {
        var dates: [CivilDate] = []
        for month in months {
          for day in days { if let date = resolve(year: year, month: month, day: day) { dates.append(date) } }
        }
        guard take(dates) else { break }
        year += interval
      }
    case .monthly:
      // The months in order from the first day's, leap months among them, every `interval`th.
      var month = (year: first.year, month: first.month, isLeap: first.isLeapMonth)
      var index = 0
      while month.year <= last.year + 1, LunarCalendar.supportedYears.contains(month.year) {
        if index % interval == 0,
          self.months.isEmpty || self.months.contains(LunarMonth(month: month.month, isLeap: month.isLeap))
        {
          let dates = days.compactMap { resolve(year: month.year, month: LunarMonth(month: month.month, isLeap: month.isLeap), day: $0, movesMonth: false) }
          guard take(dates) else { break }
        }
        index += 1
        guard let next = nextMonth(month) else { break }
        month = next
      }
    }
    return result
  }

  /// The month after a month of a lunar year: its leap month, if it has one of that number, else
  /// the next number (the next year's 正月 after 腊月).
  private func nextMonth(_ month: (year: Int, month: Int, isLeap: Bool)) -> (year: Int, month: Int, isLeap: Bool)? {
    let leap: Int?
    do { leap = try calendar.leapMonth(inYear: month.year) } catch { return nil }
    if !month.isLeap && leap == month.month { return (month.year, month.month, true) }
    return month.month == 12 ? (month.year + 1, 1, false) : (month.year, month.month + 1, false)
  }

  /// The day a rule's month and day give in a lunar year, with `SKIP` applied: a leap month the
  /// year does not have becomes its ordinary month (BACKWARD) or the next month (FORWARD); a day
  /// the month does not have becomes the month's last day (BACKWARD) or the next month's first
  /// (FORWARD); OMIT drops either.
  private func resolve(year: Int, month: LunarMonth, day: Int, movesMonth: Bool = true) -> CivilDate? {
    // `try?` would flatten "no leap month" into failure: ask plainly.
    let leap: Int?
    do { leap = try calendar.leapMonth(inYear: year) } catch { return nil }
    var number = month.month
    var isLeap = month.isLeap
    var yearOfMonth = year
    if isLeap && leap != number {
      guard movesMonth else { return nil }
      switch skip {
      case .omit: return nil
      case .backward: isLeap = false
      case .forward:
        isLeap = false
        if number == 12 {
          number = 1
          yearOfMonth += 1
        } else {
          number += 1
        }
      }
    }
    guard let length = try? calendar.daysInMonth(number, isLeapMonth: isLeap, inYear: yearOfMonth) else { return nil }
    let wanted = day < 0 ? length + day + 1 : day
    guard wanted >= 1 else { return nil }
    if wanted <= length {
      guard let lunar = LunarDate(year: yearOfMonth, month: number, day: wanted, isLeapMonth: isLeap) else { return nil }
      return try? calendar.civilDate(for: lunar)
    }
    guard let lunar = LunarDate(year: yearOfMonth, month: number, day: length, isLeapMonth: isLeap),
      let lastDay = try? calendar.civilDate(for: lunar)
    else { return nil }
    switch skip {
    case .omit: return nil
    case .backward: return lastDay
    case .forward: return lastDay.adding(days: 1)
    }
  }
}

/// Why an `RRULE` was not read as a lunar rule.
public enum LunarRuleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A Gregorian rule: a calendar expands it itself.
  case notLunar
  /// A part that does not read, or that Almanac does not expand.
  case unreadable(String, String)

  /// One sentence.
  public var description: String {
    switch self {
    case .notLunar: "the rule is on the Gregorian calendar (no RSCALE=CHINESE or DANGI, no FREQ=LUNAR_YEARLY)"
    case .unreadable(let part, let reason): "\(QuotedInput.quoted(part)) \(reason)"
    }
  }
}
