import Foundation
import AlmanacCore

/// One numbered item of a notice read into its days: the holiday's name, its days off and
/// make-up working days as the sentence states them, each date checked against the weekday and
/// the count the notice gives.
extension NoticeReader {
  /// One item's days, checked; `nil` for an item that decides no day.
  mutating func read(_ item: Item, year: Int, kind: Kind) throws(HolidayFileError) -> Block? {
    let name: String
    switch (item.name, kind) {
    case (let written?, _): name = NoticeReader.canonicalName(written)
    case (nil, .adjustment(let holiday)), (nil, .extends(let holiday)), (nil, .special(let holiday)):
      name = NoticeReader.canonicalName(holiday)
    case (nil, .annual): name = ""
    }
    try checkNotCut(item)
    var block = Block(name: name, line: text.line(at: item.marker))
    var previous: CivilDate?
    var joinsWeekend: Int?
    var shiftedFrom: [CivilDate: Int] = [:]
    for sentence in sentences(item.body) {
      let sentenceText = text.text(sentence)
      let mentions = NoticeDates.mentions(in: text, sentence)
      guard !mentions.isEmpty || sentenceText.includes("与周末连休") else { continue }
      let verbatim = verbatimSentence(sentence, header: item)
      // Dates in order, each resolved from what came before it in the item.
      var dates: [CivilDate] = []
      for mention in mentions {
        let date = try resolve(mention, after: previous, year: year, holiday: name, sentence: sentence)
        try check(mention, date, sentence: sentence)
        dates.append(date)
        previous = date
      }
      if sentenceText.includes("鼓励") {
        notes.append(
          HolidayFileNote(
            file: file, line: text.line(at: sentence.lowerBound),
            text:
              "\(QuotedInput.quoted(verbatim, limit: 60)) encourages time off\(dates.isEmpty ? "" : " on " + dates.map(\.description).joined(separator: ", ")) without granting it: not read as a day off"
          ))
        continue
      }
      block.sentences.append(verbatim)
      let sentenceIndex = block.sentences.count - 1
      var offInSentence = Set<CivilDate>()
      for clause in clauses(sentence) {
        let clauseText = text.text(clause)
        let inClause = mentions.indices.filter { clause.contains(mentions[$0].range.lowerBound) }
        var days: [CivilDate] = []
        var position = 0
        while position < inClause.count {
          let current = inClause[position]
          if mentions[current].startsRange, position + 1 < inClause.count {
            let first = dates[current]
            let last = dates[inClause[position + 1]]
            guard first <= last, first.distance(to: last) < 31 else {
              throw fail(
                mentions[current].range.lowerBound,
                "the range \(first)…\(last) is not a holiday: \(QuotedInput.quoted(verbatim, limit: 120))")
            }
            days += Array(first...last)
            position += 2
          } else {
            days.append(dates[current])
            position += 1
          }
        }
        if clauseText.includes("与周末连休") { joinsWeekend = sentenceIndex }
        if clauseText.includes("起正常上班") || clauseText.includes("起上班") || clauseText.includes("照常上班") {
          continue
        } else if clauseText.includes("上班") {
          for day in days { block.work[day] = sentenceIndex }
        } else if clauseText.includes("延长"), let target = days.last {
          block.extendsTo = (target, sentenceIndex)
        } else if let shift = firstIndex(of: "调至", in: clause) {
          // Older notices move weekend days: "12月29日（星期六）公休日调至12月31日（星期一）".
          // The days moved to are off; the days moved from are working days unless they are
          // days off anyway (a festival on a Sunday moves the Sunday's rest, not the festival).
          for index in inClause {
            if mentions[index].range.lowerBound < shift {
              shiftedFrom[dates[index]] = shiftedFrom[dates[index]] ?? sentenceIndex
            } else {
              block.off[dates[index]] = block.off[dates[index]] ?? sentenceIndex
            }
          }
        } else if clauseText.includes("为法定") || clauseText.includes("照常公休") || clauseText.includes("为公休日") {
          continue
        } else if clauseText.includes("放假") || clauseText.includes("补休") || clauseText.includes("调休") {
          for day in days {
            block.off[day] = block.off[day] ?? sentenceIndex
            offInSentence.insert(day)
          }
          // An extra notice's own day off (放假, not 调休) is statutory by that notice.
          if case .special = kind, clauseText.includes("放假"), !clauseText.includes("调休") {
            block.statutory.formUnion(days)
          }
        }
      }
      if let stated = NoticeReader.statedCount(sentenceText), !offInSentence.isEmpty,
        stated != offInSentence.count
      {
        throw fail(
          sentence.lowerBound,
          "says \(stated) days but its dates give \(offInSentence.count): \(QuotedInput.quoted(verbatim, limit: 120))"
        )
      }
    }
    for (day, sentence) in shiftedFrom where block.off[day] == nil && block.work[day] == nil {
      block.work[day] = sentence
    }
    guard !block.off.isEmpty || !block.work.isEmpty || block.extendsTo != nil else { return nil }
    if block.name.isEmpty {
      throw fail(
        item.marker, "an item names no holiday: \(QuotedInput.quoted(text.verbatim(item.body), limit: 80))")
    }
    for day in block.work.keys where block.off[day] != nil {
      throw fail(
        item.marker,
        "\(day) is both a day off and a working day in \(QuotedInput.quoted(text.verbatim(item.body), limit: 120))"
      )
    }
    block.fill(joiningWeekend: joinsWeekend)
    return block
  }

