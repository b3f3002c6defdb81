/// A day that comes back every lunar year: 腊月初八, a birthday on 闰四月十五, a 忌日 on 三十. Where
/// the day does not exist in a year, the policies say what happens: a leap-month day in a year
/// without that leap month, and a 30th in a month of 29 days.
///
/// ```swift
/// let birthday = LunarRecurrence(month: 4, day: 15, isLeapMonth: true)!   // 闰四月十五
/// birthday.occurrences(from: CivilDate("2026-01-01")!, through: CivilDate("2030-12-31")!)
/// // 2026-05-31, 2027-05-20, 2028-05-09, 2029-05-27, 2030-05-16: none of these years has a 闰四月,
/// // so each falls on 四月十五 (LeapMonthPolicy.ordinaryMonth)
/// ```
public struct LunarRecurrence: Sendable, Hashable, Codable {
  /// The lunar month, 1...12.
  public let month: Int
  /// The day of the month, 1...30.
  public let day: Int
  /// Whether the day is in the leap month of that number (闰四月).
  public let isLeapMonth: Bool
  /// What a leap-month day does in a year without that leap month.
  public var leapMonth: LeapMonthPolicy
  /// What a 30th does in a month of 29 days.
  public var missingDay: MissingDayPolicy

  /// A recurrence, or `nil` for a month outside 1...12 or a day outside 1...30.
  public init?(
    month: Int, day: Int, isLeapMonth: Bool = false, leapMonth: LeapMonthPolicy = .ordinaryMonth,
    missingDay: MissingDayPolicy = .lastDay
  ) {
    guard (1...12).contains(month), (1...30).contains(day) else { return nil }
    self.month = month
    self.day = day
    self.isLeapMonth = isLeapMonth
    self.leapMonth = leapMonth
    self.missingDay = missingDay
  }

  /// Reads `MM-DD` or `LMM-DD` (a leap month: `L04-15`), or the day's Chinese name in either
  /// script: `腊月初八`, `闰四月十五`, `臘月三十`, `十一月初一` (冬月 and 十一月, 腊月 and 十二月, 一月 and
  /// 正月 are the same month). `nil` for anything else.
  public init?(
    _ text: String, leapMonth: LeapMonthPolicy = .ordinaryMonth, missingDay: MissingDayPolicy = .lastDay
  ) {
    if let date = LunarDate(isoText: "2000-" + text), text.utf8.count <= 6 {
      self.init(
        month: date.month, day: date.day, isLeapMonth: date.isLeapMonth, leapMonth: leapMonth,
        missingDay: missingDay)
      return
    }
    var rest = Substring(text)
    var leap = false
    if rest.hasPrefix("闰") || rest.hasPrefix("閏") {
      leap = true
      rest = rest.dropFirst()
    }
    guard let (name, month) = LunarRecurrence.monthNames.first(where: { rest.hasPrefix($0.name) }) else {
      return nil
    }
    rest = rest.dropFirst(name.count)
    guard let day = LunarDate.dayNames.firstIndex(of: String(rest)).map({ $0 + 1 }) else { return nil }
    self.init(month: month, day: day, isLeapMonth: leap, leapMonth: leapMonth, missingDay: missingDay)
  }

  /// The names a month is read by, in both scripts and as numerals (冬月 and 十一月, 腊月 and
  /// 十二月, 正月 and 一月), the longest first: 十一月 must not be read as 十 and a day.
  private static let monthNames: [(name: String, month: Int)] = {
    let numerals = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"].map { $0 + "月" }
    let names = [LunarDate.simplifiedMonthNames, LunarDate.traditionalMonthNames, numerals].flatMap {
      $0.enumerated().map { (name: $1, month: $0 + 1) }
    }
    return names.sorted { $0.name.count > $1.name.count }
  }()

  /// `腊月初八`, `闰四月十五` (the day as written, whatever the policies).
  public func text(_ script: ChineseScript = .simplified) -> String {
    LunarDate.monthName(month, isLeapMonth: isLeapMonth, script) + LunarDate.dayNames[day - 1]
  }

  /// The occurrence in a lunar year, or `nil` when a policy skips that year (or the year is
  /// outside the calendar's).
  public func occurrence(inLunarYear year: Int, calendar: LunarCalendar = .chinese) -> LunarOccurrence? {
    // The year's leap month, or none (a year outside the calendar has no occurrence).
    let leap: Int?
    do { leap = try calendar.leapMonth(inYear: year) } catch { return nil }
    var inLeapMonth = isLeapMonth
    var moved = false
    if isLeapMonth && leap != month {
      guard leapMonth == .ordinaryMonth else { return nil }
      inLeapMonth = false
      moved = true
    }
    guard let length = try? calendar.daysInMonth(month, isLeapMonth: inLeapMonth, inYear: year) else {
      return nil
    }
    var actual = day
    if day > length {
      guard missingDay == .lastDay else { return nil }
      actual = length
      moved = true
    }
    guard let lunar = LunarDate(year: year, month: month, day: actual, isLeapMonth: inLeapMonth),
      let date = try? calendar.civilDate(for: lunar)
    else { return nil }
    return LunarOccurrence(lunarYear: year, date: date, lunar: lunar, isMoved: moved)
  }

