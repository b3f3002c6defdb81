@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import AlmanacTestSupport
import Testing


/// Lunar recurring days against lunar-python's calendar with both policies, every lunar year of
/// 1900–2100 (data/lunar/lunar-events-reference.tsv, written by
/// tools/crosscheck/lunar_events_reference.py), and the feed's ICS.
@Suite("Lunar recurring events")
struct LunarRecurrenceTests {
  @Test("each day of the reference, each lunar year, under substituting and skipping policies")
  func againstLunarPython() throws {
    let records = try ProjectFiles.records("data/lunar/lunar-events-reference.tsv")
    #expect(records.count >= 8 * 201)
    var moved = 0
    for fields in records {
      let year = try #require(Int(fields[1]))
      let substitute = try #require(LunarRecurrence(fields[0]))
      let skip = try #require(LunarRecurrence(fields[0], leapMonth: .skip, missingDay: .skip))
      let found = substitute.occurrence(inLunarYear: year)
      #expect(found?.date.description == fields[2], "\(fields[0]) \(year)")
      #expect(
        skip.occurrence(inLunarYear: year)?.date.description ?? "-" == fields[3], "\(fields[0]) \(year)")
      // Moved exactly when the skipping policies skip.
      #expect(found?.isMoved == (fields[3] == "-"), "\(fields[0]) \(year)")
      if found?.isMoved == true { moved += 1 }
    }
    #expect(moved > 500)
  }

  @Test("the forms a day is written in, and what is refused")
  func parsing() throws {
    let cases: [(String, Int, Int, Bool)] = [
      ("腊月初八", 12, 8, false), ("闰四月十五", 4, 15, true), ("閏四月十五", 4, 15, true), ("臘月三十", 12, 30, false),
      ("十一月初一", 11, 1, false), ("冬月初一", 11, 1, false), ("十二月廿三", 12, 23, false), ("正月初一", 1, 1, false),
      ("一月十五", 1, 15, false), ("十月初十", 10, 10, false), ("L04-15", 4, 15, true), ("12-08", 12, 8, false),
    ]
    for (text, month, day, leap) in cases {
      let recurrence = try #require(LunarRecurrence(text), "\(text)")
      #expect(
        [recurrence.month, recurrence.day] == [month, day] && recurrence.isLeapMonth == leap, "\(text)")
    }
    for bad in ["", "腊月", "腊月三十一", "十三月初一", "13-01", "12-31", "L4-15", "2026-12-08", "腊月初八 ", "闰闰四月十五"] {
      #expect(LunarRecurrence(bad) == nil, "\(bad)")
    }
    #expect(LunarRecurrence("闰四月十五")?.text(.traditional) == "閏四月十五")
  }

  @Test("occurrences in a span, in order; RFC 7529 rules only where one SKIP says both policies")
  func occurrencesAndRules() throws {
    let start = try #require(CivilDate("2026-01-01"))
    let end = try #require(CivilDate("2030-12-31"))
    let labaDay = try #require(LunarRecurrence("腊月初八"))
    let laba = labaDay.occurrences(from: start, through: end).map(\.date.description)
    #expect(laba == ["2026-01-26", "2027-01-15", "2028-01-04", "2029-01-22", "2030-01-11"])
    #expect(labaDay.rscaleRule() == "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=8")
    let birthday = try #require(LunarRecurrence("闰四月十五"))
    #expect(birthday.rscaleRule() == "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD")
    let skipping = try #require(LunarRecurrence("闰四月十五", leapMonth: .skip))
    #expect(skipping.rscaleRule() == "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15")
    // A leap-month 30th moved to its ordinary month but skipped when short: no single SKIP.
    #expect(LunarRecurrence("闰六月三十", missingDay: .skip)?.rscaleRule() == nil)
    #expect(LunarRecurrence("腊月三十")?.rscaleRule(calendar: .vietnamese) == nil)
    #expect(labaDay.occurrences(from: end, through: start).isEmpty)
  }

  @Test("an events file's text: tab or '=', comments, CRLF; each bad line named")
  func eventsText() throws {
    let events = try LunarEvent.events(text: "# x\r\n奶奶生日\t闰四月十五\r\n 腊八 = 12-08 \n\n", file: "f.txt")
    #expect(events.map(\.title) == ["奶奶生日", "腊八"])
    #expect(events.map(\.recurrence.isLeapMonth) == [true, false])
    for (text, line) in [
      ("a=12-08\nnope", 2), ("=12-08", 1), ("a=12-32", 1), ("\(String(repeating: "长", count: 201))=12-08", 1),
    ] {
      #expect(throws: LunarEventFileError.self) { try LunarEvent.events(text: text, file: "f.txt") }
      do {
        _ = try LunarEvent.events(text: text, file: "f.txt")
      } catch {
        #expect(error.line == line, "\(text.prefix(20))")
      }
    }
    #expect(throws: LunarEventFileError.self) { try LunarEvent.events(text: "# only\n", file: "f.txt") }
  }

  @Test("the feed: one event per occurrence with UIDs that a longer span repeats; rscale style")
  func feed() throws {
    let events = [
      LunarEvent(title: "奶奶生日", recurrence: try #require(LunarRecurrence("闰四月十五"))),
      LunarEvent(title: "腊八", recurrence: try #require(LunarRecurrence("12-08"))),
    ]
    let start = try #require(CivilDate("2026-01-01"))
    let short = try LunarEventFeed.ics(events, from: start, through: try #require(CivilDate("2027-12-31")))
    let long = try LunarEventFeed.ics(events, from: start, through: try #require(CivilDate("2035-12-31")))
    func uids(_ text: String) -> [String] {
      text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map(String.init)
    }
    #expect(uids(short).count == 4)
    #expect(Set(uids(short)).isSubset(of: Set(uids(long))))
    #expect(short.contains("DTSTART;VALUE=DATE:20260531"))  // 2026 has no 闰四月: 四月十五
    #expect(short.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    let rules = try LunarEventFeed.ics(
      events, from: start, through: try #require(CivilDate("2035-12-31")), style: .rscale)
    #expect(uids(rules).count == 2)
    #expect(rules.contains("RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=8;UNTIL=20351231"))
    #expect(throws: GridError.self) {
      try LunarEventFeed.ics(events, from: try #require(CivilDate("2027-01-01")), through: start)
    }
  }

  @Test("the feed is streamed a lunar year at a time in date order, and a reader that leaves stops it")
  func streamed() throws {
    let events = (1...12).map { month in
      LunarEvent(title: "m\(month)", recurrence: LunarRecurrence(month: month, day: 1)!)
    }
    // 0001–9999 for twelve events once took minutes and all of its memory before a byte came out.
    var pieces = 0
    try LunarEventFeed.writeICS(events, from: CivilDate.min, through: CivilDate.max) { bytes in
      pieces += 1
      #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("BEGIN:VCALENDAR"))
      return false
    }
    #expect(pieces == 1, "stops when the reader leaves")
    let text = try LunarEventFeed.ics(
      events, from: try #require(CivilDate("2026-01-01")), through: try #require(CivilDate("2028-12-31")))
    let starts = text.split(separator: "\r\n").filter { $0.hasPrefix("DTSTART") }.map(String.init)
    #expect(starts == starts.sorted() && starts.count == 36, "every 初一 of three years, in date order")
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
  }
}
