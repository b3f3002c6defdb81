import Foundation

/// A holiday's name in simplified and traditional Chinese and in English, for the Korean and
/// Vietnamese calendars' days in Korean and Vietnamese, for Macau's in Portuguese, and for
/// Singapore's in Malay.
public struct HolidayName: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The strings live in one immutable object, so that passing a name around (every
  /// ``DayStatus`` of a holiday carries one) costs one reference count, not one per form.
  /// `@usableFromInline`: a page's cells read names across modules, per cell.
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let zhHans: String
    @usableFromInline let zhHant: String
    @usableFromInline let english: String
    @usableFromInline let korean: String?
    @usableFromInline let vietnamese: String?
    @usableFromInline let portuguese: String?
    @usableFromInline let malay: String?

    package init(
      _ zhHans: String, _ zhHant: String, _ english: String, _ korean: String?, _ vietnamese: String?,
      _ portuguese: String?, _ malay: String? = nil
    ) {
      self.zhHans = zhHans
      self.zhHant = zhHant
      self.english = english
      self.korean = korean
      self.vietnamese = vietnamese
      self.portuguese = portuguese
      self.malay = malay
    }
  }

  @usableFromInline let storage: Storage

  /// Simplified Chinese, e.g. `春节`.
  @inlinable public var zhHans: String { storage.zhHans }
  /// Traditional Chinese, e.g. `春節`.
  @inlinable public var zhHant: String { storage.zhHant }
  /// English, e.g. `Spring Festival`.
  @inlinable public var english: String { storage.english }
  /// Korean, e.g. `설날`, where the name has one.
  @inlinable public var korean: String? { storage.korean }
  /// Vietnamese, e.g. `Tết Nguyên Đán`, where the name has one.
  @inlinable public var vietnamese: String? { storage.vietnamese }
  /// Portuguese, e.g. `Fraternidade Universal` (Macau's 元旦), where the name has one.
  @inlinable public var portuguese: String? { storage.portuguese }
  /// Malay, e.g. `Hari Kebangsaan` (Singapore's National Day), where the name has one.
  @inlinable public var malay: String? { storage.malay }

  /// Creates a name; a missing form falls back to another (Korean, Vietnamese, Portuguese and
  /// Malay to English).
  public init(
    zhHans: String, zhHant: String? = nil, english: String? = nil, korean: String? = nil, vietnamese: String? = nil,
    portuguese: String? = nil, malay: String? = nil
  ) {
    storage = Storage(zhHans, zhHant ?? zhHans, english ?? zhHans, korean, vietnamese, portuguese, malay)
  }

  /// Names are equal when all their forms are.
  public static func == (lhs: HolidayName, rhs: HolidayName) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.zhHans == rhs.zhHans && lhs.zhHant == rhs.zhHant && lhs.english == rhs.english
        && lhs.korean == rhs.korean && lhs.vietnamese == rhs.vietnamese && lhs.portuguese == rhs.portuguese
        && lhs.malay == rhs.malay)
  }

  /// Hashes every form.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(zhHans)
    hasher.combine(zhHant)
    hasher.combine(english)
    hasher.combine(korean)
    hasher.combine(vietnamese)
    hasher.combine(portuguese)
    hasher.combine(malay)
  }

  private enum CodingKeys: String, CodingKey {
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"
    case english = "en"
    case korean = "ko"
    case vietnamese = "vi"
    case portuguese = "pt"
    case malay = "ms"
  }

  /// Decodes `{"zh-Hans":…,"zh-Hant":…,"en":…,"ko":…,"vi":…,"pt":…,"ms":…}`; all but the first
  /// may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      zhHans: try container.decode(String.self, forKey: .zhHans),
      zhHant: try container.decodeIfPresent(String.self, forKey: .zhHant),
      english: try container.decodeIfPresent(String.self, forKey: .english),
      korean: try container.decodeIfPresent(String.self, forKey: .korean),
      vietnamese: try container.decodeIfPresent(String.self, forKey: .vietnamese),
      portuguese: try container.decodeIfPresent(String.self, forKey: .portuguese),
      malay: try container.decodeIfPresent(String.self, forKey: .malay))
  }

  /// Encodes every form (the optional ones when present).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(zhHans, forKey: .zhHans)
    try container.encode(zhHant, forKey: .zhHant)
    try container.encode(english, forKey: .english)
    try container.encodeIfPresent(korean, forKey: .korean)
    try container.encodeIfPresent(vietnamese, forKey: .vietnamese)
    try container.encodeIfPresent(portuguese, forKey: .portuguese)
    try container.encodeIfPresent(malay, forKey: .malay)
  }

  /// The name in a script (`nil`: English).
  @inlinable
  public func text(_ script: ChineseScript?) -> String {
    switch script {
    case .simplified: zhHans
    case .traditional: zhHant
    case nil: english
    }
  }

  /// The name for an ICU locale ID: traditional for zh_TW, zh_HK, zh_MO and zh_Hant, simplified
  /// for other Chinese locales, English otherwise.
  public func text(forLocale locale: String) -> String {
    text(ChineseScript(locale: locale))
  }

  /// The simplified Chinese name.
  public var description: String { zhHans }
}

extension ChineseScript {
  /// The script a locale writes Chinese in, or `nil` for a non-Chinese locale.
  public init?(locale: String) {
    let id = locale.replacingOccurrences(of: "-", with: "_").lowercased()
    guard id == "zh" || id.hasPrefix("zh_") else { return nil }
    let traditional = id.contains("hant") || id.hasSuffix("_tw") || id.hasSuffix("_hk") || id.hasSuffix("_mo")
    self = traditional && !id.contains("hans") ? .traditional : .simplified
  }
}
