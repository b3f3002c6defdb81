import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacFormats

/// The maintainer's yearly flow of the manual's "Updating the data", run for real with the built
/// tools on a copy of the package's data: a notice for the first year without an arrangement (a
/// synthetic one: its days are the law's, with one 补班 day) goes through `import-notice`, is
/// stored with its text, and the tables are regenerated. The regenerated table is then read by
/// the built library's own reader of the generated lines, as the next build reads it: no copy is
/// compiled. That the CLI, pages and the published tree take a new year is checked by the import
/// tests (NextYearEndToEndTests), which store the same notice in a data directory.
@Suite("almanac-data: next year's notice, from text to the generated table")
struct YearlyFlowTests {
  @Test("import-notice, the notice stored, regenerate: the new year in the generated table, as the notice says")
  func yearlyFlow() throws {
    let year = Coverage.next
    let notice = SyntheticNotice(year: year)
    let manager = FileManager.default
    let copy = manager.temporaryDirectory.appendingPathComponent("almanac-flow-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: copy) }
    // What regenerate reads and writes: data/, the answers' schemas, the generated folders.
    for item in ["data", "docs", "Sources/AlmanacCore/Generated", "Sources/AlmanacQueries/Generated"] {
      let target = copy.appendingPathComponent(item)
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: ProjectFiles.root.appendingPathComponent(item), to: target)
    }
    // 1. The manual's one command: the notice checked, its lines into CN.jsonl, its text beside
    // the others, its notices.tsv line with the link.
    let noticeFile = manager.temporaryDirectory.appendingPathComponent("almanac-flow-\(UUID().uuidString).txt")
    defer { try? manager.removeItem(at: noticeFile) }
    try Data(notice.text.utf8).write(to: noticeFile)
    let imported = try Binaries.run(
      "almanac-data", ["import-notice", noticeFile.path, "--url", "https://example.invalid/notice", "--root", copy.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("CN \(year): \(notice.holidays.count) holidays into data/holidays/CN.jsonl; its text as data/holidays/notices/CN-\(year).txt"), "\(imported.stdout)")
    #expect(
      try String(contentsOf: copy.appendingPathComponent("data/holidays/notices.tsv"), encoding: .utf8)
        .hasSuffix("\t\(year)\t国务院办公厅关于\(year)年部分节假日安排的通知\t国办发明电〔0000〕0号\thttps://example.invalid/notice\n"))
    #expect(manager.fileExists(atPath: copy.appendingPathComponent("data/holidays/notices/CN-\(year).txt").path))
    // A second import of the year is refused, and changes nothing.
    let again = try Binaries.run(
      "almanac-data", ["import-notice", noticeFile.path, "--url", "https://example.invalid/notice", "--root", copy.path])
    #expect(again.status == 65 && again.stderr.contains("already holds \(year)"), "\(again.stderr)")

    // 2. Regenerate: the holiday table is rewritten with the year (regenerate reads the stored
    // notice again and refuses a year where it and CN.jsonl differ); nothing else changes.
    let regenerated = try Binaries.run("almanac-data", ["regenerate", "--root", copy.path])
    #expect(regenerated.status == 0, "\(regenerated.stdout)\(regenerated.stderr)")
    #expect(regenerated.stdout.contains("wrote     Sources/AlmanacCore/Generated/HolidayData+Generated.swift"))
    #expect(regenerated.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.count == 1, "\(regenerated.stdout)")
    let generated = try String(
      contentsOf: copy.appendingPathComponent("Sources/AlmanacCore/Generated/HolidayData+Generated.swift"),
      encoding: .utf8)
    #expect(generated.contains("(\"CN\", \(Coverage.years.first ?? 0)...\(year)),"))

    // 3. The generated lines as the next build reads them: the built-in years unchanged, and
    // the new year exactly the notice's (names, days off, the 补班 day, every day statutory).
    let lines = try #require(Self.holidayLines(generated))
    let holidays = GeneratedHoliday.parse(lines)
    let before = HolidayTable.generatedHolidays
    #expect(holidays.count > before.count)
    let kept = Self.describe(holidays.filter { $0.year != year || $0.region != "CN" })
    let differing = zip(kept, Self.describe(before)).filter { $0 != $1 }
    #expect(kept.count == before.count && differing.isEmpty, "\(differing.prefix(3))")
    let new = holidays.filter { $0.region == "CN" && $0.year == year }
    #expect(new.map(\.zhHans) == notice.holidays.map(\.name), "\(new.map(\.zhHans))")
    for (record, holiday) in zip(new, notice.holidays) {
      #expect(record.first == holiday.days.first && record.last == holiday.days.last)
      #expect(record.statutory == holiday.days, "\(record.zhHans)")
      #expect(record.work == (holiday.name.hasPrefix("春节") ? [notice.makeUpDay] : []), "\(record.zhHans)")
      #expect(record.notice != nil && !record.clauses.isEmpty, "\(record.zhHans): the notice and its clauses")
    }

  }

  /// The generated holiday lines: the text of the raw string literal after
  /// `generatedHolidayLines = #"""`.
  static func holidayLines(_ source: String) -> String? {
    guard let start = source.range(of: "static let generatedHolidayLines = #\"\"\"\n"),
      let end = source.range(of: "\n\"\"\"#", range: start.upperBound..<source.endIndex)
    else { return nil }
    return String(source[start.upperBound..<end.lowerBound])
  }

  /// The records as comparable text (the notice by presence: its index moves when a notice is
  /// added before another region's).
  static func describe(_ records: [GeneratedHoliday]) -> [String] {
    records.map {
      "\($0.region) \($0.year) \($0.zhHans) \($0.first)...\($0.last) \($0.statutory) \($0.work) \($0.notice != nil) \($0.clauses.map(\.text))"
    }
  }
}
