import Almanac
import AlmanacQueries

/// How the command line prints each question's answer: `--json` as JSON Lines (the answer's own
/// JSON, one element per line for a list), `--html` for pages, and otherwise the terminal text
/// of the question's writer. The writers hold no rule: they print the answer's values.
enum QuestionWriters {
  /// Prints `answer` as `command` asks.
  static func write(
    _ answer: any QueryAnswer, of command: QuestionCommand, _ arguments: QueryArguments, _ context: CommandContext
  ) throws(CLIError) {
    let presentation = try Presentation(command, arguments)
    let output = context.output
    switch answer {
    case let day as DayAnswer:
      DayWriter(output: output).write(day, presentation)
    case let pages as PageAnswer:
      PageWriter(output: output, environment: context.environment).write(pages, presentation, colour: command.door.colour)
    case let lunar as LunarAnswer:
      LunarWriter(output: output).write(lunar, presentation)
    case let solar as EncodedAnswer<LunarDay>:
      LunarWriter(output: output).print(solar.value.date, solar.value.lunar, presentation)
    case let phases as ListAnswer<MoonPhaseAt>:
      PlanWriter(output: output).moon(phases, presentation, door: command.door)
    case let days as ListAnswer<LunarDay>:
      if days.values.isEmpty {
        context.errors.line("note: the rule has no day in the span asked (--from, --to)")
        context.errors.flush()
      }
      if presentation.json {
        if let lines = days.lines() { while let chunk = lines(), !output.isFinished { output.write(bytes: chunk) } }
      } else {
        for day in days.values where !output.isFinished { LunarWriter(output: output).print(day.date, day.lunar, presentation) }
      }
    case let terms as ListAnswer<SolarTermEvent>:
      TermsWriter(output: output).write(terms.values, year: terms.values.first?.date.year ?? 0, presentation)
    case let holidays as HolidaysAnswer:
      HolidayWriter(output: output, notes: context.errors).list(holidays, presentation)
    case let count as WorkdaysAnswer:
      HolidayWriter(output: output, notes: context.errors).count(count, presentation)
    case let shift as EncodedAnswer<WorkdayShift>:
      if presentation.json { output.line(bytes: shift.json()) } else { output.line(shift.value.result.description) }
    case let count as EncodedAnswer<TradingDayCount>:
      if presentation.json { output.line(bytes: count.json()) } else { output.line("\(count.value.tradingDays)") }
    case let next as EncodedAnswer<NextOccurrence>:
      NextWriter(output: output).write(next.value, presentation)
    case let check as EncodedAnswer<DayCheck>:
      PlanWriter(output: output).check(check, presentation)
    case let schedule as EncodedAnswer<ScheduleAnswer>:
      PlanWriter(output: output, notes: context.errors).schedule(schedule.value, presentation, door: command.door)
    case let plans as EncodedAnswer<LeavePlans>:
      PlanWriter(output: output, notes: context.errors).plans(plans, presentation, door: command.door)
    case let sources as EncodedAnswer<SourcesAnswer>:
      DataDirectoryActions(output: output, notes: context.errors, environment: context.environment).write(
        sources.value.sources, presentation)
    default:
      // A question without a writer of its own prints its JSON.
      if let lines = answer.lines() {
        while let chunk = lines(), !output.isFinished { output.write(bytes: chunk) }
      } else {
        output.line(bytes: answer.json())
      }
    }
  }
}

extension Presentation {
  /// How a question's command prints: `--json` or `--html`, and the calendar, script and names
  /// its arguments ask for.
  init(_ command: QuestionCommand, _ arguments: QueryArguments) throws(CLIError) {
    do throws(QueryRefusal) {
      self.init(json: command.door.json, html: command.door.html)
      calendar = LunarCalendar(variant: try arguments.value(Parameters.calendar, default: .chinese))
      script = try arguments.value(Parameters.script, default: .simplified)
      names = try arguments.value(Parameters.names)
    } catch {
      throw CLIError.refusal(error, for: command.spec)
    }
  }

  /// The language names are written in in JSON: `--names`, else the Chinese of `--script`.
  var jsonNames: NameLanguage { names ?? .chinese(script) }
}
