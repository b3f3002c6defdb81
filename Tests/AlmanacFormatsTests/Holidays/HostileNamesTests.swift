import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// Names that would reach a terminal, a feed or a page as control sequences: refused by every
/// reader with file and line; and every writer escapes or replaces them anyway.
@Suite("Hostile names: refused at reading, escaped in writing")
struct HostileNamesTests {
  /// ESC/CSI, a line feed (a forged line), BEL, CR, NUL, a C1 control, an RTL override, the line
  /// separator.
  static let hostile: [(label: String, scalar: Unicode.Scalar)] = [
    ("ESC", "\u{1B}"), ("LF", "\n"), ("BEL", "\u{07}"), ("CR", "\r"), ("NUL", "\u{00}"), ("C1 NEL", "\u{85}"),
    ("RLO", "\u{202E}"), ("LSEP", "\u{2028}"),
  ]

  static func json(_ text: String) -> String {
    var json = JSONText()
    json.value(text)
    return String(decoding: json.bytes, as: UTF8.self)
  }

  static func reason(_ text: String, _ file: String) -> HolidayFileError? {
    do {
      _ = try HolidayTable.load(text: text, file: file)
      return nil
    } catch {
      return error
    }
  }

  @Test("each hostile character in a name is refused in Almanac JSON, holiday-cn JSON, iCalendar and a saved page", arguments: hostile.indices)
  func refused(index: Int) {
    let (label, scalar) = Self.hostile[index]
    let name = "元旦" + String(scalar) + "[H"
    let files: [(String, String, Int)] = [
      (
        "a.json",
        "{\"format\":\"almanac-holidays/1\",\"region\":\"CN\",\"years\":[2027],\"holidays\":[\n{\"name\":\(Self.json(name)),\"off\":\"2027-01-01\"}]}",
        2
      ),
      (
        "cn.json",
        "{\"year\":2027,\"papers\":[],\"days\":[\n{\"name\":\(Self.json(name)),\"date\":\"2027-01-01\",\"isOffDay\":true}]}", 2
      ),
      (
        "a.ics",
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1@t\r\nDTSTART;VALUE=DATE:20270101\r\nSUMMARY:"
          + ICSWriter.text(name).replacingOccurrences(of: "\u{FFFD}", with: String(scalar)) + "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        3
      ),
      (
        "a.html",
        "<html><body>\n<p>国务院办公厅关于2027年部分节假日安排的通知</p>\n<p>一、元旦&#\(scalar.value);[H：1月1日放假，共1天。</p>\n</body></html>\n", 3
      ),
    ]
    // In iCalendar and HTML a line break ends a line or is a space: it cannot be inside a name.
    for (file, text, line) in files where !(file != "a.json" && file != "cn.json" && (scalar == "\n" || scalar == "\r")) {
      let error = Self.reason(text, file)
      #expect(error?.line == line, "\(label) in \(file): \(String(describing: error))")
      #expect(error?.reason.contains("a control or bidirectional-override character") == true, "\(label) in \(file)")
    }
  }

  /// A table made in code, past the readers, with every hostile character in a name.
  static let table = HolidayTable(
    region: .mainlandChina, years: [2027],
    holidays: [
      Holiday(
        region: .mainlandChina, year: 2027,
        name: HolidayName(zhHans: "元旦" + String(String.UnicodeScalarView(hostile.map(\.scalar)))),
        days: CivilDate(year: 2027, month: 1, day: 1)!...CivilDate(year: 2027, month: 1, day: 1)!)
    ])

  @Test("JSON escapes them as \\uXXXX, iCalendar and HTML replace them with U+FFFD")
  func written() throws {
    let json = Self.table.almanacJSON()
    for (label, scalar) in Self.hostile where scalar != "\n" {  // the file's own line breaks
      #expect(!json.unicodeScalars.contains(scalar), "\(label) in JSON")
    }
    #expect(json.contains(#"元旦\u001b\n\u0007\r\u0000\u0085\u202e\u2028"#))
    let ics = Self.table.icsFeed()
    let controls = ics.unicodeScalars.filter { QuotedInput.isControl($0) && $0 != "\r" && $0 != "\n" }
    #expect(controls.isEmpty, "\(controls.map(QuotedInput.codePoint))")
    #expect(ics.contains("元旦\u{FFFD}\\n\u{FFFD}\\n\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"))
    // Written as TEXT, a line break in a name is `\n`: read back, it is refused as such.
    #expect(Self.reason(ics, "back.ics")?.reason.contains("holds U+000A") == true)
    var html = HTMLText(capacity: 64)
    html.text(Self.table.holidays[0].name.zhHans)
    #expect(!html.text.unicodeScalars.contains { QuotedInput.isControl($0) && $0 != "\n" && $0 != "\r" })
  }

  @Test("the terminal's last guard keeps line breaks and tabs only where the view asks")
  func terminal() {
    #expect(QuotedInput.escapingControls("a\u{1B}[2J\nb\tc", keeping: ["\n", "\t"]) == "a\\u{1B}[2J\nb\tc")
    #expect(QuotedInput.escapingControls("a\nb\u{202E}") == "a\\nb\\u{202E}")
  }
}
