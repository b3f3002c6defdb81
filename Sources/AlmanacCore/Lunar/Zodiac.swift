/// The twelve animals of the Chinese zodiac (生肖), in cycle order from the rat.
public enum Zodiac: Int, CaseIterable, Sendable, Codable {
  /// 鼠
  case rat
  /// 牛
  case ox
  /// 虎
  case tiger
  /// 兔
  case rabbit
  /// 龙 (龍)
  case dragon
  /// 蛇
  case snake
  /// 马 (馬)
  case horse
  /// 羊
  case goat
  /// 猴
  case monkey
  /// 鸡 (雞)
  case rooster
  /// 狗
  case dog
  /// 猪 (豬)
  case pig

  /// The animal's character in the given script, e.g. `马` or `馬`.
  public func character(_ script: ChineseScript = .simplified) -> String {
    switch script {
    case .simplified: Zodiac.simplified[rawValue]
    case .traditional: Zodiac.traditional[rawValue]
    }
  }

  private static let simplified = ["鼠", "牛", "虎", "兔", "龙", "蛇", "马", "羊", "猴", "鸡", "狗", "猪"]
  private static let traditional = ["鼠", "牛", "虎", "兔", "龍", "蛇", "馬", "羊", "猴", "雞", "狗", "豬"]

  /// The English name, e.g. `"horse"`.
  public var englishName: String {
    [
      "rat", "ox", "tiger", "rabbit", "dragon", "snake", "horse", "goat", "monkey", "rooster",
      "dog", "pig",
    ][rawValue]
  }
}
