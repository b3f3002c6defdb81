import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// Overlays through the CLI and the server: stored with `holidays import --overlay`, listed,
/// shown by `day`, `month` and the JSON, counted by `workdays` (not with `--official`), never in
/// `holidays YYYY`, timor.tech's answers or the published tree; removed with `holidays remove
/// --overlay`.
@Suite("Overlays end to end", .serialized)
struct OverlayEndToEndTests {
  static let file = """
    {"format":"almanac-overlay/1","name":"acme","label":"公司","days":[
     {"date":"2026-12-31","kind":"dayOff","name":"年会"},
     {"date":"2026-12-24","kind":"halfDay","name":"平安夜半天"},
     {"date":"2026-10-03","kind":"workday","name":"盘点"}]}
    """

  @Test("import, list, day, month, workdays, holidays YYYY, remove")
  func cli() throws {
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let source = data.appendingPathComponent("acme.json")
    try Data(Self.file.utf8).write(to: source)
    let environment = ["ALMANAC_DATA_DIR": data.path]
    func run(_ arguments: String...) throws -> Binaries.Result {
      try Binaries.run("almanac", arguments, environment: environment)
    }
    let holidaysBefore = try run("holidays", "2026").stdout
    let imported = try run("holidays", "import", "--overlay", "acme", source.path)
    #expect(imported.status == 0 && imported.stdout.hasPrefix("imported overlay acme (公司, CN) from "), "\(imported.stderr)")
    #expect(imported.stdout.contains("1 day off, 1 half day, 1 working day"))
    let sources = try run("holidays", "sources")
    #expect(sources.stdout.contains("CN  2026  overlay acme  ") && sources.stdout.contains("(overlay JSON, SHA-256 "))
    let day = try run("day", "2026-12-31")
    #expect(day.stdout.contains("      假  公司: 年会 (overlay acme), day off\n"), "\(day.stdout)")
    #expect(day.stdout.contains("CN    工作日 workday"), "the official status stays")
    #expect(try run("day", "2026-12-31", "--json").stdout.contains(#""overlay":{"date":"2026-12-31","kind":"dayOff""#))
    let month = try run("month", "2026-12", "--color", "never")
    #expect(month.stdout.contains(" 24 半 ") && month.stdout.contains(" 31 假"), "\(month.stdout)")
    let counted = try run("workdays", "2026-12-01", "2026-12-31")
    #expect(counted.stdout == "22\n")
    #expect(counted.stderr == "note: counted with overlay acme (2 days in the span; 23 by the official calendar alone, --official)\n")
    #expect(try run("workdays", "2026-12-01", "2026-12-31", "--official").stdout == "23\n")
    #expect(try run("holidays", "2026").stdout == holidaysBefore, "the State Council's arrangement, unchanged")
    // Every JSON with an overlay in it keeps its schema.
    for (arguments, schema) in [
      (["day", "2026-12-31", "--json"], "day-facts.json"), (["month", "2026-12", "--json"], "day-model.json"),
      (["workdays", "2026-12-01", "2026-12-31", "--json"], "workday-count.json"),
      (["holidays", "sources", "--json"], "holiday-table-source.json"),
    ] {
      let result = try Binaries.run("almanac", arguments, environment: environment)
      let checker = try JSONSchema(schema)
      for line in result.stdout.split(separator: "\n") {
        let problems = try checker.problems(try JSONReader.parse(String(line)))
        #expect(problems.isEmpty, "\(arguments): \(problems.prefix(3))")
      }
    }
    // Refusals: a bad name, a second name for the file's own, a file with a bad line.
    #expect(try run("holidays", "import", "--overlay", "a/b", source.path).status == 64)
    let other = try run("holidays", "import", "--overlay", "other", source.path)
    #expect(other.status == 65 && other.stderr.contains("names the overlay 'acme', not 'other'"))
    let broken = data.appendingPathComponent("broken.json")
    try Data("{\"format\":\"almanac-overlay/1\",\"days\":[\n{\"date\":\"2026-13-01\",\"kind\":\"dayOff\",\"name\":\"x\"}]}".utf8).write(to: broken)
    let refused = try run("holidays", "import", "--overlay", "broken", broken.path)
    #expect(refused.status == 65 && refused.stderr.hasPrefix("Error: \(broken.path):2: '2026-13-01' is not a date"), "\(refused.stderr)")
    let removed = try run("holidays", "remove", "--overlay", "acme")
    #expect(removed.status == 0 && removed.stdout.hasPrefix("removed overlay acme ("))
    #expect(try run("workdays", "2026-12-01", "2026-12-31").stdout == "23\n")
    #expect(try run("holidays", "remove", "--overlay", "acme").status == 65)
    #expect(try run("holidays", "remove", "CN").status == 64)
  }

  @Test(
    "the server counts it unless official=true, shows it in days and pages, and keeps it out of timor.tech's answers and the tree",
    .enabled(if: HTTPLibrary.isAvailable, Comment(rawValue: HTTPLibrary.missingReason)))
  func server() throws {
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let source = data.appendingPathComponent("acme.json")
    try Data(Self.file.utf8).write(to: source)
    #expect(try Binaries.run("almanac", ["holidays", "import", "--overlay", "acme", source.path], environment: ["ALMANAC_DATA_DIR": data.path]).status == 0)
    let server = try ServerProcess([], environment: ["ALMANAC_DATA_DIR": data.path])
    defer { _ = server.stop() }
    func get(_ path: String) throws -> String { try HTTPClient.request(path, port: server.port).text }
    #expect(try get("/v1/workdays?from=2026-12-01&to=2026-12-31").contains(#""workdays":22"#))
    #expect(try get("/v1/workdays?from=2026-12-01&to=2026-12-31&official=true").contains(#""workdays":23"#))
    #expect(try get("/v1/workdays/add?date=2026-10-02&days=1").contains(#""result":"2026-10-03""#))
    #expect(try get("/v1/days/2026-12-31").contains(#""overlay":{"date":"2026-12-31","kind":"dayOff""#))
    #expect(try get("/v1/months/2026-12").contains(#""overlay":{"date":"2026-12-24","kind":"halfDay""#))
    #expect(try get("/api/holiday/info/2026-10-03").contains(#""type":{"type":2"#), "timor.tech answers the official calendar")
    let page = try get("/html/CN/2026.html")
    #expect(!page.contains("class=\"day overlay") && !page.contains("(overlay acme)"), "the published tree is the official arrangement's")
    #expect(try get("/v1/sources").contains(#""kind":"overlay""#))
  }
}
