import Almanac
import AlmanacServer

/// A parsed command line: what to do, with its arguments already checked.
enum Command: Equatable {
  case help(String)
  case version
  case today(Presentation, HolidayOptions)
  case day(CivilDate, Presentation, HolidayOptions, time: BeijingTime? = nil, lateZi: LateZiHour = .nextDay)
  case lunar(ClosedRange<CivilDate>, Presentation)
  case solar(LunarDate, Presentation)
  case terms(Int, Presentation)
  case holidays(Int, Presentation, HolidayOptions)
  case workdays(CivilDate, CivilDate, Presentation, HolidayOptions)
  case next(NextTarget, after: CivilDate?, Presentation)
  case month(year: Int?, month: Int?, GridSettings, Presentation)
  case year(Int, GridSettings, Presentation)
  case exportHolidays(HolidayOptions, years: ClosedRange<Int>?, format: ExportFormat)
  case exportDays(from: CivilDate, to: CivilDate, format: ExportFormat, Presentation, HolidayOptions)
  case exportLunarEvents(
    [LunarEvent], file: String?, LeapMonthPolicy, MissingDayPolicy, from: CivilDate, to: CivilDate,
    style: LunarEventFeed.Style, Presentation)
  case holidaysImport(file: String, region: HolidayRegion?)
  case holidaysImportOverlay(file: String, name: String)
  case holidaysRemoveOverlay(name: String)
  case holidaysUpdate(sources: [String], acceptChanges: Bool, dryRun: Bool, timeout: Int, json: Bool)
  case holidaysSources(Presentation, HolidayOptions)
  case holidaysRemove(region: HolidayRegion, year: Int)
  case serve(ServeSettings)
  case publish(out: String, precompress: Bool)
  case tradingDays(CivilDate, CivilDate, Presentation, HolidayOptions)
}

/// What `export` writes.
enum ExportFormat: String, Equatable, CaseIterable, Sendable {
  case ics
  case json
  case holidayCN = "holiday-cn"

  /// What `export holidays` writes.
  static let holidayFormats: [ExportFormat] = [.ics, .json, .holidayCN]
  /// What `export days` writes.
  static let dayFormats: [ExportFormat] = [.ics, .json]
}

/// How month and year pages are built and printed: what the command line changed. Everything it
/// leaves out is the library's default (`GridOptions()`), so the CLI and an app get the same page.
struct GridSettings: Equatable {
  var locale: String?
  var firstWeekday: Weekday?
  var today: CivilDate?
  var inDates: InDates?
  var outDates: OutDates?
  var subtitles: [SubtitleKind]?
  var colour = ColourMode.auto
  var holidays = HolidayOptions()

  /// The page options: the library's defaults, the command line's changes, today the library's
  /// (the clock in China, whatever the machine's zone) unless pinned, and the holiday table.
  func options(holidays table: HolidayTable?) -> GridOptions {
    var options = GridOptions(today: today ?? CivilDate.today(), holidays: table)
    if let locale { options.locale = locale }
    if let firstWeekday { options.firstWeekday = firstWeekday }
    if let inDates { options.inDates = inDates }
    if let outDates { options.outDates = outDates }
    if let subtitles { options.subtitlePriority = subtitles }
    return options
  }
}

/// When to colour terminal output.
enum ColourMode: String, Equatable, CaseIterable, Sendable {
  case auto, always, never
}

/// How results are printed.
struct Presentation: Equatable {
  var json = false
  /// A self-contained HTML page instead of terminal text (month and year).
  var html = false
  /// The lunisolar calendar of the lunar dates.
  var calendar = LunarCalendar.chinese
  var script = ChineseScript.simplified
}

/// Which holiday table to use.
struct HolidayOptions: Equatable {
  var region = HolidayRegion.mainlandChina
  /// Whether `--region` was given; without it a loaded file's own region wins.
  var regionIsExplicit = false
  /// A file to load over the table in force, for this command.
  var file: String?
  /// What to assume of a year without an arrangement (`--assume`), if anything.
  var assumption: HolidayAssumption?
  /// `--official`: the official table alone, without the data directory's overlays.
  var official = false
  /// The command the options belong to (its spec's name, `holidays import` for a nested one):
  /// a region found to have no data when the command runs is refused with that command's usage
  /// line and help hint.
  var command = ""

  /// The usage line of ``command``.
  var usageLine: String { spec.usageLine }
  /// Where the help of ``command`` is.
  var helpHint: String { spec.helpHint }

