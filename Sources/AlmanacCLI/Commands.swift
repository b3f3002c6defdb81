import Almanac
import AlmanacServer

/// One command of `almanac`, declared once: its spec (name, help, positionals, options with
/// their value types and defaults; ``Specs``), how it reads its arguments, and how it runs. The
/// parser finds it by its spec's name in ``Commands/all``, help lists it from there, and running a
/// parsed command line is `command.run(context)`: there is no second list of commands to keep in
/// step, no payload enum and no dispatch switch.
protocol AlmanacCommand: Sendable, Equatable {
  /// The command's spec: what it is called and takes, for the parser, `--help` and errors.
  static var spec: CommandSpec { get }
  /// The command from its arguments, checked.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` naming the bad input.
  init(parsing arguments: ArgumentValues) throws(CLIError)
  /// Runs the command, writing its results to the context's output.
  func run(_ context: CommandContext) throws(CLIError)
}

extension AlmanacCommand {
  /// Whether `other` is the same command with the same arguments (for tests, which compare a
  /// parsed command line with the command they expect).
  func isEqual(to other: any AlmanacCommand) -> Bool {
    (other as? Self) == self
  }
}

/// Where a command writes and what it may read of its process.
struct CommandContext {
  /// Standard output (buffered).
  let output: Output
  /// Standard error: notes and the server's start line.
  let errors: Output
  /// The process environment (the data directory, `NO_COLOR`, `ALMANAC_TODAY`).
  let environment: [String: String]
}

/// The commands, in the order `--help` lists them, and the ones under `holidays` and `export`.
enum Commands {
  /// Every command `almanac` runs: what help lists, then `holidays …` and `export …`.
  static let all: [any AlmanacCommand.Type] = listed + nested

  /// The commands `almanac --help` lists, in its order.
  static let listed: [any AlmanacCommand.Type] = [
    Month.self, Year.self, Today.self, Day.self, Lunar.self, Solar.self, Terms.self, Holidays.self,
    Workdays.self, Next.self, Export.self, Serve.self, Publish.self, TradingDays.self,
  ]

  /// The commands named by two words.
  static let nested: [any AlmanacCommand.Type] = [
    ExportHolidays.self, ExportDays.self, ExportFacts.self, ExportLunarEvents.self, HolidaysImport.self, HolidaysUpdate.self,
    HolidaysSources.self, HolidaysRemove.self,
  ]

  /// The command that runs when none is named (`almanac`, `almanac 2026-10`, `almanac --json`).
  static let defaultCommand: any AlmanacCommand.Type = Month.self

  /// The command a command line names: the two-word one its first two words name, else the one
  /// its first word names.
  static func named(by arguments: [String]) -> (any AlmanacCommand.Type)? {
    if arguments.count > 1, let nested = nested.first(where: { $0.spec.name == "\(arguments[0]) \(arguments[1])" }) {
      return nested
    }
    return listed.first { $0.spec.name == arguments.first }
  }

  // MARK: - Pages

  /// `almanac month [YYYY-MM]`.
  struct Month: AlmanacCommand {
    static var spec: CommandSpec { Specs.month }
    var year: Int?
    var month: Int?
    var settings: GridSettings
    var presentation: Presentation

    init(year: Int?, month: Int?, _ settings: GridSettings, _ presentation: Presentation) {
      (self.year, self.month, self.settings, self.presentation) = (year, month, settings, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let month = try arguments.parsed.positionals.first.map { text throws(CLIError) in try arguments.yearMonth(text) }
      self.init(
        year: month?.year, month: month?.month, try arguments.gridSettings(), try arguments.presentation())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try MonthCommand(output: context.output, notes: context.errors, environment: context.environment).month(
        year: year, month: month, settings, presentation)
    }
  }

  /// `almanac year YYYY`.
  struct Year: AlmanacCommand {
    static var spec: CommandSpec { Specs.year }
    var year: Int
    var settings: GridSettings
    var presentation: Presentation

    init(_ year: Int, _ settings: GridSettings, _ presentation: Presentation) {
      (self.year, self.settings, self.presentation) = (year, settings, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      self.init(
        try arguments.year(arguments.parsed.positionals[0]), try arguments.gridSettings(),
        try arguments.presentation())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try MonthCommand(output: context.output, notes: context.errors, environment: context.environment).year(
        year, settings, presentation)
    }
  }

