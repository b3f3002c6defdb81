import Almanac
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `almanac publish --out DIR` and `almanac-data publish --out DIR`: write ``PublishedTree``'s files (the layout is documented
/// there and in the manual, "Deploying") so that DIR is always a whole tree, the old one or the new:
///
/// - Runs on the same DIR take turns (a lock file beside it, `.DIR.lock`).
/// - DIR is replaced only when it is empty or a tree this tool wrote: it holds the marker file
///   `.almanac-publish` and nothing that its `index.json` does not list. Anything else is left
///   untouched (exit 74): nothing a user owns is deleted.
/// - The new tree is written beside DIR (`.DIR.partial-PID-RANDOM`, the marker first) and swapped in
///   with one atomic exchange of the two directories (`renameat2(RENAME_EXCHANGE)` on Linux,
///   `renamex_np(RENAME_SWAP)` on macOS), then the old tree is removed. Where the file system
///   cannot exchange, DIR is moved aside to `.DIR.old-PID-RANDOM` first and the next run puts it back if
///   the run died between the two moves.
/// - What a killed run left beside DIR (`.DIR.partial-PID…`, `.DIR.old-PID…` of a process that no
///   longer runs, carrying the marker) is removed by the next run.
package enum Publisher {
  /// The marker file at the root of every published tree, and its content.
  package static let marker = ".almanac-publish"
  package static let markerText =
    "almanac-publish/1: written by almanac-data publish; this directory is replaced whole by the next publish\n"

  /// The tables a tree publishes, one per region: the built-in ones with the years imported
  /// into the data directory, each the official arrangement (an overlay of the publisher's never
  /// goes out), and the imported years' sources, for the run to say what it included. The
  /// regions and their layers are the library's (``HolidaySetup``), from one read.
  package static func tablesInForce(dataDirectory directory: HolidayDataDirectory?) throws(PublishError) -> (
    tables: [HolidayTable], imported: [HolidayLayer]
  ) {
    let inForce: [HolidayRegion: HolidayTable]
    let sources: [HolidayLayer]
    do {
      var notes: [HolidayFileNote] = []
      (inForce, sources) = try HolidaySetup(dataDirectory: directory).tablesInForce(notes: &notes)
    } catch {
      throw PublishError(reason: "\(directory?.url.path ?? ""): \(error.description)")
    }
    var regions: [HolidayRegion] = []
    for source in sources where !regions.contains(source.region) { regions.append(source.region) }
    return (regions.compactMap { inForce[$0]?.official }, sources.filter { $0.kind == .imported })
  }

  /// The line a publish prints for each imported year it included.
  package static func includedLines(_ imported: [HolidayLayer]) -> [String] {
    imported.flatMap { source in
      source.years.map {
        "included \(source.region.rawValue) \($0) from the holiday data directory (\(source.path ?? ""))"
      }
    }
  }

  /// Writes the tree to `out` (with `precompress`, every file's `.gz` and `.br` beside it).
  ///
  /// - Returns: the number of files and of bytes.
  package static func publish(to given: URL, tables: [HolidayTable], precompress: Bool = false) throws -> (
    files: Int, bytes: Int
  ) {
    let manager = FileManager.default
    var files = try PublishedTree.files(tables: tables)
    if precompress { files = try PublishedTree.precompressed(files, tables: tables) }
    // A symbolic link (to a web root) is published through: the tree replaces what it points
    // to, beside it on its own file system, and the link stays a link.
    let out = try target(of: given)
    let parent = out.deletingLastPathComponent()
    let name = out.lastPathComponent
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw OutputError(path: parent.path, reason: "cannot be created (\(error.localizedDescription))")
    }
    let lock = try PublishLock(parent.appendingPathComponent(".\(name).lock"))
    defer { lock.release() }
    try recover(out, parent: parent, name: name)
    try checkReplaceable(out)

    // A name of this run's own (its process number, for the next run to recognise debris, and
    // a random part, so that it is never a directory someone else made).
    let partial = parent.appendingPathComponent(
      ".\(name).partial-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))")
    do {
      try manager.createDirectory(at: partial, withIntermediateDirectories: false)
      // The marker first: a partial tree left by a killed run is recognised as ours.
      try Data(markerText.utf8).write(to: partial.appendingPathComponent(marker))
      for file in files {
        let url = partial.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
    } catch {
      try? manager.removeItem(at: partial)
      throw OutputError(path: out.path, reason: "cannot be written (\(error.localizedDescription))")
    }
    try swapIn(partial, out: out, parent: parent, name: name)
    return (files.count, files.reduce(0) { $0 + $1.bytes.count })
  }

  /// Moves the new tree into place: one exchange where DIR exists, one rename where it does not.
  private static func swapIn(_ partial: URL, out: URL, parent: URL, name: String) throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: out.path) else {
      guard rename(partial.path, out.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? manager.removeItem(at: partial)
        throw OutputError(path: out.path, reason: "cannot be written (\(reason))")
      }
      return
    }
    switch DirectoryExchange.exchange(partial.path, out.path) {
    case .done:
      // `partial` now holds the old tree.
      removeTree(partial)
    case .unsupported:
      let old = parent.appendingPathComponent(
        ".\(name).old-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))")
      guard rename(out.path, old.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? manager.removeItem(at: partial)
        throw OutputError(path: out.path, reason: "cannot be replaced (\(reason))")
      }
      guard rename(partial.path, out.path) == 0 else {
        let reason = String(cString: strerror(errno))
        _ = rename(old.path, out.path)
        try? manager.removeItem(at: partial)
        throw OutputError(path: out.path, reason: "cannot be replaced (\(reason))")
      }
      removeTree(old)
    case .failed(let reason):
      try? manager.removeItem(at: partial)
      throw OutputError(path: out.path, reason: "cannot be replaced (\(reason))")
    }
  }

  /// Puts back a tree a killed run moved aside, and removes what killed runs left: the
  /// `.DIR.partial-PID` and `.DIR.old-PID` of processes that no longer run, if they carry the
  /// marker (a directory of that name without it is not touched).
  private static func recover(_ out: URL, parent: URL, name: String) throws {
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    for entry in entries.sorted() {
      for (kind, prefix) in [("old", ".\(name).old-"), ("partial", ".\(name).partial-")]
      where entry.hasPrefix(prefix) {
        let number = entry.dropFirst(prefix.count).prefix { $0.isNumber }
        guard let pid = Int32(number), !isRunning(pid) else { continue }
        let debris = parent.appendingPathComponent(entry)
        guard manager.fileExists(atPath: debris.appendingPathComponent(marker).path) else {
          // A tree whose removal was cut off after its last file: only empty folders are left.
          removeEmptyFolders(debris)
          continue
        }
        if kind == "old" && !manager.fileExists(atPath: out.path) {
          // Killed between moving DIR aside and moving the new tree in: DIR is the old tree again.
          guard rename(debris.path, out.path) == 0 else {
            throw OutputError(
              path: out.path,
              reason: "cannot be restored from \(debris.path) (\(String(cString: strerror(errno))))")
          }
          continue
        }
        if kind == "old" { removeTree(debris) } else { try? manager.removeItem(at: debris) }
      }
    }
  }

  /// Removes a directory that holds nothing but (nested) empty directories; anything else is
  /// left as it is.
  private static func removeEmptyFolders(_ root: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names {
      let url = root.appendingPathComponent(name)
      if !Platform.isSymbolicLink(url.path), case .success(let status) = Platform.status(url.path),
        status.kind == .directory
      {
        removeEmptyFolders(url)
      }
    }
    rmdir(root.path)
  }

  /// `given`, or what it points to when it is a symbolic link (a chain followed to its end);
  /// a link to nothing, a loop, or one that names no directory is refused.
  private static func target(of given: URL) throws -> URL {
    guard Platform.isSymbolicLink(given.path) else { return given }
    guard let resolved = realpath(given.path, nil) else {
      throw OutputError(
        path: given.path,
        reason: "is a symbolic link that leads nowhere (\(String(cString: strerror(errno)))); point it at a directory")
    }
    defer { free(resolved) }
    let url = URL(fileURLWithPath: String(cString: resolved))
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw OutputError(path: given.path, reason: "is a symbolic link to \(url.path), which is not a directory")
    }
    return url
  }

  /// Removes an old tree, deleting only what its index.json says this tool wrote (and the marker
  /// and the index), then the directories left empty: anything else (a file a user put there
  /// after the check) stays where it is.
  private static func removeTree(_ root: URL) {
    let manager = FileManager.default
    var listed: [String] = []
    if let data = manager.contents(atPath: root.appendingPathComponent("index.json").path),
      let index = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let files = (index["files"] as? [[String: Any]])?.compactMap({ $0["path"] as? String })
    {
      listed += files.filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
    }
    // The index and the marker last: a run killed midway leaves a tree the next run still
    // recognises (the marker) and still knows the files of (the index).
    listed += ["index.json", marker]
    var directories = Set<String>()
    for path in listed {
      unlink(root.appendingPathComponent(path).path)
      var parent = (path as NSString).deletingLastPathComponent
      while !parent.isEmpty {
        directories.insert(parent)
        parent = (parent as NSString).deletingLastPathComponent
      }
    }
    // Deepest first; rmdir removes only empty directories.
    for directory in directories.sorted(by: { $0.count > $1.count }) {
      rmdir(root.appendingPathComponent(directory).path)
    }
    rmdir(root.path)
  }

  /// Whether a process runs (or exists under another user).
  private static func isRunning(_ pid: Int32) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }

  /// Refuses a DIR that is not empty and not a tree this tool wrote.
  private static func checkReplaceable(_ out: URL) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: out.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw OutputError(path: out.path, reason: "exists and is not a directory")
    }
    let present = try treeFiles(out)
    guard !present.isEmpty else { return }
    let refusal =
      "is not a tree almanac-data published (one holds \(marker) and only the files its index.json lists); left untouched"
    guard (try? String(contentsOf: out.appendingPathComponent(marker), encoding: .utf8)) == markerText,
      let data = manager.contents(atPath: out.appendingPathComponent("index.json").path),
      let index = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      index["format"] as? String == "almanac-publish/1",
      let listed = (index["files"] as? [[String: Any]])?.compactMap({ $0["path"] as? String })
    else { throw OutputError(path: out.path, reason: refusal) }
    var allowed = Set(listed + [marker, "index.json"])
    for path in listed {
      var parent = (path as NSString).deletingLastPathComponent
      while !parent.isEmpty {
        allowed.insert(parent + "/")
        parent = (parent as NSString).deletingLastPathComponent
      }
    }
    if let stranger = present.first(where: { !allowed.contains($0) }) {
      throw OutputError(
        path: out.path,
        reason:
          "holds \(QuotedInput.plain(stranger)), which its index.json does not list, so it is not only a published tree; left untouched"
      )
    }
  }

  /// Every file and directory under a directory (relative paths, a directory's with a trailing
  /// `/`; a symbolic link or other special file is listed as it is, never followed).
  private static func treeFiles(_ root: URL) throws -> [String] {
    let manager = FileManager.default
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let directory = relative.isEmpty ? root : root.appendingPathComponent(relative)
      let names: [String]
      do {
        names = try manager.contentsOfDirectory(atPath: directory.path)
      } catch {
        throw OutputError(path: directory.path, reason: "cannot be read (\(error.localizedDescription))")
      }
      for name in names {
        let path = relative.isEmpty ? name : relative + "/" + name
        let attributes = try? manager.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
          pending.append(path)
          result.append(path + "/")
        } else {
          result.append(path)
        }
      }
    }
    return result.sorted()
  }
}

