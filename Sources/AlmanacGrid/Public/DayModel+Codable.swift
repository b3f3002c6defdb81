import AlmanacCore
import AlmanacLocale

extension DayModel {
  private enum CodingKeys: String, CodingKey {
    case date, row, column, belongsTo, isToday, isWeekend, subtitle, badge, lunar, festivals, solarTerm
    case weekday, isEnabled, subtitleKind, holiday, status, statutory, wage, provisional, provisionalStatus
    case marks, selection, overlay
  }

  /// Writes the cell as one JSON object, the shape `almanac month --json` prints and the server
  /// answers, keys in this order: `date`, `row`, `column`, `belongsTo`, `isToday`, `isWeekend`,
  /// `subtitle`, `badge`, `lunar`, `festivals`, `solarTerm`, `weekday`, `isEnabled`,
  /// `subtitleKind`, `holiday`, `status`, `statutory`, `wage`, `provisional`, `marks`,
  /// `selection`, `overlay` (schema: `docs/schemas/day-model.json`).
  ///
  /// Rows and columns are 0-based; festivals, the term, the holiday and the lunar date's text are
  /// names in the encoder's ``CodingUserInfoKey/almanacNames`` (English names but a Chinese
  /// lunar date when English). Every key is always written: `status` is the day's status, the
  /// published arrangement's, or the law's when `provisional` is `true` (a day of a year not yet
  /// published, whose `status`, `statutory` and `wage` are the law's answer until the notice);
  /// `notPublished` when neither is known; `statutory` is `null` where the day's status is
  /// unknown; `wage` (1, 2 or 3) is `null` but where Almanac cites the region's rule (CN);
  /// `overlay` is the day an
  /// overlay decides (`date`, `kind`, `name`, `overlay`, `label`), else `null`, and never changes
  /// `badge` or `status`, which stay the official ones.
  public func encode(to encoder: any Encoder) throws {
    if let writer = encoder as? JSONStreamWriter {
      // `export days` and the server: the same bytes, written directly.
      writer.write(self)
      return
    }
    try encodeFields(to: encoder)
  }

  /// The keyed container's way of writing the cell, what every encoder but Almanac's own gets
  /// (and what a test holds the direct writer to).
  package func encodeFields(to encoder: any Encoder) throws {
    let names = encoder.almanacNames
    let script = names.script ?? .simplified
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(row, forKey: .row)
    try container.encode(column, forKey: .column)
    try container.encode(belongsTo, forKey: .belongsTo)
    try container.encode(isToday, forKey: .isToday)
    try container.encode(isWeekend, forKey: .isWeekend)
    try container.encode(subtitle, forKey: .subtitle)
    try container.encode(badge?.text(script), forKey: .badge)
    try container.encode(lunar, forKey: .lunar)
    try container.encode(festivals.map { $0.name.text(names.script) }, forKey: .festivals)
    try container.encode(solarTerm.map { $0.name(in: names) }, forKey: .solarTerm)
    try container.encode(weekday, forKey: .weekday)
    try container.encode(isEnabled, forKey: .isEnabled)
    try container.encode(subtitleKind, forKey: .subtitleKind)
    try container.encode(badge?.holidayName.text(names.script), forKey: .holiday)
    try container.encode(knownStatus?.kind ?? DayStatus.notPublishedKind, forKey: .status)
    try container.encode(isStatutory, forKey: .statutory)
    try container.encode(wageMultiplier, forKey: .wage)
    try container.encode(isProvisional, forKey: .provisional)
    try container.encode(marks, forKey: .marks)
    try container.encode(selection, forKey: .selection)
    try container.encode(overlay, forKey: .overlay)
  }

