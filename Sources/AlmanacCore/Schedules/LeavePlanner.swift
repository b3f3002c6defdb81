/// 拼假: where a few days of annual leave give the longest continuous rest, counted over the
/// working calendar as it is (holidays, 补班 days, the overlays' days and work patterns).
///
/// A continuous rest holds no working day, so a plan takes leave on consecutive working days
/// (in working-day order) and rests from the day after the working day before them to the day
/// before the working day after them. Plans are ranked by the length of that rest, then by the
/// earlier date; the list holds plans whose rests do not overlap, so the second plan is the best
/// elsewhere in the year, not the first moved by a day.
///
/// ```swift
/// let planner = LeavePlanner(calendar: WorkingCalendar(table: .mainlandChina))
/// let best = try planner.plans(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!, days: 3)[0]
/// best.leave        // the three working days to take off
/// best.restDays     // the rest they make, weekends and holidays included
/// ```
public struct LeavePlanner: Sendable {
  /// The working calendar the plans are counted over.
  public let calendar: WorkingCalendar

  /// A planner.
  public init(calendar: WorkingCalendar) { self.calendar = calendar }

  /// The most leave days a plan takes.
  public static let mostDays = 30
  /// The most plans listed.
  public static let mostPlans = 20

  /// The best plans of `days` leave days (fewer where the span has fewer working days) taken
  /// within `start...end`, best first, their rests apart; at most `top`.
  ///
  /// - Throws: ``HolidayTableError`` for a year without an arrangement the calendar does not
  ///   assume; ``LeavePlanError`` for a span backwards or over 400 days, or days or top out of
  ///   range.
  /// - Complexity: O(d) for the d days of the span and a month either side.
  public func plans(from start: CivilDate, through end: CivilDate, days: Int, top: Int = 5) throws(LeavePlanError)
    -> [LeavePlan]
  {
    guard start <= end, start.distance(to: end) < 400 else { throw .badSpan(start, end) }
    guard (1...LeavePlanner.mostDays).contains(days) else { throw .badDays(days) }
    guard (1...LeavePlanner.mostPlans).contains(top) else { throw .badTop(top) }
    // The rest may run past the span: look a month and a half either side.
    let first = start.adding(days: -45, clampedTo: CivilDate.min...CivilDate.max)
    let last = end.adding(days: 45, clampedTo: CivilDate.min...CivilDate.max)
    var worked: [Bool] = []
    var assumed: [Bool] = []
    var statuses: [DayStatus] = []
    for date in first...last {
      do throws(HolidayTableError) {
        let (status, verdict) = try calendar.day(date)
        worked.append(verdict.matches)
        assumed.append(verdict.isProvisional)
        statuses.append(status)
      } catch {
        // A day of the span must be answered; one beyond it that is not bounds the rest there
        // (a rest is never claimed past the data).
        guard date < start || date > end else { throw .table(error) }
        worked.append(true)
        assumed.append(false)
        statuses.append(.workday)
      }
    }
    let offset = first.distance(to: start)
    let endIndex = first.distance(to: end)
    let workIndices = worked.indices.filter { worked[$0] }
    var candidates: [LeavePlan] = []
    for (position, index) in workIndices.enumerated() where index >= offset && index <= endIndex {
      let taken = workIndices[position..<min(workIndices.count, position + days)].filter { $0 <= endIndex }
      let restStart = position > 0 ? workIndices[position - 1] + 1 : 0
      let after = position + taken.count
      let restEnd = after < workIndices.count ? workIndices[after] - 1 : worked.count - 1
      let date = { (index: Int) in first.adding(days: index) }
      var makeups: [CivilDate] = []
      for index in [restStart - 1] + taken + [restEnd + 1] where index >= 0 && index < statuses.count {
        if case .adjustedWorkday = statuses[index] { makeups.append(date(index)) }
      }
      var names: [HolidayName] = []
      for index in restStart...restEnd {
        if case .holiday(let name, _) = statuses[index], !names.contains(name) { names.append(name) }
      }
      candidates.append(
        LeavePlan(
          leave: taken.map(date), from: date(restStart), through: date(restEnd), restDays: restEnd - restStart + 1,
          holidays: names, makeupDays: makeups, isProvisional: assumed[restStart...restEnd].contains(true)))
    }
    candidates.sort { ($0.restDays, $1.leave.count, $1.from) > ($1.restDays, $0.leave.count, $0.from) }
    var chosen: [LeavePlan] = []
    for plan in candidates where !chosen.contains(where: { $0.from <= plan.through && plan.from <= $0.through }) {
      chosen.append(plan)
      if chosen.count == top { break }
    }
    return chosen
  }
}

