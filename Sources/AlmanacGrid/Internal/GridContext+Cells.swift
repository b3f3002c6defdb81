import AlmanacCore
import AlmanacLocale

/// A page's days looked up in one pass each (``fillPage(firstDay:_:)``), and a cell's model made
/// from its record when the cell is read.
extension GridContext {
  /// The day numbers' texts, "0" … "31".
  static let dayTexts = (0...31).map(String.init)

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

  /// The cell model of a record at a place on its page, with its part in a selection and its
  /// marks (`marks` laid over the page, else the options').
  @inline(__always)
  func model(
    _ record: CellRecord, date: CivilDate, row: Int, column: Int, position: MonthPosition,
    selection: DateSelection? = nil, marks: [CivilDate: Int]? = nil
  ) -> DayModel {
    let lunar = record.lunar
    let festivals = rules.festivals.festivals(bits: record.festivals, on: date, lunar: lunar, calendar: calendar)
    let term = SolarTerm(code: record.term)
    // Most cells have no holiday: the table is not asked for them.
    let holiday =
      record.holiday == HolidayTableStorage.noHoliday
      ? nil : holidayStorage?.name(kind: record.status, holiday: record.holiday)
    let status = DayStatus(code: record.status, holiday: holiday)
    let provisional = status == nil ? DayStatus(lawCode: record.status, holiday: holiday) : nil
    var kind = SubtitleKind(index: record.subtitle)
    var later: String?
    if weighsWhenRead {
      (kind, later) = ranking.weigh(kind, date: date, lunar: lunar, script: locale.script, name: name)
    }
    var subtitle: String?
    switch kind {
    case .today?: subtitle = todayText
    case .festival?: subtitle = festivals.first.map { name($0.name) }
    case .holiday?: subtitle = holiday.flatMap { name($0).split(separator: "、").first.map(String.init) }
    case .solarTerm?: subtitle = term.map(language.name)
    case .lunarMonth?: subtitle = language.monthText(lunar, script: locale.script)
    case .lunarDay?: subtitle = language.dayText(lunar)
    case .season?, .pentad?, .dayOfficer?, .daySpirit?: subtitle = later
    case nil: subtitle = nil
    }
    return DayModel(
      date: date, dayText: dayTexts[date.day], weekday: date.weekday, row: row,
      column: column, belongsTo: position, isToday: record.flags & CellRecord.today != 0,
      isWeekend: record.flags & CellRecord.weekend != 0,
      isEnabled: Self.isEnabled(record, date: date, selection: selection),
      lunar: lunar, subtitle: subtitle, subtitleKind: kind, festivals: festivals, solarTerm: term,
      status: status, provisionalStatus: provisional,
      badge: DayBadge.of(status: status, provisional: provisional),
      paysByLaw: paysByLaw,
      marks: marks.map { $0[date] ?? 0 } ?? (rules.hasMarks ? rules.marks[date] ?? 0 : 0), selection: selection?.state(of: date) ?? .none,
      overlay: overlayTable?.overlayDay(on: date))
  }

  /// Whether a cell can be picked: inside the page's bounds (or a stay's check-out the selection
  /// accepts), and, with a selection laid over the page, a day a tap would not refuse (beyond a
  /// stay's maximum, a full multiple selection, a day the selection's bounds exclude).
  @inline(__always)
  static func isEnabled(_ record: CellRecord, date: CivilDate, selection: DateSelection?) -> Bool {
    guard let selection else { return record.flags & CellRecord.enabled != 0 }
    return (record.flags & CellRecord.enabled != 0 || selection.acceptsCheckOut(on: date))
      && selection.refusal(for: date) == nil
  }

  /// A cell model looked up from scratch (weeks and single days).
  func model(
    _ date: CivilDate, row: Int, column: Int, position: MonthPosition, selection: DateSelection? = nil,
    marks: [CivilDate: Int]? = nil
  ) -> DayModel {
    let day = date.daysSince1970
    let entry = holidayStorage?.pageEntry(day)
    return model(
      rules.record(
        date, weekday: date.weekday, lunar: calendar.lunarDate(for: date),
        term: SolarTerm.code(onDay: day), termFestivals: rules.festivals.termFestivalBits(ofDay: day),
        entry: entry?.kind ?? HolidayTableStorage.uncovered,
        holiday: entry?.holiday ?? HolidayTableStorage.noHoliday),
      date: date, row: row, column: column, position: position, selection: selection, marks: marks)
  }

  private func name(_ name: HolidayName) -> String { language.name(name) }
}
