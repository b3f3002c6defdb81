import Almanac

// The questions of days: one day, a span of days, lunar and solar dates, the next festival or
// term, a year's solar terms.
extension Questions {
  /// `day`: everything Almanac knows about one day, or one time of day.
  public static let day = Question(
    name: "day", summary: "Show everything Almanac knows about one day, or one time of day.",
    discussion: """
      A time adds its 时辰 (double-hour) and 八字: the year pillar turns at the 立春 instant, the
      month pillar at each 节's instant, the hour pillar follows the day's stem (五鼠遁). Between
      23:00 and 24:00 the day pillar depends on the convention (⟨lateZi⟩); both are printed then.
      """,
    parameters: [
      DayQuestion.date, Parameters.script, Parameters.names, Parameters.calendar, Parameters.region,
      Parameters.lateZi,
    ],
    command: "day", path: "/v1/days/{date}", answer: .one("day-facts"), respond: DayQuestion.answer)

  /// `days`: every day's facts from one date through another.
  public static let days = Question(
    name: "days", summary: "List every day's facts (status, working day, pay, holiday, lunar date, term, festivals) from one date through another.",
    discussion: """
      One object per day, as `day` answers it. A day of a year without a published arrangement has,
      where the law fixes it, the law's status with provisional true, else notPublished; nothing is
      refused. A JSON array holds at most \(DaysAnswer.mostInAnArray) days; JSON Lines
      (Accept: application/x-ndjson) stream any span a month at a time.
      """,
    parameters: [
      Parameters.from.required(), Parameters.to.required(), Parameters.script, Parameters.names,
      Parameters.calendar, Parameters.region,
    ],
    command: nil, path: "/v1/days", answer: .list("day-facts", key: "days"), respond: DayQuestion.span)

  /// `lunar`: the lunar date of a day or of every day of a span.
  public static let lunar = Question(
    name: "lunar", summary: "Convert civil dates to lunar dates.",
    discussion: """
      ⟦EXAMPLES:
        almanac lunar 2026-02-17
        almanac lunar 1900-01-01..2099-12-31 --json|A day's lunar date, or a JSON array of a span's (JSON Lines, streamed, with Accept: application/x-ndjson).⟧
      """,
    parameters: [LunarQuestion.dates, Parameters.script, Parameters.names, Parameters.calendar],
    command: "lunar", path: "/v1/lunar/{date}", answer: .list("lunar-day", key: "days", mayBeOne: true),
    respond: LunarQuestion.lunar)

  /// `solar`: the civil date of a lunar date.
  public static let solar = Question(
    name: "solar", summary: "Convert a lunar date to its civil date.",
    discussion: "The year is the Gregorian year in which the lunar year's 正月初一 falls (丙午 = 2026).",
    parameters: [LunarQuestion.lunarDate, Parameters.script, Parameters.names, Parameters.calendar],
    command: "solar", path: "/v1/solar/{date}", answer: .one("lunar-day"), respond: LunarQuestion.solar)

  /// `next`: the next date of a festival or solar term.
  public static let next = Question(
    name: "next", summary: "Show the next date of a festival or solar term.",
    parameters: [NextQuestion.name, Parameters.script, Parameters.names, Parameters.after],
    command: "next", path: "/v1/next/{name}", answer: .one("next-occurrence"), respond: NextQuestion.answer)

  /// `terms`: the 24 solar terms of a year.
  public static let terms = Question(
    name: "terms", summary: "List the 24 solar terms of a year with their Beijing times.",
    discussion: """
      Instants are computed with VSOP87 and ELP-2000/82 and checked against JPL DE422 (within 60 s);
      1900...2100 come from the built-in table.
      """,
    parameters: [TermsQuestion.year, Parameters.script, Parameters.names],
    command: "terms", path: "/v1/terms/{year}", answer: .list("solar-term-event", key: "terms"),
    respond: TermsQuestion.answer)
}

/// How `day` and `days` are answered.
public enum DayQuestion {
  /// The day or time.
  public static let date = Parameter<DayOrTime>.dayOrTime(
    "date",
    "The day, YYYY-MM-DD (0001-01-01 ... 9999-12-31), or a time YYYY-MM-DDTHH:MM[:SS] in Beijing time (or with an offset: Z, +08:00, -05:00)"
  ).positional()

