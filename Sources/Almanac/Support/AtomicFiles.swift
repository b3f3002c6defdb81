import Foundation

/// Files written so that a reader sees the old content or the new, never part of either: each
/// goes to a temporary file beside its place (a dot file, which readers of the directory skip),
/// is flushed to disk, and is then renamed over the old one (`rename(2)` replaces atomically).
enum AtomicFiles {
  /// Why a file could not be written or removed.
  struct Failure: Error {
    let path: String
    let reason: String
  }

  /// The temporary name beside `url` for this process.
  static func temporary(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
  }

  /// Writes every file, creating directories as needed: all temporaries first, then the renames,
  /// so that a failure before the renames changes nothing (the temporaries are removed).
  static func write(_ files: [(url: URL, bytes: [UInt8])]) throws(Failure) {
    let manager = FileManager.default
    var written: [(temporary: URL, url: URL)] = []
    func cleanUp() {
      for file in written { try? manager.removeItem(at: file.temporary) }
    }
    for file in files {
      let directory = file.url.deletingLastPathComponent()
      do {
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        cleanUp()
        // Name what is in the way: the nearest existing part of the path that is not a directory.
        var part = directory
        while part.path != "/" && !manager.fileExists(atPath: part.path) { part = part.deletingLastPathComponent() }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: part.path, isDirectory: &isDirectory), !isDirectory.boolValue {
          throw Failure(path: directory.path, reason: "cannot be created: \(part.path) is a file, not a directory")
        }
        throw Failure(path: directory.path, reason: "cannot be created (\(reason(error)))")
      }
      let temporary = temporary(for: file.url)
      guard manager.createFile(atPath: temporary.path, contents: Data(file.bytes)) else {
        cleanUp()
        throw Failure(path: temporary.path, reason: "cannot be written")
      }
      written.append((temporary, file.url))
      do {
        let handle = try FileHandle(forWritingTo: temporary)
        try handle.synchronize()
        try handle.close()
      } catch {
        cleanUp()
        throw Failure(path: temporary.path, reason: "cannot be flushed to disk (\(reason(error)))")
      }
    }
    for (index, file) in written.enumerated() {
      guard let error = Platform.rename(file.temporary.path, to: file.url.path) else { continue }
      for rest in written[index...] { try? manager.removeItem(at: rest.temporary) }
      throw Failure(path: file.url.path, reason: "cannot be replaced (\(error.text))")
    }
  }

  /// Removes a file.
  static func remove(_ url: URL) throws(Failure) {
    if let error = Platform.remove(url.path) {
      throw Failure(path: url.path, reason: "cannot be removed (\(error.text))")
    }
  }

  /// The system's words for a failure: the POSIX error under Foundation's (`Not a directory`),
  /// else Foundation's own.
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return Platform.Errno(Int32(underlying.code)).text
    }
    if error.domain == NSPOSIXErrorDomain { return Platform.Errno(Int32(error.code)).text }
    return error.localizedFailureReason ?? error.localizedDescription
  }
}
