import Almanac
import Foundation

/// `almanac month` (the default) and `almanac year`: pages for the terminal or JSON Lines.
struct MonthCommand {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  private func options(_ settings: GridSettings) throws(CLIError) -> GridOptions {
    var options = GridOptions(
      locale: settings.locale, today: settings.today ?? CivilDate.today(),
      holidays: try HolidayTables.table(settings.holidays, notes: notes))
    options.firstWeekday = settings.firstWeekday
    options.inDates = settings.inDates
    options.outDates = settings.outDates
    return options
  }

  private func usesColour(_ mode: ColourMode) -> Bool {
    switch mode {
    case .always: true
    case .never: false
    case .auto: output.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }

  /// One JSON line per cell: names in the locale's Chinese script, or English for other locales.
  private func printJSON(_ pages: [MonthGrid]) {
    for page in pages {
      let script = page.localeData.isChinese ? page.localeData.script : nil
      for day in page.days {
        var json = JSONText()
        day.writeJSON(to: &json, script: script)
        output.line(bytes: json.bytes)
      }
    }
  }

  func month(year: Int?, month: Int?, _ settings: GridSettings, _ presentation: Presentation) throws(CLIError)
  {
    let options = try options(settings)
    let grid: MonthGrid
    do {
      grid = try MonthGrid(
        year: year ?? options.today.year, month: month ?? options.today.month, options: options)
    } catch {
      throw .usage(error.description, usage: Specs.month.usageLine)
    }
    if presentation.json {
      printJSON([grid])
      return
    }
    for line in MonthView(colour: usesColour(settings.colour)).month(grid) { output.line(line) }
  }

  func year(_ year: Int, _ settings: GridSettings, _ presentation: Presentation) throws(CLIError) {
    let options = try options(settings)
    let grid: YearGrid
    do {
      grid = try YearGrid(year: year, options: options)
    } catch {
      throw .usage(error.description, usage: Specs.year.usageLine)
    }
    if presentation.json {
      printJSON(grid.months)
      return
    }
    for line in MonthView(colour: usesColour(settings.colour)).year(grid) { output.line(line) }
  }
}
