@testable import AlmanacCore
@testable import AlmanacGrid
import Foundation
import Testing

/// Singapore's public holidays against holidays 0.109 (data/holidays/SG-reference.tsv, written by
/// tools/crosscheck/holiday_reference_sg.py): the built-in table day by day over its years, and
/// the rules alone (the days with fixed dates, Chinese New Year and Good Friday, and their days in
/// lieu) after them. The reference computes Chinese New Year, Easter and the days in lieu with
/// its own code; its Hari Raya, Vesak and Deepavali dates are MOM's lists, as Almanac's data are.
@Suite("Singapore (SG): public holidays and days in lieu against holidays 0.109")
struct SingaporeHolidayTests {
  let table = HolidayTable.singapore

  /// The reference's days: kind (`announced` or `estimated`), names.
  static func reference() throws -> [CivilDate: (kind: String, names: String)] {
    try HolidayReference.rows("data/holidays/SG-reference.tsv").mapValues { ($0[0], $0[1]) }
  }

  /// The names a rule gives dates to (the rest MOM announces).
  static let ruled = ["New Year's Day", "Chinese New Year", "Good Friday", "Labour Day", "National Day", "Christmas Day"]

  @Test("the built-in table has exactly the reference's days off in each of its years, every one statutory")
  func builtInTable() throws {
    let reference = try Self.reference()
    #expect(table.years.first == SingaporeHolidayRules.years.lowerBound)
    #expect(table.years == Array((table.years.first ?? 0)...(table.years.last ?? 0)))
    for year in table.years {
      let holidays = table.holidays(inYear: year)
      let expected = Set(reference.filter { $0.key.year == year }.keys)
      #expect(
        !reference.contains { $0.key.year == year && $0.value.kind == "estimated" },
        "\(year) is in the table but the reference only estimates some of its days")
      let got = Set(holidays.flatMap(\.daysOff))
      #expect(got == expected, HolidayReference.difference(year, got: got, expected: expected))
      // Employment Act, s. 88: every public holiday is a paid holiday.
      #expect(Set(holidays.flatMap(\.statutoryDays)) == got, "\(year)")
      for day in got { #expect(try table.status(on: day).isStatutory, "\(day)") }
    }
  }

  @Test("each day's name is the reference's, a day in lieu named for its holiday")
  func names() throws {
    let reference = try Self.reference()
    var compared = 0
    for year in table.years {
      for holiday in table.holidays(inYear: year) {
        for day in holiday.daysOff {
          let wanted = try #require(reference[day]?.names, "\(day)")
          let english = holiday.name.english.replacingOccurrences(of: " (in lieu)", with: " (observed)")
          #expect(wanted.components(separatedBy: "; ").contains(english), "\(day): \(english) / \(wanted)")
          #expect(holiday.name.malay != nil && holiday.name.zhHans != holiday.name.english, "\(day)")
          compared += 1
        }
      }
    }
    #expect(compared > 200)
  }

  @Test("the rules give the reference's whole year in every later year, given its dates for MOM's four")
  func rulesAfterTheTable() throws {
    let reference = try Self.reference()
    let last = try #require(table.years.last)
    let later = Set(reference.keys.map(\.year)).filter { $0 > last }
    #expect(later.count >= 10, "the reference reaches at least ten years past the table")
    for year in later.sorted() {
      // The reference's (estimated) Hari Raya, Vesak and Deepavali, as MOM would announce them:
      // a day in lieu of a ruled holiday steps over them (Christmas 2039 on a Sunday, Hari Raya
      // Haji estimated on the Monday: the 27th).
      let announced = reference.compactMap { day, row -> Holiday? in
        guard day.year == year, !row.names.contains("observed"),
          let name = SingaporeHolidayRules.announcedNames.first(where: { row.names.hasPrefix($0) })
        else { return nil }
        return Holiday(
          region: .singapore, year: year, name: HolidayName(zhHans: name, english: name), days: day...day,
          statutoryDays: [day])
      }
      let expected = Set(reference.filter { $0.key.year == year }.keys)
      let rules = SingaporeHolidayRules.holidays(in: year, designated: announced)
      let got = Set((rules + announced).flatMap(\.daysOff))
      #expect(got == expected, HolidayReference.difference(year, got: got, expected: expected))
      // Alone, the rules give the days with fixed dates and Chinese New Year and Good Friday.
      let alone = Set(SingaporeHolidayRules.holidays(in: year).filter { !$0.name.english.hasSuffix("(in lieu)") }.flatMap(\.daysOff))
      let ruled = Set(reference.filter { day, row in day.year == year && !row.names.contains("observed")
        && Self.ruled.contains { row.names.hasPrefix($0) } }.keys)
      #expect(alone == ruled, HolidayReference.difference(year, got: alone, expected: ruled))
    }
  }

