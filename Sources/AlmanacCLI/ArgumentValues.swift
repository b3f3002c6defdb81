import Almanac

/// Turns the words of a parsed command line into checked values, with usage errors that name
/// the input and what is allowed.
struct ArgumentValues {
  let parsed: ParsedArguments
  let spec: CommandSpec

  private func usage(_ message: String) -> CLIError { .usage(message, for: spec) }

  func date(_ text: String) throws(CLIError) -> CivilDate {
    guard let date = CivilDate(text) else {
      throw usage(
        "\(QuotedInput.quoted(text)) is not a valid date; use YYYY-MM-DD naming a real day in 0001-01-01...9999-12-31"
      )
    }
    return date
  }

  /// A year in 1...9999 (the civil dates Almanac knows).
  func year(_ text: String) throws(CLIError) -> Int {
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(text) else {
      throw usage("\(QuotedInput.quoted(text)) is not a year; use a number such as 2026")
    }
    guard (1...9999).contains(year) else {
      throw usage("\(QuotedInput.quoted(text)) is not a year in 1...9999")
    }
    return year
  }

  func dateRange(_ text: String) throws(CLIError) -> ClosedRange<CivilDate> {
    let parts = text.components(separatedBy: "..")
    if parts.count == 1 {
      let day = try date(text)
      return day...day
    }
    guard parts.count == 2 else {
      throw usage(
        "\(QuotedInput.quoted(text)) is not a date range; use <from>..<to>, e.g. 2026-01-01..2026-12-31")
    }
    let from = try date(parts[0])
    let to = try date(parts[1])
    guard from <= to else {
      throw usage("the range \(text) ends before it starts; put the earlier date first")
    }
    return from...to
  }

  func lunarDate(_ text: String) throws(CLIError) -> LunarDate {
    guard let date = LunarDate(isoText: text) else {
      throw usage(
        "\(QuotedInput.quoted(text)) is not a lunar date; use YYYY-MM-DD or YYYY-LMM-DD (leap month), month 01...12, day 01...30"
      )
    }
    return date
  }

  func presentation() throws(CLIError) -> Presentation {
    var result = Presentation(json: parsed.has("--json"), html: parsed.has("--html"))
    if result.json && result.html { throw usage("--json and --html cannot be combined; choose one") }
    if let value = parsed.values["--calendar"] {
      switch value.lowercased() {
      case "chinese", "zh", "nongli": result.calendar = .chinese
      case "korean", "ko", "dangi": result.calendar = .korean
      case "vietnamese", "vi": result.calendar = .vietnamese
      default:
        throw usage(
          "\(QuotedInput.quoted(value)) is not a calendar; use chinese, korean or vietnamese"
            + Suggestion.hint(for: value.lowercased(), among: ["chinese", "korean", "vietnamese"]))
      }
    }
    if let value = parsed.values["--script"] {
      switch value.lowercased() {
      case "hans", "zh-hans", "simplified": result.script = .simplified
      case "hant", "zh-hant", "traditional": result.script = .traditional
      default: throw usage("\(QuotedInput.quoted(value)) is not a script; use hans or hant")
      }
    }
    return result
  }

  /// A region code (two to eight letters); any region, since imported files may name others.
  func region(_ text: String) throws(CLIError) -> HolidayRegion {
    guard let region = HolidayRegion(rawValue: text) else {
      let known = HolidayTable.builtInRegions.map(\.rawValue).joined(separator: ", ")
      throw usage(
        "\(QuotedInput.quoted(text)) is not a region code; use \(known), or another of 2 to 8 letters")
    }
    return region
  }

  /// `--assume weekends|law` (and its older spelling `--assume-weekends`).
  func assumption() throws(CLIError) -> HolidayAssumption? {
    var result: HolidayAssumption?
    if let text = parsed.values["--assume"] {
      switch text.lowercased() {
      case "weekends", "weekend": result = .weekends
      case "law", "statutory", "statutory-days": result = .statutoryDays
      default:
        throw usage(
          "\(QuotedInput.quoted(text)) is not an assumption; use weekends or law"
            + Suggestion.hint(for: text.lowercased(), among: ["weekends", "law"]))
      }
    }
    if parsed.has("--assume-weekends") {
      guard result == nil || result == .weekends else {
        throw usage("--assume-weekends and --assume \(parsed.values["--assume"] ?? "") disagree; give one")
      }
      result = .weekends
    }
    return result
  }