  /// Every occurrence from one civil day through another, in order. A year whose lunar
  /// calendar has the ordinary month and, the same year, its leap month counts the day once: in
  /// the month asked for.
  public func occurrences(from start: CivilDate, through end: CivilDate, calendar: LunarCalendar = .chinese)
    -> [LunarOccurrence]
  {
    guard start <= end else { return [] }
    // A lunar year begins in January or February of its Gregorian year and ends in the next.
    return ((start.year - 1)...end.year).compactMap { occurrence(inLunarYear: $0, calendar: calendar) }
      .filter { $0.date >= start && $0.date <= end }
  }

  /// The `RRULE` of RFC 7529 for the recurrence (`RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;
  /// BYMONTHDAY=15;SKIP=BACKWARD`), or `nil` when the two policies ask for different `SKIP`
  /// values (RFC 7529 has one for both) or the calendar has no RSCALE name.
  public func rscaleRule(calendar: LunarCalendar = .chinese) -> String? {
    // Moving a leap-month day to its ordinary month and a 30th to the 29th are both BACKWARD.
    let needsLeap = isLeapMonth
    let needsDay = day == 30
    let skip: String
    switch (needsLeap ? leapMonth == .ordinaryMonth : nil, needsDay ? missingDay == .lastDay : nil) {
    case (true?, false?), (false?, true?): return nil
    case (true?, _), (_, true?): skip = ";SKIP=BACKWARD"
    default: skip = ""  // OMIT, the default
    }
    // RFC 7529 names the Chinese calendar CHINESE; the Korean and Vietnamese ones have no name
    // in CLDR's calendar list that clients know (DANGI is CLDR's, VIETNAMESE is not).
    let scale: String
    switch calendar.variant {
    case .chinese: scale = "CHINESE"
    case .korean: scale = "DANGI"
    case .vietnamese: return nil
    }
    let monthText = "\(month)" + (isLeapMonth ? "L" : "")
    return "RSCALE=\(scale);FREQ=YEARLY;BYMONTH=\(monthText);BYMONTHDAY=\(day)\(skip)"
  }
}

/// What a recurring leap-month day does in a year without that leap month.
public enum LeapMonthPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// It falls on the same day of the ordinary month of that number (闰四月十五 → 四月十五).
  case ordinaryMonth
  /// It does not occur that year.
  case skip
}

/// What a recurring 30th does in a month of 29 days.
public enum MissingDayPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// It falls on the month's last day, the 29th (除夕 is kept this way).
  case lastDay
  /// It does not occur that year.
  case skip
}

/// One occurrence of a ``LunarRecurrence``.
public struct LunarOccurrence: Sendable, Hashable, Codable {
  /// The lunar year it belongs to.
  public let lunarYear: Int
  /// The civil day.
  public let date: CivilDate
  /// The lunar day it falls on (四月十五 for a 闰四月十五 moved to its ordinary month).
  public let lunar: LunarDate
  /// Whether a policy moved it off the day asked for.
  public let isMoved: Bool

  /// An occurrence from its parts.
  public init(lunarYear: Int, date: CivilDate, lunar: LunarDate, isMoved: Bool) {
    self.lunarYear = lunarYear
    self.date = date
    self.lunar = lunar
    self.isMoved = isMoved
  }
}

/// A named lunar recurring event: what `almanac export lunar-events` writes, one ICS event per
/// occurrence with a UID that stays the same from one export to the next.
public struct LunarEvent: Sendable, Hashable, Codable {
  /// What the calendar shows: `奶奶生日`.
  public let title: String
  /// When it comes back.
  public let recurrence: LunarRecurrence

  /// An event from its parts.
  public init(title: String, recurrence: LunarRecurrence) {
    self.title = title
    self.recurrence = recurrence
  }

  /// The stable part of its UIDs: a 64-bit FNV-1a hash of the title, the day and the policies,
  /// in hex (the same event exports the same UIDs, whatever the range).
  public var key: String {
    var hash = FNV1a()
    hash.add(
      bytes:
        "\(title)\u{1F}\(recurrence.month)\u{1F}\(recurrence.day)\u{1F}\(recurrence.isLeapMonth)\u{1F}\(recurrence.leapMonth.rawValue)\u{1F}\(recurrence.missingDay.rawValue)"
        .utf8)
    return hash.hex
  }
}
