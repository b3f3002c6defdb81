import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// `almanac holidays`, `workdays`, `next` and the holiday lines of `day`, run as a user would.
@Suite("almanac holidays, workdays, next end to end")
struct HolidayEndToEndTests {
  @Test("holidays YYYY --json: one line per off day and per 补班 day, in date order")
  func holidaysJSON() throws {
    let result = CLI.almanac("holidays", "2026", "--json")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Pay by 劳动法第四十四条: 3× on a statutory day, 2× on another day off, 1× on a 补班 day.
    #expect(
      lines.contains(
        #"{"date":"2026-02-15","name":"春节","status":"holiday","statutory":false,"wage":2,"provisional":false}"#
      ))
    #expect(
      lines.contains(
        #"{"date":"2026-02-14","name":"春节","status":"adjustedWorkday","statutory":false,"wage":1,"provisional":false}"#
      ))
    #expect(
      lines.contains(
        #"{"date":"2026-02-16","name":"春节","status":"holiday","statutory":true,"wage":3,"provisional":false}"#
      ))
    // 33 days off (3 + 9 + 3 + 5 + 3 + 3 + 7) and 6 make-up days.
    #expect(lines.count == 39)
    #expect(lines == lines.sorted())
  }

  @Test("holidays YYYY: a readable list grouped by holiday, with the notice")
  func holidaysText() throws {
    let result = CLI.almanac("holidays", "2026")
    #expect(result.stdout.contains("国办发明电〔2025〕7号"))
    #expect(
      result.stdout.contains(
        "春节    02-15 周日 – 02-23 周一  9 days off  法定 02-16, 02-17, 02-18, 02-19  补班 02-14 周六, 02-28 周六"))
    let hk = CLI.almanac("holidays", "2026", "--region", "HK", "--script", "hant")
    #expect(hk.stdout.contains("清明節翌日"))
    // --names: a region's holidays in its own language, in the list and in day.
    let korean = CLI.almanac("holidays", "2026", "--region", "KR", "--names", "ko")
    #expect(korean.stdout.contains("추석") && !korean.stdout.contains("中秋节"))
    let tet = CLI.almanac("day", "2026-02-17", "--region", "VN", "--names", "vi")
    #expect(tet.stdout.contains("VN    休 Tết Nguyên Đán"))
    // 29 Tết of 2024, a Tết day moved off Saturday: a day off the government placed, not a swap.
    let moved = CLI.almanac("day", "2024-02-08", "--region", "VN", "--names", "vi")
    #expect(moved.stdout.contains("VN    休 Tết Nguyên Đán (ngày nghỉ do Chính phủ bố trí)"), "\(moved.stdout)")
    // Macau's first year without a table: 復活節前日 is always a Saturday, so always has a 補假.
    let macauNext = (HolidayTable.macau.years.last ?? 2026) + 1
    let english = CLI.almanac(
      "holidays", "\(macauNext)", "--region", "MO", "--assume", "law", "--names", "en")
    #expect(english.stdout.contains("Compensatory rest day for The Day before Easter"), "\(english.stdout)")
  }

  @Test("Macau: the afternoons off beside the days, and what work on a mandatory holiday is owed")
  func macauHalfDaysAndPay() throws {
    // 31 December 2026, a Thursday: a working day whose afternoon is off (the government's list:
    // 除夕（下午）).
    let eve = CLI.almanac("day", "2026-12-31", "--region", "MO", "--names", "hant")
    #expect(eve.stdout.contains("MO    工作日 workday\n      半日  除夕（下午）: the public administration's afternoon off"), "\(eve.stdout)")
    let list = CLI.almanac("holidays", "2026", "--region", "MO", "--names", "hant")
    #expect(list.stdout.contains("半日  農曆除夕（下午） 02-16 周一, 除夕（下午） 12-31 周四"), "\(list.stdout)")
    // 國慶日, a mandatory holiday: Lei n.º 7/2008, art. 45.
    let national = CLI.almanac("day", "2026-10-01", "--region", "MO")
    #expect(national.stdout.contains("工资  if worked (Lei n.º 7/2008, art. 45"), "\(national.stdout)")
    // 追思節 is a public holiday, not a mandatory one: no pay line.
    let allSouls = CLI.almanac("day", "2026-11-02", "--region", "MO")
    #expect(allSouls.stdout.contains("MO    休") && !allSouls.stdout.contains("工资"), "\(allSouls.stdout)")
  }

  @Test("a year without data exits 65 and says how to import it; --assume answers for it")
  func unpublished() throws {
    let next = Coverage.next
    let result = CLI.almanac("holidays", "\(next)")
    #expect(result.status == 65 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: \(next) is not yet published for CN in this build (covered: \(Coverage.span)); import the year's notice with 'almanac holidays import <file>' (the notice as text or a saved page, Almanac JSON, holiday-cn JSON or ICS; see 'almanac holidays import --help'), or load it for one command with --holidays <file>; --assume law lists the law's statutory days of \(next) (provisional)\n"
    )
    let workdays = CLI.almanac("workdays", "\(next - 1)-12-01", "\(next)-01-31")
    #expect(workdays.status == 65 && workdays.stderr.hasSuffix(", or choose --assume weekends|law\n"))
    // Plain weekends (both spellings), or the law's statutory days off (1 January is one).
    let december = try #require(CivilDate(year: next - 1, month: 12, day: 1))
    let january = try #require(CivilDate(year: next, month: 1, day: 31))
    let inDecember = try HolidayTable.mainlandChina.workdays(from: december, through: december.lastOfMonth)
    let weekdaysOfJanuary = (1...31).filter {
      let weekday = CivilDate(year: next, month: 1, day: $0)?.weekday
      return weekday != .saturday && weekday != .sunday
    }.count
    for flag in [["--assume-weekends"], ["--assume", "weekends"]] {
      let assumed = CLI.run(["workdays", december.description, january.description] + flag)
      #expect(assumed.status == 0 && assumed.stdout == "\(inDecember + weekdaysOfJanuary)\n", "\(flag)")
    }
    let law = CLI.almanac("workdays", december.description, january.description, "--assume", "law")
    // The law's days off in January that fall on weekdays: 1 January, and 春节 when it is early.
    let lawInJanuary = StatutoryHolidayRules.days(in: next).filter {
      $0.date.month == 1 && $0.date.weekday != .saturday && $0.date.weekday != .sunday
    }
    let lawDaysOff = Set(lawInJanuary.map(\.date)).count
    #expect(law.status == 0 && law.stdout == "\(inDecember + weekdaysOfJanuary - lawDaysOff)\n")
    // A year before the table is not "not yet published".
    let before = CLI.almanac("holidays", "\((Coverage.years.first ?? 2004) - 1)")
    #expect(
      before.status == 65
        && before.stderr.contains("is before the holiday arrangements Almanac has for CN (from"))
  }

  @Test("--holidays loads a year; a bad file exits 65 naming file and line")
  func loading() throws {
    let directory = FileManager.default.temporaryDirectory
    let good = directory.appendingPathComponent("almanac-2027-\(UUID().uuidString).json")
    let bad = directory.appendingPathComponent("almanac-bad-\(UUID().uuidString).json")
    defer {
      try? FileManager.default.removeItem(at: good)
      try? FileManager.default.removeItem(at: bad)
    }
    // The first unpublished year, every statutory day off (a year's file must hold them all).
    let synthetic = SyntheticNotice(year: Coverage.next)
    try synthetic.almanacJSON.write(to: good, atomically: true, encoding: .utf8)
    try "{\n\"holidays\": [\n{\"name\": \"元旦\", \"off\": \"2027-01-32\"}\n]\n}".write(
      to: bad, atomically: true, encoding: .utf8)
    let loaded = CLI.almanac("holidays", "\(Coverage.next)", "--holidays", good.path, "--json")
    #expect(loaded.status == 0, "\(loaded.stderr)")
    // One line per day off and make-up day.
    #expect(loaded.stdout.split(separator: "\n").count == synthetic.daysOff.count + 1, "\(loaded.stdout)")
    let rejected = CLI.almanac("holidays", "2026", "--holidays", bad.path)
    #expect(rejected.status == 65)
    #expect(rejected.stderr.hasPrefix("Error: \(bad.path):3: \"off\" of 元旦 holds '2027-01-32'"))
  }

  @Test("workdays FROM TO: the count, and the lists with --json")
  func workdays() throws {
    #expect(CLI.almanac("workdays", "2026-01-01", "2026-12-31").stdout == "248\n")
    let json = CLI.almanac("workdays", "2026-02-09", "2026-03-01", "--json").stdout
    #expect(
      json.hasPrefix(
        #"{"from":"2026-02-09","to":"2026-03-01","region":"CN","days":21,"workdays":11,"holidays":["2026-02-15","#
      ))
    #expect(json.contains(#""adjustedWorkdays":["2026-02-14","2026-02-28"]"#))
  }

  @Test("next NAME finds festivals and terms by any name")
  func next() throws {
    #expect(
      CLI.almanac("next", "中秋", "--after", "2026-11-30").stdout.hasPrefix(
        "2027-09-15  周三  中秋节  八月十五"))
    #expect(
      CLI.almanac("next", "mid-autumn", "--after", "2026-11-30").stdout.hasPrefix("2027-09-15"))
    #expect(CLI.almanac("next", "大寒", "--after", "2026-11-30").stdout.hasPrefix("2027-01-20"))
    let unknown = CLI.almanac("next", "nothing")
    #expect(
      unknown.status == 64 && unknown.stderr.hasPrefix("Error: 'nothing' is not a festival or solar term"))
  }

  @Test("day DATE shows festivals and the status with the notice's clause and the statutory rule")
  func day() throws {
    let result = CLI.almanac("day", "2026-02-14")
    #expect(result.stdout.contains("节日  情人节"))
    #expect(
      result.stdout.contains(
        "CN    班 春节: \"2月14日（周六）、2月28日（周六）上班。\"\n      工资  1×: 正常工作日：劳动法第四十四条不加付（延长工作时间按第（一）项，不低于150%）\n      国务院办公厅关于2026年部分节假日安排的通知（国办发明电〔2025〕7号）\n      休市  SSE/SZSE closed: a make-up working day is never a session\n"
      ))
    #expect(
      CLI.almanac("day", "2026-01-04").stdout.hasSuffix(
        "CN    班 元旦: \"1月4日（周日）上班。\"\n      工资  1×: 正常工作日：劳动法第四十四条不加付（延长工作时间按第（一）项，不低于150%）\n      国务院办公厅关于2026年部分节假日安排的通知（国办发明电〔2025〕7号）\n      休市  SSE/SZSE closed: a make-up working day is never a session\n"
      ))
    // A statutory day: the law's item; a one-off day: its own notice.
    #expect(
      CLI.almanac("day", "2026-02-16").stdout.hasSuffix(
        """
        CN    休 春节 (法定节假日): "2月15日（农历腊月二十八、周日）至23日（农历正月初七、周一）放假调休，共9天。"
              法定  全国年节及纪念日放假办法（2024年11月10日修订，2025年1月1日起施行）第二条（二）春节，放假4天（农历除夕、正月初一至初三）
              工资  3× if worked: 劳动法第四十四条（三）法定休假日安排劳动者工作的，支付不低于工资的百分之三百的工资报酬
              国务院办公厅关于2026年部分节假日安排的通知（国办发明电〔2025〕7号）

        """))
    #expect(
      CLI.almanac("day", "2015-09-03").stdout.contains(
        "      法定  by the notice itself (not a day of the law)\n"))
    let json = CLI.almanac("day", "2026-09-25", "--json").stdout
    #expect(
      json.contains(#""festivals":["中秋节"]"#)
        && json.contains(
          #""status":"holiday","provisional":false,"isWorkday":false,"holiday":"中秋节","statutory":true"#
        )
        && json.contains(
          #""item":"（六）中秋节，放假1天（农历中秋当日）","holiday":"中秋节"},"wage":3,"clause":"9月25日（周五）至27日（周日）放假，共3天。""#)
    )
    #expect(CLI.almanac("day", "2026-01-04", "--json").stdout.contains(#""clause":"1月4日（周日）上班。""#))
  }
}

