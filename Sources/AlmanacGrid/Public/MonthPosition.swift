import AlmanacCore
import AlmanacLocale

/// Which month a cell's date belongs to.
public enum MonthPosition: String, Sendable, Hashable, Codable {
  /// An in-date from the previous month.
  case previous
  /// A day of the month itself.
  case this
  /// An out-date from the next month.
  case next
}
