import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// Overlays: an organisation's own days laid over the official table, counted in workday
/// arithmetic, shown as what they are, never changing the official answer.
@Suite("Overlays: your own days on top")
struct HolidayOverlayTests {
  static func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// A company's overlay over 2026: a day off on a working day, a working day on a holiday, a
  /// half day.
  static func acme() throws -> HolidayOverlay {
    try HolidayOverlay(
      name: "acme", label: "公司",
      days: [
        .init(date: day("2026-12-31"), kind: .dayOff, name: "年会"),
        .init(date: day("2026-10-03"), kind: .workday, name: "盘点"),
        .init(date: day("2026-12-24"), kind: .halfDay, name: "平安夜半天"),
      ])
  }

  @Test("counted in workday arithmetic, the official table left as it is")
  func arithmetic() throws {
    let official = HolidayTable.mainlandChina
    let table = official.overlaying([try Self.acme()])
    let december = (Self.day("2026-12-01"), Self.day("2026-12-31"))
    #expect(try official.workdays(from: december.0, through: december.1) == 23)
    #expect(try table.workdays(from: december.0, through: december.1) == 22, "年会 off; the half day counts")
    #expect(try table.official.workdays(from: december.0, through: december.1) == 23)
    // 10-03 is a day off of 国庆节; the company works it.
    #expect(try table.isWorkday(Self.day("2026-10-03")) && !(try official.isWorkday(Self.day("2026-10-03"))))
    #expect(try table.status(on: Self.day("2026-10-03")) == official.status(on: Self.day("2026-10-03")), "the official status stays")
    // adding: the last working day of the last published year taken off by an overlay, the next
    // working day after the one before it is in the first unpublished year: an error, where
    // without the overlay it is that last day; assuming weekends, the year's first weekday.
    let last = try #require(official.years.last)
    var lastWorkday = try #require(CivilDate(year: last, month: 12, day: 31))
    while !(try official.isWorkday(lastWorkday)) { lastWorkday = lastWorkday.adding(days: -1) }
    var before = lastWorkday.adding(days: -1)
    while !(try official.isWorkday(before)) { before = before.adding(days: -1) }
    let party = official.overlaying([
      try HolidayOverlay(name: "acme", label: "公司", days: [.init(date: lastWorkday, kind: .dayOff, name: "年会")])
    ])
    #expect(try official.adding(workdays: 1, to: before) == lastWorkday)
    #expect(throws: HolidayTableError.self) { try party.adding(workdays: 1, to: before) }
    var firstWeekday = try #require(CivilDate(year: last + 1, month: 1, day: 1))
    while firstWeekday.weekday == .saturday || firstWeekday.weekday == .sunday { firstWeekday = firstWeekday.adding(days: 1) }
    #expect(try party.adding(workdays: 1, to: before, assuming: .weekends) == firstWeekday)
    #expect(try table.adding(workdays: 1, to: Self.day("2026-10-02")) == Self.day("2026-10-03"))
    // Every count equals a walk of isWorkday over the span (the overlay included), in October.
    var walked = 0
    for date in Self.day("2026-10-01")...Self.day("2026-10-31") where try table.isWorkday(date) { walked += 1 }
    #expect(try table.workdays(from: Self.day("2026-10-01"), through: Self.day("2026-10-31")) == walked)
    let count = try table.workdayCount(from: december.0, through: december.1)
    #expect(count.overlayDays?.map(\.name) == ["平安夜半天", "年会"])
    #expect(try official.workdayCount(from: december.0, through: december.1).overlayDays == nil)
  }

