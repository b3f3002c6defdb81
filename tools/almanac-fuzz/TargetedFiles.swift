import Foundation

/// Mutations whose right answer is known, so that the fuzzer can check more than "no crash":
/// a file cut short must be refused, a name with a control character must be refused, and a
/// notice hidden in a page's comment, textarea, template, attribute, script or style must change
/// nothing.
struct TargetedMutator {
  var random: SplitMix

  /// Hostile characters for names: ESC (with a CSI tail), BEL, NUL, a C1 control, an RTL
  /// override, the line separator.
  static let hostile: [(json: String, raw: [UInt8], html: String)] = [
    ("\\u001b[H", [0x1B, 0x5B, 0x48], "&#27;[H"), ("\\u0007", [0x07], "&#7;"), ("\\u0000", [0x00], "&#0;"),
    ("\\u0085", [0xC2, 0x85], "&#133;"), ("\\u202e", [0xE2, 0x80, 0xAE], "&#x202E;"),
    ("\\u2028", [0xE2, 0x80, 0xA8], "&#x2028;"),
  ]

  /// A notice item hidden in a page the way drafts and widgets hide text.
  static let hiding: [String] = [
    "<!-- draft: <p>八、植树节：3月12日放假，共1天。</p> -->",
    "<!-- <p>国务院办公厅关于2028年部分节假日安排的通知</p><p>一、元旦：1月1日放假，共1天。</p> -->",
    "<textarea><p>八、植树节：3月12日放假，共1天。</p></textarea>",
    "<template><p>八、植树节：3月12日放假，共1天。</p><template><p>九、</p></template></template>",
    "<span title=\"x>八、植树节：3月12日放假，共1天。\" data-y='>九、'></span>",
    "<script>var draft = '</scrip' + '<p>八、植树节：3月12日放假，共1天。</p>';</script >",
    "<style>p > b::before { content: '八、植树节：3月12日放假，共1天。'; }</style>",
    "<noembed><p>八、植树节：3月12日放假，共1天。</p></noembed>",
  ]

  /// The lines of a file (LF or CRLF), without their breaks.
  private func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? Array(line.dropLast()) : Array(line)
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || ("０"..."９").contains(scalar)
  }

  /// The seed cut short where a reader must notice: JSON at any line before its last, iCalendar
  /// at any line before END:VCALENDAR, a notice's text inside a clause of its last item (after
  /// a number, before the clause's verb). `nil` where no such cut exists.
  mutating func truncate(_ seed: Seed, format: HolidayFormat) -> [UInt8]? {
    let all = lines(seed.bytes)
    let breaks: [UInt8] = seed.bytes.contains(0x0D) ? [0x0D, 0x0A] : [0x0A]
    func prefix(_ count: Int) -> [UInt8] { Array(all.prefix(count).joined(separator: breaks)) + breaks }
    switch format {
    case .almanacJSON, .holidayCN:
      let last = all.lastIndex { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 } } ?? 0
      guard last >= 1 else { return nil }
      return prefix(random.int(1...last))
    case .ics:
      guard let end = all.firstIndex(where: { $0.starts(with: Array("END:VCALENDAR".utf8)) }), end >= 1 else {
        return nil
      }
      return prefix(random.int(1...end))
    case .notice:
      guard seed.name.hasSuffix(".txt") else { return nil }
      let text = String(decoding: seed.bytes, as: UTF8.self)
      var scalars = Array(text.unicodeScalars)
      // The last item: its marker (一、 … 十、) after a line break.
      let numerals: Set<Unicode.Scalar> = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
      guard
        let marker = scalars.indices.last(where: { index in
          index + 1 < scalars.count && numerals.contains(scalars[index]) && scalars[index + 1] == "、"
            && (index == 0 || scalars[index - 1] == "\n")
        })
      else { return nil }
      var end = marker
      while end < scalars.count, scalars[end] != "\n" { end += 1 }
      // Cuts after a number whose clause has not reached its verb.
      let ends = ["上班", "补休", "连休", "休息", "天", "假期", ")", "）", "。"]
      var cuts: [Int] = []
      var clauseStart = marker
      for index in (marker + 2)..<end {
        if scalars[index - 1] == "。" { clauseStart = index }
        let fragment = String(String.UnicodeScalarView(scalars[clauseStart..<index]))
        if fragment.unicodeScalars.contains(where: Self.isDigit), !ends.contains(where: { fragment.hasSuffix($0) }) {
          cuts.append(index)
        }
      }
      guard let cut = cuts.randomElement(using: &random) else { return nil }
      scalars.removeSubrange(cut...)
      return Array(String(String.UnicodeScalarView(scalars)).utf8)
    }
  }

  /// The seed with a hostile character at the start of a holiday's name. `nil` where the
  /// format's reader keeps only the holiday it recognises in a name (holiday-cn's day names, an
  /// iCalendar summary's words): there the character never reaches a table, which the output
  /// rule checks on every run.
  mutating func hostileName(_ seed: Seed, format: HolidayFormat) -> [UInt8]? {
    let (json, raw, html) = random.pick(Self.hostile)
    let text = String(decoding: seed.bytes, as: UTF8.self)
    switch format {
    case .almanacJSON:
      let openings = ["\"zh-Hans\":\"", "\"name\":\"", "\"name\": \""]
      guard let found = openings.compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
      else { return nil }
      return Array((text[..<found.upperBound] + json + text[found.upperBound...]).utf8)
    case .notice:
      // After the first item's marker (一、), before its name.
      guard let found = text.range(of: "一、") else { return nil }
      let insert = seed.name.hasSuffix(".txt") ? String(decoding: raw, as: UTF8.self) : html
      return Array((text[..<found.upperBound] + insert + text[found.upperBound...]).utf8)
    case .ics, .holidayCN: return nil
    }
  }

  /// A text notice as a saved page, and the same page with a notice item hidden in it; `nil`
  /// for a seed that is a page already.
  mutating func hide(_ seed: Seed) -> (page: [UInt8], hidden: [UInt8])? {
    guard seed.name.hasSuffix(".txt") else { return nil }
    let paragraphs = lines(seed.bytes).map { line -> String in
      let text = String(decoding: line, as: UTF8.self)
        .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
      return "<p>" + text + "</p>"
    }
    let head = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n"
    let tail = "\n</body></html>\n"
    let at = random.int(0...paragraphs.count)
    var hidden = paragraphs
    hidden.insert(random.pick(Self.hiding), at: at)
    return (
      Array((head + paragraphs.joined(separator: "\n") + tail).utf8),
      Array((head + hidden.joined(separator: "\n") + tail).utf8)
    )
  }
}

