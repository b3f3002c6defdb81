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

  /// The bytes written so far, which the writer then forgets (a feed written in pieces).
  package mutating func takeBytes() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

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
    // DTEND is exclusive; an event ending on 9999-12-31 has none (a DATE start alone is one
    // day long, RFC 5545 §3.6.1), as 10000-01-01 cannot be written.
    if let end = CivilDate(daysSince1970: last.daysSince1970 + 1) {
      line("DTEND;VALUE=DATE:" + ICSWriter.basic(end))
    }
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
    var content = content
    content.withUTF8 { buffer in
      var start = 0
      var capacity = 75  // a continuation line's leading space takes one of its 75 octets
      while buffer.count - start > capacity {
        var end = start + capacity
        // Back off to the start of a character (a byte that is not 10xxxxxx).
        while end > start, buffer[end] & 0xC0 == 0x80 { end -= 1 }
        bytes.append(contentsOf: buffer[start..<end])
        bytes += [0x0D, 0x0A, 0x20]  // CRLF and the space that continues the line
        start = end
        capacity = 74
      }
      bytes.append(contentsOf: buffer[start...])
    }
    bytes += [0x0D, 0x0A]
  }

  /// A TEXT value escaped: `\\`, `\;`, `\,`, `\n`; any other control character (RFC 5545's TEXT
  /// allows none but HTAB; C1 controls, separators and bidirectional overrides too) becomes
  /// U+FFFD.
  package static func text(_ value: String) -> String {
    let special: (UInt8) -> Bool = {
      $0 == 0x5C || $0 == 0x3B || $0 == 0x2C || QuotedInput.mayHoldControl($0)
    }
    guard value.utf8.contains(where: special) else { return value }
    let value = String(
      String.UnicodeScalarView(
        value.unicodeScalars.map { scalar in
          scalar != "\n" && scalar != "\r" && scalar != "\t" && QuotedInput.isControl(scalar) ? "\u{FFFD}" : scalar
        }))
    var result: [UInt8] = []
    result.reserveCapacity(value.utf8.count + 8)
    var previous: UInt8 = 0
    for byte in value.utf8 {
      switch byte {
      case 0x5C: result += [0x5C, 0x5C]
      case 0x3B: result += [0x5C, 0x3B]
      case 0x2C: result += [0x5C, 0x2C]
      case 0x0A where previous == 0x0D: break  // CRLF is one line break
      case 0x0A, 0x0D: result += [0x5C, 0x6E]
      default: result.append(byte)
      }
      previous = byte
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `20260217`.
  package static func basic(_ date: CivilDate) -> String {
    let year = String(date.year)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + (date.month < 10 ? "0" : "")
      + String(date.month) + (date.day < 10 ? "0" : "") + String(date.day)
  }

  /// `20260204T040201Z` for an instant in seconds since 1970 (rounded to the second).
  package static func utc(_ seconds: Double) -> String { utc(seconds, extended: false) }

  /// An instant in UTC, rounded to the second: `20260204T040201Z`, or with `extended`
  /// `2026-02-04T04:02:01Z` (an access log's).
  package static func utc(_ seconds: Double, extended: Bool) -> String {
    let whole = Int(seconds.rounded())
    let day = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let rest = whole - day * 86_400
    let date = CivilDate(uncheckedDayNumber: day)
    func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
    let separator = extended ? ":" : ""
    return (extended ? date.description : basic(date)) + "T" + two(rest / 3_600) + separator
      + two(rest / 60 % 60) + separator + two(rest % 60) + "Z"
  }

  /// A short, stable hash of text for UIDs (FNV-1a, 64 bits, in hex).
  package static func hash(_ text: String) -> String {
    var hash = FNV1a()
    hash.add(bytes: text.utf8)
    return hash.hex
  }
}
