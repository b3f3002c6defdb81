import AlmanacTestSupport
import Almanac
import AlmanacPublishing
import AlmanacToolSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// libcurl, for `holidays update` (Debian's libcurl4).
let CurlLibrary = RuntimeLibrary(SystemHolidayFetcher.availability())

/// The sources an update reads, made once: a published tree (what `almanac-data publish` writes,
/// byte for byte) of mainland China's table with a synthetic notice for the first unpublished
/// year, and holiday-cn's files for this year and the next.
enum UpdateFixtures {
  /// The first year without an arrangement, as the table says.
  static let next = Coverage.next
  /// The day the updates take as today: in the year before `next`, so that `next` is the next
  /// year (an updater takes no year after it) whatever the clock says when a year is added.
  static let today = CivilDate(year: next - 1, month: 12, day: 1) ?? .min
  /// The synthetic next year as a table.
  static let nextYear: HolidayTable = {
    // A synthetic notice is a valid notice by construction.
    (try? HolidayTable.load(text: SyntheticNotice(year: next).text, file: "synthetic.txt"))
      ?? HolidayTable(region: .mainlandChina, years: [], holidays: [])
  }()

  /// The tree's files: the holiday files of CN (its built-in years and the next) and index.json.
  static let tree: [String: [UInt8]] = {
    let table = (try? HolidayTable.mainlandChina.merging(nextYear)) ?? HolidayTable.mainlandChina
    let files = (try? PublishedTree.files(tables: [table])) ?? []
    var result: [String: [UInt8]] = [:]
    for file in files where file.path.hasPrefix("holidays/") || file.path == "index.json" {
      result[file.path] = file.bytes
    }
    return result
  }()

  /// `tree` with one file replaced and its SHA-256 in index.json made to match.
  static func tree(replacing path: String, with bytes: [UInt8], listing sha: String? = nil) -> [String: [UInt8]] {
    var files = tree
    files[path] = bytes
    guard let data = files["index.json"],
      var index = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
      var listed = index["files"] as? [[String: Any]],
      let position = listed.firstIndex(where: { $0["path"] as? String == path })
    else { return files }
    listed[position]["sha256"] = sha ?? SHA256Hex.of(bytes)
    listed[position]["size"] = bytes.count
    index["files"] = listed
    files["index.json"] = [UInt8]((try? JSONSerialization.data(withJSONObject: index)) ?? Data())
    return files
  }

  /// The last covered year with one make-up working day gone: a day of history changed.
  static let changedPast: (bytes: [UInt8], day: CivilDate) = {
    let year = Coverage.last
    var holidays = HolidayTable.mainlandChina.holidays(inYear: year)
    let index = holidays.firstIndex { !$0.workDays.isEmpty } ?? 0
    let old = holidays[index]
    let day = old.workDays.first ?? .min
    holidays[index] = Holiday(
      region: old.region, year: old.year, name: old.name, daysOff: old.daysOff, statutoryDays: old.statutoryDays,
      workDays: Array(old.workDays.dropFirst()), notice: old.notice)
    let changed = HolidayTable(region: .mainlandChina, years: [year], holidays: holidays)
    return (Array(changed.almanacJSON(years: year...year).utf8), day)
  }()
}

/// SHA-256 as lowercase hex, as index.json lists it.
enum SHA256Hex {
  static func of(_ bytes: [UInt8]) -> String { SHA256.hex(bytes) }
}

/// `almanac holidays update` against real HTTP sources on loopback: a new year arriving, nothing
/// new, a changed past day refused and accepted, a truncated file, a wrong SHA-256, a dead
/// server, a slow one past the timeout; the library's async API and a server that keeps itself
/// current.
@Suite(
  "holidays update from a published tree and holiday-cn's files",
  .enabled(if: CurlLibrary.isAvailable, Comment(rawValue: CurlLibrary.missingReason)), .serialized)
