import Almanac

/// Solar terms: the table look-up against computing with the engine (ICU and Foundation have no
/// solar-term API, so the engine is the baseline: what a caller without the table would run).
struct TermBenchmarks {
  let days: [CivilDate]

  func run() -> [ReportRow] {
    let count = days.count
    let tableLookup = Harness.measure(operations: count) {
      var sum = 0
      for day in days { sum &+= SolarTerm.on(day)?.rawValue ?? -1 }
      return sum
    }
    // The engine: one term's instant (a root-finding over VSOP87 with nutation and aberration).
    let sampled = 48
    let years = days.prefix(sampled).map(\.year)
    func instants(_ precision: SeriesPrecision) -> Timing {
      Harness.measure(batches: 5, operations: sampled) {
        var sum = 0
        for (index, year) in years.enumerated() {
          sum &+= Int(SolarTerm.allCases[index % 24].computeInstant(in: year, precision: precision))
        }
        return sum
      }
    }
    let engineInstant = instants(.instant)
    let fullInstant = instants(.full)
    // Without the table, "which term is this day" means computing the terms around it.
    let engineLookup = Harness.measure(batches: 5, operations: 4) {
      var sum = 0
      for day in days.prefix(4) {
        let events = SolarTerm.allCases.map { $0.computeEvent(in: day.year) }
        sum &+= events.first { $0.date == day }?.term.rawValue ?? -1
      }
      return sum
    }
    return [
      ReportRow(
        operation: "solar term of a date", almanac: tableLookup,
        baselines: [("engine", engineLookup)], goal: "≤ 20 ns (no ICU/Foundation API)"),
      ReportRow(
        operation: "one term's instant (engine)", almanac: engineInstant,
        baselines: [("full series", fullInstant)],
        goal: "≤ 10 µs, computed, not looked up"),
    ]
  }
}
