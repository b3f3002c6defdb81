@testable import AlmanacCore
@testable import AlmanacGrid
import Foundation
import Testing


/// Vietnam's holidays against holidays 0.109 (data/holidays/VN-reference.tsv, written by
/// tools/crosscheck/holiday_reference_vn.py), whose code and sources are independent of
/// Almanac's: the built-in table day by day over its years — the weekdays off, and the Saturdays
/// worked for a swapped day — and the rules alone over the years after them.
@Suite("Vietnam (VN): the Labour Code's holidays, nghỉ bù and swapped days against holidays 0.109")
struct VietnameseHolidayTests {
  let table = HolidayTable.vietnam

  /// The reference's days, each with its Vietnamese names.
  static func reference() throws -> [CivilDate: String] {
    try HolidayReference.rows("data/holidays/VN-reference.tsv").mapValues { $0[0] }
  }

  static func isWeekday(_ day: CivilDate) -> Bool { day.weekday != .saturday && day.weekday != .sunday }

  /// Per swapped day off, the Saturday the reference says was worked for it ("Ngày nghỉ (thay
  /// cho ngày 26/04/2025)").
  static func workedSaturdays(_ reference: [CivilDate: String]) throws -> [CivilDate: CivilDate] {
    var result: [CivilDate: CivilDate] = [:]
    for (day, name) in reference {
      guard let range = name.range(of: "thay cho ngày ") else { continue }
      let parts = name[range.upperBound...].prefix(10).split(separator: "/").compactMap { Int($0) }
      try #require(parts.count == 3, "\(name)")
      result[day] = CivilDate(year: parts[2], month: parts[1], day: parts[0])
    }
    return result
  }

  /// Swaps the government decided that the reference does not have, each settled by the
  /// decision's own text (data/SOURCES.md): day off, Saturday worked, decision.
  static let settled: [(off: String, worked: String, decision: String)] = [
    // Tết Âm lịch 2014: nine days, Tuesday 28 January to Wednesday 5 February, with Saturdays
    // 25 January and 8 February worked (decided 12 December 2013). The reference stops at
    // 29 Tết and mùng 5 (29 January to 4 February), the placing its rules give.
    ("2014-01-28", "2014-01-25", "10525/VPCP-KGVX"),
    ("2014-02-05", "2014-02-08", "10525/VPCP-KGVX"),
    // Tết Dương lịch 2026: four days, Thursday 1 to Sunday 4 January; Friday 2 repaid on
    // Saturday 10 January (decided 25 December 2025, after holidays 0.109's data).
    ("2026-01-02", "2026-01-10", "12729/VPCP-KGVX")
  ]

