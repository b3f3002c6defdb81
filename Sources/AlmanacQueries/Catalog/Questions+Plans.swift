import Almanac
import Foundation

// The questions of plans on the working calendar: one day checked, a schedule's firings, the
// leave that makes the longest rest.
extension Questions {
  /// `check`: whether a day is of a kind, for cron and scripts.
  public static let check = Question(
    name: "check", summary: "Check whether a day is a workday, a holiday, a weekend, a 补班 day or a trading day.",
    discussion: """
      ⟦Exits 0 when it is and 1 when it is not, printing nothing unless standard output is a terminal
      (or --json is given), so that cron and scripts can ask: 0 9 * * * almanac check workday && ./report.
      A year without a published arrangement exits 65 unless ⟨assume⟩ says what to take.|The answer says
      whether the day is of the kind. A year without a published arrangement is refused (422) unless
      ⟨assume⟩ says what to take.⟧ The overlays and ⟨pattern⟩ count for workday; ⟨official⟩ leaves them out.
      """,
    parameters: [
      PlanQuestions.kind, PlanQuestions.date, Parameters.region, PlanQuestions.market, Parameters.assume,
      Parameters.official, Parameters.pattern,
    ],
    command: "check", path: "/v1/check/{kind}", answer: .one("day-check"), respond: PlanQuestions.check)

  /// `schedule`: a cron expression with words of the working calendar, and its next firings.
  public static let schedule = Question(
    name: "schedule",
    summary: "List the next firings of a schedule: cron's five fields, then words of the working calendar.",
    discussion: """
      Plain cron means what cron means (minute hour day-of-month month day-of-week, as croniter reads
      them). Words after the fields narrow the days, all of them together: workday, holiday, weekend,
      makeup-day (补班), trading-day [XSHG|XHKG], 1st … 23rd or last workday|trading-day (of the month),
      workday before holiday, workday after holiday, and not before any of them. Times are on the clock
      of ⟨zone⟩. Past the published data each firing is marked provisional (the law assumed, or
      ⟨assume⟩); ⟨policy hold⟩ stops there instead.⟦ --format writes the firings as a crontab (one line a
      day), systemd OnCalendar= lines or iCalendar.|⟧
      """,
    parameters: [
      PlanQuestions.expression, PlanQuestions.next, PlanQuestions.from, PlanQuestions.zone, Parameters.region,
      PlanQuestions.assume, PlanQuestions.policy, Parameters.official, Parameters.pattern,
    ],
    command: "schedule", path: "/v1/schedule", answer: .one("schedule"), respond: PlanQuestions.schedule)

  /// `plan-leave`: where annual leave makes the longest rest (拼假).
  public static let planLeave = Question(
    name: "plan_leave", summary: "Plan annual leave (拼假): where N days off make the longest continuous rest.",
    discussion: """
      Each plan takes leave on consecutive working days and rests from the working day before them to
      the working day after, holidays, weekends and 补班 days as the year's arrangement has them, the
      overlays and ⟨pattern⟩ counted. Plans are ranked by the length of the rest, their rests apart. A
      year without a published arrangement is planned on the law's statutory days (or ⟨assume⟩), each
      plan marked provisional.⟦ --format writes the plans as iCalendar or an HTML page.|⟧
      """,
    parameters: [
      PlanQuestions.year, PlanQuestions.days, Parameters.region, PlanQuestions.within(Parameters.from, "first"),
      PlanQuestions.within(Parameters.to, "last"), PlanQuestions.top, PlanQuestions.assume, Parameters.official,
      Parameters.pattern,
    ],
    command: "plan-leave", path: "/v1/plan-leave/{year}", answer: .one("leave-plans"),
    respond: PlanQuestions.planLeave)
}

