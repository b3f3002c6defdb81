import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The feeds: strict RFC 5545, stable UIDs, byte-identical output, and every export loading back
/// to the table it came from.
@Suite("Holiday and day feeds")
struct HolidayExportTests {
  static let tables = [HolidayTable.mainlandChina, .hongKong, .taiwan]

  /// The same holidays, field by field.
  static func expectSame(_ loaded: HolidayTable, _ original: HolidayTable, _ what: String) {
    #expect(loaded.region == original.region && loaded.years == original.years, "\(what): region and years")
    let sort = { (holidays: [Holiday]) in
      holidays.sorted { ($0.span.lowerBound, $0.year) < ($1.span.lowerBound, $1.year) }
    }
    let left = sort(loaded.holidays)
    let right = sort(original.holidays)
    #expect(left.count == right.count, "\(what): \(left.count) holidays, expected \(right.count)")
    for (a, b) in zip(left, right) where a != b {
      Issue.record(
        "\(what): \(a.name) \(a.year) \(a.daysOff.first.map(\.description) ?? "") differs from \(b.name)")
      return
    }
  }

  @Test("ICS and Almanac JSON of every region and year load back to the same table", arguments: tables)
  func roundTrip(table: HolidayTable) throws {
    let ics = try HolidayTable.load(text: table.icsFeed(), file: "\(table.region).ics")
    Self.expectSame(ics, table, "\(table.region) ICS")
    let json = try HolidayTable.load(text: table.almanacJSON(), file: "\(table.region).json")
    Self.expectSame(json, table, "\(table.region) JSON")
  }

  @Test("holiday-cn JSON of every CN year: schema fields, and the same days, names and statutory days back")
  func holidayCN() throws {
    let table = HolidayTable.mainlandChina
    for year in table.years {
      let text = try table.holidayCNJSON(year: year)
      // holiday-cn's schema.json: year (number), papers (strings), days ({name, date, isOffDay}).
      let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(root["year"] as? Int == year && (root["papers"] as? [String])?.isEmpty == false)
      let days = try #require(root["days"] as? [[String: Any]])
      #expect(days.allSatisfy { $0["name"] is String && $0["date"] is String && $0["isOffDay"] is Bool })
      let loaded = try HolidayTable.load(text: text, file: "\(year).json")
      #expect(loaded.years == [year])
      Self.expectSame(
        loaded,
        HolidayTable(
          region: .mainlandChina, years: [year],
          holidays: table.holidays(inYear: year).map {
            Holiday(
              region: $0.region, year: $0.year, name: HolidayName(zhHans: $0.name.zhHans),
              daysOff: $0.daysOff,
              // holiday-cn has no statutory flag: the law's days are assumed, so the one-off day
              // of 2015 (抗战胜利70周年纪念日, statutory by its own notice) comes back as not.
              statutoryDays: $0.name.zhHans.hasPrefix("抗战") ? [] : $0.statutoryDays, workDays: $0.workDays,
              notice: loaded.holidays.first?.notice)
          }), "holiday-cn \(year)")
    }
    #expect(throws: HolidayTableError.self) { try table.holidayCNJSON(year: (table.years.last ?? 0) + 1) }
  }

  /// Every physical line of an ICS text: CRLF-ended, at most 75 octets, valid UTF-8 on its own.
  static func expectStrict(_ text: String, _ what: String) {
    let bytes = Array(text.utf8)
    #expect(bytes.suffix(2) == [0x0D, 0x0A], "\(what) ends with CRLF")
    var start = 0
    var index = 0
    var count = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        #expect(index > start && bytes[index - 1] == 0x0D, "\(what): a bare LF at byte \(index)")
        let line = Array(bytes[start..<index - 1])
        #expect(line.count <= 75, "\(what): a line of \(line.count) octets")
        #expect(String(validating: line, as: UTF8.self) != nil, "\(what): a line splits a character")
        start = index + 1
        count += 1
      }
      index += 1
    }
    #expect(count > 10)
    for required in [
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:", "\r\nX-WR-CALNAME:",
      "\r\nREFRESH-INTERVAL;VALUE=DURATION:", "\r\nX-PUBLISHED-TTL:",
    ] {
      #expect(text.contains(required), "\(what) has \(required)")
    }
    let stamps = text.components(separatedBy: "\r\nDTSTAMP:").dropFirst().map { $0.prefix(17) }
    #expect(
      !stamps.isEmpty
        && stamps.allSatisfy {
          $0.count == 16 + 1 && $0.hasSuffix("\r") == false && $0.dropFirst(8).first == "T"
            && $0.contains("Z")
        })
  }

  @Test("the feeds are strict RFC 5545: CRLF, 75-octet folding on character boundaries, UTC DTSTAMP")
  func strict() throws {
    for table in Self.tables { Self.expectStrict(table.icsFeed(), "\(table.region).ics") }
    let days = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    Self.expectStrict(days, "days 2026")
  }

  /// The events of a feed by UID, each as its text.
  static func events(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for chunk in text.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst() {
      let event = chunk.components(separatedBy: "END:VEVENT\r\n")[0]
      let uid = event.components(separatedBy: "\r\n").first { $0.hasPrefix("UID:") } ?? ""
      result[uid] = event
    }
    return result
  }

  @Test(
    "a longer or later export keeps the UIDs and text of every event it shares; the same data gives the same bytes"
  )
  func stableUIDs() throws {
    let table = HolidayTable.mainlandChina
    let short = table.icsFeed(years: 2020...2024)
    let long = table.icsFeed(years: 2016...2026)
    #expect(short == table.icsFeed(years: 2020...2024), "byte-identical")
    let shortEvents = Self.events(short)
    let longEvents = Self.events(long)
    #expect(shortEvents.count > 50)
    for (uid, event) in shortEvents { #expect(longEvents[uid] == event, "\(uid)") }
    let days = try DayFeed.ics(from: CivilDate("2026-02-01")!, through: CivilDate("2026-02-28")!)
    let moreDays = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    for (uid, event) in Self.events(days) { #expect(Self.events(moreDays)[uid] == event, "\(uid)") }
  }

  @Test("the day feed: every day once, 初一 with its month, festivals and terms, terms also at their instant")
  func dayFeed() throws {
    let text = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    let events = Self.events(text)
    #expect(events.count == 365 + 24)
    let spring = try #require(events["UID:20260217-day@almanac"])
    #expect(spring.contains("SUMMARY:正月初一 春节\r\n") && spring.contains("DTSTART;VALUE=DATE:20260217\r\n"))
    #expect(events["UID:20260204-day@almanac"]?.contains("SUMMARY:十七 立春\r\n") == true)
    let term = try #require(events["UID:20260204-term-2@almanac"])
    #expect(term.contains("DTSTART:20260203T200201Z\r\n") && term.contains("SUMMARY:立春 04:02\r\n"))
    let models = try DayFeed.days(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    #expect(models.count == 365 && Set(models.map(\.date)).count == 365)
  }
}