  /// Words a complete clause of an item ends with.
  static let clauseEnds = ["上班", "补休", "连休", "休息", "天", "假期", ")"]

  /// Refuses an item the text ends inside: the last item, running to the end of the text, whose
  /// last clause has a number but not its verb (`…共7天。9月`): a copy cut off there would lose
  /// that clause's days. A copy that only drops the final 。 (`…10月10日(周六)上班`) is whole.
  private func checkNotCut(_ item: Item) throws(HolidayFileError) {
    let s = text.scalars
    guard item.body.upperBound >= s.count else { return }
    var start = item.body.upperBound
    while start > item.body.lowerBound, s[start - 1] != "。" { start -= 1 }
    let fragment = text.text(start..<item.body.upperBound).trimmingCharacters(in: .whitespacesAndNewlines)
    guard fragment.unicodeScalars.contains(where: NoticeDates.isDigit),
      !NoticeReader.clauseEnds.contains(where: { fragment.hasSuffix($0) })
    else { return }
    throw fail(
      item.body.upperBound - 1,
      "the text ends inside this item, after \(QuotedInput.quoted(fragment, limit: 40)): is the copy cut off?"
    )
  }

  /// `共8天`, `放假1天`, `放假3天` in a sentence.
  static func statedCount(_ sentence: String) -> Int? {
    let scalars = Array(sentence.unicodeScalars)
    for marker in [["共"], ["放", "假"]] as [[Unicode.Scalar]] {
      var index = 0
      while index + marker.count < scalars.count {
        defer { index += 1 }
        guard scalars[index] == marker[0], marker.count == 1 || scalars[index + 1] == marker[1] else {
          continue
        }
        var end = index + marker.count
        var value = 0
        while end < scalars.count, NoticeDates.isDigit(scalars[end]), value < 1_000 {
          value = value * 10 + Int(scalars[end].value - 48)
          end += 1
        }
        if end > index + marker.count, end < scalars.count, scalars[end] == "天" { return value }
      }
    }
    return nil
  }

  /// A sentence as the notice writes it, without the item's `一、元旦：`.
  private func verbatimSentence(_ sentence: Range<Int>, header item: Item) -> String {
    text.verbatim(max(sentence.lowerBound, item.body.lowerBound)..<sentence.upperBound)
  }

