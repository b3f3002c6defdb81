import AlmanacCore
import Foundation

/// Reads the State Council's holiday notices (国务院办公厅关于YYYY年部分节假日安排的通知, and the
/// notices that adjust, extend or add to a year) from their text: pasted, saved as a page, or
/// reposted by a news site or a forum.
///
/// A notice is found by its title; its items (`一、元旦：…`) are read sentence by sentence. In a
/// sentence, dates are read with their context (`1月1日至3日`: the 3rd of January; `17日、25日上班`:
/// the month before), and each clause says what its dates are: off (放假, 调休放假, 补休, the
/// days of a range), working (上班; not `起正常上班`, which ends a holiday), joined to the weekend
/// (与周末连休), or only explained (为法定节假日, 调至, 照常公休 in older notices). Every weekday
/// and 农历 annotation is checked against the calendar, every `共N天` against the days read, and a
/// day both off and working is refused: a mismatch is an error naming the line and the clause,
/// never a silent misreading.
///
/// Several notices may stand in one file (a year's notice and the one that extends it); an
/// adjustment replaces its holiday, an extension extends it, an extra notice adds a holiday.
/// Statutory days are the law's for the year, and an extra notice's own `放假` days.
struct NoticeReader {
  let file: String
  let text: NoticeText
  var notes: [HolidayFileNote] = []
  /// How many scalars the reader's searches have looked at: what a test holds linear in the
  /// text, however a page repeats its titles and items.
  let work = WorkCount()

  /// A running count (a reference, so that searches in non-mutating helpers add to it).
  final class WorkCount {
    var scanned = 0
  }

  init(file: String, text: NoticeText) {
    self.file = file
    self.text = text
  }

  /// Whether a text looks like a holiday notice (or a page that carries one), in simplified or
  /// traditional characters, with or without a repost's pinyin.
  static func looksLikeNotice(_ text: NoticeText) -> Bool {
    ["节假日安排", "放假调休", "调休放假", "假期的通知", "假期安排的通知", "放假安排"].contains { marker in
      text.firstIndex(of: Array(marker.unicodeScalars), in: 0..<text.scalars.count) != nil
    }
  }

  // MARK: - Structure

  enum Kind: Equatable {
    case annual
    case adjustment(String)
    case extends(String)
    case special(String)
  }

  struct Title {
    let range: Range<Int>
    let text: String
    let kind: Kind
    let year: Int?
    var number: String?
  }

  struct Item {
    let name: String?
    let body: Range<Int>
    let marker: Int
  }

  /// Days read from one item, with the sentences that decided them.
  struct Block {
    var name: String
    var off: [CivilDate: Int] = [:]
    var work: [CivilDate: Int] = [:]
    var statutory: Set<CivilDate> = []
    var sentences: [String] = []
    var line: Int
    /// An extension's new last day off, and the sentence that says so.
    var extendsTo: (date: CivilDate, sentence: Int)?
  }

  func fail(_ index: Int, _ reason: String) -> HolidayFileError {
    HolidayFileError(file: file, line: text.line(at: index), reason: reason)
  }

  private func contains(_ range: Range<Int>, _ word: String) -> Bool {
    text.text(range).contains(word)
  }

  /// Every notice title in the text.
  func titles() -> [Title] {
    let s = text.scalars
    var result: [Title] = []
    let ending = Array("的通知".unicodeScalars)
    var index = 0
    // Titles never overlap: a title's 关于 is looked for only after the previous title's end
    // (`关于延长…的通知的通知` is one title, not two sharing a beginning), so the stretches between
    // titles that `sections()` reads are never reversed.
    var previousEnd = 0
    while index + ending.count <= s.count {
      guard s[index] == ending[0], Array(s[index..<(index + ending.count)]) == ending else {
        index += 1
        continue
      }
      let end = index + ending.count
      // Back to 关于, then to the issuer before it.
      var start = index
      var found = false
      while start > max(previousEnd, index - 60) {
        start -= 1
        if s[start] == "关", start + 1 < s.count, s[start + 1] == "于" {
          found = true
          break
        }
      }
      guard found else {
        index = end
        continue
      }
      for issuer in ["国务院办公厅", "国务院"] {
        let length = issuer.unicodeScalars.count
        if start - length >= previousEnd, text.text((start - length)..<start) == issuer {
          start -= length
          break
        }
      }
      let title = String(text.text(start..<end).filter { $0 != " " && $0 != "\n" })
      if let (kind, year) = NoticeReader.kind(of: title) {
        var entry = Title(range: start..<end, text: title, kind: kind, year: year)
        entry.number = documentNumber(in: end..<min(end + 160, text.scalars.count))
        result.append(entry)
        previousEnd = end
      }
      index = end
    }
    return result
  }