extension Parameters {
  /// `pattern`: work patterns laid over the table for this question.
  public static let pattern = Parameter<[WorkPattern]>(
    declaration: QueryParameter(
      name: "pattern",
      summary:
        "Work patterns laid over the table for this question, comma-separated: big-small:FROM..TO (大小周), on-off:N-M:FROM..TO (做N休M), alternate-fridays:FROM..TO",
      kind: .shaped(PlanQuestions.patternsShape, maxLength: 400), placeholder: "patterns"),
    defaultValue: nil,
    parse: { text, _ throws(QueryRefusal) in
      guard text.count <= 400 else { throw .badRequest("the patterns are over 400 characters") }
      var patterns: [WorkPattern] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        do throws(WorkPatternError) {
          patterns.append(try WorkPattern(String(part)))
        } catch {
          if case .notAPattern = error { throw .badRequest(error.description) }
          throw .contradictory(error.description)
        }
      }
      return patterns
    })
}

/// How the plan questions are answered, and their own parameters.
public enum PlanQuestions {
  /// The kind of day `check` asks about.
  public static let kind = Parameter.word("kind", "kind", "The kind of day", DayKind.self).positional()
  /// The exchange of `check trading-day`: the region's own unless given.
  public static let market = Parameters.market.withoutDefault(
    "The exchange of trading-day", defaultText: "the region's: XHKG for HK, else XSHG")
  /// The day `check` asks about.
  public static let date = Parameter<CivilDate>.date("date", "The day, YYYY-MM-DD").positional(
    required: false, defaultText: "today in China")

  /// A schedule's text.
  public static let expression = Parameter<Schedule>(
    declaration: QueryParameter(
      name: "expression", summary: "Cron's five fields, then words of the working calendar (quote it)",
      kind: .shaped("^(@[a-z]+|[^ ]+( [^ ]+){4})( [^ ]+){0,8}$", maxLength: Schedule.longestText),
      placeholder: "schedule", isRequired: true, isPositional: true, usage: "<schedule>"),
    defaultValue: nil,
    parse: { text, _ throws(QueryRefusal) in
      do throws(ScheduleError) {
        return try Schedule(text)
      } catch {
        throw .contradictory(error.description)
      }
    })
  /// How many firings.
  public static let next = Parameter<Int>.integer(
    "next", "count", "How many firings, 1...10000", in: 1...10_000, example: 10
  ).described(defaultText: "10")
  /// Where the firings start.
  public static let from = Parameter<LocalTime>(
    declaration: QueryParameter(
      name: "from",
      summary: "Start after this time (YYYY-MM-DDTHH:MM on the zone's clock), or from the start of this day (YYYY-MM-DD)",
      kind: .localTime, placeholder: "time", defaultText: "now"),
    defaultValue: nil,
    parse: { text, label throws(QueryRefusal) in
      guard let time = LocalTime(text) else { throw Refusals.notADate(text, label: label) }
      return time
    })
  /// The zone of the firings' clock.
  public static let zone = Parameter<TimeZone>(
    declaration: QueryParameter(
      name: "zone", summary: "Time zone of the schedule's clock (IANA: Asia/Shanghai, Asia/Hong_Kong, UTC)",
      kind: .shaped("^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$", maxLength: 64), placeholder: "zone",
      defaultText: "Asia/Shanghai"),
    defaultValue: nil,
    parse: { text, _ throws(QueryRefusal) in
      guard text.count <= 64, let zone = TimeZone(identifier: text) else {
        throw .contradictory("\(QuotedInput.quoted(text)) is not a time zone; use an IANA name such as Asia/Shanghai or UTC")
      }
      return zone
    })
  /// What a schedule does past the published data.
  public static let policy = Parameter.word(
    "policy", "policy", "Past the published data", Schedule.PastData.self, default: .provisional)
  /// What plans assume of a year without an arrangement.
  public static let assume = Parameters.assume.described(defaultText: "law")

