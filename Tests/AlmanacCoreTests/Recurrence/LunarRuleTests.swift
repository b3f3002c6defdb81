import Foundation
import Testing

@testable import AlmanacCore

/// Lunar RRULEs read and expanded by RFC 7529 on the official table. The expected days are the
/// table's lunar dates (each checked through ``LunarCalendar`` in the test, not through the
/// rule); libical's readings, where they differ, are compared in the system tests.
@Suite("Lunar RRULEs (RFC 7529 RSCALE, and the vendor FREQ=LUNAR_YEARLY)")
struct LunarRuleTests {
  let chinese = LunarCalendar.chinese

  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }
  func day(_ year: Int, _ month: Int, _ day: Int, leap: Bool = false) throws -> CivilDate {
    try chinese.civilDate(for: try #require(LunarDate(year: year, month: month, day: day, isLeapMonth: leap)))
  }

  @Test("a 闰四月十五 birthday: the leap month where there is one, else by SKIP")
  func leapMonthBirthday() throws {
    let start = try day(2020, 4, 15, leap: true)  // 2020 has 闰四月
    let through = date("2024-12-31")
    let backward = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD")
    #expect(
      backward.occurrences(start: start, through: through)
        == [start, try day(2021, 4, 15), try day(2022, 4, 15), try day(2023, 4, 15), try day(2024, 4, 15)])
    // FORWARD: the month after the missing leap month, 五月.
    let forward = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=FORWARD")
    #expect(forward.occurrences(start: start, through: through)[1] == (try day(2021, 5, 15)))
    // OMIT (the default): only years with a 闰四月.
    let omit = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15")
    #expect(omit.occurrences(start: start, through: date("2039-12-31")).map { chinese.lunarDate(for: $0).year } == (2020...2039).filter { (try? chinese.leapMonth(inYear: $0)) == 4 })
  }

  @Test("a 腊月三十 (除夕 on the 30th): SKIP moves it to the 29th or to 正月初一, or drops it")
  func thirtieth() throws {
    // 2024's 腊月 (lunar year 2024, ending 2025-01-28) has 29 days; 2025's has 30? Read from the table.
    for year in 2020...2030 {
      let length = try chinese.daysInMonth(12, inYear: year)
      let start = try day(2020, 1, 1)
      let through = date("2031-12-31")
      let omit = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30").occurrences(start: start, through: through)
      let backward = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=BACKWARD")
        .occurrences(start: start, through: through)
      let forward = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=FORWARD")
        .occurrences(start: start, through: through)
      let last = try day(year, 12, length)
      if length == 30 {
        #expect(omit.contains(last) && backward.contains(last) && forward.contains(last), "\(year)")
      } else {
        #expect(!omit.contains { chinese.lunarDate(for: $0).year == year }, "\(year)")
        #expect(backward.contains(last), "\(year): the 29th")
        #expect(forward.contains(last.adding(days: 1)), "\(year): 正月初一")
      }
    }
    // The last day by counting from the end is always there.
    let last = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=-1")
    #expect(last.occurrences(start: date("2020-01-01"), through: date("2030-12-31")).allSatisfy { $0.adding(days: 1) == (try? chinese.newYear(of: chinese.lunarDate(for: $0).year + 1)) })
  }

  @Test("MONTHLY walks the months, leap months among them; COUNT, UNTIL and INTERVAL")
  func monthly() throws {
    // 初一 of every month from 2023's 正月: 13 months in 2023 (闰二月).
    let rule = try LunarRule("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=1")
    let firsts = rule.occurrences(start: date("2023-01-22"), through: date("2024-02-09"))
    #expect(firsts.count == 13)
    #expect(firsts.contains(try day(2023, 2, 1, leap: true)))
    let counted = try LunarRule("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3").occurrences(
      start: date("2023-01-22"), through: date("2030-01-01"))
    #expect(counted == [try day(2023, 1, 15), try day(2023, 2, 15), try day(2023, 2, 15, leap: true)])
    let until = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=15;UNTIL=20281231").occurrences(
      start: date("2026-01-01"), through: date("2040-01-01"))
    #expect(until == [try day(2026, 8, 15), try day(2027, 8, 15), try day(2028, 8, 15)])
    let everyOther = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYMONTHDAY=1").occurrences(
      start: date("2026-02-17"), through: date("2031-12-31"))
    #expect(everyOther == [date("2026-02-17"), try chinese.newYear(of: 2028), try chinese.newYear(of: 2030)])
  }

  @Test("the vendor FREQ=LUNAR_YEARLY reads as the same rule on the Chinese calendar; DANGI is Korean")
  func vendorAndKorean() throws {
    let vendor = try LunarRule("FREQ=LUNAR_YEARLY;INTERVAL=1;BYMONTH=10;BYMONTHDAY=8")
    #expect(vendor.isVendorForm && vendor.calendar.variant == .chinese)
    let standard = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=8")
    #expect(
      vendor.occurrences(start: date("2024-11-08"), through: date("2034-12-31"))
        == standard.occurrences(start: date("2024-11-08"), through: date("2034-12-31")))
    // Without BYMONTH and BYMONTHDAY, the start's lunar date recurs.
    let bare = try LunarRule("FREQ=LUNAR_YEARLY")
    #expect(bare.occurrences(start: date("2026-02-17"), through: date("2027-12-31")) == [date("2026-02-17"), try chinese.newYear(of: 2027)])
    let korean = try LunarRule("RSCALE=DANGI;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1")
    #expect(korean.occurrences(start: date("2026-01-01"), through: date("2026-12-31")) == [try LunarCalendar.korean.newYear(of: 2026)])
  }

  @Test("asked from a later day, a rule without COUNT skips the years between and lists the same days")
  func skipsAhead() throws {
    for text in [
      "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD", "RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=3;BYMONTH=1;BYMONTHDAY=1",
      "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=FORWARD",
    ] {
      let rule = try LunarRule(text)
      let start = date("1950-03-01")
      let all = rule.occurrences(start: start, through: date("2040-12-31"))
      let late = rule.occurrences(start: start, from: date("2020-01-01"), through: date("2040-12-31"))
      #expect(late == all.filter { $0 >= date("2020-01-01") }, "\(text)")
    }
  }

  @Test("what is not a lunar rule, or not one Almanac expands, is refused naming the part")
  func refusals() {
    #expect(throws: LunarRuleError.notLunar) { try LunarRule("FREQ=YEARLY;BYMONTH=1") }
    #expect(throws: LunarRuleError.notLunar) { try LunarRule("RSCALE=GREGORIAN;FREQ=YEARLY") }
    for bad in [
      "RSCALE=CHINESE;FREQ=WEEKLY", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=13", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTHDAY=31",
      "RSCALE=CHINESE;FREQ=YEARLY;BYDAY=MO", "RSCALE=CHINESE;FREQ=YEARLY;SKIP=SIDEWAYS", "RSCALE=HEBREW;FREQ=YEARLY",
      "RSCALE=CHINESE;FREQ=YEARLY;COUNT=2;UNTIL=20300101", "RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=0", "RSCALE=CHINESE;FREQ",
      "RSCALE=CHINESE;FREQ=YEARLY;COUNT=99999999999999999999",
    ] {
      #expect(throws: LunarRuleError.self, "\(bad)") { try LunarRule(bad) }
    }
  }
}
