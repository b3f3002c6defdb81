/// The statutory days (法定节假日) of mainland China under the 全国年节及纪念日放假办法 in force each
/// year: the 1999 version (in force 2000–2007), the 2007 revision (2008–2013), the 2013 revision
/// (2014–2024) and the 2024 revision (from 2025).
///
/// | holiday | 2000–2007 | 2008–2013 | 2014–2024 | 2025– |
/// |---|---|---|---|---|
/// | 元旦 | 1 Jan | 1 Jan | 1 Jan | 1 Jan |
/// | 春节 | 初一–初三 | 除夕–初二 | 初一–初三 | 除夕–初三 |
/// | 清明节 | — | 清明 | 清明 | 清明 |
/// | 劳动节 | 1–3 May | 1 May | 1 May | 1–2 May |
/// | 端午节 | — | 五月初五 | 五月初五 | 五月初五 |
/// | 中秋节 | — | 八月十五 | 八月十五 | 八月十五 |
/// | 国庆节 | 1–3 Oct | 1–3 Oct | 1–3 Oct | 1–3 Oct |
///
/// Used to mark statutory days in tables loaded without them, and to check the built-in data.
public enum StatutoryHolidayRules {
  /// The years the rules are known for.
  public static let years = 2000...2099

  /// The statutory days that fall inside a block of days off: mainland China's by the law of the
  /// block's year, none for other regions (their files say which days are statutory).
  static func days(in year: Int, within block: ClosedRange<CivilDate>, region: HolidayRegion) -> [CivilDate] {
    guard region == .mainlandChina else { return [] }
    return days(in: year).map(\.date).filter { block.contains($0) }
  }

  /// Every statutory day of a year with the holiday it belongs to (simplified Chinese name), in
  /// date order; empty outside ``years``.
  public static func days(in year: Int) -> [(date: CivilDate, holiday: String)] {
    guard years.contains(year), let newYear = try? LunarCalendar.chinese.newYear(of: year) else { return [] }
    var result: [(CivilDate, String)] = []
    func add(_ date: CivilDate?, _ name: String) {
      if let date { result.append((date, name)) }
    }
    func lunar(_ month: Int, _ day: Int) -> CivilDate? {
      LunarDate(year: year, month: month, day: day).flatMap { try? LunarCalendar.chinese.civilDate(for: $0) }
    }
    add(CivilDate(year: year, month: 1, day: 1), "元旦")
    let springDays: [Int] =
      switch year {
      case ..<2008: [0, 1, 2]
      case ..<2014: [-1, 0, 1]
      case ..<2025: [0, 1, 2]
      default: [-1, 0, 1, 2]
      }
    for offset in springDays { add(newYear.adding(days: offset), "春节") }
    if year >= 2008 {
      add(try? SolarTerm.pureBrightness.event(in: year).date, "清明节")
    }
    let labourDays = year < 2008 ? [1, 2, 3] : year < 2025 ? [1] : [1, 2]
    for day in labourDays { add(CivilDate(year: year, month: 5, day: day), "劳动节") }
    if year >= 2008 {
      add(lunar(5, 5), "端午节")
      add(lunar(8, 15), "中秋节")
    }
    for day in 1...3 { add(CivilDate(year: year, month: 10, day: day), "国庆节") }
    return result.sorted { $0.0 < $1.0 }
  }
}
