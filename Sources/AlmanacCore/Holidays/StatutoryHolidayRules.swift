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
/// Used to mark statutory days in tables loaded without them, to check the built-in data, and to
/// say which rule makes a day statutory (``rule(on:)``).
public enum StatutoryHolidayRules {
  /// The years the rules are known for.
  public static let years = 2000...2099

  /// The statutory days that fall inside a block of days off: mainland China's by the law of the
  /// block's year, none for other regions (their files say which days are statutory).
  package static func days(in year: Int, within block: ClosedRange<CivilDate>, region: HolidayRegion) -> [CivilDate] {
    guard region == .mainlandChina else { return [] }
    return days(in: year).map(\.date).filter { block.contains($0) }
  }

  /// Every statutory day of a year with the holiday it belongs to (simplified Chinese name), in
  /// date order; empty outside ``years``.
  public static func days(in year: Int) -> [(date: CivilDate, holiday: String)] {
    lawDays(in: year).compactMap { entry in
      CivilDate(daysSince1970: entry.day).map { ($0, holidayNames[entry.holiday].zhHans) }
    }
  }

  /// The rule itself, as day numbers and indexes into ``holidayNames`` (元旦 0 … 国庆节 6), in
  /// order of day and then of the law; a day two holidays share (中秋 on 3 October 2028) comes
  /// twice. Every other form of the statutory days is made from this one.
  package static func lawDays(in year: Int) -> [(day: Int, holiday: Int)] {
    guard years.contains(year), let newYear = try? LunarCalendar.chinese.newYear(of: year) else { return [] }
    var result: [(day: Int, holiday: Int)] = []
    result.reserveCapacity(16)
    func lunar(_ month: Int, _ day: Int) -> Int? {
      LunarDate(year: year, month: month, day: day).flatMap { try? LunarCalendar.chinese.civilDate(for: $0) }?
        .daysSince1970
    }
    result.append((CivilDate.dayNumber(year: year, month: 1, day: 1), 0))
    let springDays: ClosedRange<Int> =
      switch year {
      case ..<2008: 0...2
      case ..<2014: -1...1
      case ..<2025: 0...2
      default: -1...2
      }
    for offset in springDays { result.append((newYear.daysSince1970 + offset, 1)) }
    if year >= 2008, let day = SolarTerm.pureBrightness.beijingDate(in: year) {
      result.append((day.daysSince1970, 2))
    }
    let labourDays = year < 2008 ? 1...3 : year < 2025 ? 1...1 : 1...2
    for day in labourDays { result.append((CivilDate.dayNumber(year: year, month: 5, day: day), 3)) }
    if year >= 2008 {
      if let day = lunar(5, 5) { result.append((day, 4)) }
      if let day = lunar(8, 15) { result.append((day, 5)) }
    }
    for day in 1...3 { result.append((CivilDate.dayNumber(year: year, month: 10, day: day), 6)) }
    result.sort { ($0.day, $0.holiday) < ($1.day, $1.holiday) }
    return result
  }

  /// The law's holidays in its order, named as the built-in tables name them.
  public static let holidayNames: [HolidayName] = [
    HolidayName(zhHans: "元旦", zhHant: "元旦", english: "New Year's Day"),
    HolidayName(zhHans: "春节", zhHant: "春節", english: "Spring Festival"),
    HolidayName(zhHans: "清明节", zhHant: "清明節", english: "Qingming Festival"),
    HolidayName(zhHans: "劳动节", zhHant: "勞動節", english: "Labour Day"),
    HolidayName(zhHans: "端午节", zhHant: "端午節", english: "Dragon Boat Festival"),
    HolidayName(zhHans: "中秋节", zhHant: "中秋節", english: "Mid-Autumn Festival"),
    HolidayName(zhHans: "国庆节", zhHant: "國慶節", english: "National Day"),
  ]

  /// The statutory days of a year, each day once with the name of its holiday, in date order; a
  /// day two holidays share (中秋 on 3 October 2028) is named for both, as the notices name such
  /// blocks (`国庆节、中秋节`). Empty outside ``years``.
  ///
  /// ```swift
  /// StatutoryHolidayRules.holidays(in: 2027).map { "\($0.date) \($0.name)" }
  /// // ["2027-01-01 元旦", "2027-02-05 春节", "2027-02-06 春节", "2027-02-07 春节", "2027-02-08 春节",
  /// //  "2027-04-05 清明节", "2027-05-01 劳动节", "2027-05-02 劳动节", "2027-06-09 端午节",
  /// //  "2027-09-15 中秋节", "2027-10-01 国庆节", "2027-10-02 国庆节", "2027-10-03 国庆节"]
  /// ```
  public static func holidays(in year: Int) -> [(date: CivilDate, name: HolidayName)] {
    sharedDays(in: year).compactMap { entry in
      CivilDate(daysSince1970: entry.day).map { ($0, name(ofHolidays: entry.holidays)) }
    }
  }

