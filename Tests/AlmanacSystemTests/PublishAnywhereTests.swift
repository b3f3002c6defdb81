import AlmanacTestSupport
import Almanac
import AlmanacPublishing
import AlmanacToolSupport
import Foundation
import Testing

/// Publishing from an installed binary: `almanac publish` (and `almanac-data publish`) run far
/// from any checkout and write the tree a CDN serves, with the `.gz`/`.br` files a
/// `gzip_static` host sends as they are.
@Suite("publish anywhere: the installed binary writes the tree")
struct PublishAnywhereTests {
  let scratch: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-anywhere-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  /// Runs a product from a directory that is not a checkout, with an empty data directory.
  func run(_ product: String, _ arguments: [String]) throws -> Binaries.Result {
    try Binaries.run(
      product, arguments, environment: ["ALMANAC_DATA_DIR": scratch.appendingPathComponent("data").path],
      directory: scratch)
  }

  func index(_ tree: URL) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: tree.appendingPathComponent("index.json")))
        as? [String: Any])
  }

  @Test("`almanac publish` outside a checkout writes the tree almanac-data writes, byte for byte")
  func sameTree() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let cli = try run("almanac", ["publish", "--out", "site"])
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(cli.stdout.hasPrefix("published ") && cli.stderr.isEmpty)
    // almanac-data's tree, published once for the tests that read one, also outside a checkout.
    let tool = try SharedTree.run()
    #expect(tool.status == 0, "needs no checkout: \(tool.stderr)")
    let first = try Data(contentsOf: scratch.appendingPathComponent("site/index.json"))
    #expect(first == (try Data(contentsOf: try SharedTree.url().appendingPathComponent("index.json"))))
    #expect(try index(scratch.appendingPathComponent("site"))["dataVersion"] as? String == DataVersion.of(PublishedTree.builtInTables))
    // Usage: no --out.
    let missing = try run("almanac", ["publish"])
    #expect(missing.status == 64 && missing.stderr.hasPrefix("Error: publish needs --out <directory>"))
  }

  @Test(
    "--precompress writes each file's .gz (and .br) beside it, listed and checked in index.json; a second run replaces it",
    .enabled(if: ContentCoding.gzip.isAvailable, "zlib (libz.so.1) is not installed"))
  func precompressed() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try run("almanac", ["publish", "--out", "cdn", "--precompress"])
    #expect(result.status == 0, "\(result.stderr)")
    let tree = scratch.appendingPathComponent("cdn")
    let files = try #require(try index(tree)["files"] as? [[String: Any]])
    let paths = Set(files.compactMap { $0["path"] as? String })
    let plain = paths.filter { !$0.hasSuffix(".gz") && !$0.hasSuffix(".br") }
    #expect(plain.allSatisfy { paths.contains($0 + ".gz") }, "every file has its .gz")
    if ContentCoding.brotli.isAvailable { #expect(plain.allSatisfy { paths.contains($0 + ".br") }) }
    // The system's gzip reads a .gz back to the file beside it.
    let feed = tree.appendingPathComponent("holidays/CN.ics")
    let unpacked = try Binaries.run("/bin/gzip", ["-dc", feed.path + ".gz"], absolute: true)
    let original = try Data(contentsOf: feed)
    #expect(unpacked.status == 0 && Data(unpacked.stdout.utf8) == original)
    // The tree with its compressed files is still one the next run recognises and replaces.
    let again = try run("almanac", ["publish", "--out", "cdn"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(!FileManager.default.fileExists(atPath: feed.path + ".gz"), "the old .gz files went with the old tree")
  }
}
