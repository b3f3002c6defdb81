/// Display width of text in a terminal: East Asian wide and fullwidth characters take two
/// columns (Unicode UAX #11), combining marks none, everything else one.
enum TextWidth {
  static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width($1) }
  }

  static func width(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 || (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value) || value == 0xFE0F {
      return 0
    }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// `text` padded with spaces to `columns` display columns (never cut).
  static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - of(text)))
  }
}

/// Help's paragraphs.
enum Text {
  /// A paragraph broken into lines of at most `width` characters, at spaces.
  static func wrap(_ paragraph: String, width: Int = 100) -> String {
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
