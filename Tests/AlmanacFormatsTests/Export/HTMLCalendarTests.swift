import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

@Suite("HTML pages: the writer over the day models (the browser checks are in AlmanacCLITests)")
struct HTMLCalendarTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("every cell once with data-date, label, badge and subtitle; lang from the locale")
  func month() throws {
    let page = try MonthGrid(year: 2026, month: 2, options: GridOptions(today: date("2026-02-17")))
    let html = HTMLCalendar.page(page)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-CN\">"))
    #expect(html.matches(of: /data-date="/).count == page.days.count)
    #expect(
      html.contains(
        #"<td data-date="2026-02-16" class="day rest festival" aria-label="2026年2月16日 星期一 农历腊月廿九 除夕 春节 休"><span class="num">16</span><span class="badge" aria-hidden="true">休</span><span class="sub" aria-hidden="true">除夕</span></td>"#
      ))
    #expect(html.contains(#"class="day rest today" aria-current="date""#))
    #expect(html.contains("<title>2026年2月 · 丙午年【马年】</title>"))
    #expect(html.contains("<h1>2026年2月</h1><p class=\"lunar-year\">丙午年【马年】</p>"))
  }

  @Test("season and pentad subtitles: the term colour, and the legend names them only when shown")
  func seasons() throws {
    var options = GridOptions(today: date("2026-01-01"))
    let plain = HTMLCalendar.page(try MonthGrid(year: 2026, month: 1, options: options))
    #expect(plain.contains("节气</li>") && !plain.contains("时令") && !plain.contains(">三九<"))
    // Before the lunar month and day, which always apply: after them a kind never shows.
    options.subtitlePriority = [
      .today, .festival, .holiday, .solarTerm, .season, .pentad, .lunarMonth, .lunarDay,
    ]
    let page = try MonthGrid(year: 2026, month: 1, options: options)
    let html = HTMLCalendar.page(page)
    #expect(html.contains("节气、时令</li>"))
    // A published year, so no 预 or 班 enters the classes: 三九 begins on 2026-01-08 (冬至
    // 2025-12-21 plus 18); 小寒's second pentad on 01-10 (小寒 2026-01-05 plus 5).
    #expect(
      html.contains(
        #"<td data-date="2026-01-08" class="day term" aria-label="2026年1月8日 星期四 农历冬月二十 三九">"#)
        && html.contains(">三九</span>"))
    #expect(page.days.first { $0.date == date("2026-01-10") }?.subtitle == "鹊始巢")
    #expect(page.days.first { $0.date == date("2026-01-10") }?.subtitleKind == .pentad)
  }

  @Test("the app's selection, bounds and marks show as classes; the year page holds each day once")
  func overlayAndYear() throws {
    var options = GridOptions(today: date("2026-10-01"))
    options.disablePast = true
    options.marks = [date("2026-10-20"): 2]
    var stay = DateSelection(.range(minNights: 1, maxNights: nil), bounds: options.bounds)
    stay.tap(date("2026-10-02"))
    stay.tap(date("2026-10-04"))
    let html = HTMLCalendar.page(try MonthGrid(year: 2026, month: 10, options: options).with(stay))
    #expect(html.contains(#"data-date="2026-10-02" class="day rest selected range-start""#))
    #expect(html.contains(#"data-date="2026-10-03" class="day weekend rest range-middle""#))
    #expect(html.contains(#"data-date="2026-10-04" class="day weekend rest selected range-end""#))
    #expect(html.contains(#"data-date="2026-09-30" class="day other disabled" aria-disabled="true""#))
    #expect(html.contains(#"<span class="marks" aria-hidden="true">••</span>"#))
    let year = HTMLCalendar.page(try YearGrid(year: 2028, options: options))
    #expect(year.matches(of: /data-date="/).count == 366)
    #expect(year.matches(of: /<section class="month"/).count == 12)
  }

  @Test("a region's own weekend shades its columns and cells: Kedah's Friday and Saturday, Johor's by year")
  func regionalWeekend() throws {
    /// The header's weekend columns and the weekend days of a month page.
    func weekend(_ code: String, _ year: Int, _ month: Int) throws -> (columns: [String], days: Set<Weekday>) {
      let region = try #require(HolidayRegion(rawValue: code))
      let options = GridOptions(locale: "ms_MY", today: .min, holidays: HolidayTable.builtIn(region: region))
      let page = try MonthGrid(year: year, month: month, options: options)
      let html = HTMLCalendar.page(page)
      let columns = html.components(separatedBy: "<th scope=\"col\" abbr=\"").dropFirst().filter {
        $0.prefix(while: { $0 != ">" }).contains("class=\"weekend\"")
      }.map { String($0.prefix { $0 != "\"" }) }
      return (columns, Set(page.days.filter { $0.isWeekend && $0.belongsTo == .this }.map(\.date.weekday)))
    }
    let kedah = try weekend("MY-02", 2026, 12)
    #expect(kedah.columns == ["Jumaat", "Sabtu"] && kedah.days == [.friday, .saturday], "\(kedah)")
    let johor2020 = try weekend("MY-01", 2020, 6)
    #expect(johor2020.days == [.friday, .saturday], "\(johor2020)")
    let johor2025 = try weekend("MY-01", 2025, 6)
    #expect(johor2025.columns == ["Sabtu", "Ahad"] && johor2025.days == [.saturday, .sunday], "\(johor2025)")
    let selangor = try weekend("MY-10", 2020, 6)
    #expect(selangor.days == [.saturday, .sunday], "\(selangor)")
  }

  @Test("names from outside are escaped; language tags are BCP 47")
  func escaping() throws {
    let odd = Festival(
      key: "odd", name: HolidayName(zhHans: "<b>\"&'节"), rule: .solar(month: 3, day: 3))
    var options = GridOptions(today: date("2026-01-01"))
    options.festivals = FestivalCatalog([odd])
    let html = HTMLCalendar.page(try MonthGrid(year: 2026, month: 3, options: options))
    #expect(html.contains("&lt;b&gt;&quot;&amp;&#39;节"))
    #expect(!html.contains("<b>"))
    var text = HTMLText()
    text.text("a<b>c&d\"e'f")
    #expect(text.text == "a&lt;b&gt;c&amp;d&quot;e&#39;f")
    #expect(HTMLCalendar.languageTag("zh_Hant_TW@calendar=gregorian") == "zh-Hant-TW")
    #expect(HTMLCalendar.languageTag("en_US") == "en-US")
  }

  @Test("Korean and Vietnamese pages: lang, accessible names and legend in their languages")
  func regionalPages() throws {
    var korean = GridOptions(locale: "ko_KR", today: date("2026-09-01"), holidays: nil, festivals: .korean)
    korean.calendar = .korean
    let html = HTMLCalendar.page(try MonthGrid(year: 2026, month: 9, options: korean))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko-KR\">"))
    #expect(html.contains(#"aria-label="2026년 9월 25일 금요일 음력 8월 15일 추석""#))
    #expect(html.contains("범례") && html.contains("병오년(丙午年) 말띠"))
    var vietnamese = GridOptions(
      locale: "vi_VN", today: date("2026-01-01"), holidays: nil, festivals: .vietnamese)
    vietnamese.calendar = .vietnamese
    let tet = HTMLCalendar.page(try MonthGrid(year: 2026, month: 2, options: vietnamese))
    #expect(tet.contains("âm lịch 1/1, Tết Nguyên Đán") && tet.contains("Chú giải"))
  }
}
