import Almanac
import AlmanacServer

/// The version `almanac --version` prints.
let almanacVersion = "0.1.0"

/// The command specs, for parsing and help.
enum Specs {
  static let json = OptionSpec.flag("--json", "Print JSON Lines: one object per line.")
  static let script = OptionSpec.choice(
    "--script", "<script>", "Chinese script of lunar text and names", ChineseScript.self, default: "hans")
  static let names = OptionSpec.choice(
    "--names", "<language>", "Language of holiday names in text (KR's 설날, VN's Tết Nguyên Đán, MO's Fraternidade Universal)", NameLanguage.self,
    default: "the Chinese of --script")
  static let calendar = OptionSpec.choice(
    "--calendar", "<calendar>", "Lunisolar calendar", LunarCalendar.Variant.self, default: "chinese")
  static let region = OptionSpec.choice(
    "--region", "<region>", "Holiday region", HolidayRegion.self,
    values: HolidayRegion.helpValues(HolidayRegion.choices) + ", or the region of --holidays", default: "CN")
  static let holidays = OptionSpec.value(
    "--holidays", "<file>",
    "Load a holiday table (a State Council notice, Almanac JSON, holiday-cn JSON or ICS) over the built-in one, year by year."
  )
  static let assume = OptionSpec.choice(
    "--assume", "<assumption>", "What to assume of a year without a published arrangement",
    HolidayAssumption.self, default: "none, such a year is an error")
  static let assumeWeekends = OptionSpec.flag("--assume-weekends", "The same as --assume weekends.")

  static let locale = OptionSpec.value(
    "--locale", "<locale>",
    "Locale of names, header, first weekday and weekend (e.g. zh_CN, zh_TW, en_US; default: zh_CN).")
  static let firstWeekday = ChoiceOption<Weekday>(
    spec: .value(
      "--first-weekday", "<weekday>", "Weekday of the first column (monday ... sunday; default: the locale's)."),
    allowed: Weekday.choices)
  static let today = OptionSpec.value(
    "--today", "<date>", "Pin today to a date (default: today in China, UTC+8, whatever TZ says).")
  static let color = OptionSpec.choice(
    "--color", "<when>", "Colour", ColourMode.self, default: "auto: on a terminal without NO_COLOR")
  static let inDates = OptionSpec.choice(
    "--in-dates", "<mode>", "Previous month's days in the first row, muted", InDates.self, default: "fill")
  static let outDates = OptionSpec.choice(
    "--out-dates", "<mode>", "Next month's days after the last, muted: to the end of the row or of six rows",
    OutDates.self, default: "row")
  static let html = OptionSpec.flag(
    "--html", "Print a self-contained HTML page (inline CSS, light and dark, prints on A4).")
  static let subtitles = OptionSpec.value(
    "--subtitles", "<kinds>",
    "Subtitle kinds, most important first, comma-separated (values: \(SubtitleKind.helpValues(SubtitleKind.choices)); default: \(SubtitleKind.standard.map(\.argument).joined(separator: ",")))."
  )
  static let gridOptions: [any OptionDeclaration] = [
    json, html, locale, calendar, firstWeekday, region, holidays, today, color, inDates, outDates, subtitles,
  ]

  static let tool = CommandSpec(
    name: "", abstract: "Lunar dates, solar terms, holidays and month views for Chinese calendars.",
    positionals: "<subcommand> [<options>]", arguments: [], options: [], discussion: "",
    positionalCount: 0...0)

  static let month = CommandSpec(
    name: "month",
    abstract: "Show a month page with lunar subtitles, festivals, terms and 休/班 badges .",
    positionals: "[<year-month>]",
    arguments: [("<year-month>", "The month, YYYY-MM (default: this month).")],
    options: gridOptions,
    discussion: """
      Each cell shows the day with its 休 (day off) or 班 (make-up working day) badge, and a subtitle:
      今日 › festival or statutory holiday › solar term › lunar month on 初一 › lunar day.
      --json prints one line per cell (rows and columns 0-based); --html prints the page as HTML
      (each cell with data-date, its badge, subtitle and an aria-label; one A4 page when printed).
      """, positionalCount: 0...1)

