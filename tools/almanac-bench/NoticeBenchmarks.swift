import Almanac
import Foundation

/// Reading the State Council's notice: the 2026 notice as text and as a saved page, and 2008's
/// (the long older wording), each beside a bare regular-expression scan of the same text for its
/// dates (what a scraper does before any checking).
struct NoticeBenchmarks {
  /// The project's files, found from this source file (the benchmark runs from a checkout).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func run() -> [ReportRow] {
    let cases = [
      ("notice → table, 2026 text", "data/holidays/notices/CN-2026.txt"),
      ("notice → table, 2026 saved page", "Tests/Fixtures/notices/govcn-2026-page-constructed.html"),
      ("notice → table, 2008 text", "data/holidays/notices/CN-2008.txt"),
    ]
    var rows: [ReportRow] = []
    for (name, path) in cases {
      guard
        let text = try? String(
          contentsOf: NoticeBenchmarks.root.appendingPathComponent(path), encoding: .utf8)
      else {
        print("skip \(name): \(path) not found (run from a checkout)")
        continue
      }
      let read = Harness.measure(batches: 15, operations: 20) {
        var total = 0
        for _ in 0..<20 {
          total += (try? HolidayTable.load(text: text, file: path))?.holidays.count ?? 0
        }
        return total
      }
      let scan = Harness.measure(batches: 15, operations: 20) {
        var total = 0
        for _ in 0..<20 { total += NoticeBenchmarks.regexDates(text) }
        return total
      }
      rows.append(
        ReportRow(operation: name, almanac: read, baselines: [("regex date scan", scan)], goal: "≤ 1 ms"))
    }
    return rows
  }

  /// The dates of a text by `NSRegularExpression`, unchecked and unresolved.
  static func regexDates(_ text: String) -> Int {
    guard let pattern = try? NSRegularExpression(pattern: "(?:(\\d{4})年)?(?:(\\d{1,2})月)?(\\d{1,2})日") else {
      return 0
    }
    return pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
  }
}
