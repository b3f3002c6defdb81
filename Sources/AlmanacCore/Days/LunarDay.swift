/// A day and its lunar date: one line of `almanac lunar` and `almanac solar` (`--json`), the
/// server's `/v1/lunar/{date}` and `/v1/solar/{lunar-date}`.
///
/// ```swift
/// let day = LunarDay(date: CivilDate("2026-02-17")!)
/// try JSONLinesEncoder().encode(day)
/// // {"date":"2026-02-17","weekday":"tuesday","lunar":{"year":2026,"month":1,"day":1,…}}
/// ```
public struct LunarDay: Sendable, Hashable, Codable {
  /// The day.
  public let date: CivilDate
  /// Its lunar date.
  public let lunar: LunarDate

  /// The day with its lunar date in `calendar`.
  public init(date: CivilDate, calendar: LunarCalendar = .chinese) {
    self.init(date: date, lunar: calendar.lunarDate(for: date))
  }

  /// A day and a lunar date known to go together.
  public init(date: CivilDate, lunar: LunarDate) {
    self.date = date
    self.lunar = lunar
  }

  /// The day of the week.
  public var weekday: Weekday { date.weekday }

  private enum CodingKeys: String, CodingKey {
    case date, weekday, lunar
  }

  /// Encodes `date`, `weekday`, `lunar` (the lunar date's text in the encoder's
  /// ``CodingUserInfoKey/almanacNames`` script).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(weekday, forKey: .weekday)
    try container.encode(lunar, forKey: .lunar)
  }

  /// Decodes the date and the lunar date (`weekday` follows from the date and is not read).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      date: try container.decode(CivilDate.self, forKey: .date),
      lunar: try container.decode(LunarDate.self, forKey: .lunar))
  }
}

/// The next day a festival or a solar term falls on after a day: what `almanac next` prints and
/// the server's `/v1/next/{name}` answers.
///
/// ```swift
/// let next = NextOccurrence.of(.festival(Festivals.named("中秋")!), after: CivilDate("2026-12-01")!)
/// next?.date          // 2027-09-15
/// next?.daysFromNow   // 288
/// ```
public struct NextOccurrence: Sendable, Hashable, Codable {
  /// What to look for.
  public enum Target: Sendable, Hashable {
    /// A festival of any catalog (on the Chinese calendar).
    case festival(Festival)
    /// A solar term.
    case term(SolarTerm)

    /// The festival of the standard catalog or the term with a name (or key) in any script or
    /// English, festivals first (`中秋`, `mid-autumn`, `清明`, `Pure Brightness`).
    public init?(name: String) {
      if let festival = Festivals.named(name) {
        self = .festival(festival)
      } else if let term = SolarTerm(name: name) {
        self = .term(term)
      } else {
        return nil
      }
    }
  }

  /// The name of what was found, as its catalog or term table writes it (in the encoder's
  /// script when encoded).
  public let name: HolidayName
  /// The day it falls on.
  public let date: CivilDate
  /// The day searched after.
  public let after: CivilDate

  /// Days from ``after`` to ``date``.
  public var daysFromNow: Int { after.distance(to: date) }

  /// Creates an occurrence.
  public init(name: HolidayName, date: CivilDate, after: CivilDate) {
    self.name = name
    self.date = date
    self.after = after
  }

  /// The first day after `after` that `target` falls on, or `nil` when none lies within the
  /// supported years.
  public static func of(_ target: Target, after: CivilDate) -> NextOccurrence? {
    switch target {
    case .festival(let festival):
      return Festivals.next(festival, after: after).map {
        NextOccurrence(name: festival.name, date: $0, after: after)
      }
    case .term(let term):
      // This year's occurrence if it is still ahead, else next year's.
      let event = [after.year, after.year + 1].lazy.compactMap { try? term.event(in: $0) }.first {
        $0.date > after
      }
      return event.map {
        NextOccurrence(
          name: HolidayName(
            zhHans: term.name(.simplified), zhHant: term.name(.traditional), english: term.englishName),
          date: $0.date, after: after)
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case name, daysFromNow, date, weekday, lunar
  }

  /// Encodes `name`, `daysFromNow`, then the found day as ``LunarDay`` writes it (`date`,
  /// `weekday`, `lunar`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name.text(encoder.almanacNames.script), forKey: .name)
    try container.encode(daysFromNow, forKey: .daysFromNow)
    try container.encode(date, forKey: .date)
    try container.encode(date.weekday, forKey: .weekday)
    try container.encode(LunarCalendar.chinese.lunarDate(for: date), forKey: .lunar)
  }

  /// Decodes the shape ``encode(to:)`` writes; ``after`` is the date less `daysFromNow`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let date = try container.decode(CivilDate.self, forKey: .date)
    let days = try container.decode(Int.self, forKey: .daysFromNow)
    guard let after = CivilDate(daysSince1970: date.daysSince1970 - days) else {
      throw DecodingError.dataCorruptedError(
        forKey: .daysFromNow, in: container,
        debugDescription: "\(days) days before \(date) is outside 0001...9999")
    }
    let text = try container.decode(String.self, forKey: .name)
    let name =
      SolarTerm(name: text).map {
        HolidayName(zhHans: $0.name(.simplified), zhHant: $0.name(.traditional), english: $0.englishName)
      } ?? KnownNames.festival(text)?.name ?? KnownNames.holiday(text)
    self.init(name: name, date: date, after: after)
  }
}
