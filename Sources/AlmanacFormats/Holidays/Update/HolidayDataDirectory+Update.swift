import Foundation
import AlmanacCore
import AlmanacGrid
import AlmanacLocale

extension HolidayDataDirectory {
  /// Brings the directory up to date from published sources: the root of a tree `almanac-data
  /// publish` wrote (`index.json`, with a SHA-256 per file) or holiday-cn-style files
  /// (`…/2027.json`).
  ///
  /// Each source is asked conditionally (`If-None-Match`, `If-Modified-Since`), within a timeout
  /// and a size limit. What it holds is checked exactly as ``importFile(_:region:notes:)`` checks
  /// a file, and against the SHA-256 the tree lists; then every year that is new is stored in one
  /// change, with the state that makes the next run conditional. A year already in force (built
  /// in or stored) whose days a file changes is refused, day by day, unless `acceptChanges`: a
  /// broken or hostile mirror cannot move last year's holidays. A run with nothing new writes
  /// nothing.
  ///
  /// ```swift
  /// let directory = HolidayDataDirectory.standard()!
  /// let report = try await directory.update(from: [HolidayUpdateSource("https://example.org/almanac/")!])
  /// for year in report.years { print(year.region, year.year, year.change, year.days.count) }
  /// let table = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
  /// ```
  ///
  /// - Parameters:
  ///   - sources: where to look; they are remembered. Empty: the remembered ones.
  ///   - acceptChanges: store files that change days of years already in force.
  ///   - dryRun: check and report, write nothing.
  ///   - fetcher: the HTTP client (``SystemHolidayFetcher`` by default).
  ///   - today: the day that decides which years a holiday-cn source is asked for (this one and
  ///     the next); China's day by default.
  /// - Throws: ``HolidayUpdateError``; the directory is then as it was.
  public func update(
    from sources: [HolidayUpdateSource] = [], acceptChanges: Bool = false, dryRun: Bool = false,
    fetcher: any HolidayFetcher = SystemHolidayFetcher(), today: CivilDate = .today()
  ) async throws(HolidayUpdateError) -> HolidayUpdateReport {
    var state = try HolidayUpdateState.read(url)
    let before = state
    for source in sources { _ = state.source(source.url.absoluteString) }
    let asked = sources.isEmpty ? state.sources.map(\.url) : sources.map(\.url.absoluteString)
    guard !asked.isEmpty else { throw .noSource }

    let stored: [StoredHolidayYear]
    do {
      stored = try storedYears()
    } catch {
      throw .data(error)
    }
    var updater = Updater(
      fetcher: fetcher, stored: stored, state: state, today: today, acceptChanges: acceptChanges)
    var results: [HolidayUpdateReport.SourceResult] = []
    var causes: [String] = []
    for url in asked {
      guard let source = HolidayUpdateSource(url) else { throw .badSource(url) }
      let result = try await updater.check(source)
      if result.outcome == .unreachable { causes.append("\(url) (\(result.notes.joined(separator: "; ")))") }
      results.append(result)
    }
    if causes.count == asked.count { throw .unreachable(causes) }
    let refused = updater.found.filter { $0.result.change == .changed && !acceptChanges }
    if !refused.isEmpty { throw .historyChanged(refused.map(\.result)) }

    state = updater.state
    var files: [(url: URL, bytes: [UInt8])] = []
    var years: [HolidayUpdateReport.YearResult] = []
    for found in updater.found.sorted(by: { ($0.table.region.rawValue, $0.year) < ($1.table.region.rawValue, $1.year) }) {
      let target = file(region: found.table.region, year: found.year)
      files.append((target, Array(found.table.almanacJSON(years: found.year...found.year, source: found.source).utf8)))
      let result = found.result
      years.append(
        HolidayUpdateReport.YearResult(
          region: result.region, year: result.year, change: result.change, url: result.url, sha256: result.sha256,
          days: result.days, confirmed: result.confirmed, notices: result.notices,
          stored: dryRun ? nil : target.path))
    }
    // The state is written with the years, or alone when only what the sources answer changed
    // (their validators): a run with nothing new writes nothing.
    if state != before { files.append((HolidayUpdateState.file(in: url), state.bytes)) }
    if !dryRun && !files.isEmpty {
      do {
        try AtomicFiles.write(files, in: url)
      } catch {
        throw .notWritten(path: error.path, reason: error.reason)
      }
    }
    return HolidayUpdateReport(sources: results, years: years, wrote: !dryRun && !files.isEmpty)
  }
}

