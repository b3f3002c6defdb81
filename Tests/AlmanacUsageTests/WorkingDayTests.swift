import Almanac
import Foundation
import Testing

/// A server's working-day maths: due dates in working days, working days in a month, a day's
/// status in an API response, and next year's arrangement loaded from a file before a release.
@Suite("Usage: working-day maths on a server")
struct WorkingDayTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }
  let china = HolidayTable.mainlandChina

  @Test("due dates and counts around 国庆节 2026 (10月1日至7日放假调休; 9月20日、10月10日上班)")
  func dueDates() throws {
    #expect(try china.adding(workdays: 1, to: day("2026-09-30")) == day("2026-10-08"))
    #expect(try china.nextWorkday(after: day("2026-10-01")) == day("2026-10-08"))
    #expect(try china.previousWorkday(before: day("2026-10-08")) == day("2026-09-30"))
    #expect(try china.isWorkday(day("2026-10-10")), "Saturday 10 October is a make-up working day")
    #expect(try china.isWorkday(day("2026-09-20")))
    #expect(try !china.isWorkday(day("2026-10-05")))
    // October 2026: 8, 9, 10 (Saturday, 班), then three full weeks.
    #expect(try china.workdays(from: day("2026-10-01"), through: day("2026-10-31")) == 18)
  }

  @Test("a day's status as a server sends it, and what happens past the published years")
  func statusAndUncoveredYears() throws {
    let status = try china.status(on: day("2026-10-10"))
    #expect(status.isWorkday && status.badge?.text == "班" && status.holidayName?.zhHans == "国庆节")
    let json = try JSONEncoder().encode(status)
    #expect(try JSONDecoder().decode(DayStatus.self, from: json) == status)
    // The year after the last published one has no arrangement: asking is an error, not a guess ...
    let next = try #require(china.years.last) + 1
    let nationalDay = try #require(CivilDate(year: next, month: 10, day: 1))
    #expect(throws: HolidayTableError.self) { try china.isWorkday(nationalDay) }
    // ... unless the caller chooses an assumption: plain weekends, or the law's statutory days.
    #expect(
      try china.isWorkday(nationalDay, assuming: .weekends) == ![.saturday, .sunday].contains(
        nationalDay.weekday))
    #expect(try !china.isWorkday(nationalDay, assuming: .law), "1 October is off by law")
    #expect(!china.covers(year: next) && china.covers(year: 2026))
    // Due dates that stay inside the published years need no assumption, even in late December.
    let lastDay = try #require(CivilDate(year: next - 1, month: 12, day: 31))
    #expect(try china.previousWorkday(before: lastDay.adding(days: 1)) <= lastDay)
  }

  @Test("next year's arrangement from a file others publish (holiday-cn's 2026.json)")
  func loadedFromFile() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/holiday-cn/2026.json").standardized
    let loaded = try HolidayTable.load(contentsOf: file)
    #expect(loaded.covers(year: 2026))
    for text in ["2026-02-14", "2026-02-17", "2026-10-10", "2026-10-05", "2026-12-01"] {
      #expect(try loaded.isWorkday(day(text)) == china.isWorkday(day(text)), "\(text)")
    }
  }
}
