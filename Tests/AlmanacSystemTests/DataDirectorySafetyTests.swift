import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// What the data directory promises a user: nothing of theirs is deleted or changed by any
/// writing command, failing ones included; a stored year that is a broken link can be removed;
/// a report that could not be written says what was stored; no credential is ever shown.
@Suite("The data directory keeps what is the user's, and shows no secret", .serialized)
struct DataDirectorySafetyTests {
  /// A user's own files, some named the way temporaries once were, beside the data.
  static let userFiles = [
    ".notes.tmp.txt", "docs/.draft.nosync", "docs/2026/.report.tmp-1", "code/app/.env.tmp.bak", "keep.txt",
    ".commit", ".lock", ".almanac-commit.txt", "holidays-notes/.x.tmp-1",
  ]

  static func plant(_ root: URL) throws {
    for name in userFiles {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("mine: \(name)\n".utf8).write(to: url)
    }
  }

  static func expectPlanted(_ root: URL, after command: String) {
    for name in userFiles {
      let bytes = try? Data(contentsOf: root.appendingPathComponent(name))
      #expect(bytes == Data("mine: \(name)\n".utf8), "\(name) after \(command)")
    }
  }

  static func run(_ arguments: [String], _ root: URL, _ extra: [String: String] = [:]) throws -> Binaries.Result {
    try Binaries.run("almanac", arguments, environment: ["ALMANAC_DATA_DIR": root.path].merging(extra) { $1 })
  }