  static let year = CommandSpec(
    name: "year", abstract: "Show a year, three months to a row.",
    positionals: "<year>",
    arguments: [("<year>", "The year, 1...9999.")],
    options: gridOptions,
    discussion: """
      --html prints the year as one HTML page with 农历, festivals and the 休/班 days (one landscape A4
      page when printed); --json prints one line per cell of the twelve pages.
      """, positionalCount: 1...1)

  static let todayCommand = CommandSpec(
    name: "today", abstract: "Show today: date, weekday, lunar date, 干支 year and 生肖.",
    positionals: "", arguments: [], options: [json, script, region, holidays],
    discussion: "Today is China's day (UTC+8), whatever the system's time zone.", positionalCount: 0...0)

  static let serveHost = OptionSpec.value(
    "--host", "<address>",
    "The address to listen on (default: \(ServeRunner.Options().host); 0.0.0.0 or :: for every interface).")
  static let servePort = OptionSpec.value(
    "--port", "<port>", "The port (default: \(ServeRunner.Options().port); 0 for any free port, printed at start).")
  static let serveLog = OptionSpec.flag("--log", "Write one access-log line per request to stderr.")
  static let serveUpdateFrom = OptionSpec.values(
    "--update-from", "<url>",
    "Keep the tables current from a published tree or holiday-cn's files: checked at start and every --update-every, new years stored in the data directory and served at once."
  )
  static let serveUpdateEvery = OptionSpec.value(
    "--update-every", "<duration>",
    "How often to check (90s, 30m, 6h, 1d; default: \(ServeSettings.defaultUpdateEvery / 3_600)h).")
  static let serve = CommandSpec(
    name: "serve", abstract: "Serve days, pages, holidays and working days over HTTP (JSON).",
    positionals: "", arguments: [],
    options: [
      serveHost,
      servePort,
      region, holidays,
      serveLog,
      serveUpdateFrom,
      serveUpdateEvery,
    ],
    discussion: """
      Answers /v1/days/{date}, /v1/days?from=&to=, /v1/months/{yyyy-mm}, /v1/holidays/{year},
      /v1/workdays?from=&to=, /v1/workdays/add?date=&days=, /v1/lunar/{date}, /v1/solar/{lunar-date},
      /v1/next/{name}, /v1/sources, /healthz and timor.tech's /api/holiday/... paths, each value in the
      JSON `--json` prints. Reads the data directory; SIGHUP reloads it (a file that does not load keeps
      the old tables); SIGTERM finishes the requests in flight and exits 0. Needs libmicrohttpd
      (apt-get install libmicrohttpd12; brew install libmicrohttpd): without it, exit 69.
      """, positionalCount: 0...0)

  static let publishOut = OptionSpec.value("--out", "<directory>", "Where to write the tree (replaced whole; required).")
  static let publishPrecompress = OptionSpec.flag("--precompress", "Also write each file's .gz (and .br where Brotli is installed) for gzip_static hosts.")
  static let publish = CommandSpec(
    name: "publish", abstract: "Write the static data tree (feeds, JSON, pages, index.json) for any web host or CDN.",
    positionals: "", arguments: [],
    options: [
      publishOut,
      publishPrecompress,
    ],
    discussion: """
      Writes index.json (coverage, the data version, each file's size and SHA-256), the holiday files of
      every region and year in Almanac JSON, ICS and holiday-cn's format, the 农历 day feeds of 1900-2100
      and a printable year page per region and year, from the data built into this binary and the years
      in the data directory (their overlays never go out). DIR is always a whole tree, the old or the
      new; it is replaced only when empty or a tree publish wrote (exit 74 otherwise, naming the file).
      What `almanac-data publish` writes, with no checkout needed.
      """, positionalCount: 0...0)

  static let lateZi = OptionSpec.choice(
    "--late-zi", "<convention>", "Day pillar of 23:00-24:00 (晚子时) in the 八字 of a time", LateZiHour.self,
    default: "next-day")
  static let day = CommandSpec(
    name: "day", abstract: "Show everything Almanac knows about one day, or one time of day.",
    positionals: "<date>",
    arguments: [
      (
        "<date>",
        "The day, YYYY-MM-DD (0001-01-01 ... 9999-12-31), or a time YYYY-MM-DDTHH:MM[:SS] in Beijing time (or with an offset: Z, +08:00, -05:00)."
      )
    ],
    options: [json, script, names, calendar, region, holidays, lateZi],
    discussion: """
      A time adds its 时辰 (double-hour) and 八字: the year pillar turns at the 立春 instant, the
      month pillar at each 节's instant, the hour pillar follows the day's stem (五鼠遁). Between
      23:00 and 24:00 the day pillar depends on the convention (--late-zi); both are printed then.
      """, positionalCount: 1...1)

