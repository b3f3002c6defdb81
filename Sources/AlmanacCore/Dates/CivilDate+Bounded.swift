extension CivilDate {
  /// Every supported date, 0001-01-01...9999-12-31: the range a search, a window or a count that
  /// comes from outside must stay in (see ``adding(days:within:)``).
  public static let supportedDates = CivilDate.min...CivilDate.max

  /// The date `days` days later (earlier when negative), or `nil` when it falls outside `range`.
  ///
  /// Unlike ``adding(days:)``, which treats a result outside the supported dates as a
  /// programmer's error, this takes any `Int` (`Int.min` included) and never traps: what a
  /// request, a file or an argument asks for is stepped with it.
  ///
  /// ```swift
  /// CivilDate.max.adding(days: 1, within: CivilDate.supportedDates)        // nil
  /// CivilDate("2026-12-31")?.adding(days: 1, within: CivilDate.supportedDates)  // 2027-01-01
  /// ```
  public func adding(days: Int, within range: ClosedRange<CivilDate>) -> CivilDate? {
    let (sum, overflow) = daysSince1970.addingReportingOverflow(days)
    guard !overflow, sum >= range.lowerBound.daysSince1970, sum <= range.upperBound.daysSince1970 else {
      return nil
    }
    return CivilDate(uncheckedDayNumber: sum)
  }

  /// The date `days` days later (earlier when negative), stopped at the nearer end of `range`:
  /// the far end of a search window that must not leave the supported dates
  /// (`date.adding(days: 400, clampedTo: CivilDate.supportedDates)` is 9999-12-31 for any date in
  /// 9999). Takes any `Int`; never traps.
  public func adding(days: Int, clampedTo range: ClosedRange<CivilDate>) -> CivilDate {
    let (sum, overflow) = daysSince1970.addingReportingOverflow(days)
    if overflow { return days < 0 ? range.lowerBound : range.upperBound }
    if sum < range.lowerBound.daysSince1970 { return range.lowerBound }
    if sum > range.upperBound.daysSince1970 { return range.upperBound }
    return CivilDate(uncheckedDayNumber: sum)
  }
}
