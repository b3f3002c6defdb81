import Almanac

// The questions of pages: a month, a year.
extension Questions {
  /// `month`: a month page's cells.
  public static let month = Question(
    name: "month", summary: "Show a month page with lunar subtitles, festivals, terms and 休/班 badges.",
    discussion: """
      Each cell shows the day with its 休 (day off) or 班 (make-up working day) badge, and a subtitle:
      今日 › festival or statutory holiday › solar term › lunar month on 初一 › lunar day.
      ⟦--json prints one line per cell|The answer holds every cell⟧ (rows and columns 0-based)⟦; --html prints the page as HTML
      (each cell with data-date, its badge, subtitle and an aria-label; one A4 page when printed)|⟧.
      """,
    parameters: [PageQuestion.month] + PageQuestion.options,
    command: "month", path: "/v1/months/{month}", answer: .list("day-model", key: "cells"),
    respond: PageQuestion.month)

  /// `year`: a year's twelve pages.
  public static let year = Question(
    name: "year", summary: "Show a year, three months to a row.",
    discussion: """
      ⟦--html prints the year as one HTML page with 农历, festivals and the 休/班 days (one landscape A4
      page when printed); --json prints one line per cell of the twelve pages.|The answer holds every cell of the twelve pages.⟧
      """,
    parameters: [PageQuestion.year] + PageQuestion.options,
    command: "year", path: "/v1/years/{year}", answer: .list("day-model", key: "cells"),
    respond: PageQuestion.year)
}

/// How `month` and `year` are answered: the library's pages with the options asked for; what a
/// question leaves out is the library's default (`GridOptions()`), so every door and an app get
/// the same page.
public enum PageQuestion {
  /// The month.
  public static let month = Parameter<YearMonth>.yearMonth("month", "The month, YYYY-MM").positional(
    required: false, defaultText: "this month")
  /// The year.
  public static let year = Parameter<Int>.year("year", "The year, 1...9999").positional()

  /// The options of a page, in help's order.
  static let options: [any ParameterDeclaring] = [
    Parameters.locale, Parameters.calendar, Parameters.firstWeekday, Parameters.region, Parameters.today,
    Parameters.inDates, Parameters.outDates, Parameters.subtitles, Parameters.names, Parameters.script,
    Parameters.todayLabel,
  ]

  /// The page options asked for: the library's defaults, the arguments' changes, today the
  /// context's unless pinned, and the holidays of the region (none on a Korean or Vietnamese
  /// page unless a region is asked for).
  public static func options(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> GridOptions {
    let calendar = try Questions.calendar(arguments)
    var options = GridOptions(
      today: try arguments.value(Parameters.today) ?? context.today,
      holidays: try context.tables.table(region: try arguments.value(Parameters.region), calendar: calendar))
    if let locale = try arguments.value(Parameters.locale) { options.locale = locale }
    if let weekday = try arguments.value(Parameters.firstWeekday) { options.firstWeekday = weekday }
    if let inDates = try arguments.value(Parameters.inDates) { options.inDates = inDates }
    if let outDates = try arguments.value(Parameters.outDates) { options.outDates = outDates }
    if let subtitles = try arguments.value(Parameters.subtitles) { options.subtitlePriority = subtitles }
    options.todayLabel = try arguments.value(Parameters.todayLabel)
    options.calendar = calendar  // and with it the calendar's festivals (the library's rule)
    return options
  }

  /// The language of a page's names in JSON: `names` or `script` if asked, else the page's own
  /// (its locale's Chinese script, English for other locales).
  static func names(_ arguments: QueryArguments, page: MonthGrid) throws(QueryRefusal) -> NameLanguage {
    if arguments.words[Parameters.names.name] != nil || arguments.words[Parameters.script.name] != nil {
      return try Questions.names(arguments)
    }
    return NameLanguage(page.localeData.namesScript)
  }

  /// A month's page (this month's unless asked).
  public static func month(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> PageAnswer {
    let options = try options(arguments, context)
    let asked = try arguments.value(month)
    let page: MonthGrid
    do throws(GridError) {
      page = try MonthGrid(year: asked?.year ?? options.today.year, month: asked?.month ?? options.today.month, options: options)
    } catch {
      throw .badRequest(error.description)
    }
    return PageAnswer(pages: [page], names: try names(arguments, page: page))
  }

  /// A year's twelve pages.
  public static func year(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> PageAnswer {
    let options = try options(arguments, context)
    let grid: YearGrid
    let year = try arguments.required(year)
    do throws(GridError) {
      grid = try YearGrid(year: year, options: options)
    } catch {
      throw .badRequest(error.description)
    }
    var names = NameLanguage.simplified
    if let first = grid.months.first { names = try self.names(arguments, page: first) }
    return PageAnswer(pages: grid.months, names: names, grid: grid)
  }
}

/// Pages: one month's, or a year's twelve; their cells as JSON.
public struct PageAnswer: QueryAnswer {
  /// The pages.
  public let pages: [MonthGrid]
  /// The language of names in JSON.
  public let names: NameLanguage
  /// The year, for a year's pages.
  public let grid: YearGrid?

  /// Pages.
  public init(pages: [MonthGrid], names: NameLanguage, grid: YearGrid? = nil) {
    self.pages = pages
    self.names = names
    self.grid = grid
  }

  /// A page marks today.
  public var freshness: Freshness { .changing }
  /// How many cells.
  public var count: Int { pages.reduce(0) { $0 + $1.days.count } }

  /// Every cell, page after page.
  public var cells: some Sequence<DayModel> { pages.lazy.flatMap(\.days) }

  /// A JSON array of the cells.
  public func json() -> [UInt8] { JSONArray.of(cells, names: names) }

  /// The cells as JSON Lines.
  public func lines() -> (@Sendable () -> [UInt8]?)? {
    let encoder = JSONLinesEncoder(names: names)
    var bytes: [UInt8] = []
    for cell in cells { encoder.encodeLine(cell, appendingTo: &bytes) }
    let once = LockedOnce(bytes)
    return { once.take() }
  }
}
