@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import AlmanacTestSupport
import Testing


/// The 黄历 layer (建除十二神, 十二天神 with 黄道/黑道, 冲, 煞) against lunar-python and cnlunar on
/// every day of 1900–2100 (data/huangli/reference.tsv, written by
/// tools/crosscheck/huangli_reference.py: lunar-python's answers, which cnlunar's equal but on ten
/// days before a 节 that cnlunar dates a day early).
@Suite("黄历: officer, spirit, clash and 煞 against lunar-python and cnlunar")
struct HuangliTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  struct Expected {
    let officer: Int
    let spirit: Int
    let clashStem: Int
    let clashBranch: Int
    let sha: Character
  }

  /// Every day's expected layer, from the reference file.
  static func reference() throws -> [CivilDate: Expected] {
    var result: [CivilDate: Expected] = [:]
    var differing: [(CivilDate, String, String)] = []
    for fields in try ProjectFiles.records("data/huangli/reference.tsv") {
      if fields[0] == "differs" {
        differing.append((try #require(CivilDate(fields[1])), fields[2], fields[3]))
        continue
      }
      let year = try #require(Int(fields[0]))
      let officers = Array(fields[1]), spirits = Array(fields[2]), clashes = Array(fields[3]), sha = Array(fields[4])
      var date = try #require(CivilDate(year: year, month: 1, day: 1))
      for index in officers.indices {
        result[date] = Expected(
          officer: try #require(officers[index].hexDigitValue), spirit: try #require(spirits[index].hexDigitValue),
          clashStem: try #require(clashes[2 * index].wholeNumberValue),
          clashBranch: try #require(clashes[2 * index + 1].hexDigitValue), sha: sha[index])
        if index + 1 < officers.count { date = date.adding(days: 1) }
      }
      #expect(date.month == 12 && date.day == 31, "\(year): a character per day")
    }
    // Where the two almanacs differ: the day before a 节 by Almanac's (and sxtwl's) table, which
    // cnlunar dates a day early; lunar-python's value stands.
    #expect(differing.count <= 10)
    for (date, lunarPython, cnlunar) in differing {
      let term = try #require(try SolarTerm.events(in: date.year).first { $0.date == date.adding(days: 1) })
      #expect(term.term.rawValue % 2 == 0, "\(date): the day before a 节")
      let expected = try #require(result[date])
      #expect(String(expected.officer, radix: 16) + String(expected.spirit, radix: 16) == lunarPython)
      #expect(cnlunar != lunarPython)
    }
    return result
  }

  @Test("every day of 1900–2100 as the two almanacs give it")
  func againstReferences() throws {
    let expected = try Self.reference()
    let start = day("1900-01-01")
    let end = day("2100-12-31")
    #expect(expected.count == start.distance(to: end) + 1)
    var wrong = 0
    for (date, want) in expected {
      let day = Huangli(date: date)
      let ok =
        day.officer.rawValue == want.officer && day.spirit.rawValue == want.spirit
        && day.clash.stem.rawValue == want.clashStem && day.clash.branch.rawValue == want.clashBranch
        && day.sha.rawValue.first?.uppercased().first == want.sha
      if !ok {
        wrong += 1
        if wrong <= 10 { Issue.record("\(date): \(day.text()) differs from the reference") }
      }
    }
    #expect(wrong == 0)
  }

  /// Days as lunar-python 1.4.8 and cnlunar 0.2.5 print them (getZhiXing, getDayTianShen,
  /// getDayTianShenType, getDayChongGan + getDayChong, getDaySha; get_today12DayOfficer,
  /// get_chineseZodiacClash): identical in both. 2026-02-04 is 立春, whose day repeats 危.
  static let printed: [(String, String, String, Bool, String, String, String)] = [
    ("2026-02-17", "成", "司命", true, "丙辰", "龙", "北"),
    ("2026-10-01", "闭", "白虎", false, "壬寅", "虎", "南"),
    ("2000-01-01", "破", "司命", true, "壬子", "鼠", "北"),
    ("1949-10-01", "平", "司命", true, "戊午", "马", "南"),
    ("2026-02-03", "危", "司命", true, "壬寅", "虎", "南"),
    ("2026-02-04", "危", "玄武", false, "癸卯", "兔", "东"),
    ("2026-12-02", "闭", "金匮", true, "甲辰", "龙", "北"),
  ]

  @Test("days as both almanacs print them; the text, the JSON and the day command say the same")
  func printedDays() throws {
    for (text, officer, spirit, yellow, clash, zodiac, sha) in Self.printed {
      let date = try #require(CivilDate(text))
      let day = Huangli(date: date)
      #expect(day.officer.name.zhHans == officer && day.spirit.name.zhHans == spirit, "\(text)")
      #expect(day.isYellowPath == yellow && day.clash.description == clash, "\(text)")
      #expect(day.clashZodiac.character() == zodiac && day.sha.character == sha, "\(text)")
      #expect(DayFacts(date: date).huangli == day)
    }
    let layer = Huangli(date: day("2026-12-02"))
    #expect(layer.text() == "闭日 金匮黄道 冲龙(甲辰) 煞北")
    #expect(layer.text(.traditional) == "閉日 金匱黃道 沖龍(甲辰) 煞北")
    #expect(layer.text(.english) == "Close day · Golden Coffer (yellow path) · clashes with Dragon (甲辰) · sha north")
    let json = String(decoding: try JSONLinesEncoder().encode(DayFacts(date: day("2026-12-02"))), as: UTF8.self)
    #expect(
      json.contains(
        #""huangli":{"officer":"闭","spirit":"金匮","path":"yellow","clash":"甲辰","clashZodiac":"龙","sha":"north"}"#))
  }

  @Test("the officer and spirit as optional page subtitles; every cell knows its layer")
  func subtitles() throws {
    var options = GridOptions(today: day("2026-12-02"))
    options.subtitlePriority = [.today, .festival, .dayOfficer]
    let page = try MonthGrid(year: 2026, month: 10, options: options)
    #expect(page.day(day("2026-10-01"))?.subtitle == "国庆节")
    let second = try #require(page.day(day("2026-10-02")))
    #expect(second.subtitleKind == .dayOfficer && second.subtitle == second.huangli.officer.name.zhHans + "日")
    options.subtitlePriority = [.daySpirit, .lunarDay]
    let spirits = try MonthGrid(year: 2026, month: 2, options: options)
    let newYear = try #require(spirits.day(day("2026-02-17")))
    #expect(newYear.subtitle == "司命" && newYear.subtitleKind == .daySpirit && newYear.huangli.isYellowPath)
    #expect(spirits.days.allSatisfy { $0.subtitleKind == .daySpirit })
    // The HTML page colours them, says them in the day's accessible name and in the legend.
    let html = HTMLCalendar.page(spirits)
    #expect(html.contains("黄历（建除、十二神）") && html.contains(" huangli"))
    #expect(html.contains("aria-label=\"2026年2月17日 星期二 农历正月初一 春节 司命 休\""))
    #expect(!HTMLCalendar.page(try MonthGrid(year: 2026, month: 2)).contains("黄历（建除"))
  }
}
