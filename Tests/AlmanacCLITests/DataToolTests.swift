import Foundation
import Testing

/// Runs `almanac-data` as the maintainers do.
@Suite("almanac-data")
struct DataToolTests {
  @Test("verify passes on the committed data and generated files")
  func verify() throws {
    let result = try Binaries.run("almanac-data", ["verify", "--root", Binaries.root.path])
    #expect(result.status == 0, "verify failed:\n\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("verify: all checks passed"))
    #expect(
      result.stdout.contains("ICU 72.1 differs from the table on 417 days")
        || !result.stdout.contains("ICU 72.1"))
  }

  @Test("a malformed corrections file is named with its line, exit 65, nothing written")
  func malformedData() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for folder in ["data/lunar", "Sources/Almanac/Generated"] {
      try FileManager.default.createDirectory(
        at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let generated = "Sources/Almanac/Generated/LunarTable+Generated.swift"
    try FileManager.default.copyItem(
      at: Binaries.root.appendingPathComponent(generated), to: scratch.appendingPathComponent(generated))
    try "# comment\n2027-01\t2027-02-06\n".write(
      to: scratch.appendingPathComponent("data/lunar/corrections.tsv"), atomically: true, encoding: .utf8)
    let result = try Binaries.run("almanac-data", ["regenerate", "--root", scratch.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: data/lunar/corrections.tsv:2: expected 3 tab-separated fields (month, first day, source), found 2\n"
    )
    let after = try String(contentsOf: scratch.appendingPathComponent(generated), encoding: .utf8)
    let before = try String(contentsOf: Binaries.root.appendingPathComponent(generated), encoding: .utf8)
    #expect(after == before, "the generated file is untouched")
  }

  @Test("usage errors exit 64")
  func usage() throws {
    let result = try Binaries.run("almanac-data", ["frobnicate"])
    #expect(result.status == 64 && result.stderr.hasPrefix("Error: expected one command"))
  }
}
