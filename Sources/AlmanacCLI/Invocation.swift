import Almanac
import AlmanacQueries

/// A parsed command line: help, the version, or a command (``RunnableCommand``) with its
/// arguments already checked.
enum Invocation: Equatable {
  case help(String)
  case version
  case run(any RunnableCommand)

  static func == (left: Invocation, right: Invocation) -> Bool {
    switch (left, right) {
    case (.help(let a), .help(let b)): a == b
    case (.version, .version): true
    case (.run(let a), .run(let b)): a.isEqual(to: b)
    default: false
    }
  }
}

/// What `export` writes.
enum ExportFormat: String, Equatable, CaseIterable, Sendable {
  case ics
  case json
  case holidayCN = "holiday-cn"
  case csv

  /// What `export holidays` writes.
  static let holidayFormats: [ExportFormat] = [.ics, .json, .holidayCN]
  /// What `export days` writes.
  static let dayFormats: [ExportFormat] = [.ics, .json]
  /// What `export facts` writes.
  static let factFormats: [ExportFormat] = [.json, .csv]
}

/// When to colour terminal output.
enum ColourMode: String, Equatable, CaseIterable, Sendable {
  case auto, always, never
}

/// How results are printed.
struct Presentation: Equatable {
  var json = false
  /// A self-contained HTML page instead of terminal text (month and year).
  var html = false
  /// The lunisolar calendar of the lunar dates.
  var calendar = LunarCalendar.chinese
  var script = ChineseScript.simplified
  /// `--names`: the language of holiday names in text, or `nil` for the Chinese of ``script``.
  var names: NameLanguage?

  /// A holiday's name as text output writes it.
  func name(_ name: HolidayName) -> String { names?.name(name) ?? name.text(script) }
}

/// Which holiday table to use.
struct HolidayOptions: Equatable {
  var region = HolidayRegion.mainlandChina
  /// Whether `--region` was given; without it a loaded file's own region wins.
  var regionIsExplicit = false
  /// A file to load over the table in force, for this command.
  var file: String?
  /// What to assume of a year without an arrangement (`--assume`), if anything.
  var assumption: HolidayAssumption?
  /// `--official`: the official table alone, without the data directory's overlays.
  var official = false
  /// The command the options belong to (its spec's name, `holidays import` for a nested one):
  /// a region found to have no data when the command runs is refused with that command's usage
  /// line and help hint.
  var command = ""

  /// The usage line of ``command``.
  var usageLine: String { spec.usageLine }
  /// Where the help of ``command`` is.
  var helpHint: String { spec.helpHint }

  /// The spec of ``command``, one word or two (`holidays import`).
  private var spec: CommandSpec { Commands.spec(named: command) ?? Specs.tool }
}

extension Invocation {
  /// Parses the words after `almanac`. A pure function: no I/O, no clock.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` with a message naming the bad input.
  static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
    guard let first = arguments.first else { return try parse([Commands.defaultCommand]) }
    if first == "--version" { return .version }
    if first == "-h" || first == "--help" { return .help(Specs.toolHelp) }
    if first == "help" {
      guard arguments.count > 1 else { return .help(Specs.toolHelp) }
      if arguments[1] == "--man" {
        guard arguments.count == 2 else {
          throw .usage("help --man takes nothing more; got \(QuotedInput.quoted(arguments[2]))", for: Specs.tool)
        }
        return .help(ManPages.almanac.roff)
      }
      let name = arguments.dropFirst().prefix(2).joined(separator: " ")
      guard let spec = Commands.spec(named: name) ?? Commands.spec(named: arguments[1]) else {
        throw .usage(
          "unknown subcommand \(QuotedInput.quoted(arguments[1]))"
            + Suggestion.hint(for: arguments[1], among: Specs.subcommands.map(\.name)), for: Specs.tool)
      }
      return .help(Commands.help(spec))
    }
    if first.hasPrefix("-") || YearMonth.looksLikeOne(first) {
      // Options or a month without a subcommand belong to the default command.
      return try parse([Commands.defaultCommand] + arguments)
    }
    if first == Specs.export.name {
      // `export` names what it writes; each kind is its own command.
      guard arguments.count > 1, !arguments[1].hasPrefix("-") else {
        if arguments.count > 1, arguments[1] == "-h" || arguments[1] == "--help" { return .help(Specs.export.help()) }
        throw .usage("export needs what to write: holidays, days, facts or lunar-events", for: Specs.export)
      }
      let kinds = Commands.under("export").map { String($0.name.dropFirst(7)) }
      guard kinds.contains(arguments[1]) else {
        throw .usage(
          "\(QuotedInput.quoted(arguments[1])) is not something export writes"
            + Suggestion.hint(for: arguments[1], among: kinds) + " (use holidays, days, facts or lunar-events)",
          for: Specs.export)
      }
    }
    guard let command = Commands.named(by: arguments) else {
      let names = Specs.subcommands.map(\.name).joined(separator: ", ")
      throw .usage(
        "unknown subcommand \(QuotedInput.quoted(first))"
          + Suggestion.hint(for: first, among: Specs.subcommands.map(\.name) + ["help"])
          + " (expected one of: \(names))",
        for: Specs.tool)
    }
    let words = command.spec.name.split(separator: " ").count
    return try parse(command, Array(arguments.dropFirst(words)))
  }

  /// The words after a command's name, by its spec, into the command (or its help).
  private static func parse(_ command: CommandEntry, _ arguments: [String]) throws(CLIError) -> Invocation {
    let spec = command.spec
    let parsed = try spec.parse(arguments)
    if parsed.wantsHelp { return .help(Commands.help(spec)) }
    return .run(try command.make(ArgumentValues(parsed: parsed, spec: spec)))
  }
}

extension Commands {
  /// A command's `--help`: its spec's, and the commands named with it as their first word
  /// (`holidays import`, …) listed after it.
  static func help(_ spec: CommandSpec) -> String {
    let nested = spec.name.contains(" ") || spec.name == Specs.export.name ? [] : under(spec.name)
    return spec.help(nested: nested)
  }
}

/// What `almanac serve` was asked: where to listen, the tables, the log, and where to keep
/// itself current from.
struct ServeSettings: Equatable {
  var host: String
  var port: UInt16
  var holidays: HolidayOptions
  var log: Bool
  /// `--today`: the day taken as today, or `nil` for China's day from the clock.
  var today: CivilDate?
  /// `--update-from`: sources checked at start and every ``updateEvery`` seconds.
  var updateFrom: [HolidayUpdateSource] = []
  /// `--update-every`, in seconds (default ``defaultUpdateEvery``).
  var updateEvery = ServeSettings.defaultUpdateEvery
  /// Six hours: what `--update-every` is without the option (its help says so from this value).
  static let defaultUpdateEvery = 6 * 3_600
}
