import Foundation
import AlmanacCore

/// One update's fetching: what each source holds, read and checked file by file (its SHA-256,
/// the region and year its path names, the years any arrangement can have yet), and what the
/// run may remember of each source. Judging what it found against the tables in force is
/// ``HolidayUpdateDecision``'s.
struct HolidayUpdater {
  let fetcher: any HolidayFetcher
  /// The state when the run began: the validators its requests send.
  let state: HolidayUpdateState
  let today: CivilDate
  /// When the run's time is up (`DispatchTime` nanoseconds).
  let deadline: UInt64
  /// The years fetched and checked, in the order found.
  private(set) var fetched: [HolidayUpdateDecision.Fetched] = []
  /// Per source checked: what to remember of it, made of the files fetched and checked only.
  private(set) var records: [String: HolidayUpdateState.Source] = [:]
  /// The tables in force when the run began, by region, made once: what lets a tree's file that
  /// would publish the same bytes go unfetched.
  private var inForce: [HolidayRegion: HolidayTable] = [:]
  private let stored: [StoredHolidayYear]

  init(
    fetcher: any HolidayFetcher, stored: [StoredHolidayYear], state: HolidayUpdateState, today: CivilDate,
    deadline: UInt64
  ) {
    self.fetcher = fetcher
    self.stored = stored
    self.state = state
    self.today = today
    self.deadline = deadline
  }

  /// The most a file may be: a tree's whole-region feed is about 300 KiB.
  static let maximumBytes = 8 << 20

  /// The last year a source may bring: the next one. No arrangement is published further ahead.
  var latestYear: Int { today.year + 1 }

  private mutating func table(_ region: HolidayRegion) -> HolidayTable {
    if let table = inForce[region] { return table }
    let builtIn = HolidayTable.builtIn(region: region) ?? HolidayTable(region: region, years: [], holidays: [])
    let table = builtIn.layering(stored.filter { $0.region == region })
    inForce[region] = table
    return table
  }

  /// The regions a tree's files may be of: those Almanac has a table for, built in or stored.
  private func hasTable(_ region: HolidayRegion) -> Bool {
    HolidayTable.builtInRegions.contains(region) || stored.contains { $0.region == region }
  }

  /// A GET of a file of a source, conditional on what the state remembers of it, within what is
  /// left of the run's time.
  private func get(_ source: HolidayUpdateSource, _ path: String) async throws(HolidayUpdateError)
    -> Result<HolidayFetchResponse, HolidayFetchError>
  {
    let now = DispatchTime.now().uptimeNanoseconds
    guard now < deadline else { return .failure(.failed("the run's time ran out before this file was asked for")) }
    let seen = state.source(source.url.absoluteString)?.files[path]
    var request = HolidayFetchRequest(
      url: source.file(path), etag: seen?.etag, lastModified: seen?.lastModified,
      maximumBytes: HolidayUpdater.maximumBytes)
    request.timeout = min(request.timeout, max(0.1, Double(deadline - now) / 1e9))
    do {
      return .success(try await fetcher.fetch(request))
    } catch {
      if case .tooLarge(let limit) = error {
        throw .tooLarge(url: source.file(path).absoluteString, limit: limit, what: path == "index.json" ? .index : .holidays)
      }
      return .failure(error)
    }
  }

  /// Checks one source: what it answered, and the years it holds.
  mutating func check(_ source: HolidayUpdateSource) async throws(HolidayUpdateError)
    -> HolidayUpdateReport.SourceResult
  {
    let url = source.url.absoluteString
    var record = state.source(url) ?? HolidayUpdateState.Source(url: url)
    defer { records[url] = record }
    // A tree has an index; a holiday-cn base has none (404) but its years.
    if record.kind != .holidayCN {
      switch try await get(source, "index.json") {
      case .failure(let error):
        return .init(url: url, kind: record.kind, outcome: .unreachable, notes: [error.description])
      case .success(let response) where response.status == 304:
        return .init(url: url, kind: .tree, outcome: .notModified, notes: [])
      case .success(let response) where response.status == 200:
        record.kind = .tree
        return try await checkTree(source, response, record: &record)
      case .success(let response) where response.status == 404 || response.status == 410:
        record.kind = .holidayCN
      case .success(let response):
        return .init(
          url: url, kind: record.kind, outcome: .unreachable,
          notes: ["\(source.file("index.json").absoluteString) answered HTTP \(response.status)"])
      }
    }
    return try await checkHolidayCN(source, record: &record)
  }

