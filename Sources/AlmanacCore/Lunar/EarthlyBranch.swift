/// The twelve earthly branches (地支).
public enum EarthlyBranch: Int, CaseIterable, Sendable, Codable {
  /// 子
  case zi
  /// 丑
  case chou
  /// 寅
  case yin
  /// 卯
  case mao
  /// 辰
  case chen
  /// 巳
  case si
  /// 午
  case wu
  /// 未
  case wei
  /// 申
  case shen
  /// 酉
  case you
  /// 戌
  case xu
  /// 亥
  case hai

  /// The branch's character.
  public var character: String {
    ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"][rawValue]
  }

  /// The zodiac animal of years with this branch (子 is the rat).
  public var zodiac: Zodiac { Zodiac(rawValue: rawValue) ?? .rat }
}
