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

  /// A time of day in Beijing time (or with an offset), whose 八字 the solar terms' years know.
  func time(_ text: String) throws(CLIError) -> BeijingTime {
    guard let time = BeijingTime(text) else {
      throw usage(
        "\(QuotedInput.quoted(text)) is not a valid time; use YYYY-MM-DDTHH:MM[:SS] (Beijing time), optionally with Z or an offset such as +08:00"
      )
    }
    // The pillars need the 节 before the time: from 1000's first 节 (小寒) to the end of 3000.
    guard EightCharacters(time, lateZi: .nextDay) != nil else {
      throw usage(
        "\(QuotedInput.quoted(text)) is outside the solar terms' years (from 1000's 小寒 to the end of 3000), which a time's 八字 needs"
      )
    }
    return time
  }

  /// A duration: a whole number with s, m, h or d (`90s`, `30m`, `6h`, `1d`), from one second to
  /// 30 days; in seconds.
  func duration(_ text: String) throws(CLIError) -> Int {
    let units: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    guard let unit = text.last.flatMap({ units[$0] }), text.count <= 8,
      let count = Int(text.dropLast()), text.dropLast().allSatisfy(\.isASCII), (1...30 * 86_400).contains(count * unit)
    else {
      throw usage("\(QuotedInput.quoted(text)) is not a duration; use a whole number with s, m, h or d (90s, 30m, 6h, 1d), at most 30d")
    }
    return count * unit
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
    var result = Presentation(json: parsed.has(Specs.json), html: parsed.has(Specs.html))
    if result.json && result.html { throw usage("--json and --html cannot be combined; choose one") }
    if let variant = try choice(Specs.calendar) {
      result.calendar = LunarCalendar(variant: variant)
    }
    if let script = try choice(Specs.script) { result.script = script }
    result.names = try choice(Specs.names)
    return result
  }

  /// A region code (two to eight letters); any region, since imported files may name others.
  func region(_ text: String) throws(CLIError) -> HolidayRegion { try choice(text, HolidayRegion.self) }

  /// `--assume weekends|law` (and its older spelling `--assume-weekends`).
  func assumption() throws(CLIError) -> HolidayAssumption? {
    var result = try choice(Specs.assume)
    if parsed.has(Specs.assumeWeekends) {
      guard result == nil || result == .weekends else {
        throw usage("--assume-weekends and --assume \(parsed.value(Specs.assume) ?? "") disagree; give one")
      }
      result = .weekends
    }
    return result
  }

  func holidayOptions() throws(CLIError) -> HolidayOptions {
    var options = HolidayOptions(file: parsed.value(Specs.holidays), assumption: try assumption())
    options.official = parsed.has(Specs.official)
    options.command = spec.name
    if let text = parsed.value(Specs.region) {
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
    settings.locale = parsed.value(Specs.locale)
    settings.firstWeekday = try choice(Specs.firstWeekday)
    if let text = parsed.value(Specs.today) { settings.today = try date(text) }
    if let mode = try choice(Specs.color) { settings.colour = mode }
    settings.inDates = try choice(Specs.inDates)
    settings.outDates = try choice(Specs.outDates)
    if let text = parsed.value(Specs.subtitles) {
      do throws(OptionValueError) {
        settings.subtitles = try SubtitleKind.parseList(text)
      } catch {
        throw usage(error.description)
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

  /// `--format`, one of the values the option allows here (default: ics).
  func exportFormat(_ option: ChoiceOption<ExportFormat>) throws(CLIError) -> ExportFormat {
    try choice(option) ?? .ics
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
