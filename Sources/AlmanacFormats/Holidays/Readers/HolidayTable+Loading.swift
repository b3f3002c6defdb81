import Foundation
import AlmanacCore

extension HolidayTable {
  /// Loads a holiday table from a file, recognising the format by content: Almanac's JSON
  /// (`almanac-holidays/1`), holiday-cn's JSON (`{"year","papers","days"}`), iCalendar (holiday
  /// feeds such as holiday-cn's, one or many years; Almanac's own exports), or the State
  /// Council's notice itself (国务院办公厅关于2027年部分节假日安排的通知) as text or a saved page.
  ///
  /// Every legitimate shape loads (see the manual, "Holidays, 调休 and the law", Holiday files); only contradictions are
  /// refused, and then the whole file, with its line and the reason.
  ///
  /// ```swift
  /// var notes: [HolidayFileNote] = []
  /// let table = try HolidayTable.load(contentsOf: URL(fileURLWithPath: "2020.json"), notes: &notes)
  /// notes.first?.description   // "2020.json:…: make-up working day 2020-02-03 of 春节 is a monday, …"
  /// ```
  ///
  /// - Parameters:
  ///   - url: the file.
  ///   - region: the region it describes when the file does not say (default mainland China).
  ///   - notes: where the unusual but legal things the file says are reported.
  /// - Throws: ``HolidayFileError`` naming the file, the line and the reason.
  public static func load(
    contentsOf url: URL, region: HolidayRegion = .mainlandChina, notes: inout [HolidayFileNote]
  ) throws(HolidayFileError) -> HolidayTable {
    // Messages name the file as the caller gave it: a URL relative to a base keeps its
    // relative path ("2027.json"), any other its full path.
    try load(text: HolidayFileText.read(url), file: url.relativePath, region: region, notes: &notes)
  }

  /// Loads a holiday table from a file; see ``load(contentsOf:region:notes:)``.
  public static func load(contentsOf url: URL, region: HolidayRegion = .mainlandChina)
    throws(HolidayFileError) -> HolidayTable
  {
    var notes: [HolidayFileNote] = []
    return try load(contentsOf: url, region: region, notes: &notes)
  }

  /// Loads a holiday table from text; `file` names it in errors.
  public static func load(text: String, file: String, region: HolidayRegion = .mainlandChina)
    throws(HolidayFileError) -> HolidayTable
  {
    var notes: [HolidayFileNote] = []
    return try load(text: text, file: file, region: region, notes: &notes)
  }

  /// Loads a holiday table from text, reporting notes; `file` names it in errors and notes.
  public static func load(
    text: String, file: String, region: HolidayRegion = .mainlandChina, notes: inout [HolidayFileNote]
  ) throws(HolidayFileError) -> HolidayTable {
    try loadRecognising(text: text, file: file, region: region, notes: &notes).table
  }

  /// A file loaded as ``load(contentsOf:region:notes:)`` loads it, with what it was: its
  /// format and the SHA-256 of its bytes (what `almanac holidays import` records).
  ///
  /// - Throws: ``HolidayFileError`` naming the file, the line and the reason.
  public static func loadRecordingSource(
    contentsOf url: URL, region: HolidayRegion = .mainlandChina, notes: inout [HolidayFileNote]
  ) throws(HolidayFileError) -> (table: HolidayTable, source: HolidaySourceFile) {
    let bytes = try HolidayFileText.bytes(url)
    let text = try HolidayFileText.text(bytes, file: url.relativePath)
    let loaded = try loadRecognising(text: text, file: url.relativePath, region: region, notes: &notes)
    return (
      loaded.table,
      HolidaySourceFile(name: url.lastPathComponent, sha256: SHA256.hex(bytes), format: loaded.format)
    )
  }

  /// The table of a text, and the format it was recognised as: read, then refused if it
  /// leaves a statutory day of the law a working day (``checkStatutoryDays(_:file:)``).
  private static func loadRecognising(
    text: String, file: String, region: HolidayRegion, notes: inout [HolidayFileNote]
  ) throws(HolidayFileError) -> (table: HolidayTable, format: HolidayFileFormat) {
    let loaded = try parse(text: text, file: file, region: region, notes: &notes)
    try checkStatutoryDays(loaded.table, file: file)
    return loaded
  }

  /// Refuses a table that leaves out a statutory day of the law in force (makes it a working
  /// day or a plain weekend): the file is incomplete (it holds some of a year's holidays and
  /// would turn the rest into working days) or wrong. Every reader's table passes here, so an import, an update, `--holidays` and a
  /// server's reload refuse it alike. The one place this rule is written.
  static func checkStatutoryDays(_ table: HolidayTable, file: String) throws(HolidayFileError) {
    let missing = table.statutoryDaysLeftOut()
    guard !missing.isEmpty, let law = table.statutoryLaw else { return }
    let years = HolidayTableError.spans(Array(Set(missing.map(\.date.year))).sorted())
    let shown = missing.prefix(16).map { "\($0.date) \($0.holiday.zhHans)" }.joined(separator: ", ")
    let more = missing.count > 16 ? " and \(missing.count - 16) more" : ""
    throw HolidayFileError(
      file: file, line: nil,
      reason:
        "holds \(table.region) \(years) without \(missing.count) of the statutory days of \(law), which it would make working days or plain weekends: \(shown)\(more); a year's arrangement holds every statutory day off, so this file is incomplete"
    )
  }

