/// The days a calendar lets the user pick: a minimum and a maximum date, and rules relative to
/// today. A page shows the days outside as disabled (``GridOptions/bounds``); a
/// ``DateSelection`` made with the same bounds refuses them, with the reason.
///
/// ```swift
/// let bounds = DateBounds(maximumDate: CivilDate("2026-12-31"), disablePast: true, today: CivilDate("2026-11-30"))
/// bounds.contains(CivilDate("2026-11-29")!)     // false
/// bounds.violation(for: CivilDate("2027-01-01")!)?.description   // "2027-01-01 is after the last day that can be picked, 2026-12-31"
/// ```
public struct DateBounds: Sendable, Hashable, Codable {
  /// Days before this cannot be picked.
  public var minimumDate: CivilDate?
  /// Days after this cannot be picked.
  public var maximumDate: CivilDate?
  /// Days before `today` cannot be picked.
  public var disablePast: Bool
  /// Days after `today` cannot be picked.
  public var disableFuture: Bool
  /// Today, for the past and future rules (the rules do nothing without it).
  public var today: CivilDate?

  /// Bounds; by default every day can be picked.
  public init(
    minimumDate: CivilDate? = nil, maximumDate: CivilDate? = nil, disablePast: Bool = false,
    disableFuture: Bool = false, today: CivilDate? = nil
  ) {
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.disablePast = disablePast
    self.disableFuture = disableFuture
    self.today = today
  }

  /// No bounds: every day can be picked.
  public static let unbounded = DateBounds()

  /// Whether a day can be picked.
  @inline(__always)
  public func contains(_ date: CivilDate) -> Bool { violation(for: date) == nil }

  /// The days that can be picked as day numbers, `first...last` (`first > last` when none):
  /// the bounds always enclose one run of days.
  var dayNumbers: (first: Int, last: Int) {
    var first = minimumDate?.daysSince1970 ?? Int.min
    var last = maximumDate?.daysSince1970 ?? Int.max
    if let today {
      if disablePast { first = Swift.max(first, today.daysSince1970) }
      if disableFuture { last = Swift.min(last, today.daysSince1970) }
    }
    return (first, last)
  }

  /// Why a day cannot be picked, or `nil` when it can.
  public func violation(for date: CivilDate) -> Violation? {
    if let minimumDate, date < minimumDate { return .beforeMinimum(date, minimum: minimumDate) }
    if let maximumDate, date > maximumDate { return .afterMaximum(date, maximum: maximumDate) }
    if let today {
      if disablePast && date < today { return .past(date, today: today) }
      if disableFuture && date > today { return .future(date, today: today) }
    }
    return nil
  }

  /// Why a day is outside the bounds.
  public enum Violation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Before the minimum date.
    case beforeMinimum(CivilDate, minimum: CivilDate)
    /// After the maximum date.
    case afterMaximum(CivilDate, maximum: CivilDate)
    /// Before today, where the past is disabled.
    case past(CivilDate, today: CivilDate)
    /// After today, where the future is disabled.
    case future(CivilDate, today: CivilDate)

    /// A sentence for the user.
    public var description: String {
      switch self {
      case .beforeMinimum(let date, let minimum):
        "\(date) is before the first day that can be picked, \(minimum)"
      case .afterMaximum(let date, let maximum):
        "\(date) is after the last day that can be picked, \(maximum)"
      case .past(let date, let today): "\(date) is in the past (today is \(today))"
      case .future(let date, let today): "\(date) is in the future (today is \(today))"
      }
    }
  }
}
