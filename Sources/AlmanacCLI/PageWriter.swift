import Almanac
import AlmanacQueries
import Foundation

/// `almanac month` (the default) and `almanac year`: pages for the terminal, JSON Lines or HTML.
struct PageWriter {
  let output: Output
  let environment: [String: String]

  private func usesColour(_ mode: ColourMode) -> Bool {
    switch mode {
    case .always: true
    case .never: false
    case .auto: output.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }

  /// Prints pages: one JSON line per cell (names in the page's language unless asked), an HTML
  /// page, or the terminal's grid.
  func write(_ answer: PageAnswer, _ presentation: Presentation, colour: ColourMode) {
    if presentation.json {
      if let lines = answer.lines() {
        while let chunk = lines() { output.write(bytes: chunk) }
      }
      return
    }
    if let grid = answer.grid {
      if presentation.html {
        output.write(HTMLCalendar.page(grid))
        return
      }
      for line in MonthView(colour: usesColour(colour)).year(grid) { output.line(painted: line) }
      return
    }
    guard let page = answer.pages.first else { return }
    if presentation.html {
      output.write(HTMLCalendar.page(page))
      return
    }
    for line in MonthView(colour: usesColour(colour)).month(page) { output.line(painted: line) }
  }
}