  @Test("the built-in table has exactly the reference's weekdays off and Saturdays worked in each of its years")
  func builtInTable() throws {
    var reference = try Self.reference()
    var worked = try Self.workedSaturdays(reference)
    for swap in Self.settled {
      let off = try #require(CivilDate(swap.off))
      #expect(reference[off] == nil, "\(off) is in the reference now: drop it from the settled list")
      reference[off] = "Ngày nghỉ hoán đổi (\(swap.decision))"
      let saturday = try #require(CivilDate(swap.worked))
      worked[off] = saturday
      #expect(table.holiday(on: off)?.notice?.contains(swap.decision) == true, "\(off)")
    }
    #expect(
      !table.years.isEmpty
        && table.years == Array(VietnameseHolidayRules.years.lowerBound...(table.years.last ?? 0)))
    for year in table.years {
      let expected = Set(reference.keys.filter { $0.year == year && Self.isWeekday($0) })
      let holidays = table.holidays(inYear: year)
      let got = Set(holidays.flatMap(\.daysOff).filter { $0.year == year && Self.isWeekday($0) })
      #expect(
        got == expected,
        HolidayReference.difference(year, got: got, expected: expected)
      )
      for day in got { #expect(try !table.status(on: day).isWorkday, "\(day)") }
      let workDays = Set(holidays.flatMap(\.workDays))
      #expect(workDays == Set(worked.filter { $0.key.year == year }.values), "\(year)")
      for day in workDays {
        let isWorkday = try table.status(on: day).isWorkday
        #expect(day.weekday == .saturday && isWorkday, "\(day)")
      }
    }
  }

  @Test("the rules alone give the reference's weekdays off in every later year")
  func rulesAfterTheTable() throws {
    let reference = try Self.reference()
    let last = try #require(table.years.last)
    let later = Set(reference.keys.map(\.year)).filter { $0 > last }
    #expect(later.count >= 10, "the reference reaches at least ten years past the table")
    for year in later.sorted() {
      let expected = Set(reference.keys.filter { $0.year == year && Self.isWeekday($0) })
      let got = Set(
        VietnameseHolidayRules.holidays(in: year).flatMap(\.daysOff).filter { $0.year == year && Self.isWeekday($0) })
      #expect(
        got == expected,
        HolidayReference.difference(year, got: got, expected: expected)
      )
    }
  }

  @Test("Tết and Giỗ Tổ come from the Vietnamese calendar; the code's count of days each year")
  func labourCode() throws {
    for year in table.years {
      let holidays = table.holidays(inYear: year)
      let tet = try #require(holidays.first { $0.name.vietnamese == "Tết Nguyên Đán" })
      let newYear = try LunarCalendar.vietnamese.newYear(of: year)
      #expect(tet.statutoryDays == (-1...3).map { newYear.adding(days: $0) })
      let hung = try #require(holidays.first { $0.name.vietnamese == "Giỗ Tổ Hùng Vương" })
      let tenth = try LunarCalendar.vietnamese.civilDate(for: try #require(LunarDate(year: year, month: 3, day: 10)))
      #expect(hung.statutoryDays == [tenth])
      // Điều 115 (2012): 10 days; Điều 112 (2019): 11 from 2021; 24/11 from 2026.
      let lawDays = holidays.filter { !$0.name.english.hasPrefix("Day off in lieu") }.flatMap(\.statutoryDays)
      #expect(lawDays.count == (year >= 2026 ? 12 : year >= 2021 ? 11 : 10), "\(year)")
    }
  }

  @Test(
    "nghỉ bù and Tết's moved days, as the decisions gave them",
    arguments: [
      // 1/1/2017 a Sunday.
      ("2017-01-02", "Nghỉ bù Tết Dương lịch"),
      // 30/4 and 1/5/2016 a Saturday and a Sunday: Monday and Tuesday.
      ("2016-05-03", "Nghỉ bù Ngày Quốc tế Lao động"),
      // Giỗ Tổ on Saturday 29/4/2023, then 30/4 and 1/5: made up on 2 and 3 May.
      ("2023-05-02", "Nghỉ bù Giỗ Tổ Hùng Vương"),
      ("2023-05-03", "Nghỉ bù Ngày Chiến thắng"),
      // Tết 2024 (mùng 1 a Saturday): 29 Tết and mùng 5 are Tết's days off.
      ("2024-02-08", "Tết Nguyên Đán"), ("2024-02-14", "Tết Nguyên Đán"),
      // Quốc khánh's second day: the Friday before Saturday 2/9/2023, and Monday 4/9 in lieu.
      ("2023-09-01", "Quốc khánh"), ("2023-09-04", "Nghỉ bù Quốc khánh"),
    ])
  func compensatory(date: String, name: String) throws {
    let day = try #require(CivilDate(date))
    #expect(table.holiday(on: day)?.name.vietnamese == name)
    #expect(try !table.status(on: day).isWorkday)
  }

  @Test("a swapped day carries its dispatch and the Saturday worked for it")
  func swapped() throws {
    let swap = try #require(CivilDate("2024-04-29").flatMap(table.holiday(on:)))
    #expect(swap.name.vietnamese == "Ngày nghỉ hoán đổi" && swap.statutoryDays.isEmpty)
    #expect(swap.workDays == [try #require(CivilDate("2024-05-04"))])
    #expect(swap.notice?.contains("2450/VPCP-KGVX") == true)
    let saturday = try #require(CivilDate("2024-05-04"))
    #expect(try table.status(on: saturday).isWorkday)
    let page = try MonthGrid(year: 2024, month: 5, options: GridOptions(locale: "vi_VN", today: saturday, holidays: table))
    guard case .work(let name)? = page.day(saturday)?.badge else {
      Issue.record("4/5/2024 is not 班 on the page: \(String(describing: page.day(saturday)?.badge))")
      return
    }
    #expect(name.vietnamese == "Ngày nghỉ hoán đổi")
    // The swapped day off (no statutory day) is named on its day.
    let swapped = try #require(CivilDate("2024-04-29"))
    let april = try MonthGrid(year: 2024, month: 4, options: GridOptions(locale: "vi_VN", today: saturday, holidays: table))
    #expect(april.day(swapped)?.subtitle == "Ngày nghỉ hoán đổi", "\(String(describing: april.day(swapped)?.subtitle))")
  }

  @Test("the year after the table: the rules' days are provisional (预), swaps unknown")
  func nextYear() throws {
    let reference = try Self.reference()
    let next = try #require(table.years.last) + 1
    let expected = Set(reference.keys.filter { $0.year == next && Self.isWeekday($0) })
    let provisional = table.provisionalDays(inYear: next)
    #expect(Set(provisional.map(\.date).filter(Self.isWeekday)) == expected && provisional.allSatisfy(\.isProvisional))
    let day = try #require(expected.sorted().first)
    #expect(throws: HolidayTableError.self) { try table.status(on: day) }
    #expect(try table.status(on: day, assuming: .law).isWorkday == false)
  }

  @Test("the Vietnamese calendar shows Vietnam's holidays unless asked otherwise; pages name them in Vietnamese")
  func defaultRegion() throws {
    #expect(HolidayTable.defaultRegion(for: .vietnamese) == .vietnam)
    #expect(HolidayTable.builtInRegions.contains(.vietnam))
    let national = try #require(CivilDate("2025-09-02"))
    var options = GridOptions(locale: "vi_VN", today: national, holidays: HolidayTable.defaultTable(for: .vietnamese))
    options.calendar = .vietnamese
    let page = try MonthGrid(year: 2025, month: 9, options: options)
    let cell = try #require(page.day(national))
    guard case .rest(let name)? = cell.badge else {
      Issue.record("Quốc khánh 2025 is not 休: \(String(describing: cell.badge))")
      return
    }
    #expect(name.vietnamese == "Quốc khánh")
  }
}
