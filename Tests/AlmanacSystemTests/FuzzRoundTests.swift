import AlmanacTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzzer's CI rounds (`tools/almanac-fuzz`), run on the built binaries: no rule broken.
/// Each round is sized to seconds on two cores, so that every kind of case is met each run; the
/// long rounds are the command itself (the manual, "Architecture", The fuzzer), run with a
/// release build and a new seed before a release.
@Suite("almanac-fuzz: the CI rounds", .serialized)
struct FuzzRoundTests {
  /// Under ThreadSanitizer every binary runs about ten times slower: the time limit follows.
  static let timeout = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil ? "120" : "10"

  @Test(
    "generated command lines, mutated holiday files of every format and notices at the calendar's ends: no rule broken"
  )
  func commandLines() throws {
    let result = try Binaries.run(
      "almanac-fuzz", ["--seed", "1", "--runs", "500", "--files", "60", "--timeout", Self.timeout])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("violations: 0"), "\(result.stdout)")
  }

  @Test(
    "the data-directory round: straddling and incomplete next years, two writers at once, a user's files beside the data"
  )
  func dataDirectory() throws {
    let result = try Binaries.run(
      "almanac-fuzz", ["--seed", "1", "--runs", "0", "--files", "0", "--data", "30", "--timeout", Self.timeout])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("data round: 30 cases") && result.stdout.contains("violations: 0"), "\(result.stdout)")
  }

  @Test(
    "the server round: 1,000 requests on every route with the calendar's ends and integer edges, reloads with edge notices",
    .enabled(if: HTTPLibrary.isAvailable, Comment(rawValue: HTTPLibrary.missingReason)))
  func server() throws {
    let result = try Binaries.run(
      "almanac-fuzz", ["--seed", "1", "--runs", "0", "--files", "0", "--serve", "1000", "--reload-every", "250"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("server round: 1000 requests") && result.stdout.contains("violations: 0"), "\(result.stdout)")
  }

  @Test("the MCP round: 20 sessions of almanac mcp fed hostile frames, every request answered once, no crash, hang or growth")
  func mcp() throws {
    let result = try Binaries.run(
      "almanac-fuzz", ["--seed", "1", "--runs", "0", "--files", "0", "--mcp", "20"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("mcp round: 20 sessions") && result.stdout.contains("violations: 0"), "\(result.stdout)")
  }
}