  /// The table of a text as its format reads it, and the format: the readers alone, without
  /// the law's check (what the readers' own tests exercise on fragments of a year).
  static func parse(
    text: String, file: String, region: HolidayRegion, notes: inout [HolidayFileNote]
  ) throws(HolidayFileError) -> (table: HolidayTable, format: HolidayFileFormat) {
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.hasPrefix("BEGIN:VCALENDAR") {
      return (try HolidayICS.table(text, file: file, region: region, notes: &notes), .iCalendar)
    }
    let notice = trimmed.hasPrefix("{") || trimmed.hasPrefix("[") ? nil : NoticeText(text)
    if let notice, NoticeReader.looksLikeNotice(notice) {
      guard region == .mainlandChina else {
        throw HolidayFileError(
          file: file, line: nil,
          reason:
            "is a State Council notice, which arranges mainland China's holidays, not \(region.rawValue)'s")
      }
      var reader = NoticeReader(file: file, text: notice)
      let table = try reader.table()
      notes += reader.notes
      return (table, .notice)
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(text)
    } catch {
      throw HolidayFileError(
        file: file, line: error.line, reason: "not JSON, iCalendar or a holiday notice: \(error.reason)")
    }
    if root["days"] != nil && root["year"] != nil {
      return (try HolidayCNJSON.table(root, file: file, region: region, notes: &notes), .holidayCN)
    }
    if root["holidays"] != nil {
      return (try HolidayJSON.table(root, file: file, region: region, notes: &notes), .almanacJSON)
    }
    throw HolidayFileError(
      file: file, line: root.line,
      reason:
        "unknown format: expected Almanac's {\"format\":\"almanac-holidays/1\",…} or holiday-cn's {\"year\",\"days\"}"
    )
  }

  /// Refuses a year a file declares (`"years"`, `X-ALMANAC-YEARS`) without a holiday in it.
  ///
  /// Every real arrangement has holidays; a year declared with none would make each of its days
  /// an ordinary one, and an import of it would replace that year's arrangement, as holiday-cn's
  /// empty placeholder for an unpublished year would. The one place this rule is written.
  ///
  /// - Parameter line: where the declaration stands.
  static func checkDeclaredYears(
    _ years: Set<Int>, holidays: [Holiday], file: String, line: Int?
  ) throws(HolidayFileError) {
    let listed = Set(holidays.map(\.year))
    guard let empty = years.subtracting(listed).min() else { return }
    throw HolidayFileError(
      file: file, line: line,
      reason:
        "declares \(empty) but lists no holiday of it: a year with no arrangement is not published yet, so there is nothing to load for it"
    )
  }

  /// The ordinary weekend of the tables files describe.
  static let weekendDays: Set<Weekday> = [.saturday, .sunday]

  /// A make-up day further than this from its holiday's days off is noted.
  static let farMakeUpDay = 31

  /// The longest a holiday's days off span, first to last (the longest arrangement, 2020's
  /// extended 春节, spans 10).
  static let longestHoliday = 31

