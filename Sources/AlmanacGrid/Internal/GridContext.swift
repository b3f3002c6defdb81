import AlmanacCore
import AlmanacLocale

/// The resolved options of a page or a range of pages: locale data (ICU's or Foundation's, as
/// the package is built), tables and the subtitle rules, looked up once and shared by every page
/// built with them.
///
/// One job per file: this one resolves the options; `GridContext+Cache` keeps the last context
/// for the next page; `GridContext+Page` gathers a page's facts into its storage and assembles a
/// cell's record from them when the cell is read; `GridContext+Cells` looks up a page's days and
/// makes a cell's ``DayModel`` from its record; ``SubtitleRanking`` decides which subtitle a
/// cell shows.
final class GridContext: Sendable {
  let options: GridOptions
  let locale: LocaleData
  /// The language of the cells' names.
  let language: NameLanguage
  let firstWeekday: Weekday
  /// The word today's cell shows (``GridOptions/todayLabel``, else the locale's).
  let todayText: String
  /// The weekdays in column order.
  let weekdays: [Weekday]
  /// The lunar calendar of the cells' lunar dates (and of the festivals' lunar rules).
  var calendar: LunarCalendar { rules.calendar }
  /// The options' page shape, held directly (reading `options` copies it whole).
  let inDates: InDates
  let outDates: OutDates
  let weekdayWidth: SymbolWidth
  let holidayStorage: HolidayTableStorage?
  /// The page's table when overlays lie over it, or `nil` (then a cell costs nothing more).
  let overlayTable: HolidayTable?
  /// Whether the cells carry a wage multiple (``WageRule/applies(in:)`` for the table's region).
  let paysByLaw: Bool
  /// What each cell is computed with.
  let rules: CellRules
  /// Which subtitle a cell shows, by the options' priority.
  let ranking: SubtitleRanking
  /// Whether a cell's subtitle is weighed again when read (``SubtitleRanking/weighsWhenRead``,
  /// held alone: asking the ranking copies its tables).
  let weighsWhenRead: Bool
  /// ``GridContext/dayTexts``, held here: a cell read touches no global.
  let dayTexts = GridContext.dayTexts

  init(options: GridOptions) throws(GridError) {
    self.options = options
    let data: LocaleData
    do {
      data = try LocaleData.forLocale(options.locale)
    } catch {
      throw .locale(error)
    }
    locale = data
    language = data.language
    todayText = options.todayLabel ?? data.todayText
    let first = options.firstWeekday ?? data.week.firstWeekday
    firstWeekday = first
    weekdays = (0..<7).map { first.advanced(by: $0) }
    inDates = options.inDates
    outDates = options.outDates
    weekdayWidth = options.weekdayWidth
    let holidays = options.holidays?.holidays ?? []
    holidayStorage = options.holidays?.storage
    overlayTable = options.holidays?.overlayLayer == nil ? nil : options.holidays
    paysByLaw = options.holidays.map { WageRule.applies(in: $0.region) } ?? false
    // A page whose language has no festival names of its own (Portuguese: they would be
    // English) shows a holiday's name, which it has, before a festival's.
    let ranking = SubtitleRanking(
      priority: data.language.namesFestivals
        ? options.subtitlePriority : SubtitleKind.holidayBeforeFestival(options.subtitlePriority))
    self.ranking = ranking
    weighsWhenRead = ranking.weighsWhenRead
    // A region whose weekend is not Saturday and Sunday, or has changed, shades its own weekend
    // (Kedah's Friday and Saturday); the others the locale's.
    var weekend = data.week.weekend
    var weekendEras: [(from: Int, weekend: Set<Weekday>)] = []
    if let table = options.holidays, table.weekend != [.saturday, .sunday] || !table.region.weekendEras.isEmpty {
      weekend = table.weekend
      weekendEras = table.region.weekendEras.map { era in
        (CivilDate(year: era.since, month: 1, day: 1)?.daysSince1970 ?? Int.min, era.weekend)
      }
    }
    rules = CellRules(
      weekend: weekend, weekendEras: weekendEras, festivals: FestivalLookup(options.festivals),
      today: options.today, marks: options.marks, bounds: options.bounds,
      subtitleOfKinds: ranking.subtitleOfKinds,
      namedDay: holidays.map { holiday in
        (holiday.statutoryDays.first ?? holiday.daysOff.first).map { Int32($0.daysSince1970) } ?? .min
      },
      namesEveryHolidayDay: options.namesEveryHolidayDay, calendar: options.calendar)
  }
}
