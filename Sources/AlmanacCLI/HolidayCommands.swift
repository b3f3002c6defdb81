import Almanac
import Foundation

/// Resolves the holiday table a command uses: the built-in one for the region, with a loaded
/// file laid over it.
enum HolidayTables {
  /// - Parameter notes: where the loaded file's notes go (stderr), one `note:` line each.
  static func table(_ options: HolidayOptions, notes: Output) throws(CLIError) -> HolidayTable {
    guard let file = options.file else {
      return HolidayTable.builtIn(region: options.region)
        ?? HolidayTable(region: options.region, years: [], holidays: [])
    }
    let loaded: HolidayTable
    var found: [HolidayFileNote] = []
    do {
      loaded = try HolidayTable.load(
        contentsOf: Platform.fileURL(file), region: options.region, notes: &found)
    } catch {
      throw .data(error.description)
    }
    for note in found.prefix(20) { notes.line("note: " + QuotedInput.escapingControls(note.description)) }
    if found.count > 20 { notes.line("note: … and \(found.count - 20) more notes") }
    notes.flush()
    // A file that names its region (Almanac JSON's "region") is that region's table unless
    // --region says otherwise, and then the two must agree.
    if options.regionIsExplicit && loaded.region != options.region {
      throw .data(
        "\(QuotedInput.plain(file)): holds \(loaded.region.rawValue) holidays, not \(options.region.rawValue); "
          + "use --region \(loaded.region.rawValue), or leave --region out")
    }
    let builtIn =
      HolidayTable.builtIn(region: loaded.region)
      ?? HolidayTable(region: loaded.region, years: [], holidays: [])
    do {
      return try builtIn.merging(loaded)
    } catch {
      throw .data("\(QuotedInput.plain(file)): \(error)")
    }
  }

  /// The exit-65 error for a year without an arrangement, with how to load one.
  static func unpublished(_ error: HolidayTableError) -> CLIError {
    .data(
      "\(error); load the year's arrangement with --holidays <file> "
        + "(the notice as text or a saved page, Almanac JSON, holiday-cn JSON or ICS; see README, \"Holiday files\")"
    )
  }
}

/// `almanac holidays YYYY` and `almanac workdays FROM TO`.
struct HolidayCommands {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output

  func list(year: Int, _ presentation: Presentation, _ options: HolidayOptions) throws(CLIError) {
    let table = try HolidayTables.table(options, notes: notes)
    guard table.covers(year: year) else {
      throw HolidayTables.unpublished(.notPublished(region: table.region, year: year, covered: table.years))
    }
    let holidays = table.holidays(inYear: year)
    let script = presentation.script
    if presentation.json {
      // One line per day off (with whether it is statutory) and per make-up working day.
      var entries: [(CivilDate, [UInt8])] = []
      for holiday in holidays {
        let days = holiday.daysOff.map { ($0, true) } + holiday.workDays.map { ($0, false) }
        for (day, isOff) in days {
          var json = JSONText()
          json.object {
            $0.field("date", day.description)
            $0.field("name", holiday.name.text(script))
            $0.field("status", isOff ? "holiday" : "adjustedWorkday")
            if isOff { $0.field("statutory", holiday.isStatutory(day)) }
          }
          entries.append((day, json.bytes))
        }
      }
      for (_, bytes) in entries.sorted(by: { $0.0 < $1.0 }) { output.line(bytes: bytes) }
      return
    }
    let notices = Array(Set(holidays.compactMap(\.notice))).sorted()
    output.line("\(year) \(regionName(table.region)) · \(holidays.count) holidays")
    for notice in notices { output.line("  \(notice)") }
    output.line("")
    let width = holidays.map { TextWidth.of($0.name.text(script)) }.max() ?? 0
    for holiday in holidays {
      let name = holiday.name.text(script)
      var line = name + String(repeating: " ", count: width - TextWidth.of(name)) + "  "
      if holiday.isContiguous {
        line += "\(short(holiday.span.lowerBound))"
        if holiday.daysOff.count > 1 { line += " – \(short(holiday.span.upperBound))" }
      } else {
        line += holiday.daysOff.map(short).joined(separator: ", ")
      }
      line += "  \(holiday.daysOff.count) day\(holiday.daysOff.count == 1 ? "" : "s") off"
      if !holiday.statutoryDays.isEmpty {
        line +=
          "  法定 \(holiday.statutoryDays.map { String($0.description.dropFirst(5)) }.joined(separator: ", "))"
      }
      if !holiday.workDays.isEmpty {
        line += "  补班 \(holiday.workDays.map(short).joined(separator: ", "))"
      }
      output.line(line)
    }
  }

  func count(from: CivilDate, to: CivilDate, _ presentation: Presentation, _ options: HolidayOptions)
    throws(CLIError)
  {
    let table = try HolidayTables.table(options, notes: notes)
    let total: Int
    do {
      total = try table.workdays(from: from, through: to, assumingWeekends: options.assumeWeekends)
    } catch {
      throw HolidayTables.unpublished(error)
    }
    guard presentation.json else {
      output.line("\(total)")
      return
    }
    var holidays: [String] = []
    var adjusted: [String] = []
    for day in from...to {
      switch try? table.status(on: day, assumingWeekends: true) {
      case .holiday: holidays.append(day.description)
      case .adjustedWorkday: adjusted.append(day.description)
      default: break
      }
    }
    var json = JSONText()
    json.object {
      $0.field("from", from.description)
      $0.field("to", to.description)
      $0.field("region", table.region.rawValue)
      $0.field("days", from.distance(to: to) + 1)
      $0.field("workdays", total)
      $0.field("holidays", holidays)
      $0.field("adjustedWorkdays", adjusted)
    }
    output.line(bytes: json.bytes)
  }

  private func short(_ date: CivilDate) -> String {
    "\(date.description.dropFirst(5)) \(Texts.weekdayShort(date.weekday, .simplified))"
  }

  private func regionName(_ region: HolidayRegion) -> String {
    switch region {
    case .mainlandChina: "mainland China (CN)"
    case .hongKong: "Hong Kong (HK)"
    case .taiwan: "Taiwan (TW)"
    default: region.rawValue
    }
  }
}

/// `almanac next NAME`.
struct NextCommand {
  let output: Output

  func run(_ target: NextTarget, after: CivilDate, _ presentation: Presentation) throws(CLIError) {
    let script = presentation.script
    let found: (date: CivilDate, name: String)?
    switch target {
    case .festival(let festival):
      found = Festivals.next(festival, after: after).map { ($0, festival.name.text(script)) }
    case .term(let term):
      // This year's occurrence if it is still ahead, else next year's.
      let event = [after.year, after.year + 1].lazy.compactMap { try? term.event(in: $0) }.first {
        $0.date > after
      }
      found = event.map { ($0.date, term.name(script)) }
    }
    guard let found else { throw .data("no date after \(after) within the supported years") }
    let lunar = LunarCalendar.chinese.lunarDate(for: found.date)
    if presentation.json {
      var json = JSONText()
      json.object {
        $0.field("name", found.name)
        $0.field("daysFromNow", after.distance(to: found.date))
        LunarCommands.writeDayFields(&$0, found.date, lunar, script)
      }
      output.line(bytes: json.bytes)
      return
    }
    output.line(
      "\(found.date)  \(Texts.weekdayShort(found.date.weekday, script))  \(found.name)  "
        + "\(lunar.text(script))  (in \(after.distance(to: found.date)) days)")
  }
}
