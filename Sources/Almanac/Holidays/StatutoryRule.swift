/// The item of the 全国年节及纪念日放假办法 that makes a day statutory.
public struct StatutoryRule: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The version of the law in force, as cited: `全国年节及纪念日放假办法（2013年12月11日修订，…）`.
  public let law: String
  /// The item of its article 2, as the law writes it: `（二）春节，放假3天（农历正月初一、初二、初三）`.
  public let item: String
  /// The holiday it names, in simplified Chinese (`春节`; 新年 in the older versions is `元旦`).
  public let holiday: String

  /// `law第二条item`.
  public var description: String { "\(law)第二条\(item)" }
}
