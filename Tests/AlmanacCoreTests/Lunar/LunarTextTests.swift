import Foundation
import Testing

@testable import AlmanacCore

@Suite("Lunar text, 干支 and 生肖")
struct LunarTextTests {
  @Test(
    "month and day names in both scripts",
    arguments: [
      (1, 1, false, "正月初一", "正月初一"), (6, 15, true, "闰六月十五", "閏六月十五"),
      (11, 20, false, "冬月二十", "冬月二十"), (12, 23, false, "腊月廿三", "臘月廿三"),
      (12, 30, false, "腊月三十", "臘月三十"), (10, 10, false, "十月初十", "十月初十"),
    ])
  func text(month: Int, day: Int, leap: Bool, simplified: String, traditional: String) throws {
    let date = try #require(LunarDate(year: 2025, month: month, day: day, isLeapMonth: leap))
    #expect(date.text() == simplified)
    #expect(date.text(.traditional) == traditional)
  }

  /// Year and day from lunar-python 1.4.8; the month here is counted by lunar month number
  /// (甲己之年丙作首), which lunar-python's 节-based month matches except before 立春 (1900, 1984).
  @Test(
    "干支 of years, months and days",
    arguments: [
      ("2026-02-17", "丙午", "庚寅", "壬戌"), ("1900-01-31", "庚子", "戊寅", "甲辰"),
      ("2026-11-30", "丙午", "己亥", "戊申"), ("1984-02-02", "甲子", "丙寅", "丙寅"),
      ("2000-01-01", "己卯", "丙子", "戊午"), ("1970-01-01", "己酉", "丙子", "辛巳"),
    ])
  func stemBranch(civil: String, year: String, month: String, day: String) throws {
    let date = try #require(CivilDate(civil))
    let lunar = LunarCalendar.chinese.lunarDate(for: date)
    #expect(lunar.stemBranch.description == year, "\(civil) year")
    #expect(StemBranch(lunarYear: lunar.year, month: lunar.month).description == month, "\(civil) month")
    #expect(StemBranch(day: date).description == day, "\(civil) day")
  }

  @Test("the cycle: 60 distinct pairs, stems and branches of the same parity")
  func cycle() {
    let names = Set((0..<60).map { StemBranch(index: $0).description })
    #expect(names.count == 60)
    #expect(StemBranch(index: 0).description == "甲子" && StemBranch(index: 59).description == "癸亥")
    #expect(StemBranch(stem: .bing, branch: .wu)?.index == 42)
    #expect(StemBranch(stem: .jia, branch: .chou) == nil)
    #expect(StemBranch(index: -1).description == "癸亥")
  }

  @Test(
    "zodiac animals",
    arguments: [
      (2026, "马", "馬", "horse"), (2024, "龙", "龍", "dragon"), (2029, "鸡", "雞", "rooster"),
      (2031, "猪", "豬", "pig"),
    ])
  func zodiac(year: Int, simplified: String, traditional: String, english: String) throws {
    let date = try #require(LunarDate(year: year, month: 1, day: 1))
    #expect(date.zodiac.character() == simplified && date.zodiac.character(.traditional) == traditional)
    #expect(date.zodiac.englishName == english)
  }

  @Test("ISO-like text parses and prints, leap months with L")
  func isoText() throws {
    #expect(LunarDate(isoText: "2025-L06-01")?.isLeapMonth == true)
    #expect(LunarDate(isoText: "2025-06-01")?.isoText == "2025-06-01")
    #expect(LunarDate(isoText: "2025-L6-01") == nil && LunarDate(isoText: "2025-13-01") == nil)
    #expect(LunarDate(isoText: "2025-06-00") == nil && LunarDate(isoText: "x") == nil)
  }

  @Test("Codable: fields out, fields in, out-of-range rejected")
  func codable() throws {
    let date = try #require(LunarDate(year: 2025, month: 6, day: 1, isLeapMonth: true))
    let data = try JSONEncoder().encode(date)
    #expect(try JSONDecoder().decode(LunarDate.self, from: data) == date)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LunarDate.self, from: Data(#"{"year":2025,"month":0,"day":1}"#.utf8))
    }
  }
}
