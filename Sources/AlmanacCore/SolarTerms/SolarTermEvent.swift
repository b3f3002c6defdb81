/// One occurrence of a solar term: which term, the instant the Sun reached its longitude, and the
/// day it falls on in Beijing time (UTC+8), the day calendars print it on.
public struct SolarTermEvent: Sendable, Hashable {
  /// The term.
  public let term: SolarTerm
  /// The Gregorian year the term belongs to (each year has all 24, 小寒 in January first).
  public let year: Int
  /// The instant, seconds since 1970-01-01T00:00 UTC (to the second within the built-in table).
  public let secondsSince1970: Double
  /// The day in Beijing time (UTC+8).
  public let date: CivilDate

  /// Creates an event; `date` is derived from the instant in UTC+8.
  public init(term: SolarTerm, year: Int, secondsSince1970: Double) {
    self.term = term
    self.year = year
    self.secondsSince1970 = secondsSince1970
    let days = Int(((secondsSince1970 + 28_800) / 86_400).rounded(.down))
    date = CivilDate(daysSince1970: days) ?? (days < 0 ? .min : .max)
  }

  /// The instant as ISO 8601 in Beijing time with its offset, e.g. `2026-02-04T04:02:02+08:00`.
  public var beijingTimeText: String {
    let local = Int((secondsSince1970 + 28_800).rounded())
    let seconds = ((local % 86_400) + 86_400) % 86_400
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(date)T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))+08:00"
  }
}

extension SolarTermEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case term, index, date, instant
  }

  /// Encodes `{"term":"清明","index":7,"date":"2026-04-05","instant":"2026-04-05T03:39:39+08:00"}`:
  /// the name in the encoder's ``CodingUserInfoKey/almanacNames`` (English: `Pure Brightness`),
  /// the term's number (0 = 小寒), the day and the instant in Beijing time, to the second (what
  /// `almanac terms --json` prints).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(term.name(in: encoder.almanacNames), forKey: .term)
    try container.encode(term.rawValue, forKey: .index)
    try container.encode(date, forKey: .date)
    try container.encode(beijingTimeText, forKey: .instant)
  }

  /// Decodes the shape ``encode(to:)`` writes: the term from `index`, the instant (to the second)
  /// from `instant`, which may carry any offset (`Z`, `+08:00`).
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an index outside 0...23 or an instant that is
  ///   not `YYYY-MM-DDTHH:MM:SS` with an offset.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    guard let term = SolarTerm(rawValue: index) else {
      throw DecodingError.dataCorruptedError(
        forKey: .index, in: container, debugDescription: "\(index) is not a solar term's number (0...23)")
    }
    let text = try container.decode(String.self, forKey: .instant)
    guard let seconds = SolarTermEvent.seconds(fromISO8601: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .instant, in: container,
        debugDescription: "\(QuotedInput.quoted(text)) is not an instant such as 2026-04-05T03:39:39+08:00")
    }
    let date = try container.decode(CivilDate.self, forKey: .date)
    self.init(term: term, year: date.year, secondsSince1970: seconds)
  }

  /// Seconds since 1970 of `YYYY-MM-DDTHH:MM:SS` followed by `Z` or `±HH:MM`.
  static func seconds(fromISO8601 text: String) -> Double? {
    let characters = Array(text.utf8)
    guard characters.count >= 20, let date = CivilDate(String(decoding: characters[0..<10], as: UTF8.self)),
      characters[10] == UInt8(ascii: "T")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= characters.count else { return nil }
      var value = 0
      for byte in characters[range] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"), hour < 24, minute < 60,
      second < 60
    else { return nil }
    var offset = 0
    let rest = characters[19...]
    if rest.elementsEqual([UInt8(ascii: "Z")]) {
      offset = 0
    } else if rest.count == 6, let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
      let hours = number(20..<22), let minutes = number(23..<25), characters[22] == UInt8(ascii: ":")
    {
      offset = (sign == UInt8(ascii: "+") ? 1 : -1) * (hours * 3600 + minutes * 60)
    } else {
      return nil
    }
    return Double(date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset)
  }
}
