import Almanac
import AlmanacQueries

/// The paths and fields of timor.tech's holiday API (`/api/holiday/…`), so that a client of that
/// hosted service switches by changing its host. Field by field as its documentation gives them:
/// `code` 0 (or -1 with `msg` when refused); `type` with `type` 0 workday, 1 weekend, 2 holiday,
/// 3 调休 (a make-up working day), its Chinese `name` and `week` 1…7 from Monday; `holiday`
/// entries with `holiday`, `name`, `wage`, `date`, on a make-up day `after` and `target`, and in
/// `next` and `workday/next` `rest`, the days from the asked date. The answers come from the same
/// table as `/v1`.
///
/// As lenient as timor.tech: a parameter a path does not read (jQuery's `_=1733212345678`, a
/// JSONP `callback`, `type` where a path has none) is ignored. The parameters it shares with
/// `/v1` (`region`, `assume`, `today`) are read by their one declaration.
///
/// Where it deliberately differs (the manual, "The HTTP service and timor.tech clients"): a question that needs
/// a year whose arrangement is not published is refused (`code` -1, HTTP 422, naming the year)
/// instead of answering an empty object or `null`, which a client would read as "no holidays";
/// `assume=law` answers it from the law's statutory days instead, each marked `"provisional":
/// true`. 春节's days are named 春节 (not 初一, 初二, …), and `year` carries no `rest`.
extension AlmanacService {
  func timor(_ parts: [String], _ context: RequestContext) throws(ServiceFailure) -> Answer {
    switch (parts.first, parts.count) {
    case ("info"?, 1), ("info"?, 2):
      let timor = try TimorTech(context)
      let date = parts.count == 2 ? try timor.date(parts[1]) : timor.today
      let day = try timor.day(date)
      return .json(
        context.encode(TimorTechInfo(type: day.type, holiday: day.holiday)), Cache.of(date, today: timor.today))
    case ("batch"?, 1):
      let timor = try TimorTech(context)
      // `d=…&d=…`, or the older `d=a,b`.
      let texts = context.request.query.filter { $0.name == "d" }.flatMap {
        $0.value.split(separator: ",").map(String.init)
      }
      guard !texts.isEmpty, texts.count <= 50 else {
        throw .badRequest("give 1 to 50 dates as d=YYYY-MM-DD&d=…; got \(texts.count)")
      }
      var entries: [(String, TimorTechDay)] = []
      var last = CivilDate.min
      for text in texts {
        let date = try timor.date(text)
        last = max(last, date)
        entries.append((text, try timor.day(date)))
      }
      return .json(
        context.encode(TimorTechBatch(entries: entries, withType: timor.flag("type"))),
        Cache.of(last, today: timor.today))
    case ("year"?, 1), ("year"?, 2):
      let timor = try TimorTech(context)
      let (year, month) = parts.count == 2 ? try Self.timorYear(parts[1]) : (timor.today.year, nil)
      let days = try timor.year(year, month: month, weekends: timor.flag("week"))
      return .json(
        context.encode(TimorTechYear(days: days, withType: timor.flag("type"))),
        year < timor.today.year ? .long : .short)
    case ("next"?, 1), ("next"?, 2):
      let timor = try TimorTech(context)
      let date = parts.count == 2 ? try timor.date(parts[1]) : timor.today
      let next = try timor.next(after: date, weekends: timor.flag("week"))
      return .json(context.encode(TimorTechNext(next: next, withType: timor.flag("type"))), .short)
    case ("workday"?, 2) where parts[1] == "next", ("workday"?, 3) where parts[1] == "next":
      let timor = try TimorTech(context)
      let date = parts.count == 3 ? try timor.date(parts[2]) : timor.today
      let next: CivilDate
      do throws(HolidayTableError) {
        next = try timor.table.nextWorkday(after: date, assuming: timor.assumption)
      } catch {
        throw TimorTech.refused(error)
      }
      return .json(
        context.encode(TimorTechWorkday(day: try timor.day(next), date: next, rest: date.distance(to: next))),
        .short)
    case ("tts"?, 1), ("tts"?, 2):
      let timor = try TimorTech(context)
      let text: String
      switch parts.count == 2 ? parts[1] : nil {
      case nil: text = try timor.spokenToday()
      case "next"?: text = try timor.spokenNext()
      case "tomorrow"?: text = try timor.spokenTomorrow()
      default: throw ServiceFailure(Refusals.notAPath(context.request.path))
      }
      return .json(context.encode(TimorTechSpoken(tts: text)), .short)
    default:
      throw ServiceFailure(Refusals.notAPath(context.request.path))
    }
  }

