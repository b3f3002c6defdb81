import Almanac
import Foundation
import Testing

/// The maintainer's yearly flow of README's "Updating the data", run for real on a copy of the
/// package: a notice for the first year without an arrangement (a synthetic one: its days are
/// the law's, with one 补班 day) goes through `import-notice`, is stored with its text, the
/// tables are regenerated and the copy is rebuilt; then its table, its publish tree and its CLI
/// are checked. (The whole suite itself was run on such a copy when this test was written: it
/// stays green, since no test names the first unpublished year or counts files by hand.)
@Suite("almanac-data: next year's notice, from text to a release", .tags(.slow))
struct YearlyFlowSlowTests {
  @Test(
    "import-notice, the notice stored, regenerate, rebuild: the new year in the table, the tree and the CLI",
    .enabled(
      if: systemICU,
      "built without the SystemICU trait: the copy is built with the default traits either way, and the default configuration runs this"
    ))
  func yearlyFlow() throws {
    let year = Coverage.next
    let notice = SyntheticNotice(year: year)
    let manager = FileManager.default
    let copy = manager.temporaryDirectory.appendingPathComponent("almanac-flow-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: copy) }
    try manager.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in ["Package.swift", "Sources", "tools", "data", "docs", "Tests"] {
      try manager.copyItem(
        at: Binaries.root.appendingPathComponent(item), to: copy.appendingPathComponent(item))
    }
    // 1. README's one command: the notice checked, its lines into CN.jsonl, its text beside
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
    // notice again and refuses a year where it and CN.jsonl differ).
    let regenerated = try Binaries.run("almanac-data", ["regenerate", "--root", copy.path])
    #expect(regenerated.status == 0, "\(regenerated.stdout)\(regenerated.stderr)")
    #expect(regenerated.stdout.contains("wrote     Sources/AlmanacCore/Generated/HolidayData+Generated.swift"))
    let generated = try String(
      contentsOf: copy.appendingPathComponent("Sources/AlmanacCore/Generated/HolidayData+Generated.swift"),
      encoding: .utf8)
    #expect(generated.contains("(\"CN\", \(Coverage.years.first ?? 0)...\(year)),"))

    // 3. Rebuild the copy, as a release would.
    for product in ["almanac", "almanac-data"] {
      let build = try Binaries.run(
        "/usr/bin/env", ["swift", "build", "--product", product], directory: copy, absolute: true)
      #expect(
        build.status == 0,
        "swift build --product \(product):\n\(build.stdout.suffix(2_000))\(build.stderr.suffix(2_000))")
      guard build.status == 0 else { return }
    }
    let built = copy.appendingPathComponent(".build/debug")
    func run(_ tool: String, _ arguments: [String]) throws -> Binaries.Result {
      try Binaries.run(built.appendingPathComponent(tool).path, arguments, absolute: true)
    }

    // 4. The CLI: the year is built in, confirmed, with its 补班 day and no note.
    let list = try run("almanac", ["holidays", "\(year)"])
    #expect(list.status == 0 && list.stdout.contains("国办发明电〔0000〕0号"), "\(list.stderr)")
    #expect(list.stdout.contains("补班 \(notice.makeUpDay.description.dropFirst(5)) 周六"))
    let page = try run("almanac", ["month", String(notice.makeUpDay.description.prefix(7))])
    #expect(
      page.stdout.contains("\(notice.makeUpDay.day) 班") && !page.stdout.contains("预")
        && !page.stdout.contains("尚未公布"))
    let newYear = try run("almanac", ["day", "\(year)-01-01"])
    #expect(newYear.stdout.contains("CN    休 元旦 (法定节假日)"))
    let beyond = try run("almanac", ["holidays", "\(year + 1)"])
    #expect(beyond.status == 65 && beyond.stderr.hasPrefix("Error: \(year + 1) is not yet published for CN"))

    // 5. The publish tree: the year's three files and its page, and index.json's coverage.
    let site = copy.appendingPathComponent("site")
    let published = try run("almanac-data", ["publish", "--out", site.path])
    let tables = HolidayTable.builtInRegions.compactMap(HolidayTable.builtIn(region:))
    // Per region its feed and JSON, and per year three files and a year page (Macau's in
    // Chinese and Portuguese); the day feeds; openapi.json and index.json; the new year's four CN
    // files.
    let files = tables.reduce(0) { $0 + 2 + ($1.region == .macau ? 5 : 4) * $1.years.count } + 201 + 2 + 4
    #expect(
      published.status == 0 && published.stdout.hasPrefix("published \(files) files"), "\(published.stdout)")
    for path in [
      "holidays/CN/\(year).json", "holidays/CN/\(year).ics", "holidays/CN/\(year).holiday-cn.json",
      "html/CN/\(year).html",
    ] {
      #expect(manager.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
    }
    let index = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("index.json")))
        as? [String: Any])
    let china = (index["regions"] as? [String: Any])?["CN"] as? [String: Any]
    #expect(china?["last"] as? Int == year)
  }
}

/// Whether this build has the SystemICU trait: the flow's copy is built with the default traits
/// whatever this build has, so the run without the trait does not build it a second time (it is
/// the slowest test by far, about four minutes).
private let systemICU: Bool = {
  #if SystemICU
    true
  #else
    false
  #endif
}()
