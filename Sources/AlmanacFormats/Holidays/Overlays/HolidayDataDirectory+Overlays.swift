import Foundation
import AlmanacCore

/// An overlay in the data directory (`overlays/acme.json`).
public struct StoredOverlay: Sendable {
  /// The overlay.
  public let overlay: HolidayOverlay
  /// The stored file.
  public let file: URL
  /// The SHA-256 of the stored file.
  public let sha256: String
  /// The file it was imported from, as recorded at import.
  public let source: HolidaySourceFile?
}

extension HolidayDataDirectory {
  /// `overlays/`, where overlays are stored.
  private var overlaysFolder: URL { url.appendingPathComponent("overlays") }

  /// Where an overlay is (or would be) stored: `overlays/acme.json`.
  public func overlayFile(named name: String) -> URL {
    overlaysFolder.appendingPathComponent("\(name).json")
  }

  /// Every stored overlay, each read and checked as an import checks it, by name.
  ///
  /// - Throws: ``HolidayDataError`` for the first file that does not load or is not one Almanac
  ///   stores there.
  public func storedOverlays() throws(HolidayDataError) -> [StoredOverlay] {
    try checkIsDirectory()
    return try AtomicFiles.reading(url) { pending throws(HolidayDataError) in
      var result: [StoredOverlay] = []
      let folder = overlaysFolder
      let names: [String]
      switch Platform.status(folder.path) {
      case .success(let status) where status.kind == .directory:
        names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
          !$0.hasPrefix(".")
        }
      case .success: throw .unexpectedFile(path: folder.path)
      case .failure(let error) where error == .noEntry || error == .notDirectory: names = []
      case .failure(let error):
        throw .unreadableDirectory(path: folder.path, reason: "cannot be read (\(error.text))")
      }
      var files = Set(names)
      for path in pending.keys where URL(fileURLWithPath: path).deletingLastPathComponent().path == folder.standardizedFileURL.path {
        files.insert(URL(fileURLWithPath: path).lastPathComponent)
      }
      for name in files.sorted() {
        let file = folder.appendingPathComponent(name)
        guard name.hasSuffix(".json"), HolidayOverlay.isName(String(name.dropLast(5))) else {
          throw .unexpectedFile(path: file.path)
        }
        let bytes: [UInt8]
        let overlay: HolidayOverlay
        do throws(HolidayFileError) {
          bytes = try HolidayFileText.bytes(pending[file.standardizedFileURL.path] ?? file)
          let text = try HolidayFileText.text(bytes, file: file.path)
          overlay = try HolidayOverlay.load(text: text, file: file.path, name: String(name.dropLast(5)))
        } catch {
          throw .unreadableOverlay(error, name: String(name.dropLast(5)))
        }
        let source = HolidayJSON.source(of: String(decoding: bytes, as: UTF8.self))
        result.append(StoredOverlay(overlay: overlay, file: file, sha256: SHA256.hex(bytes), source: source))
      }
      return result
    }
  }

  /// Imports an overlay file (``HolidayOverlay/load(text:file:name:)``) under `name`, replacing
  /// one stored under that name: read and checked first (a refused file changes nothing), then
  /// stored as `overlays/NAME.json` in one change.
  ///
  /// - Throws: ``HolidayDataError``: the file refused (its line), or not written.
  @discardableResult
  public func importOverlay(_ file: URL, name: String) throws(HolidayDataError) -> StoredOverlay {
    let bytes: [UInt8]
    let overlay: HolidayOverlay
    do {
      bytes = try HolidayFileText.bytes(file)
      let text = try HolidayFileText.text(bytes, file: file.relativePath)
      overlay = try HolidayOverlay.load(text: text, file: file.relativePath, name: name)
    } catch {
      throw .refused(error)
    }
    // An overlay lies on a region's table: one of a region with none would apply to nothing.
    try checkIsDirectory()
    var regions = HolidayTable.builtInRegions
    for stored in (try? storedYears()) ?? [] where !regions.contains(stored.region) { regions.append(stored.region) }
    guard regions.contains(overlay.region) else {
      throw .overlayRegion(file: file.relativePath, region: overlay.region, known: regions)
    }
    let source = HolidaySourceFile(name: file.lastPathComponent, sha256: SHA256.hex(bytes), format: .overlay)
    let target = overlayFile(named: overlay.name)
    let stored = Array(overlay.fileText(source: source).utf8)
    do {
      try AtomicFiles.write([(target, stored)], in: url)
    } catch {
      throw .notWritten(path: error.path, reason: error.reason)
    }
    return StoredOverlay(overlay: overlay, file: target, sha256: SHA256.hex(stored), source: source)
  }

  /// Removes a stored overlay.
  ///
  /// - Returns: the file removed.
  /// - Throws: ``HolidayDataError/notWritten(path:reason:)``; ``HolidayDataError/noOverlay(name:stored:)``
  ///   when none is stored under the name.
  @discardableResult
  public func removeOverlay(named name: String) throws(HolidayDataError) -> URL {
    let file = overlayFile(named: name)
    guard HolidayOverlay.isName(name), Platform.exists(file.path) else {
      let stored = ((try? FileManager.default.contentsOfDirectory(atPath: overlaysFolder.path)) ?? [])
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
      throw .noOverlay(name: name, stored: stored)
    }
    do {
      try AtomicFiles.remove(file, in: url)
    } catch {
      throw .notWritten(path: error.path, reason: error.reason)
    }
    return file
  }
}