  /// A day's facts: of the calendar asked for, with the holidays its pages show.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> DayAnswer {
    let when = try arguments.required(date)
    let calendar = try Questions.calendar(arguments)
    let lateZi = try arguments.value(Parameters.lateZi)
    let table = try context.tables.table(region: try arguments.value(Parameters.region), calendar: calendar)
    let facts: DayFacts
    switch when {
    case .day(let day):
      if lateZi != nil {
        throw .contradictory("\(arguments.spelling.spell("lateZi")) needs a time, YYYY-MM-DDTHH:MM")
      }
      facts = DayFacts(date: day, calendar: calendar, holidays: table)
    case .time(let time):
      facts = DayFacts(time: time, lateZi: lateZi ?? .nextDay, calendar: calendar, holidays: table)
    }
    return DayAnswer(
      facts: facts, table: table, names: try Questions.names(arguments),
      freshness: .of(when.date, today: context.today))
  }

  /// Every day's facts of a span.
  public static func span(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> DaysAnswer {
    let (from, to) = try arguments.span(Parameters.from, Parameters.to)
    let calendar = try Questions.calendar(arguments)
    let table = try context.tables.table(region: try arguments.value(Parameters.region), calendar: calendar)
    return DaysAnswer(
      from: from, to: to, calendar: calendar, table: table, names: try Questions.names(arguments),
      freshness: .of(to, today: context.today))
  }
}

/// A day's facts, and the table they were read from.
public struct DayAnswer: QueryAnswer {
  /// The facts.
  public let facts: DayFacts
  /// The holidays of the day's region, or `nil` on a page that shows none.
  public let table: HolidayTable?
  /// The language of names in JSON.
  public let names: NameLanguage
  /// How long it holds.
  public let freshness: Freshness

  /// `day --json`'s object.
  public func json() -> [UInt8] { (try? JSONLinesEncoder(names: names).encode(facts)) ?? [] }
}

/// Every day's facts of a span, made as they are written.
public struct DaysAnswer: QueryAnswer {
  /// The longest span one JSON array holds (ten years); any span streams as JSON Lines.
  public static let mostInAnArray = 3_660

  /// The first day.
  public let from: CivilDate
  /// The last day.
  public let to: CivilDate
  /// The calendar.
  public let calendar: LunarCalendar
  /// The holidays, or `nil`.
  public let table: HolidayTable?
  /// The language of names.
  public let names: NameLanguage
  /// How long it holds.
  public let freshness: Freshness

  /// How many days.
  public var count: Int { from.distance(to: to) + 1 }

  /// The facts of each day.
  public var facts: some Sequence<DayFacts> {
    let (from, calendar, table) = (self.from, self.calendar, self.table)
    return (0...from.distance(to: to)).lazy.map { DayFacts(date: from.adding(days: $0), calendar: calendar, holidays: table) }
  }

  /// A JSON array of the days.
  public func json() -> [UInt8] { JSONArray.of(facts, names: names) }

  /// The days as JSON Lines, a month at a time: memory stays flat over 0001–9999.
  public func lines() -> (@Sendable () -> [UInt8]?)? {
    let (to, calendar, table) = (self.to, self.calendar, self.table)
    let encoder = JSONLinesEncoder(names: names)
    let next = Locked<CivilDate?>(from)
    return {
      guard var day = next.withLock({ $0 }) else { return nil }
      var bytes: [UInt8] = []
      for _ in 0..<31 {
        try? encoder.encodeLine(DayFacts(date: day, calendar: calendar, holidays: table), appendingTo: &bytes)
        guard day < to else {
          next.withLock { $0 = nil }
          return bytes
        }
        day = day.adding(days: 1)
      }
      next.withLock { $0 = day }
      return bytes
    }
  }
}

/// How `lunar` and `solar` are answered.
public enum LunarQuestion {
  /// A day or a span.
  public static let dates = Parameter<ClosedRange<CivilDate>>.dateOrSpan("date", "One day, YYYY-MM-DD").positional(
    usage: "<date>|<from>..<to>",
    rows: [
      ("<date>", "One day, YYYY-MM-DD."),
      ("<from>..<to>", "Every day from <from> through <to> inclusive, streamed one per line."),
    ])

