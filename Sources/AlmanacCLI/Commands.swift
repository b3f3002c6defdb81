import Almanac

/// The version `almanac --version` prints.
let almanacVersion = "0.1.0"

/// The command specs, for parsing and help.
enum Specs {
  static let json = OptionSpec.flag("--json", "Print JSON Lines: one object per line.")
  static let script = OptionSpec.value(
    "--script", "<script>", "Chinese script of lunar text (values: hans, hant; default: hans).")

  static let tool = CommandSpec(
    name: "", abstract: "Lunar dates, solar terms, holidays and month views for Chinese calendars.",
    usage: "<subcommand> [<options>]", arguments: [], options: [], discussion: "", positionalCount: 0...0)

  static let today = CommandSpec(
    name: "today", abstract: "Show today: date, weekday, lunar date, 干支 year and 生肖 (the default).",
    usage: "today [--json]", arguments: [], options: [json, script],
    discussion: "Today is taken in the system's time zone (TZ).", positionalCount: 0...0)

  static let day = CommandSpec(
    name: "day", abstract: "Show everything Almanac knows about one day.",
    usage: "day <date> [--json]",
    arguments: [("<date>", "The day, YYYY-MM-DD (0001-01-01 ... 9999-12-31).")],
    options: [json, script], discussion: "", positionalCount: 1...1)

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

  /// Subcommands in the order `--help` lists them.
  static let subcommands = [today, day, lunar, solar, terms]
}

/// A parsed command line: what to do, with its arguments already checked.
enum Command: Equatable {
  case help(String)
  case version
  case today(Presentation)
  case day(CivilDate, Presentation)
  case lunar(ClosedRange<CivilDate>, Presentation)
  case solar(LunarDate, Presentation)
  case terms(Int, Presentation)
}

/// How results are printed.
struct Presentation: Equatable {
  var json = false
  var script = ChineseScript.simplified
}

extension Command {
  /// Parses the words after `almanac`. A pure function: no I/O, no clock.
  ///
  /// - Throws: ``CLIError/usage(_:usage:)`` with a message naming the bad input.
  static func parse(_ arguments: [String]) throws(CLIError) -> Command {
    guard let first = arguments.first else { return .today(Presentation()) }
    if first == "--version" { return .version }
    if first == "-h" || first == "--help" { return .help(Specs.tool.help(subcommands: Specs.subcommands)) }
    if first == "help" {
      guard arguments.count > 1 else { return .help(Specs.tool.help(subcommands: Specs.subcommands)) }
      guard let spec = Specs.subcommands.first(where: { $0.name == arguments[1] }) else {
        throw .usage("unknown subcommand '\(arguments[1])'", usage: "almanac help <subcommand>")
      }
      return .help(spec.help())
    }
    if first.hasPrefix("-") {
      // Options without a subcommand belong to the default command.
      return try parse(["today"] + arguments)
    }
    guard let spec = Specs.subcommands.first(where: { $0.name == first }) else {
      let names = Specs.subcommands.map(\.name).joined(separator: ", ")
      throw .usage("unknown subcommand '\(first)' (expected one of: \(names))", usage: Specs.tool.usageLine)
    }
    let parsed = try spec.parse(Array(arguments.dropFirst()))
    if parsed.has("--help") { return .help(spec.help()) }
    let presentation = try Presentation(parsed, spec)
    switch spec.name {
    case "day": return .day(try civilDate(parsed.positionals[0], spec), presentation)
    case "lunar": return .lunar(try dateRange(parsed.positionals[0], spec), presentation)
    case "solar": return .solar(try lunarDate(parsed.positionals[0], spec), presentation)
    case "terms": return .terms(try year(parsed.positionals[0], spec), presentation)
    default: return .today(presentation)
    }
  }

  static func civilDate(_ text: String, _ spec: CommandSpec) throws(CLIError) -> CivilDate {
    guard let date = CivilDate(text) else {
      throw .usage(
        "'\(text)' is not a valid date; use YYYY-MM-DD naming a real day in 0001-01-01...9999-12-31",
        usage: spec.usageLine)
    }
    return date
  }

  static func year(_ text: String, _ spec: CommandSpec) throws(CLIError) -> Int {
    guard let year = Int(text), text.allSatisfy(\.isNumber) else {
      throw .usage("'\(text)' is not a year; use a number such as 2026", usage: spec.usageLine)
    }
    return year
  }

  static func dateRange(_ text: String, _ spec: CommandSpec) throws(CLIError) -> ClosedRange<CivilDate> {
    let parts = text.components(separatedBy: "..")
    if parts.count == 1 {
      let date = try civilDate(text, spec)
      return date...date
    }
    guard parts.count == 2 else {
      throw .usage(
        "'\(text)' is not a date range; use <from>..<to>, e.g. 2026-01-01..2026-12-31", usage: spec.usageLine)
    }
    let from = try civilDate(parts[0], spec)
    let to = try civilDate(parts[1], spec)
    guard from <= to else {
      throw .usage(
        "the range \(text) ends before it starts; put the earlier date first", usage: spec.usageLine)
    }
    return from...to
  }

  static func lunarDate(_ text: String, _ spec: CommandSpec) throws(CLIError) -> LunarDate {
    guard let date = LunarDate(isoText: text) else {
      throw .usage(
        "'\(text)' is not a lunar date; use YYYY-MM-DD or YYYY-LMM-DD (leap month), month 01...12, day 01...30",
        usage: spec.usageLine)
    }
    return date
  }
}

extension Presentation {
  init(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CLIError) {
    json = parsed.has("--json")
    if let value = parsed.values["--script"] {
      switch value.lowercased() {
      case "hans", "zh-hans", "simplified": script = .simplified
      case "hant", "zh-hant", "traditional": script = .traditional
      default:
        throw .usage("'\(value)' is not a script; use hans or hant", usage: spec.usageLine)
      }
    }
  }
}