  /// What a title announces: `…关于2026年部分节假日安排的通知`, `…关于调整2019年劳动节假期安排的通知`,
  /// `…关于延长2020年春节假期的通知`, `…关于…纪念日调休放假的通知`.
  static func kind(of title: String) -> (Kind, Int?)? {
    func year(before marker: String) -> Int? {
      guard let range = title.range(of: marker) else { return nil }
      let digits = title[..<range.lowerBound].reversed().prefix { $0.isASCII && $0.isNumber }
      return digits.count == 4 ? Int(String(digits.reversed())) : nil
    }
    if title.contains("部分节假日安排"), let year = year(before: "年部分节假日") { return (.annual, year) }
    if title.contains("关于调整"), title.contains("假期安排"), let range = title.range(of: "关于调整") {
      let rest = title[range.upperBound...]
      if let yearEnd = rest.firstIndex(of: "年"), let year = Int(rest[..<yearEnd]),
        let holidayEnd = rest.range(of: "假期")
      {
        return (.adjustment(String(rest[rest.index(after: yearEnd)..<holidayEnd.lowerBound])), year)
      }
    }
    if title.contains("关于延长"), let range = title.range(of: "关于延长") {
      let rest = title[range.upperBound...]
      if let yearEnd = rest.firstIndex(of: "年"), let year = Int(rest[..<yearEnd]),
        let holidayEnd = rest.range(of: "假期")
      {
        return (.extends(String(rest[rest.index(after: yearEnd)..<holidayEnd.lowerBound])), year)
      }
    }
    if let about = title.range(of: "关于"), let rest = title.range(of: "调休放假") ?? title.range(of: "放假的通知") {
      guard about.upperBound < rest.lowerBound else { return nil }
      return (.special(String(title[about.upperBound..<rest.lowerBound])), nil)
    }
    return nil
  }

  /// `国办发明电〔2025〕7号` (or with 〔〕 written [] or ()) in a stretch of the text: soon after
  /// a title, or before the items of a notice whose title a repost mangled.
  func documentNumber(in range: Range<Int>) -> String? {
    let s = text.scalars
    let upper = min(range.upperBound, s.count)
    for prefix in ["国办发明电", "国发明电"] {
      guard let found = firstIndex(of: prefix, in: range.lowerBound..<upper) else {
        continue
      }
      // 〔2025〕7号, with 〔〕 written [] or () and spaces anywhere.
      // The number follows within a few characters: look no further (the stretch may be long).
      let start = found + prefix.unicodeScalars.count
      let rest = s[start..<min(upper, start + 40)].filter { $0 != " " }
      var index = rest.startIndex
      func digits() -> String {
        var value = ""
        while index < rest.endIndex, NoticeDates.isDigit(rest[index]), value.count < 6 {
          value.unicodeScalars.append(rest[index])
          index += 1
        }
        return value
      }
      guard index < rest.endIndex, "〔[(".unicodeScalars.contains(rest[index]) else { continue }
      index += 1
      let year = digits()
      guard year.count == 4, index < rest.endIndex, "〕])".unicodeScalars.contains(rest[index]) else {
        continue
      }
      index += 1
      let number = digits()
      guard !number.isEmpty, index < rest.endIndex, rest[index] == "号" else { continue }
      return "\(prefix)〔\(year)〕\(number)号"
    }
    return nil
  }

