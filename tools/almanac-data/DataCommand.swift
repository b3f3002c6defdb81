import Almanac
import Foundation

/// The commands of `almanac-data`.
enum DataCommand: String {
  case regenerate
  case verify
  case icuDiff = "icu-diff"

  /// Runs the command; returns the process exit code (0 ok, 65 when verification fails).
  func run(_ project: Project) throws -> Int32 {
    switch self {
    case .regenerate: try regenerate(project)
    case .verify: try verify(project)
    case .icuDiff: try icuDiff()
    }
  }

  private func buildLunarTable(_ project: Project) throws -> (text: String, corrections: Int) {
    let corrections = try LunarTableBuilder.corrections(project)
    let icu = try ICULunisolarCalendar(.chinese)
    let months = LunarTableBuilder.apply(corrections, to: try LunarTableBuilder.icuMonths(icu))
    let years = try LunarTableBuilder.years(from: months)
    return (LunarTableEmitter.render(years, icuVersion: icuVersion), corrections.count)
  }

  private func regenerate(_ project: Project) throws -> Int32 {
    let table = try buildLunarTable(project)
    try project.write(LunarTableEmitter.outputFile, table.text)
    print("wrote \(LunarTableEmitter.outputFile) (ICU \(icuVersion), \(table.corrections) corrections)")
    print("rebuild (swift build) and run `almanac-data verify` to check the new table")
    return 0
  }

  private func verify(_ project: Project) throws -> Int32 {
    var failures: [String] = []
    func report(_ name: String, _ problems: [String]) {
      print((problems.isEmpty ? "ok    " : "FAIL  ") + name)
      for problem in problems.prefix(20) { print("      \(problem)") }
      if problems.count > 20 { print("      ... and \(problems.count - 20) more") }
      failures += problems
    }

    // 1. The generated file is what ICU and the corrections give today.
    let table = try buildLunarTable(project)
    let onDisk = try project.read(LunarTableEmitter.outputFile)
    let recorded = LunarTableEmitter.icuVersion(inGenerated: onDisk) ?? "unknown"
    if recorded == icuVersion {
      report(
        "\(LunarTableEmitter.outputFile) is current (ICU \(icuVersion) + \(table.corrections) corrections)",
        table.text == onDisk ? [] : ["stale: run `swift run almanac-data regenerate`"])
    } else {
      print(
        "skip  \(LunarTableEmitter.outputFile) was generated with ICU \(recorded), this is ICU \(icuVersion); the reference checks below still apply"
      )
    }

    // 2. The compiled table is the file on disk.
    let compiled = LunarCalendar.chinese.tableYears
    report(
      "the built-in table covers lunar years \(LunarTableBuilder.years)",
      compiled == LunarTableBuilder.years
        ? []
        : ["the built-in table covers \(compiled.map { "\($0)" } ?? "nothing"); rebuild after regenerating"])

    // 3. Independent references.
    report(
      "every month agrees with lunar-python and sxtwl (\(LunarVerification.referenceFile)), disputes as listed",
      try LunarVerification.checkReference(project, years: LunarTableBuilder.years))

    // 4. Every difference from ICU is a listed correction.
    let corrected = Set(try LunarTableBuilder.corrections(project).map(\.label))
    let differences = try LunarVerification.icuDifferences(try ICULunisolarCalendar(.chinese))
    let unexplained = differences.filter {
      !corrected.contains(MonthLabel($0.table)) && !corrected.contains(MonthLabel($0.icu))
    }
    let months = Set(differences.map { MonthLabel($0.table) }).union(differences.map { MonthLabel($0.icu) })
      .intersection(corrected)
    report(
      "ICU \(icuVersion) differs from the table on \(differences.count) days, all in the \(months.count) corrected months",
      unexplained.map {
        "\($0.day): ICU \($0.icu.isoText), table \($0.table.isoText), not a listed correction"
      })

    print(failures.isEmpty ? "verify: all checks passed" : "verify: \(failures.count) problems")
    return failures.isEmpty ? 0 : 65
  }

  private func icuDiff() throws -> Int32 {
    let differences = try LunarVerification.icuDifferences(try ICULunisolarCalendar(.chinese))
    var byMonth: [(MonthLabel, [LunarVerification.Difference])] = []
    for difference in differences {
      let label = MonthLabel(difference.table)
      if byMonth.last?.0 == label {
        byMonth[byMonth.count - 1].1.append(difference)
      } else {
        byMonth.append((label, [difference]))
      }
    }
    for (label, days) in byMonth {
      guard let first = days.first, let last = days.last else { continue }
      print(
        "\(label)\t\(days.count) days\t\(first.day)...\(last.day)\tICU \(first.icu.isoText)...\(last.icu.isoText)\ttable \(first.table.isoText)...\(last.table.isoText)"
      )
    }
    print("ICU \(icuVersion) and the table differ on \(differences.count) days")
    return 0
  }
}

extension FileHandle {
  /// Writes text as UTF-8.
  func write(_ text: String) { write(Data(text.utf8)) }
}
