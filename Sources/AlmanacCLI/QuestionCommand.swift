import Almanac
import AlmanacPublishing
import AlmanacQueries
import Foundation

/// A command that asks a question (``Questions``): its words checked against the question's
/// declaration when the command line is parsed, answered by the question, and printed by the
/// question's writer (``QuestionWriters``) as text, JSON Lines or HTML.
struct QuestionCommand: RunnableCommand, Equatable {
  /// The question.
  let question: Question
  /// The words given, by parameter name (`firstWeekday`), checked.
  let words: [String: String]
  /// What only the command line has: JSON, HTML, colour, a file for one command.
  let door: DoorOptions

  static func == (left: QuestionCommand, right: QuestionCommand) -> Bool {
    left.question.name == right.question.name && left.words == right.words && left.door == right.door
  }

  /// The command's spec.
  var spec: CommandSpec { QuestionSpecs.spec(question) }

  /// The question's arguments (checked when the command line was parsed).
  var arguments: QueryArguments {
    get throws(CLIError) {
      do throws(QueryRefusal) {
        return try QueryArguments(question, words, spelling: .commandLine, place: question.command ?? question.name)
      } catch {
        throw CLIError.refusal(error, for: spec, question: question)
      }
    }
  }

  /// A command with its words (checked when asked for ``arguments``).
  init(question: Question, words: [String: String], door: DoorOptions) {
    self.question = question
    self.words = words
    self.door = door
  }

  /// The command from a parsed command line.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` naming a value that is not one, as the question's
  ///   declaration words it.
  init(_ question: Question, parsing arguments: ArgumentValues) throws(CLIError) {
    let parsed = arguments.parsed
    let spec = arguments.spec
    var words: [String: String] = [:]
    for (parameter, text) in zip(question.parameters.filter(\.isPositional), parsed.positionals) {
      words[parameter.name] = text
    }
    for parameter in question.parameters where !parameter.isPositional {
      let option = QuestionSpecs.option(parameter)
      if case .flag = parameter.kind {
        if parsed.has(option) { words[parameter.name] = "true" }
      } else if let text = parsed.value(option) {
        words[parameter.name] = text
      }
    }
    // `--assume-weekends`, the older spelling of `--assume weekends`.
    if parsed.has(QuestionSpecs.assumeWeekends) {
      let assumed = words[Parameters.assume.name].flatMap { try? Parameters.assume.read($0) }
      guard words[Parameters.assume.name] == nil || assumed == .weekends else {
        throw .usage(
          "--assume-weekends and --assume \(words[Parameters.assume.name] ?? "") disagree; give one", for: spec)
      }
      words[Parameters.assume.name] = HolidayAssumption.weekends.argument
    }
    var door = DoorOptions(json: parsed.has(QuestionSpecs.json), html: parsed.has(QuestionSpecs.html))
    if door.json && door.html { throw .usage(QuestionSpecs.jsonOrHTML, for: spec) }
    door.file = parsed.value(QuestionSpecs.holidays)
    if let format = QuestionSpecs.format(question) {
      door.format = try arguments.choice(format) ?? .text
      if door.json && door.format != .text { throw .usage("--json and --format \(door.format.rawValue) cannot be combined; choose one", for: spec) }
    }
    door.command = parsed.value(QuestionSpecs.command)
    door.overlay = parsed.value(QuestionSpecs.overlay)
    if let text = parsed.value(QuestionSpecs.color) { door.colour = try arguments.choice(text, ColourMode.self) }
    self.question = question
    self.words = words
    self.door = door
    _ = try self.arguments
  }

  /// Answers the question and prints the answer.
  func run(_ context: CommandContext) throws(CLIError) {
    let arguments = try self.arguments
    let tables = CLITables(file: door.file, overlay: door.overlay, environment: context.environment)
    let answer: any QueryAnswer
    do throws(QueryRefusal) {
      defer { context.errors.notes(tables.notes.taken()) }
      answer = try question.answer(arguments, QueryContext(tables: tables, today: CivilDate.today()))
    } catch {
      throw CLIError.refusal(error, for: spec, question: question)
    }
    try QuestionWriters.write(answer, of: self, arguments, context)
  }
}

