/// Why a page could not be built.
public enum GridError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The month is outside 1...12 or the year outside 1...9999.
  case invalidMonth(year: Int, month: Int)
  /// The locale is unknown.
  case locale(LocalizationError)

  /// A one-line message naming the input and what is allowed.
  public var description: String {
    switch self {
    case .invalidMonth(let year, let month):
      "\(year)-\(month) is not a month; use a year in 1...9999 and a month in 1...12"
    case .locale(let error): error.description
    }
  }
}
