import AlmanacCore

extension HolidayTable {
  /// The table in force for a region: the built-in one (if Almanac has one) with the years the
  /// user data directory holds laid over it, year by year, and the region's overlays stored there
  /// (``HolidayOverlay``; ``official`` leaves them out). What every `almanac` command uses before
  /// a `--holidays` file is laid on top for one command.
  ///
  /// ```swift
  /// let table = try HolidayTable.inForce(.mainlandChina)   // built in, and 2027 once imported
  /// ```
  ///
  /// - Parameter dataDirectory: where the user's years are (default: ``HolidayDataDirectory/standard(environment:)``);
  ///   `nil` for the built-in table alone.
  /// - Throws: ``HolidayDataError`` when a stored file does not load: never skipped, since a
  ///   year silently missing would be answered by the built-in data or not at all.
  public static func inForce(
    _ region: HolidayRegion, dataDirectory: HolidayDataDirectory? = HolidayDataDirectory.standard()
  ) throws(HolidayDataError) -> HolidayTable {
    let builtIn =
      HolidayTable.builtIn(region: region) ?? HolidayTable(region: region, years: [], holidays: [])
    guard let dataDirectory else { return builtIn }
    return try builtIn.layering(dataDirectory.storedYears().filter { $0.region == region })
      .overlaying(dataDirectory.storedOverlays().map(\.overlay))
  }

  /// This table with stored years laid over it, in order, in one build (a directory of many
  /// years costs one table, not one per year).
  func layering(_ stored: [StoredHolidayYear]) -> HolidayTable {
    // Same region, so the merge cannot fail.
    (try? merging(contentsOf: stored.filter { $0.region == region }.map(\.table))) ?? self
  }
}
