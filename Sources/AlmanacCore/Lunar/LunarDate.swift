/// A date of the Chinese (or Korean) lunisolar calendar.
///
/// `year` is the Gregorian year in which that lunar year's first day (正月初一) falls, so the
/// 丙午 year that begins on 2026-02-17 is `2026`, and 2026-01-10 (冬月廿二 of the 乙巳 year) has
/// `year == 2025`. A leap month (闰月) repeats the number of the month before it and has
/// `isLeapMonth == true`; months are never negative.
///
/// A `LunarDate` is plain data: whether it exists in a given year (a leap month, a 30th day) is
/// decided by ``LunarCalendar/civilDate(for:)``, which throws when it does not.
///
/// ```swift
/// let date = LunarCalendar.chinese.lunarDate(for: CivilDate(year: 2026, month: 2, day: 17)!)
/// date.text()          // "正月初一"
/// date.stemBranch      // 丙午
/// date.zodiac          // .horse (马)
/// ```
public struct LunarDate: Sendable, Hashable {
  // Stored in eight bytes; the public fields are plain `Int`s.
  // `@usableFromInline` for the `@inlinable` accessors: a page unpacks a lunar date per cell.
  @usableFromInline let storedYear: Int32
  @usableFromInline let storedMonth: UInt8
  @usableFromInline let storedDay: UInt8
  @usableFromInline let storedLeap: Bool

  /// The Gregorian year in which this lunar year's 正月初一 falls.
  @inlinable
  public var year: Int { Int(storedYear) }
  /// The month number, 1...12 (a leap month has the number of the month it follows).
  @inlinable
  public var month: Int { Int(storedMonth) }
  /// The day of the month, 1...30.
  @inlinable
  public var day: Int { Int(storedDay) }
  /// Whether the month is a leap month (闰月).
  @inlinable
  public var isLeapMonth: Bool { storedLeap }

  /// The lunar date with these fields, or `nil` when `month` is outside 1...12, `day` outside
  /// 1...30 or `year` outside -99999...99999. Whether the date exists in that year is checked by
  /// ``LunarCalendar``.
  public init?(year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
    guard (1...12).contains(month), (1...30).contains(day), (-99_999...99_999).contains(year) else {
      return nil
    }
    self.init(unchecked: year, month: month, day: day, isLeapMonth: isLeapMonth)
  }

  @inlinable
  package init(unchecked year: Int, month: Int, day: Int, isLeapMonth: Bool) {
    storedYear = Int32(truncatingIfNeeded: year)
    storedMonth = UInt8(truncatingIfNeeded: month)
    storedDay = UInt8(truncatingIfNeeded: day)
    storedLeap = isLeapMonth
  }

  /// The 干支 (sexagenary name) of the lunar year, e.g. 丙午 for 2026.
  public var stemBranch: StemBranch { StemBranch(year: year) }

  /// The 生肖 (zodiac animal) of the lunar year, e.g. ``Zodiac/horse`` for 2026.
  public var zodiac: Zodiac { stemBranch.branch.zodiac }

  /// The date as `YYYY-MM-DD`, with `L` before the month of a leap month (`2025-L06-01`).
  public var isoText: String {
    let monthText = (month < 10 ? "0" : "") + String(month)
    let dayText = (day < 10 ? "0" : "") + String(day)
    return "\(year)-\(isLeapMonth ? "L" : "")\(monthText)-\(dayText)"
  }
}

extension LunarDate: Comparable {
  /// Orders dates within the calendar: by year, month, leap month after its ordinary month, day.
  public static func < (lhs: LunarDate, rhs: LunarDate) -> Bool {
    (lhs.year, lhs.month, lhs.isLeapMonth ? 1 : 0, lhs.day)
      < (rhs.year, rhs.month, rhs.isLeapMonth ? 1 : 0, rhs.day)
  }
}

extension LunarDate: CustomStringConvertible {
  /// The date in simplified Chinese with its year, e.g. `丙午年正月初一`.
  public var description: String { "\(stemBranch)年" + text() }
}

extension LunarDate {
  /// Parses `YYYY-MM-DD`, or `YYYY-LMM-DD` for a day of a leap month (`2025-L06-01`); the year
  /// may have one to four digits. Returns `nil` for any other shape or a field out of range
  /// (month 1...12, day 1...30); existence is checked by ``LunarCalendar``.
  public init?(isoText text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, (1...4).contains(parts[0].count), parts[2].count == 2 else {
      return nil
    }
    var monthPart = parts[1]
    let isLeap = monthPart.first == "L"
    if isLeap { monthPart = monthPart.dropFirst() }
    guard monthPart.count == 2,
      let year = CivilDate.digits(ArraySlice(parts[0].utf8)),
      let month = CivilDate.digits(ArraySlice(monthPart.utf8)),
      let day = CivilDate.digits(ArraySlice(parts[2].utf8))
    else { return nil }
    self.init(year: year, month: month, day: day, isLeapMonth: isLeap)
  }
}
