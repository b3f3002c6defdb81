import Foundation
import AlmanacCore

/// A notice's text made uniform for reading, with the way back to the original: every
/// normalised scalar remembers where it came from, so clauses are quoted verbatim and errors
/// name the file's own line.
///
/// Normalising: a saved HTML page becomes its text (tags dropped, entities decoded, block tags
/// ending lines); traditional characters of the notices' vocabulary become simplified (國務院辦公廳
/// → 国务院办公厅, 節 → 节, 調休 → 调休, 補休 → 补休, 週 → 周); full-width ASCII becomes ASCII (，：（）
/// and digits); every dash and tilde becomes `—`; pinyin that some reposts put after each
/// character (`國(guó)務(wù)院`) and zero-width characters are dropped.
struct NoticeText {
  /// The text as the file gives it (an HTML page's text), and each scalar's line in the file.
  private(set) var original: [Unicode.Scalar] = []
  private(set) var originalLines: [Int] = []
  /// The normalised text, and for each of its scalars the index of its original.
  private(set) var scalars: [Unicode.Scalar] = []
  private(set) var origin: [Int] = []

  init(_ text: String) {
    let isHTML = NoticeText.looksLikeHTML(text)
    var line = 1
    if isHTML {
      HTMLTextScanner.text(text) { scalar, sourceLine in
        original.append(scalar)
        originalLines.append(sourceLine)
      }
    } else {
      for scalar in text.unicodeScalars {
        original.append(scalar)
        originalLines.append(line)
        if scalar == "\n" { line += 1 }
      }
    }
    normalise()
  }

  /// The file line of a normalised position.
  func line(at index: Int) -> Int {
    guard !origin.isEmpty else { return 1 }
    return originalLines[origin[min(max(index, 0), origin.count - 1)]]
  }

