import AlmanacCore
import AlmanacGrid

/// A 农历 subscription calendar: the day models of a span of days written as iCalendar, the
/// kind of feed people add to Apple, Google or Outlook calendars to see the lunar date under
/// every day.
///
/// Each day is one all-day event named with its lunar day (`初二`; the month on 初一: `正月初一`),
/// then its festivals and solar term (`正月初一 春节`, `十八 立春`); each solar term is also a
/// timed event at its instant (`立春 04:02`). UIDs come from the date and what the event is, so a
/// feed of a longer span repeats the shorter one's UIDs, and the same span always gives the same
/// bytes.
///
/// ```swift
/// let ics = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
/// ```
public enum DayFeed {
  /// The options of the feed's pages: no in- or out-dates, festivals before terms, and no day
  /// of the span marked today (a feed has none: "today" is pinned to a supported day outside
  /// the span, which exists unless the span is every day there is).
  private static func options(
    from start: CivilDate, through end: CivilDate, script: ChineseScript, holidays: HolidayTable?
  ) -> GridOptions {
    let today = start > .min ? CivilDate.min : end < .max ? CivilDate.max : .min
    var options = GridOptions(
      locale: script == .simplified ? "zh_CN" : "zh_TW", today: today, holidays: holidays)
    options.inDates = .none
    options.outDates = .none
    options.subtitlePriority = [.festival, .holiday, .solarTerm, .lunarMonth, .lunarDay]
    return options
  }

  /// Calls `body` with the day model of each day of `from...through` in order, from the same
  /// pages the grid builds, one month at a time (memory stays flat over any span); `body`
  /// returns `false` to stop.
  ///
  /// - Parameter holidays: the table for each day's status and 休/班 badge, or `nil` for none.
  /// - Throws: ``GridError`` for a span that ends before it starts.
  public static func forEachDay(
    from start: CivilDate, through end: CivilDate, script: ChineseScript = .simplified,
    holidays: HolidayTable? = nil, _ body: (DayModel) -> Bool
  ) throws(GridError) {
    let pages = try MonthRange(
      from: start, through: end,
      options: options(from: start, through: end, script: script, holidays: holidays))
    for page in pages {
      for day in page.days where day.date >= start && day.date <= end {
        guard body(day) else { return }
      }
    }
  }

  /// The day models of `from...through`, each day once (``forEachDay(from:through:script:holidays:_:)``
  /// collected: for a long span, stream instead).
  ///
  /// - Throws: ``GridError`` for a span that ends before it starts.
  public static func days(
    from start: CivilDate, through end: CivilDate, script: ChineseScript = .simplified,
    holidays: HolidayTable? = nil
  ) throws(GridError) -> [DayModel] {
    var days: [DayModel] = []
    days.reserveCapacity(min(start.distance(to: end) + 1, 1 << 16))
    try forEachDay(from: start, through: end, script: script, holidays: holidays) { day in
      days.append(day)
      return true
    }
    return days
  }

  /// The day models of `from...through` as JSON Lines (each the `DayModel`'s `Codable` form,
  /// names in `script`), handed to `write` a month at a time; `write` returns `false` to stop.
  /// What `almanac export days --format json` prints.
  ///
  /// - Throws: ``GridError`` for a span that ends before it starts.
  public static func writeJSONLines(
    from start: CivilDate, through end: CivilDate, script: ChineseScript = .simplified,
    holidays: HolidayTable? = nil, _ write: ([UInt8]) -> Bool
  ) throws(GridError) {
    let encoder = JSONLinesEncoder(names: NameLanguage(script))
    var bytes: [UInt8] = []
    var going = true
    try forEachDay(from: start, through: end, script: script, holidays: holidays) { day in
      // A day model holds no number JSON cannot write: its line is written directly.
      encoder.encodeLine(day, appendingTo: &bytes)
      if day.date.day == day.date.lastOfMonth.day || day.date == end {
        going = write(bytes)
        bytes.removeAll(keepingCapacity: true)
      }
      return going
    }
  }

  /// The iCalendar feed of `from...through` (RFC 5545, folded, CRLF).
  ///
  /// - Throws: ``GridError`` for a span that ends before it starts.
  public static func ics(from start: CivilDate, through end: CivilDate, script: ChineseScript = .simplified)
    throws(GridError) -> String
  {
    var bytes: [UInt8] = []
    try writeICS(from: start, through: end, script: script) { chunk in
      bytes += chunk
      return true
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The iCalendar feed of `from...through`, handed to `write` a month of events at a time (the
  /// header first, `END:VCALENDAR` last), so that any span streams in flat memory; `write`
  /// returns `false` to stop. The bytes are those of ``ics(from:through:script:)``.
  ///
  /// - Throws: ``GridError`` for a span that ends before it starts.
  public static func writeICS(
    from start: CivilDate, through end: CivilDate, script: ChineseScript = .simplified,
    _ write: ([UInt8]) -> Bool
  ) throws(GridError) {
    let span = start.year == end.year ? "\(start.year)" : "\(start.year)–\(end.year)"
    var header = ICSWriter.Header(
      name: (script == .simplified ? "农历 " : "農曆 ") + span,
      description:
        "The Chinese lunar date, festivals and solar terms of every day from \(start) to \(end). Generated by Almanac."
    )
    header.refresh = "P7D"
    header.extra = [("X-ALMANAC-KIND", "days")]
    var writer = ICSWriter()
    writer.beginCalendar(header)
    var going = true
    try forEachDay(from: start, through: end, script: script) { day in
      let lunar = day.lunar
      // Written in pieces: a feed of 0001–9999 makes no string per day.
      writer.allDayEvent(
        uid: {
          $0.append(basic: day.date)
          $0.append("-day@almanac")
        }, first: day.date, last: day.date,
        summary: { writer in
          writer.appendText(lunar.day == 1 ? lunar.text(script) : lunar.dayName)
          for festival in day.festivals {
            writer.append(" ")
            writer.appendText(festival.name.text(script))
          }
          if let term = day.solarTerm {
            writer.append(" ")
            writer.appendText(term.name(script))
          }
        },
        description: { writer in
          writer.append(lunar.stemBranch.description)
          writer.append("年")
          writer.append(lunar.text(script))
          writer.append("【")
          writer.append(lunar.zodiac.character(script))
          writer.append("年】")
        })
      if let term = day.solarTerm, let event = try? term.event(in: day.date.year) {
        let time = String(event.beijingTimeText.dropFirst(11).prefix(5))
        writer.instantEvent(
          uid: "\(ICSWriter.basic(day.date))-term-\(term.rawValue)@almanac", seconds: event.secondsSince1970,
          summary: "\(term.name(script)) \(time)",
          description: "\(term.name(script)) \(term.englishName), \(event.beijingTimeText)")
      }
      // A month's events at a time.
      if day.date.day == day.date.lastOfMonth.day || day.date == end {
        going = write(writer.takeBytes())
      }
      return going
    }
    guard going else { return }
    writer.endCalendar()
    _ = write(writer.takeBytes())
  }
}
