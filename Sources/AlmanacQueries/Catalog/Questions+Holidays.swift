import Almanac

// The questions of holidays: a year's holidays, working days counted and added, trading days,
// where the tables come from.
extension Questions {
  /// `holidays`: a year's days off and make-up working days.
  public static let holidays = Question(
    name: "holidays", summary: "List a year's holidays, days off and make-up working days (调休).",
    discussion: """
      A year without a published arrangement is an error⟦ (exit 65)|⟧, never a list of plain weekends;
      ⟨assume law⟩ lists the law's statutory days of such a year instead, marked provisional (预计).
      When the notice is out before Almanac's update, import it: it then stays for every command.
      """,
    parameters: [HolidaysQuestion.year, Parameters.script, Parameters.names, Parameters.region, Parameters.assume],
    command: "holidays", path: "/v1/holidays/{year}", answer: .list("holiday-day", key: "days"),
    respond: HolidaysQuestion.answer)

  /// `workdays`: the working days of a span.
  public static let workdays = Question(
    name: "workdays", summary: "Count the working days from one date through another.",
    discussion: """
      A span that reaches a year without a published arrangement is an error⟦ (exit 65)|⟧ unless
      ⟨assume⟩ says what to take instead: weekends, or law (the statutory days of the 全国年节及纪念日放假办法
      off, no 调休). The answer is then provisional: the notice will move days.
      """,
    parameters: [
      Parameters.from.positional(), Parameters.to.positional(), Parameters.region, Parameters.assume,
      Parameters.official, Parameters.pattern,
    ],
    command: "workdays", path: "/v1/workdays", answer: .one("workday-count"), respond: WorkdaysQuestion.count)

  /// `workdays add`: the day a number of working days away.
  public static let workdaysAdd = Question(
    name: "workdays_add", summary: "Add working days to a date (or take them away): the day that many working days away.",
    discussion: """
      Counting starts after the date: one working day from a Friday is the next working day, which
      is Monday unless a holiday or 调休 moves it. A span that reaches a year without a published
      arrangement is refused unless ⟨assume⟩ says what to take instead.
      """,
    parameters: [
      WorkdaysQuestion.date, WorkdaysQuestion.days, Parameters.region, Parameters.assume, Parameters.official,
      Parameters.pattern,
    ],
    command: "workdays add", path: "/v1/workdays/add", answer: .one("workday-shift"), respond: WorkdaysQuestion.add)

  /// `trading-days`: an exchange's sessions in a span.
  public static let tradingDays = Question(
    name: "trading_days",
    summary: "Count the trading days (交易日) of SSE and SZSE, or HKEX, from one date through another.",
    discussion: """
      A trading day of SSE and SZSE is a working day of mainland China's arrangement that is a Monday to
      Friday (a 补班 Saturday is never a session), less the days the exchanges closed themselves
      (data/markets). One of HKEX (⟨market XHKG⟩) is a weekday that is not a Hong Kong general holiday,
      less its severe-weather closures; its half days (半日市: the weekday eves of Lunar New Year,
      Christmas and New Year) count as trading days. A year without an arrangement cannot be counted
      ⟦(exit 65)|(422)⟧: the notice decides its sessions. ⟦--json prints|The answer holds⟧ the count and every session, and for
      HKEX the days with one session only.
      """,
    parameters: [Parameters.from.positional(), Parameters.to.positional(), Parameters.market],
    command: "trading-days", path: "/v1/trading-days", answer: .one("trading-day-count"),
    respond: WorkdaysQuestion.trading)

  /// `sources`: where every year in force comes from.
  public static let sources = Question(
    name: "sources", summary: "List every source of holidays in force: built in, imported files, --holidays.",
    discussion:
      "Each line: region, years, where from (built in, or the stored file with its SHA-256 and the file it was imported from), and the notice.",
    parameters: [Parameters.region],
    command: "holidays sources", path: "/v1/sources", answer: .one("sources"), respond: SourcesQuestion.answer)
}

