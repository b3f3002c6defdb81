import Foundation
import AlmanacCore

/// One year's arrangement in the holiday data directory (`holidays/CN/2027.json`).
public struct StoredHolidayYear: Sendable {
  /// The region.
  public let region: HolidayRegion
  /// The year.
  public let year: Int
  /// The stored file.
  public let file: URL
  /// The SHA-256 of the stored file, in lowercase hex.
  public let sha256: String
  /// The file it was imported from, as recorded at import (`nil` for a file stored without one).
  public let source: HolidaySourceFile?
  /// The year as a table (one year covered).
  public let table: HolidayTable

  /// The notices that arranged the year (title and number), in order, each once.
  public var notices: [String] {
    var seen: [String] = []
    for notice in table.holidays.compactMap(\.notice) where !seen.contains(notice) { seen.append(notice) }
    return seen
  }
}
