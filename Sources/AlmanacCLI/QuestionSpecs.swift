import Almanac
import AlmanacQueries

/// The command line's form of a question: its spec (usage, help, options) derived from the
/// question's declaration, with what only a terminal needs added: `--json` (and `--html` and
/// `--color` for pages), a `--holidays` file for one command, and `--assume-weekends`, the older
/// spelling of `--assume weekends`. Nothing a question declares is restated here.
enum QuestionSpecs {
  /// `--json`: JSON Lines instead of text.
  static let json = OptionSpec.flag("--json", "Print JSON Lines: one object per line.")
  /// `--html`: a page as HTML.
  static let html = OptionSpec.flag(
    "--html", "Print a self-contained HTML page (inline CSS, light and dark, prints on A4).")
  /// `--color`: colour on a terminal.
  static let color = OptionSpec.choice(
    "--color", "<when>", "Colour", ColourMode.self, default: "auto: on a terminal without NO_COLOR")
  /// `--holidays FILE`: a file laid over the tables for one command.
  static let holidays = OptionSpec.value(
    "--holidays", "<file>",
    "Load a holiday table (a State Council notice, Almanac JSON, holiday-cn JSON or ICS) over the built-in one, year by year."
  )
  /// `--format` of `moon`.
  static let moonFormat = OptionSpec.choice(
    "--format", "<format>", "Write the phases as", PlanFormat.self, only: [.text, .ics], default: "text")
  /// `--format` of `schedule`: the files of schedulers that cannot ask Almanac.
  static let scheduleFormat = OptionSpec.choice(
    "--format", "<format>", "Write the firings as", PlanFormat.self, only: [.text, .crontab, .systemd, .ics],
    default: "text")
  /// `--format` of `plan-leave`.
  static let planFormat = OptionSpec.choice(
    "--format", "<format>", "Write the plans as", PlanFormat.self, only: [.text, .ics, .html], default: "text")
  /// `--command` of `schedule --format crontab` (and an iCalendar event's title).
  static let command = OptionSpec.value(
    "--command", "<command>", "The command a crontab line runs, and the title of an iCalendar event (default: the placeholder COMMAND).")

  /// The formats a question's command writes besides text and JSON, or `nil`.
  static func format(_ question: Question) -> ChoiceOption<PlanFormat>? {
    switch question.name {
    case Questions.schedule.name: scheduleFormat
    case Questions.planLeave.name: planFormat
    case Questions.moon.name: moonFormat
    default: nil
    }
  }

  /// `--overlay FILE`: an overlay file laid over the table for one command.
  static let overlay = OptionSpec.value(
    "--overlay", "<file>",
    "Lay an overlay file (almanac-overlay/1: days off, half days, working days, patterns) over the table for this command; 'holidays import --overlay' stores one for every command.")

  /// The refusal of `--json` with `--html`.
  static let jsonOrHTML = "--json and --html cannot be combined; choose one"
  /// `--assume-weekends`: `--assume weekends`, as it was first spelled.
  static let assumeWeekends = OptionSpec.flag("--assume-weekends", "The same as --assume weekends.")

  /// A question's option as the command line spells it: `--first-weekday <weekday>` with its
  /// help.
  static func option(_ parameter: QueryParameter) -> OptionSpec {
    let name = "--" + parameter.commandLineName
    let help = parameter.help(.commandLine)
    if case .flag = parameter.kind { return .flag(name, help) }
    return .value(name, "<\(parameter.placeholder)>", help)
  }

  /// Whether a question's answer is pages (which print as text, JSON or HTML).
  static func isPages(_ question: Question) -> Bool { question.answer.schema == "day-model" }

  /// The spec of a question's command.
  static func spec(_ question: Question) -> CommandSpec {
    let positional = question.parameters.filter(\.isPositional)
    var options: [OptionSpec] = [json]
    if isPages(question) { options.append(html) }
    if let format = format(question) { options.append(format.spec) }
    if question.name == Questions.schedule.name { options.append(command) }
    let anchor = question.parameter(Parameters.region.name) != nil ? Parameters.region.name : Parameters.market.name
    for parameter in question.parameters where !parameter.isPositional {
      options.append(option(parameter))
      if parameter.name == anchor { options.append(holidays) }
      if parameter.name == Parameters.pattern.name { options.append(overlay) }
      if parameter.name == Parameters.today.name, isPages(question) { options.append(color.spec) }
      if parameter.name == Parameters.assume.name, question.name == Questions.workdays.name {
        options.append(assumeWeekends)
      }
    }
    let required = positional.filter(\.isRequired).count
    return CommandSpec(
      name: question.command ?? question.name, abstract: question.summary,
      positionals: positional.map(\.usageForm).joined(separator: " "),
      arguments: positional.flatMap { parameter in
        parameter.rows ?? [(parameter.usage ?? "<\(parameter.placeholder)>", parameter.help(.commandLine))]
      },
      options: options, discussion: ParameterSpelling.commandLine.render(question.discussion),
      positionalCount: required...positional.count)
  }
}
