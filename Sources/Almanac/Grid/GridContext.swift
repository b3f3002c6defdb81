/// The resolved options of a page or a range of pages: ICU locale data, tables and the subtitle
/// rules, looked up once and shared by every page built with them.
final class GridContext: Sendable {
  let options: GridOptions
  let locale: LocaleData
  /// The language of the cells' names.
  let language: NameLanguage
  let firstWeekday: Weekday
  /// The weekdays in column order.
  let weekdays: [Weekday]
  /// The lunar calendar of the cells' lunar dates (and of the festivals' lunar rules).
  var calendar: LunarCalendar { rules.calendar }
  /// The options' page shape, held directly (reading `options` copies it whole).
  let inDates: InDates
  let outDates: OutDates
  let weekdayWidth: SymbolWidth
  private let holidayStorage: HolidayTableStorage?
  /// The overlays laid over the page's table, or `nil` (then a cell costs nothing more).
  private let overlayLayer: OverlayLayer?
  /// Whether the cells carry a wage multiple (``WageRule/applies(in:)`` for the table's region).
  private let paysByLaw: Bool
  /// What each cell is computed with (a page copies it once, so its loop touches no reference
  /// counts).
  let rules: CellRules
  /// The places of ``SubtitleKind/season`` and ``SubtitleKind/pentad`` in the priority, or `nil`
  /// when left out (the default): they are decided when a cell's model is made.
  private let seasonRank: Int?
  private let pentadRank: Int?
  /// The place of each kind in the priority (`Int.max` for one left out).
  private let ranks: [Int]

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
    let first = options.firstWeekday ?? data.week.firstWeekday
    firstWeekday = first
    weekdays = (0..<7).map { first.advanced(by: $0) }
    inDates = options.inDates
    outDates = options.outDates
    weekdayWidth = options.weekdayWidth
    let holidays = options.holidays?.holidays ?? []
    holidayStorage = options.holidays?.storage
    overlayLayer = options.holidays?.overlayLayer
    paysByLaw = options.holidays.map { WageRule.applies(in: $0.region) } ?? false
    let order = options.subtitlePriority.map(\.index)
    seasonRank = options.subtitlePriority.firstIndex(of: .season)
    pentadRank = options.subtitlePriority.firstIndex(of: .pentad)
    ranks = (0..<8).map { index in order.firstIndex(of: UInt8(index)) ?? .max }
    rules = CellRules(
      weekend: data.week.weekend, festivals: FestivalLookup(options.festivals),
      today: options.today, marks: options.marks, bounds: options.bounds,
      subtitleOfKinds: (0..<SubtitleKind.setCount).map { set in
        order.first { set & (1 << Int($0)) != 0 } ?? CellRecord.noSubtitle
      },
      firstStatutoryDay: holidays.map { $0.statutoryDays.first.map { Int32($0.daysSince1970) } ?? .min },
      calendar: options.calendar)
  }

  static let dayTexts = (0...31).map(String.init)

  /// The context of the options used last: most apps build every page with the same options,
  /// and resolving them (locale data, tables) costs more than building a page.
  private static let last = Locked<GridContext?>(nil)

  /// The context for `options`: the last one when the options are the same, else a new one.
  static func shared(for options: borrowing GridOptions) throws(GridError) -> GridContext {
    if let last = last.withLock({ $0 }), last.isResolution(of: options) { return last }
    let context = try GridContext(options: copy options)
    last.withLock { $0 = context }
    return context
  }

  /// Whether these are the context's options (compared in place: reading `options` out of the
  /// object would copy them).
  func isResolution(of other: borrowing GridOptions) -> Bool { options == other }

  /// A page's days, looked up in one pass each: the term beginning on each day from
  /// `firstDay - 3` (``SolarTerm/noCode`` for none), the term-defined festivals and the holiday
  /// table's entries of the days from `firstDay`.
  func fillPage(firstDay: Int, _ scratch: _PageScratch) {
    SolarTermTable.shared.fillTerms(from: firstDay - 3, into: scratch.terms)
    rules.festivals.fillTermFestivals(
      terms: scratch.terms, termsFirstDay: firstDay - 3, firstDay: firstDay, into: scratch.festivals)
    if let holidayStorage {
      holidayStorage.fillEntries(from: firstDay, kinds: scratch.kinds, holidays: scratch.holidays)
    } else {
      scratch.kinds.update(repeating: HolidayTableStorage.uncovered)
      scratch.holidays.update(repeating: HolidayTableStorage.noHoliday)
    }
  }

  /// The cell model of a record at a place on its page, with its part in a selection.
  func model(
    _ record: CellRecord, date: CivilDate, row: Int, column: Int, position: MonthPosition,
    selection: DateSelection? = nil
  ) -> DayModel {
    let lunar = record.lunar
    let festivals = rules.festivals.festivals(
      bits: record.festivals, on: date, lunar: lunar, calendar: calendar)
    let term = SolarTerm(code: record.term)
    let holiday = holidayStorage?.name(kind: record.status, holiday: record.holiday)
    let status = DayStatus(code: record.status, holiday: holiday)
    let provisional = status == nil ? DayStatus(lawCode: record.status, holiday: holiday) : nil
    var kind = SubtitleKind(index: record.subtitle)
    var later: String?
    if seasonRank != nil || pentadRank != nil {
      (kind, later) = seasonOrPentadSubtitle(kind, date: date)
    }
    var subtitle: String?
    switch kind {
    case .today?: subtitle = locale.todayText
    case .festival?: subtitle = festivals.first.map { name($0.name) }
    case .holiday?: subtitle = holiday.flatMap { name($0).split(separator: "、").first.map(String.init) }
    case .solarTerm?: subtitle = term.map(language.name)
    case .lunarMonth?: subtitle = language.monthText(lunar, script: locale.script)
    case .lunarDay?: subtitle = language.dayText(lunar)
    case .season?, .pentad?: subtitle = later
    case nil: subtitle = nil
    }
    return DayModel(
      date: date, dayText: GridContext.dayTexts[date.day], weekday: date.weekday, row: row,
      column: column, belongsTo: position, isToday: record.flags & CellRecord.today != 0,
      isWeekend: record.flags & CellRecord.weekend != 0,
      isEnabled: record.flags & CellRecord.enabled != 0 || selection?.acceptsCheckOut(on: date) == true,
      lunar: lunar, subtitle: subtitle, subtitleKind: kind, festivals: festivals, solarTerm: term,
      status: status, provisionalStatus: provisional,
      badge: DayBadge.of(status: status, provisional: provisional),
      paysByLaw: paysByLaw,
      marks: Int(record.marks), selection: selection?.state(of: date) ?? .none,
      overlay: overlayLayer?.day(date.daysSince1970))
  }

  /// A cell model looked up from scratch (weeks and single days).
  func model(
    _ date: CivilDate, row: Int, column: Int, position: MonthPosition, selection: DateSelection? = nil
  ) -> DayModel {
    let day = date.daysSince1970
    let entry = holidayStorage?.pageEntry(day)
    return model(
      rules.record(
        date, weekday: date.weekday, lunar: calendar.lunarDate(for: date),
        term: SolarTerm.code(onDay: day), termFestivals: rules.festivals.termFestivalBits(ofDay: day),
        entry: entry?.kind ?? HolidayTableStorage.uncovered,
        holiday: entry?.holiday ?? HolidayTableStorage.noHoliday),
      date: date, row: row, column: column, position: position, selection: selection)
  }

  private func name(_ name: HolidayName) -> String { language.name(name) }

  /// The kind and text of a subtitle once ``SubtitleKind/season`` and ``SubtitleKind/pentad`` are
  /// weighed: the first day of a seasonal part (三九, 初伏, 入梅) or of a pentad, where its kind
  /// comes before the one the cell's record chose.
  private func seasonOrPentadSubtitle(_ chosen: SubtitleKind?, date: CivilDate) -> (SubtitleKind?, String?) {
    var best = chosen
    var text: String?
    var rank = chosen.map { ranks[Int($0.index)] } ?? .max
    if let seasonRank, seasonRank < rank,
      let part = SeasonalPeriod.day(on: date).first(where: { $0.day == 1 })
    {
      (best, text, rank) = (.season, name(part.part), seasonRank)
    }
    if let pentadRank, pentadRank < rank, let pentad = Pentad.day(on: date), pentad.day == 1 {
      (best, text) = (.pentad, name(pentad.pentad.name))
    }
    return (best, text)
  }
}
