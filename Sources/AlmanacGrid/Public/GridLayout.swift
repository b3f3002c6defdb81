import AlmanacCore
import AlmanacLocale

/// The arithmetic of a month page, in one place: which column a weekday takes, where the first
/// cell starts, and how many rows and cells the page has for the in/out-date options.
public struct GridLayout: Sendable, Hashable {
  /// The first day of the month.
  public let firstOfMonth: CivilDate
  // The small numbers in a byte each: a page (which holds its layout) stays small to copy.
  private let storedDaysInMonth: UInt8
  private let storedFirstWeekday: Weekday
  private let storedLeadingColumns: UInt8
  private let storedFirstCell: UInt8
  private let storedEndCell: UInt8

  /// The number of days in the month.
  public var daysInMonth: Int { Int(storedDaysInMonth) }
  /// The weekday in column 0.
  public var firstWeekday: Weekday { storedFirstWeekday }
  /// Columns before the 1st (0...6): where the 1st sits in its row.
  public var leadingColumns: Int { Int(storedLeadingColumns) }
  /// The index (in the full 7-column grid) of the first cell shown: 0 when in-dates fill the
  /// first row, else `leadingColumns`.
  public var firstCell: Int { Int(storedFirstCell) }
  /// One past the index of the last cell shown.
  public var endCell: Int { Int(storedEndCell) }

  /// Lays out a month.
  ///
  /// - Parameters:
  ///   - year: 1...9999.
  ///   - month: 1...12.
  ///   - firstWeekday: the weekday of column 0.
  ///   - inDates: whether the first row is filled with the previous month's days.
  ///   - outDates: how far the next month's days continue the page.
  /// - Throws: ``GridError/invalidMonth(year:month:)`` for a year or month outside those.
  public init(year: Int, month: Int, firstWeekday: Weekday, inDates: InDates, outDates: OutDates)
    throws(GridError)
  {
    guard CivilDate.supportedYears.contains(year), (1...12).contains(month) else {
      throw .invalidMonth(year: year, month: month)
    }
    self.init(checkedYear: year, month: month, firstWeekday: firstWeekday, inDates: inDates, outDates: outDates)
  }

  /// Lays out a month whose year and month the caller has checked.
  init(checkedYear year: Int, month: Int, firstWeekday: Weekday, inDates: InDates, outDates: OutDates) {
    let first = CivilDate(unchecked: year, month, 1)
    firstOfMonth = first
    let daysInMonth = CivilDate.daysInMonth(year: year, month: month)
    storedDaysInMonth = UInt8(daysInMonth)
    storedFirstWeekday = firstWeekday
    let leadingColumns = GridLayout.column(of: first.weekday, firstWeekday: firstWeekday)
    storedLeadingColumns = UInt8(leadingColumns)
    // In- and out-dates stop at the ends of the supported dates: the page of January 1 shows
    // no days of the year 0, the page of December 9999 none of 10000.
    let earliest = leadingColumns - (first.daysSince1970 - CivilDate.min.daysSince1970)
    storedFirstCell = UInt8(max(inDates == .fillFirstRow ? 0 : leadingColumns, earliest))
    let monthEnd = leadingColumns + daysInMonth
    let latest = leadingColumns + (CivilDate.max.daysSince1970 - first.daysSince1970) + 1
    switch outDates {
    case .none: storedEndCell = UInt8(monthEnd)
    case .tillEndOfRow: storedEndCell = UInt8(min((monthEnd + 6) / 7 * 7, latest))
    case .tillEndOfGrid: storedEndCell = UInt8(min(42, latest))
    }
  }

  /// The column (0...6) of a weekday when weeks start on `firstWeekday`.
  public static func column(of weekday: Weekday, firstWeekday: Weekday) -> Int {
    firstWeekday.distance(to: weekday)
  }

  /// The number of rows (4...6; fewer only on the page of December 9999).
  public var rowCount: Int { (endCell + 6) / 7 }

  /// The number of cells shown.
  public var cellCount: Int { endCell - firstCell }

  /// The date in a cell of the full 7-column grid (`index` may be outside the cells shown).
  public func date(atCell index: Int) -> CivilDate { firstOfMonth.adding(days: index - leadingColumns) }

  /// The date in the first cell shown.
  var firstDateShown: CivilDate { date(ofCell: firstCell) }

  /// The date in a cell shown (a full-grid index from `firstCell` to `endCell`), from the
  /// month's fields: no divisions, as ``date(atCell:)`` needs for any index.
  @inline(__always)
  func date(ofCell index: Int) -> CivilDate {
    let offset = index - leadingColumns
    let dayNumber = firstOfMonth.daysSince1970 + offset
    let year = firstOfMonth.year
    let month = firstOfMonth.month
    if offset < 0 {
      let previousYear = month == 1 ? year - 1 : year
      let previousMonth = month == 1 ? 12 : month - 1
      let day = CivilDate.daysInMonth(year: previousYear, month: previousMonth) + offset + 1
      return CivilDate(unchecked: previousYear, previousMonth, day, dayNumber: dayNumber)
    }
    if offset < daysInMonth { return CivilDate(unchecked: year, month, offset + 1, dayNumber: dayNumber) }
    return month == 12
      ? CivilDate(unchecked: year + 1, 1, offset - daysInMonth + 1, dayNumber: dayNumber)
      : CivilDate(unchecked: year, month + 1, offset - daysInMonth + 1, dayNumber: dayNumber)
  }

  /// The full-grid cell index of a date, or `nil` when the page does not show it.
  public func cell(of date: CivilDate) -> Int? {
    let index = firstOfMonth.distance(to: date) + leadingColumns
    return index >= firstCell && index < endCell ? index : nil
  }
}
