import Foundation
import AlmanacCore
import AlmanacGrid
import AlmanacLocale

/// Changes to a directory of files that a reader sees whole, even if the writer is killed at
/// any moment: the old files or the new ones, never some of each, and no debris that lasts.
///
/// A change (``write(_:in:)``, ``remove(_:in:)``) runs under an exclusive lock on `ROOT/.lock`:
///
/// 1. What an earlier, killed change left is dealt with first (``recover(_:)``): a change
///    that reached its commit point is finished, anything else it wrote is removed.
/// 2. Each new file goes to a temporary beside its place (`.NAME.tmp-PID`, a dot file readers
///    skip) and is flushed to disk.
/// 3. The commit point: the list of renames is written to `ROOT/.commit` (itself written to a
///    temporary, flushed, then renamed into place, so it exists whole or not at all).
/// 4. Each temporary is renamed over its file; then `.commit` is removed.
///
/// Readers (``reading(_:_:)``) hold the lock shared, so they never read during steps 2–4; after a
/// writer was killed between 3 and 4 they read the temporaries `.commit` names in place of the
/// files they replace, and see the change whole.
enum AtomicFiles {
  /// Why a file could not be written or removed.
  struct Failure: Error {
    let path: String
    let reason: String
  }

  /// The commit record in a root.
  static func commitRecord(in root: URL) -> URL { root.appendingPathComponent(".commit") }

  /// The temporary name beside `url` for this process.
  static func temporary(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
  }

  /// Writes every file (each under `root`) as one change; see the type's description. A
  /// failure before the commit point changes nothing (what was written is removed).
  static func write(_ files: [(url: URL, bytes: [UInt8])], in root: URL) throws(Failure) {
    // The folders first (the root among them): what stands in the way is named with the folder
    // it blocks.
    for folder in Set(files.map { $0.url.deletingLastPathComponent().path }).sorted() {
      try createDirectory(URL(fileURLWithPath: folder))
    }
    try createDirectory(root)
    let lock = try exclusiveLock(root)
    defer { lock.unlock() }
    try recover(root)
    var written: [(temporary: URL, url: URL)] = []
    func cleanUp() {
      for file in written { _ = Platform.remove(file.temporary.path) }
    }
    for file in files {
      do throws(Failure) {
        let temporary = temporary(for: file.url)
        written.append((temporary, file.url))
        if let error = Platform.writeDurably(file.bytes, to: temporary.path) {
          throw Failure(path: file.url.path, reason: "cannot be written (\(error.text))")
        }
      } catch {
        cleanUp()
        throw error
      }
    }
    let record = written.map { relative($0.temporary, to: root) + "\t" + relative($0.url, to: root) }
    let commit = commitRecord(in: root)
    let pending = temporary(for: commit)
    if let error = Platform.writeDurably(Array((record.joined(separator: "\n") + "\n").utf8), to: pending.path) {
      cleanUp()
      _ = Platform.remove(pending.path)
      throw Failure(path: root.path, reason: "cannot record the change (\(error.text))")
    }
    if let error = Platform.rename(pending.path, to: commit.path) {
      cleanUp()
      _ = Platform.remove(pending.path)
      throw Failure(path: root.path, reason: "cannot record the change (\(error.text))")
    }
    // Committed: from here the change happens, now or at the next change's recovery.
    Platform.syncDirectory(root.path)
    try finish(root)
  }

  /// Removes a file under `root` as one change (after recovering an earlier one).
  static func remove(_ url: URL, in root: URL) throws(Failure) {
    let lock = try exclusiveLock(root)
    defer { lock.unlock() }
    try recover(root)
    if let error = Platform.remove(url.path) {
      throw Failure(path: url.path, reason: "cannot be removed (\(error.text))")
    }
  }

  /// Finishes or clears what a killed change left in `root` (under the lock); nothing when the
  /// root does not exist.
  static func recover(in root: URL) throws(Failure) {
    guard Platform.exists(root.path) else { return }
    let lock = try exclusiveLock(root)
    defer { lock.unlock() }
    try recover(root)
  }

  /// Runs `body` while no change is under way in `root`, with the renames of a committed change
  /// that a killed writer did not finish (temporary → file), so that `body` can read the change
  /// whole. A root that does not exist (nothing stored yet) has none.
  static func reading<T, E: Error>(_ root: URL, _ body: ([String: URL]) throws(E) -> T) throws(E) -> T {
    let lock = Platform.Lock(shared: root.appendingPathComponent(".lock").path)
    defer { lock?.unlock() }
    var overlay: [String: URL] = [:]
    for (temporary, url) in committedRenames(root) where Platform.exists(temporary.path) {
      overlay[url.standardizedFileURL.path] = temporary
    }
    return try body(overlay)
  }

