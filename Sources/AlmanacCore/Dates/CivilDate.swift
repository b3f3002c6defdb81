/// A day of the proleptic Gregorian calendar, with no time of day and no time zone.
///
/// `CivilDate` is what a calendar screen shows in a cell: "17 February 2026". It supports the years
/// 1 to 9999 and is cheap to copy, compare and step through (it stores its day number next to its
/// fields, in eight bytes).
///
/// ```swift
/// let newYear = CivilDate(year: 2026, month: 2, day: 17)   // Optional: nil for 2026-02-30
/// let parsed = CivilDate("2026-02-17")                     // ISO 8601 calendar date
/// parsed?.weekday                                          // .tuesday
/// parsed?.adding(days: 14)                                 // 2026-03-03
/// ```
public struct CivilDate: Sendable {
  /// Days since 1970-01-01 (negative before it).
  // `@usableFromInline` with the initialisers and accessors below `@inlinable`: the grid and the
  // writers are other modules, and a page steps thousands of dates.
  @usableFromInline let storedDayNumber: Int32
  @usableFromInline let storedYear: Int16
  @usableFromInline let storedMonth: UInt8
  @usableFromInline let storedDay: UInt8

  /// The earliest supported date, 0001-01-01.
  public static let min = CivilDate(unchecked: 1, 1, 1)
  /// The latest supported date, 9999-12-31.
  public static let max = CivilDate(unchecked: 9999, 12, 31)
  /// The supported years.
  public static let supportedYears = 1...9999

  /// The year, 1...9999.
  @inlinable
  public var year: Int { Int(storedYear) }
  /// The month, 1...12.
  @inlinable
  public var month: Int { Int(storedMonth) }
  /// The day of the month, 1...31.
  @inlinable
  public var day: Int { Int(storedDay) }
  /// Days since 1970-01-01 (the Unix epoch day); negative before it.
  @inlinable
  public var daysSince1970: Int { Int(storedDayNumber) }

  /// The date with the given fields, or `nil` when they name no day (2026-02-30, month 13) or the
  /// year is outside 1...9999.
  public init?(year: Int, month: Int, day: Int) {
    guard CivilDate.supportedYears.contains(year), (1...12).contains(month),
      day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.init(unchecked: year, month, day)
  }

  /// The date `days` days after 1970-01-01, or `nil` outside 0001-01-01...9999-12-31.
  public init?(daysSince1970 days: Int) {
    guard days >= CivilDate.min.daysSince1970, days <= CivilDate.max.daysSince1970 else {
      return nil
    }
    self.init(uncheckedDayNumber: days)
  }

  @inlinable
  package init(unchecked year: Int, _ month: Int, _ day: Int) {
    storedYear = Int16(year)
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
    storedDayNumber = Int32(CivilDate.dayNumber(year: year, month: month, day: day))
  }

  @inlinable
  package init(unchecked year: Int, _ month: Int, _ day: Int, dayNumber: Int) {
    storedYear = Int16(year)
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
    storedDayNumber = Int32(dayNumber)
  }

  /// The next day, by stepping the fields (no divisions).
  /// - Precondition: `self` is not 9999-12-31.
  @inline(__always)
  var successor: CivilDate {
    if day < CivilDate.daysInMonth(year: year, month: month) {
      return CivilDate(unchecked: year, month, day + 1, dayNumber: daysSince1970 + 1)
    }
    return month < 12
      ? CivilDate(unchecked: year, month + 1, 1, dayNumber: daysSince1970 + 1)
      : CivilDate(unchecked: year + 1, 1, 1, dayNumber: daysSince1970 + 1)
  }

  /// The next day, or this one on 9999-12-31.
  var successorOrSelf: CivilDate { self == CivilDate.max ? self : successor }

  @inlinable
  package init(uncheckedDayNumber days: Int) {
    let (year, month, day) = CivilDate.fields(dayNumber: days)
    storedYear = Int16(year)
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
    storedDayNumber = Int32(days)
  }

  /// The day of the week.
  @inlinable @inline(__always)
  public var weekday: Weekday {
    Weekday(rawValue: CivilDate.weekdayIndex(ofDay: daysSince1970) + 1) ?? .sunday
  }

  /// The weekday of a day number as 0 (Sunday) ... 6 (Saturday): 1970-01-01 was a Thursday.
  /// The one place the weekday of a day number is computed.
  @inlinable @inline(__always)
  package static func weekdayIndex(ofDay day: Int) -> Int { ((day + 4) % 7 + 7) % 7 }

  /// The day of the year, 1...366.
  public var ordinalDay: Int {
    daysSince1970 - CivilDate.dayNumber(year: year, month: 1, day: 1) + 1
  }

  /// Whether the date's year is a Gregorian leap year.
  public var isInLeapYear: Bool { CivilDate.isLeapYear(year) }

  /// The date `days` days later (earlier when negative).
  ///
  /// - Precondition: the result lies in 0001-01-01...9999-12-31. A step that comes from outside
  ///   (a request, a file, an argument, a search window) uses ``adding(days:within:)`` or
  ///   ``adding(days:clampedTo:)``, which take any `Int` and never trap.
  public func adding(days: Int) -> CivilDate {
    guard let result = CivilDate(daysSince1970: daysSince1970 + days) else {
      preconditionFailure("\(self) + \(days) days is outside 0001-01-01...9999-12-31")
    }
    return result
  }

  /// The same day `months` months later (earlier when negative), clamped to the last day of a
  /// shorter month (2026-01-31 + 1 month is 2026-02-28); `nil` outside the supported years.
  public func adding(months: Int) -> CivilDate? {
    // Any Int: a count beyond ±120,000 months leaves the supported years whatever the date.
    guard months.magnitude <= 120_000 else { return nil }
    let total = year * 12 + (month - 1) + months
    let newYear = total >= 0 ? total / 12 : (total - 11) / 12
    let newMonth = total - newYear * 12 + 1
    guard CivilDate.supportedYears.contains(newYear) else { return nil }
    let newDay = Swift.min(day, CivilDate.daysInMonth(year: newYear, month: newMonth))
    return CivilDate(unchecked: newYear, newMonth, newDay)
  }

  /// The first day of this date's month.
  public var firstOfMonth: CivilDate { CivilDate(unchecked: year, month, 1) }

  /// The last day of this date's month.
  public var lastOfMonth: CivilDate {
    CivilDate(unchecked: year, month, CivilDate.daysInMonth(year: year, month: month))
  }
}

// MARK: - Gregorian arithmetic

extension CivilDate {
  /// Whether `year` is a leap year of the proleptic Gregorian calendar.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in a month (28...31); `month` must be 1...12.
  @inlinable
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The `n`th `weekday` of a month (`n` from 1: Mother's Day is the 2nd Sunday of May), or
  /// `nil` when the month has no such day.
  package static func nth(_ n: Int, _ weekday: Weekday, month: Int, year: Int) -> CivilDate? {
    guard let first = CivilDate(year: year, month: month, day: 1) else { return nil }
    return CivilDate(year: year, month: month, day: 1 + first.weekday.distance(to: weekday) + (n - 1) * 7)
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  ///
  /// Howard Hinnant's `days_from_civil` ("chrono-Compatible Low-Level Date Algorithms",
  /// http://howardhinnant.github.io/date_algorithms.html): years counted from March, so the leap
  /// day falls at the end, in 400-year eras of 146,097 days.
  @inlinable
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian fields of a day number (inverse of ``dayNumber(year:month:day:)``),
  /// Hinnant's `civil_from_days`.
  @inlinable
  package static func fields(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
