import AlmanacCore
import Foundation

/// Lunar recurrences read back from any calendar file: every VEVENT whose `RRULE` is on a lunar
/// calendar (RFC 7529's `RSCALE=CHINESE` or `DANGI`, or the vendor `FREQ=LUNAR_YEARLY`;
/// ``LunarRule``), or whose plain `RRULE` an `X-…LUNAR…` property marks lunar, expanded to
/// Gregorian days, and a file rewritten so that a calendar without
/// RSCALE shows the right days: the lunar `RRULE` becomes `RDATE`s, the rule kept in
/// `X-ALMANAC-LUNAR-RRULE`. Events on the Gregorian calendar pass through untouched.
///
/// ```swift
/// let events = try LunarICS.expand(text: ics, file: "birthdays.ics", from: start, through: end)
/// events.first?.date      // the Gregorian day of the first occurrence in the span
/// let plain = try LunarICS.normalize(text: ics, file: "birthdays.ics", through: end)
/// ```
public enum LunarICS {
  /// One occurrence of a lunar event.
  public struct Occurrence: Sendable, Hashable, Codable {
    /// The event's `UID`, or empty.
    public let uid: String
    /// Its `SUMMARY`, or empty.
    public let summary: String
    /// The Gregorian day.
    public let date: CivilDate
    /// The lunar day it falls on (on the rule's calendar).
    public let lunar: LunarDate
    /// The rule as written in the file.
    public let rule: String
  }

  /// The occurrences of every lunar event of a file from `start` through `end`, in date order
  /// (`EXDATE`s left out).
  ///
  /// - Throws: ``HolidayFileError`` naming the file and line: a file that is not iCalendar, a
  ///   lunar rule that does not read, an event without a `DTSTART`.
  public static func expand(text: String, file: String, from start: CivilDate, through end: CivilDate)
    throws(HolidayFileError) -> [Occurrence]
  {
    var result: [Occurrence] = []
    for event in try lunarEvents(text: text, file: file) {
      for date in event.rule.occurrences(start: event.start, from: start, through: end)
      where !event.excluded.contains(date) {
        result.append(
          Occurrence(
            uid: event.uid, summary: event.summary, date: date, lunar: event.rule.calendar.lunarDate(for: date),
            rule: event.rule.description))
      }
    }
    return result.sorted { ($0.date, $0.uid) < ($1.date, $1.uid) }
  }

