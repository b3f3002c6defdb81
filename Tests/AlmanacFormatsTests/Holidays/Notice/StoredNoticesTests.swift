import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The State Council's notices behind the built-in data (data/holidays/notices, as published and
/// reposted), read by the notice reader: each year's notices give exactly the built-in year.
@Suite("Stored notices")
struct StoredNoticesTests {
  static let directory = ProjectFiles.root.appendingPathComponent("data/holidays/notices")
  static let years = Array(2006...2026)

  /// A year's notices in one text: the annual notice first, then the ones that change it.
  static func text(ofYear year: Int) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let extras = names.filter { $0.hasPrefix("CN-\(year)-") }
    return try (["CN-\(year).txt"] + extras).map {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  @Test("every year 2006–2026 has its notice stored", arguments: years)
  func stored(year: Int) {
    #expect(
      FileManager.default.fileExists(atPath: Self.directory.appendingPathComponent("CN-\(year).txt").path))
  }

  @Test("a year's notices give exactly the built-in year", arguments: years)
  func matchesBuiltIn(year: Int) throws {
    var notes: [HolidayFileNote] = []
    let table = try HolidayTable.load(
      text: try Self.text(ofYear: year), file: "CN-\(year).txt", notes: &notes)
    #expect(table.years == [year])
    let read = table.holidays(inYear: year)
    let builtIn = HolidayTable.mainlandChina.holidays(inYear: year)
    #expect(read.map(\.name) == builtIn.map(\.name))
    #expect(read.map(\.daysOff) == builtIn.map(\.daysOff))
    #expect(read.map(\.workDays) == builtIn.map(\.workDays))
    #expect(read.map(\.statutoryDays) == builtIn.map(\.statutoryDays))
    #expect(read.map(\.notice) == builtIn.map(\.notice))
    #expect(read.map(\.clauses) == builtIn.map(\.clauses))
    // Every day of every holiday has its clause.
    for holiday in read {
      for day in holiday.daysOff + holiday.workDays {
        #expect(holiday.clause(on: day) != nil, "\(holiday.name) \(day) has no clause")
      }
    }
    if year == 2024 {
      // 除夕 2024 was not a day off: the notice only encourages employers to give it.
      #expect(
        notes.map(\.description) == [
          "CN-2024.txt:6: '鼓励各单位结合带薪年休假等制度落实，安排职工在除夕（2月9日）休息。' encourages time off on 2024-02-09 without granting it: not read as a day off"
        ])
    } else {
      #expect(notes.isEmpty, "\(notes)")
    }
  }
}
