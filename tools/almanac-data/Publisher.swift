import Almanac
import Dispatch
import Foundation

/// `almanac-data publish --out DIR`: writes ``PublishedTree``'s files (the layout is documented
/// there and in README, "Publish"). The tree is built beside `DIR` and moved into place whole:
/// an interrupted run leaves the old tree.
enum Publisher {
  /// Writes the tree to `out`, replacing what was there only once the whole tree is written.
  ///
  /// - Returns: the number of files and of bytes.
  static func publish(to out: URL, tables: [HolidayTable]) throws -> (files: Int, bytes: Int) {
    let manager = FileManager.default
    let files = try PublishedTree.files(tables: tables)
    let parent = out.deletingLastPathComponent()
    let partial = parent.appendingPathComponent(".\(out.lastPathComponent).partial-\(getpid())")
    let old = parent.appendingPathComponent(".\(out.lastPathComponent).old-\(getpid())")
    do {
      try manager.createDirectory(at: partial, withIntermediateDirectories: true)
      for file in files {
        let url = partial.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: out.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          throw OutputError(path: out.path, reason: "exists and is not a directory")
        }
        let isEmpty = try manager.contentsOfDirectory(atPath: out.path).isEmpty
        guard manager.fileExists(atPath: out.appendingPathComponent("index.json").path) || isEmpty else {
          throw OutputError(
            path: out.path, reason: "holds files but no index.json: not a published tree, left untouched")
        }
        try manager.moveItem(at: out, to: old)
      }
      try manager.moveItem(at: partial, to: out)
      try? manager.removeItem(at: old)
    } catch {
      try? manager.removeItem(at: partial)
      if manager.fileExists(atPath: old.path) && !manager.fileExists(atPath: out.path) {
        try? manager.moveItem(at: old, to: out)
      }
      if let error = error as? OutputError { throw error }
      throw OutputError(path: out.path, reason: "cannot be written (\(error.localizedDescription))")
    }
    return (files.count, files.reduce(0) { $0 + $1.bytes.count })
  }
}

/// The published tree could not be written (exit 74).
struct OutputError: Error, CustomStringConvertible {
  let path: String
  let reason: String
  var description: String { "\(QuotedInput.plain(path)): \(reason)" }
}