  private var spec: CommandSpec {
    Specs.subcommands.first { $0.name == command } ?? Specs.tool
  }
}

/// What `almanac next` looks for.
typealias NextTarget = NextOccurrence.Target

extension Command {
  /// Parses the words after `almanac`. A pure function: no I/O, no clock.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` with a message naming the bad input.
  static func parse(_ arguments: [String]) throws(CLIError) -> Command {
    guard let first = arguments.first else { return try parse([Specs.defaultSubcommand.name]) }
    if first == "--version" { return .version }
    if first == "-h" || first == "--help" { return .help(Specs.toolHelp) }
    if first == "help" {
      guard arguments.count > 1 else { return .help(Specs.toolHelp) }
      guard let spec = Specs.subcommands.first(where: { $0.name == arguments[1] }) else {
        throw .usage(
          "unknown subcommand \(QuotedInput.quoted(arguments[1]))"
            + Suggestion.hint(for: arguments[1], among: Specs.subcommands.map(\.name)), for: Specs.tool)
      }
      return .help(spec.help())
    }
    if first.hasPrefix("-") || ArgumentValues.isYearMonth(first) {
      // Options or a month without a subcommand belong to the default command.
      return try parse([Specs.defaultSubcommand.name] + arguments)
    }
    if first == Subcommand.export.rawValue { return try parseExport(Array(arguments.dropFirst())) }
    if first == Subcommand.holidays.rawValue, arguments.count > 1,
      let data = HolidayDataSubcommand(rawValue: arguments[1])
    {
      return try parseHolidayData(data, Array(arguments.dropFirst(2)))
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      let names = Specs.subcommands.map(\.name).joined(separator: ", ")
      throw .usage(
        "unknown subcommand \(QuotedInput.quoted(first))"
          + Suggestion.hint(for: first, among: Specs.subcommands.map(\.name) + ["help"])
          + " (expected one of: \(names))",
        for: Specs.tool)
    }
    let spec = subcommand.spec
    let parsed = try spec.parse(Array(arguments.dropFirst()))
    if parsed.wantsHelp { return .help(spec.help()) }
    let values = ArgumentValues(parsed: parsed, spec: spec)
    let presentation = try values.presentation()
    let positionals = parsed.positionals
    switch subcommand {
    case .day:
      let lateZi = try values.choice(Specs.lateZi)
      let text = positionals[0]
      // A date, or a time of day: a date with `T` (or a space) and a clock after it.
      guard BeijingTime.isTimeText(text) else {
        if lateZi != nil { throw .usage("--late-zi needs a time, YYYY-MM-DDTHH:MM", for: spec) }
        return .day(try values.date(text), presentation, try values.holidayOptions())
      }
      let time = try values.time(text)
      return .day(
        time.date, presentation, try values.holidayOptions(), time: time, lateZi: lateZi ?? .nextDay)
    case .lunar: return .lunar(try values.dateRange(positionals[0]), presentation)
    case .solar: return .solar(try values.lunarDate(positionals[0]), presentation)
    case .terms: return .terms(try values.year(positionals[0]), presentation)
    case .holidays:
      return .holidays(try values.year(positionals[0]), presentation, try values.holidayOptions())
    case .workdays:
      let from = try values.date(positionals[0])
      let to = try values.date(positionals[1])
      guard from <= to else {
        throw .usage("\(from) is after \(to); put the earlier date first", for: spec)
      }
      return .workdays(from, to, presentation, try values.holidayOptions())
    case .next:
      let after = try parsed.value(Specs.after).map { text throws(CLIError) in try values.date(text) }
      return .next(try values.nextTarget(positionals[0]), after: after, presentation)
    case .month:
      let month = try positionals.first.map { text throws(CLIError) in try values.yearMonth(text) }
      return .month(year: month?.year, month: month?.month, try values.gridSettings(), presentation)
    case .year: return .year(try values.year(positionals[0]), try values.gridSettings(), presentation)
    case .today: return .today(presentation, try values.holidayOptions())
    case .export: return try parseExport(Array(arguments.dropFirst()))
    case .tradingDays:
      let from = try values.date(positionals[0])
      let to = try values.date(positionals[1])
      guard from <= to else { throw .usage("\(from) is after \(to); put the earlier date first", for: spec) }
      return .tradingDays(from, to, presentation, try values.holidayOptions())
    case .serve:
      // The defaults are the server's own (ServeRunner.Options), stated once.
      let defaults = ServeRunner.Options()
      var port = defaults.port
      if let text = parsed.value(Specs.servePort) {
        guard let value = UInt16(text) else {
          throw .usage("\(QuotedInput.quoted(text)) is not a port; use a number in 0...65535", for: spec)
        }
        port = value
      }
      var settings = ServeSettings(
        host: parsed.value(Specs.serveHost) ?? defaults.host, port: port, holidays: try values.holidayOptions(),
        log: parsed.has(Specs.serveLog))
      for text in parsed.all(Specs.serveUpdateFrom) {
        guard let source = HolidayUpdateSource(text) else {
          throw .usage(HolidayUpdateError.badSource(text).description, for: spec)
        }
        settings.updateFrom.append(source)
      }
      if let text = parsed.value(Specs.serveUpdateEvery) {
        guard !settings.updateFrom.isEmpty else {
          throw .usage("--update-every needs --update-from <url>: what to check", for: spec)
        }
        settings.updateEvery = try values.duration(text)
      }
      return .serve(settings)
    case .publish:
      guard let out = parsed.value(Specs.publishOut), !out.isEmpty else {
        throw .usage("publish needs --out <directory>: where to write the tree", for: spec)
      }
      return .publish(out: out, precompress: parsed.has(Specs.publishPrecompress))
    }
  }

