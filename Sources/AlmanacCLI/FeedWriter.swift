import Almanac
import Foundation

/// `almanac export holidays`, `almanac export days` and `almanac export lunar-events`: feeds on stdout.
struct FeedWriter {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  func holidays(_ options: HolidayOptions, years: ClosedRange<Int>?, format: ExportFormat) throws(CLIError) {
    let table = try options.table(notes: notes, environment: environment)
    var years = years
    if let span = years {
      // The published years of the span go out; the others are named on stderr. A span with no
      // published year, or the one year of holiday-cn's format, is an error.
      let covered = span.filter { table.covers(year: $0) }
      guard let first = covered.first, let last = covered.last, format != .holidayCN || covered.count == span.count
      else {
        let missing = span.first { !table.covers(year: $0) } ?? span.lowerBound
        throw CLIError.unpublished(table.noArrangementError(forYear: missing))
      }
      let missing = span.filter { !table.covers(year: $0) }
      if !missing.isEmpty {
        notes.line(
          "note: \(HolidayTableError.spans(missing)) not published for \(table.region) (it has "
            + "\(HolidayTableError.spans(table.years))); exported \(HolidayTableError.spans(covered))")
        notes.flush()
      }
      years = first...last
    } else if table.years.isEmpty {
      throw .data("the \(table.region) table covers no year; load one with --holidays <file>")
    }
    switch format {
    case .ics: output.write(table.icsFeed(years: years))
    case .json: output.write(table.almanacJSON(years: years))
    case .holidayCN:
      do {
        output.write(try table.holidayCNJSON(year: years?.lowerBound ?? 0))
      } catch {
        throw CLIError.unpublished(error)
      }
    case .csv: preconditionFailure("export holidays --format takes ExportFormat.holidayFormats only")
    }
  }

  func lunarEvents(
    _ events: [LunarEvent], file: String?, policies: (LeapMonthPolicy, MissingDayPolicy),
    from start: CivilDate,
    to end: CivilDate, style: LunarEventFeed.Style, _ presentation: Presentation
  ) throws(CLIError) {
    var all = events
    if let file {
      do {
        all += try LunarEvent.load(
          contentsOf: URL(fileURLWithPath: file), leapMonth: policies.0, missingDay: policies.1)
      } catch {
        throw .data(error.description)
      }
    }
    // Streamed a lunar year at a time (a reader that stops early stops the work); a second core
    // computes the lunar years ahead, outside the built-in tables.
    let ahead = YearsAhead(presentation.calendar)
    var year = start.year - 1
    ahead.prepare(after: year)
    do {
      try LunarEventFeed.writeICS(
        all, from: start, through: end, calendar: presentation.calendar, style: style,
        script: presentation.script
      ) { bytes in
        output.write(bytes: bytes)
        year += 1
        ahead.prepare(after: year)
        return !output.isFinished
      }
    } catch {
      throw .usage(
        error.description, usage: Specs.exportLunarEvents.usageLine, help: Specs.exportLunarEvents.helpHint)
    }
  }

  func days(
    from start: CivilDate, to end: CivilDate, format: ExportFormat, _ presentation: Presentation,
    _ options: HolidayOptions
  ) throws(CLIError) {
    let table =
      format == .json ? try options.table(notes: notes, environment: environment) : nil
    // Streamed: the first line goes out at once, memory stays flat over 0001–9999, and a reader
    // that stops early (`| head`) stops the work. The feed hands over a month at a time; while
    // this core writes, another computes the lunar years and terms of the years ahead (outside
    // the built-in tables; inside them this costs nothing).
    let ahead = YearsAhead(.chinese)
    var (year, month) = (start.year, start.month)
    ahead.prepare(after: year, terms: true)
    let write = { (bytes: [UInt8]) -> Bool in
      output.write(bytes: bytes)
      month += 1
      if month > 12 {
        (year, month) = (year + 1, 1)
        ahead.prepare(after: year, terms: true)
      }
      return !output.isFinished
    }
    do {
      switch format {
      case .json:
        try DayFeed.writeJSONLines(
          from: start, through: end, script: presentation.script, holidays: table, write)
      default:
        try DayFeed.writeICS(from: start, through: end, script: presentation.script, write)
      }
    } catch {
      throw .usage(error.description, for: Specs.exportDays)
    }
  }

  /// `export facts`: every day's facts, streamed a month at a time.
  func facts(
    from start: CivilDate, to end: CivilDate, format: ExportFormat, _ presentation: Presentation,
    _ options: HolidayOptions
  ) throws(CLIError) {
    let table = try options.table(notes: notes, environment: environment)
    FactListing.write(
      from: start, through: end, format: format == .csv ? .csv : .json, calendar: presentation.calendar,
      holidays: table, names: presentation.jsonNames
    ) { bytes in
      output.write(bytes: bytes)
      return !output.isFinished
    }
  }
}
