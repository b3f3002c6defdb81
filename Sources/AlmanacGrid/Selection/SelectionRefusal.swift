import AlmanacCore
import AlmanacLocale

/// Why a tap was refused.
public enum SelectionRefusal: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The day is outside the selection's bounds.
  case disabled(DateBounds.Violation)
  /// The multiple selection is full.
  case tooManyDates(max: Int)
  /// The stay would exceed the maximum number of nights.
  case rangeTooLong(nights: Int, maxNights: Int)
  /// The stay would be shorter than the minimum.
  case rangeTooShort(nights: Int, minNights: Int)
  /// The span would hold more days than the maximum (both ends counted).
  case tooManyDays(days: Int, maxDays: Int)
  /// The span would hold fewer days than the minimum.
  case tooFewDays(days: Int, minDays: Int)
  /// The stay or span would include a day the app closed (``DateBounds/unavailableDates``).
  case includesUnavailable(CivilDate, reason: String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .disabled(let violation): violation.description
    case .tooManyDates(let max): "at most \(max) days can be selected"
    case .rangeTooLong(let nights, let max): "a stay of \(nights) nights is longer than the maximum of \(max)"
    case .rangeTooShort(let nights, let min):
      "a stay of \(nights) nights is shorter than the minimum of \(min)"
    case .tooManyDays(let days, let max): "\(days) days are more than the \(max) that can be picked"
    case .tooFewDays(let days, let min): "\(days) days are fewer than the \(min) that must be picked"
    case .includesUnavailable(let date, let reason):
      "the selection would include \(date), which cannot be picked: \(reason)"
    }
  }
}
