import Foundation
import Testing

@testable import AlmanacCore

@Suite("Holiday table: status and workday arithmetic")
struct HolidayTableTests {
  let table = HolidayTable.mainlandChina

  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// The 2026 notice (国办发明电〔2025〕7号) as published on 4 November 2025, transcribed by hand.
  static let notice2026: [(name: String, first: String, last: String, work: [String])] = [
    ("元旦", "2026-01-01", "2026-01-03", ["2026-01-04"]),
    ("春节", "2026-02-15", "2026-02-23", ["2026-02-14", "2026-02-28"]),
    ("清明节", "2026-04-04", "2026-04-06", []),
    ("劳动节", "2026-05-01", "2026-05-05", ["2026-05-09"]),
    ("端午节", "2026-06-19", "2026-06-21", []),
    ("中秋节", "2026-09-25", "2026-09-27", []),
    ("国庆节", "2026-10-01", "2026-10-07", ["2026-09-20", "2026-10-10"]),
  ]

  @Test("2026 equals the State Council's notice, holiday by holiday")
  func notice2026() throws {
    let holidays = table.holidays(inYear: 2026)
    #expect(holidays.count == Self.notice2026.count)
    for (holiday, expected) in zip(holidays, Self.notice2026) {
      #expect(holiday.name.zhHans == expected.name)
      #expect(
        holiday.span.lowerBound == date(expected.first) && holiday.span.upperBound == date(expected.last))
      #expect(holiday.workDays.map(\.description) == expected.work, "\(expected.name) 补班")
      #expect(holiday.notice?.contains("国办发明电〔2025〕7号") == true)
    }
  }

  @Test("statuses of February 2026")
  func statuses() throws {
    let spring = HolidayName(zhHans: "春节", zhHant: "春節", english: "Spring Festival")
    #expect(try table.status(on: date("2026-02-14")) == .adjustedWorkday(for: spring))
    #expect(try table.status(on: date("2026-02-15")) == .holiday(spring, statutory: false))
    #expect(
      try table.status(on: date("2026-02-16")) == .holiday(spring, statutory: true),
      "除夕 is statutory from 2025")
    #expect(try table.status(on: date("2026-02-20")) == .holiday(spring, statutory: false))
    #expect(try table.status(on: date("2026-02-24")) == .workday)
    #expect(try table.status(on: date("2026-02-22")).badge?.text == "休")
    #expect(try table.status(on: date("2026-03-01")) == .weekend)
    #expect(try table.status(on: date("2026-02-28")).badge?.text == "班")
  }

  @Test("a year without a notice is never an ordinary day")
  func unpublished() throws {
    #expect(table.years.first == 2004 && table.years == Array(2004...(table.years.last ?? 0)))
    // The first year without an arrangement, and the year before the table (derived).
    let next = (table.years.last ?? 0) + 1
    #expect(!table.covers(year: next) && !table.covers(year: 2003))
    let march = try #require(CivilDate(year: next, month: 3, day: 3))
    #expect(throws: HolidayTableError.notPublished(region: .mainlandChina, year: next, covered: table.years))
    {
      try table.status(on: march)
    }
    #expect(throws: HolidayTableError.self) { try table.isWorkday(march) }
    let december = try #require(CivilDate(year: next - 1, month: 12, day: 1))
    let january = try #require(CivilDate(year: next, month: 1, day: 31))
    #expect(throws: HolidayTableError.self) { try table.workdays(from: december, through: january) }
    let saturday = (0..<7).map { march.adding(days: $0) }.first { $0.weekday == .saturday } ?? march
    #expect(try table.status(on: saturday, assuming: .weekends) == .weekend)
    let weekdaysOfJanuary = (0..<31).filter {
      let day = january.adding(days: -$0)
      return day.weekday != .saturday && day.weekday != .sunday
    }.count
    #expect(
      try table.workdays(from: december, through: january, assuming: .weekends)
        == table.workdays(from: december, through: december.lastOfMonth) + weekdaysOfJanuary)
    #expect(
      throws: HolidayTableError.beforeCoverage(region: .mainlandChina, year: 2003, covered: table.years)
    ) {
      try table.status(on: date("2003-03-03"))
    }
    #expect(
      HolidayTableError.notPublished(region: .mainlandChina, year: 2027, covered: Array(2004...2026))
        .description
        == "2027 is not yet published for CN in this build (covered: 2004...2026)")
  }

  @Test(
    "working days per year, as chinese-calendar 1.11 counts them",
    arguments: [
      (2006, 251), (2019, 250), (2020, 249), (2023, 249), (2024, 251), (2025, 248), (2026, 248),
    ])
  func workdaysPerYear(year: Int, expected: Int) throws {
    let first = try #require(CivilDate(year: year, month: 1, day: 1))
    let last = try #require(CivilDate(year: year, month: 12, day: 31))
    #expect(try table.workdays(from: first, through: last) == expected)
  }

  @Test("workday arithmetic agrees with a day-by-day walk (random spans, both directions)")
  func arithmeticAgainstWalk() throws {
    var seed: UInt64 = 7
    func random(_ range: ClosedRange<Int>) -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
    }
    let first = date("2004-06-01").daysSince1970
    let last = date("2026-06-01").daysSince1970
    for _ in 0..<300 {
      let start = date("1970-01-01").adding(days: random(first...last))
      let steps = random(-60...60)
      let result = try table.adding(workdays: steps, to: start)
      // Walk it by hand.
      var walked = start
      var remaining = abs(steps)
      while remaining > 0 {
        walked = walked.adding(days: steps > 0 ? 1 : -1)
        if try table.isWorkday(walked) { remaining -= 1 }
      }
      #expect(result == walked, "\(start) + \(steps) workdays")
      let end = start.adding(days: random(0...400))
      guard end.year <= 2026 else { continue }
      var counted = 0
      for day in start...end where try table.isWorkday(day) { counted += 1 }
      #expect(try table.workdays(from: start, through: end) == counted, "\(start)...\(end)")
    }
  }

  @Test("next and previous working day across a long holiday")
  func nextPrevious() throws {
    #expect(try table.nextWorkday(after: date("2026-09-30")) == date("2026-10-08"))
    #expect(
      try table.adding(workdays: 3, to: date("2026-09-30")) == date("2026-10-10"), "10-10 is a 补班 Saturday")
    #expect(try table.previousWorkday(before: date("2026-10-08")) == date("2026-09-30"))
    #expect(try table.adding(workdays: 0, to: date("2026-10-03")) == date("2026-10-03"))
    // Thirty working days from 20 December of the last covered year reach the next one.
    let last = try #require(table.years.last)
    let december = try #require(CivilDate(year: last, month: 12, day: 20))
    #expect(throws: HolidayTableError.self) { try table.adding(workdays: 30, to: december) }
    #expect(
      try table.adding(workdays: 30, to: december, assuming: .weekends) > december.adding(days: 31))
  }

  @Test("Hong Kong and Taiwan tables")
  func otherRegions() throws {
    let hk = HolidayTable.hongKong
    // From 2007, every year to the latest the data holds (a year added later keeps this true).
    let last = try #require(hk.years.last)
    #expect(hk.years == Array(2007...last) && last >= 2026)
    #expect(HolidayTable.taiwan.years.first == 2007)
    // The sources' differences before 2020, settled (data/SOURCES.md): Mid-Autumn itself in 2009
    // (the day following was a Sunday), the day following National Day in 2012, the 2015 one-off.
    #expect(try hk.status(on: date("2009-10-03")).holidayName?.zhHant == "中秋節")
    #expect(try hk.status(on: date("2009-10-05")) == .workday)
    #expect(try hk.status(on: date("2012-10-02")).isWorkday == false)
    #expect(try hk.status(on: date("2012-10-03")) == .workday && hk.status(on: date("2017-10-03")) == .workday)
    #expect(try hk.status(on: date("2015-09-03")).isWorkday == false)
    // Taiwan: Children's Day was no day off before 2011; a bridge day with its make-up Saturday.
    #expect(try HolidayTable.taiwan.status(on: date("2007-04-04")).isWorkday)
    #expect(try HolidayTable.taiwan.status(on: date("2012-12-31")).isWorkday == false)
    #expect(try HolidayTable.taiwan.status(on: date("2012-12-22")).badge?.text == "班")
    #expect(
      try hk.status(on: date("2026-04-06")).holidayName?.english == "The day following Ching Ming Festival")
    #expect(try hk.status(on: date("2026-04-06")).holidayName?.zhHant == "清明節翌日")
    #expect(try hk.status(on: date("2023-10-03")) == .workday, "the resolved source difference")
    let tw = HolidayTable.taiwan
    #expect(try tw.status(on: date("2024-02-17")).badge?.text == "班", "TW make-up Saturday 2024")
    #expect(try tw.status(on: date("2026-02-20")).badge?.text == "休")
    #expect(try tw.status(on: date("2026-02-20")).holidayName?.zhHant == "農曆除夕、春節")
  }

  @Test(
    "Taiwan's days off equal the DGPA's announced totals", arguments: [(2021, 116), (2024, 115), (2026, 120)])
  func taiwanTotals(year: Int, total: Int) throws {
    let first = try #require(CivilDate(year: year, month: 1, day: 1))
    let last = try #require(CivilDate(year: year, month: 12, day: 31))
    let days = first.distance(to: last) + 1
    #expect(days - (try HolidayTable.taiwan.workdays(from: first, through: last)) == total)
  }

  @Test("merging replaces whole years and keeps the rest")
  func merging() throws {
    let extra = HolidayTable(
      region: .mainlandChina, years: [2027],
      holidays: [
        Holiday(
          region: .mainlandChina, year: 2027, name: HolidayName(zhHans: "元旦"),
          days: date("2027-01-01")...date("2027-01-03"))
      ])
    let merged = try table.merging(extra)
    #expect(merged.covers(year: 2027) && merged.covers(year: 2026))
    #expect(try merged.status(on: date("2027-01-01")).badge?.text == "休")
    #expect(try merged.workdays(from: date("2026-12-28"), through: date("2027-01-08")) == 9)
    #expect(throws: HolidayTableError.regionMismatch(.mainlandChina, .hongKong)) {
      try table.merging(HolidayTable.hongKong)
    }
  }
}
