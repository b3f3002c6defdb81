import Almanac

/// The paths and fields of timor.tech's holiday API (`/api/holiday/…`), so that a client of that
/// hosted service switches by changing its host: `type` 0 workday, 1 weekend, 2 holiday, 3 调休
/// (a make-up working day); `holiday` with `holiday`, `name`, `wage`, `date`, and on a make-up
/// day `after` (the day follows its holiday) and `target` (the holiday). The answers come from
/// the same table as `/v1`.
extension AlmanacService {
  func timor(_ parts: [String], _ context: Context) throws(ServiceFailure) -> Answer {
    // timor.tech answers the official calendar: an overlay's days are not its clients'.
    let table = try context.requiredTable().official
    let today = try context.todayValue()
    switch (parts.first, parts.count) {
    case ("info"?, 1), ("info"?, 2):
      try context.only(["region", "type"])
      let date = parts.count == 2 ? try Self.timorDate(parts[1], context) : today
      let day = try TimorDay(date: date, table: table)
      return .json(
        context.encode(TimorInfo(code: 0, type: day.type, holiday: day.holiday)), Cache.of(date, today: today)
      )
    case ("batch"?, 1):
      try context.only(["d", "region", "type"])
      var texts = context.request.query.filter { $0.name == "d" }.flatMap {
        $0.value.split(separator: ",").map(String.init)
      }
      texts = texts.filter { !$0.isEmpty }
      guard !texts.isEmpty, texts.count <= 50 else {
        throw .badRequest("give 1 to 50 dates as d=YYYY-MM-DD&d=…; got \(texts.count)")
      }
      let withType = context.request.value("type")?.uppercased() == "Y"
      var entries: [(String, TimorDay)] = []
      for text in texts {
        entries.append((text, try TimorDay(date: try Self.timorDate(text, context), table: table)))
      }
      return .json(context.encode(TimorBatch(entries: entries, withType: withType)), .short)
    case ("year"?, 2):
      try context.only(["region", "type", "week"])
      let pieces = parts[1].split(separator: "-")
      guard let year = Int(pieces[0]), CivilDate.supportedYears.contains(year), pieces.count <= 2,
        pieces.count == 1 || Int(pieces[1]).map({ (1...12).contains($0) }) == true
      else {
        throw .badRequest("\(QuotedInput.quoted(parts[1])) is not a year (2026) or a month (2026-02)")
      }
      guard table.covers(year: year) else { throw .unprocessable(table.noArrangementError(forYear: year)) }
      let month = pieces.count == 2 ? Int(pieces[1]) : nil
      var days: [(String, TimorHoliday)] = []
      for day in table.days(inYear: year) where month == nil || day.date.month == month {
        if let entry = TimorHoliday(day.date, table: table) {
          days.append((String(day.date.description.dropFirst(5)), entry))
        }
      }
      return .json(context.encode(TimorYear(days: days)), year < today.year ? .long : .short)
    case ("next"?, 1), ("next"?, 2):
      try context.only(["region", "type", "week"])
      let date = parts.count == 2 ? try Self.timorDate(parts[1], context) : today
      // The next day off of a holiday after the date, and the next make-up working day.
      var holiday: TimorHoliday?
      var workday: TimorHoliday?
      // The window stops at the last supported date: there is nothing after 9999-12-31 to find.
      guard let first = date.adding(days: 1, within: CivilDate.supportedDates) else {
        throw .badRequest("there is no day after \(date) in the supported dates (0001-01-01...9999-12-31)")
      }
      let last = date.adding(days: 400, clampedTo: CivilDate.supportedDates)
      for arranged in table.arrangedDays(from: first, through: last)
      where holiday == nil || workday == nil {
        if case .holiday = arranged.status, holiday == nil {
          holiday = TimorHoliday(arranged.date, table: table, from: date)
        }
        if case .adjustedWorkday = arranged.status, workday == nil {
          workday = TimorHoliday(arranged.date, table: table, from: date)
        }
      }
      return .json(context.encode(TimorNext(holiday: holiday, workday: workday)), .short)
    case ("workday"?, 2) where parts[1] == "next", ("workday"?, 3) where parts[1] == "next":
      try context.only(["region"])
      let date = parts.count == 3 ? try Self.timorDate(parts[2], context) : today
      let next: CivilDate
      do throws(HolidayTableError) {
        next = try table.nextWorkday(after: date)
      } catch {
        throw .refused(error)
      }
      return .json(
        context.encode(TimorWorkday(day: try TimorDay(date: next, table: table), date: next)), .short)
    default:
      throw .notFound(context.request.path)
    }
  }

  /// A date as timor.tech takes it: `2018-03-02` or `2018-3-2`.
  static func timorDate(_ text: String, _ context: Context) throws(ServiceFailure) -> CivilDate {
    let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
    if pieces.count == 3, let year = Int(pieces[0]), let month = Int(pieces[1]), let day = Int(pieces[2]),
      pieces.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isNumber) }),
      let date = CivilDate(year: year, month: month, day: day)
    {
      return date
    }
    return try context.date(text, "the day")
  }
}

/// A day as timor.tech types it.
struct TimorDay {
  let type: TimorType
  let holiday: TimorHoliday?