  /// The date of a mention: its own year and month where it writes them, else the nearest date
  /// with that day next to the date before it, and a year that keeps it near the dates around it.
  private func resolve(
    _ mention: NoticeDateMention, after previous: CivilDate?, year: Int, holiday: String, sentence: Range<Int>
  ) throws(HolidayFileError) -> CivilDate {
    var written: String { text.verbatim(mention.range) }
    guard let month = mention.month ?? previous?.month else {
      throw fail(mention.range.lowerBound, "\(QuotedInput.quoted(written)) gives no month")
    }
    guard (1...12).contains(month), (1...31).contains(mention.day) else {
      throw fail(
        mention.range.lowerBound,
        "\(QuotedInput.quoted(written)) is not a date: \(QuotedInput.quoted(text.verbatim(sentence), limit: 120))"
      )
    }
    // A day written alone ("29日", "17日、25日上班") is in the month of the date before it or a
    // month next to it, whichever puts it nearest: "1月29日—2月4日…其中，29日、30日、31日为法定假日"
    // speaks of January.
    if mention.month == nil, mention.year == nil, let previous {
      let candidates = [0, -1, 1].compactMap { offset -> CivilDate? in
        let index = previous.year * 12 + previous.month - 1 + offset
        return CivilDate(year: index / 12, month: index % 12 + 1, day: mention.day)
      }
      if let nearest = candidates.min(by: { abs($0.distance(to: previous)) < abs($1.distance(to: previous)) })
      {
        return nearest
      }
    }
    var resolvedYear: Int
    if let explicit = mention.year {
      resolvedYear = explicit
    } else if mention.month == nil, let previous {
      resolvedYear = previous.year
    } else if let previous {
      // The year that puts it nearest the date before it.
      resolvedYear =
        [previous.year - 1, previous.year, previous.year + 1].min { a, b in
          let left =
            CivilDate(year: a, month: month, day: min(mention.day, 28)).map { abs($0.distance(to: previous)) }
            ?? .max
          let right =
            CivilDate(year: b, month: month, day: min(mention.day, 28)).map { abs($0.distance(to: previous)) }
            ?? .max
          return left < right
        } ?? year
    } else {
      // 元旦 written without years begins in the December before the notice's year.
      resolvedYear = month == 12 && holiday.hasPrefix("元旦") ? year - 1 : year
    }
    guard let date = CivilDate(year: resolvedYear, month: month, day: mention.day) else {
      throw fail(
        mention.range.lowerBound,
        "\(QuotedInput.quoted(written)) is not a date of \(resolvedYear): \(QuotedInput.quoted(text.verbatim(sentence), limit: 120))"
      )
    }
    return date
  }

  /// The weekday and 农历 annotations of a mention, against the calendar.
  private func check(_ mention: NoticeDateMention, _ date: CivilDate, sentence: Range<Int>)
    throws(HolidayFileError)
  {
    var written: String { text.verbatim(mention.range) }
    if let weekday = mention.weekday, weekday != date.weekday {
      throw fail(
        mention.range.lowerBound,
        "\(QuotedInput.quoted(written)) says \(weekday.name), but \(date) is a \(date.weekday.name): \(QuotedInput.quoted(text.verbatim(sentence), limit: 120))"
      )
    }
    if let lunar = mention.lunar {
      let actual = LunarCalendar.chinese.lunarDate(for: date)
      let matches: Bool
      switch lunar {
      case .day(let month, let day):
        matches = actual.month == month && actual.day == day && !actual.isLeapMonth
      case .newYearsEve:
        // The eve is the day before 正月初一; 9999-12-31 has no next day to ask, and is no eve.
        let next = date.adding(days: 1, within: CivilDate.supportedDates).map {
          LunarCalendar.chinese.lunarDate(for: $0)
        }
        matches = next.map { $0.month == 1 && $0.day == 1 && !$0.isLeapMonth } ?? false
      }
      guard matches else {
        throw fail(
          mention.range.lowerBound,
          "\(QuotedInput.quoted(written)) does not match the lunar calendar: \(date) is \(actual.text()): \(QuotedInput.quoted(text.verbatim(sentence), limit: 120))"
        )
      }
    }
  }
}

extension NoticeReader.Block {
  /// Closes gaps between days off that are weekend days (4月5日放假，4月7日补休 gives the Sunday
  /// between), and with 与周末连休 adds the weekend days next to the block.
  mutating func fill(joiningWeekend sentence: Int?) {
    guard let first = off.keys.min(), let last = off.keys.max() else { return }
    let weekend: Set<Weekday> = [.saturday, .sunday]
    for day in first...last where off[day] == nil && weekend.contains(day.weekday) {
      off[day] = sentence ?? off[first]
    }
    guard let sentence else { return }
    // Outward from the block, never past the supported dates (a notice for 9999 or for year 1).
    for step in [-1, 1] {
      var next = (step < 0 ? first : last).adding(days: step, within: CivilDate.supportedDates)
      while let day = next, weekend.contains(day.weekday), work[day] == nil {
        off[day] = sentence
        next = day.adding(days: step, within: CivilDate.supportedDates)
      }
    }
  }

  /// Extends the days off through `target` (延长…假期至2月2日); make-up days now inside are off.
  mutating func extendTo(_ target: CivilDate, sentence: Int) {
    guard let start = off.keys.max().map({ $0.adding(days: 1, within: CivilDate.supportedDates) }) ?? target,
      start <= target
    else { return }
    for day in start...target {
      off[day] = sentence
      work[day] = nil
    }
  }
}