  /// The law's days of a year each once, with the indexes of its holidays (one, or two on a
  /// shared day), in date order.
  package static func sharedDays(in year: Int) -> [(day: Int, holidays: [Int])] {
    var result: [(day: Int, holidays: [Int])] = []
    for entry in lawDays(in: year) {
      if let last = result.last, last.day == entry.day {
        result[result.count - 1].holidays.append(entry.holiday)
      } else {
        result.append((entry.day, [entry.holiday]))
      }
    }
    return result
  }

  /// The name of a day's holidays: the one, or two joined with the later of the law's order
  /// first (国庆节、中秋节), as the notices name such blocks.
  package static func name(ofHolidays holidays: [Int]) -> HolidayName {
    let names = holidays.sorted(by: >).map { holidayNames[$0] }
    guard names.count > 1 else { return names[0] }
    return HolidayName(
      zhHans: names.map(\.zhHans).joined(separator: "、"), zhHant: names.map(\.zhHant).joined(separator: "、"),
      english: names.map(\.english).joined(separator: " and "))
  }

  /// The item of the law in force that makes a day statutory, or `nil` when none does (a
  /// one-off day such as 2015-09-03 is statutory by its own notice, not by the law).
  ///
  /// ```swift
  /// StatutoryHolidayRules.rule(on: CivilDate("2026-02-16")!)?.description
  /// // "全国年节及纪念日放假办法（2024年11月10日修订，2025年1月1日起施行）第二条（二）春节，放假4天（农历除夕、正月初一至初三）"
  /// ```
  public static func rule(on date: CivilDate) -> StatutoryRule? {
    guard let holiday = days(in: date.year).first(where: { $0.date == date })?.holiday else { return nil }
    let version =
      switch date.year {
      case ..<2008: 0
      case ..<2014: 1
      case ..<2025: 2
      default: 3
      }
    guard let item = items[version][holiday] else { return nil }
    return StatutoryRule(law: laws[version], item: item, holiday: holiday)
  }

  /// The versions of the law, as they are cited.
  private static let laws = [
    "全国年节及纪念日放假办法（1999年9月18日修订，国务院令第270号）",
    "全国年节及纪念日放假办法（2007年12月14日修订，国务院令第513号，2008年1月1日起施行）",
    "全国年节及纪念日放假办法（2013年12月11日修订，国务院令第644号，2014年1月1日起施行）",
    "全国年节及纪念日放假办法（2024年11月10日修订，2025年1月1日起施行）",
  ]

  /// Article 2 of each version, item by item, as the law writes it.
  private static let items: [[String: String]] = {
    let v2007 = [
      "元旦": "（一）新年，放假1天（1月1日）", "春节": "（二）春节，放假3天（农历除夕、正月初一、初二）",
      "清明节": "（三）清明节，放假1天（农历清明当日）", "劳动节": "（四）劳动节，放假1天（5月1日）",
      "端午节": "（五）端午节，放假1天（农历端午当日）", "中秋节": "（六）中秋节，放假1天（农历中秋当日）",
      "国庆节": "（七）国庆节，放假3天（10月1日、2日、3日）",
    ]
    var v2013 = v2007
    v2013["春节"] = "（二）春节，放假3天（农历正月初一、初二、初三）"
    var v2024 = v2013
    v2024["元旦"] = "（一）元旦，放假1天（1月1日）"
    v2024["春节"] = "（二）春节，放假4天（农历除夕、正月初一至初三）"
    v2024["劳动节"] = "（四）劳动节，放假2天（5月1日、2日）"
    v2024["国庆节"] = "（七）国庆节，放假3天（10月1日至3日）"
    let v1999 = [
      "元旦": "（一）新年，放假1天（1月1日）", "春节": "（二）春节，放假3天（农历正月初一、初二、初三）",
      "劳动节": "（三）劳动节，放假3天（5月1日、2日、3日）", "国庆节": "（四）国庆节，放假3天（10月1日、2日、3日）",
    ]
    return [v1999, v2007, v2013, v2024]
  }()
}