  /// `2026` or `2026-02` (`2026-2`): a year, and a month of it.
  static func timorYear(_ text: String) throws(ServiceFailure) -> (Int, Int?) {
    let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(pieces.count), pieces.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let year = Int(pieces[0]), CivilDate.supportedYears.contains(year),
      pieces.count == 1 || Int(pieces[1]).map({ (1...12).contains($0) }) == true
    else {
      throw ServiceFailure(
        Refusals.notAYear(text, alternatives: ("(2026) or a month (2026-02 or 2026-2)", "2026-02")))
    }
    return (year, pieces.count == 2 ? Int(pieces[1]) : nil)
  }
}

/// One timor.tech question: the official table (an overlay's days are not its clients'), today,
/// and what to assume of a year without an arrangement.
struct TimorTech {
  let table: HolidayTable
  let today: CivilDate
  let assumption: HolidayAssumption?
  private let context: RequestContext

  init(_ context: RequestContext) throws(ServiceFailure) {
    self.context = context
    let region = try context.value(Parameters.region)
    do throws(QueryRefusal) {
      guard let table = try context.tables.table(region: region, calendar: .chinese) else {
        throw .badRequest("there is no holiday table here")
      }
      self.table = table.official
    } catch {
      throw ServiceFailure(error)
    }
    today = try context.todayValue()
    assumption = try context.value(Parameters.assume)
  }

  /// `Y` (any case) or anything else, as timor.tech takes `type` and `week`: only `Y` asks.
  func flag(_ name: String) -> Bool {
    context.request.value(name)?.uppercased() == "Y"
  }

  /// A date as timor.tech takes it: `2018-03-02` or `2018-3-2`.
  func date(_ text: String) throws(ServiceFailure) -> CivilDate {
    let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
    if pieces.count == 3, pieces.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let year = Int(pieces[0]), let month = Int(pieces[1]), let day = Int(pieces[2]),
      let date = CivilDate(year: year, month: month, day: day)
    {
      return date
    }
    guard let date = CivilDate(text) else { throw ServiceFailure(Refusals.notADate(text)) }
    return date
  }

  /// The day's status: the table's, or for a year without an arrangement the assumption's.
  func status(_ date: CivilDate) throws(ServiceFailure) -> DayStatus {
    do throws(HolidayTableError) {
      return try table.status(on: date, assuming: assumption)
    } catch {
      throw Self.refused(error)
    }
  }

  /// A table's refusal; for a year not published, with the way to answer it anyway.
  static func refused(_ error: HolidayTableError) -> ServiceFailure {
    let failure = ServiceFailure(QueryRefusal.table(error))
    guard case .notPublished = error else { return failure }
    return ServiceFailure(
      status: failure.status, code: failure.code,
      message: failure.message
        + "; add assume=law to answer from the law's statutory days (marked provisional) or assume=weekends")
  }

  func day(_ date: CivilDate) throws(ServiceFailure) -> TimorTechDay {
    TimorTechDay(date: date, status: try status(date), table: table)
  }

  /// The arranged days of a year or month, keyed `MM-DD`; with `weekends`, every weekend day
  /// off too (a holiday wins where they meet, a make-up working day is not a day off).
  func year(_ year: Int, month: Int?, weekends: Bool) throws(ServiceFailure) -> [(String, TimorTechDay)] {
    guard table.covers(year: year) || assumption != nil else {
      throw Self.refused(table.noArrangementError(forYear: year))
    }
    guard let first = CivilDate(year: year, month: month ?? 1, day: 1),
      let last = CivilDate(year: year, month: month ?? 12, day: month.map { CivilDate.daysInMonth(year: year, month: $0) } ?? 31)
    else { throw .badRequest("no such month") }
    var days: [(String, TimorTechDay)] = []
    var date = first
    while true {
      let status = try self.status(date)
      let listed: Bool =
        switch status {
        case .holiday, .adjustedWorkday: true
        case .weekend: weekends
        case .workday: false
        }
      if listed {
        days.append((String(date.description.dropFirst(5)), TimorTechDay(date: date, status: status, table: table)))
      }
      guard date < last, let next = date.adding(days: 1, within: CivilDate.supportedDates) else { break }
      date = next
    }
    return days
  }

