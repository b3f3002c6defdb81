/// The resolved options of a page or a range of pages: ICU locale data, tables and the subtitle
/// rules, looked up once and shared by every page built with them.
final class GridContext: Sendable {
  let options: GridOptions
  let locale: LocaleData
  let firstWeekday: Weekday
  /// The weekdays in column order.
  let weekdays: [Weekday]
  let calendar = LunarCalendar.chinese
  private let weekendFlags: [Bool]
  private let priority: [SubtitleKind]
  private let holidays: [Holiday]
  /// Whether every festival of the catalog fits the cells' 64-bit festival set.
  private let festivalsFit: Bool
  // The options' parts a cell reads, held directly.
  private let catalog: FestivalCatalog
  private let holidayStorage: HolidayTableStorage?
  private let today: CivilDate
  private let hasMarks: Bool

  init(options: GridOptions) throws(GridError) {
    self.options = options
    let data: LocaleData
    do {
      data = try LocaleData.forLocale(options.locale)
    } catch {
      throw .locale(error)
    }
    locale = data
    let first = options.firstWeekday ?? data.week.firstWeekday
    firstWeekday = first
    weekdays = (0..<7).map { first.advanced(by: $0) }
    weekendFlags = (1...7).map { data.week.weekend.contains(Weekday(rawValue: $0) ?? .sunday) }
    priority = options.subtitlePriority
    holidays = options.holidays?.holidays ?? []
    festivalsFit = options.festivals.festivals.count <= 64
    catalog = options.festivals
    holidayStorage = options.holidays?.storage
    today = options.today
    hasMarks = !options.marks.isEmpty
  }

  static let dayTexts = (0...31).map(String.init)

  /// The context of the options used last: most apps build every page with the same options,
  /// and resolving them (locale data, tables) costs more than building a page.
  private static let last = Locked<GridContext?>(nil)

  /// The context for `options`: the last one when the options are the same, else a new one.
  static func shared(for options: GridOptions) throws(GridError) -> GridContext {
    if let last = last.withLock({ $0 }), last.options == options { return last }
    let context = try GridContext(options: options)
    last.withLock { $0 = context }
    return context
  }

  /// Everything about a cell, computed now and kept as plain data.
  @inline(__always)
  func record(
    _ date: CivilDate, row: Int, column: Int, position: MonthPosition, lunar: LunarDate,
    termOn: some TermSource
  ) -> CellRecord {
    let term = termOn.term(onDay: date.daysSince1970)
    let festivals = festivalsFit ? catalog.festivalBits(on: date, lunar: lunar, termOn: termOn) : 0
    var status = CellRecord.noStatus
    var holiday = HolidayTableStorage.noHoliday
    if let entry = holidayStorage?.entry(date.daysSince1970), entry.kind != HolidayTableStorage.uncovered {
      status = entry.kind
      holiday = entry.holiday
    }
    let isToday = date == today
    var kind = CellRecord.noSubtitle
    for candidate in priority {
      let applies: Bool
      switch candidate {
      case .today: applies = isToday
      case .festival:
        applies = festivalsFit ? festivals != 0 : !options.festivals.festivals(on: date, lunar: lunar).isEmpty
      case .holiday:
        // A statutory holiday is named on its first statutory day only (国庆节 on 1 October).
        applies =
          status == HolidayTableStorage.statutory && holidays[Int(holiday)].statutoryDays.first == date
      case .solarTerm: applies = term != nil
      case .lunarMonth: applies = lunar.day == 1
      case .lunarDay: applies = true
      }
      if applies {
        kind = candidate.index
        break
      }
    }
    var flags: UInt8 = 0
    if isToday { flags |= CellRecord.today }
    if weekendFlags[date.weekday.rawValue - 1] { flags |= CellRecord.weekend }
    if options.isEnabled(date) { flags |= CellRecord.enabled }
    return CellRecord(
      date: date, lunar: lunar, festivals: festivals, marks: Int32(hasMarks ? options.marks[date] ?? 0 : 0),
      holiday: holiday, term: UInt8(term?.rawValue ?? 255), status: status, subtitle: kind, flags: flags,
      position: position, row: UInt8(row), column: UInt8(column))
  }

  /// The cell model of a record, with its part in a selection.
  func model(_ record: CellRecord, selection: DateSelection? = nil) -> DayModel {
    let date = record.date
    let lunar = record.lunar
    let festivals =
      festivalsFit
      ? options.festivals.festivals(fromBits: record.festivals)
      : options.festivals.festivals(on: date, lunar: lunar)
    let term = record.term == 255 ? nil : SolarTerm(rawValue: Int(record.term))
    let holiday = record.holiday == HolidayTableStorage.noHoliday ? nil : holidays[Int(record.holiday)].name
    let status = DayStatus(code: record.status, holiday: holiday)
    let kind = SubtitleKind(index: record.subtitle)
    var subtitle: String?
    switch kind {
    case .today?: subtitle = locale.todayText
    case .festival?: subtitle = festivals.first.map { name($0.name) }
    case .holiday?: subtitle = holiday.flatMap { name($0).split(separator: "、").first.map(String.init) }
    case .solarTerm?: subtitle = term.map { locale.isChinese ? $0.name(locale.script) : $0.englishName }
    case .lunarMonth?: subtitle = lunar.monthName(locale.script)
    case .lunarDay?: subtitle = lunar.dayName
    case nil: subtitle = nil
    }
    return DayModel(
      date: date, dayText: GridContext.dayTexts[date.day], weekday: date.weekday, row: Int(record.row),
      column: Int(record.column), belongsTo: record.position, isToday: record.flags & CellRecord.today != 0,
      isWeekend: record.flags & CellRecord.weekend != 0, isEnabled: record.flags & CellRecord.enabled != 0,
      lunar: lunar, subtitle: subtitle, subtitleKind: kind, festivals: festivals, solarTerm: term,
      status: status,
      badge: status?.badge, marks: Int(record.marks), selection: selection?.state(of: date) ?? .none)
  }

  /// A cell model looked up from scratch (weeks and single days).
  func model(
    _ date: CivilDate, row: Int, column: Int, position: MonthPosition, selection: DateSelection? = nil
  ) -> DayModel {
    model(
      record(
        date, row: row, column: column, position: position, lunar: calendar.lunarDate(for: date),
        termOn: TableTerms()), selection: selection)
  }

  private func name(_ name: HolidayName) -> String {
    locale.isChinese ? name.text(locale.script) : name.english
  }
}

/// One cell as plain data (no reference counting): what a page stores; ``DayModel`` is made from
/// it when read.
struct CellRecord: Sendable {
  static let noStatus: UInt8 = 255
  static let noSubtitle: UInt8 = 255
  static let today: UInt8 = 1
  static let weekend: UInt8 = 2
  static let enabled: UInt8 = 4

  let date: CivilDate
  let lunar: LunarDate
  /// The festivals, one bit per catalog index.
  let festivals: UInt64
  let marks: Int32
  let holiday: UInt32
  let term: UInt8
  let status: UInt8
  let subtitle: UInt8
  let flags: UInt8
  let position: MonthPosition
  let row: UInt8
  let column: UInt8
}