  /// Checks the rules every table obeys, whatever format it was read from (the one place they
  /// are written): a holiday's names, notice and clauses hold no control or
  /// bidirectional-override character (an escape sequence in a name would reach a terminal), its
  /// days off span at most ``longestHoliday`` days, no day is off for two holidays or both off and
  /// working, a holiday lies in or next to its year. Returns what is legal but unusual: a make-up
  /// working day on a weekday, or far from its holiday's days off.
  ///
  /// - Parameter line: the source line of holiday `index`, or of one of its days.
  @discardableResult
  package static func validate(
    _ holidays: [Holiday], file: String, weekend: Set<Weekday> = weekendDays,
    line: (_ index: Int, _ day: CivilDate?) -> Int?
  ) throws(HolidayFileError) -> [HolidayFileNote] {
    var seen: [CivilDate: HolidayName] = [:]
    for (index, holiday) in holidays.enumerated() {
      let name = holiday.name
      let texts: [(String, String?)] =
        [
          ("name", name.zhHans), ("traditional name", name.zhHant), ("English name", name.english),
          ("Korean name", name.korean), ("Vietnamese name", name.vietnamese), ("Portuguese name", name.portuguese),
          ("Malay name", name.malay),
          ("notice", holiday.notice),
        ] + holiday.clauses.map { ("clause", $0.text) }
      for (what, text) in texts {
        guard let text, let control = QuotedInput.firstControl(in: text) else { continue }
        throw HolidayFileError(
          file: file, line: line(index, nil),
          reason:
            "the \(what) \(QuotedInput.quoted(text)) holds \(QuotedInput.codePoint(control)), a control or bidirectional-override character, which no holiday's text may hold"
        )
      }
      let length = holiday.span.lowerBound.distance(to: holiday.span.upperBound) + 1
      guard length <= longestHoliday else {
        throw HolidayFileError(
          file: file, line: line(index, holiday.span.upperBound),
          reason:
            "the days off of \(holiday.name) span \(length) days (\(holiday.span.lowerBound)…\(holiday.span.upperBound)); a holiday lasts at most \(longestHoliday)"
        )
      }
      guard abs(holiday.span.lowerBound.year - holiday.year) <= 1 else {
        throw HolidayFileError(
          file: file, line: line(index, nil),
          reason: "\(holiday.name) of \(holiday.year) lies in \(holiday.span.lowerBound.year)")
      }
      for day in holiday.daysOff {
        if let other = seen[day] {
          throw HolidayFileError(
            file: file, line: line(index, day),
            reason: "\(day) is a day off of both \(other) and \(holiday.name)")
        }
        seen[day] = holiday.name
      }
    }
    var notes: [HolidayFileNote] = []
    for (index, holiday) in holidays.enumerated() {
      for day in holiday.workDays {
        if let other = seen[day] {
          throw HolidayFileError(
            file: file, line: line(index, day),
            reason: "\(day) is both a make-up working day of \(holiday.name) and a day off of \(other)")
        }
        let distance = min(
          abs(day.distance(to: holiday.span.lowerBound)), abs(day.distance(to: holiday.span.upperBound)))
        if !weekend.contains(day.weekday) {
          let weekday = day.weekday.name.prefix(1).uppercased() + day.weekday.name.dropFirst()
          notes.append(
            HolidayFileNote(
              file: file, line: line(index, day),
              text: "make-up working day \(day) of \(holiday.name) is a \(weekday), a working day anyway"))
        } else if distance > farMakeUpDay {
          notes.append(
            HolidayFileNote(
              file: file, line: line(index, day),
              text: "make-up working day \(day) of \(holiday.name) is \(distance) days from its days off"))
        }
      }
    }
    return notes
  }
}

/// holiday-cn's JSON: one year, each day named with `isOffDay`.
enum HolidayCNJSON {
  static func table(_ root: JSONNode, file: String, region: HolidayRegion, notes: inout [HolidayFileNote])
    throws(HolidayFileError) -> HolidayTable
  {
    guard let year = root["year"]?.int, CivilDate.supportedYears.contains(year) else {
      throw HolidayFileError(
        file: file, line: root["year"]?.line ?? root.line, reason: "\"year\" must be a year in 1...9999")
    }
    guard let days = root["days"]?.array else {
      throw HolidayFileError(
        file: file, line: root["days"]?.line ?? root.line, reason: "\"days\" must be an array")
    }
    // holiday-cn publishes an empty file for a year whose notice is not out yet; loading it
    // would make every day of the year an ordinary one.
    guard !days.isEmpty else {
      throw HolidayFileError(
        file: file, line: root["days"]?.line,
        reason: "lists no days for \(year): its arrangement is not published yet, so there is nothing to load"
      )
    }
    let papers = root["papers"]?.array?.compactMap(\.string) ?? []
    var facts: [HolidayFact] = []
    for day in days {
      guard let name = day["name"]?.string?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
        throw HolidayFileError(file: file, line: day.line, reason: "a day has no \"name\"")
      }
      guard let text = day["date"]?.string, let date = CivilDate(text) else {
        throw HolidayFileError(
          file: file, line: day.line,
          reason: "\"date\" of \(QuotedInput.quoted(name)) is not a date (YYYY-MM-DD)")
      }
      guard let isOff = day["isOffDay"]?.bool else {
        throw HolidayFileError(
          file: file, line: day.line,
          reason: "\"isOffDay\" of \(QuotedInput.quoted(name)) \(date) must be true or false")
      }
      facts.append(HolidayFact(name: name, date: date, isOff: isOff, line: day.line))
    }
    let assembled = try HolidayAssembler(file: file, region: region, declaredYear: year).holidays(facts)
    let notice = papers.isEmpty ? nil : papers.joined(separator: " ")
    let holidays = assembled.map { entry in
      Holiday(
        region: region, year: entry.holiday.year, name: entry.holiday.name, daysOff: entry.holiday.daysOff,
        statutoryDays: entry.holiday.statutoryDays, workDays: entry.holiday.workDays, notice: notice)
    }
    notes += try HolidayTable.validate(holidays, file: file) { index, day in
      day.flatMap { day in facts.first { $0.date == day }?.line } ?? assembled[index].line
    }
    return HolidayTable(
      region: region, years: [year], holidays: holidays, noticeLinks: papers.isEmpty ? [:] : [year: papers])
  }
}
