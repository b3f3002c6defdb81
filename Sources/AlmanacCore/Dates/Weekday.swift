/// A day of the week.
///
/// Raw values follow ICU and Foundation (`1` is Sunday, `7` is Saturday); ``isoNumber`` gives the
/// ISO 8601 numbering (Monday `1` ... Sunday `7`). Encoded in JSON as its lowercase English name
/// (`"tuesday"`).
public enum Weekday: Int, CaseIterable, Sendable, Hashable, Comparable {
  /// Sunday (ICU `UCAL_SUNDAY`).
  case sunday = 1
  /// Monday.
  case monday
  /// Tuesday.
  case tuesday
  /// Wednesday.
  case wednesday
  /// Thursday.
  case thursday
  /// Friday.
  case friday
  /// Saturday.
  case saturday

  /// The ISO 8601 number of the day: Monday is 1, Sunday is 7.
  public var isoNumber: Int { self == .sunday ? 7 : rawValue - 1 }

  /// The lowercase English name used in JSON and on the command line, e.g. `"tuesday"`.
  public var name: String {
    switch self {
    case .sunday: "sunday"
    case .monday: "monday"
    case .tuesday: "tuesday"
    case .wednesday: "wednesday"
    case .thursday: "thursday"
    case .friday: "friday"
    case .saturday: "saturday"
    }
  }

  /// The weekday with the given English name or its first three letters, in any case
  /// (`"Monday"`, `"mon"`), or `nil`.
  public init?(name: String) {
    let key = name.lowercased()
    guard key.count >= 3,
      let match = Weekday.allCases.first(where: { $0.name.hasPrefix(key) })
    else { return nil }
    self = match
  }

  /// The weekday `days` days after this one (negative goes back).
  public func advanced(by days: Int) -> Weekday {
    let index = ((rawValue - 1 + days) % 7 + 7) % 7
    return Weekday(rawValue: index + 1) ?? .sunday
  }

  /// How many days from this weekday forward to `other` (0...6).
  public func distance(to other: Weekday) -> Int {
    ((other.rawValue - rawValue) % 7 + 7) % 7
  }

  /// Orders weekdays Sunday first, as their raw values do.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Weekday: Codable {
  /// Decodes a weekday from its lowercase English name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let weekday = Weekday(name: text), weekday.name == text.lowercased() else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "\(QuotedInput.quoted(text)) is not a weekday name (sunday ... saturday)")
    }
    self = weekday
  }

  /// Encodes the weekday as its lowercase English name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
