@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
import AlmanacTestSupport
import Foundation
import Testing


@Suite("Locale week data and symbols from ICU")
struct LocalizationTests {
  @Test(
    "first weekday and weekend per locale",
    arguments: [
      ("zh_CN", Weekday.monday, [Weekday.saturday, .sunday]), ("en_US", .sunday, [.saturday, .sunday]),
      ("zh_TW", .sunday, [.saturday, .sunday]), ("ja_JP", .sunday, [.saturday, .sunday]),
      ("ar_EG", .saturday, [.friday, .saturday]), ("fa_IR", .saturday, [.friday]),
      ("de_DE", .monday, [.saturday, .sunday]), ("he_IL", .sunday, [.friday, .saturday]),
    ])
  func week(locale: String, first: Weekday, weekend: [Weekday]) throws {
    let week = try WeekConventions(locale: locale)
    #expect(week.firstWeekday == first, "\(locale) starts weeks on \(first)")
    #expect(week.weekend == Set(weekend), "\(locale) weekend")
    #expect(week.orderedWeekdays.first == first && week.orderedWeekdays.count == 7)
    #expect(GridLayout.column(of: first, firstWeekday: week.firstWeekday) == 0)
  }

  @Test(
    "weekday names in every width",
    arguments: [
      ("zh_CN", "星期日", "周日", "日"), ("en_US", "Sunday", "Sun", "S"), ("zh-Hant-TW", "星期日", "週日", "日"),
    ])
  func weekdayNames(locale: String, wide: String, short: String, narrow: String) throws {
    let symbols = try CalendarSymbols(locale: locale)
    #expect(symbols.weekdayName(.sunday, width: .wide) == wide)
    #expect(symbols.weekdayName(.sunday, width: .short) == short)
    #expect(symbols.weekdayName(.sunday, width: .narrow) == narrow)
    #expect(symbols.weekdayNames(width: .shorter, context: .format).count == 7)
    #expect(symbols.monthNames(width: .wide).count == 12)
  }

  @Test(
    "month header from the yMMMM skeleton",
    arguments: [
      ("zh_CN", "2026年2月"), ("en_US", "February 2026"), ("ja_JP", "2026年2月"), ("de_DE", "Februar 2026"),
      ("fa_IR", "فوریهٔ ۲۰۲۶"),
    ])
  func header(locale: String, expected: String) throws {
    let header = try CalendarSymbols(locale: locale).monthHeader(year: 2026, month: 2)
    if locale == "fa_IR" && !BuildConfiguration.systemICU {
      // Foundation's newer CLDR puts the year first in Persian (the manual, "Apple platforms"); the
      // digits and the month's name are the same.
      #expect(Set(header) == Set(expected), "\(header)")
    } else {
      #expect(header == expected)
    }
  }

  @Test("unknown or malformed locales are refused with the allowed forms")
  func unknownLocale() {
    #expect(throws: LocalizationError.unknownLocale("xx_YY")) { try WeekConventions(locale: "xx_YY") }
    #expect(throws: LocalizationError.unknownLocale("")) { try CalendarSymbols(locale: "") }
    #expect(LocalizationError.unknownLocale("q").description.contains("zh_CN"))
  }

  @Test(
    "a full day as each locale writes it, rendered from the pattern, equals ICU's own formatting",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func dayText() throws {
    #if SystemICU
      let day = try #require(CivilDate(year: 2026, month: 2, day: 7))
      #expect(try CalendarSymbols(locale: "zh_CN").dayText(day) == "2026年2月7日")
      #expect(try CalendarSymbols(locale: "en_US").dayText(day) == "February 7, 2026")
      for locale in [
        "zh_CN", "zh_TW", "zh_HK", "en_US", "en_GB", "ja_JP", "ko_KR", "de_DE", "fr_FR", "ru_RU", "vi_VN",
        "ar_EG", "fa_IR",
      ] {
        let symbols = try CalendarSymbols(locale: locale)
        let gregorian = symbols.locale + (symbols.locale.contains("@") ? ";" : "@") + "calendar=gregorian"
        let icu = try ICUDateFormat(locale: gregorian, skeleton: "yMMMMd")
        // After 1582: ICU's Gregorian calendar is Julian before its cutover, CivilDate proleptic.
        for date in [day, try #require(CivilDate(year: 1987, month: 11, day: 23))] {
          #expect(symbols.dayText(date) == (try icu.format(date)), "\(locale) \(date)")
        }
      }
    #endif
  }
}
