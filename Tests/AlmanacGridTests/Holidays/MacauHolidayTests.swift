@testable import AlmanacCore
@testable import AlmanacGrid
import Foundation
import Testing


/// Macau's holidays against holidays 0.109 (data/holidays/MO-reference.tsv, written by
/// tools/crosscheck/holiday_reference_mo.py), whose code and sources are independent of
/// Almanac's: the built-in table day by day over its years — every whole day off, and the
/// mandatory holidays of Lei n.º 7/2008 as its statutory days — and the rules alone after them.
@Suite("Macau (MO): public holidays, mandatory holidays and 補假 against holidays 0.109")
struct MacauHolidayTests {
  let table = HolidayTable.macau

  /// The reference's days: kind (`mandatory` or `day`), names, Portuguese names.
  static func reference() throws -> [CivilDate: (kind: String, name: String, portuguese: String)] {
    try HolidayReference.rows("data/holidays/MO-reference.tsv").mapValues { ($0[0], $0[1], $0[2]) }
  }

  /// The whole days off of the reference in a year (an afternoon off, （下午）, is not one).
  static func daysOff(
    _ reference: [CivilDate: (kind: String, name: String, portuguese: String)], year: Int
  ) -> Set<CivilDate> {
    Set(reference.filter { $0.key.year == year && !$0.value.name.hasSuffix("（下午）") }.keys)
  }

