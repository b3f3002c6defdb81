import AlmanacTestSupport
import Foundation
import Testing

/// `almanac day` with the richer facts: 数九, 三伏, 梅雨, the pentad, and a time of day with its 时辰
/// and 八字 (near 立春 and near midnight, in both 晚子时 conventions), as text and JSON.
@Suite("almanac day: seasons, pentads, 时辰 and 八字")
struct DayFactsEndToEndTests {
  @Test("a day prints its seasonal period and pentad")
  func seasonsAndPentad() throws {
    let winter = CLI.almanac("day", "2027-01-12")
    #expect(winter.stdout.contains("数九  三九第4天 (of 9)"))
    #expect(winter.stdout.contains("物候  小寒二候 鹊始巢, day 3 of 5"))
    let rains = CLI.almanac("day", "2024-07-05", "--script", "hant")
    #expect(rains.stdout.contains("梅雨  入梅第25天 (of 25)"))
    #expect(rains.stdout.contains("物候  夏至三候 半夏生"))
    #expect(!rains.stdout.contains("时辰"))
  }

  @Test("a time near 立春: the year and month pillars turn at its instant, not its day")
  func nearStartOfSpring() throws {
    let before = CLI.almanac("day", "2026-02-04T04:01")
    #expect(before.status == 0)
    #expect(before.stdout.contains("时辰  寅时 Yin hour (03:00–05:00), 2026-02-04T04:01:00+08:00"))
    #expect(before.stdout.contains("八字  乙巳年 己丑月 己酉日 丙寅时"))
    let after = CLI.almanac("day", "2026-02-04T04:30")
    #expect(after.stdout.contains("八字  丙午年 庚寅月 己酉日 丙寅时"))
    // The same instant written in UTC.
    let utc = CLI.almanac("day", "2026-02-03T20:30:00Z")
    #expect(utc.stdout == after.stdout)
  }

  @Test("23:30: both conventions shown; --late-zi chooses the one in the 八字 line and the JSON")
  func lateZi() throws {
    let next = CLI.almanac("day", "2026-03-01T23:30")
    #expect(next.stdout.contains("八字  丙午年 庚寅月 乙亥日 丙子时"))
    #expect(next.stdout.contains("甲戌 with 晚子时 counted as the same day (--late-zi same-day)"))
    let same = CLI.almanac("day", "2026-03-01T23:30", "--late-zi", "same-day")
    #expect(same.stdout.contains("八字  丙午年 庚寅月 甲戌日 丙子时"))
    let json = CLI.almanac("day", "2026-03-01T23:30", "--late-zi", "same-day", "--json")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let hour = try #require(object["hour"] as? [String: Any])
    #expect(hour["time"] as? String == "2026-03-01T23:30:00+08:00")
    #expect(hour["name"] as? String == "子时")
    let pillars = try #require(hour["eightChar"] as? [String: Any])
    #expect(pillars["day"] as? String == "甲戌" && pillars["hour"] as? String == "丙子")
    #expect(pillars["lateZi"] as? String == "sameDay")
    // A day's JSON has the key, null.
    let day = CLI.almanac("day", "2026-03-01", "--json")
    let dayObject = try #require(JSONSerialization.jsonObject(with: Data(day.stdout.utf8)) as? [String: Any])
    #expect(dayObject["hour"] is NSNull)
    #expect((dayObject["pentad"] as? [String: Any])?["name"] as? String == "草木萌动")
  }

  @Test("bad times: one Error line naming the input, exit 64")
  func badTimes() throws {
    for (arguments, message) in [
      (["day", "2026-03-01T25:00"], "Error: '2026-03-01T25:00' is not a valid time"),
      (["day", "2026-03-01T10:00+8"], "Error: '2026-03-01T10:00+8' is not a valid time"),
      (["day", "0999-03-01T10:00"], "Error: '0999-03-01T10:00' is outside the solar terms' years"),
      (["day", "2026-03-01", "--late-zi", "same-day"], "Error: --late-zi needs a time"),
      (["day", "2026-03-01T10:00", "--late-zi", "noon"], "Error: 'noon' is not a 晚子时 convention"),
    ] {
      let result = CLI.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
    // Written inside the terms' years, carried past the end of 3000 by its offset: a well-formed
    // time the tables cannot answer (exit 65; HTTP 422), as the API's schema allows it.
    let beyond = CLI.run(["day", "3000-12-31T21:15-12:29"])
    #expect(beyond.status == 65 && beyond.stdout.isEmpty)
    #expect(beyond.stderr.hasPrefix("Error: '3000-12-31T21:15-12:29' is outside the solar terms' years"), "\(beyond.stderr)")
  }
}
