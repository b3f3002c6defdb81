import AlmanacCore

/// A date as a notice writes it: `2023年12月30日`, `1月1日`, `3日`, with what the parentheses
/// after it say (`（周四）`, `（星期六）`, `（农历腊月二十八、周日）`, `（农历除夕）`).
struct NoticeDateMention {
  var year: Int?
  var month: Int?
  var day: Int
  /// Where it stands in the normalised text, its annotation included.
  var range: Range<Int>
  /// The weekday the annotation names, if any.
  var weekday: Weekday?
  /// The lunar date the annotation names (`农历正月初七`, `除夕`), if it names one plainly.
  var lunar: NoticeLunarNote?
  /// Whether a range connector (至, —, 到) follows, tying it to the next mention.
  var startsRange = false
}

/// A lunar date named in an annotation.
enum NoticeLunarNote: Equatable {
  /// 农历 month and day (腊月二十八: 12, 28).
  case day(month: Int, day: Int)
  /// 除夕, the last day of the year.
  case newYearsEve
}

/// Finding and resolving dates in a notice's normalised text.
enum NoticeDates {
  /// The date mentions in `range` of the text, in order.
  static func mentions(in text: NoticeText, _ range: Range<Int>) -> [NoticeDateMention] {
    let scalars = text.scalars
    var result: [NoticeDateMention] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard isDigit(scalars[index]) else {
        index += 1
        continue
      }
      let start = index
      var year: Int?
      var month: Int?
      var cursor = index
      var parts: [(value: Int, unit: Unicode.Scalar)] = []
      // Up to three number-unit pairs: 年, 月, 日, in that order.
      while cursor < range.upperBound, isDigit(scalars[cursor]), parts.count < 3 {
        var value = 0
        var digits = 0
        while cursor < range.upperBound, isDigit(scalars[cursor]), digits < 6 {
          value = value * 10 + Int(scalars[cursor].value - 48)
          digits += 1
          cursor += 1
        }
        guard cursor < range.upperBound, ["年", "月", "日"].contains(scalars[cursor]) else { break }
        parts.append((value, scalars[cursor]))
        cursor += 1
        if scalars[cursor - 1] == "日" { break }
      }
      guard let last = parts.last, last.unit == "日" else {
        // Not a date (共3天, 70周年, 2025年11月修订): step past the digits.
        index = max(cursor, index + 1)
        while index < range.upperBound, isDigit(scalars[index]) { index += 1 }
        continue
      }
      for part in parts.dropLast() {
        if part.unit == "年" { year = part.value } else if part.unit == "月" { month = part.value }
      }
      var mention = NoticeDateMention(year: year, month: month, day: last.value, range: start..<cursor)
      // An annotation in parentheses right after the date.
      var probe = skipSpaces(scalars, cursor, range.upperBound)
      if probe < range.upperBound, scalars[probe] == "(" {
        if let close = scalars[probe..<range.upperBound].firstIndex(of: ")"), close - probe < 40 {
          let inside = String(String.UnicodeScalarView(scalars[(probe + 1)..<close]))
          mention.weekday = weekday(in: inside)
          mention.lunar = lunar(in: inside)
          mention.range = start..<(close + 1)
          probe = skipSpaces(scalars, close + 1, range.upperBound)
        }
      }
      if probe < range.upperBound, ["至", "—", "到"].contains(scalars[probe]) {
        var next = probe + 1
        while next < range.upperBound, scalars[next] == "—" || scalars[next] == " " { next += 1 }
        if next < range.upperBound, isDigit(scalars[next]) { mention.startsRange = true }
      }
      result.append(mention)
      index = mention.range.upperBound
    }
    return result
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

  private static func skipSpaces(_ scalars: [Unicode.Scalar], _ from: Int, _ end: Int) -> Int {
    var index = from
    while index < end, scalars[index] == " " { index += 1 }
    return index
  }

  /// `星期三`, `周三`, `星期日`, `周天`, `礼拜三` → the weekday.
  static func weekday(in text: String) -> Weekday? {
    let names: [Unicode.Scalar: Weekday] = [
      "一": .monday, "二": .tuesday, "三": .wednesday, "四": .thursday, "五": .friday, "六": .saturday,
      "日": .sunday, "天": .sunday,
    ]
    let scalars = Array(text.unicodeScalars)
    for prefix in [["星", "期"], ["周"], ["礼", "拜"]] as [[Unicode.Scalar]] {
      var index = 0
      while index + prefix.count < scalars.count {
        // 周年 (anniversary) and 周末 (weekend) are not weekdays.
        if scalars[index] == prefix[0], prefix.count == 1 || scalars[index + 1] == prefix[1],
          let weekday = names[scalars[index + prefix.count]]
        {
          return weekday
        }
        index += 1
      }
    }
    return nil
  }

  /// `农历腊月二十八`, `农历正月初七`, `正月初二`, `大年初六`, `农历除夕`, `除夕` → the lunar date;
  /// `nil` for anything else (a range such as 即农历大年初一至初七, 中秋节, 春节, …, which are
  /// not checked).
  static func lunar(in text: String) -> NoticeLunarNote? {
    guard !text.includes("至") else { return nil }
    if text.includes("除夕") { return .newYearsEve }
    let scalars = Array(text.unicodeScalars)
    let months: [Unicode.Scalar] = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]
    func at(_ index: Int, _ word: [Unicode.Scalar]) -> Bool {
      guard index + word.count <= scalars.count else { return false }
      for offset in word.indices where scalars[index + offset] != word[offset] { return false }
      return true
    }
    let dayScalars = Set("初一二三四五六七八九十廿".unicodeScalars)
    // The first place a lunar month (or 大年, the first month) is named.
    for start in scalars.indices {
      var month: Int?
      var rest = start
      if at(start, ["大", "年"]) {
        month = 1
        rest += 2
      } else if at(start, ["十", "一", "月"]) || at(start, ["十", "二", "月"]) {
        month = scalars[start + 1] == "一" ? 11 : 12
        rest += 3
      } else if let index = months.firstIndex(of: scalars[start]), at(start + 1, ["月"]) {
        month = index + 1
        rest += 2
      }
      guard let month else { continue }
      var end = rest
      while end < scalars.count, dayScalars.contains(scalars[end]) { end += 1 }
      // 正月 or 八月 alone, or a Gregorian "2月" (digits never match): not a lunar day.
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[rest..<end])
      guard let day = lunarDay(String(view)) else { continue }
      return .day(month: month, day: day)
    }
    return nil
  }

  /// 初一 … 初十, 十一 … 十九, 二十, 二十一 … 二十九 (or 廿一 …), 三十.
  static func lunarDay(_ text: String) -> Int? {
    let digits: [Character: Int] = ["一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9]
    let characters = Array(text)
    switch characters.count {
    case 2 where characters[0] == "初": return characters[1] == "十" ? 10 : digits[characters[1]]
    case 2 where characters[0] == "十": return digits[characters[1]].map { 10 + $0 }
    case 2 where characters[0] == "廿": return digits[characters[1]].map { 20 + $0 }
    case 2 where characters[1] == "十": return characters[0] == "二" ? 20 : characters[0] == "三" ? 30 : nil
    case 3 where characters[0] == "二" && characters[1] == "十": return digits[characters[2]].map { 20 + $0 }
    default: return nil
    }
  }
}