  init(date: CivilDate, table: HolidayTable) throws(ServiceFailure) {
    let status: DayStatus
    do throws(HolidayTableError) {
      status = try table.status(on: date)
    } catch {
      throw .refused(error)
    }
    let holiday = TimorHoliday(date, table: table)
    let week = (date.weekday.rawValue + 5) % 7 + 1  // 1 = Monday … 7 = Sunday
    let weekdayName = "周" + ["一", "二", "三", "四", "五", "六", "日"][week - 1]
    switch status {
    case .workday: type = TimorType(type: 0, name: weekdayName, week: week)
    case .weekend: type = TimorType(type: 1, name: weekdayName, week: week)
    case .holiday(let name, _): type = TimorType(type: 2, name: name.zhHans, week: week)
    case .adjustedWorkday: type = TimorType(type: 3, name: holiday?.name ?? "调休", week: week)
    }
    self.holiday = holiday
  }
}

/// `type`: 0 workday, 1 weekend, 2 holiday, 3 调休; its Chinese name; the weekday 1…7 from Monday.
struct TimorType: Encodable {
  let type: Int
  let name: String
  let week: Int
}

/// `holiday`: a day off (`holiday` true) or a make-up working day (false, with `after` and
/// `target`), its name, pay and date; `rest`, in `next`, the days until it.
struct TimorHoliday: Encodable {
  let holiday: Bool
  let name: String
  let wage: Int
  let date: CivilDate
  let after: Bool?
  let target: String?
  let rest: Int?

  /// The arranged day's entry, or `nil` on a plain day.
  init?(_ date: CivilDate, table: HolidayTable, from start: CivilDate? = nil) {
    guard let status = try? table.status(on: date), let name = status.holidayName else { return nil }
    let wage = status.wageMultiplier(in: table.region) ?? (status.isWorkday ? 1 : 2)
    self.date = date
    self.wage = wage
    rest = start.map { $0.distance(to: date) }
    if case .adjustedWorkday = status {
      let after = table.holiday(on: date).map { date > $0.span.upperBound } ?? false
      holiday = false
      self.name = name.zhHans + (after ? "后补班" : "前补班")
      self.after = after
      target = name.zhHans
    } else {
      holiday = true
      self.name = name.zhHans
      self.after = nil
      target = nil
    }
  }

  private enum CodingKeys: String, CodingKey {
    case holiday, name, wage, date, after, target, rest
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
  }
}

/// `/api/holiday/info/{date}`.
struct TimorInfo: Encodable {
  let code: Int
  let type: TimorType
  let holiday: TimorHoliday?

  private enum CodingKeys: String, CodingKey { case code, type, holiday }

  /// `holiday` is `null` on a plain day, as timor.tech writes it.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(type, forKey: .type)
    try container.encode(holiday, forKey: .holiday)
  }
}

/// `/api/holiday/batch?d=…`: `holiday` (and with `type=Y`, `type`) keyed by the dates as given.
struct TimorBatch: Encodable {
  let entries: [(String, TimorDay)]
  let withType: Bool

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TimorKey.self)
    try container.encode(0, forKey: TimorKey("code"))
    var holidays = container.nestedContainer(keyedBy: TimorKey.self, forKey: TimorKey("holiday"))
    for (text, day) in entries { try holidays.encode(day.holiday, forKey: TimorKey(text)) }
    if withType {
      var types = container.nestedContainer(keyedBy: TimorKey.self, forKey: TimorKey("type"))
      for (text, day) in entries { try types.encode(day.type, forKey: TimorKey(text)) }
    }
  }
}

/// `/api/holiday/year/{y}`: `holiday` keyed by `MM-DD`.
struct TimorYear: Encodable {
  let days: [(String, TimorHoliday)]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TimorKey.self)
    try container.encode(0, forKey: TimorKey("code"))
    var holidays = container.nestedContainer(keyedBy: TimorKey.self, forKey: TimorKey("holiday"))
    for (key, day) in days { try holidays.encode(day, forKey: TimorKey(key)) }
  }
}

/// `/api/holiday/next/{date}`.
struct TimorNext: Encodable {
  let code = 0
  let holiday: TimorHoliday?
  let workday: TimorHoliday?

  private enum CodingKeys: String, CodingKey { case code, holiday, workday }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(holiday, forKey: .holiday)
    try container.encode(workday, forKey: .workday)
  }
}

/// `/api/holiday/workday/next/{date}`: the next working day, typed.
struct TimorWorkday: Encodable {
  let day: TimorDay
  let date: CivilDate

  private enum CodingKeys: String, CodingKey { case code, workday }
  private enum WorkdayKeys: String, CodingKey { case type, name, week, date }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(0, forKey: .code)
    var workday = container.nestedContainer(keyedBy: WorkdayKeys.self, forKey: .workday)
    try workday.encode(day.type.type, forKey: .type)
    try workday.encode(day.type.name, forKey: .name)
    try workday.encode(day.type.week, forKey: .week)
    try workday.encode(date, forKey: .date)
  }
}

/// A key made from data (a date, `MM-DD`): timor.tech keys its objects by the days asked for.
private struct TimorKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
