import Almanac

/// Holiday look-ups against the usual approach: a dictionary of special days consulted per day
/// (how chinese-calendar and most apps do it), and a day-by-day walk for counting working days.
struct HolidayBenchmarks {
  let table = HolidayTable.mainlandChina

  func run() -> [ReportRow] {
    var random = SplitMix64(seed: 4)
    let first = benchDate("2004-01-01")
    let span = first.distance(to: benchDate("2026-12-31"))
    let days = (0..<20_000).map { _ in first.adding(days: random.next(in: 0...span)) }

    // The baseline: special days in a dictionary, weekends by rule.
    var special: [CivilDate: Bool] = [:]
    for holiday in table.holidays {
      for day in holiday.daysOff { special[day] = false }
      for day in holiday.workDays { special[day] = true }
    }
    func naiveIsWorkday(_ day: CivilDate) -> Bool {
      special[day] ?? (day.weekday != .saturday && day.weekday != .sunday)
    }

    let status = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= (try? table.status(on: day))?.isWorkday == true ? 1 : 0 }
      return sum
    }
    let isWorkday = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= (try? table.isWorkday(day)) == true ? 1 : 0 }
      return sum
    }
    let naive = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= naiveIsWorkday(day) ? 1 : 0 }
      return sum
    }
    // Ten-year spans.
    let starts = (0..<1_000).map { _ in first.adding(days: random.next(in: 0...(span - 3_653))) }
    let tenYears = Harness.measure(operations: starts.count) {
      var sum = 0
      for start in starts {
        sum &+= (try? table.workdays(from: start, through: start.adding(days: 3_652))) ?? 0
      }
      return sum
    }
    let walk = Harness.measure(batches: 5, operations: 20) {
      var sum = 0
      for start in starts.prefix(20) {
        for day in start...start.adding(days: 3_652) where naiveIsWorkday(day) { sum &+= 1 }
      }
      return sum
    }
    return [
      ReportRow(
        operation: "status(on:), one date", almanac: status, baselines: [("dictionary", naive)],
        goal: "≤ 20 ns"),
      ReportRow(
        operation: "isWorkday, one date", almanac: isWorkday, baselines: [("dictionary", naive)],
        goal: "≤ 20 ns"),
      ReportRow(
        operation: "workdays over 10 years", almanac: tenYears, baselines: [("day walk", walk)],
        goal: "≤ 1 µs"),
    ]
  }
}