  /// The original text behind a normalised range, trimmed.
  func verbatim(_ range: Range<Int>) -> String {
    guard !range.isEmpty, range.lowerBound < origin.count else { return "" }
    var start = origin[range.lowerBound]
    var end = origin[min(range.upperBound, origin.count) - 1] + 1
    func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }
    while start < end, isSpace(original[start]) { start += 1 }
    while end > start, isSpace(original[end - 1]) { end -= 1 }
    return NoticeText.string(original[start..<end])
  }

  /// Where `word` first stands in a range of the normalised text.
  func firstIndex(of word: [Unicode.Scalar], in range: Range<Int>) -> Int? {
    NoticeText.firstIndex(of: word, in: scalars, range.lowerBound..<min(range.upperBound, scalars.count))
  }

  /// Where `needle` first stands in a range of `haystack` (a plain scan: the words are short).
  static func firstIndex<Element: Equatable>(
    of needle: [Element], in haystack: [Element], _ range: Range<Int>
  )
    -> Int?
  {
    guard let first = needle.first else { return range.lowerBound }
    var index = max(range.lowerBound, 0)
    while index + needle.count <= min(range.upperBound, haystack.count) {
      if haystack[index] == first {
        var offset = 1
        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// The normalised text of a range.
  func text(_ range: Range<Int>) -> String {
    NoticeText.string(scalars[max(0, range.lowerBound)..<min(range.upperBound, scalars.count)])
  }

  /// A string of scalars, encoded at once (much cheaper than appending scalar by scalar).
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count * 3)
    for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Normalising

  private mutating func normalise() {
    scalars.reserveCapacity(original.count)
    origin.reserveCapacity(original.count)
    var index = 0
    while index < original.count {
      let scalar = original[index]
      // Pinyin in parentheses after a character: "國(guó)".
      if scalar == "(" || scalar == "（", let end = NoticeText.pinyinGroupEnd(original, from: index) {
        index = end
        continue
      }
      if let mapped = NoticeText.map(scalar) {
        scalars.append(mapped)
        origin.append(index)
      }
      index += 1
    }
  }

  /// The index after a parenthesised group of Latin letters (pinyin), or `nil`.
  private static func pinyinGroupEnd(_ text: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    var letters = 0
    while index < text.count, index - start <= 8 {
      let scalar = text[index]
      if scalar == ")" || scalar == "）" { return letters > 0 ? index + 1 : nil }
      guard isPinyinLetter(scalar) else { return nil }
      letters += 1
      index += 1
    }
    return nil
  }

  private static func isPinyinLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x61...0x7A: true  // a-z
    case 0xE0...0xFC, 0x101, 0x113, 0x11B, 0x12B, 0x14D, 0x16B, 0x1CE, 0x1D0, 0x1D2, 0x1D4, 0x1D6, 0x1D8,
      0x1DA,
      0x1DC:
      true  // àáâ… ā ē ě ī ō ū ǎ ǐ ǒ ǔ ǖ ǘ ǚ ǜ
    default: false
    }
  }

  /// One scalar normalised, or `nil` to drop it.
  private static func map(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x200B...0x200D, 0xFEFF, 0x00AD: return nil
    case 0x3000, 0x00A0: return " "
    case 0xFF5E, 0x301C, 0x2014, 0x2013, 0x2012, 0x2015, 0x2212, 0xFF0D, 0x2E3A: return "—"
    case 0x002D, 0x007E:
      return "—"
    case 0xFF01...0xFF5D: return Unicode.Scalar(scalar.value - 0xFEE0)
    case 0x3010: return "〔"  // 【
    case 0x3011: return "〕"
    default: return traditional[scalar] ?? scalar
    }
  }

  /// Traditional characters of the notices' vocabulary, with their simplified forms.
  static let traditional: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs = [
      "國国", "務务", "辦办", "廳厅", "關关", "於于", "節节", "假假", "調调", "補补", "與与", "週周", "連连", "慶庆",
      "勞劳", "動动", "農农", "曆历", "歷历", "臘腊", "為为", "將将", "兩两", "個个", "別别", "長长", "紀纪", "戰战",
      "勝胜", "鬥斗", "發发", "號号", "區区", "轄辖", "屬属", "機机", "構构", "經经", "批批", "準准", "現现", "具具",
      "體体", "盡尽", "間间", "業业", "單单", "位位", "規规", "報报", "時时", "處处", "確确", "眾众", "過过", "衛卫",
      "級级", "鼓鼓", "勵励", "結结", "薪薪", "實实", "際际", "錯错", "峰峰", "遊游", "運运", "輸输", "產产", "營营",
      "關关", "決决", "修修", "紀纪", "辦办", "開开", "門门", "幾几", "這这", "會会", "東东", "參参", "當当", "歲岁",
      "後后", "將将", "們们", "來来", "統统", "計计", "減减", "數数", "陰阴", "陽阳", "曆历", "華华", "說说", "題题",
      "話话", "樣样", "從从", "員员", "協协", "職职", "資资", "網网", "聯联", "繫系", "號号", "標标", "訊讯",
      "電电", "請请", "機机", "並并", "該该", "應应", "據据", "佈布", "讓让", "響响", "廣广", "復复", "屆届",
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for pair in pairs {
      let scalars = Array(pair.unicodeScalars)
      if scalars.count == 2, scalars[0] != scalars[1] { table[scalars[0]] = scalars[1] }
    }
    return table
  }()

  // MARK: - HTML

  /// Whether the first 4,096 characters hold an HTML tag (`<html`, `<!doctype`, `<body`, `<p`,
  /// `<div`, `<br`, in any case).
  private static func looksLikeHTML(_ text: String) -> Bool {
    let tags: [[UInt8]] = ["html", "!doctype", "body", "p>", "p ", "div", "br"].map { Array($0.utf8) }
    let head = Array(text.utf8.prefix(16_384))
    var index = 0
    while index < head.count {
      if head[index] == UInt8(ascii: "<") {
        for tag in tags where index + tag.count < head.count {
          var matches = true
          for (offset, byte) in tag.enumerated() where head[index + 1 + offset] | 0x20 != byte | 0x20 {
            matches = false
            break
          }
          if matches { return true }
        }
      }
      index += 1
    }
    return false
  }
}

extension StringProtocol {
  /// Whether the text holds `word`, compared byte for byte in UTF-8 (exact, no locale: what the
  /// notice reader needs, far cheaper than Foundation's `contains`).
  func includes(_ word: String) -> Bool {
    let haystack = Array(utf8)
    return NoticeText.firstIndex(of: Array(word.utf8), in: haystack, 0..<haystack.count) != nil
  }
}
