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

  /// The published months of `years` (1899...2100 at most): lunar-python's first day, or a
  /// listed dispute's chosen one (the Hong Kong Observatory's) where the references differ.
  static func publishedMonths(_ project: Project, years: ClosedRange<Int>) throws -> [(
    label: MonthLabel, firstDay: CivilDate
  )] {
    let disputes = try disputes(project)
    return try project.records(referenceFile, fields: ["month", "lunar-python", "sxtwl"]).compactMap {
      record in
      let label = try record.month(0)
      guard years.contains(label.year) else { return nil }
      if let dispute = disputes[label] { return (label, dispute.chosen) }
      guard record.fields[2] == "-" else {
        throw record.error("lunar-python and sxtwl disagree on \(label) and disputes.tsv does not settle it")
      }
      return (label, try record.date(1))
    }
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

  #if SystemICU
    /// Days on which ICU and the compiled table disagree, grouped by the table's month.
    struct Difference {
      let day: CivilDate
      let icu: LunarDate
      let table: LunarDate
    }

    /// Over the civil days of lunar years 1899...2100 (before them ICU knows nothing of the Qing
    /// calendar, after them nothing is published to compare with).
    static func icuDifferences(_ icu: ICULunisolarCalendar) throws -> [Difference] {
      let calendar = LunarCalendar.chinese
      guard let start = try? calendar.newYear(of: EngineYears.modernYears.lowerBound),
        let end = try? calendar.newYear(of: EngineYears.modernYears.upperBound + 1)
      else { return [] }
      var result: [Difference] = []
      for day in start..<end {
        let fromICU = try icu.lunarDate(dayNumber: day.daysSince1970)
        let fromTable = LunarCalendar.chinese.lunarDate(for: day)
        if fromICU != fromTable { result.append(Difference(day: day, icu: fromICU, table: fromTable)) }
      }
      return result
    }
  #endif
}