  /// Reads a cell back from the shape ``encode(to:)`` writes: names in any script or English
  /// resolve to Almanac's festivals, terms and holiday names (a holiday name Almanac does not
  /// know becomes that text in every form). What JSON does not carry is derived: the day text
  /// and badge from the date and status; ``paysByLaw`` from `wage` (so a day without a known
  /// status decodes with `paysByLaw` false and encodes the same).
  ///
  /// - Throws: `DecodingError` for a missing key, an unknown festival or term, a status kind
  ///   other than `workday`, `weekend`, `holiday`, `adjustedWorkday`, `notPublished`, or a
  ///   holiday or make-up working day without its `holiday` name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let date = try container.decode(CivilDate.self, forKey: .date)
    let festivals = try container.decodeFestivals(forKey: .festivals)
    let term = try container.decode(String?.self, forKey: .solarTerm).map { name in
      guard let term = SolarTerm(name: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .solarTerm, in: container,
          debugDescription: "\(QuotedInput.quoted(name)) is not a solar term")
      }
      return term
    }
    let holiday = try container.decode(String?.self, forKey: .holiday).map { KnownNames.holiday($0) }
    let statutory = try container.decode(Bool?.self, forKey: .statutory) ?? false
    let statuses = DayStatus.split(
      try container.decodeStatus(
        kind: container.decode(String.self, forKey: .status), forKey: .status, holiday: holiday,
        statutory: statutory),
      provisional: try container.decode(Bool.self, forKey: .provisional),
      earlierShape: container.contains(.provisionalStatus)
        ? try container.decodeStatus(
          kind: container.decode(String?.self, forKey: .provisionalStatus), forKey: .provisionalStatus,
          holiday: holiday, statutory: statutory) : nil)
    let known = statuses.status
    let provisional = statuses.provisional
    self.init(
      date: date, dayText: String(date.day), weekday: try container.decode(Weekday.self, forKey: .weekday),
      row: try container.decode(Int.self, forKey: .row),
      column: try container.decode(Int.self, forKey: .column),
      belongsTo: try container.decode(MonthPosition.self, forKey: .belongsTo),
      isToday: try container.decode(Bool.self, forKey: .isToday),
      isWeekend: try container.decode(Bool.self, forKey: .isWeekend),
      isEnabled: try container.decode(Bool.self, forKey: .isEnabled),
      lunar: try container.decode(LunarDate.self, forKey: .lunar),
      subtitle: try container.decode(String?.self, forKey: .subtitle),
      subtitleKind: try container.decode(SubtitleKind?.self, forKey: .subtitleKind),
      festivals: festivals, solarTerm: term, status: known, provisionalStatus: provisional,
      badge: DayBadge.of(status: known, provisional: provisional),
      paysByLaw: try container.decode(Int?.self, forKey: .wage) != nil,
      marks: try container.decode(Int.self, forKey: .marks),
      selection: try container.decode(SelectionState.self, forKey: .selection),
      // Absent in JSON written before overlays existed: none.
      overlay: try container.decodeIfPresent(OverlayDay.self, forKey: .overlay))
  }
}

extension JSONStreamWriter {
  /// A cell's object, the bytes ``DayModel/encode(to:)`` writes, written directly: `export days`
  /// and the server write millions (a test compares both ways on every cell of pages of several
  /// years, in every script, with holidays, provisional days, marks and selections).
  func write(_ day: DayModel) {
    let names = names
    _JSONLineBuffer.appending(to: &bytes) { $0.dayModel(day, names) }
  }
}

extension JSONLinesEncoder {
  /// A cell's JSON object followed by a newline, appended to `bytes`: the bytes
  /// ``encodeLine(_:appendingTo:)`` writes for any value, chosen by the compiler for a cell, so
  /// a page's lines are written without an encoder's bookkeeping.
  public func encodeLine(_ day: DayModel, appendingTo bytes: inout [UInt8]) {
    let names = names
    _JSONLineBuffer.appending(to: &bytes) {
      $0.dayModel(day, names)
      $0.byte(UInt8(ascii: "\n"))
    }
  }
}

extension _JSONLineBuffer {
  /// A cell's object, the bytes ``DayModel/encode(to:)`` writes.
  mutating func dayModel(_ day: DayModel, _ names: NameLanguage) {
    let script = names.script ?? .simplified
    raw("{\"date\":")
    date(day.date)
    raw(",\"row\":")
    integer(day.row)
    raw(",\"column\":")
    integer(day.column)
    raw(",\"belongsTo\":")
    plain(day.belongsTo.rawValue)
    raw(",\"isToday\":")
    bool(day.isToday)
    raw(",\"isWeekend\":")
    bool(day.isWeekend)
    raw(",\"subtitle\":")
    string(day.subtitle)
    raw(",\"badge\":")
    plain(day.badge?.text(script))
    raw(",\"lunar\":")
    lunar(day.lunar, script)
    raw(",\"festivals\":[")
    for (index, festival) in day.festivals.enumerated() {
      if index > 0 { byte(UInt8(ascii: ",")) }
      string(festival.name.text(names.script))
    }
    raw("],\"solarTerm\":")
    plain(day.solarTerm.map { $0.name(in: names) })
    raw(",\"weekday\":")
    plain(day.weekday.name)
    raw(",\"isEnabled\":")
    bool(day.isEnabled)
    raw(",\"subtitleKind\":")
    plain(day.subtitleKind?.rawValue)
    raw(",\"holiday\":")
    string(day.badge?.holidayName.text(names.script))
    raw(",\"status\":")
    plain(day.knownStatus?.kind ?? DayStatus.notPublishedKind)
    raw(",\"statutory\":")
    bool(day.isStatutory)
    raw(",\"wage\":")
    integer(day.wageMultiplier)
    raw(",\"provisional\":")
    bool(day.isProvisional)
    raw(",\"marks\":")
    integer(day.marks)
    raw(",\"selection\":")
    plain(day.selection.rawValue)
    raw(",\"overlay\":")
    overlayDay(day.overlay)
    byte(UInt8(ascii: "}"))
  }
}