  /// The items of the notices: `一、元旦：…`, `——元旦：…`, and an extension's `一、延长…`.
  func items() -> [Item] {
    let s = text.scalars
    let numerals: [Unicode.Scalar: Int] = [
      "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
    ]
    var markers: [(start: Int, bodyStart: Int, name: String?)] = []
    var index = 0
    while index < s.count {
      var markerEnd: Int?
      if numerals[s[index]] != nil {
        var cursor = index
        while cursor < s.count, numerals[s[cursor]] != nil, cursor - index < 3 { cursor += 1 }
        if cursor < s.count, s[cursor] == "、" { markerEnd = cursor + 1 }
      } else if s[index] == "—", index + 1 < s.count, s[index + 1] == "—" {
        markerEnd = index + 2
      }
      guard let end = markerEnd else {
        index += 1
        continue
      }
      var cursor = end
      while cursor < s.count, s[cursor] == " " || s[cursor] == "—" { cursor += 1 }
      // A name before a colon, or a date, or 延长.
      var name: String?
      var bodyStart: Int?
      var probe = cursor
      while probe < min(s.count, cursor + 24), s[probe] != ":", s[probe] != "。",
        !NoticeDates.isDigit(s[probe]),
        s[probe] != "\n"
      {
        probe += 1
      }
      if probe < s.count, s[probe] == ":", probe > cursor {
        name = text.text(cursor..<probe).trimmingCharacters(in: .whitespaces)
        bodyStart = probe + 1
      } else if cursor < s.count,
        NoticeDates.isDigit(s[cursor]) || text.text(cursor..<min(cursor + 2, s.count)) == "延长"
      {
        bodyStart = cursor
      } else if probe < s.count, NoticeDates.isDigit(s[probe]), probe > cursor,
        NoticeReader.namesHolidays(text.text(cursor..<probe))
      {
        // A copy that lost the colon: "三、清明节4月4日至6日放假".
        name = text.text(cursor..<probe).trimmingCharacters(in: .whitespaces)
        bodyStart = probe
      }
      if let bodyStart, name.map({ !$0.isEmpty && !$0.contains(",") && $0.count <= 16 }) ?? true {
        markers.append((index, bodyStart, name))
        index = bodyStart
      } else {
        index = end
      }
    }
    var result: [Item] = []
    for (position, marker) in markers.enumerated() {
      let next = position + 1 < markers.count ? markers[position + 1].start : s.count
      var end = next
      for stop in NoticeReader.stops {
        if let found = firstIndex(of: stop, in: marker.bodyStart..<end) { end = min(end, found) }
      }
      result.append(Item(name: marker.name, body: marker.bodyStart..<end, marker: marker.start))
    }
    return result
  }

  /// Whether a text is the name of holidays a notice gives (`清明节`, `“五一”`, `国庆节、中秋节`).
  static func namesHolidays(_ text: String) -> Bool {
    let parts = canonicalName(text.trimmingCharacters(in: .whitespaces)).split(separator: "、")
    return !parts.isEmpty && parts.allSatisfy { knownNames[String($0)] != nil }
  }

  /// Phrases after which a notice's items are over.
  static let stops = ["节假日期间", "调休放假期间", "鼓励单位和个人", "各地区、各部门要", "特此通知", "国务院办公厅", "劳动节期间"]

  func firstIndex(of word: String, in range: Range<Int>) -> Int? {
    let found = text.firstIndex(of: Array(word.unicodeScalars), in: range)
    work.scanned += (found ?? range.upperBound) - range.lowerBound
    return found
  }

  /// Sentences of a range: split at 。, trimmed of spaces and line breaks.
  func sentences(_ range: Range<Int>) -> [Range<Int>] {
    let s = text.scalars
    var result: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where s[index] == "。" || index == range.upperBound - 1 {
      var lower = start
      var upper = index + 1
      while lower < upper, s[lower] == " " || s[lower] == "\n" { lower += 1 }
      while upper > lower, s[upper - 1] == " " || s[upper - 1] == "\n" { upper -= 1 }
      if lower < upper { result.append(lower..<upper) }
      start = index + 1
    }
    return result
  }

  /// Clauses of a sentence: split at top-level `,` and `;` (not inside parentheses).
  func clauses(_ range: Range<Int>) -> [Range<Int>] {
    let s = text.scalars
    var result: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for index in range {
      switch s[index] {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case ",", ";":
        guard depth == 0 else { break }
        result.append(start..<index)
        start = index + 1
      default: break
      }
    }
    result.append(start..<range.upperBound)
    return result.filter { !$0.isEmpty }
  }
}
