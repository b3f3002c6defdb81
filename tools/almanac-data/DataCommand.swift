import Almanac
import AlmanacPublishing
import AlmanacToolSupport
import Foundation

/// The commands of `almanac-data`.
enum DataCommand: String {
  case regenerate
  case verify
  case icuDiff = "icu-diff"
  case publish
  case importNotice = "import-notice"
  case engineCorrections = "engine-corrections"
  case engineProof = "engine-proof"

  /// The generated files, in the order they are written. The tables the engine computes (solar
  /// terms, lunar months) are computed with the coefficients and corrections read from `data/`
  /// (`AstronomyCoefficientsGenerator.series`), not the compiled ones, so one regenerate writes
  /// them all: no rebuild in between.
  static let generators: [any Generator] = [
    AstronomyCoefficientsGenerator(), LunarTableGenerator(), SolarTermTableGenerator(),
    HolidayDataGenerator(), FestivalGenerator(), SeasonalPeriodGenerator(), PentadGenerator(),
    RegionalLunarTablesGenerator(), MarketClosuresGenerator(), AnswerSchemaGenerator(), LunarDisputesGenerator(),
  ]

  /// Runs the command; returns the process exit code (0 ok, 65 when verification fails).
  func run(_ project: Project, out: String?) throws -> Int32 {
    switch self {
    case .regenerate: try regenerate(project)
    case .verify: try verify(project)
    case .icuDiff: try icuDiff()
    case .publish: try Self.publish(out: out, precompress: false)
    case .importNotice: throw UsageError(message: "import-notice needs a file")
    case .engineCorrections: try printEngineCorrections(project)
    case .engineProof: EngineProof.run()
    }
  }

  private func printEngineCorrections(_ project: Project) throws -> Int32 {
    for line in try EngineYears.derive(project) { print(line) }
    return 0
  }

