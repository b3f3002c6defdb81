import Foundation

/// The language Almanac writes names in (festivals, holidays, terms, lunar dates, the year):
/// Chinese in a script, Korean, Vietnamese, Portuguese, Malay, or English.
///
/// A page takes it from its locale (``init(locale:)``); a JSON writer from
/// `CodingUserInfoKey.almanacNames` or ``JSONLinesEncoder/names``. It is written in JSON and
/// URLs as its BCP 47 tag (`zh-Hans`, `zh-Hant`, `ko`, `vi`, `pt`, `ms`, `en`). JSON values name things in
/// Chinese or English only: asked for Korean, Vietnamese, Portuguese or Malay, their names are English
/// (``script`` is `nil`), as the server's `names=` documents.
///
/// ```swift
/// NameLanguage(.traditional)            // .chinese(.traditional)
/// NameLanguage(rawValue: "en")          // .english
/// NameLanguage.simplified.rawValue      // "zh-Hans"
/// ```
public enum NameLanguage: Sendable, Hashable {
  /// Chinese, in simplified or traditional characters.
  case chinese(ChineseScript)
  /// Korean (Hangul).
  case korean
  /// Vietnamese.
  case vietnamese
  /// Portuguese (Macau's holidays have Portuguese names; other names are English).
  case portuguese
  /// Malay (Singapore's holidays have Malay names; other names are English).
  case malay
  /// English, for every other language.
  case english

  /// Simplified Chinese (`zh-Hans`), the default.
  public static let simplified = NameLanguage.chinese(.simplified)
  /// Traditional Chinese (`zh-Hant`).
  public static let traditional = NameLanguage.chinese(.traditional)

  /// The names of a Chinese script, or English for `nil`.
  public init(_ script: ChineseScript?) {
    self = script.map { .chinese($0) } ?? .english
  }

  /// The Chinese script of the names, or `nil` for English, Korean, Vietnamese, Portuguese and Malay
  /// (whose JSON names are English).
  public var script: ChineseScript? {
    if case .chinese(let script) = self { return script }
    return nil
  }

  /// The language of an ICU locale ID; Japanese reads the traditional forms.
  public init(locale: String) {
    let id = locale.replacingOccurrences(of: "-", with: "_").lowercased()
    if let script = ChineseScript(locale: locale) {
      self = .chinese(script)
    } else if id == "ja" || id.hasPrefix("ja_") {
      self = .chinese(.traditional)
    } else if id == "ko" || id.hasPrefix("ko_") {
      self = .korean
    } else if id == "vi" || id.hasPrefix("vi_") {
      self = .vietnamese
    } else if id == "pt" || id.hasPrefix("pt_") {
      self = .portuguese
    } else if id == "ms" || id.hasPrefix("ms_") {
      self = .malay
    } else {
      self = .english
    }
  }

  /// Whether festivals have names of their own in this language (Portuguese's and Malay's are
  /// English).
  public var namesFestivals: Bool { self != .portuguese && self != .malay }

  /// A holiday's or festival's name (Korean, Vietnamese, Portuguese and Malay fall back to
  /// English).
  @inlinable
  public func name(_ name: HolidayName) -> String {
    switch self {
    case .chinese(let script): name.text(script)
    case .korean: name.korean ?? name.english
    case .vietnamese: name.vietnamese ?? name.english
    case .portuguese: name.portuguese ?? name.english
    case .malay: name.malay ?? name.english
    case .english: name.english
    }
  }

  /// A solar term's name: 清明, 청명, Thanh minh, Pure Brightness.
  /// A phase of the Moon in the language: `望` in Chinese, `Full Moon` otherwise.
  public func name(_ phase: MoonPhase) -> String { script == nil ? phase.englishName : phase.name }

  public func name(_ term: SolarTerm) -> String {
    switch self {
    case .chinese(let script): term.name(script)
    case .korean: NameLanguage.koreanTerms[term.rawValue]
    case .vietnamese: NameLanguage.vietnameseTerms[term.rawValue]
    case .english, .portuguese, .malay: term.englishName
    }
  }

  /// The subtitle of a lunar month's first day: 二月 / 闰六月 (Chinese and English pages),
  /// `2.1` / `윤6.1` (Korean calendars' month.day), `1/2` / `1/6N` (Vietnamese day/month, N for
  /// nhuận).
  public func monthText(_ lunar: LunarDate, script: ChineseScript) -> String {
    switch self {
    case .korean: "\(lunar.isLeapMonth ? "윤" : "")\(lunar.month).1"
    case .vietnamese: "1/\(lunar.month)\(lunar.isLeapMonth ? "N" : "")"
    case .chinese, .english, .portuguese, .malay: lunar.monthName(script)
    }
  }

  /// The subtitle of any other lunar day: 十五 (Chinese and English pages), `8.15` (Korean),
  /// `15` (Vietnamese).
  public func dayText(_ lunar: LunarDate) -> String {
    switch self {
    case .korean: "\(lunar.isLeapMonth ? "윤" : "")\(lunar.month).\(lunar.day)"
    case .vietnamese: String(lunar.day)
    case .chinese, .english, .portuguese, .malay: lunar.dayName
    }
  }

  /// The word for today.
  public var today: String {
    switch self {
    case .chinese: "今日"
    case .korean: "오늘"
    case .vietnamese: "Hôm nay"
    case .portuguese: "Hoje"
    case .malay: "Hari ini"
    case .english: "Today"
    }
  }

