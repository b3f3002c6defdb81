/// The ten heavenly stems (天干).
public enum HeavenlyStem: Int, CaseIterable, Sendable, Codable {
  /// 甲
  case jia
  /// 乙
  case yi
  /// 丙
  case bing
  /// 丁
  case ding
  /// 戊
  case wu
  /// 己
  case ji
  /// 庚
  case geng
  /// 辛
  case xin
  /// 壬
  case ren
  /// 癸
  case gui

  /// The stem's character.
  public var character: String { ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"][rawValue] }
}
