import CICUShim
import Synchronization

/// One ICU lunisolar calendar handle (Chinese or Korean Dangi), owned and serialised.
///
/// ICU's `UCalendar` is not thread-safe, so every use happens under a mutex; the handle is opened
/// in the initialiser and closed in `deinit`. Days are passed as day numbers (days since
/// 1970-01-01) and mapped to the instant of local midnight in the calendar's fixed zone.
///
/// The year is derived from ICU's `UCAL_ERA` (60-year cycle) and `UCAL_YEAR` (1...60), never from
/// `UCAL_EXTENDED_YEAR`, whose meaning for these calendars changed between ICU 72 and 78.
package final class ICULunisolarCalendar: Sendable {
  /// The lunisolar calendars ICU provides.
  package enum Kind: Sendable {
    /// The Chinese calendar, computed for UTC+8.
    case chinese
    /// The Korean Dangi calendar, computed for UTC+9.
    case dangi

    var localeID: String { self == .chinese ? "zh@calendar=chinese" : "ko@calendar=dangi" }
    var zoneID: String { self == .chinese ? "GMT+08:00" : "GMT+09:00" }
    var offsetMilliseconds: Double { self == .chinese ? 28_800_000 : 32_400_000 }
  }

  /// The calendar this handle computes.
  package let kind: Kind
  private let handle: Mutex<OpaquePointer>

  /// Opens the ICU calendar for `kind`.
  ///
  /// - Throws: ``ICUError`` when ICU cannot open it (missing data).
  package init(_ kind: Kind) throws(ICUError) {
    var status: Int32 = 0
    let opened = cicu_calendar_open(kind.localeID, kind.zoneID, &status)
    try ICUError.check(status, "open calendar \(kind.localeID)")
    guard let opened else { throw ICUError(code: 5, operation: "open calendar \(kind.localeID)") }
    self.kind = kind
    handle = Mutex(opened)
  }

  deinit {
    handle.withLock { cicu_calendar_close($0) }
  }

  /// The lunisolar date ICU gives for a day.
  ///
  /// - Parameter dayNumber: days since 1970-01-01 of a day in 0001-01-01...9999-12-31.
  package func lunarDate(dayNumber: Int) throws(ICUError) -> LunarDate {
    let udate = Double(dayNumber) * 86_400_000 - kind.offsetMilliseconds
    var era: Int32 = 0
    var year: Int32 = 0
    var month0: Int32 = 0
    var isLeap: Int32 = 0
    var day: Int32 = 0
    var status: Int32 = 0
    handle.withLock { calendar in
      cicu_lunisolar_fields(calendar, udate, &era, &year, &month0, &isLeap, &day, &status)
    }
    try ICUError.check(status, "read the lunar fields of day \(dayNumber)")
    return LunarDate(
      unchecked: ICULunisolarCalendar.gregorianYear(era: Int(era), year: Int(year)),
      month: Int(month0) + 1, day: Int(day), isLeapMonth: isLeap != 0)
  }

  /// The day number (days since 1970-01-01) of a lunar date, validated field by field.
  ///
  /// ICU rolls impossible fields over silently, so the result is read back and compared.
  ///
  /// - Throws: ``LunarCalendarError`` when the date does not exist (day 0 or 31, month 0 or 13, a
  ///   leap flag on a month that is not leap that year, day 30 of a 29-day month), or lies outside
  ///   the supported range; ``ICUError`` wrapped in ``LunarCalendarError/icu(_:)`` if ICU fails.
  package func dayNumber(of date: LunarDate) throws(LunarCalendarError) -> Int {
    try LunarCalendarError.checkFields(date)
    let cycle = ICULunisolarCalendar.cycle(gregorianYear: date.year)
    var status: Int32 = 0
    let udate = handle.withLock { calendar in
      cicu_lunisolar_udate(
        calendar, Int32(cycle.era), Int32(cycle.year), Int32(date.month - 1),
        date.isLeapMonth ? 1 : 0, Int32(date.day), &status)
    }
    do throws(ICUError) {
      try ICUError.check(status, "compute the day of lunar \(date.isoText)")
    } catch {
      throw .icu(error)
    }
    let dayNumber = Int(((udate + kind.offsetMilliseconds) / 86_400_000).rounded(.down))
    let roundTrip: LunarDate
    do throws(ICUError) {
      roundTrip = try lunarDate(dayNumber: dayNumber)
    } catch {
      throw .icu(error)
    }
    if roundTrip != date {
      throw try missingDateError(date)
    }
    return dayNumber
  }

  /// Explains why ICU rolled `date` over: a leap month that is not there, or a short month.
  private func missingDateError(_ date: LunarDate) throws(LunarCalendarError) -> LunarCalendarError {
    let leap = try leapMonth(inYear: date.year)
    if date.isLeapMonth && leap != date.month {
      return .noSuchLeapMonth(year: date.year, month: date.month, leapMonth: leap)
    }
    let first = LunarDate(unchecked: date.year, month: date.month, day: 1, isLeapMonth: date.isLeapMonth)
    let start = try dayNumber(of: first)
    let length = try lunarDate(dayNumberChecked: start + 29).day == 30 ? 30 : 29
    return .noSuchDay(date, daysInMonth: length)
  }

  /// The leap month of a lunar year (1...12), or `nil` when the year has none.
  package func leapMonth(inYear year: Int) throws(LunarCalendarError) -> Int? {
    // The months of a lunar year span at most 385 days after its new year; a leap month shows
    // up as a month whose first day reads back with the leap flag.
    guard let newYearDate = LunarDate(year: year, month: 1, day: 1, isLeapMonth: false) else {
      return nil
    }
    var day = try dayNumber(of: newYearDate)
    while true {
      let fields = try lunarDate(dayNumberChecked: day)
      if fields.year != year { return nil }
      if fields.isLeapMonth { return fields.month }
      day += 30 - fields.day + 1  // jump into the next month
    }
  }

  private func lunarDate(dayNumberChecked dayNumber: Int) throws(LunarCalendarError) -> LunarDate {
    do throws(ICUError) {
      return try lunarDate(dayNumber: dayNumber)
    } catch {
      throw .icu(error)
    }
  }

  /// The Gregorian-style lunar year (丙午 = 2026) of a 60-year cycle and a year in it.
  /// Cycle 1, year 1 began in 2637 BCE (astronomical year -2636).
  static func gregorianYear(era: Int, year: Int) -> Int { (era - 1) * 60 + year - 2637 }

  /// The 60-year cycle and year in it (both 1-based) of a Gregorian-style lunar year.
  static func cycle(gregorianYear: Int) -> (era: Int, year: Int) {
    let offset = gregorianYear + 2636  // 0-based years since the first cycle began
    let era = offset >= 0 ? offset / 60 : (offset - 59) / 60
    return (era + 1, offset - era * 60 + 1)
  }
}
