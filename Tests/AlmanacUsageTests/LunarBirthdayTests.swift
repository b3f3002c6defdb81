import Almanac
import Foundation
import Testing

/// Lunar birthdays, as a family app reminds them: the lunar date of a birth, the Gregorian day of
/// that lunar date each year, the 30th of a month that has only 29 days that year, and a
/// birthday in a leap month. Expected days from lunar-python.
@Suite("Usage: lunar birthdays")
struct LunarBirthdayTests {
  let calendar = LunarCalendar.chinese

  /// The Gregorian day of a lunar birthday in lunar year `year`: the same month (a leap-month
  /// birthday in the ordinary month) and day, or the month's last day when it is shorter.
  func birthday(_ born: LunarDate, inLunarYear year: Int) throws -> CivilDate {
    let length = try calendar.daysInMonth(born.month, inYear: year)
    let date = try #require(LunarDate(year: year, month: born.month, day: min(born.day, length)))
    return try calendar.civilDate(for: date)
  }

  @Test("born 1990-08-08, 六月十八: the birthdays of 2026–2030")
  func ordinary() throws {
    let born = calendar.lunarDate(for: try #require(CivilDate("1990-08-08")))
    #expect(born.month == 6 && born.day == 18 && !born.isLeapMonth)
    let expected = ["2026-07-31", "2027-07-21", "2028-08-08", "2029-07-28", "2030-07-18"]
    #expect(try (2026...2030).map { try birthday(born, inLunarYear: $0).description } == expected)
  }

  @Test("born on 腊月三十 (1995-01-30): celebrated on 除夕, the month's last day")
  func thirtieth() throws {
    let born = calendar.lunarDate(for: try #require(CivilDate("1995-01-30")))
    #expect(born.year == 1994 && born.month == 12 && born.day == 30)
    // 腊月 has 29 days in lunar 2025–2028 and 30 in 2029.
    let expected = ["2026-02-16", "2027-02-05", "2028-01-25", "2029-02-12", "2030-02-02"]
    #expect(try (2025...2029).map { try birthday(born, inLunarYear: $0).description } == expected)
    #expect(try (2025...2029).map { try calendar.daysInMonth(12, inYear: $0) } == [29, 29, 29, 29, 30])
  }

  @Test("born in 闰四月 2020: the ordinary 四月 in other years, the leap month where there is one")
  func leapMonth() throws {
    let born = calendar.lunarDate(for: try #require(CivilDate("2020-05-23")))
    #expect(born.month == 4 && born.day == 1 && born.isLeapMonth)
    #expect(try calendar.leapMonth(inYear: 2020) == 4 && calendar.leapMonth(inYear: 2028) == 5)
    let expected = ["2026-05-17", "2027-05-06", "2028-04-25", "2029-05-13", "2030-05-02"]
    #expect(try (2026...2030).map { try birthday(born, inLunarYear: $0).description } == expected)
    // The text a reminder shows.
    #expect(born.text() == "闰四月初一")
  }
}
