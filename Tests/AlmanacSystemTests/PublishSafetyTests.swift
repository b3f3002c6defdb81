import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// `almanac-data publish --out DIR` around what users keep in DIR, killed runs and runs at once:
/// DIR is always a whole tree, the old one or the new; nothing a user owns is deleted.
@Suite("almanac-data publish: nothing lost")
struct PublishSafetyTests {
  let manager = FileManager.default

  func scratch() throws -> URL {
    let url = manager.temporaryDirectory.appendingPathComponent("almanac-publish-\(UUID().uuidString)")
    try manager.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func publish(_ out: URL, environment: [String: String] = [:]) throws -> Binaries.Result {
    try Binaries.run(
      "almanac-data", ["publish", "--root", Binaries.root.path, "--out", out.path], environment: environment)
  }

  /// Whether DIR is a whole published tree: its marker, and exactly the files its index lists,
  /// each of the listed size.
  func isWhole(_ tree: URL) throws -> Bool {
    guard let data = manager.contents(atPath: tree.appendingPathComponent("index.json").path),
      let index = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let files = index["files"] as? [[String: Any]]
    else { return false }
    var present = Set<String>()
    let enumerator = manager.enumerator(atPath: tree.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: tree.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        present.insert(path)
      }
    }
    let listed = Set(files.compactMap { $0["path"] as? String })
    let sizes = files.allSatisfy { file in
      let path = tree.appendingPathComponent(file["path"] as? String ?? "").path
      return (try? manager.attributesOfItem(atPath: path)[.size] as? Int) == file["size"] as? Int
    }
    return present == listed.union(["index.json", ".almanac-publish"]) && sizes
  }

