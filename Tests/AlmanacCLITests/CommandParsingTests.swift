import Almanac
import Testing

@testable import AlmanacCLI

@Suite("Command line parsing (pure)")
struct CommandParsingTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// Page settings as a command parses them: its holiday options belong to the command.
  func settings(_ command: String, _ settings: GridSettings = GridSettings()) -> GridSettings {
    var settings = settings
    settings.holidays.command = command
    return settings
  }

  @Test("commands and their arguments")
  func commands() throws {
    #expect(try Command.parse([]) == .run(Commands.Month(year: nil, month: nil, settings("month"), Presentation())))
    // The locale is checked where the page is built, once: the parser only passes it on.
    #expect(
      try Command.parse(["month", "--locale", "xx_YY"])
        == .run(Commands.Month(year: nil, month: nil, settings("month", GridSettings(locale: "xx_YY")), Presentation())))
    #expect(try Command.parse(["2026-02"]) == .run(Commands.Month(year: 2026, month: 2, settings("month"), Presentation())))
    #expect(
      try Command.parse([
        "month", "2026-02", "--first-weekday", "sun", "--today", "2026-02-17", "--locale", "en_US", "--color",
        "never",
      ])
        == .run(Commands.Month(
          year: 2026, month: 2,
          settings("month", GridSettings(locale: "en_US", firstWeekday: .sunday, today: date("2026-02-17"), colour: .never)),
          Presentation())))
    #expect(
      try Command.parse(["year", "2026", "--out-dates", "grid"])
        == .run(Commands.Year(2026, settings("year", GridSettings(outDates: .tillEndOfGrid)), Presentation())))
    #expect(try Command.parse(["today"]) == .run(Commands.Today(Presentation(), HolidayOptions(command: "today"))))
    #expect(
      try Command.parse(["--json"]) == .run(Commands.Month(year: nil, month: nil, settings("month"), Presentation(json: true)))
    )
    #expect(
      try Command.parse(["day", "2026-02-17"]) == .run(Commands.Day(date("2026-02-17"), Presentation(), HolidayOptions(command: "day"))))
    #expect(
      try Command.parse(["lunar", "2026-02-17", "--json"])
        == .run(Commands.Lunar(date("2026-02-17")...date("2026-02-17"), Presentation(json: true))))
    #expect(
      try Command.parse(["day", "2026-02-17", "--names", "vi"])
        == .run(Commands.Day(date("2026-02-17"), Presentation(names: .vietnamese), HolidayOptions(command: "day"))))
    #expect(
      try Command.parse(["lunar", "--script=hant", "2026-01-01..2026-01-31"])
        == .run(Commands.Lunar(date("2026-01-01")...date("2026-01-31"), Presentation(script: .traditional))))
    #expect(
      try Command.parse(["solar", "2025-L06-01"])
        == .run(Commands.Solar(LunarDate(year: 2025, month: 6, day: 1, isLeapMonth: true)!, Presentation())))
    #expect(try Command.parse(["--version"]) == .version)
    #expect(try Command.parse(["terms", "2026"]) == .run(Commands.Terms(2026, Presentation())))
    #expect(
      try Command.parse(["holidays", "2026", "--region", "hk"])
        == .run(Commands.Holidays(
          2026, Presentation(),
          HolidayOptions(region: .hongKong, regionIsExplicit: true, command: "holidays"))))
    #expect(
      try Command.parse(["workdays", "2026-01-01", "2026-12-31", "--assume-weekends", "--holidays", "x.json"])
        == .run(Commands.Workdays(
          date("2026-01-01"), date("2026-12-31"), Presentation(),
          HolidayOptions(file: "x.json", assumption: .weekends, command: "workdays"))))
    #expect(
      try Command.parse(["workdays", "2026-01-01", "2026-12-31", "--assume", "law"])
        == .run(Commands.Workdays(
          date("2026-01-01"), date("2026-12-31"), Presentation(),
          HolidayOptions(assumption: .law, command: "workdays"))))
    #expect(
      try Command.parse(["next", "中秋", "--after", "2026-11-30"])
        == .run(Commands.Next(.festival(Festival.named("mid-autumn")!), after: date("2026-11-30"), Presentation())))
    #expect(try Command.parse(["next", "大寒"]) == .run(Commands.Next(.term(.majorCold), after: nil, Presentation())))
    if case .help(let text) = try Command.parse(["lunar", "--help"]) {
      #expect(text.hasPrefix("OVERVIEW: Convert civil dates to lunar dates.\n\nUSAGE: almanac lunar"))
    } else {
      Issue.record("lunar --help is help")
    }
  }

  @Test("each command is one type: its spec names it once, and two-word commands parse to their own type")
  func commandTypes() throws {
    let names = Commands.all.map { $0.spec.name }
    #expect(Set(names).count == names.count, "a name is declared twice: \(names)")
    #expect(Specs.subcommands.map(\.name) == Commands.listed.map { $0.spec.name })
    for command in Commands.all {
      #expect(try Command.parse(command.spec.name.split(separator: " ").map(String.init) + ["--help"]) == .help(command.spec.help()))
    }
    #expect(
      try Command.parse(["holidays", "import", "team.json", "--overlay", "team"])
        == .run(Commands.HolidaysImport(file: "team.json", overlay: "team")))
    #expect(
      try Command.parse(["holidays", "import", "notice.txt", "--region", "hk"])
        == .run(Commands.HolidaysImport(file: "notice.txt", region: .hongKong)))
    #expect(try Command.parse(["holidays", "remove", "CN", "2027"]) == .run(Commands.HolidaysRemove(.year(.mainlandChina, 2027))))
    #expect(try Command.parse(["holidays", "remove", "--overlay", "team"]) == .run(Commands.HolidaysRemove(.overlay("team"))))
    #expect(
      try Command.parse(["holidays", "update", "--from", "https://example.org/", "--dry-run", "--timeout", "1m"])
        == .run(Commands.HolidaysUpdate(sources: ["https://example.org/"], acceptChanges: false, dryRun: true, timeout: 60, json: false)))
    #expect(
      try Command.parse(["export", "holidays", "--years", "2026", "--format", "holiday-cn"])
        == .run(Commands.ExportHolidays(HolidayOptions(command: "export holidays"), years: 2026...2026, format: .holidayCN)))
    #expect(
      try Command.parse(["export", "days", "--from", "2026-01-01", "--to", "2026-01-31", "--format", "json"])
        == .run(
          Commands.ExportDays(
            from: date("2026-01-01"), to: date("2026-01-31"), format: .json, Presentation(),
            HolidayOptions(command: "export days"))))
    #expect(
      try Command.parse(["publish", "--out", "site"]) == .run(Commands.Publish(out: "site", precompress: false)))
    #expect(try Command.parse(["export", "--help"]) == .help(Specs.export.help()))
    // The same command with other arguments is another command line.
    #expect(try Command.parse(["terms", "2026"]) != .run(Commands.Terms(2027, Presentation())))
    #expect(try Command.parse(["terms", "2026"]) != .run(Commands.Year(2026, GridSettings(), Presentation())))
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
      (
        ["frobnicate"],
        "unknown subcommand 'frobnicate' (expected one of: month, year, today, day, lunar, solar, terms, holidays, workdays, next, export, serve, publish, trading-days)"
      ),
      (["month", "2026-13"], "'2026-13' is not a month; use YYYY-MM with a month 01...12, e.g. 2026-02"),
      (
        ["month", "--first-weekday", "someday"],
        "'someday' is not a weekday; use monday ... sunday (or mon ... sun)"
      ),
      (["month", "--local", "en_US"], "unknown option '--local' for 'month'; did you mean '--locale'?"),
      (["lunar", "2026-01-01", "--josn"], "unknown option '--josn' for 'lunar'; did you mean '--json'?"),
      (["month", "--first", "sun"], "unknown option '--first' for 'month'; did you mean '--first-weekday'?"),
      (["month", "--locale="], "option '--locale' needs a value <locale>; it was given an empty one"),
      (
        ["holiday", "2026"],
        "unknown subcommand 'holiday'; did you mean 'holidays'? (expected one of: month, year, today, day, lunar, solar, terms, holidays, workdays, next, export, serve, publish, trading-days)"
      ),
      (
        ["export", "holiday"],
        "'holiday' is not something export writes; did you mean 'holidays'? (use holidays, days, facts or lunar-events)"
      ),
      (
        ["month", "--color", "sometimes"], "'sometimes' is not a colour mode; use auto, always or never"
      ),
      (
        ["holidays", "2026", "--region", "J"],
        "'J' is not a region code; use CN, HK, TW, KR, VN, MO, or another of 2 to 8 letters"
      ),
      (
        ["workdays", "2026-01-01", "2026-01-02", "--assume", "lawful"],
        "'lawful' is not an assumption; use weekends or law"
      ),
      (
        ["workdays", "2026-02-01", "2026-01-01"], "2026-02-01 is after 2026-01-01; put the earlier date first"
      ),
      (
        ["next", "xmas-in-july"],
        "'xmas-in-july' is not a festival or solar term; use a name such as 中秋, 清明 or a key (spring-festival, lantern, dragon-head, dragon-boat, qixi, ghost, mid-autumn, double-ninth, …)"
      ),
      (["terms", "twenty"], "'twenty' is not a year; use a number such as 2026"),
      (["lunar", "2026-01-01", "--script"], "option '--script' needs a value <script>"),
      (["lunar", "2026-01-01", "--script", "kana"], "'kana' is not a script; use hans or hant"),
      (["holidays", "2026", "--names", "ja"], "'ja' is not a language of names; use zh-hans, zh-hant, en, ko, vi or pt"),
      (["day", "2026-01-01", "2026-01-02"], "expected 1 argument, got '2026-01-01' '2026-01-02'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    do {
      let command = try Command.parse(arguments)
      Issue.record("\(arguments) parsed as \(command)")
    } catch {
      if case .usage(let text, _, _) = error {
        #expect(text == message)
      } else {
        Issue.record("\(error) is not a usage error")
      }
      #expect(error.exitCode == 64)
    }
  }

  @Test("usage lines come from the option specs; errors point at the subcommand's help; one default")
  func usageAndHelp() throws {
    // Every option a command accepts is in its usage line.
    for spec in Specs.subcommands + [Specs.exportHolidays, Specs.exportDays] {
      for option in spec.options {
        #expect(spec.usageLine.contains("[\(option.name)"), "\(spec.name) \(option.name)")
      }
    }
    #expect(
      Specs.lunar.usageLine
        == "almanac lunar <date>|<from>..<to> [--json] [--script <script>] [--calendar <calendar>]")
    do {
      _ = try Command.parse(["month", "--local", "en_US"])
      Issue.record("--local parsed")
    } catch {
      #expect(error.message.hasSuffix("\n  See 'almanac month --help'.\n"))
      #expect(
        error.message.contains("\nUsage: almanac month [<year-month>] [--json] [--html] [--locale <locale>]"))
    }
    do {
      _ = try Command.parse(["export", "holidays", "--format", "xml"])
      Issue.record("--format xml parsed")
    } catch {
      #expect(error.message.hasSuffix("\n  See 'almanac export holidays --help'.\n"))
    }
    guard case .help(let text) = try Command.parse(["--help"]) else {
      Issue.record("--help is help")
      return
    }
    let defaults = text.split(separator: "\n").filter { $0.contains("(default)") }
    #expect(defaults.count == 1 && defaults.first?.hasPrefix("  month (default)") == true)
    #expect(!text.contains("(the default)"))
    #expect(Suggestion.closest(to: "--zzz", among: ["--json", "--locale"]) == nil)
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
  }
}
