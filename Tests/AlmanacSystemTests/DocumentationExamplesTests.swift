import AlmanacTestSupport
import Almanac
import AlmanacServer
import Foundation
import Testing

/// The examples of README and of the manual's articles, run: every `$ almanac …` (or `$ swift run
/// almanac …`) line of a fenced block is run with the built binary, in one sequence (README, then
/// the articles in `documents`' order, which is the order the examples build on one another:
/// imports before what shows them), in a scratch home (so the data directory is
/// `~/.local/share/almanac`, empty at first) whose working directory has the files the examples
/// name; its output (standard error, then standard output through the example's `head`, `tail`
/// or `sed -n`) must be exactly the lines that follow it. Every Swift block that imports Almanac
/// (and no UI framework this platform lacks) is type-checked against the built module.
///
/// README records the coverage its examples were written for (`<!-- examples written for: CN
/// 2004...2026 -->`). When the built-in table has grown since, the examples that name a year past
/// it, quote that coverage, or say in a comment that they show it (`# … coverage …`, `… data …`) describe
/// "next year" as it was: they are listed as stale (printed, for the yearly update of the
/// documents) instead of failing, so that adding a year keeps the suite green.
@Suite("The examples of README and the manual")
struct DocumentationExamplesTests {
  /// README and the catalog's articles, in the order their examples run.
  static let documents = ["README.md"] + [
    "Almanac", "GettingStarted", "CommandLine", "CalendarScreens", "RegionsAndMarkets", "HolidaysAndTheLaw",
    "KeepingDataCurrent", "Plans", "Deploying", "HTTPService", "Architecture",
  ].map { "Sources/Almanac/Almanac.docc/\($0).md" }

  /// A document's text.
  static func text(_ document: String) throws -> String {
    try String(contentsOf: Binaries.root.appendingPathComponent(document), encoding: .utf8)
  }

  /// One example: where it is, the command line, and the lines the document shows after it.
  struct Example {
    let file: String
    let line: Int
    let command: String
    let expected: [String]
  }

  /// A document's fenced blocks: the info string after the opening fence (`swift`, `sh`, or
  /// empty), the number of the block's first line, and its lines.
  static func fencedBlocks(_ text: String) -> [(info: String, line: Int, lines: [String])] {
    var blocks: [(info: String, line: Int, lines: [String])] = []
    var current: (info: String, line: Int, lines: [String])?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = (String(line.dropFirst(3)), index + 2, [])
        }
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  /// The examples of a document's fenced blocks.
  static func examples(_ text: String, file: String) -> [Example] {
    var result: [Example] = []
    for block in fencedBlocks(text) {
      var current: (line: Int, command: String, lines: [String])?
      func finish() {
        if let example = current {
          var lines = example.lines
          while lines.last?.isEmpty == true { lines.removeLast() }
          result.append(Example(file: file, line: example.line, command: example.command, expected: lines))
        }
        current = nil
      }
      for (offset, line) in block.lines.enumerated() {
        if line.hasPrefix("$ ") {
          finish()
          current = (block.line + offset, String(line.dropFirst(2)), [])
        } else {
          current?.lines.append(line)
        }
      }
      finish()
    }
    return result
  }

  /// The program (`almanac`, `almanac-data`, or `head` reading a file the examples made), its
  /// words and the filters after it (a trailing `# comment` dropped), or `nil` for anything else.
  static func parse(_ command: String) -> (program: String, arguments: [String], filters: [[String]])? {
    let code = command.components(separatedBy: "  #")[0]
    let stages = code.components(separatedBy: " | ").map(Self.words)
    guard var words = stages.first else { return nil }
    for program in ["almanac", "almanac-data"] {
      for prefix in [["swift", "run", program], ["swift", "run", "-c", "release", program], [program]]
      where words.starts(with: prefix) {
        words.removeFirst(prefix.count)
        return (program, words, Array(stages.dropFirst()))
      }
    }
    if words.count == 4, words[0] == "head", words[1] == "-c" { return ("head", Array(words.dropFirst()), []) }
    // `curl -s localhost:8080/PATH`: asked of the service in-process (the server's answers are
    // its answers; ServeEndToEndTests checks the wire).
    if words.count == 3, words[0] == "curl", words[1] == "-s", words[2].hasPrefix("localhost:8080/") {
      return ("curl", [String(words[2].dropFirst("localhost:8080".count)).replacingOccurrences(of: "\\&", with: "&")], [])
    }
    return nil
  }

