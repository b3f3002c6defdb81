import Foundation
import Synchronization
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// A source in memory: files by path under `https://mirror.test/NAME/`, statuses to answer
/// first per path, and a hook run before a path is answered (another writer racing the update).
final class MemoryFetcher: HolidayFetcher, Sendable {
  struct Files: Sendable {
    var files: [String: [UInt8]] = [:]
    var statuses: [String: [Int]] = [:]
    var asked: [String] = []
  }

  let base: String
  let state: Mutex<Files>
  let hook: (@Sendable (String) async -> Void)?

  init(_ name: String, files: [String: [UInt8]], hook: (@Sendable (String) async -> Void)? = nil) {
    base = "https://mirror.test/\(name)/"
    state = Mutex(Files(files: files))
    self.hook = hook
  }

  var source: HolidayUpdateSource { HolidayUpdateSource(base)! }

  /// Answers `status` the next time(s) `path` is asked, before its file.
  func fail(_ path: String, with statuses: [Int]) { state.withLock { $0.statuses[path] = statuses } }

  var asked: [String] { state.withLock { $0.asked } }

  func fetch(_ request: HolidayFetchRequest) async throws(HolidayFetchError) -> HolidayFetchResponse {
    let path = String(request.url.absoluteString.dropFirst(base.count))
    await hook?(path)
    let answer: HolidayFetchResponse? = state.withLock { files in
      files.asked.append(path)
      if var queued = files.statuses[path], !queued.isEmpty {
        let status = queued.removeFirst()
        files.statuses[path] = queued
        return HolidayFetchResponse(status: status)
      }
      guard let bytes = files.files[path] else { return HolidayFetchResponse(status: 404) }
      if bytes.count > request.maximumBytes { return nil }
      return HolidayFetchResponse(status: 200, body: bytes, etag: "\"\(SHA256.hex(bytes).prefix(12))\"")
    }
    guard let answer else { throw .tooLarge(limit: request.maximumBytes) }
    return answer
  }

