import Almanac

/// Why a question was not answered: what was asked wrongly, or what the tables cannot answer,
/// in one sentence that names the input and what is allowed. Every door gives the same
/// sentence; each maps the kind to its own signal (an HTTP status, an exit code, an MCP error
/// result) and may add what a user of that door can do next.
public struct QueryRefusal: Error, Sendable, CustomStringConvertible {
  /// What kind of refusal it is.
  public enum Kind: Sendable, Hashable {
    /// The question was asked wrongly: a value that is not one, a parameter a question does not
    /// take (HTTP 400, exit 64).
    case badRequest
    /// Each value is one, but together they ask nothing: a span backwards, a lunar date its year
    /// does not have, a convention for a time not given (HTTP 422, exit 64). An API schema can
    /// say what each value is, not this.
    case contradictory
    /// No question is asked that way (HTTP 404).
    case notFound
    /// Asked rightly, but the tables cannot answer: a year without a published arrangement, a
    /// law not known for it (HTTP 422, exit 65).
    case unanswerable
    /// The tables could not be set up: a region nothing holds, a file that does not load, a
    /// data directory that cannot be read (HTTP 400, exit 64 or 65 by its cause).
    case setup
  }

  /// What kind of refusal it is.
  public let kind: Kind
  /// A stable word for programs: `badRequest`, `notFound`, `notPublished`.
  public let code: String
  /// The sentence.
  public let message: String
  /// The table's error behind an unanswerable question, for a door's remedy.
  public let tableError: HolidayTableError?
  /// The setup's error behind a setup refusal, for a door's exit code and remedy.
  public let setupError: HolidaySetupError?
  /// What the question itself offers instead, spelled for the door (`--assume law lists the
  /// law's statutory days of 2027 (provisional)`), or `nil`; a door adds it after its own remedy.
  public var advice: String?

  /// A refusal.
  public init(
    _ kind: Kind, code: String, _ message: String, tableError: HolidayTableError? = nil,
    setupError: HolidaySetupError? = nil
  ) {
    self.kind = kind
    self.code = code
    self.message = message
    self.tableError = tableError
    self.setupError = setupError
  }

  /// The sentence, with the question's advice.
  public var description: String { message + (advice.map { "; " + $0 } ?? "") }

  /// A question asked wrongly.
  public static func badRequest(_ message: String) -> QueryRefusal { QueryRefusal(.badRequest, code: "badRequest", message) }

  /// Values that each read but ask nothing together.
  public static func contradictory(_ message: String) -> QueryRefusal {
    QueryRefusal(.contradictory, code: "contradictory", message)
  }

  /// A table's refusal: unanswerable for a year without an arrangement or a law, asked wrongly
  /// for a span backwards or a count that walks out of the supported dates.
  public static func table(_ error: HolidayTableError) -> QueryRefusal {
    switch error {
    case .notPublished, .beforeCoverage, .noStatutoryRule, .beforeMarketRule:
      QueryRefusal(.unanswerable, code: "notPublished", error.description, tableError: error)
    case .reversedSpan, .outsideSupportedDates:
      QueryRefusal(.contradictory, code: "contradictory", error.description, tableError: error)
    case .regionMismatch:
      QueryRefusal(.badRequest, code: "badRequest", error.description, tableError: error)
    }
  }

  /// The setup's refusal.
  public static func setup(_ error: HolidaySetupError) -> QueryRefusal {
    QueryRefusal(.setup, code: "badRequest", error.description, setupError: error)
  }
}

/// Every sentence a door refuses a question with, each written once. `label` names the
/// parameter where a door wants it named (`for from`); `spelling` spells a parameter the
/// sentence advises (`--assume law`, `assume=law`).
public enum Refusals {
  /// A date that does not parse or does not exist (`2026-02-30`).
  public static func notADate(_ text: String, label: String? = nil) -> QueryRefusal {
    .badRequest(
      "\(QuotedInput.quoted(text)) is not a valid date\(label.map { " for \($0)" } ?? ""); use YYYY-MM-DD naming a real day in 0001-01-01...9999-12-31"
    )
  }

  /// A time of day that does not parse.
  public static func notATime(_ text: String) -> QueryRefusal {
    .badRequest(
      "\(QuotedInput.quoted(text)) is not a valid time; use YYYY-MM-DDTHH:MM[:SS] (Beijing time), optionally with Z or an offset such as +08:00"
    )
  }

  /// A time whose 八字 the solar terms' years do not reach: asked wrongly when its written year is
  /// outside 1001...3000 (what the API's schema allows), unanswerable when an offset carries a
  /// time written inside them past the end of 3000 in Beijing (`3000-12-31T21:15-12:29`).
  public static func timeOutsideTerms(_ text: String) -> QueryRefusal {
    let message =
      "\(QuotedInput.quoted(text)) is outside the solar terms' years (from 1000's 小寒 to the end of 3000), which a time's 八字 needs"
    guard let year = Int(text.prefix(4)), (1001...3000).contains(year) else { return .badRequest(message) }
    return QueryRefusal(.unanswerable, code: "beyondTables", message)
  }

