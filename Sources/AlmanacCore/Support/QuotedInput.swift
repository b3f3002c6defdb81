/// Text a user supplied (an argument, a file name, a value read from a file), made fit for a
/// one-line error message: control characters escaped (`\n`, `\t`, `\u{1B}`), and cut to a
/// sane length with the full length stated, so that a 100,000-character argument gives a short
/// message and a newline inside an argument cannot start a second line.
@usableFromInline
package enum QuotedInput {
  /// The text in single quotes, escaped and cut: `'2026-13-01'`, `'aaaa…' (100000 characters)`.
  ///
  /// - Parameters:
  ///   - text: what the user gave.
  ///   - limit: the most characters shown before the cut.
  package static func quoted(_ text: String, limit: Int = 60) -> String {
    "'" + shown(text, limit: limit) + "'" + lengthNote(text, limit: limit)
  }

  /// The text escaped and cut like ``quoted(_:limit:)``, without quotes (for file names).
  package static func plain(_ text: String, limit: Int = 160) -> String {
    shown(text, limit: limit) + lengthNote(text, limit: limit)
  }

  /// Escapes the control characters of a whole message line (the last guard before stderr);
  /// the ones in `keeping` (line breaks of a multi-line result) stay as they are.
  package static func escapingControls(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
    // Most text holds no byte a control can begin with: a scan of its UTF-8 settles it.
    var text = text
    let clean = text.withUTF8 { !$0.contains(where: mayHoldControl) }
    if clean { return text }
    guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if keeping.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        append(scalar, to: &result)
      }
    }
    return result
  }

  private static func shown(_ text: String, limit: Int) -> String {
    var result = ""
    var count = 0
    for character in text {
      if count == limit {
        result += "…"
        break
      }
      count += 1
      if character.unicodeScalars.contains(where: { isControl($0) || Platform.isRawByte($0) }) {
        for scalar in character.unicodeScalars { append(scalar, to: &result) }
      } else {
        result.append(character)
      }
    }
    return result
  }

  private static func lengthNote(_ text: String, limit: Int) -> String {
    // Counting stops early: only whether the text is longer than the limit matters first.
    guard text.utf8.count > limit, text.count > limit else { return "" }
    return " (\(text.count) characters)"
  }

  private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar {
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    // A byte of a file name that is not UTF-8, as the shell's $'…' writes it.
    case _ where Platform.isRawByte(scalar):
      result += "\\x" + String(scalar.value - Platform.rawByteBase, radix: 16)
    default: result.unicodeScalars.append(scalar)
    }
  }

  /// The first control character of a text (``isControl(_:)``), or `nil`.
  package static func firstControl(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first(where: isControl)
  }

  /// `U+001B`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Whether UTF-8 bytes may hold a control character: a byte below 0x20, DEL, or the lead byte
  /// of C1 controls (0xC2) or of the separators and overrides (0xE2). A fast first look for the
  /// writers; the exact test is ``isControl(_:)``.
  @inlinable @inline(__always)
  package static func mayHoldControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
  }

  /// C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional overrides
  /// that could make a message read differently from what it says (or a terminal do what a text
  /// says): what no holiday's name, notice or clause holds, and what every writer escapes.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