/// What only the command line adds to a question: how the answer is printed, and a file laid
/// over the tables for this command.
struct DoorOptions: Equatable, Sendable {
  /// `--json`: JSON Lines.
  var json = false
  /// `--html`: an HTML page (pages only).
  var html = false
  /// `--color`.
  var colour = ColourMode.auto
  /// `--holidays FILE`.
  var file: String?
  /// `--format` of `schedule` and `plan-leave`.
  var format = PlanFormat.text
  /// `--command` of `schedule`.
  var command: String?
  /// `--overlay FILE`.
  var overlay: String?
}

/// The tables of a command: the setup of the data directory and a `--holidays` file, read for
/// this command. Notes about the file are kept (``notes``) for the command to print on standard
/// error.
struct CLITables: QueryTables {
  let file: String?
  /// `--overlay FILE`: laid over the table for this command.
  var overlay: String? = nil
  let environment: [String: String]
  /// The notes the file's reading found.
  let notes = FileNotes()

  private func setup(_ region: HolidayRegion?) -> HolidaySetup {
    HolidaySetup(
      region: region, file: file.map(ProcessIO.fileURL), dataDirectory: HolidayDataDirectory.standard(environment: environment))
  }

  func table(region: HolidayRegion?, calendar: LunarCalendar) throws(QueryRefusal) -> HolidayTable? {
    var found: [HolidayFileNote] = []
    defer { notes.add(found) }
    let table: HolidayTable?
    do throws(HolidaySetupError) {
      table = try setup(region).table(for: calendar, notes: &found)
    } catch {
      throw .setup(error)
    }
    guard let overlay, let table else { return table }
    do throws(HolidayFileError) {
      let url = ProcessIO.fileURL(overlay)
      return table.overlaying([try HolidayOverlay.load(text: HolidayFileText.read(url), file: url.relativePath)])
    } catch {
      throw .setup(.file(error))
    }
  }

  func sources(region: HolidayRegion?) throws(QueryRefusal) -> SourcesAnswer {
    var found: [HolidayFileNote] = []
    defer { notes.add(found) }
    do throws(HolidaySetupError) {
      let (tables, sources) = try setup(region).tablesInForce(notes: &found)
      return SourcesAnswer(dataVersion: DataVersion.of(Array(tables.values)), sources: sources, update: nil)
    } catch {
      throw .setup(error)
    }
  }
}

/// Notes about a loaded file, kept until the command prints them.
final class FileNotes: Sendable {
  private let found = Locked<[HolidayFileNote]>([])

  /// Keeps notes (each once).
  func add(_ notes: [HolidayFileNote]) {
    found.withLock { kept in
      for note in notes where !kept.contains(note) { kept.append(note) }
    }
  }

  /// The notes kept so far, and none after.
  func taken() -> [HolidayFileNote] {
    found.withLock { kept in
      defer { kept = [] }
      return kept
    }
  }
}

extension CLIError {
  /// A question's refusal as the command line reports it: a question asked wrongly is a usage
  /// error (64); what the tables cannot answer says what the user can do (65); a setup's
  /// error as ``holidaySetup(_:usage:help:)`` reports it.
  static func refusal(_ refusal: QueryRefusal, for spec: CommandSpec, question: Question? = nil) -> CLIError {
    switch refusal.kind {
    case .badRequest, .contradictory: return .usage(refusal.description, for: spec)
    case .notFound: return .data(refusal.description)
    case .setup:
      guard let error = refusal.setupError else { return .data(refusal.description) }
      return holidaySetup(error, usage: spec.usageLine, help: spec.helpHint)
    case .unanswerable:
      guard let error = refusal.tableError else { return .data(refusal.description) }
      // A question that offers its own way out says it; one that takes an assumption offers it.
      let assumptions = refusal.advice == nil && question?.parameter(Parameters.assume.name) != nil
      guard case .data(let text) = unpublished(error, assumptions: assumptions) else {
        return unpublished(error, assumptions: assumptions)
      }
      return .data(text + (refusal.advice.map { "; " + $0 } ?? ""))
    }
  }
}
