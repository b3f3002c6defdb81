/// A lunisolar calendar: converts between civil (Gregorian) dates and lunar dates.
///
/// Three calendars share the rules (a month begins on the local day of the new moon; the month
/// holding the winter solstice is the 11th; in a year of 13 months the first month without a 中气
/// is the leap month) and differ in the meridian that decides the day:
///
/// - ``chinese`` (农历, UTC+8; Beijing mean time, UTC+7:45:40, before 1929). Lunar years
///   1899...2100 come from the built-in table, every day checked against the official calendar.
///   Outside it the astronomy engine computes each year once (about 10 ms) and caches it: for
///   1644–1898 with 38 published corrections (the Qing calendar, 时宪历, placed some new moons
///   and five leap months differently) it equals sxtwl and lunar-python on every day of 1645–1899,
///   and it equals them on every day of 2101–2300. Years 1–1644 and 2301–9999 are the same rules
///   applied with modern astronomy, proleptically: before 1645 China used other calendars (大统历
///   and older), whose months can differ, and far from the present ΔT (Earth's rotation) is
///   uncertain by hours, so a month whose new moon falls near midnight may begin a day earlier or
///   later than any historical or future almanac. Every date of 0001–9999 has an answer.
/// - ``korean`` / ``dangi`` (음력, UTC+9; UTC+8 before 1912, as KASI reckons): a table for
///   1899...2100 generated from the engine, equal to KASI's on every month of 1900–2050
///   (the korean-lunar-calendar package); the engine elsewhere. (ICU's Dangi calendar is not
///   used: ICU 72 shares its per-year caches between the Chinese and Korean calendars, so a
///   process that used both got answers that depended on which it asked first.)
/// - ``vietnamese`` (Âm lịch, UTC+7): a table for 1899...2100 generated from the engine, equal
///   to lunar-vn and vnlunar on every month of 1900–2100 (three months whose new moon falls within
///   a minute of midnight follow them). Before 1968 the North reckoned in UTC+8; Almanac gives the
///   UTC+7 calendar throughout, as those packages do.
///
/// ```swift
/// let calendar = LunarCalendar.chinese
/// let day = CivilDate(year: 2026, month: 2, day: 17)!
/// calendar.lunarDate(for: day).text()                       // "正月初一"
/// let leap = LunarDate(year: 2025, month: 6, day: 1, isLeapMonth: true)!
/// try calendar.civilDate(for: leap)                          // 2025-07-25
/// try calendar.leapMonth(inYear: 2025)                       // 6
/// ```
public struct LunarCalendar: Sendable, Hashable {
  /// The lunisolar calendars Almanac knows.
  public enum Variant: String, Sendable, Hashable, Codable, CaseIterable {
    /// The Chinese calendar (农历), UTC+8.
    case chinese
    /// The Korean calendar (단기, Dangi), UTC+9 (UTC+8 before 1912).
    case dangi
    /// The Vietnamese calendar (Âm lịch), UTC+7.
    case vietnamese
  }

  /// Which calendar this is.
  public let variant: Variant
  /// The built-in table (Chinese only), held here so conversions need no global look-up.
  private let table: LunarTable?
  /// Years computed by the astronomy engine (all Korean years, Chinese years outside the
  /// table), cached.
  private let computed: ComputedLunarYears

  /// The Chinese calendar (农历), as published by the Purple Mountain Observatory.
  public static let chinese = LunarCalendar(variant: .chinese)
  /// The Korean Dangi calendar (see the type's discussion).
  public static let dangi = LunarCalendar(variant: .dangi)
  /// The Korean calendar: the same as ``dangi``.
  public static let korean = dangi
  /// The Vietnamese calendar (Âm lịch), UTC+7 (see the type's discussion).
  public static let vietnamese = LunarCalendar(variant: .vietnamese)

  /// Creates a calendar of the given variant.
  public init(variant: Variant) {
    self.variant = variant
    switch variant {
    case .chinese:
      table = LunarTable.shared
      computed = LunarCalendar.chineseYears
    case .dangi:
      table = LunarTable.korean
      computed = LunarCalendar.koreanYears
    case .vietnamese:
      table = LunarTable.vietnamese
      computed = LunarCalendar.vietnameseYears
    }
  }

  /// The lunar year `year` as the astronomy engine computes it (with the published corrections),
  /// whatever the table holds: for the tools that generate and check the tables.
  package func engineYear(_ year: Int) throws(LunarCalendarError) -> (
    newYear: CivilDate, leapMonth: Int, longMonths: Int
  ) {
    let record = try computed.record(year: year)
    return (
      CivilDate(uncheckedDayNumber: Int(record.newYear)), Int(record.leapMonth), Int(record.longMonths)
    )
  }

  /// The Chinese years outside the table, shared by every `LunarCalendar(variant: .chinese)`.
  private static let chineseYears = ComputedLunarYears(
    engine: .chinese, corrections: EngineCorrection.generatedChinese)
  /// The Korean years outside the table, shared by every `LunarCalendar(variant: .dangi)`.
  private static let koreanYears = ComputedLunarYears(engine: .korean)
  /// The Vietnamese years outside the table.
  private static let vietnameseYears = ComputedLunarYears(
    engine: .vietnamese, corrections: EngineCorrection.generatedVietnamese)

  /// Calendars are equal when they are the same variant.
  public static func == (lhs: LunarCalendar, rhs: LunarCalendar) -> Bool { lhs.variant == rhs.variant }

