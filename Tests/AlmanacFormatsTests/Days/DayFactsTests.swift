@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import Foundation
import Testing

/// The facts of one day, decided in the library (what `almanac day` prints and a server answers).
/// Known answers: the State Council's notices, the law's items, lunar-python's 八字 and lunar
/// dates.
@Suite("DayFacts")
struct DayFactsTests {
  private func date(_ text: String) throws -> CivilDate { try #require(CivilDate(text)) }

  @Test("a statutory day: status, the law's item, pay, the notice's clause")
  func statutory() throws {
    let facts = DayFacts(date: try date("2026-10-01"))
    #expect(facts.region == .mainlandChina)
    #expect(facts.status?.isStatutory == true && facts.status?.holidayName?.zhHans == "国庆节")
    #expect(facts.statutoryRule?.item == "（七）国庆节，放假3天（10月1日至3日）")
    #expect(facts.wageMultiplier == 3 && facts.wageRule == .statutoryDay)
    #expect(facts.clause?.text == "10月1日（周四）至7日（周三）放假调休，共7天。")
    #expect(facts.notice?.contains("国办发明电〔2025〕7号") == true)
    #expect(facts.badge == .rest(try #require(facts.status?.holidayName)))
    #expect(facts.festivals.map(\.name.zhHans) == ["国庆节"])
  }

  @Test("a day off by its notice alone, a make-up working day, a day before the table")
  func notices() throws {
    let victory = DayFacts(date: try date("2015-09-03"))
    #expect(victory.isStatutory == true && victory.statutoryRule == nil && victory.isStatutoryByNotice)
    let makeUp = DayFacts(date: try date("2026-01-04"))
    #expect(makeUp.status?.kind == "adjustedWorkday" && makeUp.wageMultiplier == 1)
    #expect(makeUp.clause?.text == "1月4日（周日）上班。")
    let before = DayFacts(date: try date("2003-05-01"))
    #expect(before.region == .mainlandChina && before.status == nil && !before.isProvisional)
  }

  @Test("a day of a year not yet published: the law's answer, provisional")
  func provisional() throws {
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    let facts = DayFacts(date: try #require(CivilDate(year: next, month: 10, day: 1)))
    #expect(facts.status == nil && facts.isProvisional && facts.provisionalStatus?.isStatutory == true)
    #expect(facts.badge?.isProvisional == true && facts.wageMultiplier == 3)
    #expect(facts.clause == nil && facts.notice == nil)
  }

  @Test("both 干支 conventions (lunar-python: 2026-02-10 丙午 庚寅 乙卯; lunar year 乙巳, month 己丑)")
  func pillars() throws {
    let pillars = DayFacts(date: try date("2026-02-10")).pillars
    #expect("\(pillars.year) \(pillars.month) \(pillars.day)" == "丙午 庚寅 乙卯")
    #expect("\(pillars.lunarYear) \(pillars.lunarMonth)" == "乙巳 己丑")
  }

  @Test("a calendar's day shows the holidays its page shows")
  func calendars() throws {
    let day = try date("2026-10-03")
    for calendar in [LunarCalendar.korean, .vietnamese] {
      let facts = DayFacts(date: day, calendar: calendar)
      // South Korea's 개천절 on the Korean calendar; an ordinary Saturday of Vietnam's on the
      // Vietnamese.
      #expect(
        calendar == .korean
          ? facts.region == .southKorea && facts.status?.isWorkday == false
          : facts.region == .vietnam && facts.status == .weekend)
      let page = try MonthGrid(
        year: 2026, month: 10,
        options: { () -> GridOptions in
          var options = GridOptions(holidays: HolidayTable.defaultTable(for: calendar))
          options.calendar = calendar
          return options
        }())
      #expect(page.day(day)?.badge == facts.badge)
    }
    let asked = DayFacts(date: day, calendar: .korean, holidays: .mainlandChina)
    #expect(asked.region == .mainlandChina && asked.status?.isStatutory == true)
  }

  @Test("a term's day carries its instant")
  func term() throws {
    let day = try date("2026-04-05")
    let facts = DayFacts(date: day)
    #expect(facts.solarTerm?.term == .pureBrightness && facts.solarTerm?.date == day)
  }
}

@Suite("HolidaySetup")
struct HolidaySetupTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  @Test("which calendars show holidays, and the region a setup resolves to")
  func regions() throws {
    #expect(try HolidaySetup().table()?.region == .mainlandChina)
    #expect(try HolidaySetup().table(for: .korean)?.region == .southKorea)
    #expect(try HolidaySetup().table(for: .vietnamese)?.region == .vietnam)
    #expect(try HolidaySetup(region: .taiwan).table(for: .korean)?.region == .taiwan)
    #expect(throws: HolidaySetupError.self) {
      try HolidaySetup(region: HolidayRegion(rawValue: "XX")).table()
    }
  }

  @Test("a file is laid over the table in force, and must hold the region asked for")
  func file() throws {
    let file = HolidaySetupTests.fixtures.appendingPathComponent("holiday-cn/2024.json")
    let table = try #require(try HolidaySetup(file: file).table())
    #expect(table.region == .mainlandChina && table.years == HolidayTable.mainlandChina.years)
    // A file that names its region (Almanac JSON) must be the region asked for.
    let named = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-setup-\(UUID().uuidString).json")
    try HolidayTable.mainlandChina.almanacJSON(years: 2024...2024).write(
      to: named, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: named) }
    #expect(
      try HolidaySetup(region: .taiwan, file: file).table()?.region == .taiwan, "holiday-cn names no region")
    do {
      _ = try HolidaySetup(region: .taiwan, file: named).table()
      Issue.record("a CN file over TW loaded")
    } catch {
      if case .regionMismatch = error {} else { Issue.record("\(error)") }
    }
    var notes: [HolidayFileNote] = []
    let sources = try HolidaySetup(file: file).sources(notes: &notes)
    #expect(sources.first { $0.region == .mainlandChina && $0.kind == .file }?.years == [2024])
    #expect(
      sources.first { $0.region == .mainlandChina && $0.kind == .builtIn }?.years.contains(2024) == false)
  }
}

@Suite("A calendar's page shows its own festivals")
struct CalendarFestivalsTests {
  @Test("setting a page's calendar switches the default catalog; an app's own catalog stays")
  func catalog() throws {
    var options = GridOptions()
    options.calendar = .korean
    #expect(options.festivals == FestivalCatalog.korean)
    options.calendar = .vietnamese
    #expect(options.festivals == FestivalCatalog.vietnamese)
    var chosen = GridOptions(festivals: .complete)
    chosen.calendar = .korean
    #expect(chosen.festivals == FestivalCatalog.complete)
    // The Korean page's 추석 (2026-09-25) comes from the Korean catalog.
    let page = try MonthGrid(year: 2026, month: 9, options: options)
    #expect(page.day(try #require(CivilDate("2026-09-25")))?.festivals.isEmpty == false)
  }
}
