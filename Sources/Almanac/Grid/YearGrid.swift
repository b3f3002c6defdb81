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

  /// The localised header: `2026 · 丙午年【马年】`, `2026 · 丙午, Year of the Horse`. The 干支 is
  /// the lunar year that begins in the year.
  public var title: String {
    let locale = months.first?.localeData
    let stemBranch = StemBranch(year: year)
    return "\(year) · " + (locale?.lunarYearText(stemBranch) ?? "\(stemBranch)")
  }
}
