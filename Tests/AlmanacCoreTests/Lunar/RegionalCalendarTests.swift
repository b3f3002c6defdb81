import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore

@Suite("Korean and Vietnamese calendars: tables from the engine, checked against their references")
struct RegionalCalendarTests {
  @Test("every Vietnamese month of 1900–2100 begins where lunar-vn and vnlunar say")
  func vietnameseAgainstReference() throws {
    var checked = 0
    for fields in try ProjectFiles.records("data/lunar/vietnamese-reference-months.tsv") {
      let first = try #require(LunarDate(isoText: fields[0] + "-01"))
      #expect(fields[2] == "-", "the two packages agree on \(fields[0])")
      #expect(
        try LunarCalendar.vietnamese.civilDate(for: first).description == fields[1], "\(fields[0]) begins \(fields[1])")
      checked += 1
    }
    #expect(checked == 2_487)
    // Tết 2026 and 2030; 2025 has a leap sixth month, as in China; 2007 differs from China's
    // (Vietnam's Tết 2007-02-17, China's 春节 2007-02-18).
    #expect(try LunarCalendar.vietnamese.newYear(of: 2026).description == "2026-02-17")
    #expect(try LunarCalendar.vietnamese.newYear(of: 2007).description == "2007-02-17")
    #expect(try LunarCalendar.chinese.newYear(of: 2007).description == "2007-02-18")
    #expect(try LunarCalendar.vietnamese.leapMonth(inYear: 2025) == 6)
  }

  @Test("the generated Korean and Vietnamese tables are the engine's years with the corrections of data/")
  func tablesInSync() throws {
    let vietnamese = try ProjectFiles.records("data/lunar/vietnamese-corrections.tsv").map { fields in
      let month = try #require(LunarDate(isoText: fields[0] + "-01"))
      return EngineCorrection(
        year: month.year, month: month.month, isLeap: month.isLeapMonth, firstDay: try #require(CivilDate(fields[1])))
    }
    #expect(!vietnamese.isEmpty)
    for (calendar, generated, corrections) in [
      (LunarCalendar.korean, LunarTable.generatedKoreanYears, []),
      (LunarCalendar.vietnamese, LunarTable.generatedVietnameseYears, vietnamese),
    ] {
      #expect(generated.count == 202)
      for (offset, year) in generated.enumerated() where offset % 3 == 0 || offset > 140 {
        let engine = try calendar.engineYear(LunarTable.generatedRegionalFirstYear + offset, corrections: corrections)
        #expect(
          Int(year.newYear) == engine.newYear.daysSince1970 && Int(year.leapMonth) == engine.leapMonth
            && Int(year.longMonths) == engine.longMonths, "\(calendar.variant) \(offset + 1899)")
      }
    }
  }

  @Test("outside the tables the engine answers: whole years, days round-trip")
  func outsideTables() throws {
    for calendar in [LunarCalendar.korean, LunarCalendar.vietnamese] {
      for year in [1, 1500, 2101, 2500, 9998] {
        let months = try calendar.months(inYear: year)
        #expect(months.count == 12 || months.count == 13)
        for month in months {
          #expect(calendar.lunarDate(for: month.firstDay).day == 1, "\(calendar.variant) \(year)")
        }
      }
    }
  }
}
