import Foundation
import AlmanacCore

/// How a locale lays out weeks: the first day of the week, the weekend, and how the first week of
/// a year is counted: CLDR's week data, read from the system ICU (or, built without the SystemICU
/// trait, from Almanac's own copy of the same table), so `ar_EG` gets a Saturday-first week with a
/// Friday–Saturday weekend and `fa_IR` a Friday weekend.
///
/// ```swift
/// let week = try WeekConventions(locale: "zh_CN")
/// week.firstWeekday            // .monday
/// week.weekend                 // [.saturday, .sunday]
/// ```
public struct WeekConventions: Sendable, Hashable, Codable {
  /// The first day of the week.
  public let firstWeekday: Weekday
  /// The minimal number of days of a year's first week that must fall in that year (1...7).
  public let minimalDaysInFirstWeek: Int
  /// The days that are weekend days in the locale's region.
  public let weekend: Set<Weekday>

  /// Creates conventions from explicit values.
  public init(firstWeekday: Weekday, minimalDaysInFirstWeek: Int = 1, weekend: Set<Weekday>) {
    self.firstWeekday = firstWeekday
    self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
    self.weekend = weekend
  }

  /// The conventions of a locale (an ICU ID like `zh_CN` or a BCP 47 tag like `ar-EG`).
  ///
  /// - Throws: ``LocalizationError`` for a locale that is not known.
  public init(locale: String) throws(LocalizationError) {
    self = try LocaleProvider.weekConventions(canonical: try LocaleProvider.canonical(locale))
  }

  /// The seven weekdays in display order, starting with ``firstWeekday``.
  public var orderedWeekdays: [Weekday] { (0..<7).map { firstWeekday.advanced(by: $0) } }

  private enum CodingKeys: String, CodingKey { case firstWeekday, minimalDaysInFirstWeek, weekend }

  /// Writes the weekend in weekday order (Sunday first), so the same conventions always give the
  /// same bytes (a set has no order of its own).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(firstWeekday, forKey: .firstWeekday)
    try container.encode(minimalDaysInFirstWeek, forKey: .minimalDaysInFirstWeek)
    try container.encode(weekend.sorted { $0.rawValue < $1.rawValue }, forKey: .weekend)
  }

  /// Reads what ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      firstWeekday: try container.decode(Weekday.self, forKey: .firstWeekday),
      minimalDaysInFirstWeek: try container.decode(Int.self, forKey: .minimalDaysInFirstWeek),
      weekend: Set(try container.decode([Weekday].self, forKey: .weekend)))
  }
}

extension WeekConventions {
  /// The week conventions of a Foundation locale (its identifier).
  ///
  /// - Throws: ``LocalizationError`` for a locale that is not known.
  public init(locale: Locale) throws(LocalizationError) {
    try self.init(locale: locale.identifier)
  }
}
