/// A set of festivals with fast look-up by date: Almanac's standard catalog (generated from
/// `data/festivals/festivals.tsv`), or any list an app supplies.
public struct FestivalCatalog: Sendable {
  /// The festivals in display order.
  public let festivals: [Festival]
  private let solar: [Int: [Int]]
  private let lunar: [Int: [Int]]
  private let lunarEnds: [Int: [Int]]
  private let weekdayRules: [Int]
  private let termRules: [Int]

  /// A catalog of the given festivals, in display order.
  public init(_ festivals: [Festival]) {
    self.festivals = festivals
    var solar: [Int: [Int]] = [:]
    var lunar: [Int: [Int]] = [:]
    var lunarEnds: [Int: [Int]] = [:]
    var weekdayRules: [Int] = []
    var termRules: [Int] = []
    for (index, festival) in festivals.enumerated() {
      switch festival.rule {
      case .solar(let month, let day): solar[month * 32 + day, default: []].append(index)
      case .lunar(let month, let day): lunar[month * 32 + day, default: []].append(index)
      case .lunarMonthEnd(let month): lunarEnds[month, default: []].append(index)
      case .nthWeekday: weekdayRules.append(index)
      case .solarTerm: termRules.append(index)
      }
    }
    self.solar = solar
    self.lunar = lunar
    self.lunarEnds = lunarEnds
    self.weekdayRules = weekdayRules
    self.termRules = termRules
  }

  /// The standard catalog: traditional lunar festivals, 除夕, term festivals (清明, 冬至, 寒食),
  /// modern solar-day festivals and the weekday-based ones (母亲节, 父亲节, 感恩节).
  public static let standard = FestivalCatalog(FestivalCatalog.generatedFestivals)

  /// The festival with a key (`mid-autumn`) or a name in any script or English (`中秋节`,
  /// `中秋`, `Mid-Autumn Festival`), or `nil`.
  public func festival(named text: String) -> Festival? {
    let key = text.lowercased()
    return festivals.first { festival in
      festival.key == key || festival.name.zhHans == text || festival.name.zhHant == text
        || festival.name.english.lowercased() == key
        || festival.name.zhHans.hasSuffix("节") && String(festival.name.zhHans.dropLast()) == text
        || festival.name.zhHant.hasSuffix("節") && String(festival.name.zhHant.dropLast()) == text
    }
  }

  /// The festivals on a day, in display order.
  public func festivals(on date: CivilDate) -> [Festival] {
    festivals(on: date, lunar: LunarCalendar.chinese.lunarDate(for: date))
  }

  /// The festivals on a day whose lunar date is already known (the grid's fast path).
  public func festivals(on date: CivilDate, lunar: LunarDate) -> [Festival] {
    var indexes = solar[date.month * 32 + date.day] ?? []
    if !lunar.isLeapMonth {
      indexes += self.lunar[lunar.month * 32 + lunar.day] ?? []
      if lunar.day >= 29, let ends = lunarEnds[lunar.month] {
        let next = LunarCalendar.chinese.lunarDate(for: date.adding(days: 1))
        if next.day == 1 { indexes += ends }
      }
    }
    for index in weekdayRules where matches(festivals[index].rule, date) { indexes.append(index) }
    for index in termRules where matches(festivals[index].rule, date) { indexes.append(index) }
    return indexes.sorted().map { festivals[$0] }.filter { $0.isObserved(in: date.year) }
  }

  /// The day a festival falls on in a Gregorian year, or `nil` (not observed that year, or
  /// outside the calendars' range).
  public func date(of festival: Festival, in year: Int) -> CivilDate? {
    guard festival.isObserved(in: year) else { return nil }
    switch festival.rule {
    case .solar(let month, let day):
      return CivilDate(year: year, month: month, day: day)
    case .lunar(let month, let day):
      // A lunar day falls in the Gregorian year of its own lunar year, or of the one before.
      for lunarYear in [year, year - 1] {
        guard let date = LunarDate(year: lunarYear, month: month, day: day),
          let civil = try? LunarCalendar.chinese.civilDate(for: date), civil.year == year
        else { continue }
        return civil
      }
      return nil
    case .lunarMonthEnd(let month):
      for lunarYear in [year, year - 1] {
        guard let length = try? LunarCalendar.chinese.daysInMonth(month, inYear: lunarYear),
          let date = LunarDate(year: lunarYear, month: month, day: length),
          let civil = try? LunarCalendar.chinese.civilDate(for: date), civil.year == year
        else { continue }
        return civil
      }
      return nil
    case .nthWeekday(let month, let n, let weekday):
      guard let first = CivilDate(year: year, month: month, day: 1) else { return nil }
      let day = 1 + first.weekday.distance(to: weekday) + (n - 1) * 7
      return CivilDate(year: year, month: month, day: day)
    case .solarTerm(let term, let offset):
      return (try? term.event(in: year))?.date.adding(days: offset)
    }
  }

  /// The first day strictly after `date` on which a festival falls.
  public func next(_ festival: Festival, after date: CivilDate) -> CivilDate? {
    for year in date.year...(date.year + 200) {
      if let day = self.date(of: festival, in: year), day > date { return day }
      if year > CivilDate.max.year { break }
    }
    return nil
  }

  private func matches(_ rule: FestivalRule, _ date: CivilDate) -> Bool {
    switch rule {
    case .nthWeekday(let month, let n, let weekday):
      return date.month == month && date.weekday == weekday && (date.day - 1) / 7 + 1 == n
    case .solarTerm(let term, let offset):
      return SolarTerm.on(date.adding(days: -offset)) == term
    default:
      return false
    }
  }
}

/// The standard festival catalog, for short calls.
public enum Festivals {
  /// The standard catalog's festivals on a day.
  public static func on(_ date: CivilDate) -> [Festival] { FestivalCatalog.standard.festivals(on: date) }

  /// The next day after `date` on which the festival falls.
  public static func next(_ festival: Festival, after date: CivilDate) -> CivilDate? {
    FestivalCatalog.standard.next(festival, after: date)
  }

  /// The standard festival with a key or name (`mid-autumn`, `中秋`), or `nil`.
  public static func named(_ text: String) -> Festival? { FestivalCatalog.standard.festival(named: text) }
}

extension Festival {
  /// The standard festival with a key or name, or `nil`: `Festival.named("中秋")`.
  public static func named(_ text: String) -> Festival? { Festivals.named(text) }
}
