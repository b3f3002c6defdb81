import AlmanacTestSupport
import Foundation
import Testing

/// The notice reader from the command line: `--holidays` with a notice, `almanac day` quoting
/// it, and `almanac-data import-notice`, run as users run them.
@Suite("notices end to end")
struct NoticeEndToEndTests {
  static let notices = Binaries.root.appendingPathComponent("data/holidays/notices")
  static let fixtures = Binaries.root.appendingPathComponent("Tests/Fixtures/notices")

  @Test("a notice loads like any holiday file; the page's own clause explains a day")
  func holidays() throws {
    let page = Self.fixtures.appendingPathComponent("govcn-2026-page-constructed.html").path
    let loaded = try Binaries.almanac("holidays", "2026", "--holidays", page)
    #expect(loaded.status == 0 && loaded.stderr.isEmpty)
    #expect(loaded.stdout == (try Binaries.almanac("holidays", "2026").stdout))
    let day = try Binaries.almanac("day", "2026-10-10", "--holidays", page)
    #expect(day.stdout.contains("CN    班 国庆节: \"9月20日（周日）、10月10日（周六）上班。\"\n"))
  }

  @Test("a notice that encourages time off gets a note; a broken repost is one Error line, exit 65")
  func notesAndErrors() throws {
    let notice2024 = Self.notices.appendingPathComponent("CN-2024.txt").path
    let noted = try Binaries.almanac("holidays", "2024", "--holidays", notice2024)
    #expect(noted.status == 0)
    #expect(
      noted.stderr
        == "note: \(notice2024):6: '鼓励各单位结合带薪年休假等制度落实，安排职工在除夕（2月9日）休息。' encourages time off on 2024-02-09 without granting it: not read as a day off\n"
    )
    let broken = Self.fixtures.appendingPathComponent("opticsky-2017-forum.txt").path
    let refused = try Binaries.almanac("holidays", "2017", "--holidays", broken)
    #expect(refused.status == 65 && refused.stdout.isEmpty)
    #expect(refused.stderr == "Error: \(broken):18: '0月1日' is not a date: '0月1日至8日放假调休,共8天。'\n")
  }

  @Test("import-notice prints the year as data/holidays lines, exactly the shipped ones")
  func importNotice() throws {
    let result = try Binaries.run(
      "almanac-data", ["import-notice", Self.notices.appendingPathComponent("CN-2026.txt").path])
    #expect(result.status == 0)
    let shipped = try String(
      contentsOf: Binaries.root.appendingPathComponent("data/holidays/CN.jsonl"), encoding: .utf8
    ).split(separator: "\n").filter { $0.hasPrefix("{\"year\":2026,") }.joined(separator: "\n")
    #expect(result.stdout == shipped + "\n")
    #expect(
      result.stderr
        == "notices.tsv: CN\t2026\t国务院办公厅关于2026年部分节假日安排的通知\t国办发明电〔2025〕7号\t<link to the notice>\n"
        + "note: with --url <link to the notice>, import-notice adds the year to data/holidays itself\n")
    // With --url the year is added to the data; one the data already has is refused.
    let present = try Binaries.run(
      "almanac-data",
      ["import-notice", Self.notices.appendingPathComponent("CN-2026.txt").path, "--url", "https://example.invalid/", "--root", Binaries.root.path])
    #expect(present.status == 65 && present.stderr.hasPrefix("Error: data/holidays/CN.jsonl: already holds 2026"), "\(present.stderr)")
    let badURL = try Binaries.run("almanac-data", ["import-notice", "x.txt", "--url", "gov.cn"])
    #expect(badURL.status == 64 && badURL.stderr.hasPrefix("Error: --url needs the notice's link"))
    let missing = try Binaries.run("almanac-data", ["import-notice", "no-such-notice.txt"])
    #expect(missing.status == 65 && missing.stderr == "Error: no-such-notice.txt: no such file\n")
    let usage = try Binaries.run("almanac-data", ["import-notice"])
    #expect(usage.status == 64 && usage.stderr.hasPrefix("Error: import-notice reads one file"))
    let json = try Binaries.run(
      "almanac-data",
      ["import-notice", Binaries.root.appendingPathComponent("Tests/Fixtures/holiday-cn/2026.json").path])
    #expect(
      json.status == 65
        && json.stderr.hasSuffix(
          "is a holiday file, not a State Council notice; import-notice reads the notice's text or page\n")
    )
  }
}
