import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The notice reader on notices as others published and reposted them
/// (Tests/Fixtures/notices, sources in data/SOURCES.md), on holiday-cn's own parsing cases, and
/// on bad notices, with the exact result or error.
@Suite("Notice reader")
struct NoticeReaderTests {
  static let directory = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/notices")

  static func load(_ name: String, notes: inout [HolidayFileNote]) throws(HolidayFileError) -> HolidayTable {
    try HolidayTable.load(contentsOf: URL(fileURLWithPath: name, relativeTo: directory), notes: &notes)
  }

  /// A fragment of a notice (one item, one sentence) read by the reader alone, without the
  /// law's check that a whole year holds every statutory day.
  static func parse(_ text: String, file: String) throws(HolidayFileError) -> HolidayTable {
    var notes: [HolidayFileNote] = []
    return try HolidayTable.parse(text: text, file: file, region: .mainlandChina, notes: &notes).table
  }

  static func error(_ text: String, file: String = "notice.txt") -> String? {
    do {
      _ = try HolidayTable.load(text: text, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  static func expectBuiltIn(_ table: HolidayTable, _ year: Int, without: Set<String> = [], label: String) {
    #expect(table.years == [year], "\(label)")
    let read = table.holidays(inYear: year)
    let builtIn = HolidayTable.mainlandChina.holidays(inYear: year).filter {
      !without.contains($0.name.zhHans)
    }
    #expect(read.map(\.name) == builtIn.map(\.name), "\(label)")
    #expect(read.map(\.daysOff) == builtIn.map(\.daysOff), "\(label)")
    #expect(read.map(\.workDays) == builtIn.map(\.workDays), "\(label)")
    #expect(read.map(\.statutoryDays) == builtIn.map(\.statutoryDays), "\(label)")
  }

  // MARK: - Reposts that read

  struct Repost: Sendable, CustomStringConvertible {
    let file: String
    let year: Int
    /// Holidays of the built-in year that are not in this notice (2015's extra day has its own).
    var without: Set<String> = []
    let notice: String
    var description: String { file }
  }

  static let reposts = [
    Repost(
      file: "0351ms-2017-traditional.txt", year: 2017,
      notice: "国务院办公厅关于2017年部分节假日安排的通知（国办发明电〔2016〕17号）"),
    Repost(file: "zjsysy-2017-traditional-forum.txt", year: 2017, notice: "国务院办公厅关于2017年部分节假日安排的通知"),
    Repost(
      file: "tjtfjx-2015-traditional-dashes.txt", year: 2015, without: ["抗战胜利70周年纪念日"],
      notice: "国务院办公厅关于2015年部分节假日安排的通知"),
    Repost(
      file: "zhijia-2015-news.txt", year: 2015, without: ["抗战胜利70周年纪念日"],
      notice: "国务院办公厅关于2015年部分节假日安排的通知"),
    Repost(
      file: "bztdxxl-2010-spam-in-title.txt", year: 2010,
      notice: "国务院办公厅关于2010年部分节假日安排的通知（国办发明电〔2009〕27号）"),
    Repost(
      file: "dgahdf-2012-traditional.txt", year: 2012,
      notice: "国务院办公厅关于2012年部分节假日安排的通知（国办发明电〔2011〕45号）"),
    Repost(file: "gmw-2026-news.txt", year: 2026, notice: "国务院办公厅关于2026年部分节假日安排的通知"),
    Repost(file: "yuelansh-2026-traditional-forum.txt", year: 2026, notice: "国务院办公厅关于2026年部分节假日安排的通知"),
    Repost(
      file: "govcn-2026-page-constructed.html", year: 2026,
      notice: "国务院办公厅关于2026年部分节假日安排的通知（国办发明电〔2025〕7号）"),
  ]

  @Test(
    "reposts read as the built-in year: traditional characters, pinyin, forum junk, half-width punctuation, —— items, news wrappers, a saved page",
    arguments: reposts)
  func repost(_ repost: Repost) throws {
    var notes: [HolidayFileNote] = []
    let table = try Self.load(repost.file, notes: &notes)
    Self.expectBuiltIn(table, repost.year, without: repost.without, label: repost.file)
    #expect(table.holidays.allSatisfy { $0.notice == repost.notice }, "\(table.holidays.map(\.notice))")
    #expect(notes.isEmpty, "\(notes)")
  }

  @Test("clauses are quoted as the page writes them, traditional characters and pinyin included")
  func verbatim() throws {
    var notes: [HolidayFileNote] = []
    let traditional = try Self.load("zjsysy-2017-traditional-forum.txt", notes: &notes)
    let day = try #require(CivilDate("2017-01-02"))
    #expect(traditional.holiday(on: day)?.clause(on: day)?.text == "1月1日放假,1月2日(星期一)補(bǔ)休。")
    let page = try Self.load("govcn-2026-page-constructed.html", notes: &notes)
    let sunday = try #require(CivilDate("2026-01-04"))
    #expect(page.holiday(on: sunday)?.clause(on: sunday)?.text == "1月4日（周日）上班。")
  }

  // MARK: - Reposts that are refused

  @Test(
    "broken reposts are refused with file, line and clause",
    arguments: [
      (
        "opticsky-2017-forum.txt",
        "opticsky-2017-forum.txt:18: '0月1日' is not a date: '0月1日至8日放假调休,共8天。'"
      ),
      (
        "xjsq-2015-forum.txt",
        "xjsq-2015-forum.txt:4: '2月15日(除夕)' does not match the lunar calendar: 2015-02-15 is 腊月廿七: '2月15日(除夕)、2月28日(大年初六)上班。'"
      ),
      (
        "viennacitytours-2017-pinyin.txt",
        "viennacitytours-2017-pinyin.txt:5: '12日(rì)(星期一(yī))' gives no month"
      ),
      (
        "acucm-2008-forum-cut.txt",
        "acucm-2008-forum-cut.txt:8: names 端午节、中秋节、国庆节 in its opening but has no item for them: is the copy cut off?"
      ),
      (
        "cdc-2008-news.txt",
        // Cut inside item 六 (a clause that stops at 星期): refused at its last line.
        "cdc-2008-news.txt:19: the text ends inside this item, after '其中,9月13日(星期六)为公休日;9月14日(农历八月十五,中秋节)为法定节假…' (65 characters): is the copy cut off?"
      ),
      (
        "executivefront-2014-no-year.txt",
        "executivefront-2014-no-year.txt:3: cannot tell the notice's year: no title with it, and no year before its items"
      ),
      (
        "54xsr-2008-evening-paper.txt",
        "54xsr-2008-evening-paper.txt: holds no holiday notice: no title such as 国务院办公厅关于2027年部分节假日安排的通知 and no items such as 一、元旦：…"
      ),
    ])
  func refused(name: String, message: String) throws {
    var notes: [HolidayFileNote] = []
    #expect(throws: HolidayFileError.self) { try Self.load(name, notes: &notes) }
    do {
      _ = try Self.load(name, notes: &notes)
    } catch {
      #expect(error.description == message)
    }
  }

  // MARK: - holiday-cn's parsing cases

  struct Case: Decodable {
    struct Day: Decodable {
      let date: String
      let isOffDay: Bool
    }
    let year: Int
    let description: String
    let expected: [Day]
  }

  /// holiday-cn's own cases (scripts/description_parsing_cases.json): each item's text, as
  /// holiday-cn found it in the notices, and the days it reads from it. holiday-cn gives only
  /// the days a 与周末连休 sentence names; Almanac adds the weekend, so there the stated days
  /// must be among Almanac's and the others weekend days next to them.
  @Test("holiday-cn's description parsing cases read to the same days")
  func holidayCNCases() throws {
    let data = try Data(
      contentsOf: ProjectFiles.root.appendingPathComponent(
        "Tests/Fixtures/holiday-cn/description_parsing_cases.json"))
    let cases = try JSONDecoder().decode([Case].self, from: data)
    #expect(cases.count == 49)
    for entry in cases {
      // 元旦 makes a December date without a year the previous year's, as the notices mean it.
      let name = entry.description.hasPrefix("1月1日") || entry.description.contains("12月3") ? "元旦" : "假日"
      let text = "国务院办公厅关于\(entry.year)年部分节假日安排的通知\n一、\(name)：\(entry.description)\n"
      let table = try Self.parse(text, file: "case")
      let holiday = try #require(table.holidays.first, "\(entry.description)")
      let off = Set(entry.expected.filter(\.isOffDay).compactMap { CivilDate($0.date) })
      let work = Set(entry.expected.filter { !$0.isOffDay }.compactMap { CivilDate($0.date) })
      #expect(Set(holiday.workDays) == work, "\(entry.year) \(entry.description)")
      // Where holiday-cn leaves out weekend days (与周末连休, and the Sunday between 4月5日放假 and
      // 4月7日补休), Almanac has them; every other day is the same.
      let added = Set(holiday.daysOff).subtracting(off)
      #expect(off.isSubset(of: Set(holiday.daysOff)), "\(entry.year) \(entry.description)")
      #expect(added.allSatisfy { $0.weekday == .saturday || $0.weekday == .sunday }, "\(entry.description)")
      if !entry.description.contains("与周末连休") && !entry.description.contains("补休") {
        #expect(added.isEmpty, "\(entry.year) \(entry.description)")
      }
    }
  }

  // MARK: - Bad notices

  static let notice2026 = """
    国务院办公厅关于2026年部分节假日安排的通知
    国办发明电〔2025〕7号
    各省、自治区、直辖市人民政府，国务院各部委、各直属机构：
    经国务院批准，现将2026年元旦、春节、清明节、劳动节、端午节、中秋节和国庆节放假调休日期的具体安排通知如下。
    一、元旦：1月1日（周四）至3日（周六）放假调休，共3天。1月4日（周日）上班。
    二、春节：2月15日（农历腊月二十八、周日）至23日（农历正月初七、周一）放假调休，共9天。2月14日（周六）、2月28日（周六）上班。
    三、清明节：4月4日（周六）至6日（周一）放假，共3天。
    四、劳动节：5月1日（周五）至5日（周二）放假调休，共5天。5月9日（周六）上班。
    五、端午节：6月19日（周五）至21日（周日）放假，共3天。
    六、中秋节：9月25日（周五）至27日（周日）放假，共3天。
    七、国庆节：10月1日（周四）至7日（周三）放假调休，共7天。9月20日（周日）、10月10日（周六）上班。
    国务院办公厅
    2025年11月4日
    """

  static func edited(_ old: String, _ new: String) -> String {
    notice2026.replacingOccurrences(of: old, with: new)
  }

  @Test("bad notices are refused with the exact error")
  func badNotices() {
    #expect(
      Self.error(Self.edited("1月4日（周日）上班", "1月4日（周六）上班"))
        == "notice.txt:5: '1月4日（周六）' says saturday, but 2026-01-04 is a sunday: '1月4日（周六）上班。'")
    #expect(
      Self.error(Self.edited("共9天", "共8天"))
        == "notice.txt:6: says 8 days but its dates give 9: '2月15日（农历腊月二十八、周日）至23日（农历正月初七、周一）放假调休，共8天。'")
    #expect(
      Self.error(Self.edited("（农历腊月二十八、周日）", "（农历腊月二十七、周日）"))
        == "notice.txt:6: '2月15日（农历腊月二十七、周日）' does not match the lunar calendar: 2026-02-15 is 腊月廿八: '2月15日（农历腊月二十七、周日）至23日（农历正月初七、周一）放假调休，共9天。'"
    )
    #expect(
      Self.error(Self.edited("2月28日（周六）上班", "2月30日（周一）上班"))
        == "notice.txt:6: '2月30日（周一）' is not a date of 2026: '2月14日（周六）、2月30日（周一）上班。'")
    #expect(
      Self.error(Self.edited("5月9日（周六）上班", "5月3日（周日）上班"))
        == "notice.txt:8: 2026-05-03 is both a day off and a working day in '5月1日（周五）至5日（周二）放假调休，共5天。5月3日（周日）上班。'"
    )
    // Two holidays claim the same day.
    #expect(
      Self.error(
        Self.edited("9月25日（周五）至27日（周日）", "9月25日（周五）至10月1日（周四）").replacingOccurrences(
          of: "共3天。\n七", with: "共7天。\n七"))
        == "notice.txt:11: 2026-10-01 is a day off of both 中秋节 and 国庆节")
    #expect(
      Self.error(
        Self.edited("二、春节：", "二、春节：").replacingOccurrences(of: "\n五、端午节：6月19日（周五）至21日（周日）放假，共3天。", with: ""))
        == "notice.txt:4: names 端午节 in its opening but has no item for it: is the copy cut off?")
    // A page about the holidays with no notice in it.
    #expect(
      Self.error("2026年放假调休安排出炉！\n春节连休9天，详情见国务院网站。\n")
        == "notice.txt: holds no holiday notice: no title such as 国务院办公厅关于2027年部分节假日安排的通知 and no items such as 一、元旦：…"
    )
  }

  @Test("a notice that changes a year needs the year's notice in the same file; a notice is mainland China's")
  func amendments() throws {
    let adjustment = """
      国务院办公厅关于调整2019年劳动节假期安排的通知
      国办发明电〔2019〕3号
      一、2019年5月1日至4日放假调休，共4天。4月28日（星期日）、5月5日（星期日）上班。
      """
    #expect(
      Self.error(adjustment)
        == "notice.txt:1: 国务院办公厅关于调整2019年劳动节假期安排的通知 changes 2019, but the file holds no 国务院办公厅关于2019年部分节假日安排的通知; put the year's notice in the same file, before it"
    )
    #expect(throws: HolidayFileError.self) {
      try HolidayTable.load(text: Self.notice2026, file: "hk.txt", region: .hongKong)
    }
    do {
      _ = try HolidayTable.load(text: Self.notice2026, file: "hk.txt", region: .hongKong)
    } catch {
      #expect(
        error.description
          == "hk.txt: is a State Council notice, which arranges mainland China's holidays, not HK's")
    }
  }

  // MARK: - Pieces

  @Test("dates: same-month shorthand, ranges across months and years, every range connector, 、 lists")
  func dates() throws {
    let forms: [(String, [String])] = [
      ("1月1日至3日放假", ["2026-01-01", "2026-01-02", "2026-01-03"]),
      ("1月1日—3日放假", ["2026-01-01", "2026-01-02", "2026-01-03"]),
      ("1月1日-3日放假", ["2026-01-01", "2026-01-02", "2026-01-03"]),
      ("1月1日～3日放假", ["2026-01-01", "2026-01-02", "2026-01-03"]),
      ("1月1日~3日放假", ["2026-01-01", "2026-01-02", "2026-01-03"]),
      ("2025年12月30日至2026年1月1日放假", ["2025-12-30", "2025-12-31", "2026-01-01"]),
      ("12月31日至1月2日放假", ["2025-12-31", "2026-01-01", "2026-01-02"]),
      // 与周末连休 joins only a weekend next to the day: 2026-01-01 is a Thursday.
      ("1月1日放假，与周末连休", ["2026-01-01"]),
    ]
    for (body, days) in forms {
      let table = try Self.parse("关于2026年部分节假日安排的通知\n一、元旦：\(body)。\n", file: "t")
      #expect(table.holidays.first?.daysOff.map(\.description) == days, "\(body)")
    }
    let joined = try Self.parse("关于2016年部分节假日安排的通知\n一、元旦：1月1日放假，与周末连休。\n", file: "t")
    #expect(joined.holidays.first?.daysOff.map(\.description) == ["2016-01-01", "2016-01-02", "2016-01-03"])
    let work = try Self.parse(
      "关于2007年部分节假日安排的通知\n一、春节：2月18日—24日放假。17日、25日上班。\n", file: "t")
    #expect(work.holidays.first?.workDays.map(\.description) == ["2007-02-17", "2007-02-25"])
  }

  @Test("text: traditional to simplified, pinyin dropped, HTML entities and tags, full-width forms")
  func text() {
    let text = NoticeText("國務院辦公廳關(guān)於2017年節(jié)假日，１２月３１日（星期六）")
    #expect(text.text(0..<Int.max) == "国务院办公厅关于2017年节假日,12月31日(星期六)")
    #expect(text.verbatim(0..<5) == "國務院辦公")
    let page = NoticeText("<p>一、元旦：1月1日&#12288;放假&nbsp;调休</p><script>var x = '二、春节';</script><p>二</p>")
    #expect(page.text(0..<Int.max) == "\n一、元旦:1月1日 放假 调休\n\n二\n")
  }
}
