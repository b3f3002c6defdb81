@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
import AlmanacTestSupport
import Foundation
import Testing


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

@Suite("Festival categories and the complete catalog")
struct FestivalCategoryTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("the standard catalog is unchanged; the complete one adds days an app chooses by category")
  func categories() throws {
    #expect(FestivalCatalog.standard.festivals.count == 31)
    // The complete catalog is the standard one and every line of data/festivals/more.tsv.
    let more = try ProjectFiles.records("data/festivals/more.tsv").count
    #expect(FestivalCatalog.complete.festivals.count == 31 + more)
    #expect(
      FestivalCatalog.standard.festivals.filter { $0.category == .statutory }.map(\.name.zhHans) == [
        "春节", "端午节", "中秋节", "清明节", "元旦", "劳动节", "国庆节",
      ])
    // 上巳 2026 is 三月初三 = 2026-04-19; 寒衣节 十月初一 = 2026-11-09; 南方小年 腊月廿四 = 2027-01-31
    // (lunar-python: Lunar.fromYmd(2026, 3, 3).getSolar() and so on).
    let complete = FestivalCatalog.complete
    #expect(complete.festivals(on: date("2026-04-19")).map(\.name.zhHans) == ["上巳节"])
    #expect(complete.festivals(on: date("2026-11-09")).map(\.name.zhHans) == ["寒衣节"])
    #expect(complete.festivals(on: date("2027-01-31")).map(\.name.zhHans) == ["南方小年"])
    #expect(complete.festivals(on: date("2026-12-13")).map(\.name.zhHans) == ["国家公祭日"])
    #expect(complete.festivals(on: date("2013-12-13")).isEmpty, "国家公祭日 since 2014")
    let traditional = complete.only([.traditional])
    #expect(traditional.festivals(on: date("2026-12-13")).isEmpty)
    #expect(traditional.festivals(on: date("2026-04-19")).map(\.name.zhHans) == ["上巳节"])
    // A page with the complete catalog shows them as subtitles.
    var options = GridOptions(today: date("2026-01-01"))
    options.festivals = complete.only([.statutory, .traditional, .regional])
    let page = try MonthGrid(year: 2026, month: 4, options: options)
    #expect(page.day(date("2026-04-19"))?.subtitle == "上巳节")
    let decoded = try JSONDecoder().decode(
      Festival.self,
      from: Data(#"{"key":"x","name":{"zh-Hans":"某节"},"rule":{"solar":{"month":1,"day":2}}}"#.utf8))
    #expect(decoded.category == .traditional)
  }

  @Test("春社 and 秋社: the fifth 戊 day after 立春 and 立秋, as lunar-python gives them for 2024–2027")
  func sheDays() throws {
    let complete = FestivalCatalog.complete
    let spring = try #require(complete.festival(named: "chunshe"))
    let autumn = try #require(complete.festival(named: "qiushe"))
    let expected = [
      (2024, "2024-03-15", "2024-09-21"), (2025, "2025-03-20", "2025-09-16"),
      (2026, "2026-03-25", "2026-09-21"),
      (2027, "2027-03-20", "2027-09-26"),
    ]
    for (year, springDay, autumnDay) in expected {
      #expect(complete.date(of: spring, in: year)?.description == springDay)
      #expect(complete.date(of: autumn, in: year)?.description == autumnDay)
      #expect(complete.festivals(on: date(springDay)).map(\.key) == ["chunshe"])
      #expect(!complete.festivals(on: date(springDay).adding(days: 10)).map(\.key).contains("chunshe"))
    }
    // On a page (the grid's one-pass path) too.
    var options = GridOptions(today: date("2026-01-01"))
    options.festivals = complete
    let page = try MonthGrid(year: 2026, month: 3, options: options)
    #expect(page.day(date("2026-03-25"))?.festivals.map(\.key) == ["chunshe"])
    #expect(page.day(date("2026-03-15"))?.festivals.isEmpty == true)
  }
}
