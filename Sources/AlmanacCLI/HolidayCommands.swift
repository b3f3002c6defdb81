import Almanac
import Foundation

/// `almanac holidays YYYY` and `almanac workdays FROM TO`.
struct HolidayCommands {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  func list(year: Int, _ presentation: Presentation, _ options: HolidayOptions) throws(CLIError) {
    let table = try options.table(notes: notes, environment: environment)
    guard table.covers(year: year) else {
      if options.assumption == .law { return try listProvisional(year: year, table, presentation) }
      if options.assumption == .weekends {
        throw .usage(
          "--assume weekends gives \(year) no days off to list; --assume law lists the law's statutory days",
          usage: options.usageLine, help: options.helpHint)
      }
      throw unpublishedYear(year, table)
    }
    let holidays = table.holidays(inYear: year)
    let script = presentation.script
    if presentation.json {
      for day in table.days(inYear: year) { output.json(day, names: NameLanguage(script)) }
      return
    }
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

  /// The error for a year the table has no arrangement of, saying how to list the law's days.
  private func unpublishedYear(_ year: Int, _ table: HolidayTable) -> CLIError {
    let error = table.noArrangementError(forYear: year)
    guard case .data(let text) = CLIError.unpublished(error),
      table.provisionalStatus(on: CivilDate(year: year, month: 1, day: 1) ?? .min) != nil
    else {
      return CLIError.unpublished(error)
    }
    return .data(text + "; --assume law lists the law's statutory days of \(year) (provisional)")
  }

  /// `holidays YYYY --assume law` for a year without an arrangement: the law's statutory days,
  /// marked provisional.
  private func listProvisional(year: Int, _ table: HolidayTable, _ presentation: Presentation)
    throws(CLIError)
  {
    // The law's days (none for a region or year without a law Almanac knows).
    let days = table.provisionalDays(inYear: year)
    guard let first = days.first else {
      throw CLIError.unpublished(.noStatutoryRule(region: table.region, year: year))
    }
    let script = presentation.script
    if presentation.json {
      for day in days { output.json(day, names: NameLanguage(script)) }
      return
    }
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

  func count(from: CivilDate, to: CivilDate, _ presentation: Presentation, _ options: HolidayOptions)
    throws(CLIError)
  {
    let table = try options.table(notes: notes, environment: environment)
    let count: WorkdayCount
    do {
      count = try table.workdayCount(from: from, through: to, assuming: options.assumption)
    } catch {
      throw CLIError.unpublished(error, assumptions: true)
    }
    if presentation.json {
      output.json(count, names: .simplified)
    } else {
      output.line("\(count.workdays)")
      // What the overlays made of the count, so a number never hides them.
      if let days = count.overlayDays, !days.isEmpty {
        let official = (try? table.official.workdays(from: from, through: to, assuming: options.assumption)) ?? count.workdays
        notes.line(
          "note: counted with overlay \(Set(days.map(\.overlay)).sorted().joined(separator: ", ")) "
            + "(\(days.count) day\(days.count == 1 ? "" : "s") in the span; \(official) by the official calendar alone, --official)")
        notes.flush()
      }
    }
  }

  /// `almanac trading-days FROM TO [--market XHKG]`: an exchange's sessions over its region's
  /// table in force.
  func tradingDays(
    from: CivilDate, to: CivilDate, market: TradingCalendar.Market, _ presentation: Presentation,
    _ options: HolidayOptions
  ) throws(CLIError) {
    var regional = options
    regional.region = market.region
    regional.regionIsExplicit = true
    let table = try regional.table(notes: notes, environment: environment)
    let count: TradingDayCount
    do {
      // The exchanges follow the official calendar, whatever an overlay of the user's says.
      count = try TradingCalendar(market: market, holidays: table.official).count(from: from, through: to)
    } catch {
      throw CLIError.unpublished(error)
    }
    if presentation.json {
      output.json(count, names: .simplified)
    } else {
      output.line("\(count.tradingDays)")
    }
  }

  private func short(_ date: CivilDate, _ script: ChineseScript = .simplified) -> String {
    "\(date.description.dropFirst(5)) \(WeekdayText.weekdayShort(date.weekday, script))"
  }
}

/// `almanac next NAME`.
struct NextCommand {
  let output: Output

  func run(_ target: NextTarget, after: CivilDate, _ presentation: Presentation) throws(CLIError) {
    guard let found = NextOccurrence.of(target, after: after) else {
      throw .data("no date after \(after) within the supported years")
    }
    let script = presentation.script
    if presentation.json {
      output.json(found, names: NameLanguage(script))
      return
    }
    let lunar = LunarCalendar.chinese.lunarDate(for: found.date)
    output.line(
      "\(found.date)  \(WeekdayText.weekdayShort(found.date.weekday, script))  \(found.name.text(script))  "
        + "\(lunar.text(script))  (in \(found.daysFromNow) days)")
  }
}
