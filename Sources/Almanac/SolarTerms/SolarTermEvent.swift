/// One occurrence of a solar term: which term, the instant the Sun reached its longitude, and the
/// day it falls on in Beijing time (UTC+8), the day calendars print it on.
public struct SolarTermEvent: Sendable, Hashable, Codable {
  /// The term.
  public let term: SolarTerm
  /// The Gregorian year the term belongs to (each year has all 24, 小寒 in January first).
  public let year: Int
  /// The instant, seconds since 1970-01-01T00:00 UTC (to the second within the built-in table).
  public let secondsSince1970: Double
  /// The day in Beijing time (UTC+8).
  public let date: CivilDate

  /// Creates an event; `date` is derived from the instant in UTC+8.
  public init(term: SolarTerm, year: Int, secondsSince1970: Double) {
    self.term = term
    self.year = year
    self.secondsSince1970 = secondsSince1970
    let days = Int(((secondsSince1970 + 28_800) / 86_400).rounded(.down))
    date = CivilDate(daysSince1970: days) ?? (days < 0 ? .min : .max)
  }

  /// The instant as ISO 8601 in Beijing time with its offset, e.g. `2026-02-04T04:02:02+08:00`.
  public var beijingTimeText: String {
    let local = Int((secondsSince1970 + 28_800).rounded())
    let seconds = ((local % 86_400) + 86_400) % 86_400
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(date)T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))+08:00"
  }
}