/// Notices at the ends of the calendar (year 9999, year 1, and the years next to them) whose
/// items stand on the first and last days, join weekends outward, cross the year, name 除夕 or
/// extend a holiday: the stepping past 9999-12-31 or before 0001-01-01 that trapped the reader,
/// and titles that run into each other. No right answer beyond the rules: read or refused, never
/// a trap.
struct CalendarEndNotices {
  var random: SplitMix

  /// A notice and the year its commands should ask about.
  mutating func next() -> (bytes: [UInt8], year: Int) {
    let year = random.pick([1, 9999, 9999, 1, 2, 9998, random.int(1...9999)])
    let written = random.pick([String(year), String(format: "%04d", year), String(year) + " "])
    let items = random.pick([
      "一、国庆节：12月31日放假，与周末连休。", "一、国庆节：12月24日放假，与周末连休。",
      "一、国庆节：12月27日至31日放假，12月25日（周六）上班。", "一、元旦：12月31日至1月2日放假，与周末连休。",
      "一、春节：12月31日（农历除夕）放假。", "一、元旦：1月1日放假，与周末连休。",
      "一、元旦：1月1日至3日放假，1月7日（周日）上班。", "一、元旦：1月1日（农历除夕）放假。",
      "一、元旦：\(written)年12月31日至1月1日放假调休，共2天。", "一、国庆节：12月30日至31日放假。\n二、延长\(written)年国庆节假期至12月31日。",
      "一、元旦：1月1日放假。\n二、春节：12月25日至31日放假调休，共7天。12月18日（星期日）上班。",
      "一、国庆节：10月1日至7日放假，与周末连休。",
    ])
    var title = "国务院办公厅关于\(written)年部分节假日安排的通知"
    switch random.int(0...9) {
    case 0: title += "的通知"  // a title that runs into another
    case 1: title = "关于延长\(written)年春节假期的通知的通知\n" + title
    case 2: title += "\n国务院办公厅关于调整\(written)年劳动节假期安排的通知"
    default: break
    }
    let text = title + "\n" + items + (random.chance(0.5) ? "\n" : "")
    return (Array(text.utf8), year)
  }
}
