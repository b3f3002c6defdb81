import AlmanacCore
import AlmanacLocale

/// A month page: every cell (with in- and out-dates as the options ask), laid out in rows of
/// seven, each knowing its lunar text, festival, term, 休/班 badge, today, weekend, enabled and
/// selection state.
///
/// ```swift
/// let page = try MonthGrid(year: 2026, month: 2, options: GridOptions(today: CivilDate("2026-02-17")))
/// page.title                                   // "2026年2月 · 丙午年【马年】"
/// page.weekdaySymbols                          // ["周一", "周二", … "周日"]
/// let cell = page.days.first { $0.date == CivilDate("2026-02-17") }!
/// (cell.row, cell.column, cell.subtitle, cell.badge?.text)   // (3, 1, "今日", "休")
/// ```
///
/// Building a page costs well under a microsecond (table look-ups only); ``title`` asks ICU and is
/// computed when read.
public struct MonthGrid: Sendable {
  /// Every cell, row by row. (The page is its cells: its month, layout and options are theirs,
  /// so a page is a few words to copy.)
  public private(set) var days: DayCells
  /// The year.
  public var year: Int { layout.firstOfMonth.year }
  /// The month, 1...12.
  public var month: Int { layout.firstOfMonth.month }
  /// The page's geometry.
  public var layout: GridLayout { days.layout }
  /// The width of the weekday names.
  public var weekdayWidth: SymbolWidth { context.weekdayWidth }
  /// The selection laid over the page (see ``with(_:)``), or `nil`.
  public var selection: DateSelection? { days.selection }
  /// The marks (event dots) the cells report: those laid over the page (see ``with(marks:)``),
  /// else the options' ``GridOptions/marks``.
  public var marks: [CivilDate: Int] { days.laidMarks ?? context.options.marks }
  var context: GridContext { days.context }

  /// Builds a page.
  ///
  /// - Throws: ``GridError`` for a month outside 1...12, a year outside 1...9999 or an unknown
  ///   locale.
  public init(year: Int, month: Int, options: borrowing GridOptions = GridOptions()) throws(GridError) {
    try self.init(year: year, month: month, context: GridContext.shared(for: options))
  }

  init(year: Int, month: Int, context: GridContext) throws(GridError) {
    guard CivilDate.supportedYears.contains(year), (1...12).contains(month) else {
      throw .invalidMonth(year: year, month: month)
    }
    let layout = GridLayout(
      checkedYear: year, month: month, firstWeekday: context.firstWeekday, inDates: context.inDates,
      outDates: context.outDates)
    days = DayCells(records: context.records(for: layout), context: context, layout: layout, selection: nil)
  }

  /// The page with a selection laid over it: the same cells, each reporting its part in
  /// `selection` when read. Nothing is rebuilt, so a tap costs nothing but the redraw.
  ///
  /// ```swift
  /// var stay = DateSelection(.range(minNights: 1, maxNights: 30))
  /// stay.tap(CivilDate("2026-02-16")!)
  /// stay.tap(CivilDate("2026-02-19")!)
  /// page.with(stay).day(CivilDate("2026-02-17")!)?.selection   // .rangeMiddle
  /// ```
  public func with(_ selection: DateSelection?) -> MonthGrid {
    var copy = self
    copy.days = DayCells(
      records: days.records, context: context, layout: layout, selection: selection, marks: days.laidMarks)
    return copy
  }

  /// The page with marks (event dots: a count per day) laid over it, in place of the options'
  /// ``GridOptions/marks``: the same cells, each reporting its count when read. Nothing is
  /// rebuilt, so an event added or removed costs the redraw alone, and a ``MonthRange``'s
  /// pages stay as they are; a selection laid over the page stays.
  ///
  /// ```swift
  /// var events = [CivilDate("2026-02-20")!: 2]
  /// page.with(marks: events).day(CivilDate("2026-02-20")!)?.marks   // 2
  /// events[CivilDate("2026-02-21")!, default: 0] += 1                 // a new event: lay again
  /// ```
  public func with(marks: [CivilDate: Int]) -> MonthGrid {
    var copy = self
    copy.days = DayCells(
      records: days.records, context: context, layout: layout, selection: days.selection, marks: marks)
    return copy
  }

