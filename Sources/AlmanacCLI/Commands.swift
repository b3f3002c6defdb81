import Almanac
import AlmanacQueries

/// A parsed command line, ready to run.
protocol RunnableCommand: Sendable {
  /// Runs the command, writing its results to the context's output.
  func run(_ context: CommandContext) throws(CLIError)
  /// Whether `other` is the same command with the same arguments (for tests, which compare a
  /// parsed command line with the command they expect).
  func isEqual(to other: any RunnableCommand) -> Bool
}

extension RunnableCommand where Self: Equatable {
  func isEqual(to other: any RunnableCommand) -> Bool { (other as? Self) == self }
}

/// A command written by hand: one without a server twin (import, update, remove, export,
/// publish, serve, mcp, openapi, today). Its spec says what it is called and takes; it reads
/// its arguments and runs.
protocol AlmanacCommand: RunnableCommand, Equatable {
  /// The command's spec: what it is called and takes, for the parser, `--help` and errors.
  static var spec: CommandSpec { get }
  /// The command from its arguments, checked.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` naming the bad input.
  init(parsing arguments: ArgumentValues) throws(CLIError)
}

/// Where a command writes and what it may read of its process.
struct CommandContext {
  /// Standard output (buffered).
  let output: Output
  /// Standard error: notes and the server's start line.
  let errors: Output
  /// The process environment (the data directory, `NO_COLOR`).
  let environment: [String: String]
}

/// One command of the tool: its spec, and how its arguments become a command to run. A
/// question's command is derived from the question (``QuestionSpecs``); another is a type of
/// its own.
struct CommandEntry: Sendable {
  /// What it is called and takes.
  let spec: CommandSpec
  /// The command from its arguments.
  let make: @Sendable (ArgumentValues) throws(CLIError) -> any RunnableCommand

  /// A question's command.
  static func question(_ question: Question) -> CommandEntry {
    CommandEntry(spec: QuestionSpecs.spec(question)) { arguments throws(CLIError) in
      try QuestionCommand(question, parsing: arguments)
    }
  }

  /// A command of its own type.
  static func command<C: AlmanacCommand>(_ type: C.Type) -> CommandEntry {
    CommandEntry(spec: C.spec) { arguments throws(CLIError) in try C(parsing: arguments) }
  }
}

/// The commands, in the order `--help` lists them, and the ones named by two words.
enum Commands {
  /// Every command `almanac` runs: what help lists, then the ones named by two words.
  static let all: [CommandEntry] = listed + nested

  /// The commands `almanac --help` lists, in its order.
  static let listed: [CommandEntry] = [
    .question(Questions.month), .question(Questions.year), .command(Today.self), .question(Questions.day),
    .question(Questions.lunar), .question(Questions.solar), .question(Questions.terms),
    .question(Questions.holidays), .question(Questions.workdays), .question(Questions.next), .command(Export.self),
    .command(Serve.self), .command(Publish.self), .question(Questions.tradingDays), .question(Questions.check),
    .question(Questions.schedule), .question(Questions.planLeave), .question(Questions.rrule), .command(Ics.self),
    .question(Questions.moon),
    .command(MCP.self), .command(OpenAPI.self),
  ]

  /// The commands named by two words.
  static let nested: [CommandEntry] = [
    .command(ExportHolidays.self), .command(ExportDays.self), .command(ExportFacts.self),
    .command(ExportLunarEvents.self), .command(HolidaysImport.self), .command(HolidaysUpdate.self),
    .question(Questions.sources), .command(HolidaysRemove.self), .question(Questions.workdaysAdd), .command(IcsExpand.self),
    .command(IcsNormalize.self),
  ]

  /// The command that runs when none is named (`almanac`, `almanac 2026-10`, `almanac --json`).
  static let defaultCommand = Questions.month.command ?? "month"

  /// The command a command line names: the two-word one its first two words name, else the one
  /// its first word names.
  static func named(by arguments: [String]) -> CommandEntry? {
    if arguments.count > 1, let nested = nested.first(where: { $0.spec.name == "\(arguments[0]) \(arguments[1])" }) {
      return nested
    }
    return listed.first { $0.spec.name == arguments.first }
  }

  /// The spec of a command by name (one word or two), or `nil`.
  static func spec(named name: String) -> CommandSpec? { all.first { $0.spec.name == name }?.spec }

  /// The commands named by two words that begin with `word` (`holidays import`, …), for the
  /// SUBCOMMANDS section of its help.
  static func under(_ word: String) -> [CommandSpec] {
    nested.map(\.spec).filter { $0.name.hasPrefix(word + " ") }
  }
}
