/// The language a JSON writer puts names in: simplified or traditional Chinese, or English.
public enum NameScript: String, Sendable, Hashable, Codable, CaseIterable {
  /// Simplified Chinese (`zh-Hans`), the default.
  case simplified = "zh-Hans"
  /// Traditional Chinese (`zh-Hant`).
  case traditional = "zh-Hant"
  /// English (`en`).
  case english = "en"

  /// The names of a Chinese script, or English for `nil`.
  public init(_ script: ChineseScript?) {
    switch script {
    case .simplified?: self = .simplified
    case .traditional?: self = .traditional
    case nil: self = .english
    }
  }

  /// The Chinese script, or `nil` for English.
  public var script: ChineseScript? {
    switch self {
    case .simplified: .simplified
    case .traditional: .traditional
    case .english: nil
    }
  }
}

extension CodingUserInfoKey {
  /// The language Almanac's values write names in (a ``NameScript`` or ``ChineseScript``;
  /// simplified Chinese when absent).
  public static let almanacNames = CodingUserInfoKey(rawValue: "almanac.names") ?? CodingUserInfoKey.fallback

  /// A key that always exists (a literal non-empty raw value never fails; this keeps the
  /// declaration free of a force unwrap).
  private static var fallback: CodingUserInfoKey {
    guard let key = CodingUserInfoKey(rawValue: "almanac") else { preconditionFailure("unreachable") }
    return key
  }
}

extension Encoder {
  /// The language names are written in (``CodingUserInfoKey/almanacNames``).
  package var almanacNames: NameScript {
    // Almanac's own writer knows it without a dictionary look-up.
    if let writer = self as? JSONStreamWriter { return writer.names }
    switch userInfo[.almanacNames] {
    case let names as NameScript: return names
    case let script as ChineseScript: return NameScript(script)
    default: return .simplified
    }
  }
}
