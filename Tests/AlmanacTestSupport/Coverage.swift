import AlmanacCore

/// The built-in table's years, so that tests name "the first year without an arrangement" as
/// the table says, never as a constant: adding next year's notice keeps the suite green.
package enum Coverage {
  /// Mainland China's covered years.
  package static let years = HolidayTable.mainlandChina.years
  /// The last covered year.
  package static let last = years.last ?? 2026
  /// The first year after it: not yet published.
  package static let next = last + 1
  /// `2004...2026`, as messages write the coverage.
  package static let span = "\(years.first ?? 2004)...\(last)"
}
