import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

@Suite("Month grids checked against hand-verified months")
struct MonthGridTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  func options(_ locale: String = "zh_CN", today: String = "2026-03-10") -> GridOptions {
    GridOptions(locale: locale, today: date(today))
  }

  @Test("February 2026, Monday first: 春节 on the 17th, 休 15th–23rd, 班 on the 14th and 28th")
  func february2026() throws {
    let page = try MonthGrid(year: 2026, month: 2, options: options())
    #expect(page.weekdays.first == .monday && page.weekdaySymbols.first == "周一")
    #expect(page.title == "2026年2月 · 丙午年【马年】")
    #expect(page.layout.rowCount == 5 && page.days.count == 35, "fills the first row and the last")
    let first = try #require(page.day(date("2026-02-01")))
    #expect(first.row == 0 && first.column == 6 && first.belongsTo == .this)
    #expect(page.days.first?.belongsTo == .previous && page.days.first?.date == date("2026-01-26"))
    let spring = try #require(page.day(date("2026-02-17")))
    #expect(
      spring.subtitle == "春节" && spring.subtitleKind == .festival && spring.row == 3 && spring.column == 1)
    for day in 15...23 {
      let cell = try #require(page.day(date("2026-02-\(day)")))
      #expect(cell.badge?.text == "休", "2026-02-\(day)")
    }
    #expect(page.day(date("2026-02-14"))?.badge?.text == "班")
    #expect(page.day(date("2026-02-28"))?.badge?.text == "班")
    #expect(page.day(date("2026-02-24"))?.badge == nil)
    #expect(page.day(date("2026-02-16"))?.subtitle == "除夕")
    #expect(page.day(date("2026-02-19"))?.subtitle == "初三", "春节 is named once, on its festival day")
    #expect(page.day(date("2026-02-18"))?.subtitle == "雨水")
    #expect(
      page.day(date("2026-02-04"))?.subtitle == "立春"
        && page.day(date("2026-02-04"))?.solarTerm == .startOfSpring)
    #expect(page.day(date("2026-02-14"))?.subtitle == "情人节")
    #expect(page.day(date("2026-02-10"))?.subtitle == "小年")
    #expect(
      page.day(date("2026-02-21"))?.isWeekend == true && page.day(date("2026-02-20"))?.isWeekend == false)
  }

  @Test("subtitle priority: 今日 first; the lunar month on 初一; reordering and hiding kinds")
  func subtitles() throws {
    var settings = options(today: "2026-02-17")
    let page = try MonthGrid(year: 2026, month: 2, options: settings)
    #expect(page.day(date("2026-02-17"))?.subtitle == "今日" && page.day(date("2026-02-17"))?.isToday == true)
    let march = try MonthGrid(year: 2026, month: 3, options: settings)
    #expect(march.day(date("2026-03-19"))?.subtitle == "二月", "初一 of 二月")
    settings.subtitlePriority = [.lunarDay]
    let plain = try MonthGrid(year: 2026, month: 2, options: settings)
    #expect(
      plain.day(date("2026-02-17"))?.subtitle == "初一"
        && plain.day(date("2026-02-17"))?.subtitleKind == .lunarDay)
    settings.subtitlePriority = [.solarTerm]
    let termsOnly = try MonthGrid(year: 2026, month: 2, options: settings)
    #expect(
      termsOnly.day(date("2026-02-04"))?.subtitle == "立春"
        && termsOnly.day(date("2026-02-05"))?.subtitle == nil)
  }

  @Test(
    "Sunday-first locales and their headers",
    arguments: [
      ("en_US", "February 2026 · 丙午, Year of the Horse", "Sun"), ("zh_TW", "2026年2月 · 丙午年【馬年】", "週日"),
      ("ja_JP", "2026年2月 · 丙午年【馬年】", "日"),
    ])
  func sundayFirst(locale: String, title: String, firstSymbol: String) throws {
    let page = try MonthGrid(year: 2026, month: 2, options: options(locale))
    #expect(page.weekdays.first == .sunday && page.weekdaySymbols.first == firstSymbol)
    #expect(page.title == title)
    #expect(page.day(date("2026-02-01"))?.column == 0 && page.layout.rowCount == 4)
  }

  @Test("zh_TW writes traditional: 臘月, 閏")
  func traditional() throws {
    let page = try MonthGrid(year: 2026, month: 1, options: options("zh_TW"))
    #expect(page.day(date("2026-01-19"))?.subtitle == "臘月", "初一 of 腊月")
  }

  @Test("ar_EG: Saturday first, Friday and Saturday are the weekend")
  func arabic() throws {
    let page = try MonthGrid(year: 2026, month: 2, options: options("ar_EG"))
    #expect(page.weekdays.first == .saturday)
    #expect(page.day(date("2026-02-06"))?.isWeekend == true, "a Friday")
    #expect(page.day(date("2026-02-08"))?.isWeekend == false, "a Sunday")
    #expect(page.day(date("2026-02-07"))?.column == 0)
  }

  @Test("enabled days: minimum, maximum, past and future")
  func enabled() throws {
    var settings = options(today: "2026-02-10")
    settings.minimumDate = date("2026-02-05")
    settings.maximumDate = date("2026-02-25")
    settings.disablePast = true
    let page = try MonthGrid(year: 2026, month: 2, options: settings)
    #expect(
      page.day(date("2026-02-09"))?.isEnabled == false && page.day(date("2026-02-10"))?.isEnabled == true)
    #expect(page.day(date("2026-02-26"))?.isEnabled == false)
    settings.disablePast = false
    settings.disableFuture = true
    let future = try MonthGrid(year: 2026, month: 2, options: settings)
    #expect(
      future.day(date("2026-02-11"))?.isEnabled == false && future.day(date("2026-02-06"))?.isEnabled == true)
  }

  @Test("marks, selection states and a year without holiday data")
  func marksSelectionCoverage() throws {
    var settings = options()
    settings.marks = [date("2026-02-20"): 3]
    var stay = DateSelection(.range(minNights: 1, maxNights: nil))
    stay.tap(date("2026-02-16"))
    stay.tap(date("2026-02-19"))
    let built = try MonthGrid(year: 2026, month: 2, options: settings)
    let page = built.with(stay)
    #expect(page.day(date("2026-02-20"))?.marks == 3)
    #expect(page.day(date("2026-02-16"))?.selection == .rangeStart)
    #expect(page.day(date("2026-02-17"))?.selection == .rangeMiddle)
    #expect(page.day(date("2026-02-19"))?.selection == .rangeEnd)
    // The page itself is unchanged: the selection is laid over it.
    #expect(built.day(date("2026-02-17"))?.selection == SelectionState.none && built.selection == nil)
    #expect(page == built.with(stay) && page != built)
    #expect(built.holidayCoverage == .full)
    // The first year without an arrangement, derived from the table.
    let next = try #require(HolidayTable.mainlandChina.years.last) + 1
    let springFestival = try LunarCalendar.chinese.newYear(of: next)
    let future = try MonthGrid(year: next, month: springFestival.month, options: settings)
    #expect(future.holidayCoverage.missingYears == [next] && !future.holidayCoverage.isFull)
    #expect(
      try MonthGrid(year: next - 1, month: 12, options: settings).holidayCoverage == .partial(missing: [next])
    )
    let cell = future.day(springFestival)
    #expect(cell?.status == nil && cell?.badge == .expectedRest(StatutoryHolidayRules.holidayNames[1]))
    #expect(cell?.provisionalStatus?.isStatutory == true && cell?.isProvisional == true)
    #expect(cell?.subtitle == "春节")
    #expect(throws: GridError.invalidMonth(year: 2026, month: 13)) { try MonthGrid(year: 2026, month: 13) }
    #expect(throws: GridError.self) { try MonthGrid(year: 2026, month: 2, options: options("xx_XX")) }
  }

  @Test("ranges: any span, O(1) index of a date, (section, item) without building pages")
  func ranges() throws {
    let months = try MonthRange(from: date("1900-01-01"), through: date("2100-12-31"), options: options())
    #expect(months.count == 2_412)
    let index = try #require(months.index(of: date("2026-02-17")))
    #expect(index == 126 * 12 + 1)
    #expect(months[index].month == 2 && months[index].year == 2026)
    let path = try #require(months.indexPath(of: date("2026-02-17")))
    #expect(path.section == index && months[index].days[path.item].date == date("2026-02-17"))
    #expect(months.index(of: date("2101-01-01")) == nil)
    #expect(months.last?.title == "2100年12月 · 庚申年【猴年】")
    let week = try WeekGrid(containing: date("2026-02-17"), options: options())
    #expect(week.days.map(\.date) == (16...22).map { date("2026-02-\($0)") })
    let year = try YearGrid(year: 2026, options: options())
    #expect(year.months.count == 12 && year.months[11].month == 12)
  }

  @Test("JSON of a fixed cell, keys in the documented order")
  func json() throws {
    let page = try MonthGrid(year: 2026, month: 2, options: options())
    let bytes = try JSONLinesEncoder().encode(try #require(page.day(date("2026-02-17"))))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #"{"date":"2026-02-17","row":3,"column":1,"belongsTo":"this","isToday":false,"isWeekend":false,"subtitle":"春节","badge":"休","lunar":{"year":2026,"month":1,"day":1,"isLeapMonth":false,"text":"正月初一","stemBranch":"丙午","zodiac":"马"},"festivals":["春节"],"solarTerm":null,"weekday":"tuesday","isEnabled":true,"subtitleKind":"festival","holiday":"春节","status":"holiday","statutory":true,"wage":3,"provisional":false,"marks":0,"selection":"none","overlay":null}"#
    )
  }
}