/// One way to take leave: the days taken, the rest they make, and what bounds it.
public struct LeavePlan: Sendable, Hashable, Codable {
  /// The working days taken as leave, in order.
  public let leave: [CivilDate]
  /// The rest's first day.
  public let from: CivilDate
  /// The rest's last day.
  public let through: CivilDate
  /// The rest's length in days, the leave included.
  public let restDays: Int
  /// The official holidays the rest takes in, in order.
  public let holidays: [HolidayName]
  /// The 补班 (调休) days that break or bound it: taken as leave, or the working day just before
  /// or after the rest.
  public let makeupDays: [CivilDate]
  /// Whether it leans on a year without a published arrangement (the law assumed).
  public let isProvisional: Bool

  /// Rest days per leave day.
  public var ratio: Double { leave.isEmpty ? 0 : Double(restDays) / Double(leave.count) }

  /// A plan.
  public init(
    leave: [CivilDate], from: CivilDate, through: CivilDate, restDays: Int, holidays: [HolidayName],
    makeupDays: [CivilDate], isProvisional: Bool
  ) {
    self.leave = leave
    self.from = from
    self.through = through
    self.restDays = restDays
    self.holidays = holidays
    self.makeupDays = makeupDays
    self.isProvisional = isProvisional
  }
}

extension LeavePlan {
  private enum CodingKeys: String, CodingKey {
    case leave, from, through, restDays, leaveDays, holidays, makeupDays, provisional
  }

  /// Its JSON: the holidays' names in the encoder's language (``NameLanguage``), and the
  /// number of leave days beside the days.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(leave, forKey: .leave)
    try container.encode(leave.count, forKey: .leaveDays)
    try container.encode(from, forKey: .from)
    try container.encode(through, forKey: .through)
    try container.encode(restDays, forKey: .restDays)
    let names = encoder.almanacNames
    try container.encode(holidays.map { names.name($0) }, forKey: .holidays)
    try container.encode(makeupDays, forKey: .makeupDays)
    try container.encode(isProvisional, forKey: .provisional)
  }

  /// A plan from its JSON (the holidays' names as written, read as Chinese).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    leave = try container.decode([CivilDate].self, forKey: .leave)
    from = try container.decode(CivilDate.self, forKey: .from)
    through = try container.decode(CivilDate.self, forKey: .through)
    restDays = try container.decode(Int.self, forKey: .restDays)
    holidays = try container.decode([String].self, forKey: .holidays).map { HolidayName(zhHans: $0) }
    makeupDays = try container.decode([CivilDate].self, forKey: .makeupDays)
    isProvisional = try container.decode(Bool.self, forKey: .provisional)
  }
}

/// Why a leave plan was not made.
public enum LeavePlanError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The span runs backwards or over 400 days.
  case badSpan(CivilDate, CivilDate)
  /// Days outside 1...30.
  case badDays(Int)
  /// Plans outside 1...20.
  case badTop(Int)
  /// A year the calendar cannot answer.
  case table(HolidayTableError)

  /// One sentence.
  public var description: String {
    switch self {
    case .badSpan(let from, let to): "\(from)..\(to) is not a span to plan in; use at most 400 days, the earlier first"
    case .badDays(let days): "\(days) is not a number of leave days; use 1...\(LeavePlanner.mostDays)"
    case .badTop(let top): "\(top) is not a number of plans; use 1...\(LeavePlanner.mostPlans)"
    case .table(let error): error.description
    }
  }
}
