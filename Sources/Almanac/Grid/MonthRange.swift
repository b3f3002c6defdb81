/// A span of month pages (any length: 1900–2100 is 2,412 months), computed on access — nothing
/// is built up front, so scrolling a range costs only the pages on screen.
///
/// ```swift
/// let months = try MonthRange(from: CivilDate("1900-01-01")!, through: CivilDate("2100-12-31")!)
/// months.count                                            // 2412
/// let index = months.index(of: CivilDate("2026-02-17")!)! // O(1)
/// months[index].title                                     // "2026年2月 · 丙午年【马年】"
/// ```
public struct MonthRange: RandomAccessCollection, Sendable {
  /// Months since year 0 of the first page.
  private let firstMonthIndex: Int
  private let monthCount: Int
  private let context: GridContext

  /// The months containing `start` through the one containing `end`.
  ///
  /// - Throws: ``GridError`` when `end` is before `start`, the span leaves 0001-01...9999-12 for
  ///   its in/out-dates, or the locale is unknown.
  public init(from start: CivilDate, through end: CivilDate, options: GridOptions = GridOptions())
    throws(GridError)
  {
    guard start <= end else { throw .invalidMonth(year: end.year, month: end.month) }
    context = try GridContext(options: options)
    firstMonthIndex = start.year * 12 + start.month - 1
    monthCount = end.year * 12 + end.month - 1 - firstMonthIndex + 1
    // Build the end pages once to reject spans whose in/out-dates leave the supported dates.
    _ = try MonthGrid(year: start.year, month: start.month, context: context)
    _ = try MonthGrid(year: end.year, month: end.month, context: context)
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { monthCount }

  /// The page at an index, built now.
  public subscript(position: Int) -> MonthGrid {
    let month = firstMonthIndex + position
    do {
      return try MonthGrid(year: month / 12, month: month % 12 + 1, context: context)
    } catch {
      preconditionFailure("month index \(position) is outside the range's \(monthCount) months")
    }
  }

  /// The index of the page whose month contains `date`, or `nil` outside the range.
  ///
  /// - Complexity: O(1).
  public func index(of date: CivilDate) -> Int? {
    let index = date.year * 12 + date.month - 1 - firstMonthIndex
    return index >= 0 && index < monthCount ? index : nil
  }

  /// The page (section) and cell (item) of a date in its own month, for collection views.
  ///
  /// - Complexity: O(1); builds no page.
  public func indexPath(of date: CivilDate) -> (section: Int, item: Int)? {
    guard let section = index(of: date) else { return nil }
    let layout = GridLayout(
      year: date.year, month: date.month, firstWeekday: context.firstWeekday,
      inDates: context.options.inDates,
      outDates: context.options.outDates)
    guard let cell = layout.cell(of: date) else { return nil }
    return (section, cell - layout.firstCell)
  }
}

/// One week as a row of cells, for a calendar in week scope.
public struct WeekGrid: Sendable {
  /// The seven cells in column order (row 0), `belongsTo` relative to `date`'s month.
  public let days: [DayModel]

  /// The week containing `date`.
  ///
  /// - Throws: ``GridError`` for an unknown locale or a week outside the supported dates.
  public init(containing date: CivilDate, options: GridOptions = GridOptions()) throws(GridError) {
    let context = try GridContext(options: options)
    let start = date.daysSince1970 - GridLayout.column(of: date.weekday, firstWeekday: context.firstWeekday)
    guard let first = CivilDate(daysSince1970: start), CivilDate(daysSince1970: start + 6) != nil else {
      throw .invalidMonth(year: date.year, month: date.month)
    }
    days = (0..<7).map { column in
      let day = first.adding(days: column)
      let position: MonthPosition =
        day.month == date.month && day.year == date.year ? .this : day < date ? .previous : .next
      return context.model(day, row: 0, column: column, position: position)
    }
  }
}

/// A year at a glance: its twelve pages.
public struct YearGrid: Sendable {
  /// The year.
  public let year: Int
  /// January to December.
  public let months: [MonthGrid]

  /// The twelve pages of a year.
  ///
  /// - Throws: ``GridError`` for a year outside 1...9999 or an unknown locale.
  public init(year: Int, options: GridOptions = GridOptions()) throws(GridError) {
    let context = try GridContext(options: options)
    self.year = year
    var months: [MonthGrid] = []
    for month in 1...12 { months.append(try MonthGrid(year: year, month: month, context: context)) }
    self.months = months
  }
}
