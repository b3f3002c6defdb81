import Almanac
import Foundation

/// Plans on the working calendar: a schedule's next 100 firings (plain cron, and with a word
/// that counts a month's sessions) next to a minute-by-minute scan, the way a naive cron
/// evaluator finds them; a year's leave plans next to trying every span of days.
struct PlanBenchmarks {
  func run() -> [ReportRow] {
    let calendar = WorkingCalendar(table: .mainlandChina, assuming: .law)
    let start = benchDate(ProcessInfo.processInfo.environment["PLAN_START"] ?? "2026-01-05")
    guard let plain = try? Schedule("*/15 9-17 * * 1-5"), let words = try? Schedule("30 16 * * * last trading-day"),
      let workday = try? Schedule("0 9 * * * workday")
    else { return [] }
    let fired = Harness.measure(operations: 1) { plain.firings(after: start, count: 100, calendar: calendar).firings.count }
    // The baseline: every minute from the start, its fields checked, until 100 fire.
    let scanned = Harness.measure(operations: 1) {
      var found = 0
      var minute = 0
      while found < 100 {
        let day = start.adding(days: minute / 1_440)
        let clock = minute % 1_440
        if plain.cron.matches(day) && plain.cron.hours.contains(clock / 60) && plain.cron.minutes.contains(clock % 60) {
          found += 1
        }
        minute += 1
      }
      return found
    }
    let counted = Harness.measure(operations: 1) { words.firings(after: start, count: 100, calendar: calendar).firings.count }
    // The baseline: a month's sessions listed again each day, as a script asking a library would.
    let listed = Harness.measure(operations: 1) {
      var found = 0
      var day = start
      while found < 100 {
        let first = CivilDate(year: day.year, month: day.month, day: 1) ?? day
        let last = CivilDate(year: day.year, month: day.month, day: CivilDate.daysInMonth(year: day.year, month: day.month)) ?? day
        let sessions = (first...last).filter { date in
          (try? calendar.meets(.tradingDay(.shanghaiShenzhen), on: date).matches) == true
        }
        if sessions.last == day { found += 1 }
        day = day.adding(days: 1)
      }
      return found
    }
    let workdays = Harness.measure(operations: 1) { workday.firings(after: start, count: 100, calendar: calendar).firings.count }
    let planner = LeavePlanner(calendar: calendar)
    let year = (benchDate("2026-01-01"), benchDate("2026-12-31"))
    let plans = Harness.measure(operations: 1) {
      (try? planner.plans(from: year.0, through: year.1, days: 5).count) ?? 0
    }
    // The baseline: every span of the year tried, its working days counted one by one.
    let spans = Harness.measure(operations: 1) {
      let days = Array(year.0...year.1)
      let worked = days.map { (try? calendar.workday($0).matches) ?? true }
      var best = 0
      for first in days.indices {
        var leave = 0
        for last in first..<days.count {
          if worked[last] { leave += 1 }
          if leave > 5 { break }
          best = max(best, last - first + 1)
        }
      }
      return best
    }
    // A year's phases of the Moon, computed: a hundred years a batch, each batch years not
    // asked before (outside 1900...2100 the cache keeps only the most recent).
    let bases = Array(stride(from: 1000, through: 1800, by: 100)) + Array(stride(from: 2200, through: 2900, by: 100))
    var moonBatch = 0
    let moon = Harness.measure(operations: 100) {
      let base = bases[moonBatch % bases.count]
      moonBatch += 1
      var count = 0
      for year in base..<(base + 100) { count += (try? MoonPhases.events(inYear: year).count) ?? 0 }
      return count
    }
    // The baseline: a year's 24 solar terms, computed by the same engine.
    var termBatch = 0
    let terms = Harness.measure(operations: 100) {
      let base = bases[termBatch % bases.count]
      termBatch += 1
      var count = 0
      for year in base..<(base + 100) { count += SolarTerm.allCases.compactMap { try? $0.event(in: year) }.count }
      return count
    }
    return [
      ReportRow(
        operation: "a year's moon phases, computed", almanac: moon, baselines: [("its 24 terms", terms)], goal: "≤ 1 ms"),
      ReportRow(
        operation: "schedule: next 100, plain cron", almanac: fired, baselines: [("minute scan", scanned)],
        goal: "≤ 1 ms"),
      ReportRow(
        operation: "schedule: next 100, workday", almanac: workdays, baselines: [("minute scan", scanned)],
        goal: "≤ 1 ms"),
      ReportRow(
        operation: "schedule: next 100, last session", almanac: counted,
        baselines: [("month listed daily", listed)], goal: "≤ 1 ms"),
      ReportRow(
        operation: "a year's leave plans (5 days)", almanac: plans, baselines: [("best length, every span", spans)],
        goal: "≤ 10 ms"),
    ]
  }
}