  /// A published tree: its index, then the year files whose bytes are not known here. The
  /// index is remembered only once every file it lists has been fetched and checked: a file
  /// that could not be fetched is asked for again next time.
  private mutating func checkTree(
    _ source: HolidayUpdateSource, _ response: HolidayFetchResponse, record: inout HolidayUpdateState.Source
  ) async throws(HolidayUpdateError) -> HolidayUpdateReport.SourceResult {
    let url = source.url.absoluteString
    let indexURL = source.file("index.json").absoluteString
    let sha = SHA256.hex(response.body)
    if record.files["index.json"]?.sha256 == sha {
      record.files["index.json"] = .init(etag: response.etag, lastModified: response.lastModified, sha256: sha)
      return .init(url: url, kind: .tree, outcome: .notModified, notes: [])
    }
    let listed = try HolidayUpdater.yearFiles(response.body, url: indexURL)
    var notes: [String] = []
    let unknown = listed.filter { !hasTable($0.region) }
    if !unknown.isEmpty {
      let regions = Set(unknown.map(\.region.rawValue)).sorted().joined(separator: ", ")
      notes.append(
        "not taken: \(unknown.count) file\(unknown.count == 1 ? "" : "s") of \(regions), a region Almanac has no table for (import one first to follow it)")
    }
    let far = listed.filter { hasTable($0.region) && $0.year > latestYear }
    if !far.isEmpty {
      let years = HolidayTableError.spans(Array(Set(far.map(\.year))).sorted())
      notes.append(
        "not taken: \(far.count) file\(far.count == 1 ? "" : "s") of years after \(latestYear) (\(years)); no arrangement is published further ahead than next year")
    }
    for file in listed where hasTable(file.region) && file.year <= latestYear {
      // Bytes this directory already has (from an earlier update, or the table in force would
      // publish them so) need no fetch.
      if record.files[file.path]?.sha256 == file.sha256 { continue }
      let inForce = table(file.region)
      if inForce.covers(year: file.year),
        SHA256.hex(Array(inForce.almanacJSON(years: file.year...file.year).utf8)) == file.sha256
      {
        record.files[file.path] = .init(sha256: file.sha256)
        continue
      }
      let fileURL = source.file(file.path).absoluteString
      let got: HolidayFetchResponse
      switch try await get(source, file.path) {
      case .failure(let error):
        return .init(url: url, kind: .tree, outcome: .unreachable, notes: notes + ["\(fileURL): \(error)"])
      case .success(let response) where response.status == 200: got = response
      case .success(let response):
        return .init(
          url: url, kind: .tree, outcome: .unreachable,
          notes: notes + ["\(fileURL) is listed in index.json but answered HTTP \(response.status)"])
      }
      let actual = SHA256.hex(got.body)
      guard actual == file.sha256 else { throw .checksum(url: fileURL, expected: file.sha256, actual: actual) }
      let table = try HolidayUpdater.load(got.body, url: fileURL, region: file.region)
      try HolidayUpdater.checkHolds(table, region: file.region, year: file.year, url: fileURL, named: "its path")
      fetched.append(
        .init(
          table: table, year: file.year,
          source: HolidaySourceFile(name: fileURL, sha256: actual, format: .almanacJSON), url: fileURL))
      record.files[file.path] = .init(etag: got.etag, lastModified: got.lastModified, sha256: actual)
    }
    record.files["index.json"] = .init(etag: response.etag, lastModified: response.lastModified, sha256: sha)
    return .init(url: url, kind: .tree, outcome: .checked, notes: notes)
  }