  /// The file with each lunar `RRULE` replaced by the `RDATE`s of its occurrences from the
  /// event's start (at most ``LunarRule/longestSpanInYears`` years before `end`) through `end` (on the start's clock time and zone, or as dates for an all-day
  /// event), and the rule kept as `X-ALMANAC-LUNAR-RRULE`; every other line as it was (lines
  /// folded again at 75 octets, ends CRLF).
  ///
  /// - Throws: as ``expand(text:file:from:through:)``.
  public static func normalize(text: String, file: String, through end: CivilDate) throws(HolidayFileError) -> String {
    let events = try lunarEvents(text: text, file: file)
    var byLine: [Int: LunarEvent] = [:]
    for event in events { byLine[event.ruleLine] = event }
    var writer = ICSWriter()
    for (number, line) in ICSReader.unfold(text) {
      guard let event = byLine[number] else {
        writer.line(String(line))
        continue
      }
      // At most ``LunarRule/longestSpanInYears`` before `end`: a rule from year 1 lists no ages.
      let earliest = CivilDate(year: max(1, end.year - LunarRule.longestSpanInYears + 1), month: 1, day: 1) ?? .min
      let dates = event.rule.occurrences(start: event.start, from: max(event.start, earliest), through: end)
        .filter { !event.excluded.contains($0) }
      writer.line("X-ALMANAC-LUNAR-RRULE:" + event.rule.description)
      // Ten dates a line keeps each RDATE short; the folding keeps every line legal anyway.
      var index = 0
      while index < dates.count {
        let chunk = dates[index..<min(index + 10, dates.count)]
        let values = chunk.map { ICSWriter.basic($0) + event.timeOfDay }
        writer.line("RDATE" + event.valueParameters + ":" + values.joined(separator: ","))
        index += 10
      }
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// ``expand(text:file:from:through:)`` of a file.
  /// - Throws: ``HolidayFileError``: a file that cannot be read (missing, a directory, over 64
  ///   MB, not UTF-8) or that does not read.
  public static func expand(contentsOf url: URL, from start: CivilDate, through end: CivilDate)
    throws(HolidayFileError) -> [Occurrence]
  {
    try expand(text: HolidayFileText.read(url, as: .calendar), file: url.relativePath, from: start, through: end)
  }

  /// ``normalize(text:file:through:)`` of a file.
  /// - Throws: as ``expand(contentsOf:from:through:)``.
  public static func normalize(contentsOf url: URL, through end: CivilDate) throws(HolidayFileError) -> String {
    try normalize(text: HolidayFileText.read(url, as: .calendar), file: url.relativePath, through: end)
  }

  /// A VEVENT with a lunar rule, as the file has it.
  struct LunarEvent {
    let uid: String
    let summary: String
    let start: CivilDate
    /// `T090000` (and `Z`) after the date, or empty for an all-day event.
    let timeOfDay: String
    /// `;VALUE=DATE` or `;TZID=…` as the DTSTART has it.
    let valueParameters: String
    let rule: LunarRule
    let ruleLine: Int
    let excluded: Set<CivilDate>
  }

  /// Whether an event carries an `X-` property whose name holds `LUNAR` and whose value is not
  /// `FALSE` or `0`: the vendor mark of a lunar event written with a plain `RRULE`.
  static func isMarkedLunar(_ event: ICSReader.Event) -> Bool {
    event.properties.contains { name, property in
      name.hasPrefix("X-") && name.contains("LUNAR") && name != "X-ALMANAC-LUNAR-RRULE"
        && !["FALSE", "0", "NO"].contains(property.value.uppercased())
    }
  }

  /// The file's events with lunar rules.
  static func lunarEvents(text: String, file: String) throws(HolidayFileError) -> [LunarEvent] {
    let calendar: ICSReader.Calendar
    do {
      calendar = try ICSReader.calendar(text)
    } catch {
      throw HolidayFileError(file: file, line: error.line, reason: error.reason)
    }
    var events: [LunarEvent] = []
    for event in calendar.events {
      guard let ruleProperty = event.properties["RRULE"] else { continue }
      let rule: LunarRule
      do {
        rule = try LunarRule(ruleProperty.value)
      } catch {
        guard case .notLunar = error else {
          throw HolidayFileError(file: file, line: ruleProperty.line, reason: "RRULE " + error.description)
        }
        // A phone's lunar event written as a Gregorian rule with an X- property naming it lunar
        // (X-LUNAR…, X-…-LUNAR…: TRUE or 1): its months and days are lunar.
        guard isMarkedLunar(event), let marked = try? LunarRule("RSCALE=CHINESE;" + ruleProperty.value) else { continue }
        rule = marked
      }
      guard let startProperty = event.properties["DTSTART"] else {
        throw HolidayFileError(file: file, line: event.line, reason: "a VEVENT with a lunar RRULE has no DTSTART")
      }
      let value = startProperty.value
      let start: CivilDate
      var time = ""
      var parameters = ""
      if let date = ICSReader.date(value) {
        start = date
        parameters = ";VALUE=DATE"
      } else if let dateTime = ICSReader.dateTime(value) {
        start = dateTime.date
        time = String(value.dropFirst(8))
        if let zone = startProperty.parameters["TZID"] { parameters = ";TZID=" + zone }
      } else {
        throw HolidayFileError(
          file: file, line: startProperty.line,
          reason: "DTSTART \(QuotedInput.quoted(value)) is not a DATE (YYYYMMDD) or a DATE-TIME (YYYYMMDDTHHMMSS)")
      }
      var excluded = Set<CivilDate>()
      if let exdate = event.properties["EXDATE"] {
        for item in exdate.value.split(separator: ",") {
          if let date = ICSReader.date(String(item.prefix(8))) { excluded.insert(date) }
        }
      }
      events.append(
        LunarEvent(
          uid: event.properties["UID"]?.value ?? "", summary: event.properties["SUMMARY"]?.value ?? "", start: start,
          timeOfDay: time, valueParameters: parameters, rule: rule, ruleLine: ruleProperty.line, excluded: excluded))
    }
    return events
  }
}