  // MARK: - Days

  /// `almanac today`.
  struct Today: AlmanacCommand {
    static var spec: CommandSpec { Specs.todayCommand }
    var presentation: Presentation
    var holidays: HolidayOptions

    init(_ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.presentation, self.holidays) = (presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      self.init(try arguments.presentation(), try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try DayCommand(output: context.output, notes: context.errors, environment: context.environment).run(
        CivilDate.today(), presentation, holidays, isToday: true)
    }
  }

  /// `almanac day DATE` or `almanac day DATETHH:MM`.
  struct Day: AlmanacCommand {
    static var spec: CommandSpec { Specs.day }
    var date: CivilDate
    var presentation: Presentation
    var holidays: HolidayOptions
    var time: BeijingTime?
    var lateZi: LateZiHour

    init(
      _ date: CivilDate, _ presentation: Presentation, _ holidays: HolidayOptions, time: BeijingTime? = nil,
      lateZi: LateZiHour = .nextDay
    ) {
      (self.date, self.presentation, self.holidays, self.time, self.lateZi) =
        (date, presentation, holidays, time, lateZi)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      let lateZi = try arguments.choice(Specs.lateZi)
      let text = arguments.parsed.positionals[0]
      // A date, or a time of day: a date with `T` (or a space) and a clock after it.
      guard BeijingTime.isTimeText(text) else {
        if lateZi != nil { throw .usage("--late-zi needs a time, YYYY-MM-DDTHH:MM", for: Self.spec) }
        self.init(try arguments.date(text), presentation, try arguments.holidayOptions())
        return
      }
      let time = try arguments.time(text)
      self.init(time.date, presentation, try arguments.holidayOptions(), time: time, lateZi: lateZi ?? .nextDay)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try DayCommand(output: context.output, notes: context.errors, environment: context.environment).run(
        date, presentation, holidays, time: time.map { ($0, lateZi) })
    }
  }

  /// `almanac lunar DATE|FROM..TO`.
  struct Lunar: AlmanacCommand {
    static var spec: CommandSpec { Specs.lunar }
    var range: ClosedRange<CivilDate>
    var presentation: Presentation

    init(_ range: ClosedRange<CivilDate>, _ presentation: Presentation) {
      (self.range, self.presentation) = (range, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      self.init(try arguments.dateRange(arguments.parsed.positionals[0]), presentation)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      LunarCommands(output: context.output).lunar(range, presentation)
    }
  }

  /// `almanac solar LUNAR-DATE`.
  struct Solar: AlmanacCommand {
    static var spec: CommandSpec { Specs.solar }
    var date: LunarDate
    var presentation: Presentation

    init(_ date: LunarDate, _ presentation: Presentation) {
      (self.date, self.presentation) = (date, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      self.init(try arguments.lunarDate(arguments.parsed.positionals[0]), presentation)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try LunarCommands(output: context.output).solar(date, presentation)
    }
  }

  /// `almanac terms YEAR`.
  struct Terms: AlmanacCommand {
    static var spec: CommandSpec { Specs.terms }
    var year: Int
    var presentation: Presentation

    init(_ year: Int, _ presentation: Presentation) {
      (self.year, self.presentation) = (year, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      self.init(try arguments.year(arguments.parsed.positionals[0]), presentation)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try TermsCommand(output: context.output).run(year: year, presentation)
    }
  }

  /// `almanac next NAME [--after DATE]`.
  struct Next: AlmanacCommand {
    static var spec: CommandSpec { Specs.next }
    var target: NextTarget
    var after: CivilDate?
    var presentation: Presentation

    init(_ target: NextTarget, after: CivilDate?, _ presentation: Presentation) {
      (self.target, self.after, self.presentation) = (target, after, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      let after = try arguments.parsed.value(Specs.after).map { text throws(CLIError) in try arguments.date(text) }
      self.init(try arguments.nextTarget(arguments.parsed.positionals[0]), after: after, presentation)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try NextCommand(output: context.output).run(target, after: after ?? CivilDate.today(), presentation)
    }
  }

