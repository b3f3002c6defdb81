import Almanac

// The commands of `almanac`: holidays and working days.
extension Commands {
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

  /// `almanac workdays FROM TO`.
  struct Workdays: DateSpanCommand {
    static var spec: CommandSpec { Specs.workdays }
    var from: CivilDate
    var to: CivilDate
    var presentation: Presentation
    var holidays: HolidayOptions

    init(_ from: CivilDate, _ to: CivilDate, _ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.from, self.to, self.presentation, self.holidays) = (from, to, presentation, holidays)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayCommands(output: context.output, notes: context.errors, environment: context.environment).count(
        from: from, to: to, presentation, holidays)
    }
  }

  /// `almanac trading-days FROM TO`.
  struct TradingDays: DateSpanCommand {
    static var spec: CommandSpec { Specs.tradingDays }
    var from: CivilDate
    var to: CivilDate
    var presentation: Presentation
    var holidays: HolidayOptions
    var market = TradingCalendar.Market.shanghaiShenzhen

    init(_ from: CivilDate, _ to: CivilDate, _ presentation: Presentation, _ holidays: HolidayOptions) {
      (self.from, self.to, self.presentation, self.holidays) = (from, to, presentation, holidays)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let market = try arguments.choice(Specs.market) ?? .shanghaiShenzhen
      try self.init(parsingSpan: arguments)
      self.market = market
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try HolidayCommands(output: context.output, notes: context.errors, environment: context.environment)
        .tradingDays(from: from, to: to, market: market, presentation, holidays)
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
        dryRun: parsed.has(Specs.dryRun), timeout: try parsed.value(Specs.updateTimeout).map(arguments.duration) ?? 60,
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
}
