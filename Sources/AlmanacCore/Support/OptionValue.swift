/// A value a command-line option and a URL query parameter take from a set of words, declared
/// once and read by one piece of code: `almanac --calendar korean` and `/v1/months/2026-02?calendar=korean`
/// accept exactly the same words and refuse the same ones with the same sentence, as
/// swift-argument-parser's `ExpressibleByArgument & CaseIterable` options do for one program.
///
/// Words match in any case and with or without their hyphens, so the URL's lowerCamelCase
/// spelling of a word is the same word (`next-day`, `nextDay`).
///
/// ```swift
/// try LateZiHour.parse("nextDay")          // .nextDay
/// try InDates.parse("fill")                // .fillFirstRow
/// try HolidayAssumption.parse("lawful")    // throws: "'lawful' is not an assumption; use weekends or law; did you mean 'law'?"
/// ```
public protocol OptionValue: Sendable, Equatable {
  /// Every value, in the order help lists them (`allCases` for a `CaseIterable` type).
  static var choices: [Self] { get }
  /// The words that name the value, lowercase; the first is the one help and errors show.
  var argumentWords: [String] { get }
  /// What help says of the value after its word (`weekends: plain weekends`), if anything.
  var argumentHelp: String? { get }
  /// What one value is called in an error: `a calendar`.
  static var valueKind: String { get }
  /// The value a word names (any case, hyphens optional), or `nil`.
  init?(argument: String)
  /// The choices as an error offers them: `hans or hant`, `none, row or grid`.
  static func choiceList(_ values: [Self]) -> String
}

extension OptionValue where Self: CaseIterable {
  /// Every case.
  public static var choices: [Self] { Array(allCases) }
}

extension OptionValue {
  /// No help text beyond the word.
  public var argumentHelp: String? { nil }

  /// The value whose words include `argument`, compared without case and hyphens.
  public init?(argument: String) {
    let key = OptionWords.key(argument)
    guard let value = Self.choices.first(where: { $0.argumentWords.contains { OptionWords.key($0) == key } }) else {
      return nil
    }
    self = value
  }

  /// The word help and errors show.
  public var argument: String { argumentWords[0] }

  /// The help's list of values: `hans, hant`, or with what each means,
  /// `weekends: plain weekends; law: …`.
  public static func helpValues(_ values: [Self]) -> String {
    values.contains { $0.argumentHelp != nil }
      ? values.map { $0.argument + ($0.argumentHelp.map { ": \($0)" } ?? "") }.joined(separator: "; ")
      : values.map(\.argument).joined(separator: ", ")
  }

  /// `a or b`, `a, b or c`.
  public static func choiceList(_ values: [Self]) -> String {
    let words = values.map(\.argument)
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
  }

  /// The value a word names among `allowed` (default: every value).
  ///
  /// - Throws: ``OptionValueError`` naming the word (quoted, cut, control characters escaped),
  ///   the choices and the nearest one: the sentence both the CLI and the server give.
  public static func parse(_ text: String, among allowed: [Self]? = nil) throws(OptionValueError) -> Self {
    let allowed = allowed ?? choices
    // A word naming none of the listed choices parses only for a type that takes any (a region
    // code); a listed choice left out of `allowed` is refused.
    if let value = Self(argument: text), allowed.contains(value) || !choices.contains(value) {
      return value
    }
    throw OptionValueError(
      input: text,
      description: "\(QuotedInput.quoted(text)) is not \(valueKind); use \(choiceList(allowed))"
        + Suggestion.hint(for: text.lowercased(), among: allowed.map(\.argument)))
  }
}

/// A word that names none of an option's values.
public struct OptionValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The word as given.
  public let input: String
  /// One sentence: the word, what it is not, the choices and the nearest one.
  public let description: String

  /// An error with its sentence.
  public init(input: String, description: String) {
    self.input = input
    self.description = description
  }
}

/// How words are compared.
enum OptionWords {
  /// Lowercase, without `-` and `_`: `nextDay`, `next-day` and `NEXT_DAY` are one word.
  static func key(_ word: String) -> String {
    String(word.lowercased().filter { $0 != "-" && $0 != "_" })
  }
}

extension LunarCalendar.Variant: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .chinese: ["chinese", "zh", "nongli"]
    case .korean: ["korean", "ko", "dangi"]
    case .vietnamese: ["vietnamese", "vi"]
    }
  }
  public static var valueKind: String { "a calendar" }
}

extension ChineseScript: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .simplified: ["hans", "zh-hans", "simplified"]
    case .traditional: ["hant", "zh-hant", "traditional"]
    }
  }
  public static var valueKind: String { "a script" }
}

