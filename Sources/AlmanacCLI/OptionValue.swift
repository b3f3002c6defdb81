import Almanac

/// A value an option takes from a set of choices, declared once: the parser (``init(argument:)``),
/// the help's `values:` list and the error that names the choices all come from the cases, as
/// swift-argument-parser's `ExpressibleByArgument & CaseIterable` options do.
protocol OptionValue: Sendable, Equatable {
  /// Every value, in the order help lists them (`allCases` for a `CaseIterable` type).
  static var choices: [Self] { get }
  /// The words that name the value on the command line, lowercase; the first is the one help
  /// and errors show.
  var argumentWords: [String] { get }
  /// What help says of the value after its word (`weekends: plain weekends`), if anything.
  var argumentHelp: String? { get }
  /// What one value is called in an error: `a calendar`.
  static var valueKind: String { get }
  /// The value a word names (any case), or `nil`.
  init?(argument: String)
  /// The choices as an error offers them: `hans or hant`, `none, row or grid`.
  static func choiceList(_ values: [Self]) -> String
}

extension OptionValue where Self: CaseIterable {
  static var choices: [Self] { Array(allCases) }
}

extension OptionValue {
  var argumentHelp: String? { nil }

  init?(argument: String) {
    let word = argument.lowercased()
    guard let value = Self.choices.first(where: { $0.argumentWords.contains(word) }) else { return nil }
    self = value
  }

  /// The word help and errors show.
  var argument: String { argumentWords[0] }

  /// The help's list of values: `hans, hant`, or with what each means,
  /// `weekends: plain weekends; law: …`.
  static func helpValues(_ values: [Self]) -> String {
    values.contains { $0.argumentHelp != nil }
      ? values.map { $0.argument + ($0.argumentHelp.map { ": \($0)" } ?? "") }.joined(separator: "; ")
      : values.map(\.argument).joined(separator: ", ")
  }

  static func choiceList(_ values: [Self]) -> String {
    let words = values.map(\.argument)
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
  }
}

extension OptionSpec {
  /// An option whose value is one of `V`'s cases (or of `only`): its help line is
  /// `summary (values: …; default: …).`, the values listed from the type.
  static func choice<V: OptionValue>(
    _ name: String, _ valueName: String, _ summary: String, _: V.Type, only: [V]? = nil,
    values: String? = nil, default defaultText: String
  ) -> OptionSpec {
    let list = values ?? V.helpValues(only ?? V.choices)
    return .value(name, valueName, "\(summary) (values: \(list); default: \(defaultText)).")
  }
}

extension ArgumentValues {
  /// The value of a choice option, or `nil` when it was not given.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` naming the word, the choices and the nearest one.
  func choice<V: OptionValue>(_ option: String, among allowed: [V] = V.choices) throws(CLIError) -> V? {
    guard let text = parsed.values[option] else { return nil }
    return try choice(text, V.self, among: allowed)
  }

  /// A word as one of `V`'s cases (or of `allowed`).
  func choice<V: OptionValue>(_ text: String, _: V.Type, among allowed: [V] = V.choices) throws(CLIError)
    -> V
  {
    // A word naming none of the listed choices parses only for a type that takes any (a region
    // code); a listed choice left out of `allowed` is refused.
    if let value = V(argument: text), allowed.contains(value) || !V.choices.contains(value) {
      return value
    }
    throw .usage(
      "\(QuotedInput.quoted(text)) is not \(V.valueKind); use \(V.choiceList(allowed))"
        + Suggestion.hint(for: text.lowercased(), among: allowed.map(\.argument)),
      for: spec)
  }
}

extension LunarCalendar.Variant: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .chinese: ["chinese", "zh", "nongli"]
    case .dangi: ["korean", "ko", "dangi"]
    case .vietnamese: ["vietnamese", "vi"]
    }
  }
  static var valueKind: String { "a calendar" }
}

extension ChineseScript: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .simplified: ["hans", "zh-hans", "simplified"]
    case .traditional: ["hant", "zh-hant", "traditional"]
    }
  }
  static var valueKind: String { "a script" }
}

extension LateZiHour: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .nextDay: ["next-day", "next"]
    case .sameDay: ["same-day", "same"]
    }
  }
  var argumentHelp: String? {
    switch self {
    case .nextDay: "23:00-24:00 takes the next day's pillar (lunar-python's sect 1)"
    case .sameDay: "the day pillar changes at midnight (sect 2)"
    }
  }
  static var valueKind: String { "a 晚子时 convention" }
}

extension LeapMonthPolicy: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .ordinaryMonth: ["ordinary", "ordinary-month"]
    case .skip: ["skip"]
    }
  }
  var argumentHelp: String? {
    switch self {
    case .ordinaryMonth: "the same day of the ordinary month"
    case .skip: "no event that year"
    }
  }
  static var valueKind: String { "a leap-month policy" }
}

extension MissingDayPolicy: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .lastDay: ["last", "last-day"]
    case .skip: ["skip"]
    }
  }
  var argumentHelp: String? {
    switch self {
    case .lastDay: "the month's last day, the 29th"
    case .skip: "no event that year"
    }
  }
  static var valueKind: String { "a missing-day policy" }
}

extension LunarEventFeed.Style: OptionValue {
  var argumentWords: [String] { [rawValue] }
  static var valueKind: String { "a style" }
}

extension SubtitleKind: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .today: ["today"]
    case .festival: ["festival"]
    case .holiday: ["holiday"]
    case .solarTerm: ["term", "solar-term"]
    case .lunarMonth: ["lunar-month"]
    case .lunarDay: ["lunar-day"]
    case .season: ["season"]
    case .pentad: ["pentad"]
    }
  }
  static var valueKind: String { "a subtitle kind" }
}

extension InDates: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .none: ["none"]
    case .fillFirstRow: ["fill"]
    }
  }
  static var valueKind: String { "an in-dates mode" }
}

extension OutDates: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .none: ["none"]
    case .tillEndOfRow: ["row"]
    case .tillEndOfGrid: ["grid"]
    }
  }
  static var valueKind: String { "an out-dates mode" }
}

extension ColourMode: OptionValue {
  var argumentWords: [String] { [rawValue] }
  static var valueKind: String { "a colour mode" }
}

extension ExportFormat: OptionValue {
  var argumentWords: [String] { [rawValue] }
  static var valueKind: String { "a format here" }
}

extension HolidayAssumption: OptionValue {
  var argumentWords: [String] {
    switch self {
    case .weekends: ["weekends", "weekend"]
    case .statutoryDays: ["law", "statutory", "statutory-days"]
    }
  }
  var argumentHelp: String? {
    switch self {
    case .weekends: "plain weekends"
    case .statutoryDays: "the law's statutory days off and weekends, without 调休"
    }
  }
  static var valueKind: String { "an assumption" }
}

extension HolidayRegion: OptionValue {
  /// The built-in regions; any other code of 2 to 8 letters is accepted too (an imported or
  /// loaded table may name it).
  static var choices: [HolidayRegion] { HolidayTable.builtInRegions }
  var argumentWords: [String] { [rawValue] }
  static var valueKind: String { "a region code" }
  init?(argument: String) { self.init(rawValue: argument) }
  static func choiceList(_ values: [HolidayRegion]) -> String {
    values.map(\.rawValue).joined(separator: ", ") + ", or another of 2 to 8 letters"
  }
}
