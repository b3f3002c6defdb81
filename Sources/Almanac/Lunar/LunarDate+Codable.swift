extension LunarDate: Codable {
  private enum CodingKeys: String, CodingKey {
    case year, month, day, isLeapMonth
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

  /// Encodes the four fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(year, forKey: .year)
    try container.encode(month, forKey: .month)
    try container.encode(day, forKey: .day)
    try container.encode(isLeapMonth, forKey: .isLeapMonth)
  }
}
