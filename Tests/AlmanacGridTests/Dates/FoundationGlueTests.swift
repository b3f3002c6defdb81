@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
import Foundation
import Testing


@Suite("Foundation glue: Date, Calendar, DateComponents, Locale; Codable and Equatable models")
struct FoundationGlueTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("an instant is the day of the calendar's time zone, whatever the calendar")
  func dateAndCalendar() throws {
    // 2026-02-16 20:00 UTC is already 17 February in Shanghai, still 16 February in New York.
    let instant = Date(timeIntervalSince1970: 1_771_272_000)
    var shanghai = Calendar(identifier: .chinese)
    shanghai.timeZone = try #require(TimeZone(identifier: "Asia/Shanghai"))
    var newYork = Calendar(identifier: .gregorian)
    newYork.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    #expect(CivilDate(instant, calendar: shanghai) == date("2026-02-17"))
    #expect(CivilDate(instant, calendar: newYork) == date("2026-02-16"))
  }

  @Test("date components: Gregorian fields, another calendar's fields, and back")
  func components() throws {
    #expect(CivilDate(DateComponents(year: 2026, month: 2, day: 17)) == date("2026-02-17"))
    #expect(CivilDate(DateComponents(year: 2026, month: 2, day: 30)) == nil)
    #expect(CivilDate(DateComponents(year: 2026, month: 2)) == nil, "a day is needed")
    // 正月初一 of the Chinese calendar (Foundation's own) is 春节 2026.
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let newYear = DateComponents(calendar: chinese, era: 78, year: 43, month: 1, day: 1)
    #expect(CivilDate(newYear) == date("2026-02-17"))
    let back = date("2026-02-17").dateComponents()
    #expect(back.year == 2026 && back.month == 2 && back.day == 17 && back.calendar?.identifier == .gregorian)
    #expect(CivilDate(back) == date("2026-02-17"))
  }

  @Test("Locale works wherever a locale identifier does")
  func locales() throws {
    let chinese = GridOptions(locale: Locale(identifier: "zh_CN"), today: date("2026-02-17"))
    #expect(chinese == GridOptions(locale: "zh_CN", today: date("2026-02-17")))
    let us = try LocaleData.forLocale(Locale(identifier: "en_US"))
    #expect(us.weekdaySymbols(width: .short) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(us.weekdaySymbols(width: .short, firstWeekday: .monday).first == "Mon")
    let china = try LocaleData.forLocale(Locale(identifier: "zh_CN"))
    #expect(china.weekdaySymbols().first == "周一", "China's weeks start on Monday")
    #expect(try WeekConventions(locale: Locale(identifier: "en_US")).firstWeekday == .sunday)
    #expect(try CalendarSymbols(locale: Locale(identifier: "zh_TW")).locale.hasPrefix("zh"))
    #expect(china.lunarYearText(StemBranch(year: 2026)) == "丙午年【马年】")
    #expect(us.lunarYearText(StemBranch(year: 2026)) == "丙午, Year of the Horse")
  }

  @Test("day models, statuses and badges survive JSON; options and pages compare by value")
  func codableAndEquatable() throws {
    let options = GridOptions(today: date("2026-02-17"))
    let page = try MonthGrid(year: 2026, month: 2, options: options)
    let days = Array(page.days)
    let decoded = try JSONDecoder().decode([DayModel].self, from: JSONEncoder().encode(days))
    #expect(decoded == days)
    let festival = try #require(page.day(date("2026-02-17")))
    #expect(festival.status?.holidayName?.zhHans == "春节" && festival.badge?.text == "休")
    let status = try #require(festival.status)
    #expect(try JSONDecoder().decode(DayStatus.self, from: JSONEncoder().encode(status)) == status)
    let badge = try #require(festival.badge)
    #expect(try JSONDecoder().decode(DayBadge.self, from: JSONEncoder().encode(badge)) == badge)
    #expect(try MonthGrid(year: 2026, month: 2, options: options) == page)
    #expect(try MonthGrid(year: 2026, month: 3, options: options) != page)
    var other = options
    other.firstWeekday = .sunday
    #expect(other != options)
    #expect(try MonthGrid(year: 2026, month: 2, options: other) != page)
  }
}