/// How `holidays` is answered.
public enum HolidaysQuestion {
  /// The year.
  public static let year = Parameter<Int>.year(
    "year", "A year with an arrangement (built in: \(Parameters.builtInYears); and what was imported)"
  ).positional()

  /// The year's days off and make-up working days; for a year without an arrangement, with
  /// `assume` law, the law's statutory days, marked provisional.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> HolidaysAnswer
  {
    let year = try arguments.required(year)
    let table = try context.requiredTable(try arguments.value(Parameters.region))
    let names = try Questions.names(arguments)
    let freshness: Freshness = year < context.today.year ? .settled : .changing
    guard table.covers(year: year) else {
      switch try arguments.value(Parameters.assume) {
      case .law?:
        let days = table.provisionalDays(inYear: year)
        guard !days.isEmpty else { throw .table(.noStatutoryRule(region: table.region, year: year)) }
        return HolidaysAnswer(year: year, table: table, days: days, isProvisional: true, names: names, freshness: freshness)
      case .weekends?: throw Refusals.weekendsListNothing(year, arguments.spelling)
      case nil:
        let error = table.noArrangementError(forYear: year)
        var refusal = QueryRefusal.table(error)
        // Where the law knows the year, say how to list its days.
        if case .notPublished = error,
          table.provisionalStatus(on: CivilDate(year: year, month: 1, day: 1) ?? .min) != nil
        {
          refusal.advice =
            "\(arguments.spelling.spell("assume", "law")) lists the law's statutory days of \(year) (provisional)"
        }
        throw refusal
      }
    }
    return HolidaysAnswer(
      year: year, table: table, days: table.days(inYear: year), isProvisional: false, names: names,
      freshness: freshness)
  }
}

/// A year's days off and make-up working days, and the table they come from.
public struct HolidaysAnswer: QueryAnswer {
  /// The year.
  public let year: Int
  /// The table.
  public let table: HolidayTable
  /// The days, in order.
  public let days: [HolidayDay]
  /// Whether they are the law's statutory days of a year not yet published.
  public let isProvisional: Bool
  /// The language of names.
  public let names: NameLanguage
  /// How long it holds.
  public let freshness: Freshness

  /// How many days.
  public var count: Int { days.count }
  /// A JSON array of the days.
  public func json() -> [UInt8] { JSONArray.of(days, names: names) }
  /// The days as JSON Lines.
  public func lines() -> (@Sendable () -> [UInt8]?)? {
    ListAnswer(days, names: names, freshness: freshness).lines()
  }
}

/// How `workdays`, `workdays add` and `trading-days` are answered.
public enum WorkdaysQuestion {
  /// The day counted from.
  public static let date = Parameter<CivilDate>.date("date", "The day to count from, YYYY-MM-DD").positional()
  /// How many working days.
  public static let days = Parameter<Int>.integer(
    "days", "days", "Working days to add, -100000...100000 (negative: back)", in: -100_000...100_000, example: 5
  ).positional()

