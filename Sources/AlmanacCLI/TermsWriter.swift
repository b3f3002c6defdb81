import Almanac

/// `almanac terms YYYY`: the 24 solar terms of a year with dates and Beijing times.
struct TermsWriter {
  let output: Output

  /// Prints a year's terms: one JSON line each, or a table.
  func write(_ events: [SolarTermEvent], year: Int, _ presentation: Presentation) {
    let script = presentation.script
    if presentation.json {
      for event in events { output.json(event, names: presentation.jsonNames) }
      return
    }
    output.line("\(year) 二十四节气 · solar terms (Beijing time, UTC+8)")
    output.line("")
    for event in events {
      let name = event.term.englishName
      output.line(
        "\(event.term.rawValue < 10 ? " " : "")\(event.term.rawValue)  \(event.term.name(script))  "
          + name + String(repeating: " ", count: max(1, 22 - name.count))
          + "\(event.date)  \(WeekdayText.weekdayShort(event.date.weekday, script))  "
          + event.beijingTimeText.dropFirst(11).prefix(8))
    }
  }
}