  /// Hashes the variant.
  public func hash(into hasher: inout Hasher) { hasher.combine(variant) }

  /// The lunar years any conversion accepts. Civil results must also fall in 0001...9999.
  public static let supportedYears = 0...9999

  /// The lunar years answered from the built-in table.
  public var tableYears: ClosedRange<Int>? { table?.years }

  /// The civil dates answered from the built-in table.
  public var tableDates: Range<CivilDate>? {
    guard let days = table?.dayRange, !days.isEmpty else { return nil }
    return CivilDate(uncheckedDayNumber: days.lowerBound)..<CivilDate(uncheckedDayNumber: days.upperBound)
  }

  /// The lunar date of a civil date.
  ///
  /// - Complexity: O(1): a table lookup inside the table (nanoseconds); elsewhere a lookup in
  ///   the year the engine computed (about 10 ms the first time a year is asked, cached).
  public func lunarDate(for date: CivilDate) -> LunarDate { lunarDate(dayNumber: date.daysSince1970) }

  /// The lunar date of a day given by its number (days since 1970-01-01); the day may lie a
  /// little outside the civil dates (the 30th day of a month that begins in December 9999).
  func lunarDate(dayNumber: Int) -> LunarDate {
    if let result = table?.lunarDate(dayNumber: dayNumber) {
      return result
    }
    do {
      return try computed.lunarDate(dayNumber: dayNumber)
    } catch {
      // The engine's years always hold 12 or 13 months of 29 or 30 days (checked for every year
      // of 0...9999); should one not, the day's month is found directly.
      if let direct = computed.monthLunarDate(dayNumber: dayNumber) { return direct }
      preconditionFailure("the astronomy engine gives no lunar date for day \(dayNumber): \(error)")
    }
  }

  /// The lunar date of a day (given by its number) and the length of its month, 29 or 30 days.
  func lunarMonth(dayNumber: Int) -> (date: LunarDate, length: Int) {
    if let result = table?.lunarMonth(dayNumber: dayNumber) { return result }
    let date = lunarDate(dayNumber: dayNumber)
    // Day 30 of the month is either its last day or the next month's first.
    return (date, lunarDate(dayNumber: dayNumber - date.day + 30).day == 1 ? 29 : 30)
  }

  /// The civil date of a lunar date.
  ///
  /// - Throws: ``LunarCalendarError`` when the date does not exist (a leap month the year does
  ///   not have, day 30 of a 29-day month) or lies outside the supported range.
  /// - Complexity: O(1).
  public func civilDate(for date: LunarDate) throws(LunarCalendarError) -> CivilDate {
    if let fromTable = try table?.civilDate(of: date) {
      return fromTable
    }
    try LunarCalendarError.checkFields(date)
    guard let result = try computed.table(year: date.year).civilDate(of: date),
      (CivilDate.min...CivilDate.max).contains(result)
    else { throw .outOfRange(date) }
    return result
  }

  /// The leap month (1...12) of a lunar year, or `nil` when the year has none.
  /// - Throws: ``LunarCalendarError/yearOutOfRange(_:)`` outside ``supportedYears``.
  public func leapMonth(inYear year: Int) throws(LunarCalendarError) -> Int? {
    guard LunarCalendar.supportedYears.contains(year) else { throw .yearOutOfRange(year) }
    let leap = try yearTable(year).leapMonth(year: year) ?? 0
    return leap == 0 ? nil : leap
  }

  /// The table that holds a lunar year: the built-in one, or the year computed by the engine.
  private func yearTable(_ year: Int) throws(LunarCalendarError) -> LunarTable {
    if let table, table.leapMonth(year: year) != nil { return table }
    return try computed.table(year: year)
  }

  /// The months of a lunar year in order, 12 or 13 of them (a leap month after its namesake).
  /// - Throws: ``LunarCalendarError`` outside the supported range.
  public func months(inYear year: Int) throws(LunarCalendarError) -> [LunarMonth] {
    guard LunarCalendar.supportedYears.contains(year) else { throw .yearOutOfRange(year) }
    return try yearTable(year).months(year: year) ?? []
  }

  /// The number of days (29 or 30) in a month of a lunar year.
  /// - Throws: ``LunarCalendarError`` when the month does not exist that year.
  public func daysInMonth(_ month: Int, isLeapMonth: Bool = false, inYear year: Int)
    throws(LunarCalendarError) -> Int
  {
    guard let first = LunarDate(year: year, month: month, day: 1, isLeapMonth: isLeapMonth) else {
      throw .noSuchMonth(month)
    }
    let start = try civilDate(for: first)
    return lunarDate(dayNumber: start.daysSince1970 + 29).day == 30 ? 30 : 29
  }

  /// The civil date of a lunar year's first day (正月初一, Chinese New Year).
  /// - Throws: ``LunarCalendarError`` outside the supported range.
  public func newYear(of year: Int) throws(LunarCalendarError) -> CivilDate {
    try civilDate(for: LunarDate(unchecked: year, month: 1, day: 1, isLeapMonth: false))
  }

  // MARK: - ICU

  private static let chineseICU = Result { () throws(ICUError) in try ICULunisolarCalendar(.chinese) }

  /// The shared ICU handle of the Chinese calendar: no conversion uses it any more; the tools and
  /// tests compare with it.
  package func icu() throws(ICUError) -> ICULunisolarCalendar {
    try LunarCalendar.chineseICU.get()
  }

}
