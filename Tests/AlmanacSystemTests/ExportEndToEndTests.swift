import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// `almanac export` and `almanac-data publish`, run as users run them.
@Suite("almanac export and almanac-data publish")
struct ExportEndToEndTests {
  static func scratch(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-export-\(UUID().uuidString)-\(name)")
  }

  @Test("every format of every region exports and loads back with --holidays to the same listing")
  func exportLoadsBack() throws {
    for region in ["CN", "HK", "TW"] {
      // holiday-cn carries one name per holiday, in the region's script.
      let script = region == "CN" ? "hans" : "hant"
      let expected = try Binaries.almanac(
        "holidays", "2025", "--region", region, "--json", "--script", script)
      #expect(expected.status == 0)
      for format in ["ics", "json", "holiday-cn"] {
        var arguments = ["export", "holidays", "--region", region, "--format", format]
        if format == "holiday-cn" { arguments += ["--years", "2025"] }
        let exported = try Binaries.run("almanac", arguments)
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(region) \(format): \(exported.stderr)")
        let file = Self.scratch("\(region).\(format == "ics" ? "ics" : "json")")
        try Data(exported.stdout.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let loaded = try Binaries.almanac(
          "holidays", "2025", "--holidays", file.path, "--region", region, "--json", "--script", script)
        // holiday-cn has no statutory flag: outside CN's law the statutory days come back unmarked.
        let comparable = { (text: String) in
          format == "holiday-cn" && region != "CN"
            ? text.replacingOccurrences(of: ",\"statutory\":true", with: ",\"statutory\":false") : text
        }
        #expect(comparable(loaded.stdout) == comparable(expected.stdout), "\(region) \(format)")
      }
    }
  }

  @Test("export errors: holiday-cn needs one year, an unpublished year is exit 65, an unknown format exit 64")
  func exportErrors() throws {
    let noYear = try Binaries.almanac("export", "holidays", "--format", "holiday-cn")
    #expect(
      noYear.status == 64
        && noYear.stderr.hasPrefix("Error: holiday-cn JSON holds one year; give it with --years YYYY"))
    let future = try Binaries.almanac("export", "holidays", "--years", "\(Coverage.next)..\(Coverage.next + 1)")
    #expect(
      future.status == 65 && future.stdout.isEmpty
        && future.stderr.hasPrefix("Error: \(Coverage.next) is not yet published for CN"))
    // A span reaching past the published years exports those it has and names the others.
    let partly = try Binaries.almanac("export", "holidays", "--years", "\(Coverage.last)..\(Coverage.next)")
    let last = try Binaries.almanac("export", "holidays", "--years", "\(Coverage.last)")
    #expect(partly.status == 0 && partly.stdout == last.stdout && !last.stdout.isEmpty)
    #expect(partly.stderr.hasPrefix("note: \(Coverage.next) not published for CN (it has "))
    #expect(partly.stderr.contains("; exported \(Coverage.last)"))
    let oneYear = try Binaries.almanac("export", "holidays", "--years", "\(Coverage.next)", "--format", "holiday-cn")
    #expect(oneYear.status == 65 && oneYear.stdout.isEmpty)
    let format = try Binaries.almanac("export", "days", "--format", "holiday-cn")
    #expect(
      format.status == 64
        && format.stderr.hasPrefix("Error: 'holiday-cn' is not a format here; use ics or json"))
    let what = try Binaries.almanac("export", "weeks")
    #expect(
      what.status == 64
        && what.stderr.hasPrefix(
          "Error: 'weeks' is not something export writes (use holidays, days, facts or lunar-events)")
    )
  }

  @Test("export days: ICS by default, one JSON line per day with --format json, the same as month --json")
  func exportDays() throws {
    let ics = try Binaries.almanac("export", "days", "--from", "2026-02-01", "--to", "2026-02-28")
    #expect(ics.status == 0 && ics.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(ics.stdout.components(separatedBy: "\r\nBEGIN:VEVENT\r\n").count - 1 == 28 + 2)
    let json = try Binaries.almanac(
      "export", "days", "--from", "2026-02-01", "--to", "2026-02-28", "--format", "json")
    let month = try Binaries.almanac(
      "month", "2026-02", "--json", "--today", "1999-01-01", "--in-dates", "none", "--out-dates", "none")
    #expect(json.stdout == month.stdout)
  }

  /// The whole published tree, twice:.
  @Suite("publish: the whole tree")
  struct Publish {
    @Test("publish writes the documented tree, byte-identical twice, checksums right, replacing a tree whole")
    func publish() throws {
      // The tree published once for the tests that read one, and a second run over a copy of it.
      let first = try SharedTree.url()
      let second = ExportEndToEndTests.scratch("tree2")
      defer { try? FileManager.default.removeItem(at: second) }
      // The tree's files, counted from the tables: per region its feed and JSON, three files and a
      // year page per year and page language (Macau's in Chinese and Portuguese, Singapore's and
      // Malaysia's in three languages, none for a Malaysian state); a day feed per year of
      // 1900–2100; openapi.json and index.json.
      let tables = HolidayTable.builtInRegions.compactMap(HolidayTable.builtIn(region:))
      var languages: [HolidayRegion: Int] = [.macau: 2, .singapore: 3, .malaysia: 3]
      for state in HolidayRegion.malaysianStates { languages[state] = 0 }
      let yearPages = tables.reduce(0) { $0 + $1.years.count * (languages[$1.region] ?? 1) }
      let singapore = try #require(HolidayTable.builtIn(region: .singapore)?.years.last)
      let macau = try #require(HolidayTable.builtIn(region: .macau)?.years.last)
      let malaysia = try #require(HolidayTable.builtIn(region: .malaysia)?.years.last)
      let dataFiles = tables.reduce(0) { $0 + 2 + 3 * $1.years.count } + 201 + 2
      let run = try SharedTree.run()
      #expect(
        run.status == 0 && run.stdout.hasPrefix("published \(dataFiles + yearPages) files"),
        "\(run.stdout)\(run.stderr)")
      try? FileManager.default.removeItem(at: second)
      try SharedTree.copy(to: second)
      #expect(try Binaries.run("almanac-data", ["publish", "--out", second.path]).status == 0)
      let manager = FileManager.default
      let paths = (manager.enumerator(atPath: first.path)?.allObjects as? [String] ?? []).filter { path in
        !(HolidayTable.builtInRegions.contains { path.hasSuffix($0.rawValue) } || path == "days"
          || path == "holidays" || path == "html")
      }.sorted()
      #expect(
        paths.count == dataFiles + yearPages + 1,
        "\(dataFiles) data files, \(yearPages) year pages and the marker")
      #expect(paths.contains(".almanac-publish"))
      for path in [
        "index.json", "holidays/CN.ics", "holidays/CN/2026.holiday-cn.json", "holidays/TW/2020.json",
        "days/1900.ics", "days/2100.ics", "html/CN/2004.html", "html/CN/2026.html", "html/HK/2020.html",
        "html/TW/2026.html", "html/MO/\(macau).html", "html/MO/\(macau).pt.html", "openapi.json",
        "html/SG/\(singapore).html", "html/SG/\(singapore).ms.html", "html/SG/\(singapore).zh.html",
        "holidays/SG/2010.json", "html/MY/\(malaysia).html", "html/MY/\(malaysia).en.html",
        "html/MY/\(malaysia).zh.html", "holidays/MY-10.ics", "holidays/MY-01/2014.json",
      ] {
        #expect(paths.contains(path), "\(path)")
      }
      for path in paths {
        #expect(
          manager.contents(atPath: first.appendingPathComponent(path).path)
            == manager.contents(atPath: second.appendingPathComponent(path).path),
          "\(path) differs between runs")
      }
      // index.json: every file with its size and SHA-256.
      let index = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: first.appendingPathComponent("index.json")))
          as? [String: Any])
      let files = try #require(index["files"] as? [[String: Any]])
      #expect(files.count == dataFiles + yearPages - 1 && (index["regions"] as? [String: Any])?.count == tables.count)
      let sample = files.filter {
        ["holidays/CN.ics", "days/2026.ics", "holidays/HK/2024.holiday-cn.json"].contains($0["path"] as? String)
      }
      // coreutils' sha256sum, on every Debian system: an independent digest of the files.
      let sums = try Binaries.run(
        "/usr/bin/sha256sum",
        sample.compactMap { $0["path"] as? String }.map { first.appendingPathComponent($0).path },
        absolute: true)
      #expect(sample.count == 3 && sums.status == 0, "\(sums.stderr)")
      for file in sample {
        let path = file["path"] as? String ?? ""
        #expect(
          sums.stdout.contains("\(file["sha256"] as? String ?? "?")  \(first.appendingPathComponent(path).path)"), "\(path)")
      }
      // A directory that is not a published tree is left alone.
      let foreign = ExportEndToEndTests.scratch("foreign")
      try manager.createDirectory(at: foreign, withIntermediateDirectories: true)
      try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
      defer { try? manager.removeItem(at: foreign) }
      let refused = try Binaries.run("almanac-data", ["publish", "--out", foreign.path])
      #expect(refused.status == 74 && refused.stderr.contains("is not a tree almanac-data published"))
      #expect(try manager.contentsOfDirectory(atPath: foreign.path) == ["notes.txt"])
      #expect(
        try manager.contentsOfDirectory(atPath: foreign.deletingLastPathComponent().path).allSatisfy {
          !$0.contains(".partial-")
        })
    }
  }
}
