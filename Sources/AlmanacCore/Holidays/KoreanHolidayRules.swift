/// South Korea's public holidays (공휴일) under 「관공서의 공휴일에 관한 규정」 and, since 2022, the
/// 「공휴일에 관한 법률」 it carries out, in the version in force each year from 2014 (the year
/// 대체공휴일 began): the days the regulation names, and the substitute holidays (대체공휴일) its
/// article 3 gives, computed from the Korean calendar (``LunarCalendar/korean``).
///
/// | holiday | days | 대체공휴일 when it falls on |
/// |---|---|---|
/// | 1월 1일 | 1 Jan | — |
/// | 설날 | 음력 12월 말일, 1월 1일, 2일 | a Sunday or another holiday (2014–) |
/// | 3·1절 | 1 Mar | a Saturday, Sunday or another holiday (2022–) |
/// | 부처님오신날 | 음력 4월 8일 | the same (2023–) |
/// | 노동절 | 1 May (2026–) | the same (2026–) |
/// | 어린이날 | 5 May | the same (2014–) |
/// | 현충일 | 6 Jun | — |
/// | 제헌절 | 17 Jul (2026–) | the same (2026–) |
/// | 광복절 | 15 Aug | the same (2021–) |
/// | 추석 | 음력 8월 14일, 15일, 16일 | a Sunday or another holiday (2014–) |
/// | 개천절 | 3 Oct | a Saturday, Sunday or another holiday (2021–) |
/// | 한글날 | 9 Oct | the same (2021–) |
/// | 기독탄신일 | 25 Dec | the same (2023–) |
///
/// A 대체공휴일 is the first day after the holiday that is neither a Saturday, a Sunday nor a
/// holiday; a day that two holidays share gives one (2025-05-05, 부처님오신날 and 어린이날, gave
/// 2025-05-06). The days the government designates — 임시공휴일 and the days of elections —
/// are not rules: the built-in table lists them with the announcement that made each, and they
/// count as holidays for the substitutes (``holidays(in:designated:notice:)``).
public enum KoreanHolidayRules {
  /// The years the rules are stated for: from the first year with 대체공휴일.
  public static let years = 2014...2099

  /// How a holiday earns a 대체공휴일.
  enum Substitute {
    /// Never (1월 1일, 현충일).
    case none
    /// On a Sunday or a day shared with another holiday, from a year (설날, 추석).
    case sunday(since: Int)
    /// On a Saturday, a Sunday or a shared day, from a year.
    case weekend(since: Int)

    func applies(in year: Int, weekday: Weekday, shared: Bool) -> Bool {
      switch self {
      case .none: false
      case .sunday(let since): year >= since && (weekday == .sunday || shared)
      case .weekend(let since): year >= since && (weekday == .sunday || weekday == .saturday || shared)
      }
    }
  }

  /// One holiday of the regulation: its name, its days in a year, and its substitute rule.
  struct Rule {
    let name: HolidayName
    let days: (Int) -> [CivilDate]
    let substitute: Substitute
  }

  /// The regulation's holidays of a year, each with its days, in the order of the regulation.
  static func rules(in year: Int) -> [Rule] {
    let korean = LunarCalendar.korean
    func fixed(_ month: Int, _ day: Int) -> (Int) -> [CivilDate] {
      { year in CivilDate(year: year, month: month, day: day).map { [$0] } ?? [] }
    }
    func lunar(_ month: Int, _ days: ClosedRange<Int>) -> (Int) -> [CivilDate] {
      { year in
        days.compactMap { day in
          LunarDate(year: year, month: month, day: day).flatMap { try? korean.civilDate(for: $0) }
        }
      }
    }
    let seollal: (Int) -> [CivilDate] = { year in
      guard let newYear = try? korean.newYear(of: year) else { return [] }
      return [newYear.adding(days: -1), newYear, newYear.adding(days: 1)]
    }
    var rules = [
      Rule(name: Names.newYear, days: fixed(1, 1), substitute: .none),
      Rule(name: Names.seollal, days: seollal, substitute: .sunday(since: 2014)),
      Rule(name: Names.independence, days: fixed(3, 1), substitute: .weekend(since: 2022)),
      Rule(
        name: year >= 2018 ? Names.buddha : Names.buddhaBefore2018, days: lunar(4, 8...8),
        substitute: .weekend(since: 2023)),
    ]
    if year >= 2026 { rules.append(Rule(name: Names.labour, days: fixed(5, 1), substitute: .weekend(since: 2026))) }
    rules += [
      Rule(name: Names.children, days: fixed(5, 5), substitute: .weekend(since: 2014)),
      Rule(name: Names.memorial, days: fixed(6, 6), substitute: .none),
    ]
    if year >= 2026 {
      rules.append(Rule(name: Names.constitution, days: fixed(7, 17), substitute: .weekend(since: 2026)))
    }
    rules += [
      Rule(name: Names.liberation, days: fixed(8, 15), substitute: .weekend(since: 2021)),
      Rule(name: Names.chuseok, days: lunar(8, 14...16), substitute: .sunday(since: 2014)),
      Rule(name: Names.foundation, days: fixed(10, 3), substitute: .weekend(since: 2021)),
      Rule(name: Names.hangul, days: fixed(10, 9), substitute: .weekend(since: 2021)),
      Rule(name: Names.christmas, days: fixed(12, 25), substitute: .weekend(since: 2023)),
    ]
    return rules
  }