extension NameLanguage: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .chinese(.simplified): ["zh-hans", "hans"]
    case .chinese(.traditional): ["zh-hant", "hant"]
    case .korean: ["ko", "korean"]
    case .vietnamese: ["vi", "vietnamese"]
    case .portuguese: ["pt", "portuguese"]
    case .malay: ["ms", "malay"]
    case .english: ["en", "english"]
    }
  }
  public static var valueKind: String { "a language of names" }
}

extension LateZiHour: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .nextDay: ["next-day", "next"]
    case .sameDay: ["same-day", "same"]
    }
  }
  public var argumentHelp: String? {
    switch self {
    case .nextDay: "23:00-24:00 takes the next day's pillar (lunar-python's sect 1)"
    case .sameDay: "the day pillar changes at midnight (sect 2)"
    }
  }
  public static var valueKind: String { "a 晚子时 convention" }
}

extension LeapMonthPolicy: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .ordinaryMonth: ["ordinary", "ordinary-month"]
    case .skip: ["skip"]
    }
  }
  public var argumentHelp: String? {
    switch self {
    case .ordinaryMonth: "the same day of the ordinary month"
    case .skip: "no event that year"
    }
  }
  public static var valueKind: String { "a leap-month policy" }
}

extension MissingDayPolicy: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .lastDay: ["last", "last-day"]
    case .skip: ["skip"]
    }
  }
  public var argumentHelp: String? {
    switch self {
    case .lastDay: "the month's last day, the 29th"
    case .skip: "no event that year"
    }
  }
  public static var valueKind: String { "a missing-day policy" }
}

extension TradingCalendar.Market: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .shanghaiShenzhen: ["XSHG", "sse", "szse", "xshe", "cn"]
    case .hongKong: ["XHKG", "hkex", "hk"]
    case .northbound: ["NORTHBOUND", "nb", "northbound-connect", "北向"]
    }
  }
  public var argumentHelp: String? {
    switch self {
    case .shanghaiShenzhen: "Shanghai and Shenzhen"
    case .hongKong: "Hong Kong Exchanges"
    case .northbound: "Stock Connect Northbound, from 2023-04-24"
    }
  }
  public static var valueKind: String { "a market" }
}

extension HolidayAssumption: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .weekends: ["weekends", "weekend"]
    case .law: ["law", "statutory", "statutory-days"]
    }
  }
  public var argumentHelp: String? {
    switch self {
    case .weekends: "plain weekends"
    case .law: "the law's statutory days off and weekends, without 调休"
    }
  }
  public static var valueKind: String { "an assumption" }
}

extension HolidayRegion: OptionValue {
  /// The built-in regions; any other code of 2 to 8 letters, or a subdivision's (`XX-N`), is
  /// accepted too (an imported or loaded table may name it).
  public static var choices: [HolidayRegion] { HolidayTable.builtInRegions }
  public var argumentWords: [String] { [rawValue] }
  public static var valueKind: String { "a region code" }
  public init?(argument: String) { self.init(rawValue: argument) }
  /// The codes, a country's subdivisions as one span (`MY-01…MY-16`).
  public static func choiceList(_ values: [HolidayRegion]) -> String {
    spans(values).joined(separator: ", ") + ", or another of 2 to 8 letters (or a subdivision's, XX-N)"
  }

  /// Help's list of the codes, a country's subdivisions as one span.
  public static func helpValues(_ values: [HolidayRegion]) -> String { spans(values).joined(separator: ", ") }

  /// The codes in order, each run of a country's subdivisions written `MY-01…MY-16`.
  public static func spans(_ values: [HolidayRegion]) -> [String] {
    var words: [String] = []
    var index = values.startIndex
    while index < values.endIndex {
      let region = values[index]
      var end = index
      while let subdivision = region.subdivision, !subdivision.isEmpty, end + 1 < values.endIndex,
        values[end + 1].country == region.country, values[end + 1].subdivision != nil
      {
        end += 1
      }
      words.append(end > index ? "\(region.rawValue)…\(values[end].rawValue)" : region.rawValue)
      index = end + 1
    }
    return words
  }
}

extension Weekday: OptionValue {
  /// Monday first, as help lists them.
  public static var choices: [Weekday] { [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday] }
  public var argumentWords: [String] { [name, String(name.prefix(3))] }
  public static var valueKind: String { "a weekday" }
  /// The English name or any prefix of it of three letters or more (`tues`), in any case.
  public init?(argument: String) { self.init(name: argument) }
  public static func choiceList(_ values: [Weekday]) -> String { "monday ... sunday (or mon ... sun)" }
}
