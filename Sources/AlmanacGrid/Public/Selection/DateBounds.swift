import AlmanacCore
import AlmanacLocale

/// The days a calendar lets the user pick: a minimum and a maximum date, and rules relative to
/// today. A page shows the days outside as disabled (``GridOptions/bounds``); a
/// ``DateSelection`` made with the same bounds refuses them, with the reason.
///
/// ```swift
/// let bounds = DateBounds(maximumDate: CivilDate("2026-12-31"), disablePast: true, today: CivilDate("2026-11-30"))
/// bounds.contains(CivilDate("2026-11-29")!)     // false
/// bounds.violation(for: CivilDate("2027-01-01")!)?.description   // "2027-01-01 is after the last day that can be picked, 2026-12-31"
/// ```
///
/// Days the app closes for its own reasons (sold-out nights, a closed office: what FSCalendar's
/// `shouldSelectDate` decides) go in ``unavailableDates`` with the reason the user is told.
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
  /// Days inside the bounds that cannot be picked, each with the app's reason (`"sold out"`).
  /// Pages show them disabled; a selection refuses them with that reason, and a stay may not
  /// include such a night (it may end on one: check-out is the morning after the last night).
  public var unavailableDates: [CivilDate: String] = [:]

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

  /// Marks days unavailable with one reason (a later reason for the same day replaces it).
  public mutating func markUnavailable(_ dates: some Sequence<CivilDate>, reason: String) {
    for date in dates { unavailableDates[date] = reason }
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
    if let reason = unavailableDates[date] { return .unavailable(date, reason: reason) }
    return nil
  }

  /// Why a day cannot be a stay's check-out, or `nil` when it can: a day that can be picked, an
  /// unavailable day (the stay leaves that morning), or the day after the last day that can be
  /// picked (the last night may be the last day).
  public func checkOutViolation(for date: CivilDate) -> Violation? {
    guard let violation = violation(for: date) else { return nil }
    switch violation {
    case .unavailable: return nil
    case .afterMaximum, .future:
      let last = dayNumbers.last
      return last != Int.max && date.daysSince1970 == last + 1 ? nil : violation
    case .beforeMinimum, .past: return violation
    }
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
    /// Closed by the app (``DateBounds/unavailableDates``), with its reason.
    case unavailable(CivilDate, reason: String)

    /// A sentence for the user.
    public var description: String {
      switch self {
      case .beforeMinimum(let date, let minimum):
        "\(date) is before the first day that can be picked, \(minimum)"
      case .afterMaximum(let date, let maximum):
        "\(date) is after the last day that can be picked, \(maximum)"
      case .past(let date, let today): "\(date) is in the past (today is \(today))"
      case .future(let date, let today): "\(date) is in the future (today is \(today))"
      case .unavailable(let date, let reason): "\(date) cannot be picked: \(reason)"
      }
    }
  }
}

extension DateBounds {
  private enum CodingKeys: String, CodingKey {
    case minimumDate, maximumDate, disablePast, disableFuture, today, unavailableDates
  }

  /// A date as an object's key.
  private struct DateKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes bounds; `unavailableDates` may be missing (bounds saved before it existed), an
  /// object keyed by date (`{"2026-12-24":"sold out"}`), or the flat array of dates and reasons
  /// Foundation wrote for it before (`["2026-12-24","sold out",…]`), read once and written as an
  /// object from then on.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      minimumDate: try container.decodeIfPresent(CivilDate.self, forKey: .minimumDate),
      maximumDate: try container.decodeIfPresent(CivilDate.self, forKey: .maximumDate),
      disablePast: try container.decodeIfPresent(Bool.self, forKey: .disablePast) ?? false,
      disableFuture: try container.decodeIfPresent(Bool.self, forKey: .disableFuture) ?? false,
      today: try container.decodeIfPresent(CivilDate.self, forKey: .today))
    guard container.contains(.unavailableDates), try !container.decodeNil(forKey: .unavailableDates) else { return }
    if let object = try? container.nestedContainer(keyedBy: DateKey.self, forKey: .unavailableDates) {
      for key in object.allKeys {
        guard let date = CivilDate(key.stringValue) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: object, debugDescription: "\(QuotedInput.quoted(key.stringValue)) is not a date")
        }
        unavailableDates[date] = try object.decode(String.self, forKey: key)
      }
      return
    }
    unavailableDates = try container.decode([CivilDate: String].self, forKey: .unavailableDates)
  }

  /// Encodes every field; `unavailableDates` as an object keyed by date, in date order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(minimumDate, forKey: .minimumDate)
    try container.encodeIfPresent(maximumDate, forKey: .maximumDate)
    try container.encode(disablePast, forKey: .disablePast)
    try container.encode(disableFuture, forKey: .disableFuture)
    try container.encodeIfPresent(today, forKey: .today)
    var dates = container.nestedContainer(keyedBy: DateKey.self, forKey: .unavailableDates)
    for (date, reason) in unavailableDates.sorted(by: { $0.key < $1.key }) {
      try dates.encode(reason, forKey: DateKey(stringValue: date.description))
    }
  }
}
