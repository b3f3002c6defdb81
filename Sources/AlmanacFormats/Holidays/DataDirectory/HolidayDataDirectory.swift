import Foundation
import AlmanacCore

/// The user data directory: the holiday arrangements a user imported (`almanac holidays import
/// FILE`, ``importFile(_:region:notes:)``), read by every command that uses holidays and by
/// ``HolidayTable/inForce(_:dataDirectory:)``, so that next year's notice, once imported, stays.
///
/// Where it is (``standard(environment:)``): `ALMANAC_DATA_DIR`, else `$XDG_DATA_HOME/almanac`,
/// else `~/.local/share/almanac` (on macOS `~/Library/Application Support/Almanac`).
///
/// What it holds: `holidays/REGION/YEAR.json`, one file per region and year, in Almanac JSON with
/// a `"source"` object naming the file it came from. Files are written whole (a temporary beside
/// them, then a rename), so a reader never sees half of one; a file there that Almanac did not
/// write, or one that no longer loads, is an error naming it, never skipped.
///
/// ```swift
/// let directory = HolidayDataDirectory.standard()!
/// var notes: [HolidayFileNote] = []
/// let imported = try directory.importFile(URL(fileURLWithPath: "2027.txt"), notes: &notes)
/// imported.changes.count                        // the days the notice changed
/// let table = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)   // 2004–2027
/// ```
public struct HolidayDataDirectory: Sendable, Hashable {
  /// Where the directory's location came from.
  public enum Origin: String, Sendable, Hashable, Codable {
    /// Given by the caller.
    case given
    /// The `ALMANAC_DATA_DIR` environment variable.
    case almanacDataDir = "ALMANAC_DATA_DIR"
    /// `$XDG_DATA_HOME/almanac`.
    case xdgDataHome = "XDG_DATA_HOME"
    /// The home directory's standard place.
    case home = "HOME"
  }

  /// The directory (it need not exist: nothing stored yet).
  public let url: URL
  /// Where its location came from.
  public let origin: Origin

  /// A directory given by the caller.
  public init(url: URL) {
    self.init(url: url, origin: .given)
  }

  private init(url: URL, origin: Origin) {
    self.url = url
    self.origin = origin
  }

