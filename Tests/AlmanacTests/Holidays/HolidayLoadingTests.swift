import Foundation
import Testing

@testable import Almanac

@Suite("Loading holiday files")
struct HolidayLoadingTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("Almanac's JSON schema, with statutory days from the law when omitted")
  func almanacJSON() throws {
    let text = """
      {
        "format": "almanac-holidays/1",
        "region": "CN",
        "years": [2027],
        "holidays": [
          {"name": "元旦", "off": "2027-01-01..2027-01-03"},
          {"name": {"zh-Hans": "春节", "zh-Hant": "春節", "en": "Spring Festival"},
           "off": "2027-02-05..2027-02-13", "work": ["2027-02-20"], "notice": "test notice"}
        ]
      }
      """
    let table = try HolidayTable.load(text: text, file: "2027.json")
    #expect(table.years == [2027])
    #expect(
      try table.status(on: date("2027-02-05"))
        == .holiday(HolidayName(zhHans: "春节", zhHant: "春節", english: "Spring Festival"), statutory: true))
    #expect(try table.status(on: date("2027-02-10")).badge == "休")
    #expect(try table.status(on: date("2027-02-20")).badge == "班")
    #expect(table.holiday(on: date("2027-02-06"))?.notice == "test notice")
    let merged = try HolidayTable.mainlandChina.merging(table)
    #expect(merged.years.last == 2027 && merged.years.first == 2004)
  }

  @Test("holiday-cn's JSON format")
  func holidayCN() throws {
    let text = """
      {"year": 2026, "papers": ["https://www.gov.cn/x"], "days": [
        {"name": "元旦", "date": "2026-01-01", "isOffDay": true},
        {"name": "元旦", "date": "2026-01-02", "isOffDay": true},
        {"name": "元旦", "date": "2026-01-03", "isOffDay": true},
        {"name": "元旦", "date": "2026-01-04", "isOffDay": false}
      ]}
      """
    let table = try HolidayTable.load(text: text, file: "2026.json")
    #expect(try table.status(on: date("2026-01-01")) == .holiday(HolidayName(zhHans: "元旦"), statutory: true))
    #expect(try table.status(on: date("2026-01-04")) == .adjustedWorkday(for: HolidayName(zhHans: "元旦")))
    #expect(table.holidays.first?.notice == "https://www.gov.cn/x")
  }

  @Test("ICS: all-day events are days off, 补班 events are make-up days; folded lines")
  func ics() throws {
    let text = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      BEGIN:VEVENT\r
      DTSTART;VALUE=DATE:20270205\r
      DTEND;VALUE=DATE:20270214\r
      SUMMARY:春节 假\r
       期\r
      END:VEVENT\r
      BEGIN:VEVENT\r
      DTSTART;VALUE=DATE:20270220\r
      SUMMARY:春节 补班\r
      END:VEVENT\r
      END:VCALENDAR\r
      """
    let table = try HolidayTable.load(text: text, file: "cn.ics")
    #expect(table.holidays.count == 1)
    #expect(table.holidays.first?.days == date("2027-02-05")...date("2027-02-13"))
    #expect(try table.status(on: date("2027-02-20")).badge == "班")
    #expect(table.holidays.first?.name.zhHans == "春节")
  }

  @Test(
    "a bad file is rejected whole with file, line and reason",
    arguments: [
      (
        "{\n  \"holidays\": [\n    {\"name\": \"元旦\", \"off\": \"2027-13-01\"}\n  ]\n}",
        "bad.json:3: \"off\" of 元旦 is '2027-13-01'; use YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, earlier first"
      ),
      (
        "{\n  \"holidays\": [\n    {\"off\": \"2027-01-01\"}\n  ]\n}",
        "bad.json:3: the holiday has no \"name\""
      ),
      (
        "{\n  \"holidays\": [\n",
        "bad.json:3: not JSON or iCalendar: unexpected end of file, expected a value"
      ),
      (
        "{\"holidays\": [{\"name\": \"x\", \"off\": \"2027-01-01\", \"work\": [\"2027-01-05\"]}]}",
        "bad.json:1: make-up working day 2027-01-05 of x is a tuesday, not a weekend day"
      ),
      (
        "{\"holidays\": [{\"name\": \"a\", \"off\": \"2027-01-01..2027-01-03\"}, {\"name\": \"b\", \"off\": \"2027-01-03\"}]}",
        "bad.json:1: 2027-01-03 is a day off of both a and b"
      ),
      (
        "[1, 2]",
        "bad.json:1: unknown format: expected Almanac's {\"format\":\"almanac-holidays/1\",…} or holiday-cn's {\"year\",\"days\"}"
      ),
      (
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20270101T090000\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR",
        "bad.json:2: DTSTART '20270101T090000' is not an all-day date (VALUE=DATE:YYYYMMDD)"
      ),
    ])
  func malformed(text: String, message: String) {
    do {
      _ = try HolidayTable.load(text: text, file: "bad.json")
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("the JSON reader: escapes, numbers, lines, errors")
  func jsonReader() throws {
    let node = try JSONReader.parse("{\n\"a\": [1, -2.5e1, true, null],\n\"b\": \"\\u4e2d\\n\\\"\"}")
    #expect(node["a"]?.array?.count == 4 && node["a"]?.array?.first?.int == 1)
    #expect(node["b"]?.string == "中\n\"" && node["b"]?.line == 3)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse("{\"a\": tru}") }
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse("[1,]") }
  }
}
