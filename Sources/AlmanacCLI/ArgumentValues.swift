import Almanac
import AlmanacQueries
import Foundation

/// Turns the words of a parsed command line into checked values, with the questions' sentences
/// (``Refusals``) for a value that is not one. The commands that ask a question read their words
/// through the question's declaration (``QuestionCommand``); this is for the commands written by
/// hand (export, import, update, remove, serve).
struct ArgumentValues {
  let parsed: ParsedArguments
  let spec: CommandSpec

  private func usage(_ refusal: QueryRefusal) -> CLIError { .usage(refusal.description, for: spec) }

  /// A civil date.
  func date(_ text: String) throws(CLIError) -> CivilDate {
    do throws(QueryRefusal) {
      return try Parameters.from.read(text)
    } catch {
      throw usage(error)
    }
  }

  /// A duration: a whole number with s, m, h or d (`90s`, `30m`, `6h`, `1d`), from one second to
  /// 30 days; in seconds.
  func duration(_ text: String) throws(CLIError) -> Int {
    let units: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    guard let unit = text.last.flatMap({ units[$0] }), text.count <= 8,
      let count = Int(text.dropLast()), text.dropLast().allSatisfy(\.isASCII), (1...30 * 86_400).contains(count * unit)
    else {
      throw .usage(
        "\(QuotedInput.quoted(text)) is not a duration; use a whole number with s, m, h or d (90s, 30m, 6h, 1d), at most 30d",
        for: spec)
    }
    return count * unit
  }

  /// A year in 1...9999 (the civil dates Almanac knows).
  func year(_ text: String) throws(CLIError) -> Int {
    do throws(QueryRefusal) {
      return try PageQuestion.year.read(text)
    } catch {
      throw usage(error)
    }
  }

  /// How results are printed, as `--json`, `--html`, `--calendar`, `--script` and `--names` say.
  func presentation() throws(CLIError) -> Presentation {
    var result = Presentation(json: parsed.has(Specs.json), html: parsed.has(Specs.html))
    if result.json && result.html { throw .usage(QuestionSpecs.jsonOrHTML, for: spec) }
    if let variant = try choice(Specs.calendar) {
      result.calendar = LunarCalendar(variant: variant)
    }
    if let script = try choice(Specs.script) { result.script = script }
    result.names = try choice(Specs.names)
    return result
  }

  /// A region code (two to eight letters); any region, since imported files may name others.
  func region(_ text: String) throws(CLIError) -> HolidayRegion { try choice(text, HolidayRegion.self) }

  /// `--assume weekends|law`.
  func assumption() throws(CLIError) -> HolidayAssumption? { try choice(Specs.assume) }

  /// The holiday options of a command written by hand: the region, a file, an assumption.
  func holidayOptions() throws(CLIError) -> HolidayOptions {
    var options = HolidayOptions(file: parsed.value(Specs.holidays), assumption: try assumption())
    options.command = spec.name
    if let text = parsed.value(Specs.region) {
      // Whether the region has data (built in, imported or loaded) is known when the command
      // runs: the data directory is read then, not while parsing.
      options.region = try region(text)
      options.regionIsExplicit = true
    }
    return options
  }

  /// `--format`, one of the values the option allows here (default: ics).
  func exportFormat(_ option: ChoiceOption<ExportFormat>) throws(CLIError) -> ExportFormat {
    try choice(option) ?? .ics
  }

  /// `2026` or `2004..2026`.
  func yearRange(_ text: String) throws(CLIError) -> ClosedRange<Int> {
    let parts = text.components(separatedBy: "..")
    let refusal = Refusals.notAYear(text, alternatives: ("or a span of years", "2004..2026"))
    guard (1...2).contains(parts.count) else { throw usage(refusal) }
    let first = try? PageQuestion.year.read(parts[0])
    let last = try? PageQuestion.year.read(parts[parts.count - 1])
    guard let first, let last else { throw usage(refusal) }
    guard first <= last else { throw usage(Refusals.backwards(String(first), String(last))) }
    return first...last
  }
}
