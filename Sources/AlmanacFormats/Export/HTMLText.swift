import AlmanacCore

/// A small HTML writer: raw markup and escaped text into one UTF-8 buffer.
package struct HTMLText: Sendable {
  /// The HTML written so far, as UTF-8.
  package private(set) var bytes: [UInt8] = []

  /// An empty writer with room for `capacity` bytes.
  package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// The HTML written so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends markup as it is.
  package mutating func raw(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends markup made at run time (tag names and class lists the writer chose, never input).
  package mutating func rawString(_ markup: String) {
    bytes.append(contentsOf: markup.utf8)
  }

  /// Appends text, escaped for element content and quoted attribute values (`&`, `<`, `>`, `"`,
  /// `'`): runs without those characters are copied whole. Control characters but line breaks
  /// and tabs (which HTML does not allow, even as references), the separators and the
  /// bidirectional overrides become U+FFFD.
  package mutating func text(_ text: String) {
    var text = text
    if text.utf8.contains(where: QuotedInput.mayHoldControl) {
      text = String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { scalar in
            scalar != "\n" && scalar != "\r" && scalar != "\t" && QuotedInput.isControl(scalar) ? "\u{FFFD}" : scalar
          }))
    }
    text.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let entity: StaticString
        switch utf8[index] {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        default: continue
        }
        bytes.append(contentsOf: utf8[start..<index])
        raw(entity)
        start = index + 1
      }
      bytes.append(contentsOf: utf8[start...])
    }
  }

  /// Appends a date as `YYYY-MM-DD`.
  package mutating func date(_ date: CivilDate) {
    let year = date.year
    bytes.append(UInt8(ascii: "0") + UInt8(year / 1000 % 10))
    bytes.append(UInt8(ascii: "0") + UInt8(year / 100 % 10))
    bytes.append(UInt8(ascii: "0") + UInt8(year / 10 % 10))
    bytes.append(UInt8(ascii: "0") + UInt8(year % 10))
    bytes.append(UInt8(ascii: "-"))
    bytes.append(UInt8(ascii: "0") + UInt8(date.month / 10))
    bytes.append(UInt8(ascii: "0") + UInt8(date.month % 10))
    bytes.append(UInt8(ascii: "-"))
    bytes.append(UInt8(ascii: "0") + UInt8(date.day / 10))
    bytes.append(UInt8(ascii: "0") + UInt8(date.day % 10))
  }

  /// Appends a number.
  package mutating func number(_ value: Int) {
    if value >= 0 && value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
    } else {
      bytes.append(contentsOf: String(value).utf8)
    }
  }
}