  static func publish(out: String?, precompress: Bool) throws -> Int32 {
    guard let out else { throw UsageError(message: "publish needs --out <directory>") }
    let started = DispatchTime.now().uptimeNanoseconds
    // The tables in force: the built-in ones with the years imported into the user data
    // directory (said here, so that a maintainer's own imports never go out unnoticed).
    let directory = HolidayDataDirectory.standard()
    let (tables, imported): ([HolidayTable], [HolidayLayer])
    do {
      (tables, imported) = try Publisher.tablesInForce(dataDirectory: directory)
    } catch {
      throw DataFileError(file: directory?.url.path ?? "", line: nil, reason: error.reason)
    }
    let written = try Publisher.publish(to: URL(fileURLWithPath: out), tables: tables, precompress: precompress)
    // What went out, once it has: nothing is printed on standard output by a run that fails.
    for line in Publisher.includedLines(imported) { print(line) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    print(
      "published \(written.files) files, \(written.bytes / 1_048_576) MiB, to \(out) in \(String(format: "%.2f", seconds)) s"
    )
    return 0
  }

  private func regenerate(_ project: Project) throws -> Int32 {
    // Render everything first, so that a data error leaves every file as it was.
    var rendered: [(any Generator, String)] = []
    for generator in Self.generators {
      rendered.append((generator, try generator.render(project)))
    }
    for (generator, text) in rendered {
      let unchanged = (try? project.read(generator.outputFile)) == text
      if !unchanged { try project.write(generator.outputFile, text) }
      print("\(unchanged ? "unchanged" : "wrote    ") \(generator.outputFile)")
    }
    print("rebuild (swift build) and run `almanac-data verify` to check the new tables")
    return 0
  }

  private func verify(_ project: Project) throws -> Int32 {
    var report = VerificationReport()

    // 1. Every generated file is what the data and engines give today.
    for generator in Self.generators {
      let onDisk = try project.read(generator.outputFile)
      if let reason = generator.comparisonSkipped(onDisk: onDisk) {
        report.skip("\(generator.outputFile): \(reason)")
        continue
      }
      report.check(
        "\(generator.outputFile) is current (\(generator.name))",
        try generator.render(project) == onDisk ? [] : ["stale: run `swift run almanac-data regenerate`"])
    }

    // 2. The lunar table against its references, and ICU as a cross-check.
    let compiled = LunarCalendar.chinese.tableYears
    report.check(
      "the built-in lunar table covers lunar years \(LunarTableBuilder.years)",
      compiled == LunarTableBuilder.years
        ? [] : ["it covers \(compiled.map { "\($0)" } ?? "nothing"); rebuild after regenerating"])
    report.check(
      "every lunar month of \(EngineYears.modernYears) agrees with lunar-python and sxtwl (\(LunarVerification.referenceFile)), disputes as listed",
      try LunarVerification.checkReference(project, years: EngineYears.modernYears))
    #if SystemICU
      let corrected = Set(try LunarTableBuilder.corrections(project).map(\.label))
      let differences = try LunarVerification.icuDifferences(try ICULunisolarCalendar(.chinese))
      let unexplained = differences.filter {
        !corrected.contains(MonthLabel($0.table)) && !corrected.contains(MonthLabel($0.icu))
      }
      // The table does not come from ICU, so ICU is a cross-check: strict on the version whose
      // errors data/lunar/corrections.tsv lists, a note on any other.
      let name = "ICU \(icuVersion) differs from the lunar table on \(differences.count) days of 1899–2100"
      if icuVersion == LunarTableBuilder.correctionsICU {
        report.check(
          name + ", all in the months \(LunarTableBuilder.correctionsFile) lists",
          unexplained.map {
            "\($0.day): ICU \($0.icu.isoText), table \($0.table.isoText), not a listed ICU error"
          })
      } else {
        report.note(
          name
            + "; \(unexplained.count) of them outside the months \(LunarTableBuilder.correctionsFile) lists for ICU "
            + "\(LunarTableBuilder.correctionsICU) (a cross-check only: the table is built without ICU)")
      }
    #else
      report.note("built without the SystemICU trait: the ICU cross-check of the lunar table is skipped")
    #endif

    // 3. The astronomy engine and the solar-term table against JPL DE422.
    let astronomy = try AstronomyVerification(project)
    report.check(astronomy.termSummary, astronomy.termProblems)
    report.check(astronomy.newMoonSummary, astronomy.newMoonProblems)

    // 4. The lunar calendar recomputed from the engine's full series.
    let engine = try EngineCalendarVerification(project)
    report.check(engine.summary, engine.problems)
    for line in engine.explained { print("      \(line)") }

    // 5. The whole table, 1644–2300, against the references.
    let outside = try EngineYears.check(project)
    report.check(outside.summary, outside.problems)

    // 6. The Korean and Vietnamese calendars against KASI and the Vietnamese packages.
    for (summary, problems) in try RegionalLunarVerification.check(project) {
      report.check(summary, problems)
    }

    // 7. The day facts (seasons, pentads, 八字, lunar recurring days) against lunar-python.
    for (summary, problems) in try DayFactsVerification.check(project) {
      report.check(summary, problems)
    }

    return report.finish()
  }

  private func icuDiff() throws -> Int32 {
    #if SystemICU
      return try icuDiffLines()
    #else
      print("almanac-data icu-diff: built without the SystemICU trait; there is no ICU to compare with")
      return 69
    #endif
  }

  #if SystemICU
    private func icuDiffLines() throws -> Int32 {
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
          "\(label)\t\(days.count) days\t\(first.day)...\(last.day)\tICU \(first.icu.isoText)...\(last.icu.isoText)"
            + "\ttable \(first.table.isoText)...\(last.table.isoText)")
      }
      print("ICU \(icuVersion) and the table differ on \(differences.count) days")
      return 0
    }
  #endif
}

/// Collects the lines `verify` prints and whether anything failed.
struct VerificationReport {
  private var failures = 0

  mutating func check(_ name: String, _ problems: [String]) {
    print((problems.isEmpty ? "ok    " : "FAIL  ") + name)
    for problem in problems.prefix(20) { print("      \(problem)") }
    if problems.count > 20 { print("      ... and \(problems.count - 20) more") }
    failures += problems.count
  }

  func skip(_ reason: String) { print("skip  \(reason)") }

  func note(_ text: String) { print("note  \(text)") }

  /// Prints the verdict and returns the exit code.
  func finish() -> Int32 {
    print(failures == 0 ? "verify: all checks passed" : "verify: \(failures) problems")
    return failures == 0 ? 0 : 65
  }
}

extension FileHandle {
  /// Writes text as UTF-8.
  func write(_ text: String) { write(Data(text.utf8)) }
}
