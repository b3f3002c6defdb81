import Almanac
import Foundation

extension Questions {
  /// `moon`: a year's phases of the Moon.
  public static let moon = Question(
    name: "moon", summary: "List a year's phases of the Moon: 朔, 上弦, 望 and 下弦, with their instants.",
    discussion: """
      The instants come from the astronomy engine the Chinese calendar is computed with (1000...3000),
      to the second, on the clock of ⟨zone⟩ (Beijing time unless asked). The year is the civil year on
      that clock. PyEphem agrees over 1900...2100 (tools/crosscheck/moon_phases.py; the manual states the
      worst difference).⟦ --format ics writes them as an iCalendar feed.|⟧
      """,
    parameters: [MoonQuestion.year, MoonQuestion.zone, Parameters.script, Parameters.names],
    command: "moon", path: "/v1/moon/{year}", answer: .list("moon-phase", key: "phases"), respond: MoonQuestion.answer)
}

/// How `moon` is answered.
public enum MoonQuestion {
  /// The year.
  public static let year = Parameter<Int>.year("year", "A year in 1000...3000", in: MoonPhases.years).positional()
  /// The clock.
  public static let zone = PlanQuestions.zone.described(
    "Time zone of the instants and days (IANA: Asia/Shanghai, UTC, Europe/London)", defaultText: "Asia/Shanghai")

  /// The phases whose instants fall in the year on the zone's clock.
  public static func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal)
    -> ListAnswer<MoonPhaseAt>
  {
    let year = try arguments.required(year)
    let zone = try arguments.value(zone) ?? TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let names = try Questions.names(arguments)
    var result: [MoonPhaseAt] = []
    for candidate in year - 1...year + 1 where MoonPhases.years.contains(candidate) {
      guard let events = try? MoonPhases.events(inYear: candidate) else { continue }
      for event in events {
        let at = MoonPhaseAt(event, zone: zone)
        if at.date.year == year { result.append(at) }
      }
    }
    return ListAnswer(result, names: names, freshness: .settled)
  }
}

/// A phase of the Moon on a zone's clock: what `moon` lists.
public struct MoonPhaseAt: Sendable, Hashable, Encodable {
  /// The phase and its instant.
  public let event: MoonPhaseEvent
  /// The zone's offset then, seconds east of UTC.
  public let utcOffset: Int
  /// The civil day on the zone's clock.
  public let date: CivilDate

  /// The phase on a zone's clock.
  public init(_ event: MoonPhaseEvent, zone: TimeZone) {
    self.event = event
    utcOffset = zone.secondsFromGMT(for: event.instant)
    date = event.date(utcOffset: utcOffset)
  }

  private enum CodingKeys: String, CodingKey { case phase, name, date, instant }

  /// `{"phase":"fullMoon","name":"望","date":"2026-01-03","instant":"2026-01-03T18:02:51+08:00"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(event.phase, forKey: .phase)
    try container.encode(encoder.almanacNames.name(event.phase), forKey: .name)
    try container.encode(date, forKey: .date)
    try container.encode(event.timeText(utcOffset: utcOffset), forKey: .instant)
  }
}
