import Almanac

/// Compares the astronomy engine and the solar-term table with JPL DE422
/// (`data/terms/reference-instants.tsv`, `data/astronomy/reference-new-moons.tsv`).
struct AstronomyVerification {
  static let termsFile = "data/terms/reference-instants.tsv"
  static let termDisputesFile = "data/terms/disputes.tsv"
  static let newMoonsFile = "data/astronomy/reference-new-moons.tsv"
  /// Allowed differences from the ephemeris, seconds.
  static let termTolerance = 60.0
  static let newMoonTolerance = 30.0

  private(set) var termSummary = ""
  private(set) var termProblems: [String] = []
  private(set) var newMoonSummary = ""
  private(set) var newMoonProblems: [String] = []

  init(_ project: Project) throws {
    try checkTerms(project)
    try checkNewMoons(project)
  }

  private mutating func checkTerms(_ project: Project) throws {
    var disputes: [String: (chosen: CivilDate, other: CivilDate)] = [:]
    for record in try project.records(
      Self.termDisputesFile, fields: ["year", "index", "name", "date chosen", "other date", "why"])
    {
      disputes["\(record.fields[0])/\(record.fields[1])"] = (try record.date(3), try record.date(4))
    }
    var worst = 0.0
    var total = 0.0
    var count = 0
    for record in try project.records(
      Self.termsFile, fields: ["year", "index", "name", "TT", "UT", "date"])
    {
      guard let year = Int(record.fields[0]), let index = Int(record.fields[1]),
        let term = SolarTerm(rawValue: index)
      else { throw record.error("year or index is not a number") }
      let reference = try record.instant(4)
      let referenceDate = try record.date(5)
      // The table for its years, the engine itself for the years around them.
      let event =
        SolarTermTableGenerator.years.contains(year)
        ? try term.event(in: year)
        : SolarTermEvent(
          term: term, year: year, secondsSince1970: term.computeInstant(in: year, precision: .full))
      let error = abs(event.secondsSince1970 - reference)
      worst = max(worst, error)
      total += error
      count += 1
      if error > Self.termTolerance {
        termProblems.append("\(year) \(term.name()): \(Int(error)) s from DE422")
      }
      if let dispute = disputes["\(year)/\(index)"] {
        if event.date != dispute.chosen || ![dispute.chosen, dispute.other].contains(referenceDate) {
          termProblems.append(
            "\(year) \(term.name()): disputed, table \(event.date), chosen \(dispute.chosen)")
        }
      } else if event.date != referenceDate {
        termProblems.append("\(year) \(term.name()): \(event.date) here, \(referenceDate) per DE422")
      }
    }
    if count == 0 { termProblems.append("\(Self.termsFile) holds no terms") }
    termSummary =
      "\(count) solar terms agree with DE422 to the day; instants within \(Int(Self.termTolerance)) s "
      + "(largest \(format(worst)) s, mean \(format(total / Double(max(count, 1)))) s)"
  }

  private mutating func checkNewMoons(_ project: Project) throws {
    var worst = 0.0
    var total = 0.0
    var count = 0
    for record in try project.records(Self.newMoonsFile, fields: ["TT", "UT", "date"]) {
      let referenceTT = try record.instant(0)
      let guess = JulianDay.unixEpoch + referenceTT / 86_400
      let computed = (AstronomicalEvents.newMoon(near: guess) - JulianDay.unixEpoch) * 86_400
      let error = abs(computed - referenceTT)
      worst = max(worst, error)
      total += error
      count += 1
      if error > Self.newMoonTolerance {
        newMoonProblems.append("new moon \(record.fields[0]) TT: \(Int(error)) s from DE422")
      }
    }
    if count == 0 { newMoonProblems.append("\(Self.newMoonsFile) holds no new moons") }
    newMoonSummary =
      "\(count) new moons within \(Int(Self.newMoonTolerance)) s of DE422 "
      + "(largest \(format(worst)) s, mean \(format(total / Double(max(count, 1)))) s)"
  }

  private func format(_ seconds: Double) -> String {
    String(Double((seconds * 10).rounded()) / 10)
  }
}

extension DataRecord {
  /// Field `index` as an ISO date-time `YYYY-MM-DDTHH:MM:SS`, in seconds since 1970 (in the
  /// field's own time scale).
  func instant(_ index: Int) throws -> Double {
    let text = fields[index]
    let parts = text.split(separator: "T")
    guard parts.count == 2, let day = CivilDate(String(parts[0])) else {
      throw error("'\(text)' is not a date-time (YYYY-MM-DDTHH:MM:SS)")
    }
    let clock = parts[1].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3 else { throw error("'\(text)' is not a date-time (YYYY-MM-DDTHH:MM:SS)") }
    return Double(day.daysSince1970 * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2])
  }
}