/// One update's work: what the sources hold, checked against the tables in force.
private struct Updater {
  let fetcher: any HolidayFetcher
  let stored: [StoredHolidayYear]
  var state: HolidayUpdateState
  let today: CivilDate
  let acceptChanges: Bool
  /// Years to store (new, or changed and accepted), with what they are.
  var found: [Found] = []
  /// The tables in force, by region, made once.
  private var inForce: [HolidayRegion: HolidayTable] = [:]

  struct Found {
    let table: HolidayTable
    let year: Int
    let source: HolidaySourceFile
    let result: HolidayUpdateReport.YearResult
  }

  init(
    fetcher: any HolidayFetcher, stored: [StoredHolidayYear], state: HolidayUpdateState, today: CivilDate,
    acceptChanges: Bool
  ) {
    self.fetcher = fetcher
    self.stored = stored
    self.state = state
    self.today = today
    self.acceptChanges = acceptChanges
  }

  /// The most a file may be: a tree's whole-region feed is about 300 KiB.
  static let maximumBytes = 8 << 20

  mutating func table(_ region: HolidayRegion) -> HolidayTable {
    if let table = inForce[region] { return table }
    let builtIn = HolidayTable.builtIn(region: region) ?? HolidayTable(region: region, years: [], holidays: [])
    let table = builtIn.layering(stored.filter { $0.region == region })
    inForce[region] = table
    return table
  }

  /// A GET of a file of a source, conditional on what the state remembers of it.
  private func get(_ source: HolidayUpdateSource, _ path: String, index: Int) async throws(HolidayUpdateError)
    -> Result<HolidayFetchResponse, HolidayFetchError>
  {
    let seen = state.sources[index].files[path]
    let request = HolidayFetchRequest(
      url: source.file(path), etag: seen?.etag, lastModified: seen?.lastModified, maximumBytes: Updater.maximumBytes)
    do {
      return .success(try await fetcher.fetch(request))
    } catch {
      if case .tooLarge(let limit) = error { throw .tooLarge(url: source.file(path).absoluteString, limit: limit) }
      return .failure(error)
    }
  }

  /// Checks one source: what it answered, and the years it holds that are new or changed.
  mutating func check(_ source: HolidayUpdateSource) async throws(HolidayUpdateError)
    -> HolidayUpdateReport.SourceResult
  {
    let url = source.url.absoluteString
    let index = state.source(url)
    // A tree has an index; a holiday-cn base has none (404) but its years.
    if state.sources[index].kind != .holidayCN {
      switch try await get(source, "index.json", index: index) {
      case .failure(let error):
        return .init(url: url, kind: state.sources[index].kind, outcome: .unreachable, notes: [error.description])
      case .success(let response) where response.status == 304:
        return .init(url: url, kind: .tree, outcome: .notModified, notes: [])
      case .success(let response) where response.status == 200:
        state.sources[index].kind = .tree
        return try await checkTree(source, index: index, response)
      case .success(let response) where response.status == 404 || response.status == 410:
        state.sources[index].kind = .holidayCN
      case .success(let response):
        return .init(
          url: url, kind: state.sources[index].kind, outcome: .unreachable,
          notes: ["\(source.file("index.json").absoluteString) answered HTTP \(response.status)"])
      }
    }
    return try await checkHolidayCN(source, index: index)
  }

  /// A published tree: its index, then the year files whose bytes are not known here.
  private mutating func checkTree(_ source: HolidayUpdateSource, index: Int, _ response: HolidayFetchResponse)
    async throws(HolidayUpdateError) -> HolidayUpdateReport.SourceResult
  {
    let url = source.url.absoluteString
    let indexURL = source.file("index.json").absoluteString
    let sha = SHA256.hex(response.body)
    let known = state.sources[index].files["index.json"]?.sha256 == sha
    state.sources[index].files["index.json"] = .init(
      etag: response.etag, lastModified: response.lastModified, sha256: sha)
    if known { return .init(url: url, kind: .tree, outcome: .notModified, notes: []) }
    let listed = try Updater.yearFiles(response.body, url: indexURL)
    for file in listed {
      // Bytes this directory already has (from an earlier update, or the table in force would
      // publish them so) need no fetch.
      if state.sources[index].files[file.path]?.sha256 == file.sha256 { continue }
      let inForce = table(file.region)
      if inForce.covers(year: file.year),
        SHA256.hex(Array(inForce.almanacJSON(years: file.year...file.year).utf8)) == file.sha256
      {
        state.sources[index].files[file.path] = .init(sha256: file.sha256)
        continue
      }
      let fileURL = source.file(file.path).absoluteString
      let got: HolidayFetchResponse
      switch try await get(source, file.path, index: index) {
      case .failure(let error):
        return .init(url: url, kind: .tree, outcome: .unreachable, notes: ["\(fileURL): \(error)"])
      case .success(let response) where response.status == 200: got = response
      case .success(let response):
        return .init(
          url: url, kind: .tree, outcome: .unreachable,
          notes: ["\(fileURL) is listed in index.json but answered HTTP \(response.status)"])
      }
      let actual = SHA256.hex(got.body)
      guard actual == file.sha256 else { throw .checksum(url: fileURL, expected: file.sha256, actual: actual) }
      let table = try Updater.load(got.body, url: fileURL, region: file.region)
      guard table.region == file.region, table.years == [file.year] else {
        throw .badFile(
          HolidayFileError(
            file: fileURL, line: nil,
            reason: "holds \(table.region) \(HolidayTableError.spans(table.years)), not \(file.region) \(file.year) as its path says"))
      }
      consider(
        table, year: file.year,
        source: HolidaySourceFile(name: fileURL, sha256: actual, format: .almanacJSON), url: fileURL)
      state.sources[index].files[file.path] = .init(etag: got.etag, lastModified: got.lastModified, sha256: actual)
    }
    return .init(url: url, kind: .tree, outcome: .checked, notes: [])
  }

