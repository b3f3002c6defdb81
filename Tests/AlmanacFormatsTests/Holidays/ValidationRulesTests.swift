import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// One set of rules for every reader: the same contradiction is refused with the same reason
/// whether it comes as a notice, Almanac JSON, holiday-cn JSON or iCalendar.
@Suite("Holiday files: one set of rules for every format")
struct ValidationRulesTests {
  static func reason(_ text: String, _ file: String) -> String? {
    do {
      _ = try HolidayTable.load(text: text, file: file)
      return nil
    } catch {
      return error.reason
    }
  }

  /// 国庆节 off on 1 October and again weeks later, one holiday in each format.
  static let longHolidayFiles: [(file: String, text: String)] = [
    (
      "long.txt",
      "国务院办公厅关于2027年部分节假日安排的通知\n经国务院批准，现将2027年国庆节放假调休日期的具体安排通知如下。\n一、国庆节：10月1日放假，11月5日放假。\n"
    ),
    (
      "long.json",
      #"{"format":"almanac-holidays/1","region":"CN","years":[2027],"holidays":[{"name":"国庆节","off":["2027-10-01","2027-11-05"]}]}"#
    ),
    (
      "long-cn.json",
      #"{"year":2027,"papers":[],"days":["#
        + ["10-01", "10-06", "10-11", "10-16", "10-21", "10-26", "10-31", "11-05"].map {
          #"{"name":"国庆节","date":"2027-\#($0)","isOffDay":true}"#
        }.joined(separator: ",") + "]}"
    ),
    (
      "long.ics",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        + ["1001", "1006", "1011", "1016", "1021", "1026", "1031", "1105"].map {
          "BEGIN:VEVENT\r\nUID:\($0)@test\r\nDTSTART;VALUE=DATE:2027\($0)\r\nSUMMARY:国庆节\r\nEND:VEVENT\r\n"
        }.joined() + "END:VCALENDAR\r\n"
    ),
  ]

  @Test("a holiday spanning 36 days is refused in every format, for the same reason", arguments: longHolidayFiles.indices)
  func longHoliday(index: Int) {
    let (file, text) = Self.longHolidayFiles[index]
    #expect(
      Self.reason(text, file)
        == "the days off of 国庆节 span 36 days (2027-10-01…2027-11-05); a holiday lasts at most 31", "\(file)")
  }
}
