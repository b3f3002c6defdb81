import Almanac

extension AlmanacService {
  /// The longest span `/v1/days?from=&to=` answers as one JSON array (ten years); longer spans
  /// are streamed as JSON Lines (`Accept: application/x-ndjson`).
  static let maximumArrayDays = 3_660

  /// The value a path names.
  func route(_ context: RequestContext) throws(ServiceFailure) -> Answer {
    let parts = context.request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    switch parts.first {
    case "healthz"? where parts.count == 1:
      try context.only([])
      let health = Health(status: "ok", dataVersion: context.state.dataVersion, today: context.today)
      return .json(context.encode(health), .none)
    case "v1"?: return try version1(Array(parts.dropFirst()), context)
    case "api"? where parts.count >= 2 && parts[1] == "holiday":
      return try timor(Array(parts.dropFirst(2)), context)
    case "holidays"?, "days"?, "html"?, "index.json"?:
      try context.only([])
      // The published tree, byte for byte (no `..`: the path names a file the tree makes, never
      // a file on disk).
      let path = parts.joined(separator: "/")
      let entry: AnswerCache.Entry?
      do {
        entry = try context.state.publishedFile(path)
      } catch {
        throw ServiceFailure(status: 500, code: "internal", message: "\(path): \(error)")
      }
      guard let entry else { throw .notFound(context.request.path) }
      return .file(entry)
    default: throw .notFound(context.request.path)
    }
  }