  /// A process number that is certainly not running: a child that has exited and been reaped.
  func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("a directory that merely holds an index.json, or a tree with a file of the user's, is left untouched (exit 74)")
  func foreign() throws {
    let root = try scratch()
    defer { try? manager.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    try manager.createDirectory(at: site, withIntermediateDirectories: true)
    try Data(#"{"name":"my-app"}"#.utf8).write(to: site.appendingPathComponent("index.json"))
    try Data("hi".utf8).write(to: site.appendingPathComponent("precious.html"))
    let refused = try publish(site)
    #expect(refused.status == 74 && refused.stdout.isEmpty)
    #expect(refused.stderr.contains("is not a tree almanac-data published") && refused.stderr.hasSuffix("left untouched\n"))
    #expect(try manager.contentsOfDirectory(atPath: site.path).sorted() == ["index.json", "precious.html"])

    let tree = root.appendingPathComponent("tree")
    try SharedTree.copy(to: tree)
    try Data("mine".utf8).write(to: tree.appendingPathComponent("holidays/notes.txt"))
    let stranger = try publish(tree)
    #expect(stranger.status == 74 && stranger.stderr.contains("holds holidays/notes.txt, which its index.json does not list"))
    #expect(manager.contents(atPath: tree.appendingPathComponent("holidays/notes.txt").path) == Data("mine".utf8))
    #expect(try manager.contentsOfDirectory(atPath: root.path).allSatisfy { !$0.contains(".partial-") && !$0.contains(".old-") })
  }

  @Test("a user's empty directory inside the tree is theirs: the tree is left untouched (exit 74)")
  func emptyDirectory() throws {
    let root = try scratch()
    defer { try? manager.removeItem(at: root) }
    let tree = root.appendingPathComponent("tree")
    try SharedTree.copy(to: tree)
    let mine = tree.appendingPathComponent("html/drafts")
    try manager.createDirectory(at: mine, withIntermediateDirectories: true)
    let refused = try publish(tree)
    #expect(refused.status == 74 && refused.stderr.contains("holds html/drafts/, which its index.json does not list"))
    #expect(manager.fileExists(atPath: mine.path))
    try manager.removeItem(at: mine)
    #expect(try publish(tree).status == 0)
  }

  @Test("publishing through a symbolic link (to a web root) replaces what it points to; the link stays")
  func throughLink() throws {
    let root = try scratch()
    defer { try? manager.removeItem(at: root) }
    let webRoot = root.appendingPathComponent("srv/www/almanac")
    try manager.createDirectory(at: webRoot, withIntermediateDirectories: true)
    let link = root.appendingPathComponent("current")
    try manager.createSymbolicLink(at: link, withDestinationURL: webRoot)
    for _ in 0..<2 {
      let result = try publish(link)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(Platform.isSymbolicLink(link.path), "the link is still a link")
      #expect(try isWhole(webRoot), "the tree is where the link points")
    }
    #expect(try manager.contentsOfDirectory(atPath: root.path).sorted() == ["current", "srv"])
    // A link to nothing: refused, nothing created.
    let dangling = root.appendingPathComponent("dangling")
    try manager.createSymbolicLink(
      at: dangling, withDestinationURL: root.appendingPathComponent("nowhere"))
    let refused = try publish(dangling)
    #expect(refused.status == 74 && refused.stderr.contains("is a symbolic link that leads nowhere"))
    #expect(!manager.fileExists(atPath: root.appendingPathComponent("nowhere").path))
  }

  @Test("what killed runs left is cleared or restored; a directory of that name without the marker is kept")
  func debris() throws {
    let root = try scratch()
    defer { try? manager.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    try SharedTree.copy(to: site)
    // A run killed between moving DIR aside and moving its tree in (where directories cannot be
    // exchanged): DIR missing, the old tree beside it.
    let dead = try deadPID()
    let old = root.appendingPathComponent(".site.old-\(dead)")
    try manager.moveItem(at: site, to: old)
    let partial = root.appendingPathComponent(".site.partial-\(dead)")
    try manager.createDirectory(at: partial.appendingPathComponent("days"), withIntermediateDirectories: true)
    try Data("almanac-publish/1".utf8).write(to: partial.appendingPathComponent(".almanac-publish"))
    // An old tree whose removal was killed after its last file (marker and index gone last):
    // only empty folders left, which the next run clears too.
    let emptied = root.appendingPathComponent(".site.old-\(dead)-1")
    try manager.createDirectory(at: emptied.appendingPathComponent("holidays/CN"), withIntermediateDirectories: true)
    let unknown = root.appendingPathComponent(".site.partial-\(dead + 1)")
    try manager.createDirectory(at: unknown, withIntermediateDirectories: true)
    try Data("not ours".utf8).write(to: unknown.appendingPathComponent("notes.txt"))

    let result = try publish(site)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try isWhole(site))
    #expect(!manager.fileExists(atPath: old.path) && !manager.fileExists(atPath: partial.path))
    #expect(!manager.fileExists(atPath: emptied.path))
    #expect(manager.fileExists(atPath: unknown.appendingPathComponent("notes.txt").path), "not ours: kept")
  }

  @Test("two runs at once take turns; a file system that cannot exchange directories is served too")
  func concurrent() throws {
    let root = try scratch()
    defer { try? manager.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    let results = Locked<[Int32]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      let status = (try? publish(site).status) ?? -1
      results.withLock { $0.append(status) }
    }
    #expect(results.withLock { $0 } == [0, 0])
    #expect(try isWhole(site))
    #expect(try publish(site, environment: ["ALMANAC_PUBLISH_NO_EXCHANGE": "1"]).status == 0)
    #expect(try isWhole(site))
    #expect(try manager.contentsOfDirectory(atPath: root.path).sorted() == [".site.lock", "site"])
  }

  @Test("killed at any moment, DIR is the old tree or the new one, and the next run clears the rest")
  func killed() throws {
    let root = try scratch()
    defer { try? manager.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    // The first run, timed: the kills fall inside a run of that length, one in each half.
    let started = Date()
    #expect(try publish(site).status == 0)
    let length = max(Date().timeIntervalSince(started), 0.2)
    for delay in [Double.random(in: 0.02...length / 2), Double.random(in: length / 2...length)] {
      let process = Process()
      process.executableURL = Binaries.products.appendingPathComponent("almanac-data")
      process.arguments = ["publish", "--root", Binaries.root.path, "--out", site.path]
      var environment = ProcessInfo.processInfo.environment
      environment["ALMANAC_DATA_DIR"] = Binaries.emptyDataDirectory.path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(try isWhole(site), "killed after \(delay) s")
    }
    #expect(try publish(site).status == 0)
    #expect(try isWhole(site))
    #expect(try manager.contentsOfDirectory(atPath: root.path).sorted() == [".site.lock", "site"])
  }
}