  /// A published tree's files: `index.json` listing each holiday file with its SHA-256.
  static func tree(_ years: [String: [UInt8]]) -> [String: [UInt8]] {
    var files = years
    let listed = years.keys.sorted().map { #"{"path":"\#($0)","size":\#(years[$0]!.count),"sha256":"\#(SHA256.hex(years[$0]!))"}"# }
    files["index.json"] = Array(#"{"format":"almanac-publish/1","files":[\#(listed.joined(separator: ","))]}"#.utf8)
    return files
  }
}

/// `holidays update` in the library, against sources in memory: what comes in is judged day by
/// day against what is in force, decided again under the lock, and remembered only for what was
/// fetched and checked.
@Suite("holidays update: judged day by day, decided under the lock")
struct HolidayUpdateTests {
  /// The last year the built-in table has, and the first it does not (derived from the table).
  static let last = HolidayDataDirectoryTests.next - 1
  static let next = HolidayDataDirectoryTests.next
  /// A day in December of the last year: next year is "next year" then.
  static let today = CivilDate(year: last, month: 12, day: 4)!

  func scratch() throws -> HolidayDataDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-update-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return HolidayDataDirectory(url: url)
  }

  /// The next year, complete (every statutory day off, one make-up day), with 元旦's days off
  /// and make-up days as given.
  static func nextYear(newYearOff: [CivilDate]? = nil, newYearWork: [CivilDate] = [], marker: String = "")
    -> [UInt8]
  {
    var text = HolidayDataDirectoryTests.arrangement(for: next).text
    let newYear = #"{"name":"元旦","off":["\#(next)-01-01"],"statutory":["\#(next)-01-01"],"work":[]}"#
    let off = (newYearOff ?? [CivilDate(year: next, month: 1, day: 1)!]).map { "\"\($0)\"" }.joined(separator: ",")
    let work = newYearWork.map { "\"\($0)\"" }.joined(separator: ",")
    text = text.replacingOccurrences(
      of: newYear,
      with: #"{"name":"元旦\#(marker)","off":[\#(off)],"statutory":["\#(next)-01-01"],"work":[\#(work)]}"#)
    return Array(text.utf8)
  }

  /// The days of the last year's December that the built-in table answers with `status`.
  static func december(_ status: DayStatus) -> [CivilDate] {
    (20...31).compactMap { CivilDate(year: last, month: 12, day: $0) }.filter {
      (try? HolidayTable.mainlandChina.status(on: $0)) == status
    }
  }

  @Test("a next year whose 元旦 starts on working days of this December is refused, naming those days")
  func straddle() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let weekdays = Self.december(.workday).suffix(3)
    #expect(weekdays.count == 3, "a December has weekdays")
    let off = Array(weekdays.first!...CivilDate(year: Self.next, month: 1, day: 1)!)
    let mirror = MemoryFetcher("straddle", files: MemoryFetcher.tree(["holidays/CN/\(Self.next).json": Self.nextYear(newYearOff: off)]))
    do {
      _ = try await directory.update(from: [mirror.source], fetcher: mirror, today: Self.today)
      Issue.record("stored a year that changes \(weekdays.count) working days in force")
    } catch {
      guard case .historyChanged(let years) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(years.map { "\($0.region) \($0.year) \($0.change)" } == ["CN \(Self.next) added"])
      #expect(years.first?.inForce.map(\.date) == Array(weekdays), "the working days in force, and only those")
      #expect(error.description.contains("CN \(weekdays.first!): 工作日 → 休 元旦"), "\(error.description)")
    }
    #expect(try directory.storedYears().isEmpty, "nothing stored")
    let accepted = try await directory.update(from: [mirror.source], acceptChanges: true, fetcher: mirror, today: Self.today)
    #expect(accepted.years.map(\.year) == [Self.next] && accepted.wrote)
    #expect(try HolidayTable.inForce(.mainlandChina, dataDirectory: directory).status(on: weekdays.first!).isWorkday == false)
  }

  @Test("a make-up day on a Sunday of this year is refused; a weekend day off before 元旦 passes")
  func reachBack() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let sunday = try #require(Self.december(.weekend).last { $0.weekday == .sunday })
    let work = MemoryFetcher("work", files: MemoryFetcher.tree(["holidays/CN/\(Self.next).json": Self.nextYear(newYearWork: [sunday])]))
    do {
      _ = try await directory.update(from: [work.source], fetcher: work, today: Self.today)
      Issue.record("a 班 on \(sunday) in force was taken unasked")
    } catch {
      #expect(error.description.contains("CN \(sunday): 周末 → 班 元旦"), "\(error.description)")
    }
    // 2024's 元旦 began on 2023-12-30, a Saturday: off before, off after.
    let weekend = Self.december(.weekend).suffix(1)
    let off = Array(weekend) + [CivilDate(year: Self.next, month: 1, day: 1)!]
    let labelled = MemoryFetcher("labelled", files: MemoryFetcher.tree(["holidays/CN/\(Self.next).json": Self.nextYear(newYearOff: off)]))
    let report = try await directory.update(from: [labelled.source], fetcher: labelled, today: Self.today)
    #expect(report.years.first?.inForce == [] && report.years.first?.change == .added)
    #expect(report.years.first?.days.contains { $0.date == weekend.first } == true, "the day is listed, as a change that keeps it off")
    #expect(try HolidayTable.inForce(.mainlandChina, dataDirectory: directory).status(on: weekend.first!).badge?.text == "休")
  }