  /// A stage's words, split at spaces as a shell splits them: a double-quoted word keeps its
  /// spaces (`almanac schedule "0 9 * * * workday"`), without its quotes.
  static func words(_ stage: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in stage {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  /// Timings as a run prints them (`in 0.53 s`), made comparable.
  static func timeless(_ line: String) -> String {
    line.replacing(/in [0-9]+(\.[0-9]+)? s$/, with: "in … s")
  }

  /// `head -N`, `tail -N`, `sed -n Np` and `sed -n A,Bp` over lines.
  static func filter(_ lines: [String], _ stage: [String]) -> [String]? {
    switch (stage.first, stage.count) {
    case ("head", 2): return Int(stage[1].dropFirst()).map { Array(lines.prefix($0)) }
    case ("tail", 2): return Int(stage[1].dropFirst()).map { Array(lines.suffix($0)) }
    case ("sed", 3) where stage[1] == "-n" && stage[2].hasSuffix("p"):
      let bounds = stage[2].dropLast().split(separator: ",").compactMap { Int($0) }
      guard let first = bounds.first, let last = bounds.last, first >= 1 else { return nil }
      return Array(lines.dropFirst(first - 1).prefix(last - first + 1))
    default: return nil
    }
  }

  /// The built module and the C shims' module maps a snippet compiles against (`swift build`'s
  /// layout: ICU's shim with the SystemICU trait, libcurl's on Linux), or `nil` where the build
  /// put them elsewhere.
  static let module: (modules: URL, maps: [URL])? = {
    let modules = Binaries.products.appendingPathComponent("Modules")
    let manager = FileManager.default
    let maps = ["CICUShim", "CCurlShim"].map {
      Binaries.products.appendingPathComponent("\($0).build/module.modulemap")
    }.filter { manager.fileExists(atPath: $0.path) }
    return manager.fileExists(atPath: modules.appendingPathComponent("Almanac.swiftmodule").path)
      && !maps.isEmpty ? (modules, maps) : nil
  }()

  /// The Swift blocks that import Almanac, with where each starts; a block that imports a UI
  /// framework (SwiftUI, UIKit, AppKit) is an example for Apple's platforms and is not compiled here.
  static func swiftBlocks() throws -> [(place: String, code: String)] {
    var blocks: [(place: String, code: String)] = []
    for document in documents {
      for block in fencedBlocks(try text(document)) where block.info == "swift" {
        let imports = Set(block.lines.filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7).prefix { $0 != " " } })
        if imports.contains("Almanac"), imports.isDisjoint(with: ["SwiftUI", "UIKit", "AppKit"]) {
          blocks.append(("\(document):\(block.line)", block.lines.joined(separator: "\n") + "\n"))
        }
      }
    }
    return blocks
  }

  @Test("the catalog's articles are all in the examples' order, and each has examples to run or Swift to check")
  func everyArticle() throws {
    let catalog = Binaries.root.appendingPathComponent("Sources/Almanac/Almanac.docc")
    let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
    #expect(Set(articles.map { "Sources/Almanac/Almanac.docc/\($0)" }) == Set(Self.documents.dropFirst()))
    #expect(try Self.swiftBlocks().count >= 6)
  }