  private func version1(_ parts: [String], _ context: RequestContext) throws(ServiceFailure) -> Answer {
    let names = try context.names()
    switch (parts.first, parts.count) {
    case ("days"?, 2):
      try context.only(["calendar", "region", "names", "script", "lateZi"])
      let calendar = try context.calendar()
      // A day, or a time of day (YYYY-MM-DDTHH:MM[:SS], Beijing time or with an offset): its
      // 时辰 and 八字 too, 晚子时 by `lateZi=nextDay|sameDay`.
      if let time = try context.time(parts[1]) {
        let facts = DayFacts(
          time: time, lateZi: try context.lateZi(), calendar: calendar,
          holidays: try context.table(for: calendar))
        return .json(
          context.encode(facts, names: names), Cache.of(time.date, today: try context.todayValue()))
      }
      let date = try context.date(parts[1], "the day")
      let facts = DayFacts(date: date, calendar: calendar, holidays: try context.table(for: calendar))
      return .json(context.encode(facts, names: names), Cache.of(date, today: try context.todayValue()))
    case ("days"?, 1):
      try context.only(["from", "to", "calendar", "region", "names", "script"])
      return try days(context, names)
    case ("months"?, 2):
      try context.only([
        "locale", "firstWeekday", "inDates", "outDates", "subtitles", "region", "calendar", "names", "script",
      ])
      return try month(parts[1], context, names)
    case ("holidays"?, 2):
      try context.only(["region", "assume", "names", "script"])
      guard let year = Int(parts[1]), CivilDate.supportedYears.contains(year) else {
        throw .badRequest("\(QuotedInput.quoted(parts[1])) is not a year in 1...9999")
      }
      let table = try context.requiredTable()
      var days = table.days(inYear: year)
      if days.isEmpty {
        if try context.assumption() == .law { days = table.provisionalDays(inYear: year) }
        guard !days.isEmpty else { throw .unprocessable(table.noArrangementError(forYear: year)) }
      }
      return .json(
        context.encodeArray(days, names: names), year < (try context.todayValue()).year ? .long : .short)
    case ("workdays"?, 1):
      try context.only(["from", "to", "region", "assume", "official"])
      let from = try context.requiredDate("from")
      let to = try context.requiredDate("to")
      guard from <= to else { throw .badRequest("\(from) is after \(to); put the earlier date first") }
      let table = try context.countingTable()
      let assumption = try context.assumption()
      let cache = Cache.of(to, today: try context.todayValue())
      do throws(HolidayTableError) {
        return .json(
          context.encode(try table.workdayCount(from: from, through: to, assuming: assumption)), cache)
      } catch {
        throw .refused(error)
      }
    case ("workdays"?, 2) where parts[1] == "add":
      try context.only(["date", "days", "region", "assume", "official"])
      let date = try context.requiredDate("date")
      // Checked against its range before any arithmetic (abs(Int.min) would trap).
      guard let text = context.request.value("days"), let count = Int(text), (-100_000...100_000).contains(count)
      else {
        throw .badRequest("days must be a whole number of working days in -100000...100000, e.g. days=5")
      }
      let table = try context.countingTable()
      let assumption = try context.assumption()
      do throws(HolidayTableError) {
        let result = try table.adding(workdays: count, to: date, assuming: assumption)
        return .json(context.encode(WorkdayShift(date: date, days: count, result: result)), .short)
      } catch {
        throw .refused(error)
      }
    case ("lunar"?, 2):
      try context.only(["calendar", "names", "script"])
      let date = try context.date(parts[1], "the day")
      return .json(
        context.encode(LunarDay(date: date, calendar: try context.calendar()), names: names), .long)
    case ("solar"?, 2):
      try context.only(["calendar", "names", "script"])
      guard let lunar = LunarDate(isoText: parts[1]) else {
        throw .badRequest(
          "\(QuotedInput.quoted(parts[1])) is not a lunar date; use YYYY-MM-DD or YYYY-LMM-DD (leap month), month 01...12, day 01...30"
        )
      }
      let calendar = try context.calendar()
      let date: CivilDate
      do {
        date = try calendar.civilDate(for: lunar)
      } catch {
        throw .badRequest("\(error)")
      }
      return .json(context.encode(LunarDay(date: date, lunar: lunar), names: names), .long)
    case ("next"?, 2):
      try context.only(["after", "names", "script"])
      guard let target = NextOccurrence.Target(name: parts[1]) else {
        throw .badRequest(
          "\(QuotedInput.quoted(parts[1])) is not a festival or solar term; use a name such as 中秋, 清明 or a key (mid-autumn)"
        )
      }
      var after = try context.todayValue()
      if let text = context.request.value("after") { after = try context.date(text, "after") }
      guard let found = NextOccurrence.of(target, after: after) else {
        throw .badRequest("no date after \(after) within the supported years")
      }
      return .json(context.encode(found, names: names), .short)
    case ("trading-days"?, 1):
      try context.only(["from", "to", "market"])
      let from = try context.requiredDate("from")
      let to = try context.requiredDate("to")
      guard from <= to else { throw .badRequest("\(from) is after \(to); put the earlier date first") }
      let market: TradingCalendar.Market = try context.word("market") ?? .shanghaiShenzhen
      // The exchanges follow the official calendar, whatever an overlay says.
      guard let table = context.state.tables[market.region]?.official else {
        throw .badRequest("the server has no \(market.region) table")
      }
      let cache = Cache.of(to, today: try context.todayValue())
      do throws(HolidayTableError) {
        return .json(
          context.encode(try TradingCalendar(market: market, holidays: table).count(from: from, through: to)), cache)
      } catch {
        throw .refused(error)
      }
    case ("sources"?, 1):
      try context.only(["names", "script"])
      // Where each year comes from, and, for a server that keeps itself current, when it last
      // checked and what it found (never cached: it changes between checks).
      return .json(
        context.encode(
          SourcesAnswer(dataVersion: context.state.dataVersion, sources: context.state.sources, update: updateStatus),
          names: names),
        updateStatus == nil ? .short : .none)
    default:
      throw .notFound(context.request.path)
    }
  }

