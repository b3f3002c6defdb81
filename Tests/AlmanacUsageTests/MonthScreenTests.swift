import Almanac
import Foundation
import Testing

/// An FSCalendar-style month screen: a header, weekday symbols, six rows of cells with a
/// subtitle under the day number, 休/班 badges, today marked, other months' days muted, and
/// swiping between months.
@Suite("Usage: an FSCalendar-style month screen")
struct MonthScreenTests {
  let today = CivilDate(year: 2026, month: 2, day: 17)

  @Test("the February 2026 page a Chinese user sees")
  func chinesePage() throws {
    var options = GridOptions(locale: Locale(identifier: "zh_CN"), today: today)
    options.outDates = .tillEndOfGrid
    let page = try MonthGrid(year: 2026, month: 2, options: options)
    #expect(page.title == "2026年2月 · 丙午年【马年】")
    #expect(page.weekdaySymbols == ["周一", "周二", "周三", "周四", "周五", "周六", "周日"])
    #expect(page.rows.count == 6 && page.rows.allSatisfy { $0.count == 7 })
    // The first row starts on Monday 26 January, muted.
    let first = try #require(page.rows.first?.first)
    #expect(first.dayText == "26" && first.belongsTo == .previous)
    func cell(_ day: Int) throws -> DayModel {
      let date = try #require(CivilDate(year: 2026, month: 2, day: day))
      return try #require(page.day(date))
    }
    // 2026 notice: 2月15日至23日放假调休，2月14日、2月28日上班.
    #expect(try cell(14).badge?.text == "班")
    #expect(try (15...23).allSatisfy { try cell($0).badge?.text == "休" })
    #expect(try cell(28).badge?.text == "班")
    #expect(try cell(24).badge == nil)
    // Subtitles: today wins over the festival; 除夕 the day before; 雨水 on the 18th.
    #expect(try cell(17).subtitle == "今日" && cell(17).isToday && cell(17).festivals.map(\.name.zhHans).contains("春节"))
    #expect(try cell(16).subtitle == "除夕")
    #expect(try cell(18).subtitle == "雨水")
    #expect(try cell(19).subtitle == "初三")
  }

  @Test("an American user: Sunday first, English subtitles, swiping from month to month")
  func englishPagesAndSwiping() throws {
    let options = GridOptions(locale: Locale(identifier: "en_US"), today: today)
    let start = try #require(CivilDate(year: 2026, month: 1, day: 1))
    let end = try #require(CivilDate(year: 2026, month: 12, day: 31))
    let months = try MonthRange(from: start, through: end, options: options)
    #expect(months.count == 12)
    let index = try #require(months.index(of: today!))
    let february = months[index]
    #expect(february.weekdaySymbols.first == "Sun")
    #expect(february.title.hasSuffix("Year of the Horse"))
    // Swiping: the next page starts where this one ends; a page read again is the same value.
    #expect(months[index + 1].month == 3 && months[index] == february)
    // Cells are Identifiable by their date, for SwiftUI's ForEach.
    let ids = february.rows.flatMap { $0 }.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