  /// The year of a leave plan.
  public static let year = Parameter<Int>.year("year", "The year to plan in", in: 1901...2299).positional()
  /// How many leave days.
  public static let days = Parameter<Int>.integer(
    "days", "days", "Leave days to take, 1...\(LeavePlanner.mostDays)", in: 1...LeavePlanner.mostDays, example: 5
  ).required()
  /// How many plans.
  public static let top = Parameter<Int>.integer(
    "top", "count", "How many plans, 1...\(LeavePlanner.mostPlans)", in: 1...LeavePlanner.mostPlans, example: 5
  ).described(defaultText: "5")
  /// A bound of the days leave may be taken on, within the year.
  static func within(_ parameter: Parameter<CivilDate>, _ end: String) -> Parameter<CivilDate> {
    parameter.described("The \(end) day leave may be taken, YYYY-MM-DD", defaultText: "the year's \(end) day")
  }

  /// The shape of a list of work patterns.
  static let patternsShape: String = {
    let day = "\(Patterns.date)"
    let count = "([1-9]|[12][0-9]|3[01])"
    let one = "(big-small|大小周|alternate-fridays|on-off:\(count)-\(count)):\(day)\\.\\.\(day)"
    return "^\(one)(,\(one)){0,9}$"
  }()

  /// Whether a day is of a kind.
  public static func check(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<DayCheck>
  {
    let kind = try arguments.required(kind)
    let day = try arguments.value(date) ?? context.today
    let market = try arguments.value(Parameters.market)
    let table = try WorkdaysQuestion.countingTable(arguments, context)
    let calendar = WorkingCalendar(table: table, assuming: try arguments.value(Parameters.assume))
    do throws(HolidayTableError) {
      let condition = kind.condition(market: market ?? .of(table.region) ?? .shanghaiShenzhen)
      let verdict = try calendar.meets(condition, on: day)
      let (status, _) = try calendar.status(day, in: table)
      return EncodedAnswer(
        DayCheck(
          date: day, kind: kind, condition: condition.description, answer: verdict.matches, status: status,
          overlay: table.overlayDay(on: day), isProvisional: verdict.isProvisional),
        freshness: .of(day, today: context.today))
    } catch {
      throw .table(error)
    }
  }

  /// A schedule's next firings.
  public static func schedule(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<ScheduleAnswer>
  {
    let schedule = try arguments.required(expression)
    let zone = try arguments.value(zone) ?? TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let start = try arguments.value(from) ?? LocalTime.now(in: zone)
    let count = try arguments.value(next) ?? 10
    let policy = try arguments.value(policy, default: .provisional)
    let table = try WorkdaysQuestion.countingTable(arguments, context)
    let calendar = WorkingCalendar(table: table, assuming: try arguments.value(Parameters.assume) ?? .law)
    let run = schedule.firings(after: start.date, minute: start.minute, count: count, calendar: calendar, policy: policy)
    return EncodedAnswer(ScheduleAnswer(schedule: schedule, zone: zone, region: table.region, run: run), freshness: .live)
  }

  /// The best leave plans of a year.
  public static func planLeave(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<LeavePlans>
  {
    let year = try arguments.required(year)
    let days = try arguments.required(days)
    let first = try arguments.value(Parameters.from) ?? CivilDate(year: year, month: 1, day: 1) ?? .min
    let last = try arguments.value(Parameters.to) ?? CivilDate(year: year, month: 12, day: 31) ?? .max
    guard first.year == year, last.year == year, first <= last else {
      throw .contradictory("\(first)..\(last) is not a span of \(year) to take leave in; give days of \(year), the earlier first")
    }
    let table = try WorkdaysQuestion.countingTable(arguments, context)
    let calendar = WorkingCalendar(table: table, assuming: try arguments.value(Parameters.assume) ?? .law)
    let top = try arguments.value(top) ?? 5
    let names = try Questions.names(arguments)
    do throws(LeavePlanError) {
      let plans = try LeavePlanner(calendar: calendar).plans(from: first, through: last, days: days, top: top)
      return EncodedAnswer(
        LeavePlans(year: year, region: table.region, days: days, from: first, to: last, plans: plans, table: table),
        names: names, freshness: .of(last, today: context.today))
    } catch {
      if case .table(let error) = error { throw .table(error) }
      throw .contradictory(error.description)
    }
  }
}
