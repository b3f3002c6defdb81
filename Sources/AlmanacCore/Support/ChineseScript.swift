/// The script of Chinese text Almanac writes.
public enum ChineseScript: String, Sendable, Codable, CaseIterable {
  /// Simplified characters (zh-Hans): 腊月, 闰六月, 马.
  case simplified = "zh-Hans"
  /// Traditional characters (zh-Hant): 臘月, 閏六月, 馬.
  case traditional = "zh-Hant"
}
