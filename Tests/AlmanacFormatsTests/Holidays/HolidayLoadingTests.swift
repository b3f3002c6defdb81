import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

@Suite("Loading holiday files")
struct HolidayLoadingTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// A fragment of a year read by its format's reader alone: the law's check that a whole year
  /// holds every statutory day (StatutoryCompletenessTests) is not what these tests are about.
  func parse(_ text: String, file: String) throws(HolidayFileError) -> HolidayTable {
    var notes: [HolidayFileNote] = []
    return try parse(text, file: file, notes: &notes)
  }

  func parse(_ text: String, file: String, notes: inout [HolidayFileNote]) throws(HolidayFileError) -> HolidayTable {
    try HolidayTable.parse(text: text, file: file, region: .mainlandChina, notes: &notes).table
  }

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
    let table = try parse(text, file: "2027.json")
    #expect(table.years == [2027])
    #expect(
      try table.status(on: date("2027-02-05"))
        == .holiday(HolidayName(zhHans: "春节", zhHant: "春節", english: "Spring Festival"), statutory: true))
    #expect(try table.status(on: date("2027-02-10")).badge?.text == "休")
    #expect(try table.status(on: date("2027-02-20")).badge?.text == "班")
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
    let table = try parse(text, file: "2026.json")
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
    let table = try parse(text, file: "cn.ics")
    #expect(table.holidays.count == 1)
    #expect(table.holidays.first?.span == date("2027-02-05")...date("2027-02-13"))
    #expect(try table.status(on: date("2027-02-20")).badge?.text == "班")
    #expect(table.holidays.first?.name.zhHans == "春节")
  }

  @Test(
    "iCalendar as other tools write it: TZID and UTC times, DURATION, alarms, cancelled and repeating events, bare 补班"
  )
  func icsShapes() throws {
    let text = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//Holidays//ZH",
      "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD", "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE",
      // 元旦 as a timed event in its zone, with an alarm whose own SUMMARY must not count.
      "BEGIN:VEVENT", "DTSTAMP;VALUE=DATE:20261201", "DTSTART;TZID=\"Asia/Shanghai\":20270101T000000",
      "DTEND;TZID=Asia/Shanghai:20270104T000000", "SUMMARY:元旦", "BEGIN:VALARM", "ACTION:DISPLAY",
      "SUMMARY:上班", "TRIGGER:-PT15M", "END:VALARM", "END:VEVENT",
      // 春节 in UTC: 2027-02-05 00:00 in Beijing is 02-04 16:00Z; nine days by DURATION.
      "BEGIN:VEVENT", "DTSTART:20270204T160000Z", "DURATION:P9D", "SUMMARY:春节假期", "RRULE:FREQ=YEARLY",
      "END:VEVENT",
      // A bare 补班 near 春节, and one that names it.
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270220", "SUMMARY:补班", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270130", "SUMMARY:调休上班(春节)", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20270501", "SUMMARY:劳动节", "STATUS:CANCELLED", "END:VEVENT",
      "END:VCALENDAR", "",
    ].joined(separator: "\n")
    var notes: [HolidayFileNote] = []
    let table = try parse(text, file: "other.ics", notes: &notes)
    #expect(table.holidays.map(\.name.zhHans) == ["元旦", "春节"])
    #expect(table.holidays.first?.span == date("2027-01-01")...date("2027-01-03"))
    #expect(table.holidays.last?.span == date("2027-02-05")...date("2027-02-13"))
    #expect(table.holidays.last?.workDays.map(\.description) == ["2027-01-30", "2027-02-20"])
    #expect(table.holiday(on: date("2027-05-01")) == nil, "a cancelled event is no day off")
    #expect(
      notes.map(\.description) == ["other.ics:27: '春节假期' repeats (RRULE); only its first occurrence is read"])
  }

  @Test("Almanac JSON lists days off that are not one block")
  func separateDaysOff() throws {
    let table = try parse(
      #"{"holidays":[{"name":"清明节","off":["2014-04-05","2014-04-07"],"statutory":["2014-04-05"]}]}"#,
      file: "x.json")
    #expect(table.holidays.first?.daysOff.map(\.description) == ["2014-04-05", "2014-04-07"])
    #expect(try table.status(on: date("2014-04-06")) == .weekend)
  }

  @Test(
    "a bad file is rejected whole with file, line and reason",
    arguments: [
      (
        "{\n  \"holidays\": [\n    {\"name\": \"元旦\", \"off\": \"2027-13-01\"}\n  ]\n}",
        "bad.json:3: \"off\" of 元旦 holds '2027-13-01'; use YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, earlier first, at most 31 days"
      ),
      (
        "{\n  \"holidays\": [\n    {\"off\": \"2027-01-01\"}\n  ]\n}",
        "bad.json:3: the holiday has no \"name\""
      ),
      (
        "{\n  \"holidays\": [\n",
        "bad.json:3: not JSON, iCalendar or a holiday notice: unexpected end of file, expected a value"
      ),
      (
        "{\"holidays\": [{\"name\": \"x\", \"off\": \"2027-01-01..2027-01-02\", \"work\": [\"2027-01-02\"]}]}",
        "bad.json:1: 2027-01-02 is both a make-up working day of x and a day off of x"
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
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:2027-01-01\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR",
        "bad.json:3: DTSTART '2027-01-01' is neither a date (YYYYMMDD) nor a date-time (YYYYMMDDTHHMMSS)"
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
