import Almanac
import Foundation

// The answers of the plan questions (Questions+Plans.swift): where a schedule starts, a day
// checked, a schedule's firings, a year's leave plans.

/// A day or a minute on a zone's clock: where a schedule's firings start.
public struct LocalTime: Sendable, Hashable {
  /// The day.
  public let date: CivilDate
  /// The minute of the day, 0...1439, or -1 for the whole day from its start.
  public let minute: Int

  /// `2027-01-04` (the day from its start) or `2027-01-04T09:30[:SS]` (after that minute).
  public init?(_ text: String) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard let date = CivilDate(String(parts[0])) else { return nil }
    self.date = date
    guard parts.count == 2 else {
      minute = -1
      return
    }
    let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(clock.count), clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(clock[0]), let minute = Int(clock[1]), (0...23).contains(hour), (0...59).contains(minute),
      clock.count == 2 || Int(clock[2]).map({ (0...59).contains($0) }) == true
    else { return nil }
    self.minute = hour * 60 + minute
  }

  /// A minute of a day.
  public init(date: CivilDate, minute: Int) {
    self.date = date
    self.minute = minute
  }

  /// The minute it is now on the zone's clock.
  public static func now(in zone: TimeZone) -> LocalTime {
    let (day, second) = CivilDate.split(secondsSince1970: Int(Date().timeIntervalSince1970) + zone.secondsFromGMT())
    return LocalTime(date: CivilDate(daysSince1970: day) ?? .min, minute: second / 60)
  }
}

/// Whether a day is of a kind: `check`'s answer.
public struct DayCheck: Sendable, Encodable {
  /// The day.
  public let date: CivilDate
  /// The kind asked about.
  public let kind: DayKind
  /// The condition checked, in words (`trading-day XHKG`).
  public let condition: String
  /// Whether the day is of the kind.
  public let answer: Bool
  /// The day's official status.
  public let status: DayStatus
  /// An overlay's day, when one decides it.
  public let overlay: OverlayDay?
  /// Whether the answer rests on an assumption (a year without a published arrangement).
  public let isProvisional: Bool

  private enum CodingKeys: String, CodingKey { case date, kind, condition, answer, status, holiday, overlay, provisional }

  /// `{"date":…,"kind":"workday","condition":"workday","answer":true,"status":"adjustedWorkday",…}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(kind.argument, forKey: .kind)
    try container.encode(condition, forKey: .condition)
    try container.encode(answer, forKey: .answer)
    try container.encode(status.kind, forKey: .status)
    try container.encode(status.holidayName.map { encoder.almanacNames.name($0) }, forKey: .holiday)
    try container.encode(overlay, forKey: .overlay)
    try container.encode(isProvisional, forKey: .provisional)
  }
}

/// A schedule's firings: `schedule`'s answer.
public struct ScheduleAnswer: Sendable, Encodable {
  /// The schedule.
  public let schedule: Schedule
  /// The zone of its clock.
  public let zone: TimeZone
  /// The region whose calendar its words read.
  public let region: HolidayRegion
  /// The firings and how they ended.
  public let run: Schedule.Run

  /// An answer.
  public init(schedule: Schedule, zone: TimeZone, region: HolidayRegion, run: Schedule.Run) {
    self.schedule = schedule
    self.zone = zone
    self.region = region
    self.run = run
  }

  private enum CodingKeys: String, CodingKey { case expression, zone, region, firings, heldAt, exhausted }
  private enum FiringKeys: String, CodingKey { case at, date, time, provisional }

  /// `{"expression":…,"zone":"Asia/Shanghai","firings":[{"at":…,"date":…,"time":"09:00","provisional":false}],…}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schedule.description, forKey: .expression)
    try container.encode(zone.identifier, forKey: .zone)
    try container.encode(region, forKey: .region)
    var list = container.nestedUnkeyedContainer(forKey: .firings)
    for firing in run.firings {
      var item = list.nestedContainer(keyedBy: FiringKeys.self)
      try item.encode(firing.timestamp(in: zone), forKey: .at)
      try item.encode(firing.date, forKey: .date)
      try item.encode(firing.clock, forKey: .time)
      try item.encode(firing.isProvisional, forKey: .provisional)
    }
    try container.encode(run.heldAt, forKey: .heldAt)
    try container.encode(run.isExhausted, forKey: .exhausted)
  }
}

/// A year's best leave plans: `plan-leave`'s answer.
public struct LeavePlans: Sendable, Encodable {
  /// The year.
  public let year: Int
  /// The region.
  public let region: HolidayRegion
  /// The leave days each plan takes at most.
  public let days: Int
  /// The first day leave may be taken.
  public let from: CivilDate
  /// The last day leave may be taken.
  public let to: CivilDate
  /// The plans, best first.
  public let plans: [LeavePlan]
  /// The table they were counted over (with its overlays and patterns), for pages of them.
  public let table: HolidayTable

  private enum CodingKeys: String, CodingKey { case year, region, days, from, to, plans }

  /// `{"year":2026,"region":"CN","days":3,"from":…,"to":…,"plans":[…]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(year, forKey: .year)
    try container.encode(region, forKey: .region)
    try container.encode(days, forKey: .days)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(plans, forKey: .plans)
  }
}
