/// What to assume of a year whose arrangement is not published (or lies before the table's
/// first year) when a question needs it. Without one, workday arithmetic refuses such a year
/// (``HolidayTableError/notPublished(region:year:covered:)``): the notice will move days.
///
/// ```swift
/// let table = HolidayTable.mainlandChina
/// try table.workdays(from: CivilDate("2027-01-01")!, through: CivilDate("2027-12-31")!, assuming: .weekends)
/// // 261: every weekday works
/// try table.workdays(from: CivilDate("2027-01-01")!, through: CivilDate("2027-12-31")!, assuming: .law)
/// // 254: the law's 13 statutory days off, 7 of them on weekdays; no 调休
/// ```
public enum HolidayAssumption: String, Sendable, Hashable, Codable, CaseIterable {
  /// Plain weekends: every day of the region's weekend is off, every other day works.
  case weekends
  /// The law's statutory days off (全国年节及纪念日放假办法, mainland China) and plain weekends,
  /// without the 调休 swaps a notice adds. A region or year without a law Almanac knows is
  /// refused (``HolidayTableError/noStatutoryRule(region:year:)``).
  case law
}
