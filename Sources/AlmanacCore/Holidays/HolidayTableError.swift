/// Why a holiday table could not answer.
public enum HolidayTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The table has no arrangement for the year, which comes after the first year it has: its
  /// notice is not published yet, or the table was built before it. Never answered as an
  /// ordinary day unless the caller asks for that (``HolidayAssumption``).
  case notPublished(region: HolidayRegion, year: Int, covered: [Int])
  /// The year lies before the first arrangement the table has (CN 2003: the built-in table
  /// begins in 2004).
  case beforeCoverage(region: HolidayRegion, year: Int, covered: [Int])
  /// The caller assumed the law's statutory days (``HolidayAssumption/law``) for a
  /// year or region Almanac knows no such law for.
  case noStatutoryRule(region: HolidayRegion, year: Int)
  /// Two tables of different regions cannot be merged.
  case regionMismatch(HolidayRegion, HolidayRegion)
  /// A span whose end comes before its start.
  case reversedSpan(from: CivilDate, through: CivilDate)
  /// Counting `workdays` working days from `date` walks out of the supported dates
  /// (0001-01-01...9999-12-31) before it gets there.
  case outsideSupportedDates(from: CivilDate, workdays: Int)
  /// A link's days asked before the day its rule is stated from (Stock Connect Northbound before
  /// 2023-04-24).
  case beforeMarketRule(TradingCalendar.Market, first: CivilDate)

  /// A one-line message naming the region and year and what is covered.
  public var description: String {
    switch self {
    case .notPublished(let region, let year, let covered):
      return "\(year) is not yet published for \(region) in this build (covered: \(Self.coverage(covered)))"
    case .beforeCoverage(let region, let year, let covered):
      let first = covered.first.map { " (from \($0))" } ?? ""
      return "\(year) is before the holiday arrangements Almanac has for \(region)\(first)"
    case .noStatutoryRule(let region, let year):
      guard let years = LawDays.of(region)?.years else {
        return "no law of statutory days is known for \(region); assume weekends instead"
      }
      return "no law of statutory days is known for \(year) (the law is known for \(years.lowerBound)...\(years.upperBound))"
    case .regionMismatch(let a, let b):
      return "cannot merge a \(b) table into a \(a) table"
    case .reversedSpan(let from, let through):
      return SpanOrder.refusal(from.description, isAfter: through.description)
    case .outsideSupportedDates(let from, let workdays):
      return
        "\(workdays) working days from \(from) go \(workdays < 0 ? "before 0001-01-01" : "past 9999-12-31"), outside the supported dates"
    case .beforeMarketRule(let market, let first):
      return
        "\(market.name)'s days are stated from \(first) (every day both SSE/SZSE and HKEX trade, HKEX rule updates 013/23 and 014/23); before it a settlement-day rule Almanac does not state decided them"
    }
  }

  /// The year the error is about, if any.
  public var year: Int? {
    switch self {
    case .notPublished(_, let year, _), .beforeCoverage(_, let year, _), .noStatutoryRule(_, let year): year
    case .beforeMarketRule(_, let first): first.year
    case .regionMismatch, .reversedSpan, .outsideSupportedDates: nil
    }
  }

  /// `2004...2026`, or `no years`.
  static func coverage(_ covered: [Int]) -> String {
    covered.isEmpty ? "no years" : spans(covered)
  }

  /// Years as compact spans: `2004...2026` or `2020...2024, 2026`.
  package static func spans(_ years: [Int]) -> String {
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
