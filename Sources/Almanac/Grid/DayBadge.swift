/// The 休 / 班 badge of a cell (``DayStatus/badge``).
public enum DayBadge: Sendable, Hashable, Codable {
  /// A day off of a holiday (休).
  case rest(HolidayName)
  /// A make-up working day (班).
  case work(HolidayName)

  /// `休` or `班`.
  public var text: String {
    switch self {
    case .rest: "休"
    case .work: "班"
    }
  }

  /// The holiday it belongs to.
  public var holidayName: HolidayName {
    switch self {
    case .rest(let name), .work(let name): name
    }
  }
}
