/// Vietnam's public holidays (ngày nghỉ lễ, Tết) under the Labour Code in force each year from
/// 2014 — Bộ luật Lao động 2012, Điều 115, until 2020; Bộ luật Lao động 2019, Điều 112, from
/// 2021 — as the government lays them out for officials and public employees (Saturday and
/// Sunday off), computed from the Vietnamese calendar (``LunarCalendar/vietnamese``).
///
/// | holiday | days |
/// |---|---|
/// | Tết Dương lịch | 1 Jan |
/// | Tết Nguyên Đán | 5 days: the eve (the last day of month 12) and mùng 1–4 |
/// | Giỗ Tổ Hùng Vương | 10/3 âm lịch |
/// | Ngày Chiến thắng | 30 Apr |
/// | Ngày Quốc tế Lao động | 1 May |
/// | Quốc khánh | 2 Sep; from 2021 with the day before or after it |
/// | Ngày Văn hóa Việt Nam | 24 Nov (2026–) |
///
/// A holiday on a Saturday or Sunday is made up (nghỉ bù) on the next working day (Điều 115
/// khoản 3 / Điều 112 khoản 3). Tết's days are placed as the yearly decisions have placed them
/// since 2014: one on a Saturday moves to the working day before the others, one on a Sunday
/// to the working day after. Quốc khánh's second day makes a long weekend: the Monday after a
/// Sunday, Monday or Thursday 2 September (the Tuesday after a Monday), else the day before.
/// The days the government swaps (ngày nghỉ hoán đổi: a working day off, repaid by a Saturday
/// worked) are not rules: the built-in table lists them with the dispatch that made each, and
/// they count as days off when the rules place a day (``holidays(in:designated:notice:)``).
public enum VietnameseHolidayRules {
  /// The years the rules are stated for: from 2014, the first Tết under the 2012 Labour Code's
  /// five days placed by today's practice.
  public static let years = 2014...2099

  /// A year's holidays by the Labour Code, with their nghỉ bù, as ``Holiday`` values of region VN:
  /// Tết as one block (its moved days included; statutory the five days of the code), the
  /// single days, Quốc khánh's two days from 2021, and each nghỉ bù as a holiday of its own.
  /// `designated` (the year's swapped days) are days off when a day is placed, and are not in
  /// the result. Empty outside ``years``.
  public static func holidays(in year: Int, designated: [Holiday] = [], notice: String? = nil) -> [Holiday] {
    guard years.contains(year) else { return [] }
    let vietnamese = LunarCalendar.vietnamese
    var taken = Set(designated.flatMap(\.daysOff))
    let isRest = HolidayRuleSupport.isRest
    func date(_ month: Int, _ day: Int) -> CivilDate? { CivilDate(year: year, month: month, day: day) }
    var result: [Holiday] = []
    func add(_ name: HolidayName, _ days: [CivilDate], off: [CivilDate]? = nil) {
      let off = (off ?? days).sorted()
      guard let first = off.first, let last = off.last else { return }
      result.append(
        Holiday(region: .vietnam, year: year, name: name, days: first...last, statutoryDays: days, notice: notice))
    }

    // Tết: the eve and mùng 1–4; a Saturday's day moves before them, a Sunday's after.
    if let newYear = try? vietnamese.newYear(of: year) {
      let nominal = (-1...3).map { newYear.adding(days: $0) }
      taken.formUnion(nominal)
      var off = nominal
      for day in nominal where isRest(day) {
        let moved = HolidayRuleSupport.nextWorkingDay(
          after: day, step: day.weekday == .saturday ? -1 : 1, skipping: taken)
        taken.insert(moved)
        off.append(moved)
      }
      add(Names.tet, nominal, off: off)
    }

    // The single days, and Quốc khánh.
    var singles: [(HolidayName, CivilDate)] = []
    if let day = date(1, 1) { singles.append((Names.newYear, day)) }
    if let day = LunarDate(year: year, month: 3, day: 10).flatMap({ try? vietnamese.civilDate(for: $0) }) {
      singles.append((Names.hungKings, day))
    }
    if let day = date(4, 30) { singles.append((Names.reunification, day)) }
    if let day = date(5, 1) { singles.append((Names.labour, day)) }
    if let day = date(9, 2) { singles.append((Names.national, day)) }
    if year >= 2026, let day = date(11, 24) { singles.append((Names.culture, day)) }
    taken.formUnion(singles.map(\.1))
    for (name, day) in singles where name != Names.national {
      add(name, [day])
    }
    if let national = date(9, 2) {
      var days = [national]
      if year >= 2021 {
        let after: Bool = [.sunday, .monday, .thursday].contains(national.weekday)
        let second = national.adding(days: after ? 1 : -1)
        taken.insert(second)
        days.append(second)
      }
      add(Names.national, days.sorted())
    }

    // Nghỉ bù: a single day on a Saturday or Sunday, made up on the next working day.
    for (name, day) in HolidayRuleSupport.madeUpDays(singles.map { ($0.0, $0.1) }, where: isRest, taken: &taken) {
      add(Names.compensatory(for: name), [day])
    }
    return HolidayRuleSupport.inTableOrder(result)
  }

  /// The holidays' names in Vietnamese, Chinese and English.
  enum Names {
    static func name(_ vi: String, _ hans: String, _ hant: String, _ en: String) -> HolidayName {
      HolidayName(zhHans: hans, zhHant: hant, english: en, vietnamese: vi)
    }
    static let newYear = name("Tết Dương lịch", "元旦", "元旦", "New Year's Day")
    static let tet = name("Tết Nguyên Đán", "春节", "春節", "Tết (Lunar New Year)")
    static let hungKings = name("Giỗ Tổ Hùng Vương", "雄王忌日", "雄王忌日", "Hùng Kings' Commemoration Day")
    static let reunification = name("Ngày Chiến thắng", "南方解放日", "南方解放日", "Reunification Day")
    static let labour = name("Ngày Quốc tế Lao động", "国际劳动节", "國際勞動節", "International Labour Day")
    static let national = name("Quốc khánh", "国庆节", "國慶節", "National Day")
    static let culture = name("Ngày Văn hóa Việt Nam", "越南文化日", "越南文化日", "Vietnam Culture Day")

    /// The nghỉ bù of a holiday: `Nghỉ bù Quốc khánh`, `补假（国庆节）`, `Day off in lieu (National Day)`.
    static func compensatory(for name: HolidayName) -> HolidayName {
      HolidayName(
        zhHans: "补假（\(name.zhHans)）", zhHant: "補假（\(name.zhHant)）",
        english: "Day off in lieu (\(name.english))",
        vietnamese: "Nghỉ bù \(name.vietnamese ?? name.english)")
    }
  }
}
