import AlmanacCore
import AlmanacLocale

/// A year at a glance: its twelve pages.
public struct YearGrid: Sendable {
  /// The year.
  public let year: Int
  /// January to December.
  public let months: [MonthGrid]

  /// The twelve pages of a year.
  ///
  /// - Throws: ``GridError`` for a year outside 1...9999 or an unknown locale.
  public init(year: Int, options: GridOptions = GridOptions()) throws(GridError) {
    let context = try GridContext(options: options)
    self.year = year
    var months: [MonthGrid] = []
    for month in 1...12 { months.append(try MonthGrid(year: year, month: month, context: context)) }
    self.months = months
  }

  /// How much of the year the holiday table covers: `full`, or `none(missing: [2027])` for a
  /// year without an arrangement (`none(missing: [])` without a table).
  public var holidayCoverage: HolidayCoverage {
    guard let table = months.first?.options.holidays else { return .none(missing: []) }
    return table.covers(year: year) ? .full : .none(missing: [year])
  }

  /// The page's sentence about a year without an arrangement, in its language (see
  /// ``MonthGrid/coverageNote``); `nil` for a covered year or without a table.
  public var coverageNote: String? {
    guard let first = months.first, let table = first.options.holidays else { return nil }
    return HolidayCoverage.note(
      missing: holidayCoverage.missingYears, table: table, language: first.localeData.language)
  }

  /// The localised header: `2026 · 丙午年【马年】`, `2026 · 丙午, Year of the Horse`. The 干支 is
  /// the lunar year that begins in the year.
  public var title: String {
    let locale = months.first?.localeData
    let stemBranch = StemBranch(year: year)
    return "\(year) · " + (locale?.lunarYearText(stemBranch) ?? "\(stemBranch)")
  }
}
