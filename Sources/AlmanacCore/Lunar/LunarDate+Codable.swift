extension LunarDate: Codable {
  private enum CodingKeys: String, CodingKey {
    case year, month, day, isLeapMonth, text, stemBranch, zodiac
  }

  /// Decodes `{"year":2026,"month":1,"day":1,"isLeapMonth":false}`; `isLeapMonth` may be omitted
  /// (false). Other keys, such as the `text` Almanac writes beside these, are ignored.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when month or day is out of range.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let year = try container.decode(Int.self, forKey: .year)
    let month = try container.decode(Int.self, forKey: .month)
    let day = try container.decode(Int.self, forKey: .day)
    let isLeap = try container.decodeIfPresent(Bool.self, forKey: .isLeapMonth) ?? false
    guard let date = LunarDate(year: year, month: month, day: day, isLeapMonth: isLeap) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "lunar month \(month) day \(day) is outside month 1...12, day 1...30"))
    }
    self = date
  }

  /// Encodes the four fields and, for readers, the date's text, the year's 干支 and its animal
  /// in the encoder's ``CodingUserInfoKey/almanacNames`` script (Chinese also when English):
  /// `{"year":2026,"month":1,"day":1,"isLeapMonth":false,"text":"正月初一","stemBranch":"丙午","zodiac":"马"}`.
  public func encode(to encoder: any Encoder) throws {
    let script = encoder.almanacNames.script ?? .simplified
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(year, forKey: .year)
    try container.encode(month, forKey: .month)
    try container.encode(day, forKey: .day)
    try container.encode(isLeapMonth, forKey: .isLeapMonth)
    try container.encode(text(script), forKey: .text)
    try container.encode(stemBranch, forKey: .stemBranch)
    try container.encode(zodiac.character(script), forKey: .zodiac)
  }
}
