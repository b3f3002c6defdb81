import Almanac
import AlmanacServer

/// One command of `almanac`, declared once: its spec (name, help, positionals, options with
/// their value types and defaults; ``Specs``), how it reads its arguments, and how it runs. The
/// parser finds it by its spec's name in ``Commands/all``, help lists it from there, and running a
/// parsed command line is `command.run(context)`: there is no second list of commands to keep in
/// step, no payload enum and no dispatch switch.
protocol AlmanacCommand: Sendable, Equatable {
  /// The command's spec: what it is called and takes, for the parser, `--help` and errors.
  static var spec: CommandSpec { get }
  /// The command from its arguments, checked.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` naming the bad input.
  init(parsing arguments: ArgumentValues) throws(CLIError)
  /// Runs the command, writing its results to the context's output.
  func run(_ context: CommandContext) throws(CLIError)
}

extension AlmanacCommand {
  /// Whether `other` is the same command with the same arguments (for tests, which compare a
  /// parsed command line with the command they expect).
  func isEqual(to other: any AlmanacCommand) -> Bool {
    (other as? Self) == self
  }
}

/// Where a command writes and what it may read of its process.
struct CommandContext {
  /// Standard output (buffered).
  let output: Output
  /// Standard error: notes and the server's start line.
  let errors: Output
  /// The process environment (the data directory, `NO_COLOR`, `ALMANAC_TODAY`).
  let environment: [String: String]
}

/// The commands, in the order `--help` lists them, and the ones under `holidays` and `export`.
enum Commands {
  /// Every command `almanac` runs: what help lists, then `holidays …` and `export …`.
  static let all: [any AlmanacCommand.Type] = listed + nested

  /// The commands `almanac --help` lists, in its order.
  static let listed: [any AlmanacCommand.Type] = [
    Month.self, Year.self, Today.self, Day.self, Lunar.self, Solar.self, Terms.self, Holidays.self,
    Workdays.self, Next.self, Export.self, Serve.self, Publish.self, TradingDays.self,
  ]

  /// The commands named by two words.
  static let nested: [any AlmanacCommand.Type] = [
    ExportHolidays.self, ExportDays.self, ExportFacts.self, ExportLunarEvents.self, HolidaysImport.self, HolidaysUpdate.self,
    HolidaysSources.self, HolidaysRemove.self,
  ]

  /// The command that runs when none is named (`almanac`, `almanac 2026-10`, `almanac --json`).
  static let defaultCommand: any AlmanacCommand.Type = Month.self

  /// The command a command line names: the two-word one its first two words name, else the one
  /// its first word names.
  static func named(by arguments: [String]) -> (any AlmanacCommand.Type)? {
    if arguments.count > 1, let nested = nested.first(where: { $0.spec.name == "\(arguments[0]) \(arguments[1])" }) {
      return nested
    }
    return listed.first { $0.spec.name == arguments.first }
  }
}

/// A command over two dates given as its arguments, `FROM TO`, the earlier first (`workdays`,
/// `trading-days`): how the dates, the presentation and the holiday options are read is the same.
protocol DateSpanCommand: AlmanacCommand {
  init(_ from: CivilDate, _ to: CivilDate, _ presentation: Presentation, _ holidays: HolidayOptions)
}

extension DateSpanCommand {
  init(parsing arguments: ArgumentValues) throws(CLIError) {
    try self.init(parsingSpan: arguments)
  }

  /// The dates, the presentation and the holiday options, read as every such command reads
  /// them (a command with options of its own reads those, then this).
  init(parsingSpan arguments: ArgumentValues) throws(CLIError) {
    let presentation = try arguments.presentation()
    let from = try arguments.date(arguments.parsed.positionals[0])
    let to = try arguments.date(arguments.parsed.positionals[1])
    guard from <= to else {
      throw .usage("\(from) is after \(to); put the earlier date first", for: arguments.spec)
    }
    self.init(from, to, presentation, try arguments.holidayOptions())
  }
}
