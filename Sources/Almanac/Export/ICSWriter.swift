/// Writes iCalendar (RFC 5545) text strictly: CRLF line ends, content lines folded so that no
/// physical line exceeds 75 octets and no UTF-8 character is split (§3.1), TEXT values escaped
/// (§3.3.11), and nothing taken from the clock, so that the same data always gives the same
/// bytes.
package struct ICSWriter {
  /// The text written so far, UTF-8.
  package private(set) var bytes: [UInt8] = []

  /// The calendar's own properties, written after `BEGIN:VCALENDAR`.
  package struct Header {
    /// `X-WR-CALNAME`: the name calendar apps show.
    package var name: String
    /// `X-WR-CALDESC`.
    package var description: String
    /// How often subscribers should refresh (an ISO 8601 duration such as `P1D`):
    /// `REFRESH-INTERVAL` and `X-PUBLISHED-TTL`.
    package var refresh = "P1D"
    /// More `X-` properties of the calendar (`X-ALMANAC-…`), in order.
    package var extra: [(String, String)] = []

    package init(name: String, description: String) {
      self.name = name
      self.description = description
    }
  }

  /// Identifies the writer in `PRODID` (no version: a new release with the same data must not
  /// change every published byte).
  package static let productID = "-//Almanac//Almanac calendar data//ZH"

  package init() { bytes.reserveCapacity(1 << 16) }

  /// `BEGIN:VCALENDAR` and the header.
  package mutating func beginCalendar(_ header: Header) {
    line("BEGIN:VCALENDAR")
    line("VERSION:2.0")
    line("PRODID:" + ICSWriter.productID)
    line("CALSCALE:GREGORIAN")
    line("METHOD:PUBLISH")
    line("X-WR-CALNAME:" + ICSWriter.text(header.name))
    line("X-WR-CALDESC:" + ICSWriter.text(header.description))
    line("REFRESH-INTERVAL;VALUE=DURATION:" + header.refresh)
    line("X-PUBLISHED-TTL:" + header.refresh)
    for (name, value) in header.extra { line(name + ":" + ICSWriter.text(value)) }
  }

  /// `END:VCALENDAR`.
  package mutating func endCalendar() { line("END:VCALENDAR") }

  /// One all-day event from `first` through `last`.
  ///
  /// - Parameters:
  ///   - uid: a stable identifier derived from the event's content.
  ///   - summary: the title apps show.
  ///   - description: more text, or `nil`.
  ///   - properties: further properties (`X-ALMANAC-…`, `CATEGORIES`), values as written.
  package mutating func allDayEvent(
    uid: String, first: CivilDate, last: CivilDate, summary: String, description: String? = nil,
    transparent: Bool = true, properties: [(String, String)] = []
  ) {
    line("BEGIN:VEVENT")
    line("UID:" + uid)
    // DTSTAMP must be a UTC date-time; the event's own first day keeps the file free of the clock.
    line("DTSTAMP:" + ICSWriter.basic(first) + "T000000Z")
    line("DTSTART;VALUE=DATE:" + ICSWriter.basic(first))
    line("DTEND;VALUE=DATE:" + ICSWriter.basic(last.adding(days: 1)))
    line("SUMMARY:" + ICSWriter.text(summary))
    if let description { line("DESCRIPTION:" + ICSWriter.text(description)) }
    line("TRANSP:" + (transparent ? "TRANSPARENT" : "OPAQUE"))
    for (name, value) in properties { line(name + ":" + value) }
    line("END:VEVENT")
  }

  /// One event at an instant (seconds since 1970, UTC), lasting no time.
  package mutating func instantEvent(
    uid: String, seconds: Double, summary: String, description: String? = nil,
    properties: [(String, String)] = []
  ) {
    let stamp = ICSWriter.utc(seconds)
    line("BEGIN:VEVENT")
    line("UID:" + uid)
    line("DTSTAMP:" + stamp)
    line("DTSTART:" + stamp)
    line("DTEND:" + stamp)
    line("SUMMARY:" + ICSWriter.text(summary))
    if let description { line("DESCRIPTION:" + ICSWriter.text(description)) }
    line("TRANSP:TRANSPARENT")
    for (name, value) in properties { line(name + ":" + value) }
    line("END:VEVENT")
  }

  /// Writes one content line, folded at 75 octets on character boundaries, ended by CRLF.
  package mutating func line(_ content: String) {
    var width = 0
    for scalar in content.unicodeScalars {
      let size = UTF8.width(scalar)
      if width + size > 75 {
        bytes += [0x0D, 0x0A, 0x20]  // CRLF and the space that continues the line
        width = 1
      }
      UTF8.encode(scalar) { bytes.append($0) }
      width += size
    }
    bytes += [0x0D, 0x0A]
  }

  /// A TEXT value escaped: `\\`, `\;`, `\,`, `\n`.
  package static func text(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for character in value {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// `20260217`.
  package static func basic(_ date: CivilDate) -> String {
    let year = String(date.year)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + (date.month < 10 ? "0" : "")
      + String(date.month) + (date.day < 10 ? "0" : "") + String(date.day)
  }

  /// `20260204T040201Z` for an instant in seconds since 1970 (rounded to the second).
  package static func utc(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    let day = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let rest = whole - day * 86_400
    func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
    return basic(CivilDate(uncheckedDayNumber: day)) + "T" + two(rest / 3_600) + two(rest / 60 % 60)
      + two(rest % 60)
      + "Z"
  }

  /// A short, stable hash of text for UIDs (FNV-1a, 64 bits, in hex).
  package static func hash(_ text: String) -> String {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
