import Almanac

// The commands of `almanac`: days.
extension Commands {
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
}