/// A lock on one DIR: an exclusive `flock` on `.DIR.lock` beside it, held for the run (the
/// kernel releases it when the process ends, however it ends).
package struct PublishLock {
  private let descriptor: Int32

  package init(_ url: URL) throws {
    descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw OutputError(
        path: url.path, reason: "cannot be opened as a lock (\(String(cString: strerror(errno))))")
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw OutputError(path: url.path, reason: "cannot be locked (\(reason))")
      }
    }
  }

  package func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// Swaps two directories in one step.
enum DirectoryExchange {
  enum Outcome {
    case done
    /// The system or the file system cannot exchange (old kernel, some network file systems).
    case unsupported
    case failed(String)
  }

  #if canImport(Glibc)
    private typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
      -> Int32
    /// `renameat2`, resolved once: glibc has it from 2.28, but Swift's Glibc module does not
    /// declare it.
    private static let renameAt2: RenameAt2? = dlsym(dlopen(nil, RTLD_NOW), "renameat2").map {
      unsafeBitCast($0, to: RenameAt2.self)
    }
    /// `RENAME_EXCHANGE` of `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 2
  #endif

  static func exchange(_ first: String, _ second: String) -> Outcome {
    // The tests take the path of file systems that cannot exchange with this variable set.
    if ProcessInfo.processInfo.environment["ALMANAC_PUBLISH_NO_EXCHANGE"] != nil { return .unsupported }
    #if canImport(Glibc)
      guard let renameAt2 else { return .unsupported }
      if renameAt2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return .done }
      return errno == EINVAL || errno == ENOSYS || errno == ENOTSUP
        ? .unsupported : .failed(String(cString: strerror(errno)))
    #elseif canImport(Darwin)
      if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return .done }
      return errno == ENOTSUP || errno == EINVAL ? .unsupported : .failed(String(cString: strerror(errno)))
    #else
      return .unsupported
    #endif
  }
}

/// The published tree could not be written (exit 74).
package struct OutputError: Error, CustomStringConvertible {
  package let path: String
  package let reason: String
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
  package var description: String { "\(QuotedInput.plain(path)): \(reason)" }
}