  /// A year's holidays by the regulation, with its 대체공휴일, as ``Holiday`` values of region
  /// KR whose days off are all statutory; `designated` (the year's 임시공휴일 and election
  /// days) count as holidays when the substitutes are found, and are not in the result. Two
  /// single-day holidays on one day are one holiday named for both; where a single day falls
  /// inside 설날 or 추석 (개천절 in 추석), the single day's holiday comes after the block, so a
  /// table names the day for it. Empty outside ``years``.
  public static func holidays(in year: Int, designated: [Holiday] = [], notice: String? = nil) -> [Holiday] {
    guard years.contains(year) else { return [] }
    let rules = rules(in: year)
    let ruleDays = rules.map { $0.days(year) }
    // How many holidays each day has: the regulation's and the designated ones.
    var count: [CivilDate: Int] = [:]
    for days in ruleDays { for day in days { count[day, default: 0] += 1 } }
    for holiday in designated { for day in holiday.daysOff { count[day, default: 0] += 1 } }

    // The substitutes: per day, the holidays it costs a day off, in date order.
    var owed: [CivilDate: [Int]] = [:]
    for (index, rule) in rules.enumerated() {
      for day in ruleDays[index] where rule.substitute.applies(in: year, weekday: day.weekday, shared: (count[day] ?? 0) > 1) {
        owed[day, default: []].append(index)
      }
    }
    var taken = Set(count.keys)
    var substitutes: [Holiday] = []
    for day in owed.keys.sorted() {
      guard let owing = owed[day] else { continue }
      let holidaysThatDay = count[day] ?? 0
      let isRestDay = HolidayRuleSupport.isRest(day)
      // A rest day loses each holiday on it; a weekday loses all but one.
      let lost = min(owing.count, isRestDay ? holidaysThatDay : holidaysThatDay - 1)
      guard lost > 0 else { continue }
      // After the block a day belongs to (설날 and 추석 are three days).
      var next = owing.map { ruleDays[$0].last ?? day }.max() ?? day
      for _ in 0..<lost {
        next = HolidayRuleSupport.nextWorkingDay(after: next, skipping: taken)
        taken.insert(next)
        let name = Names.substitute(for: owing.map { rules[$0].name })
        substitutes.append(
          Holiday(region: .southKorea, year: year, name: name, daysOff: [next], statutoryDays: [next], notice: notice))
      }
    }

    // The regulation's own days: single days two holidays share become one holiday.
    var result: [Holiday] = []
    var singles: [CivilDate: [HolidayName]] = [:]
    for (index, rule) in rules.enumerated() {
      let days = ruleDays[index]
      if days.count == 1, let day = days.first {
        singles[day, default: []].append(rule.name)
      } else if let first = days.first, let last = days.last {
        result.append(
          Holiday(
            region: .southKorea, year: year, name: rule.name, days: first...last, statutoryDays: days,
            notice: notice))
      }
    }
    for day in singles.keys.sorted() {
      guard let namesThatDay = singles[day] else { continue }
      result.append(
        Holiday(
          region: .southKorea, year: year, name: Names.joined(namesThatDay), daysOff: [day], statutoryDays: [day],
          notice: notice))
    }
    return HolidayRuleSupport.inTableOrder(result + substitutes)
  }

  /// The holidays' names in Korean, Chinese and English.
  enum Names {
    static func name(_ ko: String, _ hans: String, _ hant: String, _ en: String) -> HolidayName {
      HolidayName(zhHans: hans, zhHant: hant, english: en, korean: ko)
    }
    static let newYear = name("1월 1일", "元旦", "元旦", "New Year's Day")
    static let seollal = name("설날", "春节", "春節", "Seollal")
    static let independence = name("3·1절", "三一节", "三一節", "Independence Movement Day")
    static let buddha = name("부처님오신날", "佛诞日", "佛誕日", "Buddha's Birthday")
    /// The regulation called it 석가탄신일 until its amendment of 17 October 2017.
    static let buddhaBefore2018 = name("석가탄신일", "佛诞日", "佛誕日", "Buddha's Birthday")
    static let labour = name("노동절", "劳动节", "勞動節", "Labour Day")
    static let children = name("어린이날", "儿童节", "兒童節", "Children's Day")
    static let memorial = name("현충일", "显忠日", "顯忠日", "Memorial Day")
    static let constitution = name("제헌절", "制宪节", "制憲節", "Constitution Day")
    static let liberation = name("광복절", "光复节", "光復節", "Liberation Day")
    static let chuseok = name("추석", "中秋节", "中秋節", "Chuseok")
    static let foundation = name("개천절", "开天节", "開天節", "National Foundation Day")
    static let hangul = name("한글날", "韩文日", "韓文日", "Hangul Day")
    static let christmas = name("기독탄신일", "圣诞节", "聖誕節", "Christmas Day")

    /// One name for holidays that share a day: `부처님오신날·어린이날`, `佛诞日、儿童节`.
    static func joined(_ list: [HolidayName]) -> HolidayName {
      guard list.count > 1, let first = list.first else { return list.first ?? newYear }
      return HolidayName(
        zhHans: list.map(\.zhHans).joined(separator: "、"), zhHant: list.map(\.zhHant).joined(separator: "、"),
        english: list.map(\.english).joined(separator: " and "),
        korean: list.map { $0.korean ?? first.english }.joined(separator: "·"))
    }

    /// The 대체공휴일 of holidays: `대체공휴일(설날)`, `补假（春节）`, `Substitute holiday (Seollal)`.
    static func substitute(for names: [HolidayName]) -> HolidayName {
      let name = joined(names)
      return HolidayName(
        zhHans: "补假（\(name.zhHans)）", zhHant: "補假（\(name.zhHant)）",
        english: "Substitute holiday (\(name.english))", korean: "대체공휴일(\(name.korean ?? name.english))")
    }
  }
}
