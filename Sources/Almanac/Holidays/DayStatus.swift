/// What kind of day a date is in a region's holiday table.
public enum DayStatus: Sendable, Hashable {
  /// An ordinary working day.
  case workday
  /// An ordinary weekend day.
  case weekend
  /// A day off of a holiday; `statutory` for the 法定 days, `false` for days swapped in (调休),
  /// substitute days and weekends inside the block.
  case holiday(HolidayName, statutory: Bool)
  /// A weekend day that is a working day because of the holiday's swap (补班 / 调休上班).
  case adjustedWorkday(for: HolidayName)

  /// Whether people work that day.
  public var isWorkday: Bool {
    switch self {
    case .workday, .adjustedWorkday: true
    case .weekend, .holiday: false
    }
  }

  /// The calendar badge: `休` on a holiday's day off, `班` on a make-up working day, else `nil`.
  public var badge: String? {
    switch self {
    case .holiday: "休"
    case .adjustedWorkday: "班"
    case .workday, .weekend: nil
    }
  }

  /// The holiday's name for `.holiday` and `.adjustedWorkday`.
  public var holidayName: HolidayName? {
    switch self {
    case .holiday(let name, _), .adjustedWorkday(let name): name
    case .workday, .weekend: nil
    }
  }

  /// The status's name in JSON: `workday`, `weekend`, `holiday`, `adjustedWorkday`.
  public var kind: String {
    switch self {
    case .workday: "workday"
    case .weekend: "weekend"
    case .holiday: "holiday"
    case .adjustedWorkday: "adjustedWorkday"
    }
  }
}