  // MARK: - Holidays and working days

  /// `almanac holidays YEAR`.
  struct Holidays: AlmanacCommand {
    static var spec: CommandSpec { Specs.holidayList }
    var year: Int
    var presentation: Presentation
    var holidays: HolidayOptions

    init(_ year: Int, _ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.year, self.presentation, self.holidays) = (year, presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      self.init(try arguments.year(arguments.parsed.positionals[0]), presentation, try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayCommands(output: context.output, notes: context.errors, environment: context.environment).list(
        year: year, presentation, holidays)
    }
  }

  /// The two dates of `workdays` and `trading-days`, the earlier first.
  static func span(_ arguments: ArgumentValues) throws(CLIError) -> (from: CivilDate, to: CivilDate) {
    let from = try arguments.date(arguments.parsed.positionals[0])
    let to = try arguments.date(arguments.parsed.positionals[1])
    guard from <= to else {
      throw .usage("\(from) is after \(to); put the earlier date first", for: arguments.spec)
    }
    return (from, to)
  }

  /// `--from` and `--to` of an export: the first day defaults to 1 January of this year (or of
  /// `--to`'s), the last to 31 December of the `years`th year from the first's; the earlier first.
  static func span(
    _ arguments: ArgumentValues, from fromOption: OptionSpec, to toOption: OptionSpec, years: Int
  ) throws(CLIError) -> (start: CivilDate, end: CivilDate) {
    let parsed = arguments.parsed
    let from = try parsed.value(fromOption).map { text throws(CLIError) in try arguments.date(text) }
    let to = try parsed.value(toOption).map { text throws(CLIError) in try arguments.date(text) }
    let start = from ?? CivilDate(year: (to ?? CivilDate.today()).year, month: 1, day: 1) ?? .min
    let end = to ?? CivilDate(year: min(start.year + years - 1, 9999), month: 12, day: 31) ?? .max
    guard start <= end else {
      throw .usage("--from \(start) is after --to \(end); put the earlier date first", for: arguments.spec)
    }
    return (start, end)
  }

  /// `almanac workdays FROM TO`.
  struct Workdays: AlmanacCommand {
    static var spec: CommandSpec { Specs.workdays }
    var from: CivilDate
    var to: CivilDate
    var presentation: Presentation
    var holidays: HolidayOptions

    init(_ from: CivilDate, _ to: CivilDate, _ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.from, self.to, self.presentation, self.holidays) = (from, to, presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      let span = try Commands.span(arguments)
      self.init(span.from, span.to, presentation, try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayCommands(output: context.output, notes: context.errors, environment: context.environment).count(
        from: from, to: to, presentation, holidays)
    }
  }

  /// `almanac trading-days FROM TO`.
  struct TradingDays: AlmanacCommand {
    static var spec: CommandSpec { Specs.tradingDays }
    var from: CivilDate
    var to: CivilDate
    var presentation: Presentation
    var holidays: HolidayOptions

    init(_ from: CivilDate, _ to: CivilDate, _ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.from, self.to, self.presentation, self.holidays) = (from, to, presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let presentation = try arguments.presentation()
      let span = try Commands.span(arguments)
      self.init(span.from, span.to, presentation, try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayCommands(output: context.output, notes: context.errors, environment: context.environment)
        .tradingDays(from: from, to: to, presentation, holidays)
    }
  }

  /// `almanac holidays import FILE [--region R | --overlay NAME]`.
  struct HolidaysImport: AlmanacCommand {
    static var spec: CommandSpec { Specs.holidaysImport }
    var file: String
    var region: HolidayRegion?
    /// The overlay's name: the file is an overlay, stored under it.
    var overlay: String?

