import AlmanacCore
import AlmanacLocale

/// How far a month page continues with the next month's days.
public enum OutDates: String, Sendable, Hashable, Codable, CaseIterable {
  /// End with the month's last day.
  case none
  /// Fill the last row.
  case tillEndOfRow
  /// Fill rows up to six, so every page has the same height (42 cells).
  case tillEndOfGrid
}
