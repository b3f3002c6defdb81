import AlmanacCore
import AlmanacLocale

/// A span of month pages (any length: 1900–2100 is 2,412 months), built on first access and
/// kept (the last 64 pages read): nothing is built up front, scrolling costs only the pages on
/// screen, and a page read again is not built again. The pages hold no selection and no marks of
/// their own; lay the app's over them when drawing (``MonthGrid/with(_:)``,
/// ``MonthGrid/with(marks:)``), so a tap or a new event changes no page.
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
  private let cache = PageCache()

  /// The months containing `start` through the one containing `end`.
  ///
  /// - Throws: ``GridError`` when `end` is before `start`, the span leaves 0001-01...9999-12 for
  ///   its in/out-dates, or the locale is unknown.
  public init(from start: CivilDate, through end: CivilDate, options: GridOptions = GridOptions())
    throws(GridError)
  {
    guard start <= end else { throw .reversedRange(from: start, through: end) }
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
    if let page = cache.page(position) { return page }
    let month = firstMonthIndex + position
    do {
      let page = try MonthGrid(year: month / 12, month: month % 12 + 1, context: context)
      cache.keep(page, at: position)
      return page
    } catch {
      preconditionFailure("month index \(position) is outside the range's \(monthCount) months")
    }
  }

  /// The options the pages are built with.
  public var options: GridOptions { context.options }

  /// The months' span: the first day of the first month through the last day of the last (a
  /// range made from 2026-11-15 through 2027-01-03 spans 2026-11-01...2027-01-31).
  public var span: ClosedRange<CivilDate> {
    let last = firstMonthIndex + monthCount - 1
    let first = CivilDate(year: firstMonthIndex / 12, month: firstMonthIndex % 12 + 1, day: 1) ?? .min
    let end = CivilDate(year: last / 12, month: last % 12 + 1, day: 1)?.lastOfMonth ?? .max
    return first...end
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
      checkedYear: date.year, month: date.month, firstWeekday: context.firstWeekday,
      inDates: context.options.inDates,
      outDates: context.options.outDates)
    guard let cell = layout.cell(of: date) else { return nil }
    return (section, cell - layout.firstCell)
  }
}

/// The pages of a range read lately, shared by the range's copies: direct-mapped by index
/// (`index mod 64`), so months next to each other never evict each other and a look-up is one
/// slot.
final class PageCache: Sendable {
  /// How many pages are kept: more than two years around the screen.
  static let capacity = 64
  private let slots = Locked<[(index: Int, page: MonthGrid)?]>(Array(repeating: nil, count: PageCache.capacity))

  func page(_ index: Int) -> MonthGrid? {
    slots.withLock { slots in
      guard let slot = slots[index & (PageCache.capacity - 1)], slot.index == index else { return nil }
      return slot.page
    }
  }

  func keep(_ page: MonthGrid, at index: Int) {
    slots.withLock { $0[index & (PageCache.capacity - 1)] = (index, page) }
  }
}
