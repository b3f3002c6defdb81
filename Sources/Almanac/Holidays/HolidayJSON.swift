/// Reads holidays from JSON: Almanac's own schema (documented in README) and its one-holiday-per-
/// line form used in `data/holidays/`.
package enum HolidayJSON {
  /// One holiday object: `{"year":2026,"name":…,"off":"2026-02-15..2026-02-23","statutory":[…],
  /// "work":[…],"notice":…}`. `name` is a string or `{"zh-Hans","zh-Hant","en"}`; `year` defaults
  /// to the year of the last day off; `statutory` defaults to the mainland rules for CN.
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
      name = HolidayName(zhHans: hans, zhHant: nameNode["zh-Hant"]?.string, english: nameNode["en"]?.string)
    } else {
      throw fail("\"name\" must be a string or an object with \"zh-Hans\"", nameNode)
    }
    guard let offNode = node["off"], let offText = offNode.string else {
      throw fail("\"\(name)\" has no \"off\" (a date or a range \"YYYY-MM-DD..YYYY-MM-DD\")")
    }
    let parts = offText.components(separatedBy: "..")
    guard (1...2).contains(parts.count), let first = CivilDate(parts[0]),
      let last = CivilDate(parts[parts.count - 1]),
      first <= last
    else {
      throw fail(
        "\"off\" of \(name) is \(QuotedInput.quoted(offText)); use YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, earlier first",
        offNode
      )
    }
    guard first.distance(to: last) < 31 else {
      throw fail(
        "\"off\" of \(name) spans \(first.distance(to: last) + 1) days; a holiday lasts at most 31", offNode)
    }
    let year: Int
    if let yearNode = node["year"] {
      guard let value = yearNode.int, CivilDate.supportedYears.contains(value) else {
        throw fail("\"year\" must be a whole number of a year", yearNode)
      }
      year = value
    } else {
      year = last.year
    }
    let work = try dates(node["work"], "work", name, file)
    var statutory = try dates(node["statutory"], "statutory", name, file)
    if node["statutory"] == nil {
      statutory = StatutoryHolidayRules.days(in: year, within: first...last, region: region)
    }
    for date in statutory where !(first...last).contains(date) {
      throw fail(
        "statutory day \(date) of \(name) is outside its days off \(first)...\(last)", node["statutory"])
    }
    let ownNotice = node["notice"]?.string
    return Holiday(
      region: region, year: year, name: name, days: first...last, statutoryDays: statutory, workDays: work,
      notice: ownNotice ?? notice)
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
      let located = JSONNode(line: index + 1, value: node.value)
      let year = node["year"]?.int
      let holiday = try holiday(
        relocate(located, line: index + 1), region: region, file: file, notice: year.flatMap { notices[$0] })
      result.append((holiday, index + 1))
    }
    try HolidayTable.validate(result.map(\.holiday), weekend: HolidayTable.weekendDays, file: file) {
      index, _ in
      result[index].line
    }
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