  /// `holidays import FILE`, `holidays sources`, `holidays remove REGION YEAR`.
  private static func parseHolidayData(_ kind: HolidayDataSubcommand, _ arguments: [String]) throws(CLIError)
    -> Command
  {
    let spec = kind.spec
    let parsed = try spec.parse(arguments)
    if parsed.wantsHelp { return .help(spec.help()) }
    let values = ArgumentValues(parsed: parsed, spec: spec)
    switch kind {
    case .import:
      if let name = parsed.value(Specs.importOverlay) {
        guard HolidayOverlay.isName(name) else { throw .usage(HolidayOverlayError.badName(name).description, for: spec) }
        guard parsed.value(Specs.region) == nil else {
          throw .usage("an overlay's region is in its file (\"region\"); --region is for holiday files", for: spec)
        }
        return .holidaysImportOverlay(file: parsed.positionals[0], name: name)
      }
      let region = try parsed.value(Specs.region).map { text throws(CLIError) in try values.region(text) }
      return .holidaysImport(file: parsed.positionals[0], region: region)
    case .update:
      return .holidaysUpdate(
        sources: parsed.all(Specs.updateSources), acceptChanges: parsed.has(Specs.acceptChanges),
        dryRun: parsed.has(Specs.dryRun), timeout: try parsed.value(Specs.updateTimeout).map(values.duration) ?? 20,
        json: parsed.has(Specs.json))
    case .sources:
      return .holidaysSources(try values.presentation(), try values.holidayOptions())
    case .remove:
      if let name = parsed.value(Specs.removeOverlay) {
        guard parsed.positionals.isEmpty else {
          throw .usage("holidays remove --overlay <name> takes no region or year", for: spec)
        }
        guard HolidayOverlay.isName(name) else { throw .usage(HolidayOverlayError.badName(name).description, for: spec) }
        return .holidaysRemoveOverlay(name: name)
      }
      guard parsed.positionals.count == 2 else {
        throw .usage("expected a region and a year (CN 2027), or --overlay <name>", for: spec)
      }
      return .holidaysRemove(
        region: try values.region(parsed.positionals[0]), year: try values.year(parsed.positionals[1]))
    }
  }

