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
  /// Whether the cells carry a wage multiple (``WageRule/applies(in:)`` for the table's region).
  private let paysByLaw: Bool
  /// What each cell is computed with (a page copies it once, so its loop touches no reference
  /// counts).
  let rules: CellRules

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
    paysByLaw = options.holidays.map { WageRule.applies(in: $0.region) } ?? false
    let order = options.subtitlePriority.map(\.index)
    rules = CellRules(
      weekend: data.week.weekend, festivalsFit: options.festivals.festivals.count <= 64,
      catalog: options.festivals, today: options.today, marks: options.marks, bounds: options.bounds,
      subtitleOfKinds: (0..<64).map { set in
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

  /// A page's days, looked up in one pass each: the term beginning on each of the `terms`
  /// days from `firstDay - 3` (255 for none), the term-defined festivals and the holiday table's
  /// entries of the days from `firstDay`.
  func fillPage(
    firstDay: Int, terms: UnsafeMutableBufferPointer<UInt8>,
    termFestivals: UnsafeMutableBufferPointer<UInt64>,
    kinds: UnsafeMutableBufferPointer<UInt8>, holidays: UnsafeMutableBufferPointer<UInt32>
  ) {
    SolarTermTable.shared.fillTerms(from: firstDay - 3, into: terms)
    if rules.festivalsFit {
      rules.catalog.fillTermFestivals(
        terms: terms, termsFirstDay: firstDay - 3, firstDay: firstDay, into: termFestivals)
    } else {
      termFestivals.update(repeating: 0)
    }
    if let holidayStorage {
      holidayStorage.fillEntries(from: firstDay, kinds: kinds, holidays: holidays)
    } else {
      kinds.update(repeating: HolidayTableStorage.uncovered)
      holidays.update(repeating: HolidayTableStorage.noHoliday)
    }
  }

  /// The cell model of a record at a place on its page, with its part in a selection.
  func model(
    _ record: CellRecord, date: CivilDate, row: Int, column: Int, position: MonthPosition,
    selection: DateSelection? = nil
  ) -> DayModel {
    let lunar = record.lunar
    let festivals =
      rules.festivalsFit
      ? options.festivals.festivals(fromBits: record.festivals)
      : options.festivals.festivals(on: date, lunar: lunar, calendar: calendar)
    let term = record.term == 255 ? nil : SolarTerm(rawValue: Int(record.term))
    let holiday = holidayStorage?.name(kind: record.status, holiday: record.holiday)
    let status = DayStatus(code: record.status, holiday: holiday)
    let provisional = status == nil ? DayStatus(lawCode: record.status, holiday: holiday) : nil
    let kind = SubtitleKind(index: record.subtitle)
    var subtitle: String?
    switch kind {
    case .today?: subtitle = locale.todayText
    case .festival?: subtitle = festivals.first.map { name($0.name) }
    case .holiday?: subtitle = holiday.flatMap { name($0).split(separator: "、").first.map(String.init) }
    case .solarTerm?: subtitle = term.map(language.name)
    case .lunarMonth?: subtitle = language.monthText(lunar, script: locale.script)
    case .lunarDay?: subtitle = language.dayText(lunar)
    case nil: subtitle = nil
    }
    return DayModel(
      date: date, dayText: GridContext.dayTexts[date.day], weekday: date.weekday, row: row,
      column: column, belongsTo: position, isToday: record.flags & CellRecord.today != 0,
      isWeekend: record.flags & CellRecord.weekend != 0, isEnabled: record.flags & CellRecord.enabled != 0,
      lunar: lunar, subtitle: subtitle, subtitleKind: kind, festivals: festivals, solarTerm: term,
      status: status, provisionalStatus: provisional,
      badge: DayBadge.of(status: status, provisional: provisional),
      paysByLaw: paysByLaw,
      marks: Int(record.marks), selection: selection?.state(of: date) ?? .none)
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
        term: UInt8(SolarTerm.on(dayNumber: day)?.rawValue ?? 255),
        termFestivals: rules.festivalsFit ? rules.catalog.termFestivalBits(ofDay: day) : 0,
        entry: entry?.kind ?? HolidayTableStorage.uncovered,
        holiday: entry?.holiday ?? HolidayTableStorage.noHoliday),
      date: date, row: row, column: column, position: position, selection: selection)
  }

  private func name(_ name: HolidayName) -> String { language.name(name) }
}

/// What a cell of a page is computed with: the options' parts resolved into tables (one object,
/// so that a page holds one reference for all of them).
final class CellRules: Sendable {
  /// Bit `i` set when the weekday of raw value `i + 1` (Sunday 1) is a weekend day.
  let weekendMask: UInt8
  /// Whether every festival of the catalog fits the cells' 64-bit festival set.
  let festivalsFit: Bool
  let catalog: FestivalCatalog
  /// Today's day number.
  let today: Int
  let marks: [CivilDate: Int]
  let hasMarks: Bool
  /// The day numbers that can be picked (``DateBounds/dayNumbers``).
  let enabledDays: (first: Int, last: Int)
  /// The subtitle of each set of kinds that apply to a day (bit `k` for the kind of index `k`):
  /// the first of the set in priority order, or ``CellRecord/noSubtitle``.
  let subtitleOfKinds: [UInt8]
  /// Per holiday: the day number of its first statutory day (the day its name is the
  /// subtitle), or `Int32.min`.
  let firstStatutoryDay: [Int32]
  /// The lunar calendar of the cells.
  let calendar: LunarCalendar

