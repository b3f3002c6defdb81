import Foundation

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
    self = try LocaleSource.weekConventions(canonical: try LocaleSource.canonical(locale))
  }

  /// The seven weekdays in display order, starting with ``firstWeekday``.
  public var orderedWeekdays: [Weekday] { (0..<7).map { firstWeekday.advanced(by: $0) } }
}

extension WeekConventions {
  /// The week conventions of a Foundation locale (its identifier).
  ///
  /// - Throws: ``LocalizationError`` for a locale that is not known.
  public init(locale: Locale) throws(LocalizationError) {
    try self.init(locale: locale.identifier)
  }
}
