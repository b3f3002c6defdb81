import AlmanacTestSupport
import Foundation
import Testing

/// The manual pages the built tools write, read by groff as man(1) reads them (preconv, then the
/// man macros, every warning on): no warning, and the page renders with its sections.
@Suite("almanac(1) and almanac-data(1) read by groff")
struct ManPageLintTests {
  /// groff and preconv (Debian's groff-base), or `nil`.
  static let groff: (groff: String, preconv: String)? = {
    let manager = FileManager.default
    let found = ["/usr/bin/groff", "/usr/bin/preconv"].filter { manager.isExecutableFile(atPath: $0) }
    return found.count == 2 ? (found[0], found[1]) : nil
  }()

  @Test(
    "each page: no warning from groff -man -ww, and the text has its sections",
    .enabled(if: groff != nil, "no groff and preconv (Debian's groff-base) to read the pages with"),
    arguments: [("almanac", ["help", "--man"]), ("almanac-data", ["--man"])])
  func lint(_ tool: String, _ arguments: [String]) throws {
    let groff = try #require(Self.groff)
    let written = try Binaries.run(tool, arguments)
    #expect(written.status == 0 && written.stderr.isEmpty, "\(written.stderr)")
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("\(tool)-\(UUID().uuidString).1")
    defer { try? FileManager.default.removeItem(at: page) }
    try Data(written.stdout.utf8).write(to: page)
    // `preconv FILE | groff -man -Tutf8 -ww`, as man-db runs it.
    let quoted = "'" + page.path + "'"
    let rendered = try Binaries.run(
      "/bin/sh", ["-c", "\(groff.preconv) \(quoted) | \(groff.groff) -man -Tutf8 -ww -P-c"], absolute: true)
    #expect(rendered.status == 0 && rendered.stderr.isEmpty, "groff: \(rendered.stderr.prefix(2_000))")
    let text = rendered.stdout.replacing(/.\u{8}/, with: "")
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "SEE ALSO"] {
      #expect(text.contains("\n\(section)\n"), "\(tool): \(section)")
    }
    #expect(text.contains("\(tool) - "), "\(tool)'s NAME line")
  }
}
