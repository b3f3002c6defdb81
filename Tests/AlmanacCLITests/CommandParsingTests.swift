import Almanac
import Testing

@testable import AlmanacCLI

@Suite("Command line parsing (pure)")
struct CommandParsingTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("commands and their arguments")
  func commands() throws {
    #expect(try Command.parse([]) == .today(Presentation()))
    #expect(try Command.parse(["--json"]) == .today(Presentation(json: true)))
    #expect(try Command.parse(["day", "2026-02-17"]) == .day(date("2026-02-17"), Presentation()))
    #expect(
      try Command.parse(["lunar", "2026-02-17", "--json"])
        == .lunar(date("2026-02-17")...date("2026-02-17"), Presentation(json: true)))
    #expect(
      try Command.parse(["lunar", "--script=hant", "2026-01-01..2026-01-31"])
        == .lunar(date("2026-01-01")...date("2026-01-31"), Presentation(script: .traditional)))
    #expect(
      try Command.parse(["solar", "2025-L06-01"])
        == .solar(LunarDate(year: 2025, month: 6, day: 1, isLeapMonth: true)!, Presentation()))
    #expect(try Command.parse(["--version"]) == .version)
    if case .help(let text) = try Command.parse(["lunar", "--help"]) {
      #expect(text.hasPrefix("OVERVIEW: Convert civil dates to lunar dates.\n\nUSAGE: almanac lunar"))
    } else {
      Issue.record("lunar --help is help")
    }
  }

  @Test(
    "usage errors name the input and what is allowed",
    arguments: [
      (
        ["lunar", "2026-02-30"],
        "'2026-02-30' is not a valid date; use YYYY-MM-DD naming a real day in 0001-01-01...9999-12-31"
      ),
      (["lunar"], "expected 1 argument, got none"),
      (
        ["lunar", "2026-03-01..2026-02-01"],
        "the range 2026-03-01..2026-02-01 ends before it starts; put the earlier date first"
      ),
      (["lunar", "--foo", "2026-01-01"], "unknown option '--foo' for 'lunar'"),
      (
        ["solar", "2026-13-01"],
        "'2026-13-01' is not a lunar date; use YYYY-MM-DD or YYYY-LMM-DD (leap month), month 01...12, day 01...30"
      ),
      (["frobnicate"], "unknown subcommand 'frobnicate' (expected one of: today, day, lunar, solar, terms)"),
      (["lunar", "2026-01-01", "--script"], "option '--script' needs a value <script>"),
      (["lunar", "2026-01-01", "--script", "kana"], "'kana' is not a script; use hans or hant"),
      (["day", "2026-01-01", "2026-01-02"], "expected 1 argument, got '2026-01-01' '2026-01-02'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    do {
      let command = try Command.parse(arguments)
      Issue.record("\(arguments) parsed as \(command)")
    } catch {
      if case .usage(let text, _) = error {
        #expect(text == message)
      } else {
        Issue.record("\(error) is not a usage error")
      }
      #expect(error.exitCode == 64)
    }
  }
}
