import Almanac
import Foundation

/// Builds the Chinese lunar-year table: the engine's months with the published corrections
/// applied, checked for shape, grouped into years. ICU's months (with the corrections of
/// `data/lunar/corrections.tsv`, what ICU 72.1 gets wrong) are read only to cross-check.
struct LunarTableBuilder {
  /// The lunar years the table covers.
  static let years = EngineYears.publishedYears
  /// ICU's known errors, for the cross-check (`verify`, `icu-diff`).
  static let correctionsFile = "data/lunar/corrections.tsv"
  /// The ICU version whose errors that file lists.
  static let correctionsICU = "72.1"

  /// One correction: the month that really begins on `firstDay`, and why we believe it.
  struct Correction {
    let label: MonthLabel
    let firstDay: CivilDate
    let source: String
  }

  /// One year of the finished table.
  struct Year: Equatable {
    let year: Int
    let newYear: CivilDate
    let leapMonth: Int
    let lengths: [Int]
  }

  /// Reads and checks the corrections file.
  static func corrections(_ project: Project) throws -> [Correction] {
    var seen: [MonthLabel: Int] = [:]
    return try project.records(correctionsFile, fields: ["month", "first day", "source"]).map {
      record in
      let label = try record.month(0)
      let day = try record.date(1)
      guard !record.fields[2].trimmingCharacters(in: .whitespaces).isEmpty else {
        throw record.error("the source is empty; say where the correct date comes from")
      }
      if let earlier = seen[label] {
        throw record.error("\(label) is corrected twice (also on line \(earlier))")
      }
      seen[label] = record.line
      return Correction(label: label, firstDay: day, source: record.fields[2])
    }
  }

  /// Every month the engine starts in `years` and the first month after them (the fast road:
  /// the same days as the full series, `almanac-data engine-proof`).
  static func engineMonths(series: AstronomySeries = .builtIn) -> [MonthStart] {
    AstronomicalLunisolarCalendar.chinese.with(series: series).months(lunarYears: years, followingNewYear: true).map {
      MonthStart(
        label: MonthLabel(year: $0.year, month: $0.month, isLeap: $0.isLeapMonth), firstDay: $0.firstDay)
    }
  }

  /// Applies the engine's corrections by the library's rule: the engine's month with the
  /// corrected name, and its month that began on the corrected day (under whatever name), give
  /// way to the corrected month.
  static func apply(_ corrections: [EngineYears.Correction], to months: [MonthStart]) -> [MonthStart] {
    EngineCorrection.applying(corrections.map(\.engineCorrection), to: months)
  }

  /// Groups months into years and checks every rule of the calendar's shape: months of 29 or 30
  /// days, numbered in order, 12 or 13 to a year with at most one leap month following its
  /// namesake, each year starting where the previous ended.
  /// A broken shape is reported against the engine's corrections file, the one thing that could
  /// have broken it.
  static func years(from months: [MonthStart]) throws -> [Year] {
    let correctionsFile = EngineYears.correctionsFile
    var result: [Year] = []
    for year in years {
      guard
        let first = months.firstIndex(where: { $0.label == MonthLabel(year: year, month: 1, isLeap: false) }),
        let next = months.firstIndex(where: {
          $0.label == MonthLabel(year: year + 1, month: 1, isLeap: false)
        })
      else {
        throw DataFileError(
          file: correctionsFile, line: nil, reason: "lunar year \(year) or \(year + 1) has no first month")
      }
      let yearMonths = Array(months[first...next])
      var lengths: [Int] = []
      var leap = 0
      var expected = 1
      for (month, following) in zip(yearMonths, yearMonths.dropFirst()) {
        let length = month.firstDay.distance(to: following.firstDay)
        guard length == 29 || length == 30 else {
          throw DataFileError(
            file: correctionsFile, line: nil,
            reason:
              "lunar month \(month.label) would have \(length) days (from \(month.firstDay) to \(following.firstDay))"
          )
        }
        if month.label.isLeap {
          guard leap == 0, month.label.month == expected - 1 else {
            throw DataFileError(
              file: correctionsFile, line: nil,
              reason: "lunar year \(year): leap month \(month.label) is out of place")
          }
          leap = month.label.month
        } else {
          guard month.label == MonthLabel(year: year, month: expected, isLeap: false) else {
            throw DataFileError(
              file: correctionsFile, line: nil,
              reason:
                "lunar year \(year): \(month.label) follows month \(expected - 1); expected \(year)-\(expected)"
            )
          }
          expected += 1
        }
        lengths.append(length)
      }
      guard expected == 13 else {
        throw DataFileError(
          file: correctionsFile, line: nil, reason: "lunar year \(year) has \(expected - 1) numbered months")
      }
      result.append(Year(year: year, newYear: yearMonths[0].firstDay, leapMonth: leap, lengths: lengths))
    }
    return result
  }
}
