import Foundation
import AlmanacCore

/// A problem in a lunar events file, located by file and line: the error the holiday readers
/// throw (`file:line: reason`), as both files are read by the same reader of user files.
public typealias LunarEventFileError = HolidayFileError

extension LunarEvent {
  /// The most events a file may hold, and the longest title.
  static let maximumEvents = 10_000
  static let maximumTitle = 200

  /// The events of a file: one per line, `title<TAB>day` or `title=day` (the day as
  /// ``LunarRecurrence/init(_:leapMonth:missingDay:)`` reads it); blank lines and lines starting
  /// with `#` are skipped. What `almanac export lunar-events --events FILE` reads.
  ///
  /// - Throws: ``LunarEventFileError`` naming the file and, for a bad line, the line.
  public static func load(
    contentsOf url: URL, leapMonth: LeapMonthPolicy = .ordinaryMonth, missingDay: MissingDayPolicy = .lastDay
  ) throws(LunarEventFileError) -> [LunarEvent] {
    try events(
      text: HolidayFileText.read(url, as: .lunarEvents), file: url.relativePath, leapMonth: leapMonth,
      missingDay: missingDay)
  }

  /// What is wrong with an event's title, or `nil`: empty, longer than 200 characters, or
  /// holding a control character (a calendar app shows it as the event's name).
  public static func titleProblem(_ title: String) -> String? {
    if title.isEmpty { return "the event has no title before its lunar day" }
    if title.count > maximumTitle {
      return "the title has \(title.count) characters; at most \(maximumTitle)"
    }
    if title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "the title \(QuotedInput.quoted(title)) holds a control character"
    }
    return nil
  }

  /// The events of a file's text (see ``load(contentsOf:leapMonth:missingDay:)``).
  ///
  /// - Throws: ``LunarEventFileError`` naming the file and the line.
  public static func events(
    text: String, file: String, leapMonth: LeapMonthPolicy = .ordinaryMonth,
    missingDay: MissingDayPolicy = .lastDay
  ) throws(LunarEventFileError) -> [LunarEvent] {
    var events: [LunarEvent] = []
    // Lines end at LF or CRLF (at the scalar level: a Character holds CRLF whole).
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
      String(String.UnicodeScalarView(scalars.last == "\r" ? scalars.dropLast() : scalars[...]))
    }
    for (index, line) in lines.enumerated() {
      func fail(_ reason: String) -> LunarEventFileError {
        LunarEventFileError(file: file, line: index + 1, reason: reason)
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let separator = line.firstIndex(where: { $0 == "\t" || $0 == "=" }) else {
        throw fail(
          "\(QuotedInput.quoted(String(line))) is not an event; write <title><TAB><lunar day> or <title>=<lunar day>, e.g. 奶奶生日=闰四月十五"
        )
      }
      let title = line[..<separator].trimmingCharacters(in: .whitespaces)
      let day = line[line.index(after: separator)...].trimmingCharacters(in: .whitespaces)
      if let problem = titleProblem(title) { throw fail(problem) }
      guard let recurrence = LunarRecurrence(day, leapMonth: leapMonth, missingDay: missingDay) else {
        throw fail(
          "\(QuotedInput.quoted(day)) is not a lunar day; use a name such as 腊月初八 or 闰四月十五, or MM-DD / LMM-DD"
        )
      }
      guard events.count < maximumEvents else { throw fail("more than \(maximumEvents) events in one file") }
      events.append(LunarEvent(title: title, recurrence: recurrence))
    }
    guard !events.isEmpty else {
      throw LunarEventFileError(
        file: file, line: nil, reason: "holds no event (only blank lines and comments)")
    }
    return events
  }
}

extension HolidayFileText.Kind {
  /// Lunar events files: a line per event, so a megabyte is thousands of families.
  static let lunarEvents = HolidayFileText.Kind(
    noun: "lunar events file", expected: "a text file of <title>=<lunar day> lines", maximumBytes: 1 << 20)
}