    init(file: String, region: HolidayRegion? = nil, overlay: String? = nil) {
      (self.file, self.region, self.overlay) = (file, region, overlay)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      if let name = parsed.value(Specs.importOverlay) {
        guard HolidayOverlay.isName(name) else {
          throw .usage(HolidayOverlayError.badName(name).description, for: Self.spec)
        }
        guard parsed.value(Specs.region) == nil else {
          throw .usage(
            "an overlay's region is in its file (\"region\"); --region is for holiday files", for: Self.spec)
        }
        self.init(file: parsed.positionals[0], overlay: name)
        return
      }
      let region = try parsed.value(Specs.region).map { text throws(CLIError) in try arguments.region(text) }
      self.init(file: parsed.positionals[0], region: region)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let commands = HolidayDataCommands(output: context.output, notes: context.errors, environment: context.environment)
      if let overlay {
        try commands.importOverlay(file, name: overlay)
      } else {
        try commands.importFile(file, region: region)
      }
    }
  }

  /// `almanac holidays update [--from URL]… [--accept-changes] [--dry-run] [--timeout D]`.
  struct HolidaysUpdate: AlmanacCommand {
    static var spec: CommandSpec { Specs.holidaysUpdate }
    var sources: [String]
    var acceptChanges: Bool
    var dryRun: Bool
    var timeout: Int
    var json: Bool

    init(sources: [String], acceptChanges: Bool, dryRun: Bool, timeout: Int, json: Bool) {
      (self.sources, self.acceptChanges, self.dryRun, self.timeout, self.json) =
        (sources, acceptChanges, dryRun, timeout, json)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      self.init(
        sources: parsed.all(Specs.updateSources), acceptChanges: parsed.has(Specs.acceptChanges),
        dryRun: parsed.has(Specs.dryRun), timeout: try parsed.value(Specs.updateTimeout).map(arguments.duration) ?? 20,
        json: parsed.has(Specs.json))
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayDataCommands(output: context.output, notes: context.errors, environment: context.environment).update(
        sources: sources, acceptChanges: acceptChanges, dryRun: dryRun, timeout: timeout, json: json)
    }
  }

  /// `almanac holidays sources`.
  struct HolidaysSources: AlmanacCommand {
    static var spec: CommandSpec { Specs.holidaysSources }
    var presentation: Presentation
    var holidays: HolidayOptions

    init(_ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.presentation, self.holidays) = (presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      self.init(try arguments.presentation(), try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayDataCommands(output: context.output, notes: context.errors, environment: context.environment).sources(
        presentation, holidays)
    }
  }

  /// `almanac holidays remove REGION YEAR` or `--overlay NAME`.
  struct HolidaysRemove: AlmanacCommand {
    /// What to remove.
    enum Target: Equatable {
      case year(HolidayRegion, Int)
      case overlay(String)
    }

    static var spec: CommandSpec { Specs.holidaysRemove }
    var target: Target

    init(_ target: Target) { self.target = target }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      if let name = parsed.value(Specs.removeOverlay) {
        guard parsed.positionals.isEmpty else {
          throw .usage("holidays remove --overlay <name> takes no region or year", for: Self.spec)
        }
        guard HolidayOverlay.isName(name) else {
          throw .usage(HolidayOverlayError.badName(name).description, for: Self.spec)
        }
        self.init(.overlay(name))
        return
      }
      guard parsed.positionals.count == 2 else {
        throw .usage("expected a region and a year (CN 2027), or --overlay <name>", for: Self.spec)
      }
      self.init(.year(try arguments.region(parsed.positionals[0]), try arguments.year(parsed.positionals[1])))
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let commands = HolidayDataCommands(output: context.output, notes: context.errors, environment: context.environment)
      switch target {
      case .overlay(let name): try commands.removeOverlay(name)
      case .year(let region, let year): try commands.remove(region: region, year: year)
      }
    }
  }

  // MARK: - Export

  /// `almanac export`: only its help; a kind of export (`export holidays`) is its own command.
  struct Export: AlmanacCommand {
    static var spec: CommandSpec { Specs.export }

    init() {}

    /// Never reached: ``Command/parse(_:)`` sends `export KIND` to the kind's command and refuses
    /// anything else with export's usage.
    init(parsing arguments: ArgumentValues) throws(CLIError) {
      throw .usage("export needs what to write: holidays, days, facts or lunar-events", for: Self.spec)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      context.output.write(Self.spec.help())
    }
  }