  @Test("the built-in table has exactly the reference's days off and mandatory holidays in each of its years")
  func builtInTable() throws {
    let reference = try Self.reference()
    #expect(
      !table.years.isEmpty && table.years == Array(MacauHolidayRules.years.lowerBound...(table.years.last ?? 0)))
    for year in table.years {
      let holidays = table.holidays(inYear: year)
      let expected = Self.daysOff(reference, year: year)
      let got = Set(holidays.flatMap(\.daysOff).filter { $0.year == year })
      #expect(
        got == expected,
        HolidayReference.difference(year, got: got, expected: expected)
      )
      let mandatory = Set(reference.filter { $0.key.year == year && $0.value.kind == "mandatory" }.keys)
      #expect(Set(holidays.flatMap(\.statutoryDays)) == mandatory, "\(year)")
      // Lei n.º 7/2008, art. 44: ten mandatory days a year; nine in 2012, when 國慶日 and 中秋節翌日
      // were both 1 October, and eleven in 2015 with the one-off 3 September.
      #expect(mandatory.count == ([2012: 9, 2015: 11][year] ?? 10), "\(year)")
      for day in got { #expect(try !table.status(on: day).isWorkday, "\(day)") }
    }
  }

  @Test("the rules alone give the reference's days off in every later year")
  func rulesAfterTheTable() throws {
    let reference = try Self.reference()
    let last = try #require(table.years.last)
    let later = Set(reference.keys.map(\.year)).filter { $0 > last }
    #expect(later.count >= 10, "the reference reaches at least ten years past the table")
    for year in later.sorted() {
      let expected = Self.daysOff(reference, year: year)
      let got = Set(MacauHolidayRules.holidays(in: year).flatMap(\.daysOff).filter { $0.year == year })
      #expect(
        got == expected,
        HolidayReference.difference(year, got: got, expected: expected)
      )
    }
  }

  @Test("the afternoons off (農曆除夕, 除夕) are the reference's, on working days, in every year it lists")
  func afternoonsOff() throws {
    let reference = try Self.reference()
    let afternoons = reference.filter { $0.value.name.hasSuffix("（下午）") }
    #expect(!afternoons.isEmpty)
    for year in Set(reference.keys.map(\.year)).sorted() {
      let expected = afternoons.filter { $0.key.year == year }.mapValues(\.name)
      let got = table.halfDaysOff(inYear: year)
      #expect(
        Dictionary(uniqueKeysWithValues: got.map { ($0.date, $0.fullName.zhHant) }) == expected, "\(year)")
      #expect(
        Dictionary(uniqueKeysWithValues: got.map { ($0.date, $0.fullName.portuguese) })
          == afternoons.filter { $0.key.year == year }.mapValues(\.portuguese), "\(year)")
      for half in got {
        #expect(half.part == .afternoon && table.halfDayOff(on: half.date) == half)
        // The morning is worked: the day stays a working day, published or provisional.
        let status = table.covers(year: year) ? try table.status(on: half.date) : table.provisionalStatus(on: half.date)
        #expect(status?.isWorkday == true, "\(half.date)")
      }
    }
    // Asked day by day, every day of the table's last year and the next: the same days.
    let last = try #require(table.years.last)
    for year in [last, last + 1] {
      let first = try #require(CivilDate(year: year, month: 1, day: 1))
      let days = (0..<366).map { first.adding(days: $0) }.filter { $0.year == year }
      #expect(days.compactMap { table.halfDayOff(on: $0) } == table.halfDaysOff(inYear: year), "\(year)")
    }
    #expect(HolidayTable.mainlandChina.halfDaysOff(inYear: 2026).isEmpty)
  }

  @Test("every day off has the reference's Portuguese name (the Boletim Oficial's), table and rules")
  func portugueseNames() throws {
    let reference = try Self.reference()
    let last = try #require(table.years.last)
    var compared = 0
    for year in Set(reference.keys.map(\.year)).sorted() {
      let holidays = year <= last ? table.holidays(inYear: year) : MacauHolidayRules.holidays(in: year)
      // 農曆正月初一至初三 is one holiday of three days here, three names there. Two holidays on
      // one weekend day (2033-10-01, 2037-04-04) give two 補假 whose order is a convention (the
      // reference names them the other way round), so each year's names are compared as a list.
      var got: [String] = []
      var expected: [String] = []
      for holiday in holidays where holiday.daysOff.count == 1 {
        let day = holiday.daysOff[0]
        let name = try #require(holiday.name.portuguese, "\(day) \(holiday.name)")
        let wanted = try #require(reference[day]?.portuguese, "\(day)")
        // A day two holidays share is named for both: " e " here, "; " there.
        got += wanted.contains("; ") ? name.components(separatedBy: " e ") : [name]
        expected += wanted.components(separatedBy: "; ")
      }
      #expect(got.sorted() == expected.sorted(), "\(year)")
      compared += got.count
    }
    #expect(compared > 300)
  }

  @Test(
    "補假 and shared days as the government's lists give them",
    arguments: [
      // 農曆正月初一 and 初二 of 2020 on a Saturday and Sunday: 28 and 29 January.
      ("2020-01-28", "農曆正月初一的補假"), ("2020-01-29", "農曆正月初二的補假"),
      // Before 2019 the days made up for the Lunar New Year bear their own names; before 2020 a
      // 補假 is "the first working day after".
      ("2017-01-31", "農曆正月初四"), ("2017-02-01", "農曆正月初五"), ("2016-10-03", "中華人民共和國國慶日後首個工作日"),
      // Before 2012: 初四 when 初一 is a Friday, Saturday or Sunday; in 2011 a Sunday's holiday only
      // is made up (勞動節 2011 on a Sunday; 國慶日 on Saturday 1 October 2011 is not).
      ("2007-02-21", "農曆正月初四"), ("2010-02-17", "農曆正月初四"), ("2011-05-02", "勞動節後首個工作日"),
      ("2011-10-03", "中華人民共和國國慶日翌日後首個工作日"), ("2008-12-22", "額外政府假期"),
      // One-off days: the whole of 31 December 2012, and 3 September 2015 (mandatory).
      ("2012-12-31", "除夕"), ("2015-09-03", "中國人民抗日戰爭暨世界反法西斯戰爭勝利七十周年紀念日"),
      // 中秋節翌日 and 國慶日翌日 on one day in 2020, and the extra day the government gave.
      ("2020-10-02", "中秋節翌日、中華人民共和國國慶日翌日"), ("2020-10-05", "中華人民共和國國慶日翌日及中秋節翌日重疊"),
      // 冬至 on Saturday 21 December 2024: Monday 23 (Sunday 22 is not a holiday's).
      ("2024-12-23", "冬至的補假"),
      // 復活節前日 and 清明節 of 2026 on a Saturday and Sunday: 6 and 7 April.
      ("2026-04-06", "復活節前日的補假"), ("2026-04-07", "清明節的補假"),
    ])
  func compensatory(date: String, name: String) throws {
    let day = try #require(CivilDate(date))
    #expect(table.holiday(on: day)?.name.zhHant == name)
    #expect(try !table.status(on: day).isWorkday)
  }

  @Test("the year after the table: the rules' days are provisional (预), one-off days unknown")
  func nextYear() throws {
    let reference = try Self.reference()
    let next = try #require(table.years.last) + 1
    let expected = Self.daysOff(reference, year: next)
    let provisional = table.provisionalDays(inYear: next)
    #expect(Set(provisional.map(\.date)) == expected && provisional.allSatisfy(\.isProvisional))
    // Statutory among them: the mandatory holidays alone (not Good Friday, not a 補假).
    let mandatory = Set(reference.filter { $0.key.year == next && $0.value.kind == "mandatory" }.keys)
    #expect(Set(provisional.filter(\.status.isStatutory).map(\.date)) == mandatory)
    let page = try MonthGrid(year: next, month: 12, options: GridOptions(locale: "zh_MO", today: .min, holidays: table))
    let christmas = try #require(CivilDate(year: next, month: 12, day: 25))
    guard case .expectedRest(let name)? = page.day(christmas)?.badge else {
      Issue.record("聖誕節 of \(next) is not 预: \(String(describing: page.day(christmas)?.badge))")
      return
    }
    #expect(name.zhHant == "聖誕節" && page.day(christmas)?.isStatutory == false)
    let day = try #require(expected.sorted().first { $0.weekday != .saturday && $0.weekday != .sunday })
    #expect(throws: HolidayTableError.self) { try table.status(on: day) }
    #expect(try table.status(on: day, assuming: .law).isWorkday == false)
  }

  @Test("a Macau page shows its days off in traditional Chinese")
  func page() throws {
    let day = try #require(CivilDate("2026-12-08"))
    let page = try MonthGrid(year: 2026, month: 12, options: GridOptions(locale: "zh_MO", today: day.adding(days: -7), holidays: table))
    guard case .rest(let name)? = page.day(day)?.badge else {
      Issue.record("聖母無原罪瞻禮 is not 休: \(String(describing: page.day(day)?.badge))")
      return
    }
    #expect(name.zhHant == "聖母無原罪瞻禮")
    // A public holiday that is not a mandatory one is named on its day too.
    #expect(page.day(day)?.subtitleKind == .holiday && page.day(day)?.subtitle == "聖母無原罪瞻禮")
    #expect(HolidayTable.builtInRegions.contains(.macau) && HolidayTable.builtIn(region: .macau) != nil)
  }

  @Test("a Portuguese page (pt_MO) names Macau's holidays in Portuguese and says its words in Portuguese")
  func portuguesePage() throws {
    let day = try #require(CivilDate("2026-12-08"))
    let today = day.adding(days: -5)
    let page = try MonthGrid(year: 2026, month: 12, options: GridOptions(locale: "pt_MO", today: today, holidays: table))
    #expect(page.day(day)?.subtitle == "Imaculada Conceição")
    #expect(page.day(today)?.subtitle == "Hoje")
    #expect(NameLanguage(locale: "pt_MO") == .portuguese && NameLanguage(rawValue: "pt") == .portuguese)
    // A region without Portuguese names falls back to English.
    #expect(NameLanguage.portuguese.name(HolidayTable.mainlandChina.holidays[0].name) == HolidayTable.mainlandChina.holidays[0].name.english)
    #expect(SelectionRefusal.rangeTooLong(nights: 52, maxNights: 28).message(.portuguese) == "52 noites, mais do que o máximo de 28 noites")
  }

  @Test("a Portuguese page shows a holiday's Portuguese name before a festival's English one; Chinese pages keep festivals first")
  func portugueseHolidayBeforeFestival() throws {
    // Every first statutory day of the table that is also a festival's day.
    let reference = try Self.reference()
    var checked = 0
    for year in table.years {
      for holiday in table.holidays(inYear: year) {
        guard let first = holiday.statutoryDays.first, let pt = reference[first]?.portuguese else { continue }
        let options = GridOptions(locale: "pt_MO", today: .min, holidays: table)
        let day = try #require(try MonthGrid(year: first.year, month: first.month, options: options).day(first))
        guard !day.festivals.isEmpty else { continue }
        // Two holidays on one day (2012-10-01, 2014-10-02) are one name here, joined with " e ".
        let named = day.subtitle.map { subtitle in
          pt.contains(subtitle) || pt.components(separatedBy: "; ").allSatisfy { subtitle.contains($0) }
        }
        #expect(day.subtitleKind == .holiday && named == true, "\(first) \(pt)")
        let chinese = try MonthGrid(
          year: first.year, month: first.month, options: GridOptions(locale: "zh_MO", today: .min, holidays: table))
        #expect(chinese.day(first)?.subtitleKind == .festival, "\(first)")
        checked += 1
      }
    }
    #expect(checked >= table.years.count, "Lunar New Year at least, every year")
    #expect(SubtitleKind.holidayBeforeFestival(SubtitleKind.standard) == [.today, .holiday, .festival, .solarTerm, .lunarMonth, .lunarDay])
    #expect(SubtitleKind.holidayBeforeFestival([.holiday, .festival]) == [.holiday, .festival])
    #expect(SubtitleKind.holidayBeforeFestival([.festival, .lunarDay]) == [.festival, .lunarDay])
  }
}
