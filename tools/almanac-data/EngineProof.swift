import Almanac
import Dispatch
import Foundation

/// `almanac-data engine-proof`: every new moon and every solar term of 1–9999 found both ways,
/// the fast road (``SeriesPrecision/day`` with a full-series settle near midnight) and the full
/// series, to show that the truncation never changes a day of any calendar the engine builds.
///
/// A lunar month depends on the engine only through the local days of new moons and 中气, so if
/// every event's day is the same both ways, every month is. The check: for each event, the
/// largest |fast − full| instant, and that wherever the two instants fall on different local
/// days (Chinese, Korean or Vietnamese meridian) the fast one was near enough midnight to be
/// settled by the full series.
enum EngineProof {
  /// What one kind of event showed.
  struct Finding: Sendable {
    var events = 0
    var worstSeconds = 0.0
    var worstAt = ""
    /// Events the fast road settles with the full series (near midnight in some calendar).
    var settled = 0
    /// Events on different days both ways that the fast road would not have settled.
    var violations: [String] = []

    mutating func merge(_ other: Finding) {
      events += other.events
      if other.worstSeconds > worstSeconds { (worstSeconds, worstAt) = (other.worstSeconds, other.worstAt) }
      settled += other.settled
      violations += other.violations
    }
  }

  /// The UTC offsets (seconds) the three calendars reckon days in, at an instant.
  static let calendars: [(name: String, calendar: AstronomicalLunisolarCalendar)] = [
    ("Chinese", .chinese), ("Korean", .korean), ("Vietnamese", .vietnamese),
  ]

  /// Compares one event found both ways (seconds since 1970).
  static func compare(fast: Double, full: Double, margin: Double, label: String, into finding: inout Finding)
  {
    finding.events += 1
    let difference = abs(fast - full)
    if difference > finding.worstSeconds { (finding.worstSeconds, finding.worstAt) = (difference, label) }
    var settled = false
    for (name, calendar) in calendars {
      let near = calendar.isNearMidnight(fast, margin: margin)
      settled = settled || near
      if calendar.localDay(fast) != calendar.localDay(full) && !near {
        finding.violations.append("\(label) (\(name)): fast \(fast), full \(full)")
      }
    }
    if settled { finding.settled += 1 }
  }

  /// About the start of a civil year, a TT Julian day (the same function bounds every chunk, so
  /// the lunations of neighbouring chunks neither overlap nor leave a gap).
  static func startOf(_ year: Int) -> Double { JulianDay.j2000 + Double(year - 2000) * 365.2425 }

  /// Runs the comparison over `years` and prints what it found; 0 when no day differs, else 65.
  static func run(years: ClosedRange<Int> = 1...9999) -> Int32 {
    let started = DispatchTime.now().uptimeNanoseconds
    let chunk = 50
    let chunks = (years.count + chunk - 1) / chunk
    let results = Locked<[(Finding, Finding, Finding)]>([])
    DispatchQueue.concurrentPerform(iterations: chunks) { index in
      let low = years.lowerBound + index * chunk
      let high = min(years.upperBound, low + chunk - 1)
      var moons = Finding()
      var terms = Finding()
      var instants = Finding()
      // Lunations whose mean new moon falls in these civil years.
      let first = AstronomicalEvents.firstLunation(before: startOf(low)) + 1
      let last = AstronomicalEvents.firstLunation(before: startOf(high + 1)) + 1
      var k = first
      while k < last {
        let full = JulianDay.secondsSince1970(
          ttJDE: AstronomicalEvents.newMoon(near: AstronomicalEvents.meanNewMoon(lunation: k)))
        let fast = JulianDay.secondsSince1970(ttJDE: AstronomicalEvents.fastNewMoon(lunation: k))
        compare(
          fast: fast, full: full, margin: AstronomicalEvents.newMoonMargin,
          label: "new moon of lunation \(Int(k))", into: &moons)
        k += 1
      }
      for year in low...high {
        for term in SolarTerm.allCases {
          let full = term.computeInstant(in: year, precision: .full)
          let label = "\(term.name()) \(year)"
          compare(
            fast: term.computeInstant(in: year, precision: .day), full: full,
            margin: AstronomicalEvents.termMargin,
            label: label, into: &terms)
          // The instant series serves the years terms are given for.
          guard SolarTerm.supportedYears.contains(year) else { continue }
          let difference = abs(term.computeInstant(in: year, precision: .instant) - full)
          instants.events += 1
          if difference > instants.worstSeconds {
            (instants.worstSeconds, instants.worstAt) = (difference, label)
          }
        }
      }
      results.withLock { $0.append((moons, terms, instants)) }
    }
    var moons = Finding()
    var terms = Finding()
    var instants = Finding()
    for (m, t, i) in results.withLock({ $0 }) {
      moons.merge(m)
      terms.merge(t)
      instants.merge(i)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    func describe(_ what: String, _ finding: Finding, margin: Double) -> String {
      "\(what): \(finding.events) events, largest |day series − full| \(String(format: "%.2f", finding.worstSeconds)) s (\(finding.worstAt)); "
        + "\(finding.settled) within \(Int(margin)) s of a midnight, settled with the full series; \(finding.violations.count) days changed"
    }
    print("engine-proof: years \(years.lowerBound)–\(years.upperBound)")
    for precision in SeriesPrecision.allCases {
      let counts = precision.termCounts
      print(
        "  \(precision) series: \(counts.longitude) longitude, \(counts.radius) radius, \(counts.nutation) nutation terms"
      )
    }
    print(describe("new moons", moons, margin: AstronomicalEvents.newMoonMargin))
    print(describe("solar terms", terms, margin: AstronomicalEvents.termMargin))
    print(
      "solar terms \(SolarTerm.supportedYears.lowerBound)–\(SolarTerm.supportedYears.upperBound), instant series: \(instants.events) events, "
        + "largest |instant series − full| \(String(format: "%.2f", instants.worstSeconds)) s (\(instants.worstAt))"
    )
    for violation in (moons.violations + terms.violations).prefix(20) { print("  changed: \(violation)") }
    print("engine-proof: \(String(format: "%.1f", seconds)) s")
    return moons.violations.isEmpty && terms.violations.isEmpty ? 0 : 65
  }
}