  @Test(
    "days in lieu and one-off days as MOM's lists give them",
    arguments: [
      // 初一 and 初二 of 2023 on a Sunday and Monday: Tuesday 24 January.
      ("2023-01-24", "Chinese New Year (in lieu)"),
      // National Day 2015 on a Sunday, and the SG50 holiday the Friday before.
      ("2015-08-10", "National Day (in lieu)"), ("2015-08-07", "SG50 Public Holiday"),
      // Vesak Day, National Day and Deepavali of 2026 on Sundays.
      ("2026-06-01", "Vesak Day (in lieu)"), ("2026-08-10", "National Day (in lieu)"),
      ("2026-11-09", "Deepavali (in lieu)"),
      ("2020-07-10", "Polling Day"), ("2025-05-03", "Polling Day"),
    ])
  func inLieu(date: String, name: String) throws {
    let day = try #require(CivilDate(date))
    #expect(table.holiday(on: day)?.name.english == name)
    #expect(try !table.status(on: day).isWorkday)
  }

  @Test("a holiday on a Saturday gives no day in lieu, and one-off days none either")
  func saturday() throws {
    // Hari Raya Puasa 2026 is Saturday 21 March; Polling Day 2025 Saturday 3 May.
    for date in ["2026-03-23", "2025-05-05"] {
      let day = try #require(CivilDate(date))
      #expect(try table.status(on: day) == .workday, "\(date)")
    }
  }

  @Test("the year after the table: the rules' days are provisional (预); MOM's announced days are not known")
  func nextYear() throws {
    let next = try #require(table.years.last) + 1
    let provisional = table.provisionalDays(inYear: next)
    let rules = SingaporeHolidayRules.holidays(in: next)
    #expect(Set(provisional.map(\.date)) == Set(rules.flatMap(\.daysOff)) && provisional.allSatisfy(\.isProvisional))
    let statutory = provisional.filter { $0.status.isStatutory }
    #expect(statutory.count == provisional.count)
    let announced = rules.filter { SingaporeHolidayRules.announcedNames.contains($0.name.english) }
    #expect(announced.isEmpty)
    let day = try #require(provisional.map(\.date).first { $0.weekday != .saturday && $0.weekday != .sunday })
    #expect(throws: HolidayTableError.self) { try table.status(on: day) }
    #expect(try table.status(on: day, assuming: .law).isWorkday == false)
  }

  @Test("pages name Singapore's holidays in English, Malay or Chinese, with their own words")
  func pages() throws {
    let day = try #require(CivilDate("2026-08-10"))
    let today = day.adding(days: -3)
    let english = try MonthGrid(year: 2026, month: 8, options: GridOptions(locale: "en_SG", today: today, holidays: table))
    #expect(english.day(day)?.subtitle == "National Day (in lieu)")
    let malay = try MonthGrid(year: 2026, month: 8, options: GridOptions(locale: "ms_SG", today: today, holidays: table))
    #expect(malay.day(day)?.subtitle == "Cuti ganti Hari Kebangsaan")
    #expect(malay.day(today)?.subtitle == "Hari ini")
    let chinese = try MonthGrid(year: 2026, month: 8, options: GridOptions(locale: "zh_SG", today: today, holidays: table))
    #expect(chinese.day(day)?.subtitle == "国庆日补假")
    guard case .rest? = english.day(day)?.badge else {
      Issue.record("2026-08-10 is not 休: \(String(describing: english.day(day)?.badge))")
      return
    }
    #expect(NameLanguage(locale: "ms_SG") == .malay && NameLanguage(rawValue: "ms") == .malay)
    #expect(SelectionRefusal.tooManyDates(max: 2).message(.malay) == "Anda boleh memilih paling banyak 2 hari")
    #expect(HolidayTable.builtInRegions.contains(.singapore) && HolidayTable.builtIn(region: .singapore) != nil)
  }
}