  /// The options the page was built with.
  public var options: GridOptions { context.options }

  /// How much of the page the holiday table covers, and which years it misses: every day shown
  /// (`full`), some (`partial(missing: [2027])`: December 2026's page shows January 2027, whose
  /// arrangement is not out yet) or none (a year without an arrangement; or no table, with no
  /// years named). An app shows ``coverageNote`` (or its own words) for anything but `full`,
  /// rather than reading a missing status as a workday.
  public var holidayCoverage: HolidayCoverage {
    var missing: [Int] = []
    var covered = 0
    let records = days.records
    for index in 0..<records.count {
      if records.kind(at: index) <= HolidayTableStorage.adjusted {
        covered += 1
      } else {
        let year = layout.date(ofCell: layout.firstCell + index).year
        if missing.last != year { missing.append(year) }
      }
    }
    guard options.holidays != nil else { return .none(missing: []) }
    return covered == records.count
      ? .full : covered == 0 ? .none(missing: missing) : .partial(missing: missing)
  }

  /// One or two sentences in the page's language when it shows days of a year without an
  /// arrangement, naming the years and what is shown instead; `nil` on a fully covered page or
  /// without a holiday table.
  ///
  /// ```swift
  /// try MonthGrid(year: 2027, month: 2).coverageNote
  /// // "2027年节假日安排尚未公布（本表有2004—2026年）：标“预”的是《全国年节及纪念日放假办法》规定的法定节假日（预计），调休以国务院通知为准。"
  /// ```
  public var coverageNote: String? {
    guard let table = options.holidays else { return nil }
    return HolidayCoverage.note(
      missing: holidayCoverage.missingYears, table: table, language: localeData.language)
  }

  /// The locale data used.
  public var localeData: LocaleData { context.locale }

  /// The weekdays in column order.
  public var weekdays: [Weekday] { context.weekdays }

  /// The weekday names of the header row, in column order and ``weekdayWidth``.
  public var weekdaySymbols: [String] {
    weekdays.map { localeData.symbols.weekdayName($0, width: weekdayWidth) }
  }

  /// The cells grouped into rows (a row holds fewer than seven cells where in- or out-dates are
  /// not shown).
  public var rows: [[DayModel]] {
    var result: [[DayModel]] = Array(repeating: [], count: layout.rowCount)
    for day in days { result[day.row].append(day) }
    return result
  }

  /// The cell of a date, or `nil` when the page does not show it.
  public func day(_ date: CivilDate) -> DayModel? {
    layout.cell(of: date).map { days[$0 - layout.firstCell] }
  }

  /// The lunar year named in the header: the one in force on the month's last day (丙午 for
  /// February 2026, whose first half is still 乙巳).
  public var lunarYear: StemBranch {
    context.calendar.lunarDate(for: layout.firstOfMonth.lastOfMonth).stemBranch
  }

  /// The month header alone, without the lunar year: `2026年12月` (zh), `December 2026` (en_US),
  /// `2026년 12월` (ko), for a picker's section header. Asks ICU each time it is read.
  public var monthHeader: String {
    localeData.symbols.monthHeader(year: year, month: month)
  }

  /// The word a cell shows for today in the page's language: `今日` (Chinese), `오늘`, `Hôm nay`,
  /// `Today`.
  public var todayText: String { context.todayText }

  /// The localised header: `2026年2月 · 丙午年【马年】` (zh), `2026年2月 · 丙午年【馬年】` (zh_TW),
  /// `February 2026 · 丙午, Year of the Horse` (other locales). Asks ICU each time it is read.
  public var title: String {
    "\(monthHeader) · \(localeData.lunarYearText(lunarYear))"
  }
}

extension MonthGrid: Equatable {
  /// Pages are equal when they show the same month with the same options, selection and marks
  /// (their cells follow from those).
  public static func == (lhs: MonthGrid, rhs: MonthGrid) -> Bool {
    lhs.year == rhs.year && lhs.month == rhs.month && lhs.weekdayWidth == rhs.weekdayWidth
      && lhs.selection == rhs.selection && lhs.days.laidMarks == rhs.days.laidMarks
      && (lhs.context === rhs.context || lhs.options == rhs.options)
  }
}
