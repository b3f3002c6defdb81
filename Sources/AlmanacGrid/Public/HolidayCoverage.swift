import AlmanacCore
import AlmanacLocale

/// How much of a page a holiday table covers, and which years it is missing.
///
/// ```swift
/// try MonthGrid(year: 2026, month: 12).holidayCoverage   // .partial(missing: [2027]): the out-dates of January
/// ```
public enum HolidayCoverage: Sendable, Hashable, Codable {
  /// Every day shown has its status.
  case full
  /// Some days shown have no status: their years (ascending) have no arrangement in the table.
  case partial(missing: [Int])
  /// No day shown has a status: none of the years is covered (or no table is used, and then
  /// `missing` is empty).
  case none(missing: [Int])

  /// The years shown without an arrangement, ascending.
  public var missingYears: [Int] {
    switch self {
    case .full: []
    case .partial(let years), .none(let years): years
    }
  }

  /// Whether every day shown has its status.
  public var isFull: Bool { self == .full }
}