  @Test(
    "every Swift block that imports Almanac type-checks against the built module",
    .enabled(if: module != nil, "no Modules/Almanac.swiftmodule beside the built products (not a swift build tree)"),
    arguments: (try? DocumentationExamplesTests.swiftBlocks()) ?? [])
  func swiftBlock(_ block: (place: String, code: String)) throws {
    let module = try #require(Self.module)
    let snippet = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-doc-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: snippet) }
    try Data(block.code.utf8).write(to: snippet)
    let result = try Binaries.run(
      "/usr/bin/env",
      ["swiftc", "-typecheck", "-I", module.modules.path]
        + module.maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] } + [snippet.path], absolute: true)
    #expect(result.status == 0, "\(block.place): \(result.stderr.prefix(2_000))")
  }

  @Test("every `$ almanac` example of README and the manual prints what it shows")
  func examples() throws {
    let readme = try Self.text("README.md")
    let marker = try #require(
      readme.firstMatch(of: /<!-- examples written for: CN (\d{4})\.\.\.(\d{4}) -->/),
      "README records its coverage")
    let written = "\(marker.1)...\(marker.2)"
    let writtenLast = Int(marker.2) ?? 0
    let examples = try Self.documents.flatMap { Self.examples(try Self.text($0), file: $0) }
    #expect(examples.count >= 50, "the examples were found")

    // A scratch home: the data directory is ~/.local/share/almanac; the working directory has
    // the files the examples name (holiday-cn's 2020.json, a phone's family.ics, the stored
    // notices under data/).
    let manager = FileManager.default
    let home = manager.temporaryDirectory.appendingPathComponent("almanac-readme-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: home) }
    try manager.createDirectory(at: home, withIntermediateDirectories: true)
    try manager.copyItem(
      at: Binaries.root.appendingPathComponent("Tests/Fixtures/holiday-cn/2020.json"),
      to: home.appendingPathComponent("2020.json"))
    try manager.copyItem(
      at: Binaries.root.appendingPathComponent("Tests/Fixtures/calendars/family.ics"),
      to: home.appendingPathComponent("family.ics"))
    try manager.createSymbolicLink(
      at: home.appendingPathComponent("data"),
      withDestinationURL: Binaries.root.appendingPathComponent("data"))
    let environment = ["HOME": home.path, "ALMANAC_DATA_DIR": "", "XDG_DATA_HOME": ""]

    var ran = 0
    var stale: [String] = []
    for example in examples {
      guard let (program, arguments, filters) = Self.parse(example.command) else { continue }
      let result: Binaries.Result
      if program == "curl" {
        let target = arguments[0].split(separator: "?", maxSplits: 1).map(String.init)
        let query = target.count == 2
          ? target[1].split(separator: "&").map { pair -> (name: String, value: String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count == 2 ? parts[1] : "")
          } : []
        let service = AlmanacService(state: try ServiceState(setup: HolidaySetup()))
        let response = service.respond(to: ServiceRequest(path: target[0], query: query))
        result = Binaries.Result(status: 0, stdout: String(decoding: response.bytes ?? [], as: UTF8.self) + "\n", stderr: "")
      } else if program == "head" {
        // `head -c N FILE` over a file an earlier example wrote.
        let bytes = manager.contents(atPath: home.appendingPathComponent(arguments[2]).path) ?? Data()
        result = Binaries.Result(
          status: 0, stdout: String(decoding: bytes.prefix(Int(arguments[1]) ?? 0), as: UTF8.self), stderr: "")
      } else {
        result = try Binaries.run(program, arguments, environment: environment, directory: home)
      }
      // A CRLF file (iCalendar) shows on a terminal as its lines.
      var lines = result.stdout.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        .map(String.init)
      if lines.last == "" { lines.removeLast() }
      for stage in filters {
        guard let filtered = Self.filter(lines, stage) else {
          Issue.record("\(example.file):\(example.line): cannot run the filter \(stage.joined(separator: " "))")
          continue
        }
        lines = filtered
      }
      var errors = result.stderr.components(separatedBy: "\n")
      if errors.last == "" { errors.removeLast() }
      let got = (errors + lines).map(Self.timeless)
      ran += 1
      if Coverage.span != written {
        // Written when the table ended in `writtenLast`: an example about a later year, or quoting
        // that coverage, describes what has since been published.
        let text = ([example.command] + example.expected).joined(separator: "\n")
        let later = (writtenLast + 1...max(writtenLast + 1, Coverage.last)).contains {
          text.contains(String($0))
        }
        let quotes = [written, written.replacingOccurrences(of: "...", with: "—")].contains {
          text.contains($0)
        }
        let comment = example.command.components(separatedBy: "  #").dropFirst().joined()
        let says = comment.contains("coverage") || comment.contains("data")
        if later || quotes || says {
          if got != example.expected { stale.append("\(example.file):\(example.line)") }
          continue
        }
      }
      #expect(
        got == example.expected.map(Self.timeless),
        "\(example.file):\(example.line): $ \(example.command)\n\(got.joined(separator: "\n"))")
    }
    #expect(ran >= 50)
    if !stale.isEmpty {
      print(
        "The examples at \(stale.joined(separator: ", ")) were written for CN \(written) and the table now covers \(Coverage.span): refresh them (KeepingDataCurrent.md, \"Updating the data\")"
      )
    }
  }
}
