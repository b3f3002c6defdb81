import Foundation
import AlmanacCore

extension NoticeReader {
  /// A notice's items as holidays of its year.
  struct Section {
    let title: Title?
    let kind: NoticeReader.Kind
    let year: Int
    var blocks: [Block]
  }

  /// Reads every notice in the text.
  ///
  /// Each title rules the text up to the next title of another notice (a page repeats its
  /// title in the page head, the headline and the breadcrumb); the items in that stretch are
  /// its items, and a notice without numbered items (the 2015 extra day off) is its paragraph.
  /// Items before any title belong to a notice whose year the text gives.
  mutating func sections() throws(HolidayFileError) -> [Section] {
    let allTitles = titles()
    // Titles of one notice in a row count once; the first with a document number lends it.
    var titles: [Title] = []
    for title in allTitles {
      if let last = titles.last, last.kind == title.kind, last.year == title.year, last.text == title.text {
        if titles[titles.count - 1].number == nil { titles[titles.count - 1].number = title.number }
        continue
      }
      titles.append(title)
    }
    let items = items()
    var groups: [(title: Title?, items: [Item])] = []
    // Items and titles are in text order: one pass over each (a hostile page may repeat a title
    // or an item a hundred thousand times).
    var itemIndex = 0
    var titleIndex = 0
    for (position, title) in ([nil] + titles.map(Optional.some)).enumerated() {
      let start = title?.range.upperBound ?? 0
      let end = position < titles.count ? titles[position].range.lowerBound : text.scalars.count
      while itemIndex < items.count, items[itemIndex].marker < start { itemIndex += 1 }
      var own: [Item] = []
      while itemIndex < items.count, items[itemIndex].marker < end {
        let marker = items[itemIndex].marker
        // Skip what stands inside a repeat of a title.
        while titleIndex < allTitles.count, allTitles[titleIndex].range.upperBound <= marker {
          titleIndex += 1
        }
        if titleIndex == allTitles.count || !allTitles[titleIndex].range.contains(marker) {
          own.append(items[itemIndex])
        }
        itemIndex += 1
      }
      var current: [Item] = []
      for item in own {
        if text.scalars[item.marker] == "一", !current.isEmpty {
          groups.append((title, current))
          current = []
        }
        current.append(item)
      }
      if !current.isEmpty {
        groups.append((title, current))
      } else if let title, title.kind != .annual {
        var stop = end
        for word in NoticeReader.stops {
          if let found = firstIndex(of: word, in: start..<stop) { stop = min(stop, found) }
        }
        groups.append((title, [Item(name: nil, body: start..<stop, marker: title.range.lowerBound)]))
      }
    }
    guard !groups.isEmpty else {
      throw HolidayFileError(
        file: file, line: nil,
        reason:
          "holds no holiday notice: no title such as 国务院办公厅关于2027年部分节假日安排的通知 and no items such as 一、元旦：…")
    }
    var result: [Section] = []
    // The group before, when it stood under the same title (or none): a later group's year,
    // opening and number are searched only from where that one ended, and its year and number
    // are inherited, so that reading stays linear however often a page repeats its items.
    var previous: (title: Int?, end: Int, year: Int, number: String?)?
    for group in groups {
      guard let first = group.items.first, let last = group.items.last else { continue }
      let kind = group.title?.kind ?? .annual
      let before = previous.flatMap { $0.title == group.title?.range.lowerBound ? $0 : nil }
      guard
        let year = group.title?.year ?? before?.year
          ?? yearInText(from: group.title?.range.lowerBound ?? 0, before: first.body.upperBound)
      else {
        throw fail(
          first.marker, "cannot tell the notice's year: no title with it, and no year before its items")
      }
      var blocks: [Block] = []
      for item in group.items {
        if let block = try read(item, year: year, kind: kind) { blocks.append(block) }
      }
      let number =
        group.title == nil ? documentNumber(in: (before?.end ?? 0)..<first.marker) ?? before?.number : nil
      previous = (group.title?.range.lowerBound, last.body.upperBound, year, number)
      guard !blocks.isEmpty else { continue }
      // A page may quote the same notice twice (a summary, then the text): the same blocks once.
      if let earlier = result.firstIndex(where: { $0.kind == kind && $0.year == year }) {
        if result[earlier].blocks.map(\.name) == blocks.map(\.name)
          && result[earlier].blocks.map({ $0.off.keys.sorted() }) == blocks.map({ $0.off.keys.sorted() })
          && result[earlier].blocks.map({ $0.work.keys.sorted() }) == blocks.map({ $0.work.keys.sorted() })
        {
          continue
        }
        throw fail(first.marker, "gives the notice for \(year) twice, differently; keep one of them")
      }
      if kind == .annual {
        try checkOpening(
          from: before?.end ?? group.title?.range.upperBound ?? 0, to: first.marker, against: blocks)
      }
      var title = group.title
      if title == nil, let number {
        // No title found (a repost cut or garbled it), but the number is there.
        title = Title(range: first.marker..<first.marker, text: "", kind: .annual, year: year, number: number)
      }
      result.append(Section(title: title, kind: kind, year: year, blocks: blocks))
    }
    guard !result.isEmpty else {
      throw HolidayFileError(
        file: file, line: allTitles.first.map { text.line(at: $0.range.lowerBound) },
        reason: "has a holiday notice, but none of its items gives a date (such as 一、元旦：1月1日放假)")
    }
    return result
  }

