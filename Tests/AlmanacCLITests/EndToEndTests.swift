import AlmanacTestSupport
import Foundation
import Testing

/// Runs the built `almanac` binary and checks what a user sees.
@Suite("almanac end to end")
struct EndToEndTests {
  @Test("lunar DATE prints one line; --json one object with the documented fields")
  func lunar() throws {
    let text = CLI.almanac("lunar", "2026-02-17")
    #expect(text.status == 0 && text.stdout == "2026-02-17  周二  丙午年 正月初一  马\n")
    let json = CLI.almanac("lunar", "2026-02-17", "--json")
    #expect(
      json.stdout
        == #"{"date":"2026-02-17","weekday":"tuesday","lunar":{"year":2026,"month":1,"day":1,"isLeapMonth":false,"text":"正月初一","stemBranch":"丙午","zodiac":"马"}}"#
        + "\n")
    let hant = CLI.almanac("lunar", "2026-02-15", "--script", "hant")
    #expect(hant.stdout == "2026-02-15  週日  乙巳年 臘月廿八  蛇\n")
  }

  @Test("a range streams every day, 200 years in one run")
  func range() throws {
    let result = CLI.almanac("lunar", "1900-01-01..2099-12-31", "--json")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 73_049)
    #expect(
      lines.first?.hasPrefix(
        #"{"date":"1900-01-01","weekday":"monday","lunar":{"year":1899,"month":12,"day":1,"#) == true)
    #expect(lines.last?.hasPrefix(#"{"date":"2099-12-31","#) == true)
  }

  @Test("solar LUNAR, including a leap month")
  func solar() throws {
    #expect(CLI.almanac("solar", "2025-L06-01").stdout == "2025-07-25  周五  乙巳年 闰六月初一  蛇\n")
    #expect(CLI.almanac("solar", "2027-01-01").stdout.hasPrefix("2027-02-06"))
  }

  @Test(
    "bad input: one clear line on stderr, usage, exit 64, nothing on stdout",
    arguments: [
      (["lunar", "2026-02-30"], "Error: '2026-02-30' is not a valid date"),
      (
        ["solar", "2026-L05-01"], "Error: lunar year 2026 has no leap fifth month (闰五月); it has no leap month"
      ),
      (
        ["solar", "2025-L05-01"],
        "Error: lunar year 2025 has no leap fifth month (闰五月); its leap month is the sixth (闰六月)"
      ),
      (["solar", "2026-12-30"], "Error: lunar 2026 腊月 has 29 days, so 2026-12-30 does not exist"),
      (["nonsense"], "Error: unknown subcommand 'nonsense'"),
    ])
  func badInput(arguments: [String], message: String) throws {
    let result = CLI.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "stderr was: \(result.stderr)")
    #expect(result.stderr.contains("Usage: almanac"))
  }

  @Test("day DATE shows weekday, lunar date, 干支 and 生肖")
  func day() throws {
    let result = CLI.almanac("day", "2026-02-17")
    #expect(result.stdout.contains("2026-02-17  星期二 Tuesday"))
    #expect(result.stdout.contains("农历  丙午年 正月初一  【马年】"))
    #expect(result.stdout.contains("壬戌日"))
  }

  @Test("no arguments: this month's page, with no configuration; today is marked 今日")
  func noArguments() throws {
    let result = CLI.almanac()
    #expect(result.status == 0)
    #expect(result.stdout.contains("年【") && result.stdout.contains("今日"))
    let today = CLI.almanac("today")
    #expect(today.stdout.contains("农历"))
  }

  @Test("--help and --version")
  func helpAndVersion() throws {
    let help = CLI.almanac("--help")
    #expect(help.stdout.hasPrefix("OVERVIEW: ") && help.stdout.contains("SUBCOMMANDS:"))
    for command in [
      "month", "year", "today", "day", "lunar", "solar", "terms", "holidays", "workdays", "next",
    ] {
      let commandHelp = CLI.almanac(command, "--help")
      #expect(commandHelp.status == 0 && commandHelp.stdout.contains("USAGE: almanac \(command)"))
    }
    #expect(CLI.almanac("--version").stdout.hasPrefix("almanac 0.1.0 (locale data: "))
  }
}
