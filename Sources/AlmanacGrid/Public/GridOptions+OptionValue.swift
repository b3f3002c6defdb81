import AlmanacCore
import AlmanacLocale

extension SubtitleKind: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .today: ["today"]
    case .festival: ["festival"]
    case .holiday: ["holiday"]
    case .solarTerm: ["term", "solar-term"]
    case .lunarMonth: ["lunar-month"]
    case .lunarDay: ["lunar-day"]
    case .season: ["season"]
    case .pentad: ["pentad"]
    case .dayOfficer: ["officer", "day-officer"]
    case .daySpirit: ["spirit", "day-spirit"]
    }
  }
  public static var valueKind: String { "a subtitle kind" }
}

extension InDates: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .none: ["none"]
    case .fillFirstRow: ["fill"]
    }
  }
  public static var valueKind: String { "an in-dates mode" }
}

extension OutDates: OptionValue {
  public var argumentWords: [String] {
    switch self {
    case .none: ["none"]
    case .tillEndOfRow: ["row"]
    case .tillEndOfGrid: ["grid"]
    }
  }
  public static var valueKind: String { "an out-dates mode" }
}

extension SubtitleKind {
  /// A comma-separated list of kinds, most important first (`festival,term,lunar-day`), each
  /// once.
  ///
  /// - Throws: ``OptionValueError`` for a word that names no kind or a kind named twice.
  public static func parseList(_ text: String) throws(OptionValueError) -> [SubtitleKind] {
    var kinds: [SubtitleKind] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let kind = try SubtitleKind.parse(String(word))
      guard !kinds.contains(kind) else {
        throw OptionValueError(
          input: text, description: "\(QuotedInput.quoted(text)) names \(kind.argument) twice; give each kind once, most important first")
      }
      kinds.append(kind)
    }
    return kinds
  }
}
