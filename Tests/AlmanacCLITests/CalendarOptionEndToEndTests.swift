import AlmanacTestSupport
import Foundation
import Testing

/// `--calendar chinese|korean|vietnamese` on lunar, solar, day, month and year.
@Suite("almanac --calendar end to end")
struct CalendarOptionEndToEndTests {
  func keys(_ line: Substring) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    return (object ?? [:]).keys.sorted()
  }

  @Test("the three new years of 2007 and 2027 (Tết 2007 and 설날 2027 differ from 春节)")
  func newYears() throws {
    let cases = [
      ("chinese", "2007-02-18", "2027-02-06"), ("korean", "2007-02-18", "2027-02-07"),
      ("vietnamese", "2007-02-17", "2027-02-06"),
    ]
    for (calendar, first, second) in cases {
      for (year, expected) in [("2007", first), ("2027", second)] {
        let solar = CLI.almanac("solar", "\(year)-01-01", "--calendar", calendar)
        #expect(solar.status == 0 && solar.stdout.hasPrefix(expected), "\(calendar) \(year): \(solar.stdout)")
      }
    }
    let lunar = CLI.almanac("lunar", "2007-02-17", "--calendar", "vietnamese", "--json")
    #expect(lunar.stdout.contains(#""lunar":{"year":2007,"month":1,"day":1,"isLeapMonth":false"#))
  }

  @Test("month --json keeps its shape in every calendar; Korean and Vietnamese names in their locales")
  func monthShape() throws {
    let chinese = CLI.almanac("month", "2026-09", "--json", "--today", "2026-09-01")
    let korean = CLI.almanac(
      "month", "2026-09", "--json", "--today", "2026-09-01", "--calendar", "korean", "--locale", "ko_KR")
    #expect(korean.status == 0)
    let first = try #require(chinese.stdout.split(separator: "\n").first)
    let other = try #require(korean.stdout.split(separator: "\n").first)
    #expect(try keys(first) == keys(other))
    #expect(korean.stdout.contains(#""date":"2026-09-25""#) && korean.stdout.contains(#""subtitle":"추석""#))
    // South Korea's days on a Korean page: 추석 전날 (09-24) is off there, not in mainland China.
    let eve = try #require(korean.stdout.split(separator: "\n").first { $0.contains(#""date":"2026-09-24""#) })
    #expect(eve.contains(#""status":"holiday""#) && eve.contains(#""holiday":"Chuseok""#), "\(eve)")
    let page = CLI.almanac(
      "month", "2026-02", "--today", "2026-02-01", "--calendar", "vietnamese", "--locale", "vi_VN")
    #expect(page.stdout.contains("Năm Bính Ngọ (Ngựa)") && page.stdout.contains("Tết Ngu"))
    let year = CLI.almanac("year", "2026", "--calendar", "korean", "--locale", "ko_KR")
    #expect(year.status == 0 && year.stdout.contains("병오년"))
    let day = CLI.almanac("day", "2026-09-25", "--calendar", "korean", "--json")
    #expect(day.stdout.contains(#""isLeapMonth":false"#) && day.status == 0)
  }

  @Test("an unknown calendar is a usage error with a suggestion")
  func unknown() throws {
    let result = CLI.almanac("lunar", "2026-01-01", "--calendar", "korea")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: 'korea' is not a calendar; use chinese, korean or vietnamese; did you mean 'korean'?\n"))
  }

  @Test("day shows the lunar year and a consistent set of 八字 pillars, labelled")
  func pillars() throws {
    let text = CLI.almanac("day", "2026-02-10").stdout
    #expect(text.contains("农历  乙巳年 腊月廿三"))
    #expect(text.contains("八字  丙午年 庚寅月 乙卯日  (year from 立春, month from the 节)"))
    let json = CLI.almanac("day", "2026-02-10", "--json").stdout
    #expect(
      json.contains(
        #""stemBranch":{"year":"丙午","month":"庚寅","day":"乙卯","yearStart":"startOfSpring","lunarYear":"乙巳","lunarMonth":"己丑"}"#
      ))
    #expect(json.contains(#""stemBranch":"乙巳""#), "the lunar year's own 干支")
  }
}