  /// A lunar date.
  public static let lunarDate = Parameter<LunarDate>.lunarDate(
    "date", "YYYY-MM-DD, or YYYY-LMM-DD for a day of a leap month (2025-L06-01)"
  ).positional()

  /// The lunar date of each day.
  public static func lunar(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> LunarAnswer {
    LunarAnswer(
      dates: try arguments.required(dates), calendar: try Questions.calendar(arguments),
      names: try Questions.names(arguments))
  }

  /// The civil date of a lunar date.
  public static func solar(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<LunarDay>
  {
    let lunar = try arguments.required(lunarDate)
    let date: CivilDate
    let calendar = try Questions.calendar(arguments)
    do {
      date = try calendar.civilDate(for: lunar)
    } catch {
      throw .contradictory("\(error)")
    }
    return EncodedAnswer(LunarDay(date: date, lunar: lunar), names: try Questions.names(arguments), freshness: .settled)
  }
}

/// The lunar dates of a day or a span, made as they are written.
public struct LunarAnswer: QueryAnswer {
  /// The days.
  public let dates: ClosedRange<CivilDate>
  /// The calendar.
  public let calendar: LunarCalendar
  /// The language of names.
  public let names: NameLanguage

  /// A lunar date never changes.
  public var freshness: Freshness { .settled }
  /// How many days.
  public var count: Int { dates.lowerBound.distance(to: dates.upperBound) + 1 }

  /// The lunar day of each date.
  public var days: some Sequence<LunarDay> {
    let calendar = calendar
    return dates.lazy.map { LunarDay(date: $0, calendar: calendar) }
  }

  /// One day's object, or an array for a span.
  public func json() -> [UInt8] {
    if dates.lowerBound == dates.upperBound {
      return (try? JSONLinesEncoder(names: names).encode(LunarDay(date: dates.lowerBound, calendar: calendar))) ?? []
    }
    return JSONArray.of(days, names: names)
  }

  /// The days as JSON Lines, a month at a time.
  public func lines() -> (@Sendable () -> [UInt8]?)? {
    let (last, calendar) = (dates.upperBound, calendar)
    let encoder = JSONLinesEncoder(names: names)
    let next = Locked<CivilDate?>(dates.lowerBound)
    return {
      guard var day = next.withLock({ $0 }) else { return nil }
      var bytes: [UInt8] = []
      for _ in 0..<31 {
        try? encoder.encodeLine(LunarDay(date: day, calendar: calendar), appendingTo: &bytes)
        guard day < last else {
          next.withLock { $0 = nil }
          return bytes
        }
        day = day.adding(days: 1)
      }
      next.withLock { $0 = day }
      return bytes
    }
  }
}

/// How `next` is answered.
public enum NextQuestion {
  /// The festival or term.
  public static let name = Parameter<NextOccurrence.Target>.festivalOrTerm(
    "name", "A festival (中秋, 中秋节, mid-autumn, Mid-Autumn Festival) or a solar term (清明, 冬至)"
  ).positional()

  /// The first day after `after` (today unless given) it falls on.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> EncodedAnswer<NextOccurrence>
  {
    let target = try arguments.required(name)
    let after = try arguments.value(Parameters.after) ?? context.today
    guard let found = NextOccurrence.of(target, after: after) else { throw Refusals.nothingAfter(after) }
    return EncodedAnswer(found, names: try Questions.names(arguments), freshness: .changing)
  }
}

/// How `terms` is answered.
public enum TermsQuestion {
  /// The year.
  public static let year = Parameter<Int>.year(
    "year", "A Gregorian year, \(SolarTerm.supportedYears.lowerBound)...\(SolarTerm.supportedYears.upperBound)",
    in: SolarTerm.supportedYears
  ).positional()

  /// The year's 24 terms.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> ListAnswer<SolarTermEvent>
  {
    let events: [SolarTermEvent]
    do {
      events = try SolarTerm.events(in: try arguments.required(year))
    } catch {
      throw .badRequest("\(error)")
    }
    return ListAnswer(events, names: try Questions.names(arguments), freshness: .settled)
  }
}
