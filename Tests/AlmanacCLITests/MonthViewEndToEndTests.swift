import AlmanacTestSupport
import Foundation
import Testing

/// The main job, `almanac` / `almanac month`, checked verbatim.
@Suite("almanac month and year end to end")
struct MonthViewEndToEndTests {
  static let february2026 = """
                   2026年2月 · 丙午年【马年】
     周一    周二    周三    周四    周五    周六    周日
     26      27      28      29      30      31       1
                                                     十四
      2       3       4       5       6       7       8
     十五    十六    立春    十八    十九    二十    廿一
      9      10      11      12      13      14 班   15 休
     廿二    小年    廿四    廿五    廿六    情人节  廿八
     16 休   17 休   18 休   19 休   20 休   21 休   22 休
     除夕    今日    雨水    初三    初四    初五    初六
     23 休   24      25      26      27      28 班    1
     初七    初八    初九    初十    十一    十二

    """

  static let february2026English = """
                   February 2026 · 丙午, Year of the Horse
     Sun       Mon       Tue       Wed       Thu       Fri       Sat
      1         2         3         4         5         6         7
     十四      十五      十六      Start o…  十八      十九      二十
      8         9        10        11        12        13        14 班
     廿一      廿二      Little …  廿四      廿五      廿六      Valenti…
     15 休     16 休     17 休     18 休     19 休     20 休     21 休
     廿八      Chinese…  Today     Rain Wa…  初三      初四      初五
     22 休     23 休     24        25        26        27        28 班
     初六      初七      初八      初九      初十      十一      十二

    """

  @Test("February 2026 in the terminal, verbatim (zh_CN, Monday first)")
  func chinese() throws {
    let result = CLI.almanac("month", "2026-02", "--today", "2026-02-17")
    #expect(result.status == 0)
    #expect(result.stdout == Self.february2026)
    #expect(
      CLI.almanac("2026-02", "--today", "2026-02-17").stdout == Self.february2026,
      "month is the default")
  }

  @Test("February 2026 in en_US, Sunday first, names cut to the cell")
  func english() throws {
    #expect(
      CLI.almanac("month", "2026-02", "--today", "2026-02-17", "--locale", "en_US").stdout
        == Self.february2026English)
  }

  @Test("CJK stays aligned by display width in zh_TW, ja_JP and with another first weekday")
  func alignment() throws {
    for arguments in [
      ["--locale", "zh_TW"], ["--locale", "ja_JP"], ["--first-weekday", "wednesday"], ["--locale", "ar_EG"],
    ] {
      let result = CLI.run(["month", "2026-10", "--today", "2026-10-01"] + arguments)
      #expect(result.status == 0)
      let lines = Array(result.stdout.split(separator: "\n").dropFirst(2))
      let cellWidth = arguments.contains("ar_EG") ? 10 : 8
      // Day lines and subtitle lines alternate. On day lines every number ends at column 3 of
      // its cell; on subtitle lines every text starts at column 1 of its cell.
      for (index, line) in lines.enumerated() {
        var runEnd: [Int] = []
        var runStart: [Int] = []
        var previousBlank = true
        var blanks = 2
        var previousColumn = 0
        for (column, character) in Self.columns(String(line)) {
          let blank = character == " "
          // A cell's text starts after two blanks (names such as "Cold Dew" hold one).
          if !blank && previousBlank && blanks >= 2 { runStart.append(column) }
          blanks = blank ? blanks + 1 : 0
          if blank && !previousBlank { runEnd.append(previousColumn) }
          previousBlank = blank
          previousColumn = column + Self.width(String(character))
        }
        if !previousBlank { runEnd.append(previousColumn) }
        if index % 2 == 0 {
          #expect(
            runStart.allSatisfy { ($0 % cellWidth == 1 || $0 % cellWidth == 2 || $0 % cellWidth == 4) },
            "\(arguments) line \(index): \(line)")
        } else {
          #expect(runStart.allSatisfy { $0 % cellWidth == 1 }, "\(arguments) line \(index): \(line)")
        }
      }
      let widths = lines.map { Self.width(String($0)) }
      #expect(widths.allSatisfy { $0 <= 7 * cellWidth }, "\(arguments): \(widths)")
    }
  }

  @Test("colour: never without a terminal or with NO_COLOR; always when asked")
  func colour() throws {
    let plain = CLI.almanac("month", "2026-02", "--today", "2026-02-17")
    #expect(!plain.stdout.contains("\u{1B}["))
    let forced = CLI.almanac("month", "2026-02", "--today", "2026-02-17", "--color", "always")
    #expect(
      forced.stdout.contains("\u{1B}[7m 17\u{1B}[0m") || forced.stdout.contains("\u{1B}[31;7m 17\u{1B}[0m"))
    #expect(forced.stdout.contains("\u{1B}[1;34m班\u{1B}[0m"))
  }

  @Test("--json: one line per cell with 0-based rows and columns")
  func json() throws {
    let lines = CLI.almanac("month", "2026-02", "--today", "2026-03-01", "--json").stdout.split(
      separator: "\n")
    // The library's defaults: January's last days fill the first row, 1 March ends the last.
    #expect(lines.count == 35)
    #expect(lines.first?.contains(#""date":"2026-01-26","row":0,"column":0,"belongsTo":"previous""#) == true)
    #expect(
      lines[22]
        == #"{"date":"2026-02-17","row":3,"column":1,"belongsTo":"this","isToday":false,"isWeekend":false,"subtitle":"春节","badge":"休","lunar":{"year":2026,"month":1,"day":1,"isLeapMonth":false,"text":"正月初一","stemBranch":"丙午","zodiac":"马"},"festivals":["春节"],"solarTerm":null,"weekday":"tuesday","isEnabled":true,"subtitleKind":"festival","holiday":"春节","status":"holiday","statutory":true,"wage":3,"provisional":false,"marks":0,"selection":"none","overlay":null}"#
    )
    let grid = CLI.almanac("month", "2026-02", "--json", "--in-dates", "fill", "--out-dates", "grid")
      .stdout
    #expect(grid.split(separator: "\n").count == 42)
    let bare = CLI.almanac("month", "2026-02", "--json", "--in-dates", "none", "--out-dates", "none")
    #expect(bare.stdout.split(separator: "\n").count == 28)
  }

  @Test("year YYYY: three months to a row, legend")
  func year() throws {
    let result = CLI.almanac("year", "2026", "--today", "2026-02-17")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasSuffix("2026 · 丙午年【马年】"))
    #expect(lines[2] == "      2026年1月               2026年2月               2026年3月")
    #expect(lines.contains("16+17+18+19+20+21+22+   16 17 18 19 20 21 22") == false)
    #expect(result.stdout.contains("+ 休 day off   * 班 make-up working day"))
    #expect(lines.contains { $0.contains("16+17+18+19+20+21+22+") })
  }

  /// Characters with the display column they start at.
  static func columns(_ line: String) -> [(Int, Character)] {
    var column = 0
    return line.map { character in
      defer { column += width(String(character)) }
      return (column, character)
    }
  }

  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      let value = scalar.value
      return total
        + ((0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
          || (0xAC00...0xD7A3).contains(value)
          || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) ? 2 : 1)
    }
  }
}
