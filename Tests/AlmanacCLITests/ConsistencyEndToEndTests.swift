import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// The same question answered the same way by every command and the library.
@Suite("almanac: one answer everywhere")
struct ConsistencyEndToEndTests {
  @Test("a Korean-calendar day shows South Korea's holidays and CN's only when asked, as its page does")
  func calendarHolidays() throws {
    let day = CLI.almanac("day", "2026-10-03", "--calendar", "korean")
    #expect(day.status == 0 && day.stdout.contains("KR    休 开天节") && !day.stdout.contains("CN    "), "\(day.stdout)")
    let page = CLI.almanac("month", "2026-10", "--calendar", "korean")
    #expect(page.stdout.contains(" 3 休") && !page.stdout.contains(" 1 休"), "\(page.stdout)")
    #expect(
      CLI.almanac("day", "2026-10-01", "--calendar", "korean", "--json").stdout.contains(
        #""region":"KR","status":"workday","#))
    #expect(
      CLI.almanac("day", "2026-10-01", "--calendar", "vietnamese", "--json").stdout.contains(
        #""region":"VN","status":"workday","#))
    let asked = CLI.almanac("day", "2026-10-01", "--calendar", "korean", "--region", "CN")
    #expect(asked.stdout.contains("CN    休 国庆节"))
    #expect(
      CLI.almanac("month", "2026-10", "--calendar", "korean", "--region", "CN").stdout.contains(
        " 1 休"))
  }

  @Test("export days as iCalendar refuses options it would ignore; as JSON it uses them")
  func exportDaysOptions() throws {
    for option in [["--holidays", "/nonexistent.json"], ["--region", "HK"]] {
      let result = CLI.run(["export", "days", "--from", "2026-01-01", "--to", "2026-01-02"] + option)
      #expect(
        result.status == 64 && result.stderr.hasPrefix("Error: \(option[0]) does nothing for the 农历 day feed")
      )
    }
    let json = CLI.almanac(
      "export", "days", "--from", "2026-01-01", "--to", "2026-01-02", "--format", "json", "--holidays",
      "/nonexistent.json")
    #expect(json.status == 65)
  }

  @Test("traditional script writes 週 beside traditional names; the HK and TW feeds do not speak of 调休")
  func scriptsAndFeeds() throws {
    let tw = CLI.almanac("holidays", "2026", "--region", "TW", "--script", "hant").stdout
    #expect(tw.contains("週四") && !tw.contains("周"))
    let hk = CLI.almanac("export", "holidays", "--region", "HK", "--years", "2026").stdout
    #expect(hk.contains("X-WR-CALNAME:HK 公眾假期 2026") && !hk.contains("调休"))
    let taiwan = CLI.almanac("export", "holidays", "--region", "TW", "--years", "2026").stdout
    #expect(taiwan.contains("X-WR-CALNAME:TW 放假與補班 2026") && !taiwan.contains("调休"))
    #expect(
      CLI.almanac("export", "holidays", "--years", "2026").stdout.contains(
        "X-WR-CALNAME:CN 节假日与调休 2026"))
  }

  @Test("a span given backwards: the CLI's usage error, the library's error")
  func reversedSpan() throws {
    let later = try #require(CivilDate("2026-02-01"))
    let earlier = try #require(CivilDate("2026-01-01"))
    #expect(throws: HolidayTableError.reversedSpan(from: later, through: earlier)) {
      try HolidayTable.mainlandChina.workdays(from: later, through: earlier)
    }
    let cli = CLI.almanac("workdays", "2026-02-01", "2026-01-01")
    #expect(
      cli.status == 64
        && cli.stderr.hasPrefix("Error: 2026-02-01 is after 2026-01-01; put the earlier date first"))
    #expect(
      HolidayTableError.reversedSpan(from: later, through: earlier).description
        == "2026-02-01 is after 2026-01-01; put the earlier date first")
  }
}

@Suite("almanac: today is China's")
struct TodayEndToEndTests {
  @Test("today is the library's (China's day) whatever the machine's time zone")
  func today() throws {
    for zone in ["Etc/GMT+12", "Pacific/Kiritimati", "America/New_York", "UTC"] {
      let before = CivilDate.today()
      let result = CLI.almanac("today", "--json", environment: ["TZ": zone])
      let after = CivilDate.today()
      let printed = try JSONDecoder().decode(DayFacts.self, from: Data(result.stdout.utf8)).date
      #expect(printed == before || printed == after, "TZ=\(zone): \(printed), China \(before)")
    }
  }
}
