import Foundation
import Testing

@testable import Almanac

@Suite("Festivals")
struct FestivalTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test(
    "2026 and 2027 festival dates",
    arguments: [
      ("spring-festival", 2026, "2026-02-17"), ("lantern", 2026, "2026-03-03"),
      ("dragon-head", 2026, "2026-03-20"),
      ("dragon-boat", 2026, "2026-06-19"), ("qixi", 2026, "2026-08-19"), ("ghost", 2026, "2026-08-27"),
      ("mid-autumn", 2026, "2026-09-25"), ("double-ninth", 2026, "2026-10-18"), ("laba", 2026, "2026-01-26"),
      ("little-new-year", 2026, "2026-02-10"), ("new-years-eve", 2026, "2026-02-16"),
      ("new-years-eve", 2027, "2027-02-05"),
      ("cold-food", 2026, "2026-04-04"), ("qingming", 2026, "2026-04-05"),
      ("winter-solstice", 2026, "2026-12-22"),
      ("mothers-day", 2026, "2026-05-10"), ("fathers-day", 2026, "2026-06-21"),
      ("thanksgiving", 2026, "2026-11-26"),
      ("teachers-day", 2026, "2026-09-10"), ("national-day", 2026, "2026-10-01"),
    ])
  func dates(key: String, year: Int, expected: String) throws {
    let festival = try #require(Festival.named(key))
    #expect(FestivalCatalog.standard.date(of: festival, in: year)?.description == expected)
    #expect(Festivals.on(date(expected)).contains(festival), "\(key) on \(expected)")
  }

  @Test("除夕 is the last day of 腊月, also when that is the 29th")
  func newYearsEve() throws {
    let eve = try #require(Festival.named("除夕"))
    // 2026 腊月 (2027-01-08...2027-02-05) has 29 days.
    #expect(Festivals.on(date("2027-02-05")).contains(eve))
    #expect(LunarCalendar.chinese.lunarDate(for: date("2027-02-05")).day == 29)
    #expect(!Festivals.on(date("2027-02-04")).contains(eve))
  }

  @Test("years of observance and leap months")
  func limits() throws {
    let teachers = try #require(Festival.named("teachers-day"))
    #expect(FestivalCatalog.standard.date(of: teachers, in: 1984) == nil)
    #expect(!Festivals.on(date("1984-09-10")).contains(teachers))
    // 2025 闰六月: 六月十五 falls once, in the ordinary month; no festival is on the leap month's days.
    #expect(Festivals.on(date("2025-08-08")).isEmpty, "闰六月十五 2025")
    #expect(
      Festival.named("中秋")?.key == "mid-autumn" && Festival.named("Mid-Autumn Festival")?.key == "mid-autumn")
    #expect(Festival.named("中秋節")?.key == "mid-autumn" && Festival.named("nothing") == nil)
  }

  @Test("next after a date, across years")
  func next() throws {
    let midAutumn = try #require(Festival.named("mid-autumn"))
    #expect(Festivals.next(midAutumn, after: date("2026-11-30")) == date("2027-09-15"))
    #expect(Festivals.next(midAutumn, after: date("2026-09-24")) == date("2026-09-25"))
    #expect(Festivals.next(midAutumn, after: date("2026-09-25")) == date("2027-09-15"))
    let eve = try #require(Festival.named("new-years-eve"))
    #expect(Festivals.next(eve, after: date("2026-12-31")) == date("2027-02-05"))
    #expect(Festivals.next(midAutumn, after: date("2500-01-01")) != nil, "beyond the table, through ICU")
  }

  @Test("several festivals on one day keep catalog order")
  func order() {
    let names = Festivals.on(date("2026-04-05")).map(\.key)
    #expect(names == ["qingming"])
    #expect(Festivals.on(date("2026-10-01")).map(\.key) == ["national-day"])
  }
}
