import Almanac

/// The version `almanac --version` prints.
let almanacVersion = "0.1.0"

/// The command specs, for parsing and help.
enum Specs {
  static let json = OptionSpec.flag("--json", "Print JSON Lines: one object per line.")
  static let script = OptionSpec.value(
    "--script", "<script>", "Chinese script of lunar text and names (values: hans, hant; default: hans).")
  static let region = OptionSpec.value(
    "--region", "<region>", "Holiday region (values: CN, HK, TW, or the region of --holidays; default: CN).")
  static let holidays = OptionSpec.value(
    "--holidays", "<file>",
    "Load a holiday table (Almanac JSON, holiday-cn JSON or ICS) over the built-in one, year by year.")
  static let assumeWeekends = OptionSpec.flag(
    "--assume-weekends", "Treat years without a published arrangement as plain Saturday/Sunday weekends.")

  static let tool = CommandSpec(
    name: "", abstract: "Lunar dates, solar terms, holidays and month views for Chinese calendars.",
    usage: "<subcommand> [<options>]", arguments: [], options: [], discussion: "", positionalCount: 0...0)

  static let today = CommandSpec(
    name: "today", abstract: "Show today: date, weekday, lunar date, 干支 year and 生肖 (the default).",
    usage: "today [--json]", arguments: [], options: [json, script, region, holidays],
    discussion: "Today is taken in the system's time zone (TZ).", positionalCount: 0...0)

  static let day = CommandSpec(
    name: "day", abstract: "Show everything Almanac knows about one day.",
    usage: "day <date> [--region <region>] [--json]",
    arguments: [("<date>", "The day, YYYY-MM-DD (0001-01-01 ... 9999-12-31).")],
    options: [json, script, region, holidays], discussion: "", positionalCount: 1...1)

  static let lunar = CommandSpec(
    name: "lunar", abstract: "Convert civil dates to lunar dates.",
    usage: "lunar <date>|<from>..<to> [--json] [--script <script>]",
    arguments: [
      ("<date>", "One day, YYYY-MM-DD."),
      ("<from>..<to>", "Every day from <from> through <to> inclusive, streamed one per line."),
    ],
    options: [json, script],
    discussion: """
      EXAMPLES:
        almanac lunar 2026-02-17
        almanac lunar 1900-01-01..2099-12-31 --json
      """, positionalCount: 1...1)

  static let solar = CommandSpec(
    name: "solar", abstract: "Convert a lunar date to its civil date.",
    usage: "solar <lunar-date> [--json]",
    arguments: [("<lunar-date>", "YYYY-MM-DD, or YYYY-LMM-DD for a day of a leap month (2025-L06-01).")],
    options: [json, script],
    discussion: "The year is the Gregorian year in which the lunar year's 正月初一 falls (丙午 = 2026).",
    positionalCount: 1...1)

  static let terms = CommandSpec(
    name: "terms", abstract: "List the 24 solar terms of a year with their Beijing times.",
    usage: "terms <year> [--json] [--script <script>]",
    arguments: [
      (
        "<year>",
        "A Gregorian year, \(SolarTerm.supportedYears.lowerBound)...\(SolarTerm.supportedYears.upperBound)."
      )
    ],
    options: [json, script],
    discussion: """
      Instants are computed with VSOP87 and ELP-2000/82 and checked against JPL DE422 (within 60 s);
      1900...2100 come from the built-in table.
      """, positionalCount: 1...1)

  static let holidayList = CommandSpec(
    name: "holidays", abstract: "List a year's holidays, days off and make-up working days (调休).",
    usage: "holidays <year> [--region <region>] [--holidays <file>] [--json]",
    arguments: [("<year>", "A year with a published arrangement (CN 2004...2026, HK and TW 2020...2026).")],
    options: [json, script, region, holidays],
    discussion: """
      A year without a published arrangement is an error (exit 65), never a list of plain weekends;
      load the year's table with --holidays <file> when the notice is out before Almanac's update.
      """, positionalCount: 1...1)

  static let workdays = CommandSpec(
    name: "workdays", abstract: "Count the working days from one date through another.",
    usage: "workdays <from> <to> [--region <region>] [--assume-weekends] [--json]",
    arguments: [("<from>", "The first day, YYYY-MM-DD."), ("<to>", "The last day, YYYY-MM-DD (inclusive).")],
    options: [json, region, holidays, assumeWeekends], discussion: "", positionalCount: 2...2)

  static let next = CommandSpec(
    name: "next", abstract: "Show the next date of a festival or solar term.",
    usage: "next <name> [--after <date>] [--json]",
    arguments: [
      ("<name>", "A festival (中秋, 中秋节, mid-autumn, Mid-Autumn Festival) or a solar term (清明, 冬至).")
    ],
    options: [json, script, .value("--after", "<date>", "Search after this day instead of today.")],
    discussion: "", positionalCount: 1...1)

  /// Subcommands in the order `--help` lists them.
  static let subcommands = [today, day, lunar, solar, terms, holidayList, workdays, next]
}