/// HKEX from the command line: `trading-days --market XHKG`, and `day --region HK` saying
/// 交易日, 半日市 or 休市 (values from exchange_calendars' XHKG and HKEX's notices).
@Suite("almanac trading-days --market XHKG and day --region HK")
struct HongKongMarketEndToEndTests {
  @Test("HKEX's sessions: 2023 counted with its severe-weather days, Christmas Eve a half day, the day says why")
  func hongKong() throws {
    // exchange_calendars' XHKG has 245 sessions in 2023; HKEX cancelled two more (2023-09-01,
    // 2023-09-08) by its notices.
    let year = CLI.almanac("trading-days", "2023-01-01", "2023-12-31", "--market", "XHKG")
    #expect(year.status == 0 && year.stdout == "243\n", "\(year.stdout)\(year.stderr)")
    let json = CLI.almanac("trading-days", "2026-12-01", "2026-12-31", "--market", "hkex", "--json")
    #expect(json.stdout.contains(#""market":"XHKG","partialDays":[{"date":"2026-12-24","session":"morning"},{"date":"2026-12-31","session":"morning"}]"#))
    #expect(CLI.almanac("day", "2026-12-24", "--region", "HK").stdout.contains("半日市  HKEX trades the morning only"))
    #expect(CLI.almanac("day", "2023-09-08", "--region", "HK").stdout.contains("休市  HKEX closed: HKEX: all trading cancelled"))
    #expect(CLI.almanac("day", "2023-10-09", "--region", "HK").stdout.contains("交易日  the afternoon only:"))
    let wrong = CLI.almanac("trading-days", "2026-01-01", "2026-01-31", "--market", "NYSE")
    #expect(wrong.status == 64 && wrong.stderr.hasPrefix("Error: 'NYSE' is not a market; use XSHG, XHKG or NORTHBOUND"))
    // SSE/SZSE stay the default.
    #expect(CLI.almanac("trading-days", "2026-01-01", "2026-12-31").stdout == "242\n")
  }