  static let lunar = CommandSpec(
    name: "lunar", abstract: "Convert civil dates to lunar dates.",
    positionals: "<date>|<from>..<to>",
    arguments: [
      ("<date>", "One day, YYYY-MM-DD."),
      ("<from>..<to>", "Every day from <from> through <to> inclusive, streamed one per line."),
    ],
    options: [json, script, calendar],
    discussion: """
      EXAMPLES:
        almanac lunar 2026-02-17
        almanac lunar 1900-01-01..2099-12-31 --json
      """, positionalCount: 1...1)

  static let solar = CommandSpec(
    name: "solar", abstract: "Convert a lunar date to its civil date.",
    positionals: "<lunar-date>",
    arguments: [("<lunar-date>", "YYYY-MM-DD, or YYYY-LMM-DD for a day of a leap month (2025-L06-01).")],
    options: [json, script, calendar],
    discussion: "The year is the Gregorian year in which the lunar year's 正月初一 falls (丙午 = 2026).",
    positionalCount: 1...1)

  static let terms = CommandSpec(
    name: "terms", abstract: "List the 24 solar terms of a year with their Beijing times.",
    positionals: "<year>",
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
    positionals: "<year>",
    arguments: [
      (
        "<year>",
        "A year with an arrangement (built in: \(builtInYears); and what was imported)."
      )
    ],
    options: [json, script, names, region, holidays, assume],
    discussion: """
      A year without a published arrangement is an error (exit 65), never a list of plain weekends;
      --assume law lists the law's statutory days of such a year instead, marked provisional (预计).
      When the notice is out before Almanac's update, import it: it then stays for every command.

      SUBCOMMANDS:
        holidays import <file>        Check a holiday file and store its years in the data directory.
        holidays update [--from <url>]...
                                      Fetch new arrangements from a published tree or holiday-cn's files.
        holidays sources              List every source of holidays in force, with its years.
        holidays remove <region> <year>
                                      Remove an imported year (the built-in one is in force again).
      """, positionalCount: 1...1)

  static let importOverlay = OptionSpec.value(
    "--overlay", "<name>",
    "Store the file as an overlay under this name: an organisation's own days off, half days and working days ({\"format\":\"almanac-overlay/1\",\"days\":[…]}), laid over the official table for every command."
  )
  static let holidaysImport = CommandSpec(
    name: "holidays import",
    abstract: "Check a holiday file and store its years in the user data directory, for every command.",
    positionals: "<file>",
    arguments: [
      (
        "<file>",
        "The State Council's notice (text or a saved page), Almanac JSON, holiday-cn JSON or iCalendar; with --overlay, an overlay file."
      )
    ],
    options: [
      region,
      importOverlay,
    ],
    discussion: """
      The file is checked exactly as --holidays checks it; a refused file changes nothing. Each year
      it covers is stored as holidays/<REGION>/<YEAR>.json in the data directory (ALMANAC_DATA_DIR,
      else $XDG_DATA_HOME/almanac, else ~/.local/share/almanac), replacing what was there, and
      every day whose status changed is printed. Provisional statutory days (预) the file confirms
      are counted, not listed.
      """, positionalCount: 1...1)