  @Test("every writing command, failing ones too, leaves a user's files beside the data as they were")
  func userFilesStay() throws {
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.plant(root)
    let next = Coverage.next
    let good = root.appendingPathComponent("keep-notice.txt")
    try Data(SyntheticNotice(year: next).text.utf8).write(to: good)
    let partial = root.appendingPathComponent("partial.json")
    try Data(#"{"format":"almanac-holidays/1","region":"CN","years":[\#(next)],"holidays":[{"name":"元旦","off":"\#(next)-01-01"}]}"#.utf8).write(to: partial)
    let overlay = root.appendingPathComponent("acme.json")
    try Data(#"{"format":"almanac-overlay/1","name":"acme","days":[{"date":"\#(next)-03-03","kind":"dayOff","name":"司庆"}]}"#.utf8).write(to: overlay)
    let nowhere = root.appendingPathComponent("xx.json")
    try Data(#"{"format":"almanac-overlay/1","name":"xx","region":"XX","days":[{"date":"\#(next)-03-03","kind":"dayOff","name":"x"}]}"#.utf8).write(to: nowhere)
    let planted = Set(Self.userFiles + ["keep-notice.txt", "partial.json", "acme.json", "xx.json"])

    let commands: [(arguments: [String], status: Int32)] = [
      (["holidays", "import", good.path], 0),
      (["holidays", "import", partial.path], 65),
      (["holidays", "import", "--overlay", "acme", overlay.path], 0),
      (["holidays", "import", "--overlay", "xx", nowhere.path], 65),
      (["holidays", "remove", "CN", "\(next)"], 0),
      (["holidays", "remove", "CN", "\(next)"], 65),
      (["holidays", "remove", "--overlay", "acme"], 0),
      (["holidays", "remove", "--overlay", "acme"], 65),
      (["holidays", "update", "--from", "http://127.0.0.1:1/", "--timeout", "2s"], 69),
    ]
    for command in commands {
      let result = try Self.run(command.arguments, root)
      #expect(result.status == command.status, "\(command.arguments): \(result.stderr)")
      Self.expectPlanted(root, after: command.arguments.joined(separator: " "))
    }
    // Only Almanac's own names were added: its lock and its folders (an update that reached
    // no source writes nothing).
    let walker = FileManager.default.enumerator(atPath: root.path)
    var added: [String] = []
    while let path = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue && !planted.contains(path) { added.append(path) }
    }
    #expect(added == [".almanac-lock"], "\(added.sorted())")
  }

  @Test("a stored year that is a link to nothing, or a loop of links, is removed by the command every error names")
  func removeBrokenLinks() throws {
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("holidays/CN")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let next = Coverage.next
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("\(next).json").path, withDestinationPath: "/nonexistent")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("\(next + 1).json").path, withDestinationPath: "\(next + 1).json")
    let stopped = try Self.run(["day", "2026-10-01"], root)
    #expect(stopped.status == 65 && stopped.stderr.contains("remove it with 'almanac holidays remove CN \(next)'"), "\(stopped.stderr)")
    for year in [next, next + 1] {
      let removed = try Self.run(["holidays", "remove", "CN", "\(year)"], root)
      #expect(removed.status == 0, "\(removed.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    #expect(try Self.run(["day", "2026-10-01"], root).status == 0)
  }

  @Test("an import whose report cannot be written exits 74 and says the year was stored")
  func reportNotWritten() throws {
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let notice = root.appendingPathComponent("notice.txt")
    try Data(SyntheticNotice(year: Coverage.next).text.utf8).write(to: notice)
    let process = Process()
    process.executableURL = Binaries.products.appendingPathComponent("almanac")
    process.arguments = ["holidays", "import", notice.path]
    process.environment = ProcessInfo.processInfo.environment.merging(["ALMANAC_DATA_DIR": root.path]) { $1 }
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(
      stderr == "Error: stored CN \(Coverage.next) in the data directory; only the report could not be written to standard output: No space left on device\n",
      "\(stderr)")
    #expect(try Self.run(["holidays", "\(Coverage.next)"], root).status == 0, "the year is in force")
  }

  @Test("a source URL with a password is refused without showing it, by update and by serve")
  func credentialsRefused() throws {
    for arguments in [
      ["holidays", "update", "--from", "http://almanac:s3cr3t-token@127.0.0.1:1/"],
      ["serve", "--port", "0", "--update-from", "http://almanac:s3cr3t-token@127.0.0.1:1/"],
    ] {
      let result = try Binaries.run("almanac", arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(!result.stderr.contains("s3cr3t") && !result.stderr.contains("almanac:"), "\(result.stderr)")
      #expect(result.stderr.hasPrefix("Error: 'http://***@127.0.0.1:1/': a source URL carries no user or password"))
    }
  }

  @Test(
    "a login from netrc reaches the source's host; without it, the 401 is named",
    .enabled(if: CurlLibrary.isAvailable, Comment(rawValue: CurlLibrary.missingReason)))
  func netrcLogin() throws {
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let server = try StaticServer(files: UpdateFixtures.tree)
    server.requireLogin(user: "almanac", password: "s3cr3t token")
    let today = UpdateFixtures.today.description
    let refused = try Self.run(
      ["holidays", "update", "--from", server.url(), "--today", today], root, ["ALMANAC_NETRC": "/nonexistent"])
    #expect(refused.status == 69 && refused.stderr.contains("answered HTTP 401"), "\(refused.stderr)")
    let netrc = root.appendingPathComponent("netrc")
    try Data("machine 127.0.0.1\n  login almanac\n  password \"s3cr3t token\"\n".utf8).write(to: netrc)
    let updated = try Self.run(
      ["holidays", "update", "--from", server.url(), "--today", today], root, ["ALMANAC_NETRC": netrc.path])
    #expect(updated.status == 0, "\(updated.stderr)")
    #expect(updated.stdout.contains("CN \(Coverage.next): added"), "\(updated.stdout)")
    #expect(!updated.stdout.contains("s3cr3t") && !updated.stderr.contains("s3cr3t"))
    #expect(!(try String(contentsOf: root.appendingPathComponent("update.json"), encoding: .utf8)).contains("s3cr3t"))
  }

  @Test("an overlay of a region with no table is refused; a broken stored overlay says where it is and how to remove it")
  func overlays() throws {
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("xx.json")
    try Data(#"{"format":"almanac-overlay/1","name":"xx","region":"XX","days":[{"date":"2026-03-03","kind":"dayOff","name":"x"}]}"#.utf8).write(to: file)
    let refused = try Self.run(["holidays", "import", "--overlay", "xx", file.path], root)
    #expect(refused.status == 65 && refused.stderr.contains("is an overlay of XX, which has no holiday table here"), "\(refused.stderr)")
    let stored = root.appendingPathComponent("overlays/acme.json")
    try FileManager.default.createDirectory(at: stored.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"format\":\"almanac-overlay/1\",\n\"days\":[".utf8).write(to: stored)
    let broken = try Self.run(["day", "2026-10-01"], root)
    #expect(broken.status == 65)
    #expect(broken.stderr.hasPrefix("Error: \(stored.path):2:"), "\(broken.stderr)")
    #expect(broken.stderr.hasSuffix("(an overlay in the holiday data directory); remove it with 'almanac holidays remove --overlay acme', then import it again\n"))
    #expect(try Self.run(["holidays", "remove", "--overlay", "acme"], root).status == 0)
  }

  @Test("a file name that is not UTF-8 is opened, and named with its bytes escaped")
  func nonUTF8Name() throws {
    let root = try Binaries.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let fixture = Binaries.root.appendingPathComponent("Tests/Fixtures/holiday-cn/2026.json").path
    let almanac = Binaries.products.appendingPathComponent("almanac").path
    let script = """
      name="$(printf '%s/\\377.json' "$1")"; cp "$2" "$name"
      "$3" holidays 2026 --holidays "$name" > /dev/null && echo loaded
      "$3" holidays 2026 --holidays "$(printf '%s/\\376.json' "$1")"; echo "exit $?"
      """
    let result = try Binaries.run("/bin/sh", ["-c", script, "sh", root.path, fixture, almanac], absolute: true)
    #expect(result.stdout == "loaded\nexit 65\n", "\(result.stdout) \(result.stderr)")
    #expect(result.stderr == "Error: " + root.path + "/\\xfe.json: no such file\n", "\(result.stderr)")
  }
}
