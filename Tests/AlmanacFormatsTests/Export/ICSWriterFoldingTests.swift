import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import AlmanacToolSupport

/// The writer folds a content line as its pieces arrive; the result must be the fold of the
/// whole line (RFC 5545 §3.1: at most 75 octets a physical line, never inside a character). TEXT
/// escaping is one pass; it must give what the rule gives in two (controls replaced, then
/// escapes).
@Suite("ICS writer: folding a line written in pieces, escaping TEXT")
struct ICSWriterFoldingTests {
  /// The fold of a whole content line, written plainly as the rule says.
  static func folded(_ content: String) -> [UInt8] {
    let octets = Array(content.utf8)
    var result: [UInt8] = []
    var start = 0
    var capacity = 75
    while octets.count - start > capacity {
      var end = start + capacity
      while end > start, octets[end] & 0xC0 == 0x80 { end -= 1 }
      result += octets[start..<end] + [0x0D, 0x0A, 0x20]
      start = end
      capacity = 74
    }
    return result + octets[start...] + [0x0D, 0x0A]
  }

  @Test("pieces of one- to four-byte characters, of every length up to 300 octets")
  func pieces() {
    let alphabet = ["a", "é", "节", "𠀀", "1", "年", ";"]
    var generator = SplitMix64(seed: 20_261_201)  // seeded: the same pieces every run
    for length in 0...300 {
      for _ in 0..<4 {
        var pieces: [String] = []
        var total = 0
        while total < length {
          let count = Int.random(in: 1...12, using: &generator)
          let piece = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
          pieces.append(piece)
          total += piece.utf8.count
        }
        var writer = ICSWriter()
        for piece in pieces { writer.append(piece) }
        writer.endLine()
        writer.line(pieces.joined())
        let whole = Self.folded(pieces.joined())
        #expect(writer.bytes == whole + whole, "\(pieces)")
      }
    }
  }

  /// TEXT escaping as RFC 5545 §3.3.11 and the writer's contract say, in two plain passes.
  static func escaped(_ value: String) -> String {
    let replaced = String(
      String.UnicodeScalarView(
        value.unicodeScalars.map { scalar in
          scalar != "\n" && scalar != "\r" && scalar != "\t" && QuotedInput.isControl(scalar)
            ? "\u{FFFD}" : scalar
        }))
    var result = ""
    var previous: Character = " "
    for character in replaced.unicodeScalars.map(Character.init) {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n" where previous == "\r": break
      case "\n", "\r": result += "\\n"
      default: result.append(character)
      }
      previous = character
    }
    return result
  }

  @Test("TEXT escaping: separators, backslashes, line breaks (CRLF once), controls, C1 and bidi marks")
  func escaping() {
    let alphabet = [
      "a", "节", ",", ";", "\\", "\n", "\r", "\r\n", "\t", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}",
      "é",
    ]
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...30, using: &generator)
      let value = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
      #expect(ICSWriter.text(value) == Self.escaped(value), "\(value.debugDescription)")
    }
  }

  @Test("a date in the basic form, alone and inside a line")
  func basicDates() {
    for date in [CivilDate(year: 1, month: 1, day: 1)!, CivilDate(year: 987, month: 6, day: 5)!, .max] {
      var writer = ICSWriter()
      writer.append("X:")
      writer.append(basic: date)
      writer.endLine()
      let text = String(format4: date.year) + String(format2: date.month) + String(format2: date.day)
      #expect(ICSWriter.basic(date) == text)
      #expect(writer.bytes == Array("X:\(text)\r\n".utf8))
    }
  }
}

extension String {
  fileprivate init(format4 value: Int) {
    self = String(repeating: "0", count: 4 - String(value).count) + String(value)
  }
  fileprivate init(format2 value: Int) { self = (value < 10 ? "0" : "") + String(value) }
}