  init(
    weekend: Set<Weekday>, festivalsFit: Bool, catalog: FestivalCatalog, today: CivilDate,
    marks: [CivilDate: Int], bounds: DateBounds, subtitleOfKinds: [UInt8], firstStatutoryDay: [Int32],
    calendar: LunarCalendar
  ) {
    self.calendar = calendar
    weekendMask = weekend.reduce(0) { $0 | 1 << ($1.rawValue - 1) }
    self.today = today.daysSince1970
    self.festivalsFit = festivalsFit
    self.catalog = catalog
    self.marks = marks
    hasMarks = !marks.isEmpty
    enabledDays = bounds.dayNumbers
    self.subtitleOfKinds = subtitleOfKinds
    self.firstStatutoryDay = firstStatutoryDay
  }

  /// Everything about a cell, computed now and kept as plain data; `entry` is the day's entry
  /// in the holiday table (a page reads its days' entries in one pass).
  @inline(__always)
  func record(
    _ date: CivilDate, weekday: Weekday, lunar: LunarDate, term: UInt8, termFestivals: UInt64, entry: UInt8,
    holiday: UInt32
  ) -> CellRecord {
    let festivals =
      festivalsFit
      ? catalog.festivalBits(
        on: date, lunar: lunar, weekday: weekday, termBits: termFestivals, calendar: calendar)
      : 0
    return cell(
      day: date.daysSince1970, lunar: CellRecord.pack(lunar), festivals: festivals,
      hasFestival: festivalsFit
        ? festivals != 0 : !catalog.festivals(on: date, lunar: lunar, calendar: calendar).isEmpty,
      term: term, entry: entry, holiday: holiday, isWeekend: weekendMask >> (weekday.rawValue - 1) & 1 != 0,
      isEnabled: isEnabled(date.daysSince1970), marks: hasMarks ? Int32(marks[date] ?? 0) : 0)
  }

  /// Whether a day (its number) can be picked.
  @inline(__always)
  func isEnabled(_ day: Int) -> Bool { day >= enabledDays.first && day <= enabledDays.last }

  /// A cell from its looked-up parts: the status, the subtitle (the first kind that applies, in
  /// priority order), the flags and the marks. Pages and single days both end here.
  @inline(__always)
  func cell(
    day: Int, lunar: UInt32, festivals: UInt64, hasFestival: Bool, term: UInt8, entry: UInt8,
    holiday entryHoliday: UInt32, isWeekend: Bool, isEnabled: Bool, marks: Int32
  ) -> CellRecord {
    var status = CellRecord.noStatus
    var holiday = HolidayTableStorage.noHoliday
    if entry != HolidayTableStorage.uncovered {
      status = entry
      holiday = entryHoliday
    }
    let isToday = day == today
    // The kinds that apply, as a set; the table gives the first in priority order.
    var kinds = 1 << 5  // the lunar day always applies
    if isToday { kinds |= 1 }
    if hasFestival { kinds |= 2 }
    // A statutory holiday is named on its first statutory day only (国庆节 on 1 October).
    if status == HolidayTableStorage.statutory && firstStatutoryDay[Int(holiday)] == Int32(day) {
      kinds |= 4
    }
    if term != 255 { kinds |= 8 }
    if CellRecord.lunarDay(lunar) == 1 { kinds |= 16 }
    var flags: UInt8 = 0
    if isToday { flags |= CellRecord.today }
    if isWeekend { flags |= CellRecord.weekend }
    if isEnabled { flags |= CellRecord.enabled }
    return CellRecord(
      packedLunar: lunar, festivals: festivals, marks: marks,
      holiday: holiday, term: term, status: status, subtitle: subtitleOfKinds[kinds],
      flags: flags)
  }
}

/// One cell as plain data (no reference counting), 24 bytes: what a page stores; ``DayModel`` is
/// made from it when read (with the cell's date, row, column and month, which follow from its
/// place on the page).
struct CellRecord: Sendable {
  static let noStatus: UInt8 = 255
  static let noSubtitle: UInt8 = 255
  static let today: UInt8 = 1
  static let weekend: UInt8 = 2
  static let enabled: UInt8 = 4

  /// The festivals, one bit per catalog index.
  let festivals: UInt64
  /// The lunar date: year << 10 | month << 6 | day << 1 | leap (lunar years are 0...9999).
  private let packedLunar: UInt32
  let marks: Int32
  let holiday: UInt32
  let term: UInt8
  let status: UInt8
  let subtitle: UInt8
  let flags: UInt8

  init(
    packedLunar: UInt32, festivals: UInt64, marks: Int32, holiday: UInt32, term: UInt8, status: UInt8,
    subtitle: UInt8, flags: UInt8
  ) {
    self.packedLunar = packedLunar
    self.festivals = festivals
    self.marks = marks
    self.holiday = holiday
    self.term = term
    self.status = status
    self.subtitle = subtitle
    self.flags = flags
  }

  /// The lunar date.
  var lunar: LunarDate { CellRecord.unpack(packedLunar) }

  /// A lunar date in 32 bits; the next day of the same month is the value + 2.
  @inline(__always)
  static func pack(_ lunar: LunarDate) -> UInt32 {
    UInt32(truncatingIfNeeded: lunar.year) << 10 | UInt32(truncatingIfNeeded: lunar.month) << 6
      | UInt32(truncatingIfNeeded: lunar.day) << 1 | (lunar.isLeapMonth ? 1 : 0)
  }

  /// The lunar date of a packed value.
  @inline(__always)
  static func unpack(_ packed: UInt32) -> LunarDate {
    LunarDate(
      unchecked: Int(packed >> 10), month: Int(packed >> 6 & 15), day: Int(packed >> 1 & 31),
      isLeapMonth: packed & 1 == 1)
  }

  /// The day of the month of a packed lunar date.
  @inline(__always)
  static func lunarDay(_ packed: UInt32) -> Int { Int(packed >> 1 & 31) }
}