  /// A lunar year as headers name it: `丙午年【马年】`, `병오년(丙午年) 말띠`,
  /// `Năm Bính Ngọ (Ngựa)`, `丙午, Year of the Horse`.
  public func yearText(_ year: StemBranch) -> String {
    let zodiac = year.branch.zodiac
    switch self {
    case .chinese(let script): return "\(year)年【\(zodiac.character(script))年】"
    case .korean: return "\(year.hangul)년(\(year)年) \(zodiac.koreanName)띠"
    case .vietnamese: return "Năm \(year.vietnamese) (\(zodiac.vietnameseName))"
    case .portuguese: return "\(year), Ano \(zodiac.portugueseName)"
    case .malay: return "\(year), Tahun \(zodiac.malayName)"
    case .english: return "\(year), Year of the \(zodiac.englishName.capitalized)"
    }
  }

  static let koreanTerms = [
    "소한", "대한", "입춘", "우수", "경칩", "춘분", "청명", "곡우", "입하", "소만", "망종", "하지",
    "소서", "대서", "입추", "처서", "백로", "추분", "한로", "상강", "입동", "소설", "대설", "동지",
  ]
  static let vietnameseTerms = [
    "Tiểu hàn", "Đại hàn", "Lập xuân", "Vũ thủy", "Kinh trập", "Xuân phân", "Thanh minh", "Cốc vũ",
    "Lập hạ", "Tiểu mãn", "Mang chủng", "Hạ chí", "Tiểu thử", "Đại thử", "Lập thu", "Xử thử",
    "Bạch lộ", "Thu phân", "Hàn lộ", "Sương giáng", "Lập đông", "Tiểu tuyết", "Đại tuyết", "Đông chí",
  ]
}

extension StemBranch {
  /// The pair in Hangul, e.g. `병오` (丙午).
  public var hangul: String {
    ["갑", "을", "병", "정", "무", "기", "경", "신", "임", "계"][stem.rawValue]
      + ["자", "축", "인", "묘", "진", "사", "오", "미", "신", "유", "술", "해"][branch.rawValue]
  }

  /// The pair in Vietnamese (can chi), e.g. `Bính Ngọ` (丙午).
  public var vietnamese: String {
    ["Giáp", "Ất", "Bính", "Đinh", "Mậu", "Kỷ", "Canh", "Tân", "Nhâm", "Quý"][stem.rawValue] + " "
      + ["Tý", "Sửu", "Dần", "Mão", "Thìn", "Tỵ", "Ngọ", "Mùi", "Thân", "Dậu", "Tuất", "Hợi"][branch.rawValue]
  }
}

extension Zodiac {
  /// The Korean name (띠), e.g. `말` for the horse.
  public var koreanName: String {
    ["쥐", "소", "호랑이", "토끼", "용", "뱀", "말", "양", "원숭이", "닭", "개", "돼지"][rawValue]
  }

  /// The Portuguese name with its article: `do Cavalo`, `da Serpente`.
  public var portugueseName: String {
    [
      "do Rato", "do Boi", "do Tigre", "do Coelho", "do Dragão", "da Serpente", "do Cavalo", "da Cabra",
      "do Macaco", "do Galo", "do Cão", "do Porco",
    ][rawValue]
  }

  /// The Malay name: `Kuda` for the horse.
  public var malayName: String {
    ["Tikus", "Lembu", "Harimau", "Arnab", "Naga", "Ular", "Kuda", "Kambing", "Monyet", "Ayam", "Anjing", "Babi"][rawValue]
  }

  /// The Vietnamese name; the Vietnamese zodiac has the buffalo (Trâu) for the ox and the cat
  /// (Mèo) for the rabbit.
  public var vietnameseName: String {
    ["Chuột", "Trâu", "Hổ", "Mèo", "Rồng", "Rắn", "Ngựa", "Dê", "Khỉ", "Gà", "Chó", "Lợn"][rawValue]
  }
}

extension NameLanguage: RawRepresentable, Codable, CaseIterable {
  /// Every language: the three JSON names are written in, then Korean, Vietnamese, Portuguese
  /// and Malay.
  public static let allCases: [NameLanguage] = [
    .simplified, .traditional, .english, .korean, .vietnamese, .portuguese, .malay,
  ]

  /// The languages JSON values are written in (`names=` of the server): the others write English.
  public static let jsonLanguages: [NameLanguage] = [.simplified, .traditional, .english]

  /// The BCP 47 tag: `zh-Hans`, `zh-Hant`, `ko`, `vi`, `pt`, `ms`, `en`.
  public var rawValue: String {
    switch self {
    case .chinese(let script): script.rawValue
    case .korean: "ko"
    case .vietnamese: "vi"
    case .portuguese: "pt"
    case .malay: "ms"
    case .english: "en"
    }
  }

  /// The language of a tag as ``rawValue`` writes it, or `nil`.
  public init?(rawValue: String) {
    guard let language = NameLanguage.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = language
  }
}

extension CodingUserInfoKey {
  /// The language Almanac's values write names in (a ``NameLanguage`` or ``ChineseScript``;
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
  package var almanacNames: NameLanguage {
    // Almanac's own writer knows it without a dictionary look-up.
    if let writer = self as? JSONStreamWriter { return writer.names }
    switch userInfo[.almanacNames] {
    case let names as NameLanguage: return names
    case let script as ChineseScript: return NameLanguage(script)
    default: return .simplified
    }
  }
}
