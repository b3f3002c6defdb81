import AlmanacCore

/// The language a page writes its names in (festivals, holidays, terms, lunar dates, the year):
/// Chinese in a script, Korean, Vietnamese, or English for every other locale.
package enum NameLanguage: Sendable, Hashable {
  case chinese(ChineseScript)
  case korean
  case vietnamese
  case english

  /// The language of an ICU locale ID; Japanese reads the traditional forms.
  package init(locale: String) {
    let id = locale.replacingOccurrences(of: "-", with: "_").lowercased()
    if let script = ChineseScript(locale: locale) {
      self = .chinese(script)
    } else if id == "ja" || id.hasPrefix("ja_") {
      self = .chinese(.traditional)
    } else if id == "ko" || id.hasPrefix("ko_") {
      self = .korean
    } else if id == "vi" || id.hasPrefix("vi_") {
      self = .vietnamese
    } else {
      self = .english
    }
  }

  /// A holiday's or festival's name (Korean and Vietnamese fall back to English).
  package func name(_ name: HolidayName) -> String {
    switch self {
    case .chinese(let script): name.text(script)
    case .korean: name.korean ?? name.english
    case .vietnamese: name.vietnamese ?? name.english
    case .english: name.english
    }
  }

  /// A solar term's name: 清明, 청명, Thanh minh, Pure Brightness.
  package func name(_ term: SolarTerm) -> String {
    switch self {
    case .chinese(let script): term.name(script)
    case .korean: NameLanguage.koreanTerms[term.rawValue]
    case .vietnamese: NameLanguage.vietnameseTerms[term.rawValue]
    case .english: term.englishName
    }
  }

  /// The subtitle of a lunar month's first day: 二月 / 闰六月 (Chinese and English pages),
  /// `2.1` / `윤6.1` (Korean calendars' month.day), `1/2` / `1/6N` (Vietnamese day/month, N for
  /// nhuận).
  package func monthText(_ lunar: LunarDate, script: ChineseScript) -> String {
    switch self {
    case .korean: "\(lunar.isLeapMonth ? "윤" : "")\(lunar.month).1"
    case .vietnamese: "1/\(lunar.month)\(lunar.isLeapMonth ? "N" : "")"
    case .chinese, .english: lunar.monthName(script)
    }
  }

  /// The subtitle of any other lunar day: 十五 (Chinese and English pages), `8.15` (Korean),
  /// `15` (Vietnamese).
  package func dayText(_ lunar: LunarDate) -> String {
    switch self {
    case .korean: "\(lunar.isLeapMonth ? "윤" : "")\(lunar.month).\(lunar.day)"
    case .vietnamese: String(lunar.day)
    case .chinese, .english: lunar.dayName
    }
  }

  /// The word for today.
  package var today: String {
    switch self {
    case .chinese: "今日"
    case .korean: "오늘"
    case .vietnamese: "Hôm nay"
    case .english: "Today"
    }
  }

  /// A lunar year as headers name it: `丙午年【马年】`, `병오년(丙午年) 말띠`,
  /// `Năm Bính Ngọ (Ngựa)`, `丙午, Year of the Horse`.
  package func yearText(_ year: StemBranch) -> String {
    let zodiac = year.branch.zodiac
    switch self {
    case .chinese(let script): return "\(year)年【\(zodiac.character(script))年】"
    case .korean: return "\(year.hangul)년(\(year)年) \(zodiac.koreanName)띠"
    case .vietnamese: return "Năm \(year.vietnamese) (\(zodiac.vietnameseName))"
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

  /// The Vietnamese name; the Vietnamese zodiac has the buffalo (Trâu) for the ox and the cat
  /// (Mèo) for the rabbit.
  public var vietnameseName: String {
    ["Chuột", "Trâu", "Hổ", "Mèo", "Rồng", "Rắn", "Ngựa", "Dê", "Khỉ", "Gà", "Chó", "Lợn"][rawValue]
  }
}
