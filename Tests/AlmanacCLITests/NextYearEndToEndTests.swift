import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// The first year without an arrangement (derived from the table), as a user meets it in
/// December: pages that say so, the law's days as 预, and the notice imported once for every
/// command.
@Suite("almanac and next year's arrangement, end to end")
struct NextYearEndToEndTests {
  static let next = Coverage.next
  /// 春节 of next year, and its month's page.
  static let springFestival = (try? LunarCalendar.chinese.newYear(of: next)) ?? .min

  @Test("month, year, HTML and JSON pages of next year say it is not published and show the law's days as 预")
  func pages() throws {
    let month = String(format: "%04d-%02d", Self.next, Self.springFestival.month)
    let page = CLI.almanac("month", month, "--today", "\(Coverage.last)-12-01")
    #expect(page.status == 0)
    let lines = page.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("\(Self.springFestival.day) 预") }, "\(page.stdout)")
    #expect(!page.stdout.contains(" 休"), "nothing passes for confirmed")
    let note = lines.drop { !$0.hasPrefix("\(Self.next)年节假日安排尚未公布") }.joined()
    #expect(
      note.contains("（本表有\(Coverage.span.replacingOccurrences(of: "...", with: "—"))年）")
        && note.hasSuffix("调休以国务院通知为准。"))
    #expect(lines.allSatisfy { TextWidthCheck.columns($0) <= 56 }, "the note is wrapped to the page")

    let english = CLI.almanac("month", month, "--locale", "en_US")
    #expect(english.stdout.contains("The \(Self.next) holiday arrangement for CN is not yet published"))

    let year = CLI.almanac("year", "\(Self.next)")
    #expect(year.stdout.contains("~ 预 expected (statutory by law)"))
    #expect(year.stdout.contains("\(Self.next)年节假日安排尚未公布"))
    let grid = year.stdout.components(separatedBy: "+ 休 day off")[0]
    #expect(!grid.contains("+") && grid.contains("~"), "no confirmed day off, the law's days marked")

    let html = CLI.almanac("year", "\(Self.next)", "--html").stdout
    #expect(html.contains("<p class=\"coverage-note\" role=\"note\">\(Self.next)年节假日安排尚未公布"))
    #expect(html.contains("<li><span class=\"badge provisional\">预</span> 预计放假（法定节假日，当年安排尚未公布）</li>"))
    #expect(html.contains("data-date=\"\(Self.springFestival)\" class=\"day"))
    let cells = html.components(separatedBy: "<td ").filter {
      $0.hasPrefix("data-date") && $0.prefix { $0 != ">" }.contains(" provisional")
    }
    #expect(cells.count == StatutoryHolidayRules.holidays(in: Self.next).count)

    let json = CLI.almanac("month", month, "--json").stdout.split(separator: "\n")
    let cell = try #require(json.first { $0.contains("\"date\":\"\(Self.springFestival)\"") })
    #expect(
      cell.contains(#""badge":"预""#)
        && cell.contains(#""status":"holiday","statutory":true,"wage":3,"provisional":true"#))
    let covered = CLI.almanac("month", "\(Coverage.last)-10", "--json").stdout
    #expect(
      !covered.contains(#""provisional":true"#)
        && covered.contains(#""statutory":true,"wage":3,"provisional":false"#))
  }

  @Test("day: the provisional status, the law's rule and pay in words; --json carries them")
  func day() throws {
    let newYear = "\(Self.next)-01-01"
    let text = CLI.almanac("day", newYear).stdout
    #expect(text.contains("CN    预 元旦 (法定节假日, 预计 expected); \(Self.next) is not yet published for CN"))
    #expect(text.contains("      法定  全国年节及纪念日放假办法"))
    #expect(text.contains("      工资  3× if worked (预计, expected): 劳动法第四十四条（三）"))
    let json = CLI.almanac("day", newYear, "--json").stdout
    #expect(
      json.contains(
        #""status":"holiday","provisional":true,"isWorkday":false,"holiday":"元旦","statutory":true"#
      ))
    #expect(json.contains(#""wage":3"#))
    let before = CLI.almanac("day", "\((Coverage.years.first ?? 2004) - 1)-10-01").stdout
    #expect(before.contains("is before the holiday arrangements Almanac has for CN"))
  }


  @Test(
    "a stored file that no longer loads stops every command that reads holidays, naming it and how to remove it"
  )
  func brokenStoredFile() throws {
    let data = try CLI.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let environment = ["ALMANAC_DATA_DIR": data.path]
    let file = data.appendingPathComponent("notice.txt")
    try Data(SyntheticNotice(year: Self.next).text.utf8).write(to: file)
    #expect(
      CLI.run(["holidays", "import", file.path], environment: environment).status == 0)
    let stored = data.appendingPathComponent("holidays/CN/\(Self.next).json")
    let bytes = try Data(contentsOf: stored)
    try bytes.prefix(bytes.count / 2).write(to: stored)
    for command in [
      ["day", "\(Self.next)-01-01"], ["month"], ["workdays", "2026-01-01", "2026-01-31"],
      ["holidays", "sources"],
    ] {
      let result = CLI.run(command, environment: environment)
      #expect(result.status == 65 && result.stdout.isEmpty, "\(command)")
      #expect(result.stderr.hasPrefix("Error: \(stored.path):"), "\(command): \(result.stderr)")
      #expect(
        result.stderr.hasSuffix(
          "; remove it with 'almanac holidays remove CN \(Self.next)', then import the year again\n"))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    // Commands that need no holidays are not stopped.
    #expect(CLI.run(["lunar", "2026-02-17"], environment: environment).status == 0)
    #expect(
      CLI.run(["holidays", "remove", "CN", "\(Self.next)"], environment: environment)
        .status == 0)
    #expect(CLI.run(["day", "\(Self.next)-01-01"], environment: environment).status == 0)
  }

  @Test("a data directory in the way: a file where it should be, or a stray file in it, is exit 65 for every command, one line each")
  func directoryInTheWay() throws {
    let data = try CLI.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let notice = data.appendingPathComponent("notice.txt")
    try Data(SyntheticNotice(year: Self.next).text.utf8).write(to: notice)
    let file = data.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let blocked = CLI.run(["holidays", "import", notice.path], environment: ["ALMANAC_DATA_DIR": file.path])
    let named =
      "Error: \(file.path): ALMANAC_DATA_DIR names a file, not a directory; point it at a directory (or move the file away): nothing stored there would be read\n"
    #expect(blocked.status == 65 && blocked.stdout.isEmpty)
    #expect(blocked.stderr == named)
    // Reading through it is refused too: never answered as if nothing were stored.
    let read = CLI.run(["day", "2026-10-01"], environment: ["ALMANAC_DATA_DIR": file.path])
    #expect(read.status == 65 && read.stdout.isEmpty && read.stderr == named, "\(read.stderr)")
    #expect(try Data(contentsOf: file) == Data("x".utf8), "the file is left as it was")
    let stray = data.appendingPathComponent("stray")
    try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: stray.appendingPathComponent("holidays"))
    let refused = CLI.run(["month", "2026-02"], environment: ["ALMANAC_DATA_DIR": stray.path])
    #expect(refused.status == 65 && refused.stdout.isEmpty)
    #expect(refused.stderr.hasPrefix("Error: \(stray.path)/holidays: not a file Almanac stores in the holiday data directory"))
    #expect(refused.stderr.split(separator: "\n").count == 1)
  }

  @Test("a loop of links where the data directory should be: the system's reason, on import and on reading")
  func linkLoop() throws {
    let data = try CLI.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let notice = data.appendingPathComponent("notice.txt")
    try Data(SyntheticNotice(year: Self.next).text.utf8).write(to: notice)
    let loop = data.appendingPathComponent("loop")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop")
    let imported = CLI.run(["holidays", "import", notice.path], environment: ["ALMANAC_DATA_DIR": loop.path])
    #expect(imported.status == 65 && imported.stderr.contains("Too many levels of symbolic links"), "\(imported.stderr)")
    #expect(!imported.stderr.contains("same name"))
    let read = CLI.run(["day", "2026-10-01"], environment: ["ALMANAC_DATA_DIR": loop.path])
    #expect(read.status == 65 && read.stderr == "Error: \(loop.path): cannot be read (Too many levels of symbolic links)\n")
  }

  @Test("a region nothing holds is a usage error for holidays sources and serve too, never an empty answer")
  func unknownRegion() throws {
    for arguments in [["holidays", "sources", "--region", "JP", "--json"], ["holidays", "sources", "--region", "JP"], ["serve", "--region", "JP", "--port", "0"]] {
      let result = CLI.run(arguments, environment: ["ALMANAC_DATA_DIR": CLI.emptyDataDirectory.path])
      #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.hasPrefix("Error: 'JP' is not a region with holiday data; use CN, HK, TW, KR"), "\(arguments)")
    }
  }

  @Test("a refused import changes nothing, and says why with file and line")
  func refusedImport() throws {
    let data = try CLI.scratchDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let bad = data.appendingPathComponent("bad.json")
    try Data("{\n\"holidays\": [\n{\"name\": \"元旦\", \"off\": \"2027-01-32\"}\n]\n}".utf8).write(to: bad)
    let result = CLI.run(["holidays", "import", bad.path], environment: ["ALMANAC_DATA_DIR": data.path])
    #expect(result.status == 65 && result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: \(bad.path):3: \"off\" of 元旦 holds '2027-01-32'"))
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("holidays").path))
  }

  /// Every command run again after the import.
  @Suite("holidays import: next year's notice for every command")
  struct Import {
    @Test(
      "holidays import: the notice confirms the provisional days, lists the 补班 day, and stays for every command"
    )
    func importNotice() throws {
      let data = try CLI.scratchDataDirectory()
      defer { try? FileManager.default.removeItem(at: data) }
      let environment = ["ALMANAC_DATA_DIR": data.path]
      let notice = SyntheticNotice(year: NextYearEndToEndTests.next)
      let file = data.appendingPathComponent("notice.txt")
      try Data(notice.text.utf8).write(to: file)

      let imported = CLI.run(["holidays", "import", file.path], environment: environment)
      #expect(imported.status == 0, "\(imported.stderr)")
      let lines = imported.stdout.split(separator: "\n").map(String.init)
      #expect(lines[0].hasPrefix("imported \(file.path) (State Council notice, SHA-256 "))
      let offCount = notice.daysOff.count
      #expect(
        lines[1]
          == "CN \(NextYearEndToEndTests.next): added (was not yet published; its statutory days were provisional); \(notice.holidays.count) holidays, \(offCount) days off (\(offCount) statutory), 1 make-up working day"
      )
      #expect(lines.contains("  国务院办公厅关于\(NextYearEndToEndTests.next)年部分节假日安排的通知（国办发明电〔0000〕0号）"))
      #expect(lines.contains("  stored as \(data.path)/holidays/CN/\(NextYearEndToEndTests.next).json"))
      #expect(
        lines.contains {
          $0.hasPrefix(
            "confirmed: the \(StatutoryHolidayRules.holidays(in: NextYearEndToEndTests.next).count) statutory days the law gave (预 → 休): 01-01, "
          )
        })
      #expect(lines.suffix(2) == ["changed: 1 day", "  \(notice.makeUpDay) 周六  预计 周末 → 班 春节"])

      // Every command reads it now.
      let listed = CLI.run(["holidays", "\(NextYearEndToEndTests.next)"], environment: environment)
      #expect(
        listed.status == 0
          && listed.stdout.contains("补班 \(String(notice.makeUpDay.description.dropFirst(5))) 周六"))
      let page = CLI.run(["month", String(notice.makeUpDay.description.prefix(7))], environment: environment)
      #expect(page.stdout.contains("\(notice.makeUpDay.day) 班") && !page.stdout.contains("尚未公布"))
      let days = CLI.run(["workdays", "\(NextYearEndToEndTests.next)-01-01", "\(NextYearEndToEndTests.next)-12-31"], environment: environment)
      #expect(days.status == 0)
      let sources = CLI.run(["holidays", "sources"], environment: environment)
      #expect(sources.stdout.contains("CN  \(NextYearEndToEndTests.next)  imported  \(data.path)/holidays/CN/\(NextYearEndToEndTests.next).json"))
      #expect(sources.stdout.contains("      from notice.txt (State Council notice, SHA-256 "))
      #expect(sources.stdout.contains("data directory: \(data.path) (ALMANAC_DATA_DIR)"))
      let sourcesJSON = CLI.run(["holidays", "sources", "--json"], environment: environment)
      #expect(
        sourcesJSON.stdout.contains(#""kind":"imported","path":"\#(data.path)/holidays/CN/\#(NextYearEndToEndTests.next).json""#)
      )

      // A self-hosted data service publishes the tables in force, and says what it took from
      // the data directory.
      let site = data.appendingPathComponent("site")
      let published = CLI.run(["publish", "--out", site.path], environment: environment)
      #expect(published.status == 0, "\(published.stderr)")
      #expect(
        published.stdout.hasPrefix(
          "included CN \(NextYearEndToEndTests.next) from the holiday data directory (\(data.path)/holidays/CN/\(NextYearEndToEndTests.next).json)\n"
        ))
      #expect(
        FileManager.default.fileExists(
          atPath: site.appendingPathComponent("holidays/CN/\(NextYearEndToEndTests.next).holiday-cn.json").path))
      #expect(
        FileManager.default.fileExists(atPath: site.appendingPathComponent("html/CN/\(NextYearEndToEndTests.next).html").path))

      // Importing the same notice again changes nothing.
      let again = CLI.run(["holidays", "import", file.path], environment: environment)
      #expect(
        again.stdout.contains("replaces the year imported before")
          && again.stdout.hasSuffix("no other day changed\n"))

      let removed = CLI.run(["holidays", "remove", "CN", "\(NextYearEndToEndTests.next)"], environment: environment)
      #expect(removed.status == 0 && removed.stdout.hasSuffix("; \(NextYearEndToEndTests.next) has no arrangement again\n"))
      let gone = CLI.run(["holidays", "\(NextYearEndToEndTests.next)"], environment: environment)
      #expect(gone.status == 65)
    }
  }
}

/// Display columns of a terminal line (a Han character is two).
enum TextWidthCheck {
  static func columns(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) {
      $0 + ($1.value >= 0x1100 && $1.properties.isEmojiPresentation == false && $1.value > 0x2E7F ? 2 : 1)
    }
  }
}