  /// The next day off after `date` (a holiday's, or with `weekends` a weekend's too) and the
  /// make-up working day before it, if there is one: timor.tech's `next`. `rest` counts from
  /// `date`.
  func next(after date: CivilDate, weekends: Bool) throws(ServiceFailure) -> (TimorTechDay?, TimorTechDay?) {
    // The window stops at the last supported date: there is nothing after 9999-12-31 to find.
    guard var day = date.adding(days: 1, within: CivilDate.supportedDates) else {
      throw .badRequest("there is no day after \(date) in the supported dates (0001-01-01...9999-12-31)")
    }
    let last = date.adding(days: 400, clampedTo: CivilDate.supportedDates)
    var workday: TimorTechDay?
    while true {
      // A year without an arrangement is refused here (unless assumed), before it could pass
      // for "no more holidays".
      let status = try self.status(day)
      switch status {
      case .holiday:
        return (TimorTechDay(date: day, status: status, table: table, from: date), workday)
      case .weekend where weekends:
        return (TimorTechDay(date: day, status: status, table: table, from: date), workday)
      case .adjustedWorkday where workday == nil:
        workday = TimorTechDay(date: day, status: status, table: table, from: date)
      default: break
      }
      guard day < last, let next = day.adding(days: 1, within: CivilDate.supportedDates) else { break }
      day = next
    }
    return (nil, nil)
  }

  // MARK: - Spoken answers (`tts`)

  /// What today is, and the next arrangement: `/tts`.
  func spokenToday() throws(ServiceFailure) -> String {
    let day = try self.day(today)
    var text: String
    switch day.status {
    case .holiday: text = "今天是\(day.name)，放假。"
    case .adjustedWorkday: text = "今天是\(day.name)，要上班。"
    case .weekend: text = "今天是\(day.name)，休息。"
    case .workday:
      text = "今天是工作日（\(day.name)）"
      // The weekend, when no holiday comes first.
      if let rest = try? next(after: today, weekends: true).0, case .weekend = rest.status, let days = rest.rest {
        text += days == 1 ? "，明天就是周末" : "，再过\(days)天就是周末"
      }
      text += "。"
    }
    return text + (try spokenNext())
  }

  /// The next holiday and the make-up day before it: `/tts/next`.
  func spokenNext() throws(ServiceFailure) -> String {
    let found: (TimorTechDay?, TimorTechDay?)
    do {
      found = try next(after: today, weekends: false)
    } catch let failure {
      guard failure.code == "notPublished", let law = lawHoliday(after: today) else { throw failure }
      // Unpublished: say so, and what the law already fixes.
      return "\(law.date.year)年的放假安排还没有公布；按法定节假日，下一个是\(law.date.month)月\(law.date.day)日的\(law.name)，\(Self.until(today.distance(to: law.date)))，调休以国务院通知为准。"
    }
    guard let holiday = found.0 else { return "一年之内没有节假日。" }
    var text = "最近的节日是\(holiday.date.month)月\(holiday.date.day)日的\(holiday.name)，\(Self.until(today.distance(to: holiday.date)))"
    if holiday.provisional { text += "（按法定节假日推算，安排尚未公布）" }
    if let workday = found.1 {
      text += "；放假前\(workday.date.month)月\(workday.date.day)日（\(workday.weekName)）要补班"
    }
    return text + "。"
  }

  /// `明天就到` or `还有N天`.
  private static func until(_ days: Int) -> String { days == 1 ? "明天就到" : "还有\(days)天" }

  /// Whether tomorrow is a day off: `/tts/tomorrow`.
  func spokenTomorrow() throws(ServiceFailure) -> String {
    guard let tomorrow = today.adding(days: 1, within: CivilDate.supportedDates) else {
      throw .badRequest("there is no day after \(today) in the supported dates (0001-01-01...9999-12-31)")
    }
    let status: DayStatus
    do throws(HolidayTableError) {
      status = try table.status(on: tomorrow, assuming: assumption)
    } catch {
      guard case .notPublished = error else { throw Self.refused(error) }
      let law = table.provisionalStatus(on: tomorrow)
      let guess = law.map { $0.isWorkday ? "按周末推算要上班" : "按法定节假日推算放假" } ?? "无法推算"
      return "明天（\(tomorrow)）所在的\(tomorrow.year)年放假安排还没有公布，\(guess)，以国务院通知为准。"
    }
    let day = TimorTechDay(date: tomorrow, status: status, table: table)
    switch status {
    case .holiday: return "明天是\(day.name)，放假，好好休息。"
    case .adjustedWorkday: return "明天是\(day.name)，要上班，别忘了定闹钟。"
    case .weekend: return "明天是\(day.name)，不用上班。"
    case .workday: return "明天是\(day.name)，要上班。"
    }
  }

