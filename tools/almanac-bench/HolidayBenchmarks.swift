import Almanac
import AlmanacToolSupport
import Foundation

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
    // Due dates: 20 working days from a date, against counting them off day by day.
    let origins = days.filter { $0.year < 2026 }.prefix(2_000)
    let dueDates = Harness.measure(operations: origins.count) {
      var sum = 0
      for origin in origins { sum &+= (try? table.adding(workdays: 20, to: origin))?.day ?? 0 }
      return sum
    }
    let dueWalk = Harness.measure(operations: origins.count) {
      var sum = 0
      for origin in origins {
        var day = origin
        var left = 20
        while left > 0 {
          day = day.adding(days: 1)
          if naiveIsWorkday(day) { left -= 1 }
        }
        sum &+= day.day
      }
      return sum
    }
    // A table built (every loaded file and every merge builds one): mainland China's, whose
    // law's days are shared by all tables and computed once per process, against Taiwan's.
    let build = Harness.measure(batches: 9, operations: 20) {
      var sum = 0
      for _ in 0..<20 {
        sum &+= HolidayTable(region: .mainlandChina, years: table.years, holidays: table.holidays).years.count
      }
      return sum
    }
    let buildWithoutLaw = Harness.measure(batches: 9, operations: 20) {
      var sum = 0
      for _ in 0..<20 {
        sum &+= HolidayTable(region: .taiwan, years: table.years, holidays: table.holidays).years.count
      }
      return sum
    }
    // What every command does first: the table in force, with an empty data directory.
    let empty = HolidayDataDirectory(url: URL(fileURLWithPath: "/nonexistent/almanac-bench"))
    let inForce = Harness.measure(operations: 200) {
      var sum = 0
      for _ in 0..<200 {
        sum &+= (try? HolidayTable.inForce(.mainlandChina, dataDirectory: empty))?.years.count ?? 0
      }
      return sum
    }
    let provisional = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= table.provisionalStatus(on: day.adding(days: 9_000)) == nil ? 0 : 1 }
      return sum
    }
    return [
      ReportRow(
        operation: "status(on:), one date", almanac: status, baselines: [("dictionary", naive)],
        goal: "≤ 20 ns"),
      ReportRow(
        operation: "provisionalStatus(on:), a date of an unpublished year", almanac: provisional,
        baselines: [("dictionary", naive)], goal: "≤ 100 ns"),
      ReportRow(
        operation: "adding(workdays: 20, to:)", almanac: dueDates, baselines: [("day walk", dueWalk)],
        goal: "≤ 1 µs"),
      ReportRow(
        operation: "a CN table built (23 years)", almanac: build,
        baselines: [("the same as a TW table (no law)", buildWithoutLaw)], goal: "no cost for the law"),
      ReportRow(
        operation: "table in force, empty data directory", almanac: inForce,
        baselines: [
          ("built-in", Harness.measure(operations: 200) { HolidayTable.mainlandChina.years.count })
        ],
        goal: "≤ 50 µs"),
      ReportRow(
        operation: "isWorkday, one date", almanac: isWorkday, baselines: [("dictionary", naive)],
        goal: "≤ 20 ns"),
      ReportRow(
        operation: "workdays over 10 years", almanac: tenYears, baselines: [("day walk", walk)],
        goal: "≤ 1 µs"),
    ]
  }
}
