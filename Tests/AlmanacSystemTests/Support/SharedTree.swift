import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One tree published by the built `almanac-data publish`, run outside any checkout with an
/// empty data directory, made once per test process and read by every test that needs a
/// published tree: publishing the whole tree takes seconds in a debug build, and the tests that
/// read one need not each make their own. A test that changes a tree works on a copy.
enum SharedTree {
  /// Where the tree and the run that made it are, or why it could not be made.
  private static let made: Result<(folder: URL, run: Binaries.Result), any Error> = Result {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: SharedTree.folder) }
    let run = try Binaries.run("almanac-data", ["publish", "--out", "tree"], directory: folder)
    return (folder, run)
  }

  /// The scratch folder the tree is published in, removed when the test process ends.
  private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "almanac-shared-tree-\(UUID().uuidString)")

  /// The run that published the tree: its exit status and what it printed.
  static func run() throws -> Binaries.Result { try made.get().run }

  /// The published tree (read it; copy it to change it).
  static func url() throws -> URL {
    let (folder, run) = try made.get()
    guard run.status == 0 else { throw SharedTreeError(reason: "almanac-data publish failed: \(run.stderr)") }
    return folder.appendingPathComponent("tree")
  }

  /// A copy of the tree at `destination` (which must not exist), as publish left it.
  static func copy(to destination: URL) throws {
    try FileManager.default.copyItem(at: try url(), to: destination)
  }

  struct SharedTreeError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }
}
