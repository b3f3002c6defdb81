/// A name in the sexagenary cycle (干支): one of 60 pairs of a heavenly stem and an earthly
/// branch, from 甲子 (index 0) to 癸亥 (index 59).
///
/// Years, months and days each carry one: 2026 is a 丙午 year, 2026-02-17 a 丁丑 day... The same
/// type serves all three; see ``init(year:)``, ``init(day:)`` and ``init(lunarYear:month:)``.
public struct StemBranch: Sendable, Hashable, CustomStringConvertible {
  /// The position in the cycle, 0 (甲子) ... 59 (癸亥).
  public let index: Int

  /// The pair at a position in the cycle; any integer is reduced modulo 60.
  public init(index: Int) { self.index = ((index % 60) + 60) % 60 }

  /// The pair whose stem and branch are given (every stem meets only branches of its parity:
  /// 甲 with 子, 寅, ...); `nil` for a pair that does not occur, such as 甲丑.
  public init?(stem: HeavenlyStem, branch: EarthlyBranch) {
    guard stem.rawValue % 2 == branch.rawValue % 2 else { return nil }
    self.init(index: 6 * stem.rawValue - 5 * branch.rawValue)
  }

  /// The 干支 of a lunar year given as the Gregorian year of its 正月初一 (1984 was 甲子).
  public init(year: Int) { self.init(index: year - 1984) }

  /// The 干支 of a day; 1970-01-01 was a 辛巳 day (index 17) and the cycle never breaks.
  public init(day: CivilDate) { self.init(dayNumber: day.daysSince1970) }

  /// The 干支 of a day number (days since 1970-01-01): the one place the day cycle's offset is
  /// written.
  package init(dayNumber day: Int) { self.init(index: day + 17) }

  /// The 干支 of a lunar month counted by month number (正月 is a 寅 month; its stem follows the
  /// year's stem by the rule 甲己之年丙作首). A leap month shares its month number's name.
  public init(lunarYear year: Int, month: Int) {
    let yearStem = StemBranch(year: year).stem.rawValue
    let stem = ((yearStem % 5) * 2 + 2 + (month - 1)) % 10
    let branch = (month + 1) % 12
    self.init(index: 6 * stem - 5 * branch)
  }

  /// The heavenly stem (天干), 甲 ... 癸.
  public var stem: HeavenlyStem { HeavenlyStem(rawValue: index % 10) ?? .jia }
  /// The earthly branch (地支), 子 ... 亥.
  public var branch: EarthlyBranch { EarthlyBranch(rawValue: index % 12) ?? .zi }

  /// The two characters, e.g. `丙午` (the same in simplified and traditional script).
  public var description: String { StemBranch.texts[index] }

  /// The 60 pairs' texts, made once.
  private static let texts = (0..<60).map {
    StemBranch(index: $0).stem.character + StemBranch(index: $0).branch.character
  }
}

extension StemBranch: Codable {
  /// The pair written as its two characters, `丙午`; `nil` for any other text.
  public init?(_ text: String) {
    let characters = Array(text)
    guard characters.count == 2,
      let stem = HeavenlyStem.allCases.first(where: { $0.character == String(characters[0]) }),
      let branch = EarthlyBranch.allCases.first(where: { $0.character == String(characters[1]) })
    else { return nil }
    self.init(stem: stem, branch: branch)
  }

  /// Decodes the two characters, `"丙午"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = StemBranch(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(QuotedInput.quoted(text)) is not a 干支 pair (甲子 ... 癸亥)")
    }
    self = value
  }

  /// Encodes the two characters, `"丙午"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
