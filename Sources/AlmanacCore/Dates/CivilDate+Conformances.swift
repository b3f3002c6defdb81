extension CivilDate: Equatable, Hashable, Comparable {
  /// Two dates are equal when they name the same day.
  public static func == (lhs: CivilDate, rhs: CivilDate) -> Bool {
    lhs.daysSince1970 == rhs.daysSince1970
  }

  /// Hashes the day number.
  public func hash(into hasher: inout Hasher) { hasher.combine(daysSince1970) }

  /// Earlier days sort first.
  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    lhs.daysSince1970 < rhs.daysSince1970
  }
}

extension CivilDate: Strideable {
  /// The number of days from this date to `other`.
  public func distance(to other: CivilDate) -> Int { other.daysSince1970 - daysSince1970 }

  /// The date `days` days later; see ``adding(days:)`` for the supported range.
  public func advanced(by days: Int) -> CivilDate { adding(days: days) }
}

extension CivilDate: CustomStringConvertible, LosslessStringConvertible {
  /// The ISO 8601 calendar date, `YYYY-MM-DD`.
  public var description: String { _isoText }

  /// Parses an ISO 8601 calendar date, exactly `YYYY-MM-DD` (four-digit year, two-digit month
  /// and day); `nil` for anything else or a day that does not exist.
  public init?(_ text: String) {
    self.init(iso: Array(text.utf8))
  }

  /// Parses the UTF-8 of an ISO 8601 calendar date, exactly `YYYY-MM-DD`, as ``init(_:)`` does.
  @inlinable
  package init?<Bytes: RandomAccessCollection<UInt8>>(iso bytes: Bytes) {
    guard bytes.count == 10 else { return nil }
    let start = bytes.startIndex
    func at(_ offset: Int) -> Bytes.Index { bytes.index(start, offsetBy: offset) }
    guard bytes[at(4)] == UInt8(ascii: "-"), bytes[at(7)] == UInt8(ascii: "-"),
      let year = CivilDate.digits(bytes[start..<at(4)]),
      let month = CivilDate.digits(bytes[at(5)..<at(7)]),
      let day = CivilDate.digits(bytes[at(8)..<at(10)])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The value of a run of ASCII digits, or `nil` if any byte is not a digit.
  @inlinable
  package static func digits(_ bytes: some Sequence<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}

extension CivilDate: Codable {
  /// Decodes a date from its ISO 8601 text, `"YYYY-MM-DD"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = CivilDate(text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "\(QuotedInput.quoted(text)) is not a date of the form YYYY-MM-DD in 0001...9999")
    }
    self = date
  }

  /// Encodes the date as its ISO 8601 text, `"YYYY-MM-DD"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
