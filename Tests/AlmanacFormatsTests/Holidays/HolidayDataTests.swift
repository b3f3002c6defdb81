@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import Foundation
import Testing


/// The built-in data checked against rules it must obey, independently of how it was derived.
@Suite("Holiday data invariants")
struct HolidayDataTests {
  @Test("CN 2004-2026: statutory days are exactly those of the law in force each year")
  func statutoryByLaw() {
    for year in 2004...2026 {
      let holidays = HolidayTable.mainlandChina.holidays(inYear: year)
      let encoded = Set(holidays.flatMap(\.statutoryDays))
      var expected = Set(StatutoryHolidayRules.days(in: year).map(\.date))
      if year == 2015 { expected.insert(CivilDate(year: 2015, month: 9, day: 3)!) }  // 抗战胜利70周年, a one-off
      #expect(encoded == expected, "\(year): encoded \(encoded.sorted()), law \(expected.sorted())")
    }
  }

  @Test("statutory counts per the law in force: 10, then 11, then 13 days")
  func statutoryCounts() {
    for year in [2005, 2007] { #expect(StatutoryHolidayRules.days(in: year).count == 10) }
    for year in [2008, 2013, 2014, 2024] { #expect(StatutoryHolidayRules.days(in: year).count == 11) }
    for year in [2025, 2026] { #expect(StatutoryHolidayRules.days(in: year).count == 13) }
    // 2008-2013 春节 is 除夕-初二; 2014-2024 初一-初三; from 2025 除夕-初三.
    let spring2010 = StatutoryHolidayRules.days(in: 2010).filter { $0.holiday == "春节" }.map(
      \.date.description)
    #expect(spring2010 == ["2010-02-13", "2010-02-14", "2010-02-15"])
    let labour2025 = StatutoryHolidayRules.days(in: 2025).filter { $0.holiday == "劳动节" }.count
    #expect(labour2025 == 2)
  }

  @Test(
    "every region and year: make-up days fall on weekends, nothing is both off and on, blocks stay in their year"
  )
  func invariants() throws {
    for table in [HolidayTable.mainlandChina, .hongKong, .taiwan] {
      try HolidayTable.validate(table.holidays, file: "built-in \(table.region)") {
        _, _ in nil
      }
      for holiday in table.holidays {
        #expect(table.covers(year: holiday.year))
        #expect(holiday.statutoryDays.allSatisfy { holiday.daysOff.contains($0) })
        #expect(holiday.workDays.allSatisfy { $0.weekday == .saturday || $0.weekday == .sunday })
        #expect(
          holiday.daysOff.count <= 10, "\(holiday.name) \(holiday.year) lasts \(holiday.daysOff.count) days")
      }
    }
  }

  @Test("CN blocks contain their festival: 春节 holds 正月初一, 端午 五月初五, 中秋 八月十五, 清明 the term")
  func festivalsInsideBlocks() throws {
    let catalog = FestivalCatalog.standard
    for holiday in HolidayTable.mainlandChina.holidays {
      let keys: [String: String] = [
        "春节": "spring-festival", "端午节": "dragon-boat", "中秋节": "mid-autumn", "清明节": "qingming",
      ]
      for (name, key) in keys where holiday.name.zhHans.contains(name) {
        let festival = try #require(catalog.festival(named: key))
        let day = try #require(catalog.date(of: festival, in: holiday.span.upperBound.year))
        #expect(holiday.daysOff.contains(day), "\(holiday.year) \(name): \(day) not in \(holiday.span)")
      }
    }
  }

  @Test("the files name their source notices; coverage has no gaps")
  func coverage() {
    #expect(HolidayTable.mainlandChina.holidays.allSatisfy { $0.notice?.hasPrefix("国务院") == true })
    #expect(
      HolidayTable.mainlandChina.holidays(inYear: 2020).first { $0.name.zhHans == "春节" }?.notice?.contains(
        "延长") == true)
    for table in [HolidayTable.mainlandChina, .hongKong, .taiwan] {
      guard let first = table.years.first, let last = table.years.last else { continue }
      #expect(table.years == Array(first...last))
    }
  }
}
