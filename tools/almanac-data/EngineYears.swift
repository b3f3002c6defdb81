import Almanac
import Foundation

/// The Chinese calendar computed by the astronomy engine: its corrections
/// (`data/lunar/engine-corrections.tsv`: the Qing calendar's months that modern astronomy places
/// differently, and the months of 1899–2100 whose new moon is too near midnight for the engine to
/// settle) and its checks against the references of 1644–2300.
enum EngineYears {
  static let correctionsFile = "data/lunar/engine-corrections.tsv"
  /// The reference files of two references each and the lunar years of each they give; 1899...2100
  /// come from `LunarVerification.publishedMonths` (the same two references and the disputes).
  static let references: [(file: String, years: ClosedRange<Int>)] = [
    ("data/lunar/reference-months-1644-1899.tsv", 1644...1898),
    ("data/lunar/reference-months-2101-2300.tsv", 2101...2300),
  ]
  /// The lunar years the published months cover, which the table holds.
  static let publishedYears = 1644...2300
  /// The years of `LunarVerification.referenceFile` within them.
  static let modernYears = 1899...2100

  /// One line of the corrections file.
  struct Correction {
    let label: MonthLabel
    let firstDay: CivilDate
    let note: String

    /// The library's form of the correction.
    var engineCorrection: EngineCorrection {
      EngineCorrection(label: label, firstDay: firstDay)
    }
  }

  static let vietnameseCorrectionsFile = "data/lunar/vietnamese-corrections.tsv"

  static func corrections(_ project: Project, file: String = correctionsFile) throws -> [Correction] {
    var seen: [MonthLabel: Int] = [:]
    return try project.records(file, fields: ["month", "first day", "note"]).map { record in
      let label = try record.month(0)
      if let earlier = seen[label] {
        throw record.error("\(label) is corrected twice (also on line \(earlier))")
      }
      seen[label] = record.line
      guard !record.fields[2].trimmingCharacters(in: .whitespaces).isEmpty else {
        throw record.error("the note is empty; say where the published date comes from")
      }
      return Correction(label: label, firstDay: try record.date(1), note: record.fields[2])
    }
  }

  /// The published months of 1644–2300 in order: where lunar-python and sxtwl agree (every
  /// month outside 1899–2100), else the listed dispute's choice.
  static func referenceMonths(_ project: Project) throws -> [(label: MonthLabel, firstDay: CivilDate)] {
    let outside = try references.map { file, years in
      try agreedMonths(project, file: file, sources: ("lunar-python", "sxtwl")).filter {
        years.contains($0.label.year)
      }
    }
    return outside[0] + (try LunarVerification.publishedMonths(project, years: modernYears)) + outside[1]
  }

  /// The months of a file of two references (month, first day per one, `-` where the other
  /// agrees); a month they disagree on is an error, to be settled before it is relied on.
  static func agreedMonths(_ project: Project, file: String, sources: (String, String)) throws -> [(
    label: MonthLabel, firstDay: CivilDate
  )] {
    try project.records(file, fields: ["month", sources.0, sources.1]).map { record in
      let label = try record.month(0)
      guard record.fields[2] == "-" else {
        throw record.error(
          "\(sources.0) and \(sources.1) disagree on \(label); settle it before relying on it")
      }
      return (label, try record.date(1))
    }
  }

  /// Every month that begins elsewhere in `calendar` than in the reference.
  static func differences(_ calendar: LunarCalendar, _ months: [(label: MonthLabel, firstDay: CivilDate)])
    -> [String]
  {
    months.compactMap { label, day in
      let first = LunarDate(year: label.year, month: label.month, day: 1, isLeapMonth: label.isLeap)
      let computed = first.flatMap { try? calendar.civilDate(for: $0) }
      return computed == day
        ? nil : "\(label) begins \(computed.map(String.init) ?? "nowhere"), \(day) per the reference"
    }
  }

  /// The correction lines that make the engine's months equal the references: every reference
  /// month the engine begins on another day or does not have, with the engine's date and how
  /// close its new moon was to midnight.
  static func derive(_ project: Project) throws -> [String] {
    var lines = ["# Chinese (data/lunar/engine-corrections.tsv)"]
    lines += derive(
      engine: .chinese, years: [publishedYears], reference: try referenceMonths(project),
      sources: "lunar-python and sxtwl", zone: "UTC+7:45:40 before 1929")
    lines.append("# Vietnamese (data/lunar/vietnamese-corrections.tsv)")
    lines += derive(
      engine: .vietnamese, years: [RegionalLunarTablesGenerator.years],
      reference: try RegionalLunarVerification.vietnameseMonths(project), sources: "lunar-vn and vnlunar",
      zone: "UTC+7")
    return lines
  }

  static func derive(
    engine calendar: AstronomicalLunisolarCalendar, years: [ClosedRange<Int>],
    reference: [(label: MonthLabel, firstDay: CivilDate)], sources: String, zone: String
  ) -> [String] {
    var engine: [MonthLabel: AstronomicalLunisolarCalendar.Month] = [:]
    var byDay: [CivilDate: AstronomicalLunisolarCalendar.Month] = [:]
    for span in years {
      // Exact: the notes give the new moon's minutes from midnight, which the fast road has to seconds.
      for month in calendar.months(lunarYears: span, followingNewYear: true, exact: true) {
        engine[MonthLabel(year: month.year, month: month.month, isLeap: month.isLeapMonth)] = month
        byDay[month.firstDay] = month
      }
    }
    var lines: [String] = []
    for (label, day) in reference where engine[label]?.firstDay != day {
      var note = "\(sources); "
      if let own = engine[label] {
        note +=
          "the engine begins it \(own.firstDay) (new moon \(Int(own.minutesFromMidnight.rounded())) min from midnight, \(zone))"
      } else if let there = byDay[day] {
        let name = MonthLabel(year: there.year, month: there.month, isLeap: there.isLeapMonth)
        note += "the engine calls the month from \(day) \(name) (the leap month elsewhere)"
      } else {
        note += "the engine has no month \(label)"
      }
      lines.append("\(label)\t\(day)\t\(note)")
    }
    return lines
  }

  /// Where the compiled calendar (the table: engine and corrections) differs from the references.
  static func check(_ project: Project) throws -> (summary: String, problems: [String]) {
    let reference = try referenceMonths(project)
    let problems = differences(.chinese, reference)
    let corrections = try corrections(project).count
    return (
      "the Chinese table (engine and \(corrections) corrections) equals lunar-python and sxtwl on all \(reference.count) months of 1644–2300 (1899–2100's disputes as chosen)",
      problems
    )
  }
}
