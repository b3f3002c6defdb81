import Almanac

/// The lunar calendar of 1899–2100 recomputed from the astronomy engine's full series and
/// compared with the built-in table: every difference must be a listed engine correction, and
/// each of those a dispute (the months whose new moon is too near midnight to settle).
struct EngineCalendarVerification {
  private(set) var summary = ""
  private(set) var problems: [String] = []
  /// The differences that are listed, with what explains them.
  private(set) var explained: [String] = []

  init(_ project: Project) throws {
    let years = EngineYears.modernYears
    let corrections = Set(try EngineYears.corrections(project).map(\.label))
    let disputes = try LunarVerification.disputes(project)
    let computed = AstronomicalLunisolarCalendar.chinese.months(lunarYears: years, exact: true)
    var table: [MonthLabel: CivilDate] = [:]
    for year in years {
      for month in try LunarCalendar.chinese.months(inYear: year) {
        table[MonthLabel(year: year, month: month.month, isLeap: month.isLeapMonth)] = month.firstDay
      }
    }
    var seen = Set<MonthLabel>()
    for month in computed {
      let label = MonthLabel(year: month.year, month: month.month, isLeap: month.isLeapMonth)
      seen.insert(label)
      let shipped = table[label]
      guard shipped != month.firstDay else { continue }
      let detail =
        "\(label): engine \(month.firstDay), table \(shipped.map(String.init) ?? "none"); "
        + "new moon \(Int(month.minutesFromMidnight.rounded())) min from midnight"
      if corrections.contains(label) && disputes[label] != nil {
        explained.append("dispute    " + detail)
      } else {
        problems.append(detail + "; not both an engine correction and a listed dispute")
      }
    }
    for label in Set(table.keys).subtracting(seen).sorted() {
      problems.append("\(label) is in the table but not in the engine's calendar")
    }
    summary =
      "the engine's calendar (\(computed.count) months, \(years)) matches the table except "
      + "\(explained.count) listed month\(explained.count == 1 ? "" : "s")"
  }
}