  /// `almanac export holidays`.
  struct ExportHolidays: AlmanacCommand {
    static var spec: CommandSpec { Specs.exportHolidays }
    var holidays: HolidayOptions
    var years: ClosedRange<Int>?
    var format: ExportFormat

    init(_ holidays: HolidayOptions, years: ClosedRange<Int>?, format: ExportFormat) {
      (self.holidays, self.years, self.format) = (holidays, years, format)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let format = try arguments.exportFormat(Specs.format)
      let years = try arguments.parsed.value(Specs.exportYears).map { text throws(CLIError) in
        try arguments.yearRange(text)
      }
      if format == .holidayCN, years.map({ $0.count != 1 }) ?? true {
        throw .usage("holiday-cn JSON holds one year; give it with --years YYYY", for: Self.spec)
      }
      self.init(try arguments.holidayOptions(), years: years, format: format)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try ExportCommand(output: context.output, notes: context.errors, environment: context.environment).holidays(
        holidays, years: years, format: format)
    }
  }

  /// `almanac export days`.
  struct ExportDays: AlmanacCommand {
    static var spec: CommandSpec { Specs.exportDays }
    var from: CivilDate
    var to: CivilDate
    var format: ExportFormat
    var presentation: Presentation
    var holidays: HolidayOptions

