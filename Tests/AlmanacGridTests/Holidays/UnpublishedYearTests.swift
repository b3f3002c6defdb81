@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
import Foundation
import Testing


/// A year whose arrangement is not published: the law's statutory days as provisional days,
/// assumptions for arithmetic, pay, and what pages say. The table is the built-in one cut at
/// 2026, as it stood when the 2027 notice was awaited, so nothing here changes when a year is
/// added to the data.
@Suite("Years without an arrangement: provisional days, assumptions, pay, page notes")
struct UnpublishedYearTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// Mainland China as published through 2026.
  static let through2026 = HolidayTable(
    region: .mainlandChina, years: Array(2004...2026),
    holidays: HolidayTable.mainlandChina.holidays.filter { $0.year <= 2026 })

  /// The law's statutory days of 2027 (全国年节及纪念日放假办法, 2024 revision, 第二条), the lunar
  /// ones dated by lunar-python 1.4 (Lunar.fromYmd(2027, 1, 1) … getSolar(), 清明 from its
  /// getJieQiTable()): 元旦 1 Jan; 春节 除夕 02-05 and 初一–初三 02-06–02-08; 清明 04-05; 劳动节 1–2
  /// May; 端午 五月初五 06-09; 中秋 八月十五 09-15; 国庆节 1–3 October.
  static let law2027 = [
    ("2027-01-01", "元旦"), ("2027-02-05", "春节"), ("2027-02-06", "春节"), ("2027-02-07", "春节"),
    ("2027-02-08", "春节"), ("2027-04-05", "清明节"), ("2027-05-01", "劳动节"), ("2027-05-02", "劳动节"),
    ("2027-06-09", "端午节"), ("2027-09-15", "中秋节"), ("2027-10-01", "国庆节"), ("2027-10-02", "国庆节"),
    ("2027-10-03", "国庆节"),
  ]

  @Test("the law's statutory days of 2027 and 2028, a day two holidays share named for both")
  func lawDays() throws {
    let days = StatutoryHolidayRules.holidays(in: 2027)
    #expect(days.map(\.date.description) == Self.law2027.map(\.0))
    #expect(days.map(\.name.zhHans) == Self.law2027.map(\.1))
    // 中秋 2028 is 10-03 (lunar-python: Lunar.fromYmd(2028, 8, 15) → 2028-10-03), a 国庆节 day.
    let shared = try #require(
      StatutoryHolidayRules.holidays(in: 2028).first { $0.date == date("2028-10-03") })
    #expect(shared.name.zhHans == "国庆节、中秋节" && shared.name.english == "National Day and Mid-Autumn Festival")
    #expect(StatutoryHolidayRules.holidays(in: 2028).count == 12, "13 by the law, two on one day")
    #expect(StatutoryHolidayRules.holidays(in: 2100).isEmpty)
  }

  @Test("provisional statuses: the law's days off in a year not yet published, nothing confirmed")
  func provisional() throws {
    let table = Self.through2026
    for (text, name) in Self.law2027 {
      let status = table.provisionalStatus(on: date(text))
      #expect(status?.isStatutory == true && status?.holidayName?.zhHans == name, "\(text)")
      #expect(
        throws: HolidayTableError.notPublished(region: .mainlandChina, year: 2027, covered: table.years)
      ) {
        try table.status(on: date(text))
      }
    }
    #expect(table.provisionalStatus(on: date("2027-02-13")) == .weekend, "a Saturday, by the weekend rule")
    #expect(table.provisionalStatus(on: date("2027-02-09")) == .workday)
    // Covered, before the table, beyond the law's years, or without a law: none.
    #expect(table.provisionalStatus(on: date("2026-10-01")) == nil)
    #expect(table.provisionalStatus(on: date("2003-10-01")) == nil)
    #expect(table.provisionalStatus(on: date("2100-10-01")) == nil)
    let hongKong = HolidayTable(region: .hongKong, years: [2026], holidays: [])
    #expect(hongKong.provisionalStatus(on: date("2027-10-01")) == nil)
    // A year published later is no longer provisional.
    let notice = Holiday(
      region: .mainlandChina, year: 2027, name: StatutoryHolidayRules.holidayNames[0],
      days: date("2027-01-01")...date("2027-01-03"), statutoryDays: [date("2027-01-01")])
    let published = try table.merging(HolidayTable(region: .mainlandChina, years: [2027], holidays: [notice]))
    #expect(published.provisionalStatus(on: date("2027-02-06")) == nil)
    #expect(try published.status(on: date("2027-02-06")) == .weekend)
  }

  @Test("assumptions: plain weekends, or the law's days off without 调休; refused where no law is known")
  func assumptions() throws {
    let table = Self.through2026
    let first = date("2027-01-01")
    let last = date("2027-12-31")
    // 2027 begins on a Friday: 52 weeks and a Friday, 261 weekdays.
    let weekdays = (0...364).filter { ![.saturday, .sunday].contains(first.adding(days: $0).weekday) }.count
    #expect(weekdays == 261)
    #expect(try table.workdays(from: first, through: last, assuming: .weekends) == 261)
    let lawOnWeekdays = Self.law2027.filter { ![.saturday, .sunday].contains(date($0.0).weekday) }.count
    #expect(lawOnWeekdays == 7)
    #expect(try table.workdays(from: first, through: last, assuming: .law) == 261 - 7)
    #expect(try table.status(on: date("2027-02-08"), assuming: .law).isStatutory)
    #expect(try table.status(on: date("2027-02-08"), assuming: .weekends) == .workday)
    #expect(try !table.isWorkday(date("2027-10-01"), assuming: .law))
    #expect(try table.nextWorkday(after: date("2027-09-30"), assuming: .law) == date("2027-10-04"))
    #expect(throws: HolidayTableError.noStatutoryRule(region: .mainlandChina, year: 2100)) {
      try table.workdays(from: date("2099-12-01"), through: date("2100-01-31"), assuming: .law)
    }
    #expect(throws: HolidayTableError.noStatutoryRule(region: .hongKong, year: 2027)) {
      try HolidayTable.hongKong.status(on: date("2027-03-03"), assuming: .law)
    }
    // The 1999 law answers for the years before the table too, when asked to.
    #expect(try table.status(on: date("2003-05-02"), assuming: .law).isStatutory, "1–3 May then")
    #expect(
      HolidayTableError.beforeCoverage(region: .mainlandChina, year: 2003, covered: table.years).description
        == "2003 is before the holiday arrangements Almanac has for CN (from 2004)")
  }

  @Test(
    "pay by 劳动法第四十四条: 3× statutory, 2× another rest day, 1× a working day (a 补班 day too); none for HK",
    arguments: [
      ("2026-02-16", 3), ("2026-02-15", 2), ("2026-02-20", 2), ("2026-02-14", 1), ("2026-02-24", 1),
      ("2026-03-01", 2), ("2026-10-01", 3), ("2026-10-10", 1),
    ])
  func pay(day: String, multiple: Int) throws {
    let status = try Self.through2026.status(on: date(day))
    #expect(status.wageMultiplier(in: .mainlandChina) == multiple)
    #expect(status.wageMultiplier(in: .hongKong) == nil)
    #expect(WageRule.forStatus(status).multiplier == multiple)
  }

  @Test("pages: 预 on the law's days, the note in the page's language naming the years")
  func pages() throws {
    var options = GridOptions(today: date("2026-12-01"), holidays: Self.through2026)
    let december = try MonthGrid(year: 2026, month: 12, options: options)
    #expect(december.holidayCoverage == .partial(missing: [2027]))
    #expect(
      december.coverageNote
        == "2027年节假日安排尚未公布（本表有2004—2026年）：标“预”的是《全国年节及纪念日放假办法》规定的法定节假日（预计），调休以国务院通知为准。")
    let february = try MonthGrid(year: 2027, month: 2, options: options)
    #expect(february.holidayCoverage == .none(missing: [2027]))
    let expected = Set(Self.law2027.map { date($0.0) }.filter { $0.month == 2 })
    for cell in february.days {
      #expect(cell.status == nil, "\(cell.date) is never confirmed")
      let isLaw = expected.contains(cell.date)
      #expect((cell.badge == .expectedRest(StatutoryHolidayRules.holidayNames[1])) == isLaw, "\(cell.date)")
      #expect(cell.isProvisional && cell.isStatutory == isLaw)
      #expect(cell.wageMultiplier == (isLaw ? 3 : cell.isWeekend ? 2 : 1), "\(cell.date)")
    }
    #expect(try MonthGrid(year: 2026, month: 10, options: options).coverageNote == nil)
    options.locale = "zh_TW"
    let traditional = try MonthGrid(year: 2027, month: 2, options: options)
    #expect(traditional.day(date("2027-02-06"))?.badge?.text(.traditional) == "預")
    #expect(traditional.coverageNote?.hasPrefix("2027年節假日安排尚未公布（本表有2004—2026年）：標「預」的是") == true)
    options.locale = "en_US"
    #expect(
      try MonthGrid(year: 2027, month: 2, options: options).coverageNote
        == "The 2027 holiday arrangement for CN is not yet published (this table has 2004–2026): days marked 预 are the statutory days off fixed by law (expected); the 调休 swaps await the State Council's notice."
    )
    // Before the table: no 预, a note that says so.
    options.locale = "zh_CN"
    let early = try MonthGrid(year: 2003, month: 10, options: options)
    #expect(early.days.allSatisfy { $0.badge == nil && !$0.isProvisional })
    #expect(early.coverageNote == "2003年早于本表的节假日安排（2004年起），该年不显示休/班。")
    // Hong Kong knows no law here: the note says the year has no days off shown.
    options.holidays = HolidayTable.hongKong
    let hk = try MonthGrid(year: 2027, month: 1, options: options)
    let hkFirst = try #require(HolidayTable.hongKong.years.first)
    #expect(hk.coverageNote == "2027年HK假期安排尚未公布（本表有\(hkFirst)—2026年），该年不显示休/班。")
    #expect(hk.days.allSatisfy { $0.badge == nil })
    // No table: no note, and no years named.
    options.holidays = nil
    #expect(try MonthGrid(year: 2027, month: 1, options: options).holidayCoverage == .none(missing: []))
  }

  @Test("a year page: coverage of its own days, the same note")
  func yearPage() throws {
    let options = GridOptions(today: date("2026-12-01"), holidays: Self.through2026)
    #expect(try YearGrid(year: 2026, options: options).holidayCoverage == .full)
    let next = try YearGrid(year: 2027, options: options)
    #expect(next.holidayCoverage == .none(missing: [2027]))
    #expect(next.coverageNote?.hasPrefix("2027年节假日安排尚未公布") == true)
    let badges = next.months.flatMap(\.days).filter {
      $0.belongsTo == .this && $0.badge?.isProvisional == true
    }
    #expect(badges.map(\.date.description) == Self.law2027.map(\.0))
  }
}

