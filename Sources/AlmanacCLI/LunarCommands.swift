import Almanac
import Dispatch

/// `almanac lunar` and `solar`.
struct LunarCommands {
  let output: Output

  /// One line of `lunar`/`solar` text: `2026-02-17  周二  丙午年 正月初一  马`.
  func textLine(_ date: CivilDate, _ lunar: LunarDate, _ script: ChineseScript) -> String {
    "\(date)  \(WeekdayText.weekdayShort(date.weekday, script))  \(lunar.stemBranch)年 \(lunar.text(script))  \(lunar.zodiac.character(script))"
  }

  func lunar(_ range: ClosedRange<CivilDate>, _ presentation: Presentation) {
    // Outside the built-in tables each lunar year is computed once; a second core computes the
    // next years while this one writes (the same answers, the writing no longer waits).
    let ahead = YearsAhead(presentation.calendar)
    var year = 0
    for date in range {
      if output.isFinished { return }
      if date.year != year {
        year = date.year
        ahead.prepare(after: year)
      }
      let lunar = presentation.calendar.lunarDate(for: date)
      print(date, lunar, presentation)
    }
  }

  func print(_ date: CivilDate, _ lunar: LunarDate, _ presentation: Presentation) {
    if presentation.json {
      output.json(LunarDay(date: date, lunar: lunar), names: NameLanguage(presentation.script))
    } else {
      output.line(textLine(date, lunar, presentation.script))
    }
  }

  func solar(_ lunar: LunarDate, _ presentation: Presentation) throws(CLIError) {
    let date: CivilDate
    do {
      date = try presentation.calendar.civilDate(for: lunar)
    } catch {
      throw .usage(error.description, for: Specs.solar)
    }
    print(date, lunar, presentation)
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