  @Test("a next year of 元旦 alone is refused by an update, naming what it leaves out")
  func incomplete() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let only = #"{"format":"almanac-holidays/1","region":"CN","years":[\#(Self.next)],"holidays":[{"name":"元旦","off":"\#(Self.next)-01-01"}]}"#
    let mirror = MemoryFetcher("only", files: MemoryFetcher.tree(["holidays/CN/\(Self.next).json": Array(only.utf8)]))
    await #expect(throws: HolidayUpdateError.self) {
      try await directory.update(from: [mirror.source], fetcher: mirror, today: Self.today)
    }
    do {
      _ = try await directory.update(from: [mirror.source], fetcher: mirror, today: Self.today)
    } catch {
      #expect(error.description.contains("statutory days of 全国年节及纪念日放假办法"), "\(error)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("holidays").path))
  }

  @Test("an import made while an update fetches is not replaced: the update decides again under the lock")
  func importDuringUpdate() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let mine = directory.url.appendingPathComponent("mine.json")
    // The user's own arrangement: a make-up day on a Sunday before 元旦, which the mirror's lacks.
    let sunday = try #require(Self.december(.weekend).last { $0.weekday == .sunday })
    try Data(Self.nextYear(newYearWork: [sunday], marker: "·mine")).write(to: mine)
    let path = "holidays/CN/\(Self.next).json"
    let mirror = MemoryFetcher("slow", files: MemoryFetcher.tree([path: Self.nextYear()])) { asked in
      guard asked == path else { return }
      var notes: [HolidayFileNote] = []
      _ = try? directory.importFile(mine, notes: &notes)
    }
    do {
      _ = try await directory.update(from: [mirror.source], fetcher: mirror, today: Self.today)
      Issue.record("the mirror's year replaced the one imported meanwhile")
    } catch {
      guard case .historyChanged(let years) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(years.map(\.change) == [.changed] && years.first?.inForce.map(\.date) == [sunday])
    }
    #expect(try directory.storedYears().first?.table.holidays.first?.name.zhHans == "元旦·mine")
  }

  @Test("two updates at once: each source is remembered")
  func twoUpdates() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let files = MemoryFetcher.tree(["holidays/CN/\(Self.next).json": Self.nextYear()])
    let second = MemoryFetcher("second", files: files)
    let first = MemoryFetcher("first", files: files) { asked in
      guard asked == "holidays/CN/\(Self.next).json" else { return }
      _ = try? await directory.update(from: [second.source], fetcher: second, today: Self.today)
    }
    let report = try await directory.update(from: [first.source], fetcher: first, today: Self.today)
    #expect(report.years.isEmpty, "the same year, stored meanwhile by the other: nothing to change")
    let state = try HolidayUpdateState.read(directory.url)
    #expect(Set(state.sources.map(\.url)) == [first.source.url.absoluteString, second.source.url.absoluteString])
    #expect(state.sources.allSatisfy { $0.files["index.json"] != nil })
  }

  @Test("a file that failed once is asked for again: a source's state records only what was fetched and checked")
  func transientFailure() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let path = "holidays/CN/\(Self.next).json"
    let flaky = MemoryFetcher("flaky", files: MemoryFetcher.tree([path: Self.nextYear()]))
    flaky.fail(path, with: [500])
    let other = MemoryFetcher("other", files: MemoryFetcher.tree([:]))
    let fetcher = Both(flaky, other)
    let first = try await directory.update(from: [flaky.source, other.source], fetcher: fetcher, today: Self.today)
    #expect(first.sources.map(\.outcome) == [.unreachable, .checked] && first.years.isEmpty)
    #expect(try HolidayUpdateState.read(directory.url).source(flaky.source.url.absoluteString)?.files["index.json"] == nil)
    let second = try await directory.update(fetcher: fetcher, today: Self.today)
    #expect(second.years.map(\.year) == [Self.next], "fetched once the mirror answers")
    #expect(try directory.storedYears().map(\.year) == [Self.next])
  }

  @Test("a holiday-cn file must hold the year its name says; a tree's far years and unknown regions are not taken")
  func names() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let far = MemoryFetcher(
      "hcn", files: ["\(Self.next).json": Array(#"{"year":1999,"papers":[],"days":[{"name":"元旦","date":"1999-01-01","isOffDay":true}]}"#.utf8)])
    do {
      _ = try await directory.update(from: [far.source], fetcher: far, today: Self.today)
      Issue.record("stored CN 1999 from \(Self.next).json")
    } catch {
      #expect(error.description.hasSuffix("holds CN 1999, not CN \(Self.next) as its name says"), "\(error)")
    }
    // A tree: thousands of years beyond next year, and a region no table here has.
    var years: [String: [UInt8]] = ["holidays/XX/\(Self.next).json": Array(#"{"format":"almanac-holidays/1","region":"XX","years":[\#(Self.next)],"holidays":[{"name":"x","off":"\#(Self.next)-01-01"}]}"#.utf8)]
    for year in 3000..<3200 {
      years["holidays/CN/\(year).json"] = Array(#"{"format":"almanac-holidays/1","region":"CN","years":[\#(year)],"holidays":[{"name":"元旦","off":"\#(year)-01-01"}]}"#.utf8)
    }
    let many = MemoryFetcher("many", files: MemoryFetcher.tree(years))
    let report = try await directory.update(from: [many.source], fetcher: many, today: Self.today)
    #expect(report.years.isEmpty)
    #expect(try directory.storedYears().isEmpty)
    #expect(
      report.sources.first?.notes == [
        "not taken: 1 file of XX, a region Almanac has no table for (import one first to follow it)",
        "not taken: 200 files of years after \(Self.next) (3000...3199); no arrangement is published further ahead than next year",
      ])
    #expect(many.asked == ["index.json"], "none of them fetched")
  }

  @Test("an index.json over the limit is named as an index, not as a holiday file")
  func largeIndex() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let mirror = MemoryFetcher("large", files: ["index.json": [UInt8](repeating: 32, count: HolidayUpdater.maximumBytes + 1)])
    do {
      _ = try await directory.update(from: [mirror.source], fetcher: mirror, today: Self.today)
      Issue.record("an index of 8 MiB and more was read")
    } catch {
      #expect(
        error.description == "https://mirror.test/large/index.json: larger than 8 MiB, more than a published tree's index.json can be; nothing was stored")
    }
  }

  @Test("a tree's year file must hold the region and year of its path")
  func treePath() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let mirror = MemoryFetcher("moved", files: MemoryFetcher.tree(["holidays/HK/\(Self.next).json": Self.nextYear()]))
    do {
      _ = try await directory.update(from: [mirror.source], fetcher: mirror, today: Self.today)
      Issue.record("a CN file stored as HK")
    } catch {
      #expect(error.description.hasSuffix("holds CN \(Self.next), not HK \(Self.next) as its path says"), "\(error)")
    }
  }

  @Test("thousands of stored years are laid over the table in force alike")
  func manyStoredYears() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let years = Array(3000..<6000)
    let holidays = years.map { year in
      Holiday(region: .mainlandChina, year: year, name: HolidayName(zhHans: "元旦"), daysOff: [CivilDate(year: year, month: 1, day: 1)!])
    }
    let table = HolidayTable(region: .mainlandChina, years: years, holidays: holidays)
    try directory.store(table, from: HolidaySourceFile(name: "many.json", sha256: String(repeating: "0", count: 64), format: .almanacJSON))
    let inForce = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
    #expect(inForce.years.count == HolidayTable.mainlandChina.years.count + years.count)
    #expect(try inForce.status(on: CivilDate(year: 4321, month: 1, day: 1)!).badge?.text == "休")
    #expect(try inForce.status(on: CivilDate(year: 4321, month: 1, day: 2)!).isWorkday == (CivilDate(year: 4321, month: 1, day: 2)!.weekday != .saturday && CivilDate(year: 4321, month: 1, day: 2)!.weekday != .sunday))
    #expect(inForce.holidays(inYear: Self.last) == HolidayTable.mainlandChina.holidays(inYear: Self.last))
  }

  @Test("credentials never in a source: refused with them blanked, stripped from a remembered state, read from netrc")
  func credentials() throws {
    #expect(HolidayUpdateSource("https://almanac:s3cr3t@mirror.test/a/") == nil)
    do {
      _ = try HolidayUpdateSource.checked("https://almanac:s3cr3t@mirror.test/a/")
      Issue.record("a URL with a password was taken")
    } catch {
      #expect(!error.description.contains("s3cr3t") && !error.description.contains("almanac:"))
      #expect(error.description.hasPrefix("'https://***@mirror.test/a/': a source URL carries no user or password"))
    }
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    try Data(#"{"format":"almanac-update/1","sources":[{"url":"http://u:pw@mirror.test/a/","files":{}}]}"#.utf8)
      .write(to: HolidayUpdateState.file(in: directory.url))
    #expect(try HolidayUpdateState.read(directory.url).sources.map(\.url) == ["http://mirror.test/a/"])

    let netrc = HolidaySourceCredentials(
      netrc: """
        # a comment is a word too, and is skipped
        machine mirror.test login almanac password "s3 cr\\"et"
        macdef init
        cd /pub

        machine other.test
          login second
          password two
        default login anonymous password guest
        """)
    #expect(netrc.login(forHost: "MIRROR.test") == .init(user: "almanac", password: "s3 cr\"et"))
    #expect(netrc.login(forHost: "other.test") == .init(user: "second", password: "two"))
    #expect(netrc.login(forHost: "elsewhere.test") == .init(user: "anonymous", password: "guest"))
    #expect(HolidaySourceCredentials(netrc: "machine a.test login x password y").login(forHost: "b.test") == nil)
  }
}

/// Two sources in memory behind one fetcher.
struct Both: HolidayFetcher {
  let first: MemoryFetcher
  let second: MemoryFetcher
  init(_ first: MemoryFetcher, _ second: MemoryFetcher) { (self.first, self.second) = (first, second) }

  func fetch(_ request: HolidayFetchRequest) async throws(HolidayFetchError) -> HolidayFetchResponse {
    request.url.absoluteString.hasPrefix(first.base)
      ? try await first.fetch(request) : try await second.fetch(request)
  }
}
