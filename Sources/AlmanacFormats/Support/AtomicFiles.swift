import Foundation
import AlmanacCore

/// Changes to a directory of files that a reader sees whole, even if the writer is killed at
/// any moment: the old files or the new ones, never some of each, and no debris that lasts.
///
/// What Almanac owns in a root (a data directory, which may be a folder of the user's own): the
/// lock `ROOT/.almanac-lock`, the files it stores, and in its own subfolders (``ownFolders``:
/// `holidays/`, `holidays/REGION/`, `overlays/`) the temporaries of a change and its commit
/// record, every one named with ``temporaryPrefix``. It deletes nothing else: no pattern is
/// matched in a folder it does not write, so a user's `.notes.tmp.txt` beside the data stays.
///
/// A change (``change(in:failure:_:)``, ``write(_:in:)``, ``remove(_:in:)``) runs under an
/// exclusive lock:
///
/// 1. What an earlier, killed change left is dealt with first (``recover(_:)``): a change
///    that reached its commit point is finished, the temporaries of any other are removed.
/// 2. The caller decides what to write from what is there now (read under the lock).
/// 3. Each new file goes to a temporary in its own folder (a root-level file's in `holidays/`),
///    a dot file readers skip, and is flushed to disk.
/// 4. The commit point: the list of renames is written to `holidays/.almanac-commit` (itself
///    written to a temporary, flushed, then renamed into place, so it exists whole or not at all).
/// 5. Each temporary is renamed over its file; then the record is removed.
///
/// Readers (``reading(_:_:)``) hold the lock shared, so they never read during steps 2–5; after a
/// writer was killed between 4 and 5 they read the temporaries the record names in place of the
/// files they replace, and see the change whole.
enum AtomicFiles {
  /// Why a file could not be written or removed.
  struct Failure: Error {
    let path: String
    let reason: String
  }

  /// What every temporary and record Almanac writes is named with.
  static let temporaryPrefix = ".almanac-tmp-"

  /// The folders of a root Almanac writes into, and the only ones it clears debris from.
  static let ownFolders = ["holidays", "overlays"]

  /// The lock of a root.
  static func lockFile(in root: URL) -> URL { root.appendingPathComponent(".almanac-lock") }

  /// The commit record in a root.
  static func commitRecord(in root: URL) -> URL {
    root.appendingPathComponent("holidays").appendingPathComponent(".almanac-commit")
  }

  /// The temporary for `url` (under `root`) for this process: beside it in an own folder, or in
  /// `holidays/` for a file at the root (`update.json`).
  static func temporary(for url: URL, in root: URL) -> URL {
    let folder = url.deletingLastPathComponent()
    let staging =
      folder.standardizedFileURL.path == root.standardizedFileURL.path
      ? root.appendingPathComponent("holidays") : folder
    return staging.appendingPathComponent(
      "\(temporaryPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(url.lastPathComponent)")
  }

  /// Writes every file (each under `root`) as one change; see the type's description. A
  /// failure before the commit point changes nothing (what was written is removed).
  static func write(_ files: [(url: URL, bytes: [UInt8])], in root: URL) throws(Failure) {
    try change(in: root, failure: { $0 }) { () throws(Failure) in (files, ()) }
  }

  /// Runs `decide` under the exclusive lock, after recovering what a killed change left, and
  /// writes the files it returns as one change before the lock is released: a writer decides on
  /// what is there then, never on what it read before another writer's change.
  ///
  /// - Parameters:
  ///   - failure: turns a failure to lock or write into the caller's error.
  ///   - decide: reads what it needs (no other change runs meanwhile; read without taking the
  ///     lock again) and returns the files to write, none for no change, and its result.
  static func change<T, E: Error>(
    in root: URL, failure: (Failure) -> E,
    _ decide: () throws(E) -> (files: [(url: URL, bytes: [UInt8])], result: T)
  ) throws(E) -> T {
    let lock: Platform.Lock
    do {
      try createDirectory(root)
      lock = try exclusiveLock(root)
      try recover(root)
    } catch {
      throw failure(error)
    }
    defer { lock.unlock() }
    let decided = try decide()
    do {
      try commit(decided.files, in: root)
    } catch {
      throw failure(error)
    }
    return decided.result
  }