  /// A year that does not parse or lies outside `years` (`20x6`, `10000`); with `alternatives`,
  /// the other forms the parameter takes (`or a span of years`, with their examples).
  public static func notAYear(
    _ text: String, in years: ClosedRange<Int> = CivilDate.supportedYears, alternatives: (form: String, example: String)? = nil
  ) -> QueryRefusal {
    .badRequest(
      "\(QuotedInput.quoted(text)) is not a year\(alternatives.map { " " + $0.form } ?? "") in \(years.lowerBound)...\(years.upperBound); use \(alternatives.map { "2026 or " + $0.example } ?? "a number such as 2026")"
    )
  }

  /// A month that does not parse or does not exist (`2026-13`).
  public static func notAMonth(_ text: String) -> QueryRefusal {
    .badRequest("\(QuotedInput.quoted(text)) is not a month; use YYYY-MM with a month 01...12, e.g. 2026-02")
  }

  /// A lunar date that does not parse.
  public static func notALunarDate(_ text: String) -> QueryRefusal {
    .badRequest(
      "\(QuotedInput.quoted(text)) is not a lunar date; use YYYY-MM-DD or YYYY-LMM-DD (leap month), month 01...12, day 01...30"
    )
  }

  /// A name that is no festival and no term, with the catalog's first keys as examples.
  public static func notAFestival(_ text: String) -> QueryRefusal {
    let examples = FestivalCatalog.standard.festivals.prefix(8).map(\.key).joined(separator: ", ")
    return .badRequest(
      "\(QuotedInput.quoted(text)) is not a festival or solar term; use a name such as 中秋, 清明 or a key (\(examples), …)"
    )
  }

  /// A span whose first day is after its last.
  public static func backwards(_ from: String, _ to: String) -> QueryRefusal {
    .contradictory(SpanOrder.refusal(from, isAfter: to))
  }

  /// A whole number out of its range, or not one.
  public static func notANumber(_ text: String, label: String, in range: ClosedRange<Int>, example: String) -> QueryRefusal {
    .badRequest(
      "\(QuotedInput.quoted(text)) is not a whole number in \(range.lowerBound)...\(range.upperBound) for \(label); e.g. \(example)")
  }

  /// A yes-or-no value that is neither.
  public static func notAFlag(_ text: String, label: String, words: (yes: String, no: String) = ("true", "false"))
    -> QueryRefusal
  {
    .badRequest("\(QuotedInput.quoted(text)) is not a value of \(label); use \(words.yes) or \(words.no)")
  }

  /// A parameter the question does not take (a misspelling must not be ignored), the nearest
  /// one it does, and all it takes.
  public static func notAParameter(_ name: String, of place: String, takes allowed: [String]) -> QueryRefusal {
    .badRequest(
      "\(QuotedInput.quoted(name)) is not a parameter of \(QuotedInput.quoted(place, limit: 80))\(Suggestion.hint(for: name, among: allowed)); it takes \(allowed.joined(separator: ", "))"
    )
  }

  /// A required parameter left out.
  public static func missing(_ spelled: String, example: String) -> QueryRefusal {
    .badRequest("\(spelled) is missing; give \(example)")
  }

  /// A path no question answers.
  public static func notAPath(_ path: String) -> QueryRefusal {
    QueryRefusal(
      .notFound, code: "notFound",
      "\(QuotedInput.quoted(path)) is not a path of this service; see /openapi.json for the paths it answers")
  }

  /// A span too long for one JSON array; `advice` says how the door streams any span.
  public static func tooLongForAnArray(_ from: CivilDate, _ to: CivilDate, most: Int, advice: String? = nil)
    -> QueryRefusal
  {
    var refusal = QueryRefusal.contradictory(
      "\(from)..\(to) is \(from.distance(to: to) + 1) days; a JSON array holds at most \(most)")
    refusal.advice = advice
    return refusal
  }

  /// A search with nothing after its day.
  public static func nothingAfter(_ date: CivilDate) -> QueryRefusal {
    QueryRefusal(.unanswerable, code: "notFound", "no date after \(date) within the supported years")
  }

  /// `holidays YEAR` assuming weekends: nothing to list.
  public static func weekendsListNothing(_ year: Int, _ spelling: ParameterSpelling) -> QueryRefusal {
    .contradictory(
      "\(spelling.spell("assume", "weekends")) gives \(year) no days off to list; \(spelling.spell("assume", "law")) lists the law's statutory days"
    )
  }

  /// A value given in a word list of a parameter (`names=xx`), or a list: the library's
  /// sentence (``OptionValueError``).
  public static func word(_ error: OptionValueError) -> QueryRefusal { .badRequest(error.description) }
}