    init(
      from: CivilDate, to: CivilDate, format: ExportFormat, _ presentation: Presentation, _ holidays: HolidayOptions
    ) {
      (self.from, self.to, self.format, self.presentation, self.holidays) = (from, to, format, presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      let format = try arguments.exportFormat(Specs.dayFormat)
      if format == .ics, let option = [Specs.holidays, Specs.region.spec].first(where: { parsed.value($0) != nil })?.name {
        throw .usage(
          "\(option) does nothing for the 农历 day feed (--format ics), which has no holidays; it goes with --format json",
          for: Self.spec)
      }
      let (start, end) = try Commands.span(arguments, from: Specs.dayFeedFrom, to: Specs.dayFeedTo, years: 1)
      self.init(from: start, to: end, format: format, try arguments.presentation(), try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try ExportCommand(output: context.output, notes: context.errors, environment: context.environment).days(
        from: from, to: to, format: format, presentation, holidays)
    }
  }

  /// `almanac export facts`: every day's ``DayFacts`` from one date through another.
  struct ExportFacts: AlmanacCommand {
    static var spec: CommandSpec { Specs.exportFacts }
    var from: CivilDate
    var to: CivilDate
    var format: ExportFormat
    var presentation: Presentation
    var holidays: HolidayOptions

    init(
      from: CivilDate, to: CivilDate, format: ExportFormat, _ presentation: Presentation, _ holidays: HolidayOptions
    ) {
      (self.from, self.to, self.format, self.presentation, self.holidays) = (from, to, format, presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let format = try arguments.choice(Specs.factFormat) ?? .json
      let (start, end) = try Commands.span(arguments, from: Specs.factsFrom, to: Specs.factsTo, years: 1)
      self.init(from: start, to: end, format: format, try arguments.presentation(), try arguments.holidayOptions())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try ExportCommand(output: context.output, notes: context.errors, environment: context.environment).facts(
        from: from, to: to, format: format, presentation, holidays)
    }
  }

  /// `almanac export lunar-events TITLE=DAY…`: the events, their span (ten years from this one
  /// unless given) and how they are written.
  struct ExportLunarEvents: AlmanacCommand {
    static var spec: CommandSpec { Specs.exportLunarEvents }
    var events: [LunarEvent]
    var file: String?
    var leapMonth: LeapMonthPolicy
    var missingDay: MissingDayPolicy
    var from: CivilDate
    var to: CivilDate
    var style: LunarEventFeed.Style
    var presentation: Presentation

    init(
      _ events: [LunarEvent], file: String?, _ leapMonth: LeapMonthPolicy, _ missingDay: MissingDayPolicy,
      from: CivilDate, to: CivilDate, style: LunarEventFeed.Style, _ presentation: Presentation
    ) {
      (self.events, self.file, self.leapMonth, self.missingDay) = (events, file, leapMonth, missingDay)
      (self.from, self.to, self.style, self.presentation) = (from, to, style, presentation)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let spec = Self.spec
      let leap = try arguments.choice(Specs.leapMonth) ?? .ordinaryMonth
      let missing = try arguments.choice(Specs.missingDay) ?? .lastDay
      var events: [LunarEvent] = []
      for word in arguments.parsed.positionals {
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
      let (start, end) = try Commands.span(arguments, from: Specs.eventsFrom, to: Specs.eventsTo, years: 10)
      let style = try arguments.choice(Specs.eventStyle) ?? .occurrences
      let file = arguments.parsed.value(Specs.events)
      guard !events.isEmpty || file != nil else {
        throw .usage(
          "give the events: <title>=<lunar day> arguments, e.g. 腊八=腊月初八, or --events <file>", for: spec)
      }
      self.init(
        events, file: file, leap, missing, from: start, to: end, style: style, try arguments.presentation())
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try ExportCommand(output: context.output, notes: context.errors, environment: context.environment).lunarEvents(
        events, file: file, policies: (leapMonth, missingDay), from: from, to: to, style: style, presentation)
    }
  }

  // MARK: - Serving and publishing

  /// `almanac serve`.
  struct Serve: AlmanacCommand {
    static var spec: CommandSpec { Specs.serve }
    var settings: ServeSettings

    init(_ settings: ServeSettings) { self.settings = settings }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      // The defaults are the server's own (ServeRunner.Options), stated once.
      let defaults = ServeRunner.Options()
      var port = defaults.port
      if let text = parsed.value(Specs.servePort) {
        guard let value = UInt16(text) else {
          throw .usage("\(QuotedInput.quoted(text)) is not a port; use a number in 0...65535", for: Self.spec)
        }
        port = value
      }
      var settings = ServeSettings(
        host: parsed.value(Specs.serveHost) ?? defaults.host, port: port, holidays: try arguments.holidayOptions(),
        log: parsed.has(Specs.serveLog))
      for text in parsed.all(Specs.serveUpdateFrom) {
        guard let source = HolidayUpdateSource(text) else {
          throw .usage(HolidayUpdateError.badSource(text).description, for: Self.spec)
        }
        settings.updateFrom.append(source)
      }
      if let text = parsed.value(Specs.serveUpdateEvery) {
        guard !settings.updateFrom.isEmpty else {
          throw .usage("--update-every needs --update-from <url>: what to check", for: Self.spec)
        }
        settings.updateEvery = try arguments.duration(text)
      }
      self.init(settings)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let (host, options) = (settings.host, settings.holidays)
      var serve = ServeRunner.Options()
      serve.host = host
      serve.port = settings.port
      serve.setup = options.setup(environment: context.environment)
      serve.log = settings.log
      if !settings.updateFrom.isEmpty {
        guard serve.setup.dataDirectory != nil else {
          throw .usage(
            "--update-from stores what it fetches in the data directory, and there is none: set ALMANAC_DATA_DIR",
            for: Self.spec)
        }
        serve.updates = ServeRunner.Updates(
          sources: settings.updateFrom, every: settings.updateEvery,
          fetcher: SystemHolidayFetcher(userAgent: "almanac/\(almanacVersion)"))
      }
      let errors = context.errors
      do {
        try ServeRunner.run(serve) { port in
          errors.line("almanac serve: listening on http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
          errors.flush()
        }
      } catch {
        switch error {
        case .unavailable(let text), .cannotListen(let text): throw .unavailable(text)
        case .setup(let setupError): throw CLIError.holidaySetup(setupError, options)
        }
      }
    }
  }

  /// `almanac publish --out DIR`.
  struct Publish: AlmanacCommand {
    static var spec: CommandSpec { Specs.publish }
    var out: String
    var precompress: Bool

    init(out: String, precompress: Bool) { (self.out, self.precompress) = (out, precompress) }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      guard let out = arguments.parsed.value(Specs.publishOut), !out.isEmpty else {
        throw .usage("publish needs --out <directory>: where to write the tree", for: Self.spec)
      }
      self.init(out: out, precompress: arguments.parsed.has(Specs.publishPrecompress))
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayDataCommands(output: context.output, notes: context.errors, environment: context.environment).publish(
        out: out, precompress: precompress)
    }
  }
}
