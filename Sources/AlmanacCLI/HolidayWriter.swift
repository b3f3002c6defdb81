import Almanac
import AlmanacQueries
import Foundation

/// `almanac holidays YYYY` and `almanac workdays FROM TO`, as text.
struct HolidayWriter {
  let output: Output
  /// Where notes about the count go.
  let notes: Output

  /// Prints a year's holidays: one JSON line per day, or a line per holiday with its days off,
  /// statutory days and make-up working days.
  func list(_ answer: HolidaysAnswer, _ presentation: Presentation) {
    if presentation.json {
      if let lines = answer.lines() {
        while let chunk = lines() { output.write(bytes: chunk) }
      }
      return
    }
    let (year, table) = (answer.year, answer.table)
    if answer.isProvisional { return listProvisional(answer, presentation) }
    let holidays = table.holidays(inYear: year)
    let script = presentation.script
    let notices = Array(Set(holidays.compactMap(\.notice))).sorted()
    output.line("\(year) \(RegionWords.of(table.region).name) · \(holidays.count) holidays")
    for notice in notices { output.line("  \(notice)") }
    output.line("")
    let width = holidays.map { TextWidth.of(presentation.name($0.name)) }.max() ?? 0
    for holiday in holidays {
      let name = presentation.name(holiday.name)
      var line = name + String(repeating: " ", count: width - TextWidth.of(name)) + "  "
      if holiday.isContiguous {
        line += "\(short(holiday.span.lowerBound, script))"
        if holiday.daysOff.count > 1 { line += " – \(short(holiday.span.upperBound, script))" }
      } else {
        line += holiday.daysOff.map { short($0, script) }.joined(separator: ", ")
      }
      line += "  \(holiday.daysOff.count) day\(holiday.daysOff.count == 1 ? "" : "s") off"
      if !holiday.statutoryDays.isEmpty {
        line +=
          "  法定 \(holiday.statutoryDays.map { String($0.description.dropFirst(5)) }.joined(separator: ", "))"
      }
      if !holiday.workDays.isEmpty {
        line +=
          "  \(script == .simplified ? "补班" : "補班") \(holiday.workDays.map { short($0, script) }.joined(separator: ", "))"
      }
      output.line(line)
    }
    halfDays(of: year, table, presentation)
  }

  /// A year's half days off (Macau's afternoons of 農曆除夕 and 除夕), after its holidays.
  private func halfDays(of year: Int, _ table: HolidayTable, _ presentation: Presentation) {
    let halves = table.halfDaysOff(inYear: year)
    guard !halves.isEmpty else { return }
    let provisional = table.covers(year: year) ? "" : "预 "
    output.line("")
    output.line(
      "半日  " + halves.map { "\(provisional)\(presentation.name($0.fullName)) \(short($0.date, presentation.script))" }
        .joined(separator: ", ") + "  the public administration's half days off (days worked in the morning)")
  }

  /// `holidays YYYY --assume law` for a year without an arrangement: the law's statutory days,
  /// marked provisional.
  private func listProvisional(_ answer: HolidaysAnswer, _ presentation: Presentation) {
    // The law's days (the question refuses a region or year without a law Almanac knows).
    let (year, table, days) = (answer.year, answer.table, answer.days)
    guard let first = days.first else { return }
    let script = presentation.script
    // The days of each holiday, in the law's order of first days.
    var groups: [(name: HolidayName, days: [CivilDate])] = []
    for day in days {
      guard let name = day.name else { continue }
      if let index = groups.firstIndex(where: { $0.name == name }) {
        groups[index].days.append(day.date)
      } else {
        groups.append((name, [day.date]))
      }
    }
    let words = RegionWords.of(table.region)
    output.line("\(year) \(words.name) · not yet published: the law's statutory days (预计, provisional)")
    if let law = words.law {
      output.line("  \(law)")
    } else if let rule = StatutoryHolidayRules.rule(on: first.date) {
      output.line("  \(rule.law)")
    }
    output.line("")
    let offDays = words.provisionalDaysAreOff
    let width = groups.map { TextWidth.of(presentation.name($0.name)) }.max() ?? 0
    let spans = groups.map { group in
      short(group.days[0], script)
        + (group.days.count > 1 ? " – \(short(group.days[group.days.count - 1], script))" : "")
    }
    let spanWidth = spans.map(TextWidth.of).max() ?? 0
    for (group, span) in zip(groups, spans) {
      let name = presentation.name(group.name)
      let line =
        name + String(repeating: " ", count: width - TextWidth.of(name)) + "  " + span
        + String(repeating: " ", count: spanWidth - TextWidth.of(span))
        + "  预 \(group.days.count) \(offDays ? "day" : "statutory day")\(group.days.count == 1 ? "" : "s")"
        + (offDays ? " off" : "")
      output.line(line)
    }
    halfDays(of: year, table, presentation)
    output.line("")
    output.line(words.pending)
  }

  /// Prints a count of working days, and on standard error what overlays made of it.
  func count(_ answer: WorkdaysAnswer, _ presentation: Presentation) {
    let count = answer.count
    if presentation.json {
      output.line(bytes: answer.json())
      return
    }
    output.line("\(count.workdays)")
    // What the overlays made of the count, so a number never hides them.
    if let days = count.overlayDays, !days.isEmpty {
      let official =
        (try? answer.table.official.workdays(from: count.from, through: count.to, assuming: answer.assumption))
        ?? count.workdays
      notes.line(
        "note: counted with overlay \(Set(days.map(\.overlay)).sorted().joined(separator: ", ")) "
          + "(\(days.count) day\(days.count == 1 ? "" : "s") in the span; \(official) by the official calendar alone, --official)")
      notes.flush()
    }
  }

  private func short(_ date: CivilDate, _ script: ChineseScript = .simplified) -> String {
    "\(date.description.dropFirst(5)) \(WeekdayText.weekdayShort(date.weekday, script))"
  }
}

/// `almanac next NAME`.
struct NextWriter {
  let output: Output

  /// Prints the occurrence: its JSON line, or its day, name and lunar date.
  func write(_ found: NextOccurrence, _ presentation: Presentation) {
    let script = presentation.script
    if presentation.json {
      output.json(found, names: presentation.jsonNames)
      return
    }
    let lunar = LunarCalendar.chinese.lunarDate(for: found.date)
    output.line(
      "\(found.date)  \(WeekdayText.weekdayShort(found.date.weekday, script))  \(found.name.text(script))  "
        + "\(lunar.text(script))  (in \(found.daysFromNow) days)")
  }
}
