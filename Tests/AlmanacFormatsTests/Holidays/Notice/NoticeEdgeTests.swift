import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// Notices that stand at the ends of the calendar (year 9999, year 1) or that no ordinary notice
/// resembles (titles that run into each other): read or refused with a line, never a trap, and
/// what is read answers every question a table is asked.
@Suite("Notice reader at the calendar's ends")
struct NoticeEdgeTests {
  static func notice(_ year: String, _ item: String) -> String {
    "国务院办公厅关于\(year)年部分节假日安排的通知\n\(item)\n"
  }

  /// Items at the first and last days, joined to weekends, crossing the year, on 除夕.
  static let cases: [(year: String, item: String)] = [
    ("9999", "一、国庆节：12月31日放假，与周末连休。"),
    ("9999", "一、国庆节：12月24日放假，与周末连休。"),
    ("9999", "一、国庆节：12月27日至31日放假，12月25日（周六）上班。"),
    ("9999", "一、元旦：12月31日至1月2日放假，与周末连休。"),
    ("9999", "一、春节：12月31日（农历除夕）放假。"),
    ("9999", "一、国庆节：12月30日放假。"),
    ("9999", "一、国庆节：12月31日放假。\n二、延长9999年国庆节假期至12月31日。"),
    ("0001", "一、元旦：1月1日放假，与周末连休。"),
    ("0001", "一、元旦：12月31日至1月2日放假。"),
    ("0001", "一、元旦：1月1日至3日放假，1月7日（周日）上班。"),
    ("0001", "一、元旦：1月1日（农历除夕）放假。"),
    ("0002", "一、元旦：12月31日至1月2日放假。"),
  ]

  @Test("a notice for year 9999 or year 1 is read or refused, and what is read answers everything")
  func endsOfTheCalendar() throws {
    for (year, item) in Self.cases {
      let text = Self.notice(year, item)
      let table: HolidayTable
      do {
        table = try HolidayTable.load(text: text, file: "edge.txt")
      } catch {
        #expect(error.line != nil, "\(year) \(item): refused without a line: \(error)")
        continue
      }
      // Everything a table is asked, at and around the ends.
      for date in [CivilDate.min, CivilDate.max, CivilDate.min.adding(days: 1), CivilDate.max.adding(days: -1)] {
        _ = try? table.status(on: date)
        _ = try? table.nextWorkday(after: date, assuming: .weekends)
        _ = try? table.adding(workdays: -3, to: date, assuming: .weekends)
        _ = table.arrangedDays(from: CivilDate.min, through: CivilDate.max)
      }
      _ = try? table.workdays(from: CivilDate.min, through: CivilDate.max, assuming: .weekends)
      let merged = try HolidayTable.mainlandChina.merging(table)
      #expect(merged.years.contains(Int(year) ?? 0))
      _ = table.icsFeed()
      _ = table.almanacJSON()
    }
  }

  @Test("the stepping that found the trap: weekends joined outward stop at 9999-12-31 and at 0001-01-01")
  func joinedWeekendsStop() throws {
    // 9999-12-25 and 26 are a Saturday and Sunday; 9999-12-24 is a Friday.
    let late = try HolidayTable.load(text: Self.notice("9999", "一、国庆节：12月24日放假，与周末连休。"), file: "t")
    #expect(late.holidays.first?.daysOff.map(\.description) == ["9999-12-24", "9999-12-25", "9999-12-26"])
    let end = try HolidayTable.load(text: Self.notice("9999", "一、国庆节：12月31日放假，与周末连休。"), file: "t")
    #expect(end.holidays.first?.daysOff.map(\.description) == ["9999-12-31"])
    // 0001-01-01 is a Monday: nothing before it to join.
    let first = try HolidayTable.load(text: Self.notice("0001", "一、元旦：1月1日放假，与周末连休。"), file: "t")
    #expect(first.holidays.first?.daysOff.map(\.description) == ["0001-01-01"])
    // 除夕 on 9999-12-31 cannot be checked against a next day: refused, not trapped.
    let eve = Self.notice("9999", "一、春节：12月31日（农历除夕）放假。")
    #expect(throws: HolidayFileError.self) { try HolidayTable.load(text: eve, file: "t") }
  }

  @Test("titles that run into each other are one title, not two overlapping (was: a Range trap)")
  func overlappingTitles() {
    // The second 的通知 found its 关于 inside the first title, and the stretch between the
    // two titles ran backwards.
    for text in [
      "国务院办公厅关于延长2020年春节假期的通知的通知\n一、延长2020年春节假期至2月2日。\n",
      "关于调整2019年劳动节假期安排的通知的通知的通知\n一、2019年5月1日至4日放假调休，共4天。\n",
      "国务院办公厅关于2026年部分节假日安排的通知关于2026年部分节假日安排的通知\n一、元旦：1月1日放假。\n",
    ] {
      // The reader alone: a notice of one item is no whole year, which is not what is tested.
      do {
        _ = try NoticeReaderTests.parse(text, file: "t")
      } catch {
        #expect(error.line != nil, "\(error)")
      }
    }
    let reader = NoticeReader(file: "t", text: NoticeText("关于延长2020年春节假期的通知的通知"))
    let titles = reader.titles()
    for (first, second) in zip(titles, titles.dropFirst()) {
      #expect(first.range.upperBound <= second.range.lowerBound)
    }
  }
}
