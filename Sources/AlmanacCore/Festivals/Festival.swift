/// A festival shown on calendars: its stable key, names and the rule that places it.
///
/// ```swift
/// Festivals.on(CivilDate(year: 2026, month: 9, day: 25)!).map(\.name.zhHans)   // ["中秋节"]
/// Festivals.next(.named("mid-autumn")!, after: CivilDate(year: 2026, month: 11, day: 30)!)  // 2027-09-15
/// ```
public struct Festival: Sendable, Hashable, Codable, Identifiable {
  /// A stable English key, e.g. `mid-autumn`.
  public let key: String
  /// The names.
  public let name: HolidayName
  /// Where the festival falls each year.
  public let rule: FestivalRule
  /// The years it is observed, or `nil` for all years.
  public let years: ClosedRange<Int>?
  /// What kind of day it is.
  public let category: FestivalCategory

  /// Creates a festival.
  public init(
    key: String, name: HolidayName, rule: FestivalRule, years: ClosedRange<Int>? = nil,
    category: FestivalCategory = .traditional
  ) {
    self.key = key
    self.name = name
    self.rule = rule
    self.years = years
    self.category = category
  }

  private enum CodingKeys: String, CodingKey {
    case key, name, rule, years, category
  }

  /// Decodes a festival; one written before categories existed is `traditional`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      key: try container.decode(String.self, forKey: .key),
      name: try container.decode(HolidayName.self, forKey: .name),
      rule: try container.decode(FestivalRule.self, forKey: .rule),
      years: try container.decodeIfPresent(ClosedRange<Int>.self, forKey: .years),
      category: try container.decodeIfPresent(FestivalCategory.self, forKey: .category) ?? .traditional)
  }

  /// The key.
  public var id: String { key }

  /// Whether the festival is observed in a year.
  public func isObserved(in year: Int) -> Bool { years?.contains(year) ?? true }
}
