import Foundation

/// The layer of the 黄历 (almanac) that independent almanacs agree on, day by day: the 建除十二神
/// officer, the 十二天神 spirit with its 黄道/黑道 path, the 冲 (the pillar and zodiac animal the
/// day clashes with) and the 煞 direction. Each follows from the day pillar and the month pillar
/// (the month from the 节, as the 八字 count it); lunar-python and cnlunar give the same on every
/// day of 1900–2100 (`data/huangli/reference.tsv`, the manual, "Getting started").
///
/// 宜/忌 lists are not here: the almanacs Almanac was checked against agree on them on only a
/// few days in a hundred (they follow different schools), so they are not facts.
///
/// ```swift
/// let day = Huangli(date: CivilDate("2026-12-02")!)
/// day.officer           // .close (闭)
/// day.spirit            // .goldenCoffer (金匮), day.isYellowPath == true (黄道)
/// day.clash             // 甲辰, day.clashZodiac == .dragon (冲龙)
/// day.sha               // .north (煞北)
/// ```
public struct Huangli: Sendable, Hashable {
  /// The 建除十二神 officer of the day.
  public let officer: DayOfficer
  /// The 十二天神 spirit on duty (青龙, 明堂 … 勾陈); ``isYellowPath`` says its path.
  public let spirit: DaySpirit
  /// The pillar the day clashes with (冲): its stem four places on, its branch opposite (a
  /// 庚戌 day clashes with 甲辰).
  public let clash: StemBranch
  /// The direction of the day's 煞 (申子辰 days south, 寅午戌 north, 亥卯未 west, 巳酉丑 east).
  public let sha: CompassDirection

  /// The layer for a day and month pillar (the month from the 节).
  public init(day: StemBranch, month: StemBranch) {
    let dayBranch = day.branch.rawValue
    let monthBranch = month.branch.rawValue
    officer = DayOfficer(rawValue: (dayBranch - monthBranch + 12) % 12) ?? .establish
    // 青龙 is on duty from 子 in 寅 and 申 months, two branches on for each month after.
    let azureDragon = (2 * monthBranch + 8) % 12
    spirit = DaySpirit(rawValue: (dayBranch - azureDragon + 12) % 12) ?? .azureDragon
    clash = StemBranch(
      stem: HeavenlyStem(rawValue: (day.stem.rawValue + 4) % 10) ?? .jia,
      branch: EarthlyBranch(rawValue: (dayBranch + 6) % 12) ?? .zi) ?? day
    switch dayBranch % 4 {
    case 0: sha = .south  // 申子辰
    case 1: sha = .east  // 巳酉丑
    case 2: sha = .north  // 寅午戌
    default: sha = .west  // 亥卯未
    }
  }

  /// The layer of a day: its day pillar and its month pillar from the 节 (the lunar month's
  /// outside the solar terms' years, as ``DayPillars`` has it).
  public init(date: CivilDate) {
    self.init(date: date, lunar: LunarCalendar.chinese.lunarDate(for: date))
  }

  /// The layer of a day whose lunar date is known, or made when needed (the month pillar falls
  /// back to the lunar month's outside the solar terms' years, as ``DayPillars`` does).
  package init(date: CivilDate, lunar: @autoclosure () -> LunarDate) {
    self.init(
      day: StemBranch(day: date),
      month: DayPillars.month(
        of: date, lunar: { let day = lunar(); return StemBranch(lunarYear: day.year, month: day.month) }()))
  }

  /// Whether the spirit walks the 黄道 (yellow path, auspicious) rather than the 黑道.
  public var isYellowPath: Bool { spirit.isYellowPath }
  /// The path as JSON and CSV write it: `yellow` (黄道) or `black` (黑道).
  package var path: String { isYellowPath ? "yellow" : "black" }
  /// The zodiac animal the day clashes with (冲龙 on a 戌 day).
  public var clashZodiac: Zodiac { clash.branch.zodiac }

  /// The day as almanacs print it: `闭日 金匮黄道 冲龙(甲辰) 煞北` (traditional script:
  /// `閉日 金匱黃道 沖龍(甲辰) 煞北`; English: `Close day · Golden Coffer (yellow path) · clashes
  /// with Dragon (甲辰) · sha north`).
  public func text(_ language: NameLanguage = .simplified) -> String {
    guard let script = language.script else {
      return "\(language.name(officer.name)) day · \(language.name(spirit.name)) "
        + "(\(path) path) · clashes with \(clashZodiac.englishName.capitalized) (\(clash))"
        + " · sha \(sha.rawValue)"
    }
    let traditional = script == .traditional
    let path = isYellowPath ? (traditional ? "黃道" : "黄道") : "黑道"
    return "\(language.name(officer.name))日 \(language.name(spirit.name))\(path) "
      + "\(traditional ? "沖" : "冲")\(clashZodiac.character(script))(\(clash)) 煞\(sha.character(script))"
  }
}