  /// Writes files as one change; called with the exclusive lock held.
  private static func commit(_ files: [(url: URL, bytes: [UInt8])], in root: URL) throws(Failure) {
    guard !files.isEmpty else { return }
    // The folders first: what stands in the way is named with the folder it blocks.
    let folders = Set(files.map { $0.url.deletingLastPathComponent().path } + [commitRecord(in: root).deletingLastPathComponent().path])
    for folder in folders.sorted() { try createDirectory(URL(fileURLWithPath: folder)) }
    var written: [(temporary: URL, url: URL)] = []
    func cleanUp() {
      for file in written { _ = Platform.remove(file.temporary.path) }
    }
    for file in files {
      let temporary = temporary(for: file.url, in: root)
      written.append((temporary, file.url))
      if let error = Platform.writeDurably(file.bytes, to: temporary.path) {
        cleanUp()
        throw Failure(path: file.url.path, reason: "cannot be written (\(error.text))")
      }
    }
    let record = written.map { relative($0.temporary, to: root) + "\t" + relative($0.url, to: root) }
    let commit = commitRecord(in: root)
    let pending = temporary(for: commit, in: root)
    if let error = Platform.writeDurably(Array((record.joined(separator: "\n") + "\n").utf8), to: pending.path) {
      cleanUp()
      throw Failure(path: root.path, reason: "cannot record the change (\(error.text))")
    }
    if let error = Platform.rename(pending.path, to: commit.path) {
      cleanUp()
      _ = Platform.remove(pending.path)
      throw Failure(path: root.path, reason: "cannot record the change (\(error.text))")
    }
    // Committed: from here the change happens, now or at the next change's recovery.
    Platform.syncDirectory(commit.deletingLastPathComponent().path)
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
    let lock = Platform.Lock(shared: lockFile(in: root).path)
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
      return try Platform.Lock(exclusive: lockFile(in: root).path)
    } catch {
      throw Failure(path: root.path, reason: "cannot be locked (\(error.text))")
    }
  }

  /// Finishes a committed change a killed writer left, and removes the temporaries of an
  /// uncommitted one (of any process): called with the exclusive lock held. Only Almanac's own
  /// folders are looked in, and only names with ``temporaryPrefix`` removed.
  static func recover(_ root: URL) throws(Failure) {
    try finish(root)
    for folder in debrisFolders(root) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
      for name in names where isDebris(name) {
        _ = Platform.remove(folder.appendingPathComponent(name).path)
      }
    }
  }

  /// Whether a name is one of Almanac's temporaries (`.almanac-tmp-1234-2027.json`).
  static func isDebris(_ name: String) -> Bool { name.hasPrefix(temporaryPrefix) }

  /// The folders a change writes temporaries into: `holidays/`, each `holidays/REGION/` (a
  /// region code's folder, not a link) and `overlays/`, those that exist.
  private static func debrisFolders(_ root: URL) -> [URL] {
    var result: [URL] = []
    func folder(_ url: URL) -> Bool {
      guard !Platform.isSymbolicLink(url.path), case .success(let status) = Platform.status(url.path) else {
        return false
      }
      return status.kind == .directory
    }
    for name in ownFolders {
      let url = root.appendingPathComponent(name)
      guard folder(url) else { continue }
      result.append(url)
      guard name == "holidays", let regions = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
        continue
      }
      for code in regions.sorted() where HolidayRegion(rawValue: code)?.rawValue == code {
        let region = url.appendingPathComponent(code)
        if folder(region) { result.append(region) }
      }
    }
    return result
  }

  /// Completes the renames of the commit record (those already done are skipped), then removes
  /// it.
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

  /// The renames the commit record lists (temporary, file), none when there is none. Lines that
  /// do not name an Almanac temporary and a path inside the root are ignored.
  private static func committedRenames(_ root: URL) -> [(temporary: URL, url: URL)] {
    guard case .success(let bytes) = Platform.read(commitRecord(in: root).path, limit: 1 << 20) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t").map(String.init)
      guard parts.count == 2, parts.allSatisfy({ !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }),
        let name = parts[0].split(separator: "/").last, isDebris(String(name))
      else { return nil }
      return (root.appendingPathComponent(parts[0]), root.appendingPathComponent(parts[1]))
    }
  }

  private static func relative(_ url: URL, to root: URL) -> String {
    let base = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
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

extension HolidayDataError {
  /// A failure of a change to the data directory, as the directory reports it.
  static func writing(_ failure: AtomicFiles.Failure) -> HolidayDataError {
    .notWritten(path: failure.path, reason: failure.reason)
  }
}
