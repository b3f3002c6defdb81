import Almanac

/// `verify`'s look at the day facts against lunar-python (the reference files the cross-check
/// scripts in tools/crosscheck wrote): 数九 and 三伏 and the pentads on every day of 1900–2100,
/// 八字 at the reference instants in both 晚子时 conventions, lunar recurring days in every lunar
/// year under both policies.
enum DayFactsVerification {
  /// Where Almanac writes a pentad's name as the classical text does (data/SOURCES.md).
  static let classicalNames = ["大雨行时": "大雨时行"]

  static func check(_ project: Project) throws -> [(summary: String, problems: [String])] {
    [
      try seasons(project), try pentads(project), try eightCharacters(project), try recurrences(project),
    ]
  }

  /// Runs of `name <TAB> first day <TAB> days` laid out day by day: day number → (name, place),
  /// the place 0 in a run the reference cut at 1900-01-01 (its places there are not whole).
  private static func runs(_ project: Project, _ file: String, name: String) throws -> [Int: (String, Int)] {
    let cut = CivilDate("1900-01-01")
    var days: [Int: (String, Int)] = [:]
    for record in try project.records(file, fields: [name, "first day", "days"]) {
      guard let first = CivilDate(record.fields[1]), let count = Int(record.fields[2]), count > 0 else {
        throw record.error("expected a date and a number of days")
      }
      for place in 1...count {
        days[first.daysSince1970 + place - 1] = (record.fields[0], first == cut ? 0 : place)
      }
    }
    return days
  }

  /// The days of 1900–2100 on which Almanac's answer (name, day within) differs from the
  /// reference's (a place of 0 is not compared).
  private static func differences(
    _ reference: [Int: (String, Int)], _ answer: (CivilDate) -> (String, Int)?
  ) -> (checked: Int, problems: [String]) {
    guard let start = CivilDate("1900-01-01"), let end = CivilDate("2100-12-31") else { return (0, []) }
    var problems: [String] = []
    var checked = 0
    for date in start...end {
      let expected = reference[date.daysSince1970]
      let found = answer(date)
      checked += 1
      if expected?.0 != found?.0 || (expected.map { $0.1 != 0 && $0.1 != found?.1 } ?? false) {
        problems.append(
          "\(date): Almanac \(found.map { "\($0.0) day \($0.1)" } ?? "none"), lunar-python \(expected.map { "\($0.0) day \($0.1)" } ?? "none")"
        )
      }
    }
    return (checked, problems)
  }

  private static func seasons(_ project: Project) throws -> (summary: String, problems: [String]) {
    let reference = try runs(project, "data/festivals/seasons-reference.tsv", name: "part")
    let (checked, problems) = differences(reference) { date in
      SeasonalPeriod.day(on: date).first { $0.period != "meiyu" }.map { ($0.part.zhHans, $0.day) }
    }
    return (
      "数九 and 三伏 equal lunar-python's getShuJiu and getFu on all \(checked) days of 1900–2100", problems
    )
  }

  private static func pentads(_ project: Project) throws -> (summary: String, problems: [String]) {
    let reference = try runs(project, "data/festivals/pentads-reference.tsv", name: "pentad").mapValues {
      (classicalNames[$0.0] ?? $0.0, $0.1)
    }
    let (checked, problems) = differences(reference) { date in
      Pentad.day(on: date).map { ($0.pentad.name.zhHans, $0.day) }
    }
    return (
      "the pentads equal lunar-python's getWuHou on all \(checked) days of 1900–2100 (大雨时行 for its 大雨行时)",
      problems
    )
  }

  private static func eightCharacters(_ project: Project) throws -> (summary: String, problems: [String]) {
    let records = try project.records(
      "data/lunar/eight-char-reference.tsv",
      fields: ["instant", "year", "month", "day", "day2", "hour", "branch"])
    var problems: [String] = []
    for record in records {
      let f = record.fields
      guard let time = BeijingTime(f[0]) else { throw record.error("'\(f[0])' is not a time") }
      for (lateZi, day) in [(LateZiHour.nextDay, f[3]), (.sameDay, f[4])] {
        let expected = "\(f[1]) \(f[2]) \(day) \(f[5])"
        let found = EightCharacters(time, lateZi: lateZi)?.text ?? "none"
        if found != expected {
          problems.append("\(f[0]) \(lateZi.rawValue): Almanac \(found), lunar-python \(expected)")
        }
      }
      if DoubleHour(hour: time.hour).branch.character != f[6] {
        problems.append("\(f[0]): 时辰 \(DoubleHour(hour: time.hour).branch.character), lunar-python \(f[6])")
      }
    }
    return (
      "八字 and 时辰 equal lunar-python's EightChar (sects 1 and 2) at all \(records.count) instants", problems
    )
  }

  private static func recurrences(_ project: Project) throws -> (summary: String, problems: [String]) {
    let records = try project.records(
      "data/lunar/lunar-events-reference.tsv", fields: ["day", "lunar year", "substituting", "skipping"])
    var problems: [String] = []
    for record in records {
      let f = record.fields
      guard let year = Int(f[1]), let moving = LunarRecurrence(f[0]),
        let skipping = LunarRecurrence(f[0], leapMonth: .skip, missingDay: .skip)
      else { throw record.error("expected a lunar day and a year") }
      let found = [moving, skipping].map { $0.occurrence(inLunarYear: year)?.date.description ?? "-" }
      if found != [f[2], f[3]] {
        problems.append(
          "\(f[0]) \(year): Almanac \(found.joined(separator: " / ")), lunar-python \(f[2]) / \(f[3])")
      }
    }
    return (
      "lunar recurring days equal lunar-python's calendar in all \(records.count) day-years, both policies",
      problems
    )
  }
}
