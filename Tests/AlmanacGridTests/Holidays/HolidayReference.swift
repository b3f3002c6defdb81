import AlmanacTestSupport
import Testing

@testable import AlmanacCore

/// The day-by-day references of the regions whose tables are computed from rules
/// (data/holidays/KR-, VN- and MO-reference.tsv, written from holidays 0.109 by
/// tools/crosscheck/holiday_reference_*.py).
enum HolidayReference {
  /// A reference file's rows by date: the fields after the date.
  static func rows(_ file: String) throws -> [CivilDate: [String]] {
    var result: [CivilDate: [String]] = [:]
    for fields in try ProjectFiles.records(file) {
      result[try #require(CivilDate(fields[0]))] = Array(fields.dropFirst())
    }
    return result
  }

  /// What a comparison of a year's days says when Almanac and the reference differ.
  static func difference(_ year: Int, got: Set<CivilDate>, expected: Set<CivilDate>) -> Comment {
    Comment(
      rawValue:
        "\(year): only Almanac \(got.subtracting(expected).sorted()), only the reference \(expected.subtracting(got).sorted())"
    )
  }
}
