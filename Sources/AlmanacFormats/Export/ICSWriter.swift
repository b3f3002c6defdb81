import AlmanacCore

/// Writes iCalendar (RFC 5545) text strictly: CRLF line ends, content lines folded so that no
/// physical line exceeds 75 octets and no UTF-8 character is split (§3.1), TEXT values escaped
/// (§3.3.11), and nothing taken from the clock, so that the same data always gives the same
/// bytes.
package struct ICSWriter {
  /// The text written so far, UTF-8.
  package private(set) var bytes: [UInt8] = []
  /// Octets of the content line on its current physical line, and how many that line may hold.
  private var column = 0
  private var limit = 75

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

  private init(capacity: Int) { bytes.reserveCapacity(capacity) }

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
    allDayEvent(
      uid: { $0.append(uid) }, first: first, last: last, summary: { $0.appendText(summary) },
      description: description.map { text in { $0.appendText(text) } }, transparent: transparent,
      properties: properties)
  }

  /// One all-day event from `first` through `last`, its UID, summary and description written
  /// by closures with ``append(_:)``, ``appendText(_:)`` and ``append(basic:)`` (a feed of
  /// millions of days builds no string per line).
  package mutating func allDayEvent(
    uid: (inout ICSWriter) -> Void, first: CivilDate, last: CivilDate, summary: (inout ICSWriter) -> Void,
    description: ((inout ICSWriter) -> Void)? = nil, transparent: Bool = true,
    properties: [(String, String)] = []
  ) {
    line("BEGIN:VEVENT")
    put("UID:")
    uid(&self)
    endLine()
    // DTSTAMP must be a UTC date-time; the event's own first day keeps the file free of the clock.
    put("DTSTAMP:")
    append(basic: first)
    put("T000000Z")
    endLine()
    put("DTSTART;VALUE=DATE:")
    append(basic: first)
    endLine()
    // DTEND is exclusive; an event ending on 9999-12-31 has none (a DATE start alone is one
    // day long, RFC 5545 §3.6.1), as 10000-01-01 cannot be written.
    if let end = CivilDate(daysSince1970: last.daysSince1970 + 1) {
      put("DTEND;VALUE=DATE:")
      append(basic: end)
      endLine()
    }
    put("SUMMARY:")
    summary(&self)
    endLine()
    if let description {
      put("DESCRIPTION:")
      description(&self)
      endLine()
    }
    line(transparent ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE")
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
    append(content)
    endLine()
  }

  /// Appends text to the content line being written, as it is (a UID, a value already in
  /// iCalendar form), folding as the line grows.
  package mutating func append(_ text: String) {
    var text = text
    text._withUTF8ReadView { put($0) }
  }

  /// Appends a TEXT value to the content line being written, escaped (``text(_:)``).
  package mutating func appendText(_ value: String) {
    append(ICSWriter.text(value))
  }

  /// Appends a date in the basic form, `20260217`, to the content line being written.
  package mutating func append(basic date: CivilDate) {
    date._withBasicText { put($0) }
  }

  private mutating func put(_ text: StaticString) {
    text._withReadView { put($0) }
  }

  /// Appends octets to the content line, folding it where the physical line would pass 75
  /// octets: at the last character boundary that fits (a piece begins on one), then CRLF and
  /// the space that continues the line (RFC 5545 §3.1).
  private mutating func put(_ piece: _ReadView<UInt8>) {
    var start = 0
    while piece.count - start > limit - column {
      var end = start + (limit - column)
      // Back off to the start of a character (a byte that is not 10xxxxxx).
      while end > start, piece[end] & 0xC0 == 0x80 { end -= 1 }
      if end == start && column == 0 { end = start + limit }  // not UTF-8: split anyway
      piece.append(start..<end, to: &bytes)
      bytes += [0x0D, 0x0A, 0x20]
      start = end
      column = 0
      limit = 74  // a continuation line's leading space takes one of its 75 octets
    }
    piece.append(start..<piece.count, to: &bytes)
    column += piece.count - start
  }

  /// Ends the content line being written with CRLF.
  package mutating func endLine() {
    bytes += [0x0D, 0x0A]
    column = 0
    limit = 75
  }

  /// A TEXT value escaped: `\\`, `\;`, `\,`, `\n`; any other control character (RFC 5545's TEXT
  /// allows none but HTAB; C1 controls, separators and bidirectional overrides too) becomes
  /// U+FFFD.
  package static func text(_ value: String) -> String {
    let special: (UInt8) -> Bool = {
      $0 == 0x5C || $0 == 0x3B || $0 == 0x2C || QuotedInput.mayHoldControl($0)
    }
    guard value.utf8.contains(where: special) else { return value }
    var result: [UInt8] = []
    result.reserveCapacity(value.utf8.count + 8)
    var previous: Unicode.Scalar = "\u{0}"
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += [0x5C, 0x5C]
      case ";": result += [0x5C, 0x3B]
      case ",": result += [0x5C, 0x2C]
      case "\n" where previous == "\r": break  // CRLF is one line break
      case "\n", "\r": result += [0x5C, 0x6E]
      case "\t": result.append(0x09)
      case _ where QuotedInput.isControl(scalar): result += [0xEF, 0xBF, 0xBD]  // U+FFFD
      default: UTF8.encode(scalar) { result.append($0) }
      }
      previous = scalar
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `20260217`.
  package static func basic(_ date: CivilDate) -> String {
    var writer = ICSWriter(capacity: 8)
    writer.append(basic: date)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `20260204T040201Z` for an instant in seconds since 1970 (rounded to the second).
  package static func utc(_ seconds: Double) -> String { utc(seconds, extended: false) }

  /// An instant in UTC, rounded to the second: `20260204T040201Z`, or with `extended`
  /// `2026-02-04T04:02:01Z` (an access log's).
  package static func utc(_ seconds: Double, extended: Bool) -> String {
    let (day, rest) = CivilDate.split(secondsSince1970: Int(seconds.rounded()))
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
