import Almanac
import AlmanacQueries

// The commands of `almanac`: today.
extension Commands {
  /// `almanac today`: the `day` question, asked of today.
  struct Today: AlmanacCommand {
    static var spec: CommandSpec { Specs.todayCommand }
    var words: [String: String]
    var door: DoorOptions

    init(words: [String: String], door: DoorOptions) {
      (self.words, self.door) = (words, door)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      var words: [String: String] = [:]
      for parameter in [Parameters.script.declaration, Parameters.region.declaration] {
        if let text = parsed.value(QuestionSpecs.option(parameter)) { words[parameter.name] = text }
      }
      var door = DoorOptions(json: parsed.has(QuestionSpecs.json))
      door.file = parsed.value(QuestionSpecs.holidays)
      self.init(words: words, door: door)
      _ = try command(today: CivilDate.today()).arguments
    }

    /// The `day` question of a day.
    private func command(today: CivilDate) -> QuestionCommand {
      var words = words
      words[DayQuestion.date.name] = today.description
      return QuestionCommand(question: Questions.day, words: words, door: door)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let command = command(today: CivilDate.today())
      let arguments = try command.arguments
      let tables = CLITables(file: door.file, environment: context.environment)
      let answer: DayAnswer
      do throws(QueryRefusal) {
        defer { context.errors.notes(tables.notes.taken()) }
        answer = try DayQuestion.answer(arguments, QueryContext(tables: tables, today: CivilDate.today()))
      } catch {
        throw CLIError.refusal(error, for: Self.spec)
      }
      DayWriter(output: context.output).write(answer, try Presentation(command, arguments), isToday: true)
    }
  }
}