/// The 建除十二神: the officer of a day, from the day's branch counted from the month's (建 on
/// the day whose branch is the month's, 寅 days in the 寅 month; the 节 day repeats the day
/// before's officer).
public enum DayOfficer: Int, CaseIterable, Sendable {
  /// 建
  case establish
  /// 除
  case remove
  /// 满
  case full
  /// 平
  case balance
  /// 定
  case stable
  /// 执
  case initiate
  /// 破
  case destruction
  /// 危
  case danger
  /// 成
  case success
  /// 收
  case receive
  /// 开
  case open
  /// 闭
  case close

  /// The officer's name: 建 … 闭 (traditional 滿, 執, 開, 閉), English Establish … Close.
  public var name: HolidayName { DayOfficer.names[rawValue] }

  private static let names: [HolidayName] = [
    ("建", "建", "Establish"), ("除", "除", "Remove"), ("满", "滿", "Full"), ("平", "平", "Balance"),
    ("定", "定", "Stable"), ("执", "執", "Initiate"), ("破", "破", "Destruction"), ("危", "危", "Danger"),
    ("成", "成", "Success"), ("收", "收", "Receive"), ("开", "開", "Open"), ("闭", "閉", "Close"),
  ].map { HolidayName(zhHans: $0.0, zhHant: $0.1, english: $0.2) }
}

/// The 十二天神 (twelve spirits) in their order of duty, six on the 黄道 (yellow path) and six on
/// the 黑道 (black path).
public enum DaySpirit: Int, CaseIterable, Sendable {
  /// 青龙 (黄道)
  case azureDragon
  /// 明堂 (黄道)
  case brightHall
  /// 天刑 (黑道)
  case heavenlyPunishment
  /// 朱雀 (黑道)
  case vermilionBird
  /// 金匮 (黄道)
  case goldenCoffer
  /// 天德 (黄道)
  case heavenlyVirtue
  /// 白虎 (黑道)
  case whiteTiger
  /// 玉堂 (黄道)
  case jadeHall
  /// 天牢 (黑道)
  case heavenlyPrison
  /// 玄武 (黑道)
  case blackTortoise
  /// 司命 (黄道)
  case lifeController
  /// 勾陈 (黑道)
  case hookedArray

  /// Whether the spirit walks the 黄道: 青龙, 明堂, 金匮, 天德, 玉堂, 司命.
  public var isYellowPath: Bool {
    switch self {
    case .azureDragon, .brightHall, .goldenCoffer, .heavenlyVirtue, .jadeHall, .lifeController: true
    default: false
    }
  }

  /// The spirit's name: 青龙 … 勾陈 (traditional 青龍, 金匱, 勾陳 …), English Azure Dragon ….
  public var name: HolidayName { DaySpirit.names[rawValue] }

  private static let names: [HolidayName] = [
    ("青龙", "青龍", "Azure Dragon"), ("明堂", "明堂", "Bright Hall"), ("天刑", "天刑", "Heavenly Punishment"),
    ("朱雀", "朱雀", "Vermilion Bird"), ("金匮", "金匱", "Golden Coffer"), ("天德", "天德", "Heavenly Virtue"),
    ("白虎", "白虎", "White Tiger"), ("玉堂", "玉堂", "Jade Hall"), ("天牢", "天牢", "Heavenly Prison"),
    ("玄武", "玄武", "Black Tortoise"), ("司命", "司命", "Life Controller"), ("勾陈", "勾陳", "Hooked Array"),
  ].map { HolidayName(zhHans: $0.0, zhHant: $0.1, english: $0.2) }
}

/// One of the four directions, as the 煞 of a day points.
public enum CompassDirection: String, CaseIterable, Sendable, Codable {
  /// 北
  case north
  /// 东
  case east
  /// 南
  case south
  /// 西
  case west

  /// The direction's character: 北, 东, 南, 西 (東 in traditional script).
  public var character: String {
    switch self {
    case .north: "北"
    case .east: "东"
    case .south: "南"
    case .west: "西"
    }
  }

  /// The character in a script (東 in traditional).
  public func character(_ script: ChineseScript) -> String {
    self == .east && script == .traditional ? "東" : character
  }
}

/// The JSON object of a day's ``Huangli``, names in the encoder's language: `{"officer":"闭",
/// "spirit":"金匮","path":"yellow","clash":"甲辰","clashZodiac":"龙","sha":"north"}`. Written
/// inside ``DayFacts``' JSON; the layer follows from the pillars, so nothing reads it back.
struct HuangliJSON: Encodable {
  let huangli: Huangli
  let names: NameLanguage

  init(_ huangli: Huangli, names: NameLanguage) {
    self.huangli = huangli
    self.names = names
  }

  private enum CodingKeys: String, CodingKey {
    case officer, spirit, path, clash, clashZodiac, sha
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(names.name(huangli.officer.name), forKey: .officer)
    try container.encode(names.name(huangli.spirit.name), forKey: .spirit)
    try container.encode(huangli.path, forKey: .path)
    try container.encode(huangli.clash, forKey: .clash)
    try container.encode(
      names.script.map { huangli.clashZodiac.character($0) } ?? huangli.clashZodiac.englishName,
      forKey: .clashZodiac)
    try container.encode(huangli.sha, forKey: .sha)
  }
}
