/// The 休 / 班 badge of a cell (``DayStatus/badge``), or 预 on a statutory day of a year whose
/// arrangement is not yet published.
public enum DayBadge: Sendable, Hashable, Codable {
  /// A day off of a holiday (休).
  case rest(HolidayName)
  /// A make-up working day (班).
  case work(HolidayName)
  /// A statutory day off of a year not yet published (预, for 预计: expected): off by the law in
  /// force, confirmed only when the notice comes (``HolidayTable/provisionalStatus(on:)``).
  case expectedRest(HolidayName)

  /// `休`, `班` or `预`.
  public var text: String { text(.simplified) }

  /// The badge in a script: `休`, `班`, `预` (traditional `預`).
  public func text(_ script: ChineseScript) -> String {
    switch self {
    case .rest: "休"
    case .work: "班"
    case .expectedRest: script == .traditional ? "預" : "预"
    }
  }

  /// The holiday it belongs to.
  public var holidayName: HolidayName {
    switch self {
    case .rest(let name), .work(let name), .expectedRest(let name): name
    }
  }

  /// Whether the badge is provisional (预): not yet confirmed by a notice.
  public var isProvisional: Bool {
    if case .expectedRest = self { true } else { false }
  }

  /// The badge of a day: its confirmed status's (休 / 班), else 预 when the law alone makes it
  /// a statutory day off (the one place a badge is decided).
  @inlinable
  package static func of(status: DayStatus?, provisional: DayStatus?) -> DayBadge? {
    if let status { return status.badge }
    if case .holiday(let name, _)? = provisional { return .expectedRest(name) }
    return nil
  }
}
