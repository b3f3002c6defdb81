import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The user data directory: where it is, what an import stores and reports, and that a file
/// there that does not load is an error, never skipped.
@Suite("The holiday data directory")
struct HolidayDataDirectoryTests {
  /// The first year the built-in table has no arrangement of (derived, never a constant).
  static let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1

  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-data-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Almanac JSON for `year`: the law's statutory days off, grouped by holiday, and one make-up
  /// working day, the first Saturday after 春节's last day.
  static func arrangement(for year: Int) -> (text: String, makeUp: CivilDate) {
    var groups: [(name: String, days: [CivilDate])] = []
    for (date, name) in StatutoryHolidayRules.holidays(in: year) {
      if let index = groups.firstIndex(where: { $0.name == name.zhHans }) {
        groups[index].days.append(date)
      } else {
        groups.append((name.zhHans, [date]))
      }
    }
    let spring = groups.first { $0.name == "春节" }?.days.last ?? .min
    var makeUp = spring.adding(days: 1)
    while makeUp.weekday != .saturday { makeUp = makeUp.adding(days: 1) }
    let holidays = groups.map { group in
      let days = group.days.map { "\"\($0)\"" }.joined(separator: ",")
      let work = group.name == "春节" ? "\"\(makeUp)\"" : ""
      return "{\"name\":\"\(group.name)\",\"off\":[\(days)],\"statutory\":[\(days)],\"work\":[\(work)]}"
    }
    return (
      "{\"format\":\"almanac-holidays/1\",\"region\":\"CN\",\"years\":[\(year)],\"holidays\":[\n"
        + holidays.joined(separator: ",\n") + "\n]}\n",
      makeUp
    )
  }