  /// `/v1/days?from=&to=`: a JSON array up to ten years, or JSON Lines streamed for any span.
  private func days(_ context: RequestContext, _ names: NameLanguage) throws(ServiceFailure) -> Answer {
    let from = try context.requiredDate("from")
    let to = try context.requiredDate("to")
    guard from <= to else { throw .badRequest("\(from) is after \(to); put the earlier date first") }
    let calendar = try context.calendar()
    let table = try context.table(for: calendar)
    if context.wantsLines {
      // Streamed a month at a time: memory stays flat over 0001–9999.
      let encoder = JSONLinesEncoder(names: names)
      // The next day to write, `nil` once the span is done.
      let next = Locked<CivilDate?>(from)
      return .lines {
        guard var day = next.withLock({ $0 }) else { return nil }
        var bytes: [UInt8] = []
        for _ in 0..<31 {
          try? encoder.encodeLine(
            DayFacts(date: day, calendar: calendar, holidays: table), appendingTo: &bytes)
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
    guard from.distance(to: to) < AlmanacService.maximumArrayDays else {
      throw .badRequest(
        "\(from)..\(to) is \(from.distance(to: to) + 1) days; a JSON array holds at most \(AlmanacService.maximumArrayDays): ask with Accept: application/x-ndjson to stream any span"
      )
    }
    let facts = (0...from.distance(to: to)).lazy.map { from.adding(days: $0) }.map {
      DayFacts(date: $0, calendar: calendar, holidays: table)
    }
    return .json(context.encodeArray(facts, names: names), Cache.of(to, today: try context.todayValue()))
  }

  /// `/v1/months/YYYY-MM`: the page's cells, as `month --json` prints them.
  private func month(_ text: String, _ context: RequestContext, _ names: NameLanguage) throws(ServiceFailure) -> Answer
  {
    let pieces = text.split(separator: "-")
    guard pieces.count == 2, let year = Int(pieces[0]), let month = Int(pieces[1]), pieces[1].count == 2
    else {
      throw .badRequest(
        "\(QuotedInput.quoted(text)) is not a month; use YYYY-MM with a month 01...12, e.g. 2026-02")
    }
    let calendar = try context.calendar()
    // The CLI's page options, in its words: what a request leaves out is the library's default,
    // as on the command line.
    var options = GridOptions(today: try context.todayValue(), holidays: try context.table(for: calendar))
    if let locale = context.request.value("locale") { options.locale = locale }
    if let weekday: Weekday = try context.word("firstWeekday") { options.firstWeekday = weekday }
    if let inDates: InDates = try context.word("inDates") { options.inDates = inDates }
    if let outDates: OutDates = try context.word("outDates") { options.outDates = outDates }
    if let text = context.request.value("subtitles") {
      do throws(OptionValueError) {
        options.subtitlePriority = try SubtitleKind.parseList(text)
      } catch {
        throw .badRequest(error.description)
      }
    }
    options.calendar = calendar
    let page: MonthGrid
    do {
      page = try MonthGrid(year: year, month: month, options: options)
    } catch {
      throw .badRequest("\(error)")
    }
    // The page's own language unless the request names one.
    let language =
      context.request.value("names") == nil && context.request.value("script") == nil
      ? NameLanguage(page.localeData.namesScript) : names
    return .json(context.encodeArray(page.days, names: language), .short)
  }
}


/// `/v1/sources`: the data version, the sources of the tables in force, and the background
/// updates' status.
struct SourcesAnswer: Encodable {
  let dataVersion: String
  let sources: [HolidayTableSource]
  let update: ServiceUpdateStatus?

  private enum CodingKeys: String, CodingKey { case dataVersion, sources, update }

  /// `update` is `null` for a server that does not update itself.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(dataVersion, forKey: .dataVersion)
    try container.encode(sources, forKey: .sources)
    try container.encode(update, forKey: .update)
  }
}

/// `/healthz`.
struct Health: Encodable {
  let status: String
  let dataVersion: String
  let today: CivilDate
}

/// `/v1/workdays/add`: a day, a count of working days, and the day that many working days away.
struct WorkdayShift: Encodable {
  let date: CivilDate
  let days: Int
  let result: CivilDate
}