  /// The law's next statutory day off after `date`, for a year not yet published.
  private func lawHoliday(after date: CivilDate) -> (date: CivilDate, name: String)? {
    let last = date.adding(days: 400, clampedTo: CivilDate.supportedDates)
    guard let first = date.adding(days: 1, within: CivilDate.supportedDates) else { return nil }
    for arranged in table.arrangedDays(from: first, through: last, assuming: .law) {
      if case .holiday(let name, _) = arranged.status { return (arranged.date, name.zhHans) }
    }
    return nil
  }
}

/// A day as timor.tech types it: its `type`, and its `holiday` entry (`nil` on a plain workday,
/// and on a weekend unless weekends are asked for).
struct TimorTechDay {
  let date: CivilDate
  let status: DayStatus
  let type: TimorTechType
  /// The entry's name: the holiday, `国庆节后补班`, or the weekday (`周六`).
  let name: String
  /// Whether the day was assumed (a year without an arrangement).
  let provisional: Bool
  /// Days from the asked date, in `next` and `workday/next`.
  let rest: Int?
  private let wage: Int
  private let after: Bool?
  private let target: String?

  init(date: CivilDate, status: DayStatus, table: HolidayTable, from start: CivilDate? = nil) {
    self.date = date
    self.status = status
    let week = (date.weekday.rawValue + 5) % 7 + 1  // 1 = Monday … 7 = Sunday
    let weekName = "周" + ["一", "二", "三", "四", "五", "六", "日"][week - 1]
    provisional = !table.covers(year: date.year)
    rest = start.map { $0.distance(to: date) }
    wage = status.wageMultiplier(in: table.region) ?? (status.isWorkday ? 1 : 2)
    // One festival per day, as timor.tech names the days of a combined holiday (中秋节、国庆节).
    let arranged = table.holiday(on: date)
    switch status {
    case .holiday(let holiday, _):
      name = (arranged?.festival(on: date) ?? holiday).zhHans
      after = nil
      target = nil
      type = TimorTechType(type: 2, name: name, week: week)
    case .adjustedWorkday(let holiday):
      // Before or after its days off, as timor.tech names it: 春节前补班, 国庆节后补班.
      let isAfter = arranged.map { date > $0.span.upperBound } ?? false
      let festival = (arranged?.festival(on: date) ?? holiday).zhHans
      name = festival + (isAfter ? "后补班" : "前补班")
      after = isAfter
      target = festival
      type = TimorTechType(type: 3, name: name, week: week)
    case .weekend:
      name = weekName
      after = nil
      target = nil
      type = TimorTechType(type: 1, name: weekName, week: week)
    case .workday:
      name = weekName
      after = nil
      target = nil
      type = TimorTechType(type: 0, name: weekName, week: week)
    }
  }

  /// The weekday's name (`周六`).
  var weekName: String { "周" + ["一", "二", "三", "四", "五", "六", "日"][type.week - 1] }

  /// The `holiday` entry of `info` and `batch`: `nil` on a plain workday or weekend.
  var holiday: TimorTechHoliday? {
    switch status {
    case .holiday, .adjustedWorkday: entry
    case .weekend, .workday: nil
    }
  }

  /// The entry whatever the day (a weekend's in `year?week=Y` and `next?week=Y`).
  var entry: TimorTechHoliday {
    TimorTechHoliday(
      holiday: !status.isWorkday, name: name, wage: wage, date: date, after: after, target: target, rest: rest,
      provisional: provisional)
  }
}

/// `type`: 0 workday, 1 weekend, 2 holiday, 3 调休; its Chinese name; the weekday 1…7 from Monday.
struct TimorTechType: Encodable {
  let type: Int
  let name: String
  let week: Int
}

/// `holiday`: a day off (`holiday` true) or a make-up working day (false, with `after` and
/// `target`), its name, pay and date; `rest`, in `next`, the days until it; `provisional` on a
/// day assumed (`assume=`) for a year not published.
struct TimorTechHoliday: Encodable {
  let holiday: Bool
  let name: String
  let wage: Int
  let date: CivilDate
  let after: Bool?
  let target: String?
  let rest: Int?
  let provisional: Bool