  /// The user's directory: `ALMANAC_DATA_DIR`, else `$XDG_DATA_HOME/almanac` (an absolute
  /// `XDG_DATA_HOME` only, as the XDG specification says), else `~/.local/share/almanac` (macOS:
  /// `~/Library/Application Support/Almanac`); `nil` without a home directory (an absolute `HOME`).
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> HolidayDataDirectory?
  {
    if let given = environment["ALMANAC_DATA_DIR"], !given.isEmpty {
      return HolidayDataDirectory(url: URL(fileURLWithPath: given), origin: .almanacDataDir)
    }
    #if !os(macOS)
      if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
        return HolidayDataDirectory(
          url: URL(fileURLWithPath: xdg).appendingPathComponent("almanac"), origin: .xdgDataHome)
      }
    #endif
    // A relative HOME would put the directory wherever the command happens to run.
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    #if os(macOS)
      let path = "Library/Application Support/Almanac"
    #else
      let path = ".local/share/almanac"
    #endif
    return HolidayDataDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(path), origin: .home)
  }

  /// `holidays/`, where the years are stored.
  private var holidaysFolder: URL { url.appendingPathComponent("holidays") }

  /// Where a region's year is (or would be) stored: `holidays/CN/2027.json`.
  public func file(region: HolidayRegion, year: Int) -> URL {
    holidaysFolder.appendingPathComponent(region.rawValue).appendingPathComponent("\(year).json")
  }

  /// Every stored year, by region and year, each loaded and checked as `--holidays` checks a
  /// file, and against its name.
  ///
  /// - Throws: ``HolidayDataError`` for the first file that does not load, is not where its
  ///   content says, or is not a file Almanac stores there.
  public func storedYears() throws(HolidayDataError) -> [StoredHolidayYear] {
    try storedYears(skipping: [])
  }

  /// ``storedYears()``, leaving out (unread) the files of `skipped` (region, year) pairs: an
  /// import reads the directory without the years it is about to replace.
  func storedYears(skipping skipped: Set<String>) throws(HolidayDataError) -> [StoredHolidayYear] {
    // Never during an import's renames; a committed import a killed process did not finish is
    // read whole (its new files in place of the old).
    try AtomicFiles.reading(url) { overlay throws(HolidayDataError) in
      try storedYears(skipping: skipped, overlay: overlay)
    }
  }

  /// ``storedYears()`` for a caller that holds the directory's exclusive lock (inside
  /// ``AtomicFiles/change(in:failure:_:)``, after its recovery: no change is half done).
  func lockedStoredYears(skipping skipped: Set<String> = []) throws(HolidayDataError) -> [StoredHolidayYear] {
    try storedYears(skipping: skipped, overlay: [:])
  }

  /// Refuses a directory that is a file (or anything but a directory): never read as "nothing
  /// stored", which would answer every question from the built-in tables alone.
  func checkIsDirectory() throws(HolidayDataError) {
    switch Platform.status(url.path) {
    case .success(let status) where status.kind != .directory: throw .notADirectory(path: url.path, origin: origin)
    case .success: return
    // Not there yet: nothing is stored.
    case .failure(let error) where error == .noEntry: return
    // A loop of links, a folder that may not be searched: the system's reason.
    case .failure(let error): throw .unreadableDirectory(path: url.path, reason: "cannot be read (\(error.text))")
    }
  }

  private func storedYears(skipping skipped: Set<String>, overlay: [String: URL]) throws(HolidayDataError)
    -> [StoredHolidayYear]
  {
    try checkIsDirectory()
    var result: [StoredHolidayYear] = []
    // The files there, and the new files of a committed import not yet renamed into place.
    var folders: [String: URL] = [:]
    for folder in try entries(of: holidaysFolder) { folders[folder.standardizedFileURL.path] = folder }
    var pending: [String: [URL]] = [:]
    for path in overlay.keys where !Platform.exists(path) {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
      guard folder.deletingLastPathComponent().path == holidaysFolder.standardizedFileURL.path else { continue }
      folders[folder.path] = folders[folder.path] ?? folder
      pending[folder.path, default: []].append(URL(fileURLWithPath: path))
    }
    for (key, regionFolder) in folders.sorted(by: { $0.key < $1.key }) {
      let code = regionFolder.lastPathComponent
      guard let region = HolidayRegion(rawValue: code), region.rawValue == code,
        isDirectory(regionFolder) || pending[key] != nil
      else { throw .unexpectedFile(path: regionFolder.path) }
      for file in try entries(of: regionFolder) + (pending[key] ?? []) {
        let name = file.lastPathComponent
        guard name.hasSuffix(".json"), let year = Int(name.dropLast(5)), "\(year).json" == name,
          CivilDate.supportedYears.contains(year), !isDirectory(file)
        else { throw .unexpectedFile(path: file.path) }
        if skipped.contains("\(region.rawValue) \(year)") { continue }
        result.append(
          try load(file, region: region, year: year, from: overlay[file.standardizedFileURL.path] ?? file))
      }
    }
    return result.sorted { ($0.region.rawValue, $0.year) < ($1.region.rawValue, $1.year) }
  }

  /// The stored years merged into one table per region.
  public func tables() throws(HolidayDataError) -> [HolidayRegion: HolidayTable] {
    HolidayDataDirectory.merged(try storedYears())
  }

  /// Stored years as one table per region, each built once.
  static func merged(_ years: [StoredHolidayYear]) -> [HolidayRegion: HolidayTable] {
    var tables: [HolidayRegion: HolidayTable] = [:]
    for (region, stored) in Dictionary(grouping: years, by: \.region) {
      let empty = HolidayTable(region: region, years: [], holidays: [], weekend: stored[0].table.weekend)
      tables[region] = empty.layering(stored)
    }
    return tables
  }

  /// Stores every year of a loaded table, each as `holidays/REGION/YEAR.json` with `source`
  /// recorded, replacing what was stored for those years, as one change: every year new or every
  /// year as before, even if the process is killed midway (what a killed import left is finished
  /// or cleared by the next one); a failure changes nothing.
  ///
  /// - Throws: ``HolidayDataError/notWritten(path:reason:)``.
  @discardableResult
  public func store(_ table: HolidayTable, from source: HolidaySourceFile) throws(HolidayDataError)
    -> [StoredHolidayYear]
  {
    let files = yearFiles(table, source: source)
    try AtomicFiles.change(in: url, failure: HolidayDataError.writing) { () throws(HolidayDataError) in
      (files.files, ())
    }
    return files.stored
  }

  /// The files that store each year of a table, and the stored years they are.
  func yearFiles(_ table: HolidayTable, source: HolidaySourceFile) -> (
    files: [(url: URL, bytes: [UInt8])], stored: [StoredHolidayYear]
  ) {
    var files: [(url: URL, bytes: [UInt8])] = []
    var stored: [StoredHolidayYear] = []
    for (year, one) in table.restrictedToEachYear() {
      let file = file(region: table.region, year: year)
      let bytes = Array(one.almanacJSON(years: year...year, source: source).utf8)
      files.append((file, bytes))
      stored.append(
        StoredHolidayYear(
          region: table.region, year: year, file: file, sha256: SHA256.hex(bytes), source: source, table: one))
    }
    return (files, stored)
  }

  /// Removes a stored year; the built-in table's year (if any) is in force again.
  ///
  /// - Returns: the file removed.
  /// - Throws: ``HolidayDataError/notStored(region:year:stored:builtIn:)`` when nothing is
  ///   stored for it (the file need not load: a broken one is removed all the same);
  ///   ``HolidayDataError/notWritten(path:reason:)``.
  @discardableResult
  public func remove(region: HolidayRegion, year: Int) throws(HolidayDataError) -> URL {
    let url = file(region: region, year: year)
    // A change a killed import committed is finished first: the year may be one it stores.
    do {
      try AtomicFiles.recover(in: self.url)
    } catch {
      throw .notWritten(path: error.path, reason: error.reason)
    }
    // The stored file itself, not what it points to: a link to nothing, or a loop of links,
    // is removed like any other (every command that fails on one says to run this).
    guard Platform.exists(url.path), Platform.isSymbolicLink(url.path) || !isDirectory(url) else {
      let stored =
        (try? entries(of: holidaysFolder.appendingPathComponent(region.rawValue)))?.compactMap {
          Int($0.lastPathComponent.replacingOccurrences(of: ".json", with: ""))
        }.sorted() ?? []
      throw .notStored(
        region: region, year: year, stored: stored,
        builtIn: HolidayTable.builtIn(region: region)?.covers(year: year) ?? false)
    }
    do {
      try AtomicFiles.remove(url, in: self.url)
    } catch {
      throw .notWritten(path: error.path, reason: error.reason)
    }
    return url
  }

  /// One stored file, loaded and checked against its name; its bytes read from `bytesFile` (the
  /// file itself, or the temporary a committed import will rename over it).
  private func load(_ file: URL, region: HolidayRegion, year: Int, from bytesFile: URL) throws(HolidayDataError)
    -> StoredHolidayYear
  {
    let table: HolidayTable
    let bytes: [UInt8]
    var source: HolidaySourceFile?
    do {
      bytes = try HolidayFileText.bytes(bytesFile)
      let text = try HolidayFileText.text(bytes, file: file.path)
      var notes: [HolidayFileNote] = []
      table = try HolidayTable.load(text: text, file: file.path, region: region, notes: &notes)
      source = HolidayJSON.source(of: text)
    } catch {
      throw .unreadable(error, region: region, year: year)
    }
    guard table.region == region, table.years == [year] else {
      throw .misplaced(
        path: file.path, region: region, year: year,
        holds: "\(table.region) \(table.years.isEmpty ? "no year" : HolidayTableError.spans(table.years))")
    }
    return StoredHolidayYear(
      region: region, year: year, file: file, sha256: SHA256.hex(bytes), source: source, table: table)
  }

  /// The entries of a folder, without dot files (temporaries of a write in progress), sorted;
  /// none when the folder does not exist.
  private func entries(of folder: URL) throws(HolidayDataError) -> [URL] {
    let manager = FileManager.default
    switch Platform.status(folder.path) {
    case .success(let status) where status.kind == .directory: break
    case .success: throw .unexpectedFile(path: folder.path)
    case .failure(let error) where error == .noEntry || error == .notDirectory: return []
    case .failure(let error):
      // A loop of links, a folder that may not be searched: the system's reason, never "nothing".
      throw .unreadableDirectory(path: folder.path, reason: "cannot be read (\(error.text))")
    }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadableDirectory(path: folder.path, reason: "cannot be read (\(error.localizedDescription))")
    }
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  private func isDirectory(_ url: URL) -> Bool {
    var result: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &result) && result.boolValue
  }
}
