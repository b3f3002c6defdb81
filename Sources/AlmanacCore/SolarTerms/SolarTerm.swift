/// The 24 solar terms (二十四节气), in calendar order from 小寒.
///
/// A term begins when the Sun's apparent longitude reaches a multiple of 15°: 春分 at 0°, 立春
/// at 315°, 冬至 at 270°. The even-numbered ones (小寒, 立春, 惊蛰 …) are the 节 (sectional
/// terms) that start the months of the 干支 calendar; the odd-numbered ones (大寒, 雨水, 春分 …)
/// are the 中气 (principal terms) that decide the lunar calendar's leap months.
///
/// ```swift
/// SolarTerm.on(CivilDate(year: 2026, month: 4, day: 5)!)     // .pureBrightness (清明)
/// try SolarTerm.startOfSpring.event(in: 2026).date           // 2026-02-04
/// ```
public enum SolarTerm: Int, CaseIterable, Sendable, Codable, Comparable {
  /// 小寒, Minor Cold (285°), early January.
  case minorCold
  /// 大寒, Major Cold (300°).
  case majorCold
  /// 立春, Start of Spring (315°), early February; begins the 寅 month.
  case startOfSpring
  /// 雨水, Rain Water (330°).
  case rainWater
  /// 惊蛰, Awakening of Insects (345°).
  case awakeningOfInsects
  /// 春分, Spring Equinox (0°).
  case springEquinox
  /// 清明, Pure Brightness (15°), a public holiday in mainland China.
  case pureBrightness
  /// 谷雨, Grain Rain (30°).
  case grainRain
  /// 立夏, Start of Summer (45°).
  case startOfSummer
  /// 小满, Grain Buds (60°).
  case grainBuds
  /// 芒种, Grain in Ear (75°).
  case grainInEar
  /// 夏至, Summer Solstice (90°).
  case summerSolstice
  /// 小暑, Minor Heat (105°).
  case minorHeat
  /// 大暑, Major Heat (120°).
  case majorHeat
  /// 立秋, Start of Autumn (135°).
  case startOfAutumn
  /// 处暑, End of Heat (150°).
  case endOfHeat
  /// 白露, White Dew (165°).
  case whiteDew
  /// 秋分, Autumn Equinox (180°).
  case autumnEquinox
  /// 寒露, Cold Dew (195°).
  case coldDew
  /// 霜降, Frost's Descent (210°).
  case frostsDescent
  /// 立冬, Start of Winter (225°).
  case startOfWinter
  /// 小雪, Minor Snow (240°).
  case minorSnow
  /// 大雪, Major Snow (255°).
  case majorSnow
  /// 冬至, Winter Solstice (270°), always in the 11th lunar month.
  case winterSolstice

  /// The Sun's apparent ecliptic longitude at the term, in degrees (0, 15 … 345).
  public var longitude: Double { Double((285 + 15 * rawValue) % 360) }

  /// Whether the term is a 中气 (principal term: 大寒, 雨水, 春分 …, 冬至).
  public var isPrincipal: Bool { rawValue % 2 == 1 }

  /// The twelve 中气 in order, 大寒 first.
  static let principal = allCases.filter(\.isPrincipal)

  /// Whether the term is a 节 (sectional term: 小寒, 立春, 惊蛰 …), which starts a 干支 month.
  public var isSectional: Bool { rawValue % 2 == 0 }

  /// The Gregorian month the term falls in (every term keeps to one month: 立春 in February).
  public var month: Int { rawValue / 2 + 1 }

  /// The term's name: `立春`; in traditional script `驚蟄`, `穀雨`, `小滿`, `芒種`, `處暑`.
  public func name(_ script: ChineseScript = .simplified) -> String {
    (script == .simplified ? SolarTerm.simplifiedNames : SolarTerm.traditionalNames)[rawValue]
  }

  /// The English name, as the Hong Kong Observatory writes it: `Start of Spring`.
  public var englishName: String { SolarTerm.englishNames[rawValue] }

  /// Orders terms by their place in the calendar year, 小寒 first.
  public static func < (lhs: SolarTerm, rhs: SolarTerm) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The term with a Chinese (either script) or English name, in any case, or `nil`.
  public init?(name: String) {
    let key = name.lowercased()
    guard
      let index = SolarTerm.simplifiedNames.firstIndex(of: name)
        ?? SolarTerm.traditionalNames.firstIndex(of: name)
        ?? SolarTerm.englishNames.firstIndex(where: { $0.lowercased() == key })
    else { return nil }
    self = SolarTerm(rawValue: index) ?? .minorCold
  }

  static let simplifiedNames = [
    "小寒", "大寒", "立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至",
    "小暑", "大暑", "立秋", "处暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
  ]
  static let traditionalNames = [
    "小寒", "大寒", "立春", "雨水", "驚蟄", "春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至",
    "小暑", "大暑", "立秋", "處暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
  ]
  static let englishNames = [
    "Minor Cold", "Major Cold", "Start of Spring", "Rain Water", "Awakening of Insects",
    "Spring Equinox", "Pure Brightness", "Grain Rain", "Start of Summer", "Grain Buds",
    "Grain in Ear", "Summer Solstice", "Minor Heat", "Major Heat", "Start of Autumn", "End of Heat",
    "White Dew", "Autumn Equinox", "Cold Dew", "Frost's Descent", "Start of Winter", "Minor Snow",
    "Major Snow", "Winter Solstice",
  ]
}
