import Almanac

/// The checks `almanac-data verify` runs on the lunar table.
enum LunarVerification {
  static let referenceFile = "data/lunar/reference-months.tsv"
  static let disputesFile = "data/lunar/disputes.tsv"

  /// A month in dispute: the first day the table uses and the other candidate.
  struct Dispute {
    let chosen: CivilDate
    let other: CivilDate
  }

  static func disputes(_ project: Project) throws -> [MonthLabel: Dispute] {
    var result: [MonthLabel: Dispute] = [:]
    for record in try project.records(
      disputesFile, fields: ["month", "first day chosen", "other date", "new moon", "why"])
    {
      result[try record.month(0)] = Dispute(chosen: try record.date(1), other: try record.date(2))
    }
    return result
  }

  /// Compares the compiled table with the independent references (lunar-python and sxtwl).
  /// Every month must begin where lunar-python says, except a listed dispute, which must use its
  /// chosen date with the references on one of its two dates.
  static func checkReference(_ project: Project, years: ClosedRange<Int>) throws -> [String] {
    let disputes = try disputes(project)
    var failures: [String] = []
    var checked = 0
    for record in try project.records(referenceFile, fields: ["month", "lunar-python", "sxtwl"]) {
      let label = try record.month(0)
      guard years.contains(label.year) else { continue }
      let python = try record.date(1)
      let sxtwl = record.fields[2] == "-" ? python : try record.date(2)
      let first = LunarDate(year: label.year, month: label.month, day: 1, isLeapMonth: label.isLeap)
      let table = first.flatMap { try? LunarCalendar.chinese.civilDate(for: $0) }
      checked += 1
      if let dispute = disputes[label] {
        let candidates: Set = [dispute.chosen, dispute.other]
        if table != dispute.chosen || !candidates.contains(python) || !candidates.contains(sxtwl) {
          failures.append(
            "\(record.file):\(record.line): disputed month \(label) is \(table.map(String.init) ?? "missing") in the table, chosen \(dispute.chosen)"
          )
        }
      } else if table != python || python != sxtwl {
        failures.append(
          "\(record.file):\(record.line): \(label) begins \(table.map(String.init) ?? "nowhere") in the table, \(python) per lunar-python, \(sxtwl) per sxtwl"
        )
      }
    }
    if checked == 0 { failures.append("\(referenceFile): no months in \(years)") }
    return failures
  }

  /// Days on which ICU and the compiled table disagree, grouped by the table's month.
  struct Difference {
    let day: CivilDate
    let icu: LunarDate
    let table: LunarDate
  }

  static func icuDifferences(_ icu: ICULunisolarCalendar) throws -> [Difference] {
    guard let dates = LunarCalendar.chinese.tableDates else { return [] }
    var result: [Difference] = []
    for day in dates {
      let fromICU = try icu.lunarDate(dayNumber: day.daysSince1970)
      let fromTable = LunarCalendar.chinese.lunarDate(for: day)
      if fromICU != fromTable { result.append(Difference(day: day, icu: fromICU, table: fromTable)) }
    }
    return result
  }
}
