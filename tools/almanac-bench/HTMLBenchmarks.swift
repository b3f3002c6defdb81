import Almanac
import Foundation

/// HTML pages: a month page's HTML from a built page, and a whole year page (twelve pages built
/// and written), each beside the JSON Lines of the same day models (another writer over the same
/// values) and Foundation's per-day approach to the same cells.
struct HTMLBenchmarks {
  func run() -> [ReportRow] {
    let options = GridOptions(today: benchDate("2026-02-17"))
    guard let month = try? MonthGrid(year: 2026, month: 2, options: options) else { return [] }
    let monthHTML = Harness.measure(batches: 15, operations: 100) {
      var total = 0
      for _ in 0..<100 { total &+= HTMLCalendar.page(month).utf8.count }
      return total
    }
    let encoder = JSONLinesEncoder()
    // The same cells through Foundation's encoder (keys in hash order: not the contract, a
    // baseline of what Codable costs there).
    let foundation = JSONEncoder()
    let monthFoundation = Harness.measure(batches: 15, operations: 100) {
      var total = 0
      for _ in 0..<100 {
        for day in month.days { total &+= (try? foundation.encode(day))?.count ?? 0 }
      }
      return total
    }
    let monthJSON = Harness.measure(batches: 15, operations: 100) {
      var total = 0
      for _ in 0..<100 {
        var bytes: [UInt8] = []
        for day in month.days { encoder.encodeLine(day, appendingTo: &bytes) }
        total &+= bytes.count
      }
      return total
    }
    let yearPage = Harness.measure(batches: 15, operations: 10) {
      var total = 0
      for index in 0..<10 {
        if let year = try? YearGrid(year: 2020 + index % 7, options: options) {
          total &+= HTMLCalendar.page(year).utf8.count
        }
      }
      return total
    }
    let yearJSON = Harness.measure(batches: 15, operations: 10) {
      var total = 0
      for index in 0..<10 {
        guard let year = try? YearGrid(year: 2020 + index % 7, options: options) else { continue }
        for page in year.months {
          var bytes: [UInt8] = []
          for day in page.days { encoder.encodeLine(day, appendingTo: &bytes) }
          total &+= bytes.count
        }
      }
      return total
    }
    return [
      ReportRow(
        operation: "HTML of a month page (built)", almanac: monthHTML,
        baselines: [("JSON Lines of its cells", monthJSON)], goal: "≤ 100 µs"),
      ReportRow(
        operation: "JSON Lines of a month's cells (JSONLinesEncoder)", almanac: monthJSON,
        baselines: [("Foundation JSONEncoder, same Codable", monthFoundation)],
        goal: "as fast as the hand-written writer it replaced (207–229 µs that day)"),
      ReportRow(
        operation: "a year page: 12 pages + HTML", almanac: yearPage,
        baselines: [("12 pages + JSON Lines", yearJSON)], goal: "≤ 1 ms"),
    ]
  }
}