  /// `export holidays …` and `export days …`.
  private static func parseExport(_ arguments: [String]) throws(CLIError) -> Command {
    guard let kind = arguments.first, !kind.hasPrefix("-") else {
      if arguments.first == "-h" || arguments.first == "--help" { return .help(Specs.export.help()) }
      throw .usage("export needs what to write: holidays, days or lunar-events", for: Specs.export)
    }
    guard let export = ExportSubcommand(rawValue: kind) else {
      throw .usage(
        "\(QuotedInput.quoted(kind)) is not something export writes"
          + Suggestion.hint(for: kind, among: ExportSubcommand.allCases.map(\.rawValue))
          + " (use holidays, days or lunar-events)",
        for: Specs.export)
    }
    let spec = export.spec
    let parsed = try spec.parse(Array(arguments.dropFirst()))
    if parsed.wantsHelp { return .help(spec.help()) }
    let values = ArgumentValues(parsed: parsed, spec: spec)
    if export == .lunarEvents { return try parseLunarEvents(values) }
    let format = try values.exportFormat(export == .days ? Specs.dayFormat : Specs.format)
    if export == .holidays {
      let years = try parsed.value(Specs.exportYears).map { text throws(CLIError) in try values.yearRange(text) }
      if format == .holidayCN, years.map({ $0.count != 1 }) ?? true {
        throw .usage("holiday-cn JSON holds one year; give it with --years YYYY", for: spec)
      }
      return .exportHolidays(try values.holidayOptions(), years: years, format: format)
    }
    if format == .ics, let option = [Specs.holidays, Specs.region.spec].first(where: { parsed.value($0) != nil })?.name {
      throw .usage(
        "\(option) does nothing for the 农历 day feed (--format ics), which has no holidays; it goes with --format json",
        for: spec)
    }
    let from = try parsed.value(Specs.dayFeedFrom).map { text throws(CLIError) in try values.date(text) }
    let to = try parsed.value(Specs.dayFeedTo).map { text throws(CLIError) in try values.date(text) }
    let start = from ?? CivilDate(year: (to ?? CivilDate.today()).year, month: 1, day: 1) ?? .min
    let end = to ?? CivilDate(year: start.year, month: 12, day: 31) ?? .max
    guard start <= end else {
      throw .usage("--from \(start) is after --to \(end); put the earlier date first", for: spec)
    }
    return .exportDays(
      from: start, to: end, format: format, try values.presentation(), try values.holidayOptions())
  }

  /// `export lunar-events TITLE=DAY...`: the events, their span (ten years from this one unless
  /// given) and how they are written.
  private static func parseLunarEvents(_ values: ArgumentValues) throws(CLIError) -> Command {
    let spec = values.spec
    let leap = try values.choice(Specs.leapMonth) ?? .ordinaryMonth
    let missing = try values.choice(Specs.missingDay) ?? .lastDay
    var events: [LunarEvent] = []
    for word in values.parsed.positionals {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        throw .usage(
          "\(QuotedInput.quoted(word)) is not an event; use <title>=<lunar day>, e.g. 奶奶生日=闰四月十五 or 腊八=12-08",
          for: spec)
      }
      let title = String(word[..<equals])
      let day = String(word[word.index(after: equals)...])
      if let problem = LunarEvent.titleProblem(title) {
        throw .usage("\(QuotedInput.quoted(word)): \(problem)", for: spec)
      }
      guard let recurrence = LunarRecurrence(day, leapMonth: leap, missingDay: missing) else {
        throw .usage(
          "\(QuotedInput.quoted(day)) is not a lunar day; use a name such as 腊月初八 or 闰四月十五, or MM-DD / LMM-DD (month 01...12, day 01...30)",
          for: spec)
      }
      events.append(LunarEvent(title: title, recurrence: recurrence))
    }
    let from = try values.parsed.value(Specs.eventsFrom).map { text throws(CLIError) in try values.date(text) }
    let to = try values.parsed.value(Specs.eventsTo).map { text throws(CLIError) in try values.date(text) }
    let start = from ?? CivilDate(year: (to ?? CivilDate.today()).year, month: 1, day: 1) ?? .min
    let end = to ?? CivilDate(year: min(start.year + 9, 9999), month: 12, day: 31) ?? .max
    guard start <= end else {
      throw .usage("--from \(start) is after --to \(end); put the earlier date first", for: spec)
    }
    let style = try values.choice(Specs.eventStyle) ?? .occurrences
    let file = values.parsed.value(Specs.events)
    guard !events.isEmpty || file != nil else {
      throw .usage(
        "give the events: <title>=<lunar day> arguments, e.g. 腊八=腊月初八, or --events <file>", for: spec)
    }
    return .exportLunarEvents(
      events, file: file, leap, missing, from: start, to: end, style: style, try values.presentation())
  }
}

/// What `almanac serve` was asked: where to listen, the tables, the log, and where to keep
/// itself current from.
struct ServeSettings: Equatable {
  var host: String
  var port: UInt16
  var holidays: HolidayOptions
  var log: Bool
  /// `--update-from`: sources checked at start and every ``updateEvery`` seconds.
  var updateFrom: [HolidayUpdateSource] = []
  /// `--update-every`, in seconds (default ``defaultUpdateEvery``).
  var updateEvery = ServeSettings.defaultUpdateEvery
  /// Six hours: what `--update-every` is without the option (its help says so from this value).
  static let defaultUpdateEvery = 6 * 3_600
}
