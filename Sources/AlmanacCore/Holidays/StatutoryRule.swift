/// The item of the 全国年节及纪念日放假办法 that makes a day statutory.
public struct StatutoryRule: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The article of the law whose items name the statutory days: `第二条`.
  public static let article = "第二条"

  /// The version of the law in force, as cited: `全国年节及纪念日放假办法（2013年12月11日修订，…）`.
  public let law: String
  /// The item of its article 2, as the law writes it: `（二）春节，放假3天（农历正月初一、初二、初三）`.
  public let item: String
  /// The holiday it names, in simplified Chinese (`春节`; 新年 in the older versions is `元旦`).
  public let holiday: String

  /// `law第二条item`.
  public var description: String { "\(law)\(StatutoryRule.article)\(item)" }
}

extension StatutoryRule {
  private enum CodingKeys: String, CodingKey {
    case law, article, item, holiday
  }

  /// Encodes `{"law":…,"article":"第二条","item":…,"holiday":"春节"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(law, forKey: .law)
    try container.encode(StatutoryRule.article, forKey: .article)
    try container.encode(item, forKey: .item)
    try container.encode(holiday, forKey: .holiday)
  }

  /// Decodes the law, item and holiday (`article` is always 第二条 and is not read).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      law: try container.decode(String.self, forKey: .law),
      item: try container.decode(String.self, forKey: .item),
      holiday: try container.decode(String.self, forKey: .holiday))
  }
}