  /// holiday-cn's files: this year's and the next.
  private mutating func checkHolidayCN(_ source: HolidayUpdateSource, record: inout HolidayUpdateState.Source)
    async throws(HolidayUpdateError) -> HolidayUpdateReport.SourceResult
  {
    let url = source.url.absoluteString
    var notes: [String] = []
    var anyModified = false
    for year in [today.year, latestYear] where CivilDate.supportedYears.contains(year) {
      let path = "\(year).json"
      let fileURL = source.file(path).absoluteString
      let got: HolidayFetchResponse
      switch try await get(source, path) {
      case .failure(let error):
        return .init(url: url, kind: .holidayCN, outcome: .unreachable, notes: notes + ["\(fileURL): \(error)"])
      case .success(let response) where response.status == 304: continue
      case .success(let response) where response.status == 404:
        notes.append("\(fileURL): not there (\(year) not published by this source)")
        continue
      case .success(let response) where response.status == 200: got = response
      case .success(let response):
        return .init(
          url: url, kind: .holidayCN, outcome: .unreachable,
          notes: notes + ["\(fileURL) answered HTTP \(response.status)"])
      }
      anyModified = true
      let sha = SHA256.hex(got.body)
      let seen = record.files[path]
      let checked = HolidayUpdateState.Seen(etag: got.etag, lastModified: got.lastModified, sha256: sha)
      if seen?.sha256 == sha {
        record.files[path] = checked
        continue
      }
      // holiday-cn's placeholder for a year whose notice is not out (`"days": []`): nothing to
      // take yet, and not an error of the source.
      if let root = try? JSONReader.parse(String(decoding: got.body, as: UTF8.self)),
        root["days"]?.array?.isEmpty == true, root["year"]?.int == year
      {
        notes.append("\(fileURL): \(year) is not published yet")
        record.files[path] = checked
        continue
      }
      let table = try HolidayUpdater.load(got.body, url: fileURL, region: .mainlandChina)
      try HolidayUpdater.checkHolds(table, region: .mainlandChina, year: year, url: fileURL, named: "its name")
      fetched.append(
        .init(
          table: table, year: year, source: HolidaySourceFile(name: fileURL, sha256: sha, format: .holidayCN),
          url: fileURL))
      record.files[path] = checked
    }
    return .init(url: url, kind: .holidayCN, outcome: anyModified ? .checked : .notModified, notes: notes)
  }

  /// Refuses a file that holds another region or year than its path or name says (a
  /// holiday-cn `2027.json` holding `"year":1999`).
  static func checkHolds(_ table: HolidayTable, region: HolidayRegion, year: Int, url: String, named: String)
    throws(HolidayUpdateError)
  {
    guard table.region != region || table.years != [year] else { return }
    throw .badFile(
      HolidayFileError(
        file: url, line: nil,
        reason:
          "holds \(table.region) \(table.years.isEmpty ? "no year" : HolidayTableError.spans(table.years)), not \(region) \(year) as \(named) says"
      ))
  }

  /// A fetched file's table, read exactly as an import reads a file (named by its URL).
  static func load(_ bytes: [UInt8], url: String, region: HolidayRegion) throws(HolidayUpdateError) -> HolidayTable {
    do {
      let text = try HolidayFileText.text(bytes, file: url)
      return try HolidayTable.load(text: text, file: url, region: region)
    } catch {
      throw .badFile(error)
    }
  }

  /// The year files a tree's `index.json` lists: `holidays/REGION/YEAR.json` with its SHA-256.
  static func yearFiles(_ bytes: [UInt8], url: String) throws(HolidayUpdateError) -> [(
    path: String, region: HolidayRegion, year: Int, sha256: String
  )] {
    func refuse(_ reason: String, _ line: Int? = nil) -> HolidayUpdateError {
      .badFile(HolidayFileError(file: url, line: line, reason: reason))
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(String(decoding: bytes, as: UTF8.self))
    } catch {
      throw refuse("not a published tree's index: \(error.reason)", error.line)
    }
    guard root["format"]?.string == "almanac-publish/1", let files = root["files"]?.array else {
      throw refuse("not a published tree's index (no \"format\":\"almanac-publish/1\" with \"files\")", root.line)
    }
    var result: [(path: String, region: HolidayRegion, year: Int, sha256: String)] = []
    var seen: Set<String> = []
    for file in files {
      guard let path = file["path"]?.string, let sha = file["sha256"]?.string else {
        throw refuse("a file without \"path\" and \"sha256\"", file.line)
      }
      let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 3, parts[0] == "holidays", parts[2].hasSuffix(".json"),
        !parts[2].hasSuffix(".holiday-cn.json"), let year = Int(parts[2].dropLast(5)),
        String(year) + ".json" == parts[2], CivilDate.supportedYears.contains(year),
        let region = HolidayRegion(rawValue: parts[1]), region.rawValue == parts[1]
      else { continue }
      guard sha.count == 64, sha.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
        throw refuse("\(QuotedInput.quoted(sha)) is not a SHA-256 for \(path)", file.line)
      }
      guard seen.insert(path).inserted else { throw refuse("lists \(path) twice", file.line) }
      result.append((path, region, year, sha))
    }
    return result
  }
}