  @Test("shown as what it is: the day's facts, the page's cell, never the official badge or status")
  func shown() throws {
    let table = HolidayTable.mainlandChina.overlaying([try Self.acme()])
    let facts = DayFacts(date: Self.day("2026-12-31"), holidays: table)
    #expect(facts.overlay?.text == "公司: 年会 (overlay acme)")
    #expect(facts.status == .workday && facts.isWorkday == false && facts.badge == nil)
    let json = String(decoding: try JSONLinesEncoder().encode(facts), as: UTF8.self)
    #expect(
      json.hasSuffix(#","overlay":{"date":"2026-12-31","kind":"dayOff","name":"年会","overlay":"acme","label":"公司"},"halfDay":null}"#))
    #expect(try JSONDecoder().decode(DayFacts.self, from: Data(json.utf8)) == facts)
    let page = try MonthGrid(year: 2026, month: 10, options: GridOptions(holidays: table))
    let cell = try #require(page.days.first { $0.date == Self.day("2026-10-03") })
    #expect(cell.badge?.text == "休" && cell.overlay?.badgeText == "值", "the official badge stays, the overlay beside it")
    // Both JSON writers agree, and read back.
    let lines = try JSONLinesEncoder().encode(cell)
    let direct = JSONStreamWriter(names: .simplified)
    direct.write(cell)
    #expect(direct.bytes == lines)
    #expect(String(decoding: lines, as: UTF8.self).contains(#""overlay":{"date":"2026-10-03","kind":"workday""#))
    #expect(try JSONDecoder().decode(DayModel.self, from: Data(lines)).overlay == cell.overlay)
    // A page without overlays writes null.
    let plain = try MonthGrid(year: 2026, month: 10, options: GridOptions(holidays: .mainlandChina))
    #expect(String(decoding: try JSONLinesEncoder().encode(plain.days[0]), as: UTF8.self).hasSuffix(#""overlay":null}"#))
    // The HTML page: the overlay's badge and classes, its meaning in the legend.
    let html = HTMLCalendar.page(try MonthGrid(year: 2026, month: 12, options: GridOptions(locale: "zh_CN", holidays: table)))
    #expect(html.contains(#"class="day overlay overlay-off""#) && html.contains("公司: 年会 (overlay acme)"))
    #expect(html.contains("自定的休息日、工作日、半天"))
  }

  @Test("the file: read with its lines, refused for what it cannot hold, stored and removed")
  func file() throws {
    let text = """
      {"format":"almanac-overlay/1","name":"acme","label":"公司","days":[
       {"date":"2027-01-28..2027-01-29","kind":"dayOff","name":"年会"},
       {"date":"2027-02-20","kind":"workday","name":"盘点"}]}
      """
    let overlay = try HolidayOverlay.load(text: text, file: "acme.json")
    #expect(overlay.days.map(\.date.description) == ["2027-01-28", "2027-01-29", "2027-02-20"])
    #expect(overlay.region == .mainlandChina && overlay.label == "公司")
    for (bad, line, reason) in [
      (#"{"format":"almanac-overlay/1","name":"x","days":[{"date":"2027-01-32","kind":"dayOff","name":"a"}]}"#, 1, "'2027-01-32' is not a date"),
      ("{\"format\":\"almanac-overlay/1\",\"name\":\"x\",\"days\":[\n{\"date\":\"2027-01-02\",\"kind\":\"off\",\"name\":\"a\"}]}", 2, "\"kind\" must be dayOff, halfDay or workday"),
      ("{\"format\":\"almanac-overlay/1\",\"name\":\"x\",\"days\":[\n{\"date\":\"2027-01-02\",\"kind\":\"dayOff\",\"name\":\"a\"},\n{\"date\":\"2027-01-01..2027-01-03\",\"kind\":\"workday\",\"name\":\"b\"}]}", 3, "2027-01-02 is given twice (line 2 too)"),
      (#"{"format":"almanac-overlay/1","name":"x","days":[{"date":"2027-01-02","kind":"dayOff","name":"a\u001b[2J"}]}"#, 1, "the name 'a\\u{1B}[2J' holds U+001B"),
      (#"{"format":"almanac-overlay/1","name":"../etc","days":[]}"#, 1, "'../etc' is not an overlay name"),
      (#"{"format":"almanac-holidays/1","holidays":[]}"#, 1, "not an overlay file"),
    ] {
      do {
        _ = try HolidayOverlay.load(text: bad, file: "o.json")
        Issue.record("accepted \(bad)")
      } catch {
        #expect(error.line == line && error.reason.hasPrefix(reason), "\(error)")
      }
    }
    // Stored under its name, listed, laid over the table in force, removed.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-overlay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let source = root.appendingPathComponent("acme.json")
    try Data(text.utf8).write(to: source)
    let directory = HolidayDataDirectory(url: root.appendingPathComponent("data"))
    #expect(throws: HolidayDataError.self) { try directory.importOverlay(source, name: "other") }
    let stored = try directory.importOverlay(source, name: "acme")
    #expect(stored.file.lastPathComponent == "acme.json" && stored.source?.format == .overlay)
    #expect(try directory.storedOverlays().map(\.overlay) == [overlay])
    let inForce = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
    #expect(inForce.overlays == [overlay] && inForce.official == HolidayTable.mainlandChina)
    #expect(inForce.holidays == HolidayTable.mainlandChina.holidays, "holidays YYYY stays the State Council's")
    try directory.removeOverlay(named: "acme")
    #expect(try directory.storedOverlays().isEmpty)
    #expect(throws: HolidayDataError.noOverlay(name: "acme", stored: [])) { try directory.removeOverlay(named: "acme") }
  }
}