  private enum CodingKeys: String, CodingKey {
    case holiday, name, wage, date, after, target, rest, provisional
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(holiday, forKey: .holiday)
    try container.encode(name, forKey: .name)
    try container.encode(wage, forKey: .wage)
    try container.encode(date, forKey: .date)
    try container.encodeIfPresent(after, forKey: .after)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encodeIfPresent(rest, forKey: .rest)
    if provisional { try container.encode(true, forKey: .provisional) }
  }
}

/// `/api/holiday/info/{date}`.
struct TimorTechInfo: Encodable {
  let type: TimorTechType
  let holiday: TimorTechHoliday?

  private enum CodingKeys: String, CodingKey { case code, type, holiday }

  /// `holiday` is `null` on a plain day, as timor.tech writes it.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(0, forKey: .code)
    try container.encode(type, forKey: .type)
    try container.encode(holiday, forKey: .holiday)
  }
}

/// `/api/holiday/batch?d=…`: `holiday` (and with `type=Y`, `type`) keyed by the dates as given.
struct TimorTechBatch: Encodable {
  let entries: [(String, TimorTechDay)]
  let withType: Bool

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TimorTechKey.self)
    try container.encode(0, forKey: TimorTechKey("code"))
    var holidays = container.nestedContainer(keyedBy: TimorTechKey.self, forKey: TimorTechKey("holiday"))
    for (text, day) in entries { try holidays.encode(day.holiday, forKey: TimorTechKey(text)) }
    if withType {
      var types = container.nestedContainer(keyedBy: TimorTechKey.self, forKey: TimorTechKey("type"))
      for (text, day) in entries { try types.encode(day.type, forKey: TimorTechKey(text)) }
    }
  }
}

/// `/api/holiday/year/{y}`: `holiday` keyed by `MM-DD`; with `type=Y`, `type` keyed by the full
/// date.
struct TimorTechYear: Encodable {
  let days: [(String, TimorTechDay)]
  let withType: Bool

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TimorTechKey.self)
    try container.encode(0, forKey: TimorTechKey("code"))
    var holidays = container.nestedContainer(keyedBy: TimorTechKey.self, forKey: TimorTechKey("holiday"))
    for (key, day) in days { try holidays.encode(day.entry, forKey: TimorTechKey(key)) }
    if withType {
      var types = container.nestedContainer(keyedBy: TimorTechKey.self, forKey: TimorTechKey("type"))
      for (_, day) in days { try types.encode(day.type, forKey: TimorTechKey(day.date.description)) }
    }
  }
}

/// `/api/holiday/next/{date}`: `holiday` and `workday` (`null` when there is none), and with
/// `type=Y` their `type`s.
struct TimorTechNext: Encodable {
  let next: (TimorTechDay?, TimorTechDay?)
  let withType: Bool

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TimorTechKey.self)
    try container.encode(0, forKey: TimorTechKey("code"))
    try container.encode(next.0?.entry, forKey: TimorTechKey("holiday"))
    try container.encode(next.1?.entry, forKey: TimorTechKey("workday"))
    if withType {
      var types = container.nestedContainer(keyedBy: TimorTechKey.self, forKey: TimorTechKey("type"))
      if let holiday = next.0 { try types.encode(holiday.type, forKey: TimorTechKey("holiday")) }
      if let workday = next.1 { try types.encode(workday.type, forKey: TimorTechKey("workday")) }
    }
  }
}

/// `/api/holiday/workday/next/{date}`: the next working day, typed, with the days until it.
struct TimorTechWorkday: Encodable {
  let day: TimorTechDay
  let date: CivilDate
  let rest: Int

  private enum CodingKeys: String, CodingKey { case code, workday }
  private enum WorkdayKeys: String, CodingKey { case type, name, week, date, rest, provisional }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(0, forKey: .code)
    var workday = container.nestedContainer(keyedBy: WorkdayKeys.self, forKey: .workday)
    try workday.encode(day.type.type, forKey: .type)
    try workday.encode(day.type.name, forKey: .name)
    try workday.encode(day.type.week, forKey: .week)
    try workday.encode(date, forKey: .date)
    try workday.encode(rest, forKey: .rest)
    if day.provisional { try workday.encode(true, forKey: .provisional) }
  }
}

/// `/api/holiday/tts…`: a sentence to show or speak.
struct TimorTechSpoken: Encodable {
  let code = 0
  let tts: String
}

/// timor.tech's refusal: `code` -1 and `msg`, with this service's stable `error` code.
struct TimorTechError: Encodable {
  let code = -1
  let msg: String
  let error: String
}

/// A key made from data (a date, `MM-DD`): timor.tech keys its objects by the days asked for.
private struct TimorTechKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
