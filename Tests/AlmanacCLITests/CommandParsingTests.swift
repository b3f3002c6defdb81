import AlmanacTestSupport
import Almanac
import AlmanacQueries
import Testing

@testable import AlmanacCLI

@Suite("Command line parsing (pure)")
struct CommandParsingTests {
  /// A question's command with its words, as the parser should make it.
  func ask(_ question: Question, _ words: [String: String] = [:], _ door: DoorOptions = DoorOptions()) -> Invocation {
    .run(QuestionCommand(question: question, words: words, door: door))
  }

  @Test("commands and their arguments: a question's words by parameter name, the command line's own apart")
  func commands() throws {
    #expect(try Invocation.parse([]) == ask(Questions.month))
    // The locale is checked where the page is built, once: the parser only passes it on.
    #expect(try Invocation.parse(["month", "--locale", "xx_YY"]) == ask(Questions.month, ["locale": "xx_YY"]))
    #expect(try Invocation.parse(["2026-02"]) == ask(Questions.month, ["month": "2026-02"]))
    #expect(
      try Invocation.parse([
        "month", "2026-02", "--first-weekday", "sun", "--today", "2026-02-17", "--locale", "en_US", "--color",
        "never",
      ])
        == ask(
          Questions.month, ["month": "2026-02", "firstWeekday": "sun", "today": "2026-02-17", "locale": "en_US"],
          DoorOptions(colour: .never)))
    #expect(try Invocation.parse(["year", "2026", "--out-dates", "grid"]) == ask(Questions.year, ["year": "2026", "outDates": "grid"]))
    #expect(try Invocation.parse(["today"]) == .run(Commands.Today(words: [:], door: DoorOptions())))
    #expect(try Invocation.parse(["--json"]) == ask(Questions.month, [:], DoorOptions(json: true)))
    #expect(try Invocation.parse(["day", "2026-02-17"]) == ask(Questions.day, ["date": "2026-02-17"]))
    #expect(try Invocation.parse(["lunar", "2026-02-17", "--json"]) == ask(Questions.lunar, ["date": "2026-02-17"], DoorOptions(json: true)))
    #expect(try Invocation.parse(["day", "2026-02-17", "--names", "vi"]) == ask(Questions.day, ["date": "2026-02-17", "names": "vi"]))
    #expect(
      try Invocation.parse(["lunar", "--script=hant", "2026-01-01..2026-01-31"])
        == ask(Questions.lunar, ["date": "2026-01-01..2026-01-31", "script": "hant"]))
    #expect(try Invocation.parse(["solar", "2025-L06-01"]) == ask(Questions.solar, ["date": "2025-L06-01"]))
    #expect(try Invocation.parse(["--version"]) == .version)
    #expect(try Invocation.parse(["terms", "2026"]) == ask(Questions.terms, ["year": "2026"]))
    #expect(try Invocation.parse(["holidays", "2026", "--region", "hk"]) == ask(Questions.holidays, ["year": "2026", "region": "hk"]))
    #expect(
      try Invocation.parse(["workdays", "2026-01-01", "2026-12-31", "--assume-weekends", "--holidays", "x.json"])
        == ask(
          Questions.workdays, ["from": "2026-01-01", "to": "2026-12-31", "assume": "weekends"], DoorOptions(file: "x.json")))
    #expect(
      try Invocation.parse(["workdays", "2026-01-01", "2026-12-31", "--assume", "law", "--official"])
        == ask(Questions.workdays, ["from": "2026-01-01", "to": "2026-12-31", "assume": "law", "official": "true"]))
    #expect(
      try Invocation.parse(["workdays", "add", "2026-09-30", "-3"])
        == ask(Questions.workdaysAdd, ["date": "2026-09-30", "days": "-3"]))
    #expect(
      try Invocation.parse(["next", "中秋", "--after", "2026-11-30"]) == ask(Questions.next, ["name": "中秋", "after": "2026-11-30"]))
    #expect(try Invocation.parse(["trading-days", "2026-01-01", "2026-01-31", "--market", "hk"]) == ask(
      Questions.tradingDays, ["from": "2026-01-01", "to": "2026-01-31", "market": "hk"]))
    if case .help(let text) = try Invocation.parse(["lunar", "--help"]) {
      #expect(text.hasPrefix("OVERVIEW: Convert civil dates to lunar dates.\n\nUSAGE: almanac lunar"))
    } else {
      Issue.record("lunar --help is help")
    }
  }

  @Test("each command is named once; two-word commands parse to their own; every question has its command")
  func commandTypes() throws {
    let names = Commands.all.map(\.spec.name)
    #expect(Set(names).count == names.count, "a name is declared twice: \(names)")
    #expect(Specs.subcommands.map(\.name) == Commands.listed.map(\.spec.name))
    for command in Commands.all {
      #expect(
        try Invocation.parse(command.spec.name.split(separator: " ").map(String.init) + ["--help"])
          == .help(Commands.help(command.spec)))
    }
    for question in Questions.all where question.command != nil {
      #expect(Commands.spec(named: question.command ?? "") != nil, "\(question.name) has no command")
    }
    #expect(
      try Invocation.parse(["holidays", "import", "team.json", "--overlay", "team"])
        == .run(Commands.HolidaysImport(file: "team.json", overlay: "team")))
    #expect(
      try Invocation.parse(["holidays", "import", "notice.txt", "--region", "hk"])
        == .run(Commands.HolidaysImport(file: "notice.txt", region: .hongKong)))
    #expect(try Invocation.parse(["holidays", "remove", "CN", "2027"]) == .run(Commands.HolidaysRemove(.year(.mainlandChina, 2027))))
    #expect(try Invocation.parse(["holidays", "remove", "--overlay", "team"]) == .run(Commands.HolidaysRemove(.overlay("team"))))
    #expect(try Invocation.parse(["holidays", "sources", "--region", "TW"]) == ask(Questions.sources, ["region": "TW"]))
    #expect(
      try Invocation.parse(["holidays", "update", "--from", "https://example.org/", "--dry-run", "--timeout", "1m"])
        == .run(Commands.HolidaysUpdate(sources: ["https://example.org/"], acceptChanges: false, dryRun: true, timeout: 60, json: false)))
    #expect(
      try Invocation.parse(["export", "holidays", "--years", "2026", "--format", "holiday-cn"])
        == .run(Commands.ExportHolidays(HolidayOptions(command: "export holidays"), years: 2026...2026, format: .holidayCN)))
    #expect(
      try Invocation.parse(["export", "days", "--from", "2026-01-01", "--to", "2026-01-31", "--format", "json"])
        == .run(
          Commands.ExportDays(
            from: CivilDate("2026-01-01") ?? .min, to: CivilDate("2026-01-31") ?? .min, format: .json, Presentation(),
            HolidayOptions(command: "export days"))))
    #expect(
      try Invocation.parse(["publish", "--out", "site"]) == .run(Commands.Publish(out: "site", precompress: false)))
    #expect(try Invocation.parse(["export", "--help"]) == .help(Specs.export.help()))
    #expect(try Invocation.parse(["mcp"]) == .run(Commands.MCP(file: nil)))
    #expect(try Invocation.parse(["openapi"]) == .run(Commands.OpenAPI()))
    // The same command with other arguments is another command line.
    #expect(try Invocation.parse(["terms", "2026"]) != ask(Questions.terms, ["year": "2027"]))
    #expect(try Invocation.parse(["terms", "2026"]) != ask(Questions.year, ["year": "2026"]))
  }

  @Test(
    "usage errors name the input and what is allowed",
    arguments: [
      (
        ["lunar", "2026-02-30"],
        "'2026-02-30' is not a valid date; use YYYY-MM-DD naming a real day in 0001-01-01...9999-12-31"
      ),
      (["lunar"], "expected 1 argument, got none"),
      (["lunar", "2026-03-01..2026-02-01"], "2026-03-01 is after 2026-02-01; put the earlier date first"),
      (["lunar", "--foo", "2026-01-01"], "unknown option '--foo' for 'lunar'"),
      (
        ["solar", "2026-13-01"],
        "'2026-13-01' is not a lunar date; use YYYY-MM-DD or YYYY-LMM-DD (leap month), month 01...12, day 01...30"
      ),
      (
        ["frobnicate"],
        "unknown subcommand 'frobnicate' (expected one of: month, year, today, day, lunar, solar, terms, holidays, workdays, next, export, serve, publish, trading-days, check, schedule, plan-leave, rrule, ics, moon, mcp, openapi)"
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
        "unknown subcommand 'holiday'; did you mean 'holidays'? (expected one of: month, year, today, day, lunar, solar, terms, holidays, workdays, next, export, serve, publish, trading-days, check, schedule, plan-leave, rrule, ics, moon, mcp, openapi)"
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
        "'J' is not a region code; use CN, HK, TW, KR, VN, MO, SG, MY, MY-01…MY-16, or another of 2 to 8 letters (or a subdivision's, XX-N)"
      ),
      (
        ["workdays", "2026-01-01", "2026-01-02", "--assume", "lawful"],
        "'lawful' is not an assumption; use weekends or law"
      ),
      (
        ["next", "xmas-in-july"],
        "'xmas-in-july' is not a festival or solar term; use a name such as 中秋, 清明 or a key (spring-festival, lantern, dragon-head, dragon-boat, qixi, ghost, mid-autumn, double-ninth, …)"
      ),
      (["terms", "twenty"], "'twenty' is not a year in 1000...3000; use a number such as 2026"),
      (["workdays", "add", "2026-01-01", "1e9"], "'1e9' is not a whole number in -100000...100000 for days; e.g. 5"),
      (["lunar", "2026-01-01", "--script"], "option '--script' needs a value <script>"),
      (["lunar", "2026-01-01", "--script", "kana"], "'kana' is not a script; use hans or hant"),
      (["holidays", "2026", "--names", "ja"], "'ja' is not a language of names; use zh-hans, zh-hant, en, ko, vi, pt or ms"),
      (["day", "2026-01-01", "2026-01-02"], "expected 1 argument, got '2026-01-01' '2026-01-02'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    do {
      let command = try Invocation.parse(arguments)
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
    for spec in Specs.subcommands + [Specs.exportHolidays, Specs.exportDays] + Commands.nested.map(\.spec) {
      for option in spec.options {
        #expect(spec.usageLine.contains("[\(option.name)"), "\(spec.name) \(option.name)")
      }
    }
    #expect(
      Commands.spec(named: "lunar")?.usageLine
        == "almanac lunar <date>|<from>..<to> [--json] [--script <script>] [--names <language>] [--calendar <calendar>]")
    do {
      _ = try Invocation.parse(["month", "--local", "en_US"])
      Issue.record("--local parsed")
    } catch {
      #expect(error.message.hasSuffix("\n  See 'almanac month --help'.\n"))
      #expect(
        error.message.contains("\nUsage: almanac month [<year-month>] [--json] [--html] [--locale <locale>]"))
    }
    do {
      _ = try Invocation.parse(["export", "holidays", "--format", "xml"])
      Issue.record("--format xml parsed")
    } catch {
      #expect(error.message.hasSuffix("\n  See 'almanac export holidays --help'.\n"))
    }
    guard case .help(let text) = try Invocation.parse(["--help"]) else {
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