  @Test("where it is: ALMANAC_DATA_DIR, else an absolute XDG_DATA_HOME, else the home's standard place")
  func location() throws {
    let given = HolidayDataDirectory.standard(environment: [
      "ALMANAC_DATA_DIR": "/d", "XDG_DATA_HOME": "/x", "HOME": "/h",
    ])
    #expect(given?.url.path == "/d" && given?.origin == .almanacDataDir)
    #if os(macOS)
      #expect(
        HolidayDataDirectory.standard(environment: ["HOME": "/h"])?.url.path
          == "/h/Library/Application Support/Almanac")
    #else
      let xdg = HolidayDataDirectory.standard(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"])
      #expect(xdg?.url.path == "/x/almanac" && xdg?.origin == .xdgDataHome)
      let relative = HolidayDataDirectory.standard(environment: ["XDG_DATA_HOME": "x", "HOME": "/h"])
      #expect(relative?.url.path == "/h/.local/share/almanac", "a relative XDG_DATA_HOME is ignored")
    #endif
    #expect(HolidayDataDirectory.standard(environment: [:]) == nil)
    #expect(
      HolidayDataDirectory.standard(environment: ["HOME": "relative/home"]) == nil,
      "a relative HOME would move the directory with the working directory")
    #expect(
      HolidayDataDirectory(url: URL(fileURLWithPath: "/d")).file(region: .mainlandChina, year: 2027).path
        == "/d/holidays/CN/2027.json")
  }

  @Test("a multi-year import is one change: killed before its commit point nothing changes, after it all")
  func importIsOneChange() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = HolidayDataDirectory(url: root.appendingPathComponent("data"))
    // Years past the law's (one holiday each is no whole year of it): what is tested is the
    // change, not the arrangement.
    let first = StatutoryHolidayRules.years.upperBound + 1
    let years = [first, first + 1, first + 2]
    func document(_ years: [Int], name: String) -> String {
      let holidays = years.map { #"{"year":\#($0),"name":"\#(name)","off":"\#($0)-10-01"}"# }
      return #"{"format":"almanac-holidays/1","region":"CN","years":\#(years),"holidays":["#
        + holidays.joined(separator: ",") + "]}"
    }
    let old = root.appendingPathComponent("old.json")
    try Data(document(years, name: "国庆节").utf8).write(to: old)
    var notes: [HolidayFileNote] = []
    _ = try directory.importFile(old, notes: &notes)
    func names() throws -> [String] {
      try directory.storedYears().map { $0.table.holidays.first?.name.zhHans ?? "" }
    }
    #expect(try names() == ["国庆节", "国庆节", "国庆节"])

    // Killed after writing its temporaries, before the commit point: the old years stand, and
    // the next change clears what it left. A file of the same look that Almanac did not make
    // (the old naming, an interrupted Foundation write's) is not Almanac's to clear.
    let folder = directory.file(region: .mainlandChina, year: years[0]).deletingLastPathComponent()
    for (index, year) in years.enumerated() where index < 2 {
      try Data(document([year], name: "新").utf8).write(
        to: folder.appendingPathComponent("\(AtomicFiles.temporaryPrefix)999999-\(year).json"))
    }
    let lookalikes = [".\(years[0]).json.tmp-999999", ".\(years[2]).json.nosync7f3a"]
    for name in lookalikes { try Data("mine".utf8).write(to: folder.appendingPathComponent(name)) }
    #expect(try names() == ["国庆节", "国庆节", "国庆节"], "an uncommitted change is not read")

    // Killed after its commit point, one rename done: the change is read whole, and finished by
    // the next change.
    let committed = years.map { folder.appendingPathComponent("\(AtomicFiles.temporaryPrefix)888888-\($0).json") }
    for (year, temporary) in zip(years, committed) {
      try Data(document([year], name: "中秋节").utf8).write(to: temporary)
    }
    let record = zip(years, committed).map { "holidays/CN/\($0.1.lastPathComponent)\tholidays/CN/\($0.0).json" }
    try Data((record.joined(separator: "\n") + "\n").utf8).write(to: AtomicFiles.commitRecord(in: directory.url))
    #expect(rename(committed[0].path, directory.file(region: .mainlandChina, year: years[0]).path) == 0)
    #expect(try names() == ["中秋节", "中秋节", "中秋节"], "a committed change is read whole")
    #expect(try HolidayTable.inForce(.mainlandChina, dataDirectory: directory).holidays(inYear: years[2]).first?.name.zhHans == "中秋节")

    // The next change finishes it and clears its own debris, and nothing else.
    try directory.remove(region: .mainlandChina, year: years[2])
    #expect(try names() == ["中秋节", "中秋节"])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == (lookalikes + ["\(years[0]).json", "\(years[1]).json"]).sorted(), "no temporaries of Almanac's: \(left)")
    for name in lookalikes { #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data("mine".utf8)) }
    #expect(!FileManager.default.fileExists(atPath: AtomicFiles.commitRecord(in: directory.url).path))
  }

  @Test("an import stores the year, confirms the provisional days and lists the days that changed")
  func importConfirms() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = HolidayDataDirectory(url: root.appendingPathComponent("data"))
    let year = Self.next
    let (text, makeUp) = Self.arrangement(for: year)
    let file = root.appendingPathComponent("next.json")
    try Data(text.utf8).write(to: file)
    #expect(try !HolidayTable.inForce(.mainlandChina, dataDirectory: directory).covers(year: year))

    var notes: [HolidayFileNote] = []
    let imported = try directory.importFile(file, notes: &notes)
    #expect(imported.region == .mainlandChina && imported.stored.map(\.year) == [year])
    #expect(imported.previousSource(ofYear: year) == HolidayImport.PreviousSource.none)
    #expect(imported.source.format == .almanacJSON && imported.source.name == "next.json")
    #expect(imported.source.sha256 == SHA256.hex(Array(text.utf8)))
    // Every statutory day the law gave is confirmed; the one 补班 day is the only change.
    #expect(imported.confirmed == StatutoryHolidayRules.holidays(in: year).map(\.date))
    #expect(imported.changes.count == 1)
    let change = try #require(imported.changes.first)
    #expect(change.date == makeUp && change.before == nil && change.provisionalBefore == .weekend)
    #expect(change.after == .adjustedWorkday(for: HolidayName(zhHans: "春节")))

    let table = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
    #expect(table.covers(year: year) && table.years.first == HolidayTable.mainlandChina.years.first)
    #expect(try table.isWorkday(makeUp))
    #expect(table.provisionalStatus(on: makeUp) == nil)
    let stored = try directory.storedYears()
    #expect(stored.count == 1 && stored[0].source == imported.source)
    #expect(stored[0].sha256 == SHA256.hex(Array(try Data(contentsOf: stored[0].file))))

    // Importing again with the make-up day dropped replaces the stored year and says so.
    let fewer = text.replacingOccurrences(of: "\"work\":[\"\(makeUp)\"]", with: "\"work\":[]")
    try Data(fewer.utf8).write(to: file)
    let again = try directory.importFile(file, notes: &notes)
    #expect(again.previousSource(ofYear: year) == .stored && again.confirmed.isEmpty)
    #expect(again.changes.map(\.date) == [makeUp] && again.changes.first?.after == .weekend)

    #expect(try directory.remove(region: .mainlandChina, year: year).lastPathComponent == "\(year).json")
    #expect(try !HolidayTable.inForce(.mainlandChina, dataDirectory: directory).covers(year: year))
    #expect(throws: HolidayDataError.self) { try directory.remove(region: .mainlandChina, year: year) }
  }

  @Test("a refused file changes nothing; another region than asked is refused")
  func refused() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = HolidayDataDirectory(url: root.appendingPathComponent("data"))
    let bad = root.appendingPathComponent("bad.json")
    try Data("{\n\"holidays\": [\n{\"name\": \"元旦\", \"off\": \"2027-01-32\"}\n]\n}".utf8).write(to: bad)
    var notes: [HolidayFileNote] = []
    do {
      _ = try directory.importFile(bad, notes: &notes)
      Issue.record("a bad file was imported")
    } catch {
      guard case .refused(let reason) = error else { throw error }
      #expect(reason.line == 3)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.url.path), "nothing was written")
    let hk = root.appendingPathComponent("hk.json")
    try Data(
      #"{"format":"almanac-holidays/1","region":"HK","years":[2030],"holidays":[{"name":"元旦","off":"2030-01-01"}]}"#
        .utf8
    ).write(to: hk)
    #expect(
      throws: HolidayDataError.regionMismatch(file: hk.relativePath, holds: .hongKong, asked: .mainlandChina)
    ) {
      try directory.importFile(hk, region: .mainlandChina, notes: &notes)
    }
  }

  @Test("a stored file that no longer loads, a stray file, a misplaced year: errors that name the file")
  func brokenFiles() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = HolidayDataDirectory(url: root)
    let year = Self.next
    let file = directory.file(region: .mainlandChina, year: year)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Cut short, as a full disk or a half-copied file leaves it.
    let text = Self.arrangement(for: year).text
    try Data(text.utf8.prefix(text.utf8.count / 2)).write(to: file)
    do {
      _ = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
      Issue.record("a truncated stored file was skipped")
    } catch {
      #expect(error.storedYear?.year == year && error.storedYear?.region == .mainlandChina)
      #expect(error.description.hasPrefix(file.path + ":"))
    }
    // A temporary of a write in progress (a dot file) is not read.
    try Data("x".utf8).write(
      to: file.deletingLastPathComponent().appendingPathComponent(".\(year).json.tmp-1"))
    // Removing works on a file that does not load, and the table is whole again.
    try directory.remove(region: .mainlandChina, year: year)
    #expect(try HolidayTable.inForce(.mainlandChina, dataDirectory: directory) == HolidayTable.mainlandChina)
    // A file Almanac does not store there.
    let stray = file.deletingLastPathComponent().appendingPathComponent("notes.txt")
    try Data("hello".utf8).write(to: stray)
    #expect(throws: HolidayDataError.unexpectedFile(path: stray.path)) {
      try directory.storedYears()
    }
    try FileManager.default.removeItem(at: stray)
    // A year stored under another year's name.
    try Data(Self.arrangement(for: year).text.utf8).write(
      to: directory.file(region: .mainlandChina, year: year + 1))
    do {
      _ = try directory.storedYears()
      Issue.record("a misplaced year was read")
    } catch {
      guard case .misplaced(_, _, let named, _) = error else { throw error }
      #expect(named == year + 1)
    }
  }
}