  /// The table working days are counted over: with the data directory's overlays and the work
  /// patterns asked for (`pattern`) laid over it, or with `official` the official calendar alone.
  static func countingTable(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> HolidayTable {
    let table = try context.requiredTable(try arguments.value(Parameters.region))
    if try arguments.isSet(Parameters.official) { return table.official }
    guard arguments.question.takes(Parameters.pattern.name), let patterns = try arguments.value(Parameters.pattern),
      !patterns.isEmpty
    else { return table }
    do throws(HolidayOverlayError) {
      return table.overlaying([
        try HolidayOverlay(name: "pattern", label: "作息", region: table.region, days: [], patterns: patterns)
      ])
    } catch {
      throw .badRequest(error.description)
    }
  }

  /// The working days of a span.
  public static func count(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> WorkdaysAnswer {
    let (from, to) = try arguments.span(Parameters.from, Parameters.to)
    let table = try countingTable(arguments, context)
    let assumption = try arguments.value(Parameters.assume)
    do throws(HolidayTableError) {
      let count = try table.workdayCount(from: from, through: to, assuming: assumption)
      return WorkdaysAnswer(count: count, table: table, assumption: assumption, freshness: .of(to, today: context.today))
    } catch {
      throw .table(error)
    }
  }

  /// The day `days` working days from `date`.
  public static func add(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<WorkdayShift>
  {
    let start = try arguments.required(date)
    let count = try arguments.required(days)
    let table = try countingTable(arguments, context)
    let assumption = try arguments.value(Parameters.assume)
    do throws(HolidayTableError) {
      let result = try table.adding(workdays: count, to: start, assuming: assumption)
      return EncodedAnswer(WorkdayShift(date: start, days: count, result: result), freshness: .changing)
    } catch {
      throw .table(error)
    }
  }

  /// An exchange's sessions in a span, over the official calendar of its region (whatever an
  /// overlay says).
  public static func trading(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<TradingDayCount>
  {
    let (from, to) = try arguments.span(Parameters.from, Parameters.to)
    let market = try arguments.value(Parameters.market, default: .shanghaiShenzhen)
    let table = try context.requiredTable(market.region).official
    let partner = try market.partnerRegion.map { region throws(QueryRefusal) in try context.requiredTable(region).official }
    do throws(HolidayTableError) {
      let count = try TradingCalendar(market: market, holidays: table, partner: partner).count(from: from, through: to)
      return EncodedAnswer(count, freshness: .of(to, today: context.today))
    } catch {
      throw .table(error)
    }
  }
}

/// The working days of a span, and the table they were counted over.
public struct WorkdaysAnswer: QueryAnswer {
  /// The count.
  public let count: WorkdayCount
  /// The table.
  public let table: HolidayTable
  /// What was assumed of years without an arrangement.
  public let assumption: HolidayAssumption?
  /// How long it holds.
  public let freshness: Freshness

  /// The count's object.
  public func json() -> [UInt8] { (try? JSONLinesEncoder().encode(count)) ?? [] }
}

/// A day, a count of working days, and the day that many working days away.
public struct WorkdayShift: Sendable, Hashable, Codable {
  /// The day counted from.
  public let date: CivilDate
  /// The working days added (negative: taken away).
  public let days: Int
  /// The day reached.
  public let result: CivilDate

  /// A shift.
  public init(date: CivilDate, days: Int, result: CivilDate) {
    self.date = date
    self.days = days
    self.result = result
  }
}

/// How `sources` is answered.
public enum SourcesQuestion {
  /// The sources in force.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<SourcesAnswer>
  {
    let answer = try context.tables.sources(region: try arguments.value(Parameters.region))
    // What a server's updates found changes between checks: never kept.
    return EncodedAnswer(answer, freshness: answer.update == nil ? .changing : .live)
  }
}

/// Where each year in force comes from, the data version, and what a server's background
/// updates last found (`null` for a server that does not update itself, and on the command
/// line).
public struct SourcesAnswer: Sendable, Encodable {
  /// The data version of the tables in force.
  public let dataVersion: String
  /// Each layer of each region's table.
  public let sources: [HolidayLayer]
  /// What the background updates last found, or `nil`.
  public let update: ServiceUpdateStatus?

  /// An answer.
  public init(dataVersion: String, sources: [HolidayLayer], update: ServiceUpdateStatus?) {
    self.dataVersion = dataVersion
    self.sources = sources
    self.update = update
  }

  private enum CodingKeys: String, CodingKey { case dataVersion, sources, update }

  /// Every key; `update` is `null` when there are no updates.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(dataVersion, forKey: .dataVersion)
    try container.encode(sources, forKey: .sources)
    try container.encode(update, forKey: .update)
  }
}
