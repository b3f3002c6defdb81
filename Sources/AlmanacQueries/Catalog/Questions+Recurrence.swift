import Almanac

extension Questions {
  /// `rrule`: a lunar recurrence rule's Gregorian days.
  public static let rrule = Question(
    name: "rrule",
    summary: "Expand a lunar recurrence rule (RFC 7529 RSCALE=CHINESE or DANGI, or FREQ=LUNAR_YEARLY) to its days.",
    discussion: """
      The rule is an RRULE value: RSCALE=CHINESE (or DANGI, the Korean calendar), FREQ=YEARLY or MONTHLY,
      BYMONTH with leap months (5L), BYMONTHDAY 1...30 or from the end (-1), SKIP=OMIT, BACKWARD or
      FORWARD, INTERVAL, COUNT, UNTIL; or the vendor FREQ=LUNAR_YEARLY / LUNAR_MONTHLY that Chinese
      CalDAV servers write. ⟨start⟩ is the event's DTSTART: COUNT counts from it. The days listed run from
      ⟨from⟩ through ⟨to⟩.⟦ almanac ics expand and ics normalize read whole calendar files.|⟧
      """,
    parameters: [
      RecurrenceQuestion.rule, RecurrenceQuestion.start, RecurrenceQuestion.from, RecurrenceQuestion.to,
      Parameters.script, Parameters.names,
    ],
    command: "rrule", path: "/v1/rrule", answer: .list("lunar-day", key: "days"), respond: RecurrenceQuestion.answer)
}

/// How `rrule` is answered.
public enum RecurrenceQuestion {
  /// The rule.
  public static let rule = Parameter<LunarRule>(
    declaration: QueryParameter(
      name: "rule", summary: "An RRULE value with RSCALE=CHINESE or DANGI, or FREQ=LUNAR_YEARLY (quote it: it holds semicolons)",
      kind: .shaped("^[A-Za-z0-9=;,_+-]+$", maxLength: 1_000), placeholder: "rule", isRequired: true, isPositional: true,
      usage: "<rule>"),
    defaultValue: nil,
    parse: { text, _ throws(QueryRefusal) in
      do throws(LunarRuleError) {
        return try LunarRule(text)
      } catch {
        if case .notLunar = error {
          throw .contradictory(
            "\(QuotedInput.quoted(text)) is on the Gregorian calendar: a lunar rule has RSCALE=CHINESE or DANGI, or FREQ=LUNAR_YEARLY")
        }
        throw .contradictory("RRULE \(error.description)")
      }
    })
  /// The event's first day.
  public static let start = Parameter<CivilDate>.date("start", "The event's DTSTART, YYYY-MM-DD").required()
  /// The first day listed.
  public static let from = Parameters.from.described("The first day listed, YYYY-MM-DD", defaultText: "start")
  /// The last day listed.
  public static let to = Parameters.to.described(
    "The last day listed, YYYY-MM-DD (inclusive)", defaultText: "31 December, nine years after from's year")

  /// The days of the rule from `from` through `to`.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> ListAnswer<LunarDay>
  {
    let rule = try arguments.required(rule)
    let start = try arguments.required(start)
    let first = try arguments.value(from) ?? start
    let last =
      try arguments.value(to) ?? CivilDate(year: min(first.year + 9, 9999), month: 12, day: 31) ?? .max
    guard first <= last else { throw Refusals.backwards(first.description, last.description) }
    guard last.year - first.year < LunarRule.longestSpanInYears else {
      throw .contradictory(
        "\(first)..\(last) is over \(LunarRule.longestSpanInYears) years; ask for a shorter span (from, to)")
    }
    let days = rule.occurrences(start: start, from: first, through: last).map {
      LunarDay(date: $0, lunar: rule.calendar.lunarDate(for: $0))
    }
    return ListAnswer(days, names: try Questions.names(arguments), freshness: .settled)
  }
}
