import Almanac
import Foundation

/// `almanac month` (the default) and `almanac year`: pages for the terminal or JSON Lines.
struct MonthCommand {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  /// The page options. A Korean or Vietnamese page shows its own festivals, and 休/班 badges only
  /// from a region or file asked for (Almanac has no Korean or Vietnamese arrangements yet).
  private func options(_ settings: GridSettings, _ presentation: Presentation) throws(CLIError) -> GridOptions
  {
    let calendar = presentation.calendar
    var options = settings.options(
      holidays: try settings.holidays.table(calendar: calendar, notes: notes, environment: environment))
    options.calendar = calendar  // and with it the calendar's festivals (the library's rule)
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
      let names = NameLanguage(page.localeData.namesScript)
      for day in page.days { output.json(day, names: names) }
    }
  }

  func month(year: Int?, month: Int?, _ settings: GridSettings, _ presentation: Presentation) throws(CLIError)
  {
    let options = try options(settings, presentation)
    let grid: MonthGrid
    do {
      grid = try MonthGrid(
        year: year ?? options.today.year, month: month ?? options.today.month, options: options)
    } catch {
      throw .usage(error.description, for: Specs.month)
    }
    if presentation.json {
      printJSON([grid])
      return
    }
    if presentation.html {
      output.write(HTMLCalendar.page(grid))
      return
    }
    for line in MonthView(colour: usesColour(settings.colour)).month(grid) { output.line(painted: line) }
  }

  func year(_ year: Int, _ settings: GridSettings, _ presentation: Presentation) throws(CLIError) {
    let options = try options(settings, presentation)
    let grid: YearGrid
    do {
      grid = try YearGrid(year: year, options: options)
    } catch {
      throw .usage(error.description, for: Specs.year)
    }
    if presentation.json {
      printJSON(grid.months)
      return
    }
    if presentation.html {
      output.write(HTMLCalendar.page(grid))
      return
    }
    for line in MonthView(colour: usesColour(settings.colour)).year(grid) { output.line(painted: line) }
  }
}
