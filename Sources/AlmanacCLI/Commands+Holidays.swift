import Almanac

// The commands of `almanac` that change the data directory: import, update, remove.
extension Commands {
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
      let commands = DataDirectoryActions(output: context.output, notes: context.errors, environment: context.environment)
      if let overlay {
        try commands.importOverlay(file, name: overlay)
      } else {
        try commands.importFile(file, region: region)
      }
    }
  }

  /// `almanac holidays update [--from URL]… [--accept-changes] [--dry-run] [--timeout D] [--today DATE]`.
  struct HolidaysUpdate: AlmanacCommand {
    static var spec: CommandSpec { Specs.holidaysUpdate }
    var sources: [String]
    var acceptChanges: Bool
    var dryRun: Bool
    var timeout: Int
    var today: CivilDate?
    var json: Bool

    init(sources: [String], acceptChanges: Bool, dryRun: Bool, timeout: Int, today: CivilDate? = nil, json: Bool) {
      (self.sources, self.acceptChanges, self.dryRun, self.timeout, self.today, self.json) =
        (sources, acceptChanges, dryRun, timeout, today, json)
    }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      self.init(
        sources: parsed.all(Specs.updateSources), acceptChanges: parsed.has(Specs.acceptChanges),
        dryRun: parsed.has(Specs.dryRun), timeout: try parsed.value(Specs.updateTimeout).map(arguments.duration) ?? 60,
        today: try parsed.value(Specs.updateToday).map(arguments.date), json: parsed.has(Specs.json))
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try DataDirectoryActions(output: context.output, notes: context.errors, environment: context.environment).update(
        sources: sources, acceptChanges: acceptChanges, dryRun: dryRun, timeout: timeout, today: today ?? .today(),
        json: json)
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
      let commands = DataDirectoryActions(output: context.output, notes: context.errors, environment: context.environment)
      switch target {
      case .overlay(let name): try commands.removeOverlay(name)
      case .year(let region, let year): try commands.remove(region: region, year: year)
      }
    }
  }
}
