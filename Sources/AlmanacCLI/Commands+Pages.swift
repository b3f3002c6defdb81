import Almanac

// The commands of `almanac`: pages.
extension Commands {
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
}
