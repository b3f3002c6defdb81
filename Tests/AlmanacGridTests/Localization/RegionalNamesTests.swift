@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
import Foundation
import Testing


@Suite("Korean and Vietnamese names and festivals on pages")
struct RegionalNamesTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("干支 in Hangul and Vietnamese; the Vietnamese zodiac's buffalo and cat")
  func cycleNames() {
    #expect(StemBranch(year: 2026).hangul == "병오" && StemBranch(year: 2026).vietnamese == "Bính Ngọ")
    #expect(StemBranch(year: 1984).hangul == "갑자" && StemBranch(year: 1984).vietnamese == "Giáp Tý")
    #expect(StemBranch(year: 2023).vietnamese == "Quý Mão" && Zodiac.rabbit.vietnameseName == "Mèo")
    #expect(Zodiac.ox.vietnameseName == "Trâu" && Zodiac.horse.koreanName == "말")
  }

  @Test("a Korean page: 음력 dates as month.day, 추석 on the Korean calendar's 8.15, Korean terms")
  func koreanPage() throws {
    var options = GridOptions(locale: "ko_KR", today: date("2026-09-01"), holidays: nil, festivals: .korean)
    options.calendar = .korean
    let page = try MonthGrid(year: 2026, month: 9, options: options)
    #expect(page.title == "2026년 9월 · 병오년(丙午年) 말띠")
    #expect(page.day(date("2026-09-25"))?.subtitle == "추석")
    #expect(page.day(date("2026-09-23"))?.subtitle == "추분")
    #expect(page.day(date("2026-09-11"))?.subtitle == "8.1")
    #expect(page.day(date("2026-09-12"))?.subtitle == "8.2")
    #expect(page.day(date("2026-09-01"))?.subtitle == "오늘")
    #expect(
      try FestivalCatalog.korean.date(
        of: #require(FestivalCatalog.korean.festival(named: "seollal")), in: 2027)?.description
        == "2027-02-07")
  }

  @Test("a Vietnamese page: Tết on the Vietnamese calendar's new year, which can differ from China's")
  func vietnamesePage() throws {
    var options = GridOptions(
      locale: "vi_VN", today: date("2007-01-01"), holidays: nil, festivals: .vietnamese)
    options.calendar = .vietnamese
    let page = try MonthGrid(year: 2007, month: 2, options: options)
    #expect(page.day(date("2007-02-17"))?.subtitle == "Tết Nguyên Đán")
    #expect(page.day(date("2007-02-16"))?.subtitle == "Giao thừa")
    #expect(page.title.hasSuffix("Năm Đinh Hợi (Lợn)"))
    // The Chinese calendar's 春节 2007 is a day later.
    let chinese = try MonthGrid(year: 2007, month: 2, options: GridOptions(today: date("2007-01-01")))
    #expect(chinese.day(date("2007-02-18"))?.subtitle == "春节")
    let tet = try #require(FestivalCatalog.vietnamese.festival(named: "tet"))
    #expect(FestivalCatalog.vietnamese.date(of: tet, in: 2007)?.description == "2007-02-17")
  }

  @Test("names with Korean and Vietnamese forms survive JSON; others encode as before")
  func codable() throws {
    let name = HolidayName(zhHans: "中秋节", zhHant: "中秋節", english: "Chuseok", korean: "추석")
    let data = try JSONEncoder().encode(name)
    #expect(try JSONDecoder().decode(HolidayName.self, from: data) == name)
    let plain = HolidayName(zhHans: "春节", zhHant: "春節", english: "Spring Festival")
    #expect(String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("\"ko\"") == false)
  }
}
