import Almanac
import AlmanacQueries
import AlmanacServer

/// The version `almanac --version` prints.
let almanacVersion = AlmanacVersion.current

/// The specs of the commands written by hand, and the options they share with the questions
/// (from the questions' own declarations, ``Parameters``).
enum Specs {
  static let json = QuestionSpecs.json
  static let html = QuestionSpecs.html
  static let holidays = QuestionSpecs.holidays
  static let script = shared(Parameters.script)
  static let names = shared(Parameters.names)
  static let calendar = shared(Parameters.calendar)
  static let region = shared(Parameters.region)
  static let assume = shared(Parameters.assume)

  /// A question's parameter as an option of a command written by hand.
  static func shared<V: OptionValue>(_ parameter: Parameter<V>) -> ChoiceOption<V> {
    ChoiceOption(spec: QuestionSpecs.option(parameter.declaration), allowed: V.choices)
  }

  static let tool = CommandSpec(
    name: "", abstract: "Lunar dates, solar terms, holidays and month views for Chinese calendars.",
    positionals: "<subcommand> [<options>]", arguments: [], options: [], discussion: "",
    positionalCount: 0...0)

  static let todayCommand = CommandSpec(
    name: "today", abstract: "Show today: date, weekday, lunar date, 干支 year and 生肖.",
    positionals: "", arguments: [], options: [json, script, region, holidays],
    discussion: "Today is China's day (UTC+8), whatever the system's time zone.", positionalCount: 0...0)

  static let mcp = CommandSpec(
    name: "mcp", abstract: "Serve the questions as Model Context Protocol tools on standard input and output.",
    positionals: "", arguments: [], options: [holidays],
    discussion: """
      JSON-RPC 2.0, one message per line (MCP's stdio transport, revisions 2024-11-05 to 2025-11-25):
      initialize, ping, tools/list and tools/call; each tool is a question (\(Questions.all.map(\.name).joined(separator: ", "))),
      its input schema from the question's parameters and its output from the answer's JSON Schema,
      with the command line's words as text. A refusal is a tool result with isError and the
      sentence. An agent's configuration needs one line: "command": "almanac", "args": ["mcp"].
      """, positionalCount: 0...0)

  static let openapi = CommandSpec(
    name: "openapi", abstract: "Print the OpenAPI 3.1 document of almanac serve (what /openapi.json answers).",
    positionals: "", arguments: [], options: [], discussion: "", positionalCount: 0...0)

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
  static let serveToday = OptionSpec.value(
    "--today", "<date>",
    "The day taken as today, for answers without today= and the years updates may take (default: today in China, UTC+8, as it turns); for a staging server or a test.")
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
      serveToday,
    ],
    discussion: Text.wrap(
      "Answers \(routes), /healthz, /openapi.json (this service as OpenAPI 3.1), /mcp (the MCP server over HTTP) and timor.tech's /api/holiday/... paths, each value in the JSON `--json` prints. Reads the data directory; SIGHUP reloads it (a file that does not load keeps the old tables); SIGTERM finishes the requests in flight and exits 0. Needs libmicrohttpd (apt-get install libmicrohttpd12; brew install libmicrohttpd): without it, exit 69."
    ), positionalCount: 0...0)

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
  static let updateToday = OptionSpec.value(
    "--today", "<date>", "The day taken as today (default: today in China, UTC+8): years after the next one are not taken.")
  static let holidaysUpdate = CommandSpec(
    name: "holidays update",
    abstract: "Fetch new arrangements from a published tree or holiday-cn's files into the data directory.",
    positionals: "", arguments: [],
    options: [
      updateSources,
      acceptChanges,
      dryRun,
      updateTimeout, updateToday, json,
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

  /// The tool's help: the subcommands, the default one marked.
  static var toolHelp: String {
    tool.help(subcommands: subcommands, defaultSubcommand: Commands.defaultCommand)
  }

  /// Subcommands in the order `--help` lists them: the specs of ``Commands/listed``.
  static var subcommands: [CommandSpec] { Commands.listed.map { $0.spec } }

  /// The server's paths of the questions, as `serve --help` lists them.
  static var routes: String {
    Questions.all.compactMap { question in
      question.path.map { path in
        let required = question.parameters.filter { $0.isRequired && !question.pathParameters.contains($0.name) }
        return path + (required.isEmpty ? "" : "?" + required.map { "\($0.name)=" }.joined(separator: "&"))
      }
    }.joined(separator: ", ")
  }
}
