import Almanac

/// The specs of `almanac export` and what it writes: holiday feeds, 农历 day feeds and lunar
/// events.
extension Specs {
  static let format = OptionSpec.choice(
    "--format", "<format>", "What to write", ExportFormat.self, only: ExportFormat.holidayFormats,
    default: "ics")

  static let exportYears = OptionSpec.value("--years", "<years>", "A year or a span, 2026 or 2004..2026 (default: every year covered).")
  static let exportHolidays = CommandSpec(
    name: "export holidays",
    abstract: "Write a region's holidays as an iCalendar feed, Almanac JSON or holiday-cn JSON.",
    positionals: "",
    arguments: [],
    options: [
      region, holidays,
      exportYears,
      format,
    ],
    discussion: """
      ics: one all-day event per block of days off (春节 休) and per make-up working day (春节 补班),
      RFC 5545, ready to subscribe to; json: Almanac JSON (almanac-holidays/1), what --holidays
      reads; holiday-cn: one year in holiday-cn's format (give --years YYYY). The same data gives
      the same bytes; every export loads back with --holidays to the same table.
      """, positionalCount: 0...0)

  static let dayFeedFrom = OptionSpec.value("--from", "<date>", "The first day (default: 1 January of this year).")
  static let dayFeedTo = OptionSpec.value("--to", "<date>", "The last day (default: 31 December of --from's year).")
  static let dayFormat = OptionSpec.choice(
    "--format", "<format>", "What to write", ExportFormat.self, only: ExportFormat.dayFormats,
    default: "ics")
  static let exportDays = CommandSpec(
    name: "export days",
    abstract: "Write a 农历 day feed: the lunar date, festivals and solar terms of every day.",
    positionals: "",
    arguments: [],
    options: [
      dayFeedFrom,
      dayFeedTo,
      dayFormat,
      script, region,
      holidays,
    ],
    discussion: """
      ics: one all-day event per day named with its lunar day (正月初一 on 初一), festivals and
      term, and each solar term also at its instant; json: the day models as JSON Lines, as
      `month --json` prints them, with the region's holiday status.
      """, positionalCount: 0...0)

  static let events = OptionSpec.value(
    "--events", "<file>",
    "Read more events from a file: one <title>=<lunar day> (or a tab) per line, # comments.")
  static let eventsFrom = OptionSpec.value("--from", "<date>", "The first day (default: 1 January of this year).")
  static let eventsTo = OptionSpec.value("--to", "<date>", "The last day (default: 31 December, nine years after --from's year).")
  static let leapMonth = OptionSpec.choice(
    "--leap-month", "<policy>", "A leap-month day in a year without that leap month",
    LeapMonthPolicy.self,
    default: "ordinary")
  static let missingDay = OptionSpec.choice(
    "--missing-day", "<policy>", "A 30th in a month of 29 days", MissingDayPolicy.self, default: "last")
  static let eventStyle = OptionSpec.choice(
    "--style", "<style>", "How the events are written", LunarEventFeed.Style.self, default: "occurrences")
  static let exportLunarEvents = CommandSpec(
    name: "export lunar-events",
    abstract: "Write lunar birthdays and anniversaries (every 腊月初八, 闰四月十五 …) as an iCalendar feed.",
    positionals: "<title>=<lunar day>...",
    arguments: [
      (
        "<title>=<lunar day>",
        "An event and its lunar day: 奶奶生日=闰四月十五, 腊八=腊月初八, or MM-DD / LMM-DD (L04-15 is 闰四月十五)."
      )
    ],
    options: [
      events,
      eventsFrom,
      eventsTo,
      leapMonth,
      missingDay,
      eventStyle,
      script, calendar,
    ],
    discussion: """
      occurrences: one all-day event per occurrence, which every calendar app shows; UIDs are
      <event key>-<lunar year>@lunar-events.almanac, so a re-export with a longer span updates the
      same events. rscale: one event per birthday with RRULE:RSCALE=CHINESE (RFC 7529), for apps
      that expand lunar rules themselves (Apple Calendar); an event whose two policies RFC 7529
      cannot say together (its one SKIP) is written as occurrences.
      """, positionalCount: 0...1_000)

  static let factsFrom = OptionSpec.value("--from", "<date>", "The first day (default: 1 January of this year).")
  static let factsTo = OptionSpec.value("--to", "<date>", "The last day (default: 31 December of --from's year).")
  static let factFormat = OptionSpec.choice(
    "--format", "<format>", "What to write", ExportFormat.self, only: ExportFormat.factFormats, default: "json")
  static let exportFacts = CommandSpec(
    name: "export facts",
    abstract: "Write every day's facts (status, working day, pay, holiday, lunar date, term, festivals) as JSON Lines or CSV.",
    positionals: "",
    arguments: [],
    options: [factsFrom, factsTo, factFormat, script, names, region, holidays, calendar],
    discussion: """
      json: one line per day, the object `day --json` prints (docs/schemas/day-facts.json); csv: a
      header row and one row per day (date, weekday, lunar_year, lunar_month, lunar_day, leap_month,
      lunar, year_stem_branch, zodiac, solar_term, festivals, officer, spirit, path, clash, sha,
      region, status, is_workday, holiday, statutory, wage, provisional, trading_day, trading_session,
      half_day), RFC 4180, for
      spreadsheets. A day of a year without a published arrangement has, where the law fixes it,
      the law's status with provisional true, else notPublished; nothing is refused. Streamed a
      month at a time.
      """, positionalCount: 0...0)

  static let export = CommandSpec(
    name: "export", abstract: "Write holiday feeds, 农历 day feeds, day facts and lunar events (ICS, JSON, CSV, holiday-cn).",
    positionals: "holidays|days|facts|lunar-events [<options>]",
    arguments: [
      ("holidays", exportHolidays.abstract), ("days", exportDays.abstract), ("facts", exportFacts.abstract),
      ("lunar-events", exportLunarEvents.abstract),
    ],
    options: [],
    discussion:
      "See 'almanac export holidays --help', 'almanac export days --help', 'almanac export facts --help' and 'almanac export lunar-events --help'.",
    positionalCount: 1...1)
}
