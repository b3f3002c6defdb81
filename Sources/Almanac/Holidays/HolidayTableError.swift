/// Why a holiday table could not answer.
public enum HolidayTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The table has no arrangement for the year: its notice is not published yet, or the table
  /// was built before it. Never answered as an ordinary day unless the caller asks for that.
  case notPublished(region: HolidayRegion, year: Int, covered: [Int])
  /// Two tables of different regions cannot be merged.
  case regionMismatch(HolidayRegion, HolidayRegion)

  /// A one-line message naming the region and year and what is covered.
  public var description: String {
    switch self {
    case .notPublished(let region, let year, let covered):
      let span = covered.isEmpty ? "no years" : HolidayTableError.spans(covered)
      return "\(year) is not yet published for \(region) in this build (covered: \(span))"
    case .regionMismatch(let a, let b):
      return "cannot merge a \(b) table into a \(a) table"
    }
  }

  /// Years as compact spans: `2004...2026` or `2020...2024, 2026`.
  static func spans(_ years: [Int]) -> String {
    var parts: [String] = []
    var start: Int?
    var previous: Int?
    for year in years.sorted() + [Int.max] {
      if let last = previous, year == last + 1 {
        previous = year
        continue
      }
      if let first = start, let last = previous {
        parts.append(first == last ? "\(first)" : "\(first)...\(last)")
      }
      start = year
      previous = year
    }
    return parts.joined(separator: ", ")
  }
}