  /// A year's notice names its holidays in its opening ("现将2026年元旦、春节、…和国庆节放假调休日期
  /// 的具体安排通知如下"); a copy that lacks the item of one of them was cut off, and is refused
  /// rather than read as a year without that holiday.
  private func checkOpening(from start: Int, to end: Int, against blocks: [Block]) throws(HolidayFileError) {
    guard start < end, let marker = firstIndex(of: "放假调休日期", in: start..<end) else { return }
    // Back from the marker to the year before the names.
    var cursor = marker
    while cursor > max(start, marker - 80), text.scalars[cursor] != "年" { cursor -= 1 }
    guard text.scalars[cursor] == "年", cursor > start, NoticeDates.isDigit(text.scalars[cursor - 1]) else {
      return
    }
    let list = text.text((cursor + 1)..<marker).trimmingCharacters(in: CharacterSet(charactersIn: ", "))
    let named = list.replacingOccurrences(of: "和", with: "、").split(separator: "、").map {
      NoticeReader.canonicalName(String($0))
    }
    let covered = Set(blocks.flatMap { $0.name.split(separator: "、").map(String.init) })
    let missing = named.filter { !$0.isEmpty && !covered.contains($0) }
    guard missing.isEmpty else {
      throw fail(
        marker,
        "names \(missing.joined(separator: "、")) in its opening but has no item for \(missing.count == 1 ? "it" : "them"): is the copy cut off?"
      )
    }
  }

  /// The first `YYYY年` in the text between two indices (for a notice whose title is missing).
  private func yearInText(from start: Int, before end: Int) -> Int? {
    let s = text.scalars
    // The year the notice is about, where the text says so ("关于2010年部分", "现将2010年元旦"),
    // before any other year (a repost's own date: "2009年12月08日").
    for marker in ["关于", "现将"] {
      var from = start
      while from < end, let found = firstIndex(of: marker, in: from..<min(end, s.count)) {
        let digits = found + 2
        if digits + 4 < s.count, (digits..<(digits + 4)).allSatisfy({ NoticeDates.isDigit(s[$0]) }),
          s[digits + 4] == "年", let value = Int(text.text(digits..<(digits + 4))),
          (1949...2200).contains(value)
        {
          return value
        }
        from = found + 2
      }
    }
    var index = start
    defer { work.scanned += index - start }
    while index + 4 < min(end, s.count) {
      if (index..<(index + 4)).allSatisfy({ NoticeDates.isDigit(s[$0]) }), s[index + 4] == "年" {
        let value = Int(text.text(index..<(index + 4))) ?? 0
        if (1949...2200).contains(value) { return value }
      }
      index += 1
    }
    return nil
  }

  /// The canonical name of a holiday as a notice writes it: quotes dropped, “五一” and
  /// 国际劳动节 are 劳动节, “十一” is 国庆节, 新年 is 元旦.
  static func canonicalName(_ raw: String) -> String {
    let parts = String(raw.filter { !"“”\" ".contains($0) }).split(separator: "、").map(String.init)
    return parts.map { part in
      switch part {
      case "五一", "五一国际劳动节", "国际劳动节": "劳动节"
      case "十一": "国庆节"
      case "新年": "元旦"
      default: part
      }
    }.joined(separator: "、")
  }
}