  @Test("Stock Connect Northbound: counted from 2023-04-24, refused before with the reason, and `day` says it")
  func northbound() throws {
    // 2023-05-25, the first day the enhancement added, the eve of the Buddha's Birthday in Hong Kong.
    let week = CLI.almanac("trading-days", "2023-05-22", "2023-05-26", "--market", "NORTHBOUND", "--json")
    #expect(week.stdout == #"{"from":"2023-05-22","to":"2023-05-26","tradingDays":4,"sessions":["2023-05-22","2023-05-23","2023-05-24","2023-05-25"],"market":"NORTHBOUND","partialDays":[]}"# + "\n", "\(week.stdout)\(week.stderr)")
    let before = CLI.almanac("trading-days", "2023-04-01", "2023-04-30", "--market", "nb")
    #expect(before.status == 65 && before.stderr.hasPrefix("Error: Stock Connect Northbound's days are stated from 2023-04-24"))
    #expect(CLI.almanac("day", "2023-05-26").stdout.contains("北向  Stock Connect Northbound closed: 佛诞 (The Birthday of the Buddha) on the other side"))
    #expect(CLI.almanac("day", "2026-12-24", "--region", "HK").stdout.contains("北向  Stock Connect Northbound trades\n"))
    let check = CLI.almanac("check", "trading-day", "2023-10-20", "--market", "northbound")
    #expect(check.status == 0)
  }
}
