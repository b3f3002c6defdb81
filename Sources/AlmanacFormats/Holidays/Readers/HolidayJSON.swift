import AlmanacCore
import Foundation

/// Reads holidays from JSON: Almanac's own schema (`almanac-holidays/1`, documented in the manual, "Holidays, 调休 and the law")
/// and its one-holiday-per-line form used in `data/holidays/`.
package enum HolidayJSON {
  /// The format's name, the value of `"format"`.
  package static let format = "almanac-holidays/1"

  /// A whole file: `{"format":"almanac-holidays/1","region":"CN","years":[2027],"holidays":[…]}`.
  static func table(
    _ root: JSONNode, file: String, region fallback: HolidayRegion, notes: inout [HolidayFileNote]
  )
    throws(HolidayFileError) -> HolidayTable
  {
    if let format = root["format"], format.string != HolidayJSON.format {
      throw HolidayFileError(
        file: file, line: format.line, reason: "\"format\" must be \"\(HolidayJSON.format)\"")
    }
    var region = fallback
    if let code = root["region"] {
      guard let text = code.string, let parsed = HolidayRegion(rawValue: text) else {
        throw HolidayFileError(
          file: file, line: code.line, reason: "\"region\" must be a code such as \"CN\"")
      }
      region = parsed
    }
    guard let list = root["holidays"]?.array else {
      throw HolidayFileError(file: file, line: root.line, reason: "\"holidays\" must be an array")
    }
    var holidays: [Holiday] = []
    for node in list { holidays.append(try holiday(node, region: region, file: file)) }
    var years = Set(holidays.map(\.year))
    if let yearsNode = root["years"] {
      guard let elements = yearsNode.array else {
        throw HolidayFileError(
          file: file, line: yearsNode.line, reason: "\"years\" must be an array of years")
      }
      years = []
      for element in elements {
        guard let year = element.int, CivilDate.supportedYears.contains(year) else {
          throw HolidayFileError(
            file: file, line: element.line, reason: "\"years\" holds a value outside the years 1...9999")
        }
        years.insert(year)
      }
      for (index, holiday) in holidays.enumerated() where !years.contains(holiday.year) {
        throw HolidayFileError(
          file: file, line: list[index].line,
          reason: "\(holiday.name) belongs to \(holiday.year), which is not among the file's \"years\"")
      }
      try HolidayTable.checkDeclaredYears(years, holidays: holidays, file: file, line: yearsNode.line)
    }
    notes += try HolidayTable.validate(holidays, file: file) { index, _ in list[index].line }
    return HolidayTable(region: region, years: years.sorted(), holidays: holidays)
  }

  /// The `"source"` object of a stored year (``HolidayDataDirectory``), if the text has one.
  static func source(of text: String) -> HolidaySourceFile? {
    guard let root = try? JSONReader.parse(text), let source = root["source"],
      let name = source["file"]?.string, let sha256 = source["sha256"]?.string,
      let format = source["format"]?.string.flatMap(HolidayFileFormat.init(rawValue:))
    else { return nil }
    return HolidaySourceFile(name: name, sha256: sha256, format: format)
  }

  /// One holiday object: `{"year":2026,"name":…,"off":"2026-02-15..2026-02-23","statutory":[…],
  /// "work":[…],"notice":…,"clauses":[{"text":…,"days":[…]}]}`. `name` is a string or `{"zh-Hans","zh-Hant","en","ko","vi","pt","ms"}` (all but `zh-Hans` optional); `off` is a date,
  /// a range `FROM..TO`, or a list of dates and ranges; `year` defaults to the year of the last
  /// day off; `statutory` defaults to the mainland rules for CN.
  package static func holiday(
    _ node: JSONNode, region: HolidayRegion, file: String, notice: String? = nil
  ) throws(HolidayFileError) -> Holiday {
    func fail(_ reason: String, _ at: JSONNode? = nil) -> HolidayFileError {
      HolidayFileError(file: file, line: (at ?? node).line, reason: reason)
    }
    guard node.isObject else { throw fail("a holiday must be a JSON object") }
    guard let nameNode = node["name"] else { throw fail("the holiday has no \"name\"") }
    let name: HolidayName
    if let text = nameNode.string, !text.isEmpty {
      name = HolidayName(zhHans: text)
    } else if let hans = nameNode["zh-Hans"]?.string, !hans.isEmpty {
      name = HolidayName(
        zhHans: hans, zhHant: nameNode["zh-Hant"]?.string, english: nameNode["en"]?.string,
        korean: nameNode["ko"]?.string, vietnamese: nameNode["vi"]?.string, portuguese: nameNode["pt"]?.string,
        malay: nameNode["ms"]?.string)
    } else {
      throw fail("\"name\" must be a string or an object with \"zh-Hans\"", nameNode)
    }
    guard let offNode = node["off"] else {
      throw fail("\"\(name)\" has no \"off\" (a date, a range \"YYYY-MM-DD..YYYY-MM-DD\" or a list of them)")
    }
    let daysOff = try days(offNode, name: name, file: file)
    guard let first = daysOff.min(), let last = daysOff.max() else {
      throw fail("\"off\" of \(name) lists no day", offNode)
    }
    let year: Int
    if let yearNode = node["year"] {
      guard let value = yearNode.int, CivilDate.supportedYears.contains(value) else {
        throw fail("\"year\" must be a whole number of a year in 1...9999", yearNode)
      }
      year = value
    } else {
      year = last.year
    }
    let work = try dates(node["work"], "work", name, file)
    var statutory = try dates(node["statutory"], "statutory", name, file)
    if node["statutory"] == nil {
      statutory = StatutoryHolidayRules.days(in: year, within: first...last, region: region).filter {
        daysOff.contains($0)
      }
    }
    for date in statutory where !daysOff.contains(date) {
      throw fail("statutory day \(date) of \(name) is not one of its days off", node["statutory"])
    }
    var clauses: [HolidayClause] = []
    if let list = node["clauses"] {
      guard let elements = list.array else {
        throw fail("\"clauses\" of \(name) must be an array of {\"text\",\"days\"}", list)
      }
      for element in elements {
        guard let text = element["text"]?.string, !text.isEmpty else {
          throw fail("a clause of \(name) has no \"text\"", element)
        }
        let days = try dates(element["days"], "days", name, file)
        for day in days where !daysOff.contains(day) && !work.contains(day) {
          throw fail(
            "a clause of \(name) decides \(day), which is neither a day off nor a working day of it", element)
        }
        clauses.append(HolidayClause(text: text, days: days))
      }
    }
    return Holiday(
      region: region, year: year, name: name, daysOff: daysOff, statutoryDays: statutory, workDays: work,
      notice: node["notice"]?.string ?? notice, clauses: clauses)
  }

  /// The days of `off`: a date, a range, or a list of dates and ranges.
  private static func days(_ node: JSONNode, name: HolidayName, file: String) throws(HolidayFileError)
    -> [CivilDate]
  {
    let pieces = node.array ?? [node]
    var result: [CivilDate] = []
    for piece in pieces {
      guard let text = piece.string else {
        throw HolidayFileError(
          file: file, line: piece.line, reason: "\"off\" of \(name) must hold dates or ranges as strings")
      }
      let parts = text.components(separatedBy: "..")
      guard (1...2).contains(parts.count), let first = CivilDate(parts[0]),
        let last = CivilDate(parts[parts.count - 1]), first <= last, first.distance(to: last) < 31
      else {
        throw HolidayFileError(
          file: file, line: piece.line,
          reason:
            "\"off\" of \(name) holds \(QuotedInput.quoted(text)); use YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, earlier first, at most 31 days"
        )
      }
      result += Array(first...last)
    }
    return result
  }

  /// An optional array of dates.
  private static func dates(_ node: JSONNode?, _ key: String, _ name: HolidayName, _ file: String)
    throws(HolidayFileError) -> [CivilDate]
  {
    guard let node else { return [] }
    guard let elements = node.array else {
      throw HolidayFileError(
        file: file, line: node.line, reason: "\"\(key)\" of \(name) must be an array of dates")
    }
    var result: [CivilDate] = []
    for element in elements {
      guard let text = element.string, let date = CivilDate(text) else {
        throw HolidayFileError(
          file: file, line: element.line,
          reason: "\"\(key)\" of \(name) holds a value that is not a date (YYYY-MM-DD)")
      }
      result.append(date)
    }
    return result
  }

  /// Holidays of one region, one JSON object per line (the `data/holidays/*.jsonl` form), each
  /// with its line number, checked as a whole like a loaded file.
  package static func lines(_ text: String, region: HolidayRegion, file: String, notices: [Int: String] = [:])
    throws(HolidayFileError) -> [(holiday: Holiday, line: Int)]
  {
    var result: [(holiday: Holiday, line: Int)] = []
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      let node: JSONNode
      do {
        node = try JSONReader.parse(String(line))
      } catch {
        throw HolidayFileError(file: file, line: index + 1, reason: "not JSON: \(error.reason)")
      }
      let year = node["year"]?.int
      let holiday = try holiday(
        relocate(node, line: index + 1), region: region, file: file, notice: year.flatMap { notices[$0] })
      result.append((holiday, index + 1))
    }
    try HolidayTable.validate(result.map(\.holiday), file: file) { index, _ in result[index].line }
    return result
  }

  /// The node with every line number replaced (a JSON Lines record is one line).
  private static func relocate(_ node: JSONNode, line: Int) -> JSONNode {
    switch node.value {
    case .array(let elements): JSONNode(line: line, value: .array(elements.map { relocate($0, line: line) }))
    case .object(let members):
      JSONNode(line: line, value: .object(members.map { ($0.key, relocate($0.value, line: line)) }))
    default: JSONNode(line: line, value: node.value)
    }
  }
}
