import Almanac
import Foundation

/// Month pages against the per-day Foundation approach apps use today: for every cell, ask
/// `Calendar(identifier: .chinese)` for the lunar date and a Gregorian calendar for the weekday.
struct GridBenchmarks {
  func run() -> [ReportRow] {
    var options = GridOptions(today: benchDate("2026-02-17"))
    options.inDates = .fillFirstRow
    options.outDates = .tillEndOfGrid
    // Batches of 2,000 pages (about a millisecond each), so that a batch outlasts the machine's
    // short stalls.
    let fullMonth = Harness.measure(operations: 2_000) {
      var sum = 0
      for index in 0..<2_000 {
        let year = 1950 + index % 100
        if let grid = try? MonthGrid(year: year, month: index % 12 + 1, options: options) {
          sum &+= grid.days.count + (grid.days[20].subtitle?.utf8.count ?? 0)
        }
      }
      return sum
    }
    // With fresh default options each time (`MonthGrid(year:month:)`, today from the clock):
    // the options are resolved once and recognised after.
    let freshDefaults = Harness.measure(operations: 2_000) {
      var sum = 0
      for index in 0..<2_000 {
        if let grid = try? MonthGrid(year: 1950 + index % 100, month: index % 12 + 1) {
          sum &+= grid.days.count
        }
      }
      return sum
    }
    let range = try? MonthRange(
      from: benchDate("1900-01-01"), through: benchDate("2100-12-31"), options: options)
    // The same pages from a range, whose options are resolved once (how a scrolling calendar
    // asks for them).
    let rangeMonth = Harness.measure(operations: 2_000) {
      var sum = 0
      guard let range else { return 0 }
      for index in 0..<2_000 {
        let grid = range[(50 + index % 100) * 12 + index % 12]
        sum &+= grid.days.count + (grid.days[20].subtitle?.utf8.count ?? 0)
      }
      return sum
    }
    // The same page read again, as a scrolling calendar redraws it: kept by the range.
    let cachedMonth = Harness.measure(operations: 2_000) {
      var sum = 0
      guard let range else { return 0 }
      for index in 0..<2_000 { sum &+= range[1_500 + index % 24].days.count }
      return sum
    }
    // Drawing a kept page: every cell's model read (its strings, festivals, badge).
    let everyCell = Harness.measure(operations: 240) {
      var sum = 0
      guard let range else { return 0 }
      for index in 0..<240 {
        for day in range[1_500 + index % 24].days {
          sum &+= day.dayText.utf8.count + (day.subtitle?.utf8.count ?? 0)
        }
      }
      return sum
    }
    let memoryBefore = Harness.peakMemoryKiB()
    let allMonths = Harness.measure(batches: 5, operations: 1) {
      var sum = 0
      guard let range else { return 0 }
      for grid in range { sum &+= grid.days.count }
      return sum
    }
    let memoryGrowth = Harness.peakMemoryKiB() - memoryBefore
    let indexOf = Harness.measure(operations: 10_000) {
      var sum = 0
      guard let range else { return 0 }
      let base = benchDate("1950-01-01")
      for offset in 0..<10_000 { sum &+= range.index(of: base.adding(days: offset)) ?? 0 }
      return sum
    }
    // The per-day Foundation approach for one 42-cell page.
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .current
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = chinese.timeZone
    let foundationMonth =
      ProcessInfo.processInfo.environment["BENCH_NO_BASELINE"] != nil
      ? .skipped
      : Harness.measure(batches: 5, operations: 20) {
        var sum = 0
        for index in 0..<20 {
          let first = benchDate("1950-01-01").adding(days: index * 30)
          for cell in 0..<42 {
            let date = first.adding(days: cell).date(in: chinese.timeZone)
            let lunar = chinese.dateComponents([.year, .month, .day, .isLeapMonth], from: date)
            let weekday = gregorian.component(.weekday, from: date)
            sum &+= (lunar.day ?? 0) + weekday
          }
        }
        return sum
      }
    print("  (all 2,412 pages: peak memory grew by \(memoryGrowth / 1024) MiB)")
    // Pages of years without an arrangement: the law's provisional days (预) looked up for
    // them, against the same number of pages of covered years.
    func pages(_ years: ClosedRange<Int>) -> Timing {
      Harness.measure(operations: 2_000) {
        var sum = 0
        for index in 0..<2_000 {
          let year = years.lowerBound + index % years.count
          if let grid = try? MonthGrid(year: year, month: index % 12 + 1, options: options) {
            sum &+= grid.days.count + (grid.days[20].badge == nil ? 0 : 1)
          }
        }
        return sum
      }
    }
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    let provisionalPages = pages(next...(next + 19))
    let coveredPages = pages(2005...2024)
    return [
      ReportRow(
        operation: "one month of an unpublished year (预 days)", almanac: provisionalPages,
        baselines: [("a covered year's month", coveredPages)], goal: "≤ 1 µs"),
      ReportRow(
        operation: "one 42-cell month, from a range", almanac: rangeMonth,
        baselines: [("Foundation per day", foundationMonth)], goal: "≤ 1 µs"),
      ReportRow(
        operation: "one 42-cell month, standalone", almanac: fullMonth,
        baselines: [("Foundation per day", foundationMonth)], goal: "≤ 1 µs"),
      ReportRow(
        operation: "one month, fresh default options", almanac: freshDefaults,
        baselines: [("Foundation per day", foundationMonth)], goal: "≤ 1 µs"),
      ReportRow(
        operation: "one month read again from a range", almanac: cachedMonth,
        baselines: [("Foundation per day", foundationMonth)], goal: "kept, not rebuilt"),
      ReportRow(
        operation: "every cell of a kept page read", almanac: everyCell,
        baselines: [("Foundation per day", foundationMonth)], goal: "a redraw: 42 models"),
      ReportRow(
        operation: "all 2,412 months 1900–2100", almanac: allMonths,
        baselines: [
          (
            "Foundation per day",
            Timing(median: foundationMonth.median * 2_412, best: foundationMonth.best * 2_412)
          )
        ], goal: "≤ 10 ms, memory flat"),
      ReportRow(operation: "MonthRange.index(of:)", almanac: indexOf, baselines: [], goal: "O(1)"),
    ]
  }
}