  /// The root's exclusive lock, taken.
  private static func exclusiveLock(_ root: URL) throws(Failure) -> Platform.Lock {
    do {
      return try Platform.Lock(exclusive: root.appendingPathComponent(".lock").path)
    } catch {
      throw Failure(path: root.path, reason: "cannot be locked (\(error.text))")
    }
  }

  /// Finishes a committed change a killed writer left, and removes what an uncommitted one
  /// wrote (temporaries of any process, and the `.nosync` files an interrupted Foundation write
  /// leaves): called with the exclusive lock held.
  static func recover(_ root: URL) throws(Failure) {
    try finish(root)
    for folder in [root] + subfolders(of: root, depth: 3) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
      for name in names where isDebris(name) {
        _ = Platform.remove(folder.appendingPathComponent(name).path)
      }
    }
  }

  /// Whether a name is a temporary a change writes (`.2027.json.tmp-1234`, `.commit.tmp-1234`) or
  /// one an interrupted Foundation write leaves (`.2027.json.nosync…`, `.2027.json.tmp.…`).
  static func isDebris(_ name: String) -> Bool {
    name.hasPrefix(".") && (name.contains(".tmp-") || name.contains(".nosync") || name.contains(".tmp."))
  }

  /// Completes the renames of `.commit` (those already done are skipped), then removes it.
  private static func finish(_ root: URL) throws(Failure) {
    let commit = commitRecord(in: root)
    guard Platform.exists(commit.path) else { return }
    for (temporary, url) in committedRenames(root) where Platform.exists(temporary.path) {
      if let error = Platform.rename(temporary.path, to: url.path) {
        throw Failure(path: url.path, reason: "cannot be replaced (\(error.text))")
      }
    }
    for folder in Set(committedRenames(root).map { $0.url.deletingLastPathComponent().path }) {
      Platform.syncDirectory(folder)
    }
    if let error = Platform.remove(commit.path), error != .noEntry {
      throw Failure(path: commit.path, reason: "cannot be removed (\(error.text))")
    }
  }

  /// The renames `.commit` records (temporary, file), none when there is no record. Lines
  /// that do not name two paths inside the root are ignored.
  private static func committedRenames(_ root: URL) -> [(temporary: URL, url: URL)] {
    guard case .success(let bytes) = Platform.read(commitRecord(in: root).path, limit: 1 << 20) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t").map(String.init)
      guard parts.count == 2, parts.allSatisfy({ !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") })
      else { return nil }
      return (root.appendingPathComponent(parts[0]), root.appendingPathComponent(parts[1]))
    }
  }

  private static func relative(_ url: URL, to root: URL) -> String {
    let base = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
  }

  private static func subfolders(of folder: URL, depth: Int) -> [URL] {
    guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    var result: [URL] = []
    for name in names where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      guard !Platform.isSymbolicLink(url.path), case .success(let status) = Platform.status(url.path),
        status.kind == .directory
      else { continue }
      result.append(url)
      result += subfolders(of: url, depth: depth - 1)
    }
    return result
  }

  /// Creates a directory and its parents, naming what is in the way with the system's reason.
  static func createDirectory(_ directory: URL) throws(Failure) {
    var missing: [URL] = []
    var part = directory
    while part.path != "/" {
      switch Platform.status(part.path) {
      case .success(let status) where status.kind == .directory:
        for folder in missing.reversed() {
          if let error = Platform.makeDirectory(folder.path), error != .exists {
            throw Failure(path: directory.path, reason: "cannot be created (\(error.text))")
          }
        }
        return
      case .success:
        throw Failure(path: directory.path, reason: "cannot be created: \(part.path) is a file, not a directory")
      case .failure(let error) where error == .noEntry || error == .notDirectory:
        missing.append(part)
        part = part.deletingLastPathComponent()
      case .failure(let error):
        throw Failure(path: directory.path, reason: "cannot be created (\(part.path): \(error.text))")
      }
    }
    for folder in missing.reversed() {
      if let error = Platform.makeDirectory(folder.path), error != .exists {
        throw Failure(path: directory.path, reason: "cannot be created (\(error.text))")
      }
    }
  }
}
