import Foundation
import Testing

@testable import AlmanacCore

@Suite("CivilDate")
struct CivilDateTests {
  @Test(
    "accepts real days and rejects impossible ones",
    arguments: [
      (2026, 2, 28, true), (2026, 2, 29, false), (2024, 2, 29, true), (1900, 2, 29, false),
      (2000, 2, 29, true), (2026, 4, 31, false), (2026, 13, 1, false), (2026, 0, 1, false),
      (2026, 1, 0, false), (0, 1, 1, false), (1, 1, 1, true), (9999, 12, 31, true), (10000, 1, 1, false),
    ])
  func validation(year: Int, month: Int, day: Int, valid: Bool) {
    #expect(
      (CivilDate(year: year, month: month, day: day) != nil) == valid,
      "\(year)-\(month)-\(day) valid: \(valid)")
  }

  @Test(
    "parses exactly YYYY-MM-DD",
    arguments: [
      ("2026-02-17", true), ("2026-2-17", false), ("2026-02-30", false), ("20260217", false),
      ("2026-02-17T00:00", false), (" 2026-02-17", false), ("0001-01-01", true), ("+026-02-17", false),
    ])
  func parsing(text: String, valid: Bool) {
    let date = CivilDate(text)
    #expect((date != nil) == valid, "'\(text)' should \(valid ? "" : "not ")parse")
    if let date { #expect(date.description == text, "round trip of \(text)") }
  }

  @Test("day numbers agree with a day-by-day walk over 1600...2400")
  func dayNumbersWalk() throws {
    var expected = try #require(CivilDate(year: 1600, month: 1, day: 1)).daysSince1970
    for year in 1600...2400 {
      for month in 1...12 {
        for day in 1...CivilDate.daysInMonth(year: year, month: month) {
          let date = try #require(CivilDate(year: year, month: month, day: day))
          if date.daysSince1970 != expected {
            Issue.record("\(date) has day number \(date.daysSince1970), expected \(expected)")
            return
          }
          let back = try #require(CivilDate(daysSince1970: expected))
          #expect(back.year == year && back.month == month && back.day == day)
          expected += 1
        }
      }
    }
  }

  @Test("epoch, weekday and range ends")
  func knownDays() throws {
    #expect(CivilDate(daysSince1970: 0)?.description == "1970-01-01")
    #expect(CivilDate("1970-01-01")?.weekday == .thursday)
    #expect(CivilDate("2026-02-17")?.weekday == .tuesday)
    #expect(CivilDate("0001-01-01")?.weekday == .monday, "proleptic Gregorian 1 January 1 was a Monday")
    #expect(CivilDate(daysSince1970: CivilDate.min.daysSince1970 - 1) == nil)
    #expect(CivilDate(daysSince1970: CivilDate.max.daysSince1970 + 1) == nil)
    #expect(CivilDate("2024-12-31")?.ordinalDay == 366)
  }

  @Test("arithmetic: days, months, stride")
  func arithmetic() throws {
    let date = try #require(CivilDate("2026-01-31"))
    #expect(date.adding(days: 14).description == "2026-02-14")
    #expect(date.adding(days: -31).description == "2025-12-31")
    #expect(date.adding(months: 1)?.description == "2026-02-28")
    #expect(date.adding(months: -13)?.description == "2024-12-31")
    #expect(CivilDate.max.adding(months: 1) == nil)
    #expect(date.distance(to: try #require(CivilDate("2026-03-01"))) == 29)
    let span = try #require(CivilDate("2026-02-27"))...(try #require(CivilDate("2026-03-02")))
    #expect(span.map(\.description) == ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"])
    #expect(date.firstOfMonth.description == "2026-01-01" && date.lastOfMonth.day == 31)
  }

  @Test("Codable as an ISO string; bad strings are rejected")
  func codable() throws {
    let data = try JSONEncoder().encode([try #require(CivilDate("2026-02-17"))])
    #expect(String(decoding: data, as: UTF8.self) == #"["2026-02-17"]"#)
    #expect(try JSONDecoder().decode([CivilDate].self, from: data).first?.day == 17)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CivilDate].self, from: Data(#"["2026-02-30"]"#.utf8))
    }
  }

  @Test("Foundation: the day of an instant in a zone, and the instant a day starts")
  func foundation() throws {
    let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let instant = Date(timeIntervalSince1970: 1_771_261_200)  // 2026-02-16T17:00:00Z
    #expect(CivilDate(instant, in: shanghai)?.description == "2026-02-17")
    #expect(CivilDate(instant, in: newYork)?.description == "2026-02-16")
    let day = try #require(CivilDate("2026-03-08"))  // US daylight saving starts at 02:00
    #expect(day.date(in: newYork).timeIntervalSince1970 == 1_772_946_000, "midnight EST is 05:00Z")
    #expect(CivilDate(day.date(in: shanghai), in: shanghai) == day)
    // Santiago skipped midnight 2022-09-11 (clocks went from 00:00 to 01:00).
    let santiago = try #require(TimeZone(identifier: "America/Santiago"))
    let gap = try #require(CivilDate("2022-09-11"))
    #expect(
      CivilDate(gap.date(in: santiago), in: santiago) == gap, "the first instant of a day with no midnight")
  }
}