struct HolidayUpdateEndToEndTests {
  /// The files and their modification times in a data directory: what "writes nothing" compares.
  static func snapshot(_ directory: URL) -> [String: Date] {
    var result: [String: Date] = [:]
    let manager = FileManager.default
    let walker = manager.enumerator(atPath: directory.path)
    while let path = walker?.nextObject() as? String {
      let attributes = try? manager.attributesOfItem(atPath: directory.appendingPathComponent(path).path)
      result[path] = attributes?[.modificationDate] as? Date
    }
    return result
  }

  static func update(_ data: URL, _ arguments: [String]) throws -> Binaries.Result {
    try Binaries.run(
      "almanac", ["holidays", "update", "--today", UpdateFixtures.today.description] + arguments,
      environment: ["ALMANAC_DATA_DIR": data.path])
  }


  @Test("a file that changes a day of a year in force is refused day by day; --accept-changes takes it")
  func changedPast() throws {
    let year = Coverage.last
    let (bytes, day) = UpdateFixtures.changedPast
    let server = try StaticServer(
      files: UpdateFixtures.tree(replacing: "holidays/CN/\(year).json", with: bytes))
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let refused = try Self.update(data, ["--from", server.url()])
    #expect(refused.status == 65 && refused.stdout.isEmpty)
    let lines = refused.stderr.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Error: refused: the source changes days of years already in force, CN \(year) (1 day)") == true, "\(refused.stderr)")
    let name = HolidayTable.mainlandChina.holidays(inYear: year).first { $0.workDays.contains(day) }?.name.zhHans ?? ""
    #expect(
      lines.dropFirst() == ["  CN \(day): 班 \(name) → 周末  (\(server.url("holidays/CN/\(year).json")))"],
      "\(refused.stderr)")
    #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1)
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("holidays").path), "nothing stored")
    // The new year in the same tree waits with it: nothing at all is stored.
    #expect(
      try Binaries.run("almanac", ["holidays", "\(UpdateFixtures.next)"], environment: ["ALMANAC_DATA_DIR": data.path]).status == 65)

    let accepted = try Self.update(data, ["--from", server.url(), "--accept-changes"])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stdout.contains("CN \(year): changed (accepted: it was in force)"))
    let shown = try Binaries.run("almanac", ["day", "\(day)", "--json"], environment: ["ALMANAC_DATA_DIR": data.path])
    #expect(shown.stdout.contains(#""status":"weekend""#), "\(shown.stdout.prefix(400))")
  }

  @Test("a wrong SHA-256 and a file cut short are refused with their URL; nothing is stored")
  func badFiles() throws {
    let next = UpdateFixtures.next
    let path = "holidays/CN/\(next).json"
    let original = UpdateFixtures.tree[path] ?? []
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    // The index lists another checksum than the file's.
    let wrong = try StaticServer(files: UpdateFixtures.tree(replacing: path, with: original, listing: String(repeating: "0", count: 64)))
    let checksum = try Self.update(data, ["--from", wrong.url()])
    #expect(checksum.status == 65)
    #expect(checksum.stderr.hasPrefix("Error: \(wrong.url(path)): its SHA-256 is "), "\(checksum.stderr)")
    #expect(checksum.stderr.contains("but the tree's index.json lists 0000"))
    // The file cut short (the index's checksum is the whole file's): refused by its checksum.
    let cut = try StaticServer(files: UpdateFixtures.tree(replacing: path, with: Array(original.prefix(original.count / 2)), listing: SHA256Hex.of(original)))
    let truncated = try Self.update(data, ["--from", cut.url()])
    #expect(truncated.status == 65 && truncated.stderr.contains("its SHA-256 is"), "\(truncated.stderr)")
    // holiday-cn's file cut short (no checksum to catch it): refused by the reader, with its line.
    let today = UpdateFixtures.today
    let holidayCN = try StaticServer(files: ["\(today.year).json": Array(#"{"year":\#(today.year),"papers":[],"days":[{"name":"元旦","#.utf8)])
    let json = try Self.update(data, ["--from", holidayCN.url("\(today.year).json")])
    #expect(json.status == 65 && json.stderr.hasPrefix("Error: \(holidayCN.url("\(today.year).json")):1: "), "\(json.stderr)")
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("holidays").path))
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("update.json").path), "nothing remembered either")
  }

  @Test("a dead server, a slow one past the timeout, no source, no libcurl: exit 69 or 64, one Error line, nothing written")
  func unreachable() throws {
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let dead = try StaticServer()
    let url = dead.url()
    dead.stop()
    let refused = try Self.update(data, ["--from", url])
    #expect(refused.status == 69 && refused.stderr.hasPrefix("Error: no source could be reached: \(url) ("), "\(refused.stderr)")
    #expect(refused.stderr.split(separator: "\n").count == 1)
    let slow = try StaticServer(files: UpdateFixtures.tree)
    slow.behave("index.json", .slow(5))
    let started = Date()
    let late = try Self.update(data, ["--from", slow.url(), "--timeout", "1s"])
    #expect(late.status == 69 && late.stderr.contains("timed out"), "\(late.stderr)")
    #expect(Date().timeIntervalSince(started) < 4)
    // --timeout bounds the run, not each file: holiday-cn's two files, each answering after 3 s,
    // end a 2 s run at 2 s (each file given 2 s of its own took 4 s).
    let year = UpdateFixtures.today.year
    let slowFiles = try StaticServer(files: [
      "\(year).json": Array(#"{"year":\#(year),"papers":[],"days":[]}"#.utf8),
      "\(year + 1).json": Array(#"{"year":\#(year + 1),"papers":[],"days":[]}"#.utf8),
    ])
    slowFiles.behave("\(year).json", .slow(3))
    slowFiles.behave("\(year + 1).json", .slow(3))
    let runStarted = Date()
    let bounded = try Self.update(data, ["--from", slowFiles.url(), "--timeout", "2s"])
    let took = Date().timeIntervalSince(runStarted)
    #expect(bounded.status == 69 && took < 3.5, "\(took) s: \(bounded.stderr)")
    let none = try Self.update(data, [])
    #expect(none.status == 64 && none.stderr.hasPrefix("Error: no update source is remembered; name one with --from URL"))
    let bad = try Self.update(data, ["--from", "ftp://example.org/x"])
    #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: 'ftp://example.org/x' is not a source; use an http or https URL"))
    let missing = try Binaries.run(
      "almanac", ["holidays", "update", "--from", slow.url()],
      environment: ["ALMANAC_DATA_DIR": data.path, "ALMANAC_LIBCURL": "/nonexistent/libcurl.so.4"])
    #expect(missing.status == 69 && missing.stderr.contains("libcurl could not be loaded from /nonexistent/libcurl.so.4"), "\(missing.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty, "nothing written in any case")
    // A data directory that is a file: refused (65), the file as it was.
    let blocked = data.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: blocked)
    let fine = try StaticServer(files: UpdateFixtures.tree)
    let unwritable = try Binaries.run(
      "almanac", ["holidays", "update", "--from", fine.url()], environment: ["ALMANAC_DATA_DIR": blocked.path])
    #expect(unwritable.status == 65 && unwritable.stderr.contains("ALMANAC_DATA_DIR names a file, not a directory"), "\(unwritable.stderr)")
    #expect(try Data(contentsOf: blocked) == Data("x".utf8))
  }

  @Test("holiday-cn's files: the next year's file arrives; the placeholder of a year not out is not an error")
  func holidayCN() throws {
    let today = UpdateFixtures.today
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    var files: [String: [UInt8]] = ["\(today.year + 1).json": Array(#"{"year":\#(today.year + 1),"papers":[],"days":[]}"#.utf8)]
    if let current = try? HolidayTable.mainlandChina.holidayCNJSON(year: today.year) { files["\(today.year).json"] = Array(current.utf8) }
    let server = try StaticServer(files: files)
    let first = try Self.update(data, ["--from", server.url()])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("\(server.url("\(today.year + 1).json")): \(today.year + 1) is not published yet"), "\(first.stdout)")
    #expect(first.stdout.contains("nothing new"))
    // The notice comes out: holiday-cn's file for the next year, from the synthetic notice.
    let arriving = (try? HolidayTable.load(text: SyntheticNotice(year: today.year + 1).text, file: "n.txt"))
    let arrivingJSON = try #require(try arriving?.holidayCNJSON(year: today.year + 1))
    server.set("\(today.year + 1).json", Array(arrivingJSON.utf8))
    let second = try Self.update(data, [])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.contains("CN \(today.year + 1): added (was not yet published)"), "\(second.stdout)")
  }

  @Test("the library: an app updates its own directory and loads the tables in force")
  func library() async throws {
    let server = try StaticServer(files: UpdateFixtures.tree)
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = HolidayDataDirectory(url: root)
    let source = try #require(HolidayUpdateSource(server.url()))
    let dry = try await directory.update(from: [source], dryRun: true, today: UpdateFixtures.today)
    #expect(dry.years.map(\.year) == [UpdateFixtures.next] && !dry.wrote && dry.years.first?.stored == nil)
    #expect(try !HolidayTable.inForce(.mainlandChina, dataDirectory: directory).covers(year: UpdateFixtures.next))
    let report = try await directory.update(from: [source], today: UpdateFixtures.today)
    #expect(report.years.first?.change == .added && report.wrote)
    let table = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
    #expect(table.covers(year: UpdateFixtures.next))
    #expect(try table.status(on: SyntheticNotice(year: UpdateFixtures.next).makeUpDay).isWorkday)
    let again = try await directory.update(today: UpdateFixtures.today)
    #expect(again.isNothingNew && !again.wrote)
  }

  @Test(
    "almanac serve --update-from: the new year served without a reload; /v1/sources says when it checked; two replicas converge",
    .enabled(if: HTTPLibrary.isAvailable, Comment(rawValue: HTTPLibrary.missingReason)))
  func server() throws {
    let tree = try StaticServer(files: UpdateFixtures.tree)
    var replicas: [(ServerProcess, URL)] = []
    defer {
      for (server, data) in replicas {
        _ = server.stop()
        try? FileManager.default.removeItem(at: data)
      }
    }
    for _ in 0..<2 {
      let data = try Binaries.scratchDataDirectory()
      let server = try ServerProcess(
        ["--update-from", tree.url(), "--update-every", "1s", "--today", UpdateFixtures.today.description],
        environment: ["ALMANAC_DATA_DIR": data.path])
      replicas.append((server, data))
    }
    var versions: [String] = []
    for (server, _) in replicas {
      #expect(server.waitForStderr(containing: "almanac serve: updated").contains("CN \(UpdateFixtures.next) added"))
      #expect(try HTTPClient.request("/v1/holidays/\(UpdateFixtures.next)", port: server.port).status == 200)
      let sources = try HTTPClient.request("/v1/sources", port: server.port)
      #expect(sources.text.contains(#""update":{"from":["\#(tree.url())"],"every":1,"lastCheck":""#), "\(sources.text.suffix(300))")
      #expect(sources.headers["cache-control"] == "no-store")
      let health = try HTTPClient.request("/healthz", port: server.port)
      versions.append(health.headers["x-almanac-data-version"] ?? "")
    }
    #expect(versions.count == 2 && versions[0] == versions[1] && !versions[0].isEmpty, "\(versions)")
    // The tree goes away: checks fail, one line each, and the tables in force stay.
    tree.stop()
    let (first, _) = replicas[0]
    #expect(first.waitForStderr(containing: "update failed").contains("the tables in force stay"))
    #expect(try HTTPClient.request("/v1/holidays/\(UpdateFixtures.next)", port: first.port).status == 200)
    #expect(try HTTPClient.request("/v1/sources", port: first.port).text.contains(#""result":"failed""#))
  }

  @Test(
    "almanac serve --update-from: a change to days in force needs acceptance; /v1/sources lists the days, the log says what to run",
    .enabled(if: HTTPLibrary.isAvailable, Comment(rawValue: HTTPLibrary.missingReason)))
  func serverNeedsAcceptance() throws {
    let year = Coverage.last
    let (bytes, day) = UpdateFixtures.changedPast
    let tree = try StaticServer(files: UpdateFixtures.tree(replacing: "holidays/CN/\(year).json", with: bytes))
    let data = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let server = try ServerProcess(
      ["--update-from", tree.url(), "--today", UpdateFixtures.today.description], environment: ["ALMANAC_DATA_DIR": data.path])
    defer { _ = server.stop() }
    // The refusal, then each day on a line of its own.
    let log = server.waitForStderr(containing: "almanac serve:   CN \(day): 班")
    #expect(
      log.contains(
        "to take it, run: ALMANAC_DATA_DIR='\(data.path)' almanac holidays update --accept-changes --from \(tree.url())"),
      "\(log)")
    #expect(log.contains("CN \(day): 班"), "\(log)")
    let sources = try HTTPClient.request("/v1/sources", port: server.port).text
    #expect(sources.contains(#""result":"needsAcceptance""#), "\(sources.suffix(600))")
    #expect(sources.contains(#""needsAcceptance":[{"region":"CN","year":\#(year),"#), "\(sources.suffix(600))")
    #expect(sources.contains(#""date":"\#(day)""#))
    #expect(sources.contains("almanac holidays update --accept-changes --from \(tree.url())"))
    #expect(!sources.contains(data.path), "the data directory's path stays in the log")
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("holidays").path), "nothing stored")
  }

  /// A whole published tree served and stored:.
  @Suite("update: a new year from a whole published tree")
  struct NewYear {
    @Test("a new year arrives from a tree: stored, shown, in force; a second run asks conditionally and writes nothing")
    func newYear() throws {
      let server = try StaticServer(files: UpdateFixtures.tree)
      let data = try Binaries.scratchDataDirectory()
      defer { try? FileManager.default.removeItem(at: data) }
      let next = UpdateFixtures.next
      let first = try HolidayUpdateEndToEndTests.update(data, ["--from", server.url()])
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout.hasPrefix("checked \(server.url()) (published tree)\n"), "\(first.stdout)")
      #expect(first.stdout.contains("CN \(next): added (was not yet published)"))
      #expect(first.stdout.contains("  from \(server.url("holidays/CN/\(next).json")) (SHA-256 "))
      #expect(first.stdout.contains("confirmed: the "), "the law's days confirmed, as an import says")
      #expect(first.stdout.contains("班 春节"), "the 补班 day listed")
      let asked = server.takeRequests()
      #expect(asked.map(\.path) == ["index.json", "holidays/CN/\(next).json"], "only the file it lacks: \(asked)")
      // In force for every command, with its provenance.
      let list = try Binaries.run("almanac", ["holidays", "\(next)"], environment: ["ALMANAC_DATA_DIR": data.path])
      #expect(list.status == 0 && list.stdout.contains("国办发明电〔0000〕0号"))
      let sources = try Binaries.run("almanac", ["holidays", "sources"], environment: ["ALMANAC_DATA_DIR": data.path])
      #expect(sources.stdout.contains("from \(server.url("holidays/CN/\(next).json")) (Almanac JSON, SHA-256"))

      // Nothing new: a conditional request, and not a byte written.
      let before = HolidayUpdateEndToEndTests.snapshot(data)
      let second = try HolidayUpdateEndToEndTests.update(data, [])
      #expect(second.status == 0, "\(second.stderr)")
      #expect(second.stdout == "\(server.url()) (published tree): nothing new since the last check\nnothing new\nnothing was written\n")
      #expect(server.takeRequests().map { "\($0.path) \($0.conditional)" } == ["index.json true"])
      #expect(HolidayUpdateEndToEndTests.snapshot(data) == before, "the remembered source is asked and nothing is written")
      // The JSON report.
      let json = try HolidayUpdateEndToEndTests.update(data, ["--json"])
      #expect(json.stdout.hasPrefix(#"{"sources":[{"url":"\#(server.url())","kind":"tree","outcome":"notModified""#), "\(json.stdout)")
    }
  }
}
