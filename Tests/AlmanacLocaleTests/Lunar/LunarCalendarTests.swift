@testable import AlmanacCore
@testable import AlmanacLocale
import AlmanacTestSupport
import AlmanacToolSupport
import Foundation
import Testing


@Suite("LunarCalendar (Chinese)")
struct LunarCalendarTests {
  let calendar = LunarCalendar.chinese

  static let newYears: [(Int, String)] = [
    (1900, "1900-01-31"), (1949, "1949-01-29"), (1978, "1978-02-07"), (2000, "2000-02-05"),
    (2008, "2008-02-07"), (2020, "2020-01-25"), (2021, "2021-02-12"), (2022, "2022-02-01"),
    (2023, "2023-01-22"), (2024, "2024-02-10"), (2025, "2025-01-29"), (2026, "2026-02-17"),
    (2027, "2027-02-06"), (2030, "2030-02-03"), (2033, "2033-01-31"), (2050, "2050-01-23"),
    (2100, "2100-02-09"),
  ]

  @Test("Chinese New Year (正月初一) falls on the published day", arguments: newYears)
  func newYear(year: Int, expected: String) throws {
    #expect(try calendar.newYear(of: year).description == expected, "春节 \(year)")
    let date = calendar.lunarDate(for: try #require(CivilDate(expected)))
    #expect(date.year == year && date.month == 1 && date.day == 1 && !date.isLeapMonth)
  }

  static let leapMonths: [(Int, Int?, String?)] = [
    (1900, 8, "1900-09-24"), (1987, 6, "1987-07-26"), (2012, 4, "2012-05-21"),
    (2014, 9, "2014-10-24"), (2017, 6, "2017-07-23"), (2020, 4, "2020-05-23"),
    (2023, 2, "2023-03-22"), (2025, 6, "2025-07-25"), (2026, nil, nil), (2028, 5, "2028-06-23"),
    (2033, 11, "2033-12-22"),
  ]

  @Test("leap months (2020 闰四月, 2023 闰二月, 2033 闰十一月 …)", arguments: leapMonths)
  func leapMonth(year: Int, leap: Int?, firstDay: String?) throws {
    #expect(try calendar.leapMonth(inYear: year) == leap, "leap month of \(year)")
    let months = try calendar.months(inYear: year)
    #expect(months.count == (leap == nil ? 12 : 13))
    if let leap, let firstDay {
      let date = try #require(LunarDate(year: year, month: leap, day: 1, isLeapMonth: true))
      #expect(try calendar.civilDate(for: date).description == firstDay)
      #expect(calendar.lunarDate(for: try #require(CivilDate(firstDay))) == date)
    }
  }

  /// Days ICU 72 gets wrong; the table follows the official calendar.
  @Test(
    "days ICU puts in the wrong month are right here",
    arguments: [
      ("2027-02-06", "2027-01-01"), ("2027-02-05", "2026-12-29"), ("2030-02-02", "2029-12-30"),
      ("2030-02-03", "2030-01-01"), ("1917-03-23", "1917-L02-01"), ("1917-04-21", "1917-03-01"),
      ("1922-06-25", "1922-L05-01"), ("1987-07-26", "1987-L06-01"), ("1987-08-24", "1987-07-01"),
      ("1954-02-03", "1954-01-01"), ("2018-11-07", "2018-09-30"), ("2018-11-08", "2018-10-01"),
      ("2057-09-28", "2057-09-01"), ("2097-08-07", "2097-07-01"),
    ])
  func icuErrorDays(civil: String, lunar: String) throws {
    let date = try #require(CivilDate(civil))
    #expect(calendar.lunarDate(for: date).isoText == lunar, "\(civil) is lunar \(lunar)")
    #expect(try calendar.civilDate(for: try #require(LunarDate(isoText: lunar))) == date)
  }

  @Test(
    "every day of the table converts there and back, to the same fields (1938's 正月三十 is 03-01, not 02-29)",
    arguments: [LunarCalendar.chinese, .korean, .vietnamese])
  func roundTrip(calendar: LunarCalendar) throws {
    let dates = try #require(calendar.tableDates)
    var previous: LunarDate?
    for day in dates {
      let lunar = calendar.lunarDate(for: day)
      let civil = try calendar.civilDate(for: lunar)
      // Equal as days and as year, month and day: a date with the right day number and the wrong
      // fields compares equal.
      if civil != day || civil.description != day.description {
        Issue.record("\(lunar.isoText) gives \(civil), not \(day)")
      }
      if let previous {
        let next = lunar.day == previous.day + 1 || lunar.day == 1
        if !next { Issue.record("\(day): \(lunar.isoText) does not follow \(previous.isoText)") }
      }
      previous = lunar
    }
  }

  @Test("a leap flag on a month that is not leap is an error that names the real leap month")
  func noSuchLeapMonth() throws {
    let date = try #require(LunarDate(year: 2026, month: 5, day: 1, isLeapMonth: true))
    #expect(throws: LunarCalendarError.noSuchLeapMonth(year: 2026, month: 5, leapMonth: nil)) {
      try calendar.civilDate(for: date)
    }
    let wrongLeap = try #require(LunarDate(year: 2025, month: 5, day: 1, isLeapMonth: true))
    do {
      _ = try calendar.civilDate(for: wrongLeap)
      Issue.record("2025 闰五月 should not exist")
    } catch {
      #expect(
        error.description
          == "lunar year 2025 has no leap fifth month (闰五月); its leap month is the sixth (闰六月)")
    }
  }

  @Test("day 30 of a 29-day month is an error; day 0 and month 13 cannot be built")
  func noSuchDay() throws {
    // 2026 腊月 (2027-01-08 ... 2027-02-05) has 29 days.
    #expect(try calendar.daysInMonth(12, inYear: 2026) == 29)
    #expect(throws: LunarCalendarError.noSuchMonth(13)) { try calendar.daysInMonth(13, inYear: 2026) }
    let date = try #require(LunarDate(year: 2026, month: 12, day: 30))
    #expect(throws: LunarCalendarError.self) { try calendar.civilDate(for: date) }
    #expect(LunarDate(year: 2026, month: 1, day: 0) == nil)
    #expect(LunarDate(year: 2026, month: 0, day: 1) == nil)
    #expect(LunarDate(year: 2026, month: 13, day: 1) == nil)
    #expect(LunarDate(year: 2026, month: 1, day: 31) == nil)
    #expect(throws: LunarCalendarError.yearOutOfRange(10_000)) {
      try calendar.newYear(of: 10_000)
    }
  }

  @Test("outside the table ICU answers, validated, from year 1 to 9999")
  func icuFallback() throws {
    for text in [
      "0001-01-01", "0500-06-15", "1066-10-14", "1800-01-25", "1899-01-01", "2101-06-01", "2500-02-01",
      "9999-12-31",
    ] {
      let day = try #require(CivilDate(text))
      let lunar = calendar.lunarDate(for: day)
      #expect(try calendar.civilDate(for: lunar) == day, "\(text) → \(lunar.isoText) → back")
    }
    #expect(try calendar.newYear(of: 1800).description == "1800-01-25")
    #expect(try calendar.leapMonth(inYear: 1832) == 9, "1832 had 闰九月")
    let leap = try #require(LunarDate(year: 1832, month: 8, day: 1, isLeapMonth: true))
    #expect(throws: LunarCalendarError.noSuchLeapMonth(year: 1832, month: 8, leapMonth: 9)) {
      try calendar.civilDate(for: leap)
    }
    #expect(try calendar.months(inYear: 2200).reduce(0) { $0 + $1.length } > 350)
  }

  @Test("the table's months are the ones ICU reports outside corrected months")
  func monthsMatchICU() throws {
    let months = try calendar.months(inYear: 2024)
    #expect(months.map(\.length).reduce(0, +) == 354, "2024 (甲辰) has 354 days")
    #expect(
      months.first?.firstDay.description == "2024-02-10" && months.last?.lastDay.description == "2025-01-28")
  }

  @Test("Korean Dangi calendar through the same API")
  func dangi() throws {
    #expect(try LunarCalendar.korean.newYear(of: 2024).description == "2024-02-10", "설날 2024")
    #expect(try LunarCalendar.korean.newYear(of: 2026).description == "2026-02-17")
    #expect(LunarCalendar.korean.tableYears == 1899...2100)
    let day = try #require(CivilDate("2025-10-06"))
    #expect(LunarCalendar.korean.lunarDate(for: day).isoText == "2025-08-15", "추석 2025")
  }

  @Test("Korean months equal KASI's on every month of 1900-2050 (ICU 72's Dangi misses two days of 2017)")
  func dangiMatchesKASI() throws {
    let records = try ProjectFiles.records("Tests/Fixtures/kasi/month-starts-1900-2050.tsv")
    #expect(records.count == 1_867)
    var byYear: [Int: [(month: String, first: String)]] = [:]
    for record in records { byYear[Int(record[0]) ?? 0, default: []].append((record[1], record[2])) }
    for year in 1900...2049 {
      let months = try LunarCalendar.korean.months(inYear: year)
      let computed = months.map {
        (($0.isLeapMonth ? "L" : "") + ($0.month < 10 ? "0" : "") + "\($0.month)", $0.firstDay.description)
      }
      let expected = byYear[year] ?? []
      #expect(computed.map(\.0) == expected.map(\.month), "months of \(year)")
      #expect(computed.map(\.1) == expected.map(\.first), "first days of \(year)")
    }
    // 2017: KASI's leap fifth month (윤5월) begins on 06-24; its second month on 02-26.
    #expect(
      LunarCalendar.korean.lunarDate(for: try #require(CivilDate("2017-06-24"))).isoText == "2017-L05-01")
    #expect(LunarCalendar.korean.lunarDate(for: try #require(CivilDate("2017-02-26"))).isoText == "2017-02-01")
  }

  @Test(
    "a day ICU 72 answers with an impossible date: ICU's answer is repaired; Almanac's own is sxtwl's",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func impossibleICUAnswer() throws {
    #if SystemICU
      // ICU 72 reads 4743-11-21 as "month 8 (0-based), day 60"; its checked wrapper derives 九月三十
      // from the neighbouring days ICU gives. ICU is not asked for conversions any more: the
      // astronomy engine says 4743 has 闰九月 and 4743-11-21 is 十月初一, as sxtwl does.
      let day = try #require(CivilDate("4743-11-21"))
      let icu = try calendar.icu().lunarDate(dayNumber: day.daysSince1970)
      #expect(icu.isoText == "4743-09-30")
      #expect(calendar.lunarDate(for: day).isoText == "4743-10-01")
      #expect(calendar.lunarDate(for: day.adding(days: -1)).isoText == "4743-L09-29")
      #expect(try calendar.leapMonth(inYear: 4743) == 9)
    #endif
  }

  @Test("Chinese and Korean questions mixed in one process give the same answers in any order")
  func mixedCalendarsOrderIndependent() throws {
    // This sequence once recursed until the stack overflowed (a date that did not read back
    // asked for the leap month, which asked for the new year, which did not read back …), and
    // with ICU's Dangi calendar the answers depended on the order of the questions.
    var random = SplitMix64(seed: 1)
    // Forty years spread over 1...9999, asked about in a random order (the Korean years each
    // take the engine some milliseconds, computed once).
    let years = (0..<40).map { _ in Int.random(in: 1...9999, using: &random) }
    let queries = (0..<600).map { _ in
      (
        korean: Bool.random(using: &random), year: years.randomElement(using: &random) ?? 2026,
        kind: Int.random(in: 0..<4, using: &random), month: Int.random(in: 1...12, using: &random),
        day: Int.random(in: 1...30, using: &random), leap: Bool.random(using: &random)
      )
    }
    func answer(_ query: (korean: Bool, year: Int, kind: Int, month: Int, day: Int, leap: Bool)) -> String {
      let calendar = query.korean ? LunarCalendar.korean : LunarCalendar.chinese
      do {
        switch query.kind {
        case 0: return "\(try calendar.leapMonth(inYear: query.year) ?? 0)"
        case 1: return "\(try calendar.newYear(of: query.year))"
        case 2:
          guard
            let date = LunarDate(
              year: query.year, month: query.month, day: query.day, isLeapMonth: query.leap)
          else { return "-" }
          return "\(try calendar.civilDate(for: date))"
        default:
          guard let date = CivilDate(year: query.year, month: query.month, day: min(query.day, 28)) else {
            return "-"
          }
          return calendar.lunarDate(for: date).isoText
        }
      } catch {
        return "\(error)"
      }
    }
    let forward = queries.map(answer)
    let backward = Array(queries.reversed().map(answer).reversed())
    #expect(forward == backward)
    #expect(!forward.contains { $0.contains("refuses") }, "no answer refused as unreliable")
  }
}