  static let updateSources = OptionSpec.values(
    "--from", "<url>",
    "A source: the root of a tree almanac-data publish wrote (index.json), or a base URL of holiday-cn-style files (…/2027.json). Remembered; without --from the remembered ones are asked."
  )
  static let acceptChanges = OptionSpec.flag("--accept-changes", "Also store files that change days of years already in force.")
  static let dryRun = OptionSpec.flag("--dry-run", "Check and report; write nothing.")
  static let updateTimeout = OptionSpec.value(
    "--timeout", "<duration>", "The most the whole run may take (default: 60s); each file gets what is left, at most 20s.")
  static let holidaysUpdate = CommandSpec(
    name: "holidays update",
    abstract: "Fetch new arrangements from a published tree or holiday-cn's files into the data directory.",
    positionals: "", arguments: [],
    options: [
      updateSources,
      acceptChanges,
      dryRun,
      updateTimeout, json,
    ],
    discussion: """
      Each source is asked conditionally (ETag, Last-Modified), within --timeout and 8 MiB a file, over
      http or https; a login comes from ~/.netrc (or the file ALMANAC_NETRC names), never from the
      URL. What it holds is checked as holidays import checks a file, against the SHA-256 its
      index.json lists and the year its path names; every new year is stored in one change, and
      what changed is printed per region and year. Every day a file touches is judged against what
      is in force: one that changes whether a day of a year in force is worked, or statutory, is
      refused unless --accept-changes, whichever year's file carries it. A run with nothing new
      writes nothing. Exit 69 when no source can be reached (or libcurl is missing), 65 for a bad
      or refused file, 74 when the data directory cannot be written; the directory is then as it
      was.
      """, positionalCount: 0...0)

  static let holidaysSources = CommandSpec(
    name: "holidays sources",
    abstract: "List every source of holidays in force: built in, imported files, --holidays.",
    positionals: "", arguments: [], options: [json, region, holidays],
    discussion:
      "Each line: region, years, where from (built in, or the stored file with its SHA-256 and the file it was imported from), and the notice.",
    positionalCount: 0...0)

  static let removeOverlay = OptionSpec.value("--overlay", "<name>", "Remove the overlay of this name instead (no region or year).")
  static let holidaysRemove = CommandSpec(
    name: "holidays remove",
    abstract: "Remove an imported year, or an overlay, from the data directory.",
    positionals: "<region> <year>",
    arguments: [
      ("<region>", "CN, HK, TW, or a region of an imported file."), ("<year>", "The year, 1...9999."),
    ],
    options: [removeOverlay],
    discussion:
      "A file that no longer loads is removed all the same. The built-in year, if any, is in force again.",
    positionalCount: 0...2)

  static let official = OptionSpec.flag("--official", "Count the official calendar alone, without the overlays in the data directory.")
  static let workdays = CommandSpec(
    name: "workdays", abstract: "Count the working days from one date through another.",
    positionals: "<from> <to>",
    arguments: [("<from>", "The first day, YYYY-MM-DD."), ("<to>", "The last day, YYYY-MM-DD (inclusive).")],
    options: [
      json, region, holidays, assume, assumeWeekends,
      official,
    ],
    discussion: """
      A span that reaches a year without a published arrangement is an error (exit 65) unless
      --assume says what to take instead: weekends, or law (the statutory days of the 全国年节及纪念日放假办法
      off, no 调休). The answer is then provisional: the notice will move days.
      """, positionalCount: 2...2)

  static let after = OptionSpec.value("--after", "<date>", "Search after this day instead of today.")
  static let next = CommandSpec(
    name: "next", abstract: "Show the next date of a festival or solar term.",
    positionals: "<name>",
    arguments: [
      ("<name>", "A festival (中秋, 中秋节, mid-autumn, Mid-Autumn Festival) or a solar term (清明, 冬至).")
    ],
    options: [json, script, after],
    discussion: "", positionalCount: 1...1)

  /// The built-in tables' years as the help states them, from the tables themselves (regions
  /// with the same years together): `CN 2004...2026, HK and TW 2020...2026`.
  static var builtInYears: String {
    var groups: [(regions: [String], years: String)] = []
    for region in HolidayTable.builtInRegions {
      guard let table = HolidayTable.builtIn(region: region) else { continue }
      let years = HolidayTableError.spans(table.years)
      if let index = groups.firstIndex(where: { $0.years == years }) {
        groups[index].regions.append(region.rawValue)
      } else {
        groups.append(([region.rawValue], years))
      }
    }
    return groups.map { "\($0.regions.joined(separator: " and ")) \($0.years)" }.joined(separator: ", ")
  }

  /// The tool's help: the subcommands, the default one marked.
  static var toolHelp: String {
    tool.help(subcommands: subcommands, defaultSubcommand: Commands.defaultCommand.spec.name)
  }

  /// Subcommands in the order `--help` lists them: the specs of ``Commands/listed``.
  static var subcommands: [CommandSpec] { Commands.listed.map { $0.spec } }
}
