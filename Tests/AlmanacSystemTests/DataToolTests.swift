import AlmanacTestSupport
import Foundation
import Testing

/// Runs `almanac-data` as the maintainers do.
@Suite("almanac-data")
struct DataToolTests {
  /// A scratch folder holding a copy of the project's `data/` and generated files: what
  /// `almanac-data regenerate --root` reads and writes. The caller removes it.
  static func projectCopy() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-data-\(UUID().uuidString)")
    for folder in ["data", "docs/schemas", "Sources/AlmanacCore/Generated", "Sources/AlmanacQueries/Generated"] {
      let target = scratch.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Binaries.root.appendingPathComponent(folder), to: target)
    }
    return scratch
  }

  @Test("verify passes on the committed data and generated files")
  func verify() throws {
    let result = try Binaries.run("almanac-data", ["verify", "--root", Binaries.root.path])
    #expect(result.status == 0, "verify failed:\n\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("verify: all checks passed"))
    #expect(
      result.stdout.contains("ICU 72.1 differs from the lunar table on 447 days")
        || !result.stdout.contains("ICU 72.1"))
    #expect(result.stdout.contains("solar terms agree with DE422 to the day"))
    #expect(!result.stdout.contains("dispute    2057-09"), "2057-09 follows the engine (and the Hong Kong Observatory)")
    // The generated files are current (this is the check that they are in sync with data/),
    // and the calendars the engine builds equal their references.
    for file in [
      "Festivals+Generated.swift is current", "SolarTermTable+Generated.swift is current",
      "RegionalLunarTables+Generated.swift is current", "LunarTable+Generated.swift is current",
      "equals lunar-python and sxtwl on all 8126 months of 1644–2300",
      "the Korean calendar equals KASI's (korean-lunar-calendar) on all 1867 months",
      "the Vietnamese calendar equals lunar-vn and vnlunar on all 2487 months",
    ] {
      #expect(result.stdout.contains("ok    ") && result.stdout.contains(file), "\(file)")
    }
  }

  @Test("a malformed corrections file is named with its line, exit 65, nothing written")
  func malformedData() throws {
    // A copy of the project's data and generated files, with a broken corrections file.
    let scratch = try Self.projectCopy()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let generated = "Sources/AlmanacCore/Generated/LunarTable+Generated.swift"
    try "# comment\n2027-01\t2027-02-06\n".write(
      to: scratch.appendingPathComponent("data/lunar/engine-corrections.tsv"), atomically: true,
      encoding: .utf8)
    let result = try Binaries.run("almanac-data", ["regenerate", "--root", scratch.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: data/lunar/engine-corrections.tsv:2: expected 3 tab-separated fields (month, first day, note), found 2\n"
    )
    let after = try String(contentsOf: scratch.appendingPathComponent(generated), encoding: .utf8)
    let before = try String(contentsOf: Binaries.root.appendingPathComponent(generated), encoding: .utf8)
    #expect(after == before, "the generated file is untouched")
  }

  @Test("regenerating from data/ in a copy gives the committed generated files, byte for byte")
  func reproducible() throws {
    // Nothing generated depends on the machine (no ICU version, no clock): a regenerate anywhere
    // writes these bytes, which is what lets verify compare every file on any ICU.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let generated = scratch.appendingPathComponent("Sources/AlmanacCore/Generated")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    for folder in ["data", "docs/schemas"] {
      try FileManager.default.createDirectory(
        at: scratch.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Binaries.root.appendingPathComponent(folder), to: scratch.appendingPathComponent(folder))
    }
    let queries = scratch.appendingPathComponent("Sources/AlmanacQueries/Generated")
    for folder in [generated, queries] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // From data/ (and docs/schemas) alone, in one pass: the engine's tables are computed with
    // the coefficients read from data/astronomy/, not the compiled ones.
    let result = try Binaries.run("almanac-data", ["regenerate", "--root", scratch.path])
    #expect(result.status == 0, "\(result.stderr)")
    for (committed, written) in [
      (Binaries.root.appendingPathComponent("Sources/AlmanacCore/Generated"), generated),
      (Binaries.root.appendingPathComponent("Sources/AlmanacQueries/Generated"), queries),
    ] {
      let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
      #expect(!names.isEmpty)
      for name in names {
        let ours = try Data(contentsOf: committed.appendingPathComponent(name))
        let theirs = try Data(contentsOf: written.appendingPathComponent(name))
        #expect(ours == theirs, "\(name) differs when regenerated")
        #expect(!String(decoding: ours, as: UTF8.self).contains("ICU version"), "\(name) names an ICU version")
      }
    }
  }

  @Test("new coefficients and the tables computed from them are written by one regenerate, which a second finds current")
  func onePass() throws {
    let scratch = try Self.projectCopy()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The Earth's second longitude term made 10⁻⁵ rad larger: the Sun about 2″ further on, every
    // term's instant about a minute earlier.
    let file = scratch.appendingPathComponent("data/astronomy/vsop87-earth.tsv")
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = text.replacingOccurrences(of: "L\t0\t3341656.456\t", with: "L\t0\t3342656.456\t")
    #expect(changed != text)
    try changed.write(to: file, atomically: true, encoding: .utf8)
    let first = try Binaries.run("almanac-data", ["regenerate", "--root", scratch.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("wrote     Sources/AlmanacCore/Generated/AstronomyCoefficients+Generated.swift"))
    #expect(first.stdout.contains("wrote     Sources/AlmanacCore/Generated/SolarTermTable+Generated.swift"), "\(first.stdout)")
    #expect(!first.stdout.contains("again"), "no second pass is asked for")
    let second = try Binaries.run("almanac-data", ["regenerate", "--root", scratch.path])
    #expect(second.status == 0 && !second.stdout.contains("wrote"), "\(second.stdout)")
  }

  @Test("usage errors exit 64")
  func usage() throws {
    let result = try Binaries.run("almanac-data", ["frobnicate"])
    #expect(result.status == 64 && result.stderr.hasPrefix("Error: expected one command"))
  }
}
