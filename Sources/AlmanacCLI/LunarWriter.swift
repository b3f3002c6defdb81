import Almanac
import AlmanacQueries
import Dispatch

/// `almanac lunar` and `solar`.
struct LunarWriter {
  let output: Output

  /// One line of `lunar`/`solar` text: `2026-02-17  周二  丙午年 正月初一  马`.
  func textLine(_ date: CivilDate, _ lunar: LunarDate, _ script: ChineseScript) -> String {
    "\(date)  \(WeekdayText.weekdayShort(date.weekday, script))  \(lunar.stemBranch)年 \(lunar.text(script))  \(lunar.zodiac.character(script))"
  }

  /// Prints a day's or a span's lunar dates, one line each, streamed: outside the built-in
  /// tables each lunar year is computed once, and a second core computes the next years while
  /// this one writes (the same answers, the writing no longer waits).
  func write(_ answer: LunarAnswer, _ presentation: Presentation) {
    let calendar = answer.calendar
    let ahead = YearsAhead(calendar)
    let encoder = JSONLinesEncoder(names: answer.names)
    var year = 0
    for date in answer.dates {
      if output.isFinished { return }
      if date.year != year {
        year = date.year
        ahead.prepare(after: year)
      }
      let lunar = calendar.lunarDate(for: date)
      if presentation.json {
        var bytes: [UInt8] = []
        try? encoder.encode(LunarDay(date: date, lunar: lunar), appendingTo: &bytes)
        output.line(bytes: bytes)
      } else {
        output.line(textLine(date, lunar, presentation.script))
      }
    }
  }

  /// Prints one day and its lunar date (`solar`'s answer).
  func print(_ date: CivilDate, _ lunar: LunarDate, _ presentation: Presentation) {
    if presentation.json {
      output.json(LunarDay(date: date, lunar: lunar), names: presentation.jsonNames)
    } else {
      output.line(textLine(date, lunar, presentation.script))
    }
  }
}

/// Computes lunar years ahead of a listing on a background queue, a few at a time.
final class YearsAhead: Sendable {
  private let calendar: LunarCalendar
  private let queue = DispatchQueue(label: "almanac.years-ahead")
  /// How many years beyond the one being written are prepared.
  private static let reach = 3

  init(_ calendar: LunarCalendar) { self.calendar = calendar }

  /// Asks for the lunar years after civil year `year` (a civil year's days lie in its lunar year
  /// and the one before, which the writer is using now), and with `terms` their solar terms.
  func prepare(after year: Int, terms: Bool = false) {
    let calendar = calendar
    queue.async {
      calendar.prepare(lunarYears: (year + 1)...(year + YearsAhead.reach))
      if terms { SolarTerm.prepare(years: (year + 1)...(year + YearsAhead.reach)) }
    }
  }
}

/// The weekday names the CLI prints (周一, 星期一).
enum WeekdayText {
  static func weekdayShort(_ weekday: Weekday, _ script: ChineseScript) -> String {
    (script == .simplified ? "周" : "週") + weekdayCharacter(weekday)
  }

  static func weekdayWide(_ weekday: Weekday, _ script: ChineseScript) -> String {
    "星期" + weekdayCharacter(weekday)
  }

  static func weekdayCharacter(_ weekday: Weekday) -> String {
    ["日", "一", "二", "三", "四", "五", "六"][weekday.rawValue - 1]
  }
}