  func holidayOptions() throws(CLIError) -> HolidayOptions {
    var options = HolidayOptions(file: parsed.values["--holidays"], assumption: try assumption())
    options.usageLine = spec.usageLine
    options.helpHint = spec.helpHint
    if let text = parsed.values["--region"] {
      // Whether the region has data (built in, imported or loaded) is known when the command
      // runs: the data directory is read then, not while parsing.
      options.region = try region(text)
      options.regionIsExplicit = true
    }
    return options
  }

  /// Whether a word is a `YYYY-MM` month.
  static func isYearMonth(_ text: String) -> Bool {
    text.count == 7 && text.dropFirst(4).first == "-" && text.filter(\.isNumber).count == 6
  }

  func yearMonth(_ text: String) throws(CLIError) -> (year: Int, month: Int) {
    let parts = text.split(separator: "-")
    guard Self.isYearMonth(text), parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
      (1...9999).contains(year), (1...12).contains(month)
    else {
      throw usage(
        "\(QuotedInput.quoted(text)) is not a month; use YYYY-MM with a month 01...12, e.g. 2026-02")
    }
    return (year, month)
  }

  func gridSettings() throws(CLIError) -> GridSettings {
    var settings = GridSettings(holidays: try holidayOptions())
    // The locale is checked where the page is built (an unknown one is a usage error there).
    settings.locale = parsed.values["--locale"]
    if let text = parsed.values["--first-weekday"] {
      guard let weekday = Weekday(name: text) else {
        throw usage("\(QuotedInput.quoted(text)) is not a weekday; use monday ... sunday (or mon ... sun)")
      }
      settings.firstWeekday = weekday
    }
    if let text = parsed.values["--today"] { settings.today = try date(text) }
    if let text = parsed.values["--color"] {
      guard let mode = ColourMode(rawValue: text) else {
        throw usage("\(QuotedInput.quoted(text)) is not a colour mode; use auto, always or never")
      }
      settings.colour = mode
    }
    if let text = parsed.values["--in-dates"] {
      switch text {
      case "none": settings.inDates = InDates.none
      case "fill": settings.inDates = .fillFirstRow
      default: throw usage("\(QuotedInput.quoted(text)) is not an in-dates mode; use none or fill")
      }
    }
    if let text = parsed.values["--out-dates"] {
      switch text {
      case "none": settings.outDates = OutDates.none
      case "row": settings.outDates = .tillEndOfRow
      case "grid": settings.outDates = .tillEndOfGrid
      default: throw usage("\(QuotedInput.quoted(text)) is not an out-dates mode; use none, row or grid")
      }
    }
    return settings
  }

  func nextTarget(_ text: String) throws(CLIError) -> NextTarget {
    if let target = NextTarget(name: text) { return target }
    let examples = FestivalCatalog.standard.festivals.prefix(8).map(\.key).joined(separator: ", ")
    throw usage(
      "\(QuotedInput.quoted(text)) is not a festival or solar term; use a name such as 中秋, 清明 or a key (\(examples), …)"
    )
  }

  /// `--format`, one of `allowed` (default: ics).
  func exportFormat(allowed: [ExportFormat]) throws(CLIError) -> ExportFormat {
    guard let text = parsed.values["--format"] else { return .ics }
    guard let format = ExportFormat(rawValue: text), allowed.contains(format) else {
      let names = allowed.map(\.rawValue).joined(separator: ", ")
      throw usage("\(QuotedInput.quoted(text)) is not a format here; use \(names)")
    }
    return format
  }

  /// `2026` or `2004..2026`.
  func yearRange(_ text: String) throws(CLIError) -> ClosedRange<Int> {
    let parts = text.components(separatedBy: "..")
    guard (1...2).contains(parts.count) else {
      throw usage("\(QuotedInput.quoted(text)) is not a year or a span of years; use 2026 or 2004..2026")
    }
    let first = try year(parts[0])
    let last = try year(parts[parts.count - 1])
    guard first <= last else {
      throw usage("the span \(text) ends before it starts; put the earlier year first")
    }
    return first...last
  }
}