/// `status` means one thing in every JSON shape: the day's status, the law's when `provisional`
/// is true. A provisional day of 2027 reads the same as a holiday listing line, a day and a
/// page cell; the shape earlier releases wrote (`notPublished` with `provisionalStatus`) still
/// decodes to the same values.
@Suite("Provisional days: one meaning of status in every JSON shape")
struct ProvisionalStatusJSONTests {
  let table = UnpublishedYearTests.through2026
  let day = CivilDate("2027-10-01") ?? .min

  func object(_ bytes: [UInt8]) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  @Test("holiday listing, day facts and page cell agree: status holiday, provisional true")
  func agree() throws {
    let listed = try #require(table.provisionalDays(inYear: 2027).first { $0.date == day })
    let facts = DayFacts(date: day, holidays: table)
    var options = GridOptions(today: day)
    options.holidays = table
    let cell = try #require(try MonthGrid(year: 2027, month: 10, options: options).day(day))
    for json in [
      try object(JSONLinesEncoder().encode(listed)), try object(JSONLinesEncoder().encode(facts)),
      try object(JSONLinesEncoder().encode(cell)),
    ] {
      #expect(json["status"] as? String == "holiday")
      #expect(json["provisional"] as? Bool == true)
      #expect(json["provisionalStatus"] == nil)
    }
    // Facts and cells read back to the library's two statuses: none confirmed, the law's.
    let facts2 = try JSONDecoder().decode(DayFacts.self, from: Data(JSONLinesEncoder().encode(facts)))
    #expect(facts2.status == nil && facts2.provisionalStatus == facts.provisionalStatus && facts2.isProvisional)
    let cell2 = try JSONDecoder().decode(DayModel.self, from: Data(JSONLinesEncoder().encode(cell)))
    #expect(cell2.status == nil && cell2.provisionalStatus == cell.provisionalStatus && cell2.badge == cell.badge)
  }

  @Test("the earlier shape (notPublished beside provisionalStatus) decodes to the same values")
  func earlierShape() throws {
    let facts = DayFacts(date: day, holidays: table)
    var json = try object(JSONLinesEncoder().encode(facts))
    json["status"] = "notPublished"
    json["provisionalStatus"] = "holiday"
    let old = try JSONDecoder().decode(DayFacts.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(old.status == nil && old.provisionalStatus == facts.provisionalStatus)
  }

  @Test("a confirmed day is not provisional; a day nothing is known of stays notPublished")
  func confirmedAndUnknown() throws {
    let confirmed = try object(JSONLinesEncoder().encode(DayFacts(date: CivilDate("2026-10-01") ?? .min, holidays: table)))
    #expect(confirmed["status"] as? String == "holiday" && confirmed["provisional"] as? Bool == false)
    let before = (table.years.first ?? 2004) - 1
    let unknown = try object(
      JSONLinesEncoder().encode(DayFacts(date: CivilDate(year: before, month: 10, day: 1) ?? .min, holidays: table)))
    #expect(unknown["status"] as? String == "notPublished" && unknown["provisional"] as? Bool == false)
  }
}
