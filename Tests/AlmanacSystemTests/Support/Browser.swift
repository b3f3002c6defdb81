import AlmanacTestSupport
import Foundation

/// Headless Chromium, when the machine has it (Debian's `chromium`; `.ci/run` installs it with
/// `chromium-driver` and `fonts-noto-cjk`). Tests that need it are skipped, with this reason,
/// when it is missing.
enum Browser {
  static let missingReason =
    "no headless Chromium with a Chinese font found (set ALMANAC_CHROMIUM, or install Debian's chromium and fonts-noto-cjk; .ci/run does)"

  /// The browser's executable: `ALMANAC_CHROMIUM`, or the first of the usual names on `PATH`.
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment["ALMANAC_CHROMIUM"], !given.isEmpty {
      // Given: that browser or none (`ALMANAC_CHROMIUM=none` runs the suite as without one).
      return FileManager.default.isExecutableFile(atPath: given) ? given : nil
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let candidate = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Whether the machine has a font for Chinese text (fontconfig's list), without which the
  /// overflow checks would measure missing-glyph boxes.
  static let hasChineseFont: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list"),
      let result = try? Binaries.run("/usr/bin/fc-list", [":lang=zh", "family"], absolute: true)
    else { return false }
    return result.status == 0 && !result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }()

  static var isAvailable: Bool { path != nil && hasChineseFont }

  /// A scratch directory for one test's files.
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  private static let flags = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
    "--disable-extensions", "--hide-scrollbars", "--mute-audio",
  ]

  /// Runs the browser on a page file with more flags; the browser's own stdout.
  private static func run(_ page: URL, _ more: [String], profile: URL) throws -> String {
    guard let path else { throw BrowserError.missing }
    let result = try Binaries.run(
      path, flags + ["--user-data-dir=\(profile.path)"] + more + [page.absoluteString], absolute: true)
    guard result.status == 0 else {
      throw BrowserError.failed("exit \(result.status): \(result.stderr.suffix(400))")
    }
    return result.stdout
  }

  /// Opens `html` with `probe` (a script that leaves its findings as JSON in
  /// `<pre id="almanac-probe">`) and returns the findings, decoded.
  static func probe<Findings: Decodable>(
    _ html: String, script probe: String, width: Int = 1280, as type: Findings.Type
  ) throws -> Findings {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    guard let end = html.range(of: "</body>") else { throw BrowserError.failed("the page has no </body>") }
    let probed =
      html[..<end.lowerBound] + "<script>\n" + probe + "\n</script>\n" + html[end.lowerBound...]
    try Data(probed.utf8).write(to: page)
    let dom = try run(
      page, ["--window-size=\(width),1000", "--virtual-time-budget=3000", "--dump-dom"],
      profile: directory.appendingPathComponent("profile"))
    guard let open = dom.range(of: "<pre id=\"almanac-probe\">"),
      let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
    else { throw BrowserError.failed("the probe left no findings") }
    let json = dom[open.upperBound..<close.lowerBound]
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Findings.self, from: Data(json.utf8))
  }

  /// Prints `html` to PDF (the page's own print CSS and paper size) and counts the pages; also
  /// says whether the first page is landscape.
  static func printedPages(_ html: String) throws -> (pages: Int, landscape: Bool) {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    let pdf = directory.appendingPathComponent("page.pdf")
    try Data(html.utf8).write(to: page)
    _ = try run(
      page, ["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)"],
      profile: directory.appendingPathComponent("profile"))
    let bytes = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
    // Page objects are `/Type /Page`; the page tree is `/Type /Pages`.
    let pages = bytes.matches(of: /\/Type\s*\/Page(?!s)/).count
    guard let box = bytes.firstMatch(of: /\/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\]/),
      let width = Double(box.1), let height = Double(box.2)
    else { throw BrowserError.failed("the PDF has no page size") }
    return (pages, width > height)
  }
}

enum BrowserError: Error, CustomStringConvertible {
  case missing
  case failed(String)

  var description: String {
    switch self {
    case .missing: Browser.missingReason
    case .failed(let text): "headless Chromium failed: \(text)"
    }
  }
}
