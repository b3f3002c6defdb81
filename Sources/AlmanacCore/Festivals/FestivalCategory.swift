/// What kind of day a festival is, so that an app chooses what its subtitles show
/// (``FestivalCatalog/only(_:)``).
public enum FestivalCategory: String, Sendable, Hashable, Codable, CaseIterable {
  /// A day with statutory days off in its country (春节, 国庆节, 설날, Tết).
  case statutory
  /// A traditional day of the lunar or solar year (元宵, 七夕, 重阳, 上巳, 寒衣, 下元).
  case traditional
  /// A modern or international day (情人节, 教师节, 母亲节, 圣诞节).
  case modern
  /// A day of remembrance (国家公祭日, 抗日战争胜利纪念日, 烈士纪念日).
  case commemoration
  /// A day kept in some regions only (南方小年 廿四, 尾牙).
  case regional
}
