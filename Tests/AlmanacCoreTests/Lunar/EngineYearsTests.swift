import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore

@Suite("The Chinese calendar outside the table: the astronomy engine with published corrections")
struct EngineYearsTests {
  let calendar = LunarCalendar.chinese

  @Test(
    "every month of 1644–1898 and 2101–2300 begins where lunar-python and sxtwl say",
    arguments: [
      ("data/lunar/reference-months-1644-1899.tsv", 1644...1898),
      ("data/lunar/reference-months-2101-2300.tsv", 2101...2300),
    ])
  func againstReferences(file: String, years: ClosedRange<Int>) throws {
    var checked = 0
    for fields in try ProjectFiles.records(file) {
      guard let first = LunarDate(isoText: fields[0] + "-01"), years.contains(first.year) else { continue }
      #expect(fields[2] == "-", "lunar-python and sxtwl agree on \(fields[0])")
      #expect(try calendar.civilDate(for: first).description == fields[1], "\(fields[0]) begins \(fields[1])")
      checked += 1
    }
    #expect(checked > (years.count * 12), "every month of \(years) is in \(file)")
  }

  @Test("every published correction lies inside the table's years, and the table holds it")
  func correctionsInsideTheTable() throws {
    // Why the years computed at run time (outside the table) need no correction.
    for (file, calendar) in [
      ("data/lunar/engine-corrections.tsv", LunarCalendar.chinese),
      ("data/lunar/vietnamese-corrections.tsv", LunarCalendar.vietnamese),
    ] {
      let years = try #require(calendar.tableYears)
      for fields in try ProjectFiles.records(file) {
        let month = try #require(LunarDate(isoText: fields[0] + "-01"))
        let day = try #require(CivilDate(fields[1]))
        #expect(years.contains(month.year), "\(file): \(fields[0]) is outside the table's \(years)")
        #expect(calendar.lunarDate(for: day) == month, "\(fields[0]) begins on \(day) in the table")
      }
    }
    #expect(try ProjectFiles.records("data/lunar/engine-corrections.tsv").count == 39, "38 months of the Qing calendar and 1906-04")
  }

  @Test("far years (1 … 9999): whole years of 12 or 13 months of 29 or 30 days, days round-trip")
  func farYears() throws {
    for year in [1, 2, 999, 1000, 1643, 3001, 4743, 6000, 9998] {
      let months = try calendar.months(inYear: year)
      #expect(months.count == 12 || months.count == 13, "\(year)")
      #expect(months.allSatisfy { $0.length == 29 || $0.length == 30 }, "\(year)")
      #expect((months.count == 13) == (try calendar.leapMonth(inYear: year) != nil), "\(year)")
      for month in months {
        let first = try #require(
          LunarDate(year: year, month: month.month, day: 1, isLeapMonth: month.isLeapMonth))
        #expect(try calendar.civilDate(for: first) == month.firstDay)
        #expect(calendar.lunarDate(for: month.firstDay) == first)
      }
    }
    #expect(calendar.lunarDate(for: .min).year == 0)
    #expect(calendar.lunarDate(for: .max).year == 9999)
  }
}

/// The disputed months, as `day` names them on each of their days.
@Suite("Lunar disputes")
struct LunarDisputeTests {
  @Test("every listed month is named on each day the two choices differ, and on no other")
  func disputes() throws {
    #expect(LunarDispute.all.map(\.month) == ["1906-04", "2057-09", "2089-08", "2097-07"])
    for dispute in LunarDispute.all {
      let first = min(dispute.chosen, dispute.other)
      #expect(LunarDispute.on(first)?.month == dispute.month)
      #expect(LunarDispute.on(first.adding(days: -1)) == nil, "\(dispute.month): the day before")
      // The table begins the month on the chosen day.
      let lunar = LunarCalendar.chinese.lunarDate(for: dispute.chosen)
      #expect(lunar.day == 1, "\(dispute.month) begins \(dispute.chosen) in the table")
      // The month's last day is still named; the next month's first is not.
      let length = try LunarCalendar.chinese.daysInMonth(lunar.month, isLeapMonth: lunar.isLeapMonth, inYear: lunar.year)
      #expect(LunarDispute.on(dispute.chosen.adding(days: length - 1))?.month == dispute.month)
      #expect(LunarDispute.on(dispute.chosen.adding(days: length)) == nil)
    }
    // 2057: the Hong Kong Observatory's 09-28.
    #expect(LunarDispute.all.first { $0.month == "2057-09" }?.chosen == CivilDate("2057-09-28"))
  }
}