  /// holiday-cn's files: this year's and the next.
  private mutating func checkHolidayCN(_ source: HolidayUpdateSource, index: Int) async throws(HolidayUpdateError)
    -> HolidayUpdateReport.SourceResult
  {
    let url = source.url.absoluteString
    var notes: [String] = []
    var anyModified = false
    for year in [today.year, today.year + 1] where CivilDate.supportedYears.contains(year) {
      let path = "\(year).json"
      let fileURL = source.file(path).absoluteString
      let got: HolidayFetchResponse
      switch try await get(source, path, index: index) {
      case .failure(let error):
        return .init(url: url, kind: .holidayCN, outcome: .unreachable, notes: ["\(fileURL): \(error)"])
      case .success(let response) where response.status == 304: continue
      case .success(let response) where response.status == 404:
        notes.append("\(fileURL): not there (\(year) not published by this source)")
        continue
      case .success(let response) where response.status == 200: got = response
      case .success(let response):
        return .init(
          url: url, kind: .holidayCN, outcome: .unreachable, notes: ["\(fileURL) answered HTTP \(response.status)"])
      }
      anyModified = true
      let sha = SHA256.hex(got.body)
      let seen = state.sources[index].files[path]
      state.sources[index].files[path] = .init(etag: got.etag, lastModified: got.lastModified, sha256: sha)
      if seen?.sha256 == sha { continue }
      // holiday-cn's placeholder for a year whose notice is not out (`"days": []`): nothing to
      // take yet, and not an error of the source.
      if let root = try? JSONReader.parse(String(decoding: got.body, as: UTF8.self)),
        root["days"]?.array?.isEmpty == true
      {
        notes.append("\(fileURL): \(year) is not published yet")
        continue
      }
      let table = try Updater.load(got.body, url: fileURL, region: .mainlandChina)
      for covered in table.years {
        consider(table, year: covered, source: HolidaySourceFile(name: fileURL, sha256: sha, format: .holidayCN), url: fileURL)
      }
    }
    return .init(url: url, kind: .holidayCN, outcome: anyModified ? .checked : .notModified, notes: notes)
  }

  /// Compares a fetched year with the table in force: new, changed or the same.
  private mutating func consider(_ table: HolidayTable, year: Int, source: HolidaySourceFile, url: String) {
    let region = table.region
    guard !found.contains(where: { $0.table.region == region && $0.year == year }) else { return }
    let before = self.table(region)
    let yearTable = table.restricted(to: year)
    let after = (try? before.merging(yearTable)) ?? yearTable
    let holidays = yearTable.holidays(inYear: year)
    var (days, confirmed) = HolidayTable.changes(from: before, to: after, years: [year], holidays: holidays)
    let covered = before.covers(year: year)
    if covered {
      // A year in force changes when a day becomes off, working or ordinary, or statutory: not
      // when a file names the same day's holiday otherwise (中秋节、国庆节 for 国庆节).
      days = days.filter { day in
        day.before.map { $0.kind != day.after.kind || $0.isStatutory != day.after.isStatutory } ?? true
      }
      if days.isEmpty { return }
    }
    var notices: [String] = []
    for notice in holidays.compactMap(\.notice) where !notices.contains(notice) { notices.append(notice) }
    let result = HolidayUpdateReport.YearResult(
      region: region, year: year, change: covered ? .changed : .added, url: url, sha256: source.sha256,
      days: days, confirmed: confirmed, notices: notices, stored: nil)
    found.append(Found(table: yearTable, year: year, source: source, result: result))
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
      result.append((path, region, year, sha))
    }
    return result
  }
}
