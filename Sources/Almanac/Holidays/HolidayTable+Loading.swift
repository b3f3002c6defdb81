import Foundation

extension HolidayTable {
  /// Loads a holiday table from a file: Almanac's JSON schema, the holiday-cn JSON format
  /// (`{"year":…,"papers":[…],"days":[{"name","date","isOffDay"}]}`), or an iCalendar file whose
  /// all-day events are days off (events whose summary contains 补班 or 上班 are make-up working
  /// days). The file is checked whole; any error rejects it.
  ///
  /// - Parameters:
  ///   - url: the file.
  ///   - region: the region it describes when the file does not say (default mainland China).
  /// - Throws: ``HolidayFileError`` naming the file, the line and the reason.
  public static func load(contentsOf url: URL, region: HolidayRegion = .mainlandChina)
    throws(HolidayFileError)
    -> HolidayTable
  {
    try load(text: HolidayFileText.read(url), file: url.path, region: region)
  }

  /// Loads a holiday table from text; see ``load(contentsOf:region:)``. `file` names it in errors.
  public static func load(text: String, file: String, region: HolidayRegion = .mainlandChina)
    throws(HolidayFileError) -> HolidayTable
  {
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.hasPrefix("BEGIN:VCALENDAR") {
      return try HolidayICS.table(String(trimmed), file: file, region: region)
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(text)
    } catch {
      throw HolidayFileError(file: file, line: error.line, reason: "not JSON or iCalendar: \(error.reason)")
    }
    let table: HolidayTable
    if root["days"] != nil && root["year"] != nil {
      table = try holidayCN(root, file: file, region: region)
    } else if root["holidays"] != nil {
      table = try almanacJSON(root, file: file, region: region)
    } else {
      throw HolidayFileError(
        file: file, line: root.line,
        reason:
          "unknown format: expected Almanac's {\"format\":\"almanac-holidays/1\",…} or holiday-cn's {\"year\",\"days\"}"
      )
    }
    return table
  }

  /// Almanac's schema: `{"format":"almanac-holidays/1","region":"CN","years":[2027],"holidays":[…]}`.
  private static func almanacJSON(_ root: JSONNode, file: String, region fallback: HolidayRegion)
    throws(HolidayFileError) -> HolidayTable
  {
    if let format = root["format"], format.string != "almanac-holidays/1" {
      throw HolidayFileError(
        file: file, line: format.line, reason: "\"format\" must be \"almanac-holidays/1\"")
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
    for node in list { holidays.append(try HolidayJSON.holiday(node, region: region, file: file)) }
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
            file: file, line: element.line, reason: "\"years\" holds a value that is not a year in 1...9999")
        }
        years.insert(year)
      }
    }
    try validate(holidays, weekend: weekendDays, file: file) { index, _ in list[index].line }
    return HolidayTable(region: region, years: years.sorted(), holidays: holidays)
  }

  /// holiday-cn's format: one year, each day named with `isOffDay`.
  private static func holidayCN(_ root: JSONNode, file: String, region: HolidayRegion)
    throws(HolidayFileError)
    -> HolidayTable
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
    var order: [String] = []
    var off: [String: [CivilDate]] = [:]
    var work: [String: [CivilDate]] = [:]
    var lines: [String: Int] = [:]
    var seen: [CivilDate: (isOff: Bool, line: Int)] = [:]
    for day in days {
      guard let name = day["name"]?.string, !name.isEmpty else {
        throw HolidayFileError(file: file, line: day.line, reason: "a day has no \"name\"")
      }
      guard let text = day["date"]?.string, let date = CivilDate(text) else {
        throw HolidayFileError(
          file: file, line: day.line, reason: "\"date\" of \(name) is not a date (YYYY-MM-DD)")
      }
      guard let isOff = day["isOffDay"]?.bool else {
        throw HolidayFileError(
          file: file, line: day.line, reason: "\"isOffDay\" of \(name) \(date) must be true or false")
      }
      guard abs(date.year - year) <= 1 else {
        throw HolidayFileError(
          file: file, line: day.line, reason: "\(date) of \(name) lies outside the file's year \(year)")
      }
      if let earlier = seen[date] {
        guard earlier.isOff == isOff else {
          throw HolidayFileError(
            file: file, line: day.line,
            reason: "\(date) is both a day off and a working day (line \(earlier.line) says the other)")
        }
        continue  // the same day twice says it once
      }
      seen[date] = (isOff, day.line)
      if off[name] == nil && work[name] == nil {
        order.append(name)
        lines[name] = day.line
      }
      if isOff { off[name, default: []].append(date) } else { work[name, default: []].append(date) }
    }
    var holidays: [Holiday] = []
    for name in order {
      guard let dates = off[name]?.sorted(), let first = dates.first, let last = dates.last else {
        throw HolidayFileError(
          file: file, line: lines[name], reason: "\(name) has make-up days but no day off")
      }
      guard first.distance(to: last) + 1 == dates.count else {
        throw HolidayFileError(
          file: file, line: lines[name],
          reason: "the days off of \(name) are not consecutive (\(first)...\(last))")
      }
      let statutory = StatutoryHolidayRules.days(in: year, within: first...last, region: region)
      holidays.append(
        Holiday(
          region: region, year: year, name: HolidayName(zhHans: name), days: first...last,
          statutoryDays: statutory, workDays: work[name] ?? [],
          notice: papers.isEmpty ? nil : papers.joined(separator: " ")))
    }
    try validate(holidays, weekend: weekendDays, file: file) { index, _ in lines[order[index]] ?? root.line }
    return HolidayTable(region: region, years: [year], holidays: holidays)
  }

  /// The ordinary weekend of the tables files describe.
  static let weekendDays: Set<Weekday> = [.saturday, .sunday]

  /// Checks the rules every table obeys: days off do not overlap, make-up days fall on the
  /// weekend and outside every holiday, a holiday lies in or next to its year.
  ///
  /// - Parameter line: the source line of holiday `index`, or of one of its days.
  package static func validate(
    _ holidays: [Holiday], weekend: Set<Weekday>, file: String,
    line: (_ index: Int, _ day: CivilDate?) -> Int?
  ) throws(HolidayFileError) {
    var seen: [CivilDate: HolidayName] = [:]
    for (index, holiday) in holidays.enumerated() {
      guard abs(holiday.days.lowerBound.year - holiday.year) <= 1 else {
        throw HolidayFileError(
          file: file, line: line(index, nil),
          reason: "\(holiday.name) of \(holiday.year) lies in \(holiday.days.lowerBound.year)")
      }
      for day in holiday.days {
        if let other = seen[day] {
          throw HolidayFileError(
            file: file, line: line(index, day),
            reason: "\(day) is a day off of both \(other) and \(holiday.name)")
        }
        seen[day] = holiday.name
      }
    }
    for (index, holiday) in holidays.enumerated() {
      for day in holiday.workDays {
        if let other = seen[day] {
          throw HolidayFileError(
            file: file, line: line(index, day),
            reason: "\(day) is both a make-up working day of \(holiday.name) and a day off of \(other)")
        }
        guard weekend.contains(day.weekday) else {
          throw HolidayFileError(
            file: file, line: line(index, day),
            reason:
              "make-up working day \(day) of \(holiday.name) is a \(day.weekday.name), not a weekend day")
        }
      }
    }
  }
}
