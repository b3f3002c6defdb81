import Almanac

// The commands of `almanac`: export.
extension Commands {
  /// `--from` and `--to` of an export: the first day defaults to 1 January of this year (or of
  /// `--to`'s), the last to 31 December of the `years`th year from the first's; the earlier first.
  static func span(
    _ arguments: ArgumentValues, from fromOption: OptionSpec, to toOption: OptionSpec, years: Int,
    defaultEnd: CivilDate? = nil
  ) throws(CLIError) -> (start: CivilDate, end: CivilDate) {
    let parsed = arguments.parsed
    let from = try parsed.value(fromOption).map { text throws(CLIError) in try arguments.date(text) }
    let to = try parsed.value(toOption).map { text throws(CLIError) in try arguments.date(text) }
    let start = from ?? CivilDate(year: (to ?? CivilDate.today()).year, month: 1, day: 1) ?? .min
    let end = to ?? defaultEnd ?? CivilDate(year: min(start.year + years - 1, 9999), month: 12, day: 31) ?? .max
    guard start <= end else {
      throw .usage(SpanOrder.refusal("--from \(start)", isAfter: "--to \(end)"), for: arguments.spec)
    }
    return (start, end)
  }

  /// `almanac export`: only its help; a kind of export (`export holidays`) is its own command.
  struct Export: AlmanacCommand {
    static var spec: CommandSpec { Specs.export }

    init() {}

    /// Never reached: ``Invocation/parse(_:)`` sends `export KIND` to the kind's command and refuses
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
      try FeedWriter(output: context.output, notes: context.errors, environment: context.environment).holidays(
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
      try FeedWriter(output: context.output, notes: context.errors, environment: context.environment).days(
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
      try FeedWriter(output: context.output, notes: context.errors, environment: context.environment).facts(
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
      try FeedWriter(output: context.output, notes: context.errors, environment: context.environment).lunarEvents(
        events, file: file, policies: (leapMonth, missingDay), from: from, to: to, style: style, presentation)
    }
  }
}
