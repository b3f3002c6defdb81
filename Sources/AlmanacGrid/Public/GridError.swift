import AlmanacCore
import AlmanacLocale

/// Why a page could not be built.
public enum GridError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The month is outside 1...12 or the year outside 1...9999.
  case invalidMonth(year: Int, month: Int)
  /// The locale is unknown.
  case locale(LocalizationError)
  /// A span of pages whose end is before its start.
  case reversedRange(from: CivilDate, through: CivilDate)
  /// The week containing a day runs past the supported dates (0001-01-01...9999-12-31).
  case weekOutsideDates(CivilDate, firstWeekday: Weekday)

  /// A one-line message naming the input and what is allowed.
  public var description: String {
    switch self {
    case .invalidMonth(let year, let month):
      guard CivilDate.supportedYears.contains(year) else {
        return "year \(year) lies outside the calendar's years, 1...9999"
      }
      return "month \(month) does not exist; use 1...12"
    case .locale(let error): return error.description
    case .reversedRange(let from, let through):
      return SpanOrder.refusal("the range's start \(from)", isAfter: "its end \(through)")
    case .weekOutsideDates(let date, let first):
      return "the week of \(date) (from \(first.name)) runs past the supported dates, 0001-01-01...9999-12-31"
    }
  }
}
