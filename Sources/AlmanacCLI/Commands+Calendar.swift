import Almanac
import Foundation

// `almanac ics expand` and `ics normalize`: lunar recurrences read back from a calendar file
// someone else wrote (a phone's export, a CalDAV server's), expanded or rewritten for a
// calendar without RSCALE.
extension Specs {
  static let icsFrom = OptionSpec.value("--from", "<date>", "The first day (default: 1 January of this year).")
  static let icsTo = OptionSpec.value("--to", "<date>", "The last day (default: 31 December of next year).")
  static let icsNormalizeTo = OptionSpec.value(
    "--to", "<date>", "The last day written as RDATE (default: 31 December 2100).")
  static let icsFile: [(name: String, help: String)] = [
    ("<file>", "An iCalendar file: events with RRULE:RSCALE=CHINESE or DANGI, or FREQ=LUNAR_YEARLY, are read.")
  ]

  static let icsExpand = CommandSpec(
    name: "ics expand",
    abstract: "List the days of a calendar file's lunar events (RSCALE=CHINESE, DANGI, FREQ=LUNAR_YEARLY).",
    positionals: "<file>", arguments: icsFile, options: [icsFrom, icsTo, json, script],
    discussion: """
      Each line: the day, the lunar day, the event's summary. Lunar rules follow RFC 7529 (BYMONTH with
      leap months such as 5L, BYMONTHDAY 1...30 or -1, SKIP=OMIT, BACKWARD or FORWARD, COUNT, UNTIL,
      INTERVAL) on the official lunar table; the vendor FREQ=LUNAR_YEARLY and LUNAR_MONTHLY read as the
      same rule on the Chinese calendar. Events on the Gregorian calendar are left out.
      """, positionalCount: 1...1)

  static let icsNormalize = CommandSpec(
    name: "ics normalize",
    abstract: "Rewrite a calendar file so that a calendar without RSCALE shows its lunar events on the right days.",
    positionals: "<file>", arguments: icsFile, options: [icsNormalizeTo],
    discussion: """
      Each lunar RRULE becomes RDATE lines listing its days from the event's start through --to; the
      rule is kept as X-ALMANAC-LUNAR-RRULE, and every other line is left as it was. The file is written
      to standard output: almanac ics normalize phone.ics > plain.ics.
      """, positionalCount: 1...1)

  static let ics = CommandSpec(
    name: "ics", abstract: "Read lunar recurrences back from a calendar file: expand them, or normalize the file.",
    positionals: "expand|normalize <file>",
    arguments: [("expand", icsExpand.abstract), ("normalize", icsNormalize.abstract)], options: [],
    discussion: "See 'almanac ics expand --help' and 'almanac ics normalize --help'.", positionalCount: 0...2)
}

extension Commands {
  /// `almanac ics`: only its help.
  struct Ics: AlmanacCommand {
    static var spec: CommandSpec { Specs.ics }

    init() {}

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let word = arguments.parsed.positionals.first
      throw .usage(
        word.map { "\(QuotedInput.quoted($0)) is not something ics does; use expand or normalize" }
          ?? "ics needs what to do: expand or normalize", for: Self.spec)
    }

    func run(_ context: CommandContext) throws(CLIError) { context.output.write(Self.spec.help()) }
  }

  /// `almanac ics expand FILE`.
  struct IcsExpand: AlmanacCommand {
    static var spec: CommandSpec { Specs.icsExpand }
    var file: String
    var from: CivilDate
    var to: CivilDate
    var presentation: Presentation

    init(file: String, from: CivilDate, to: CivilDate, presentation: Presentation) {
      (self.file, self.from, self.to, self.presentation) = (file, from, to, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let (start, end) = try Commands.span(
        arguments, from: Specs.icsFrom, to: Specs.icsTo, years: 2,
        defaultEnd: CivilDate(year: min(CivilDate.today().year + 1, 9999), month: 12, day: 31))
      guard end.year - start.year < LunarRule.longestSpanInYears else {
        throw .usage("--from \(start) --to \(end) is over \(LunarRule.longestSpanInYears) years; ask for a shorter span", for: Self.spec)
      }
      self.init(
        file: arguments.parsed.positionals[0], from: start, to: end, presentation: try arguments.presentation())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let occurrences: [LunarICS.Occurrence]
      do {
        occurrences = try LunarICS.expand(contentsOf: ProcessIO.fileURL(file), from: from, through: to)
      } catch {
        throw .data(error.description)
      }
      if occurrences.isEmpty {
        context.errors.line("note: no lunar event of \(QuotedInput.plain(file)) falls from \(from) through \(to)")
        context.errors.flush()
      }
      let encoder = JSONLinesEncoder(names: presentation.jsonNames)
      for occurrence in occurrences where !context.output.isFinished {
        if presentation.json {
          var bytes: [UInt8] = []
          try? encoder.encodeLine(occurrence, appendingTo: &bytes)
          context.output.write(bytes: bytes)
        } else {
          context.output.line(
            "\(occurrence.date)  \(occurrence.lunar.text(presentation.script))  \(QuotedInput.escapingControls(occurrence.summary))")
        }
      }
    }
  }

  /// `almanac ics normalize FILE`.
  struct IcsNormalize: AlmanacCommand {
    static var spec: CommandSpec { Specs.icsNormalize }
    var file: String
    var to: CivilDate

    init(file: String, to: CivilDate) { (self.file, self.to) = (file, to) }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let end = try arguments.parsed.value(Specs.icsNormalizeTo).map { text throws(CLIError) in try arguments.date(text) }
      self.init(file: arguments.parsed.positionals[0], to: end ?? CivilDate(year: 2100, month: 12, day: 31) ?? .max)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      do {
        context.output.write(try LunarICS.normalize(contentsOf: ProcessIO.fileURL(file), through: to))
      } catch {
        throw .data(error.description)
      }
    }
  }
}
