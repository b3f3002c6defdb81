@testable import AlmanacCore
@testable import AlmanacGrid
import Foundation
import Testing


/// South Korea's 공휴일 against holidays 0.109 (data/holidays/KR-reference.tsv, written by
/// tools/crosscheck/holiday_reference_kr.py), whose code and sources are independent of
/// Almanac's: the built-in table day by day over its years, and the rules alone over the years
/// after them (but for election days, which Almanac lists only once they are set).
@Suite("South Korea (KR): 공휴일, 대체공휴일 and designated days against holidays 0.109")
struct KoreanHolidayTests {
  let table = HolidayTable.southKorea

  /// The reference's days, each with its Korean names.
  static func reference() throws -> [CivilDate: String] {
    try HolidayReference.rows("data/holidays/KR-reference.tsv").mapValues { $0[0] }
  }

  /// The days off a table or a list of holidays gives in a year.
  func daysOff(_ holidays: [Holiday], year: Int) -> Set<CivilDate> {
    Set(holidays.flatMap(\.daysOff).filter { $0.year == year })
  }

  @Test("the built-in table has exactly the reference's days off in each of its years")
  func builtInTable() throws {
    let reference = try Self.reference()
    #expect(!table.years.isEmpty && table.years == Array(KoreanHolidayRules.years.lowerBound...(table.years.last ?? 0)))
    for year in table.years {
      let expected = Set(reference.keys.filter { $0.year == year })
      let got = daysOff(table.holidays(inYear: year), year: year)
      #expect(got == expected, HolidayReference.difference(year, got: got, expected: expected))
      for day in got { #expect(try !table.status(on: day).isWorkday, "\(day)") }
    }
  }

  @Test("the rules alone give the reference's days in every later year, but its election days")
  func rulesAfterTheTable() throws {
    let reference = try Self.reference()
    let last = try #require(table.years.last)
    let later = Set(reference.keys.map(\.year)).filter { $0 > last }
    #expect(later.count >= 10, "the reference reaches at least ten years past the table")
    for year in later.sorted() {
      let expected = Set(reference.filter { $0.key.year == year && !$0.value.contains("선거") }.keys)
      let got = daysOff(KoreanHolidayRules.holidays(in: year), year: year)
      #expect(got == expected, HolidayReference.difference(year, got: got, expected: expected))
    }
  }

  @Test(
    "대체공휴일 by the rule of each year, as the government announced them",
    arguments: [
      // 추석 on a Sunday (2014-09-07): the first substitute, 2014-09-10.
      ("2014-09-10", "대체공휴일(추석)"),
      // 어린이날 on a Sunday.
      ("2019-05-06", "대체공휴일(어린이날)"),
      // 광복절 on a Sunday, the first year 국경일 had substitutes.
      ("2021-08-16", "대체공휴일(광복절)"),
      // 부처님오신날 and 어린이날 on one Monday: one substitute.
      ("2025-05-06", "대체공휴일(부처님오신날·어린이날)"),
      // 추석 from a Sunday.
      ("2025-10-08", "대체공휴일(추석)"),
      // 제헌절 is a holiday again from 2026 (공휴일에 관한 법률, 2026 amendment).
      ("2026-07-17", "제헌절"),
    ])
  func substitutes(date: String, name: String) throws {
    let day = try #require(CivilDate(date))
    #expect(table.holiday(on: day)?.name.korean == name)
    #expect(table.holiday(on: day)?.isStatutory(day) == true)
  }

  @Test("designated days carry the announcement that made them; 임시공휴일 are not the regulation's days")
  func designated() throws {
    let temporary = try #require(CivilDate("2023-10-02").flatMap(table.holiday(on:)))
    #expect(temporary.name.korean == "임시공휴일" && temporary.statutoryDays.isEmpty)
    #expect(temporary.notice?.contains("국무회의 의결 (2023-09-05)") == true)
    let election = try #require(CivilDate("2024-04-10").flatMap(table.holiday(on:)))
    #expect(election.name.korean == "제22대 국회의원선거일" && election.notice?.contains("공직선거법 제34조") == true)
    // An early presidential election is designated, not the regulation's.
    let early = try #require(CivilDate("2025-06-03").flatMap(table.holiday(on:)))
    #expect(early.statutoryDays.isEmpty)
  }

  @Test("the year after the table: the regulation's days are provisional (预), the designated ones unknown")
  func nextYear() throws {
    let reference = try Self.reference()
    let next = try #require(table.years.last) + 1
    let expected = Set(reference.filter { $0.key.year == next && !$0.value.contains("선거") }.keys)
    let provisional = table.provisionalDays(inYear: next)
    #expect(Set(provisional.map(\.date)) == expected && provisional.allSatisfy(\.isProvisional))
    // Without an assumption the year is not published; with the law its days are off.
    let day = try #require(expected.sorted().first { $0.weekday != .saturday && $0.weekday != .sunday })
    #expect(throws: HolidayTableError.self) { try table.status(on: day) }
    #expect(try table.status(on: day, assuming: .law).isWorkday == false)
    let weekdays = (0..<365).compactMap { offset -> CivilDate? in
      let date = CivilDate(year: next, month: 1, day: 1)?.adding(days: offset)
      return date.flatMap { $0.year == next && $0.weekday != .saturday && $0.weekday != .sunday ? $0 : nil }
    }
    let first = try #require(CivilDate(year: next, month: 1, day: 1))
    let last = try #require(CivilDate(year: next, month: 12, day: 31))
    #expect(
      try table.workdays(from: first, through: last, assuming: .law)
        == weekdays.count - expected.filter { $0.weekday != .saturday && $0.weekday != .sunday }.count)
  }

  @Test("a Korean page of the year after the table shows the regulation's days as 预 and says why")
  func nextYearPage() throws {
    let next = try #require(table.years.last) + 1
    let foundation = try #require(CivilDate(year: next, month: 10, day: 3))
    var options = GridOptions(locale: "ko_KR", today: foundation, holidays: .southKorea)
    options.calendar = .korean
    let page = try MonthGrid(year: next, month: 10, options: options)
    guard case .expectedRest(let name)? = page.day(foundation)?.badge else {
      Issue.record("개천절 of \(next) is not 预: \(String(describing: page.day(foundation)?.badge))")
      return
    }
    #expect(name.korean == "개천절")
    #expect(page.coverageNote?.contains("임시공휴일과 선거일은 아직 정해지지 않았습니다") == true, "\(page.coverageNote ?? "")")
  }

  @Test("the Korean calendar shows South Korea's holidays unless asked otherwise")
  func defaultRegion() {
    #expect(HolidayTable.defaultRegion(for: .korean) == .southKorea)
    #expect(HolidayTable.builtIn(region: .southKorea) != nil)
    #expect(HolidayTable.builtInRegions.contains(.southKorea))
  }
}
