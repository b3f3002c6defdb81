/// Every day off a region's law fixes, over the years the law is known for, computed once per
/// process when first asked: what a table answers from on the days it does not cover when the
/// caller assumes the law (``HolidayAssumption/law``), and what pages show as provisional (预) in
/// a year not yet published. Mainland China's are the statutory days of
/// ``StatutoryHolidayRules`` (2000–2099), whose 调休 waits for the State Council's notice; South
/// Korea's the 공휴일 and 대체공휴일 of ``KoreanHolidayRules`` (2014–2099), whose 임시공휴일 and
/// election days wait for the government's designation; Vietnam's the holidays and nghỉ bù of
/// ``VietnameseHolidayRules`` (2014–2099), whose swapped days wait for the government's dispatch;
/// Macau's the public holidays and 補假 of ``MacauHolidayRules`` (2007–2099), whose one-off days
/// wait for the Chief Executive's dispatch; Singapore's the public holidays with fixed dates and
/// their days in lieu of ``SingaporeHolidayRules`` (2010–2099), whose Hari Raya, Vesak Day and
/// Deepavali wait for the Ministry of Manpower's announcement; Malaysia's and each state's the
/// days with rules and their days in lieu of ``MalaysiaHolidayRules`` (2014–2099), whose Islamic
/// days, Thaipusam, Wesak and Deepavali wait for the Chief Secretary's list.
///
/// About 1,300 (CN), 1,700 (KR), 1,400 (VN) or 2,000 (MO) days; each table filters them by its own coverage when it
/// asks, so that building a table costs nothing for them (every loaded file and every merge
/// builds one).
///
/// A class: a table asks for its law's days on every uncovered day it answers, and a reference
/// costs one count where the arrays would cost one each.
@usableFromInline package final class LawDays: Sendable {
  /// Mainland China's law, computed on first use (Swift runs a global's initialiser once,
  /// thread-safely).
  static let chinese = LawDays(chineseYears: StatutoryHolidayRules.years)
  /// South Korea's regulation, computed on first use.
  static let korean = LawDays(years: KoreanHolidayRules.years) { KoreanHolidayRules.holidays(in: $0) }
  /// Vietnam's Labour Code, computed on first use.
  static let vietnamese = LawDays(years: VietnameseHolidayRules.years) { VietnameseHolidayRules.holidays(in: $0) }
  /// Macau's public holidays and 補假, computed on first use.
  static let macanese = LawDays(years: MacauHolidayRules.years) { MacauHolidayRules.holidays(in: $0) }
  /// Singapore's public holidays with fixed dates and their days in lieu, computed on first use.
  static let singaporean = LawDays(years: SingaporeHolidayRules.years) { SingaporeHolidayRules.holidays(in: $0) }
  /// Malaysia's and each state's days with rules and their days in lieu, each region's
  /// computed on its first use.
  private static let malaysian = Locked<[HolidayRegion: LawDays]>([:])

  /// The law of `MY` or a state of it, computed once.
  private static func malaysian(_ region: HolidayRegion) -> LawDays {
    malaysian.value(for: region) {
      LawDays(years: MalaysiaHolidayRules.years) { MalaysiaHolidayRules.holidays(in: $0, region: region) }
    }
  }

  /// The years a region's law is known for, or `nil` for a region without a law Almanac knows:
  /// known without computing the days, so a table can be built without them.
  static func years(of region: HolidayRegion) -> ClosedRange<Int>? {
    switch region {
    case .mainlandChina: StatutoryHolidayRules.years
    case .southKorea: KoreanHolidayRules.years
    case .vietnam: VietnameseHolidayRules.years
    case .macau: MacauHolidayRules.years
    case .singapore: SingaporeHolidayRules.years
    default: MalaysiaHolidayRules.covers(region) ? MalaysiaHolidayRules.years : nil
    }
  }

  /// The law of a region (its days computed on first use), or `nil` for a region without a law
  /// Almanac knows.
  static func of(_ region: HolidayRegion) -> LawDays? {
    switch region {
    case .mainlandChina: chinese
    case .southKorea: korean
    case .vietnam: vietnamese
    case .macau: macanese
    case .singapore: singaporean
    default: MalaysiaHolidayRules.covers(region) ? malaysian(region) : nil
    }
  }

  /// The years the law is known for, and their first and last day numbers.
  let years: ClosedRange<Int>
  package let firstDay: Int
  package let lastDay: Int
  /// The law's days off, ascending, each once.
  package let days: [Int]
  /// Per day: its holiday's index in ``names``.
  package let nameIndexes: [UInt32]
  /// Per day: whether it is a statutory day (every day of CN's and KR's; VN's and MO's days off
  /// that are not statutory are not).
  let statutory: [Bool]
  /// The holidays' names (a shared day's combined name among them).
  @usableFromInline let names: [HolidayName]

  /// The first and last day numbers of a span of years.
  static func dayNumbers(of years: ClosedRange<Int>) -> (first: Int, last: Int) {
    (
      CivilDate.dayNumber(year: years.lowerBound, month: 1, day: 1),
      CivilDate.dayNumber(year: years.upperBound, month: 12, day: 31)
    )
  }

  private init(
    years: ClosedRange<Int>, days: [Int], nameIndexes: [UInt32], names: [HolidayName], statutory: [Bool]? = nil
  ) {
    self.years = years
    (firstDay, lastDay) = LawDays.dayNumbers(of: years)
    self.days = days
    self.nameIndexes = nameIndexes
    self.statutory = statutory ?? Array(repeating: true, count: days.count)
    self.names = names
  }

  private convenience init(chineseYears years: ClosedRange<Int>) {
    var days: [Int] = []
    var indexes: [UInt32] = []
    // The law's seven, then each shared day's pair of holidays as first met.
    var names = StatutoryHolidayRules.holidayNames
    var pairs: [[Int]: Int] = [:]
    days.reserveCapacity(years.count * 13)
    for year in years {
      for entry in StatutoryHolidayRules.sharedDays(in: year) {
        var index = entry.holidays[0]
        if entry.holidays.count > 1 {
          if let known = pairs[entry.holidays] {
            index = known
          } else {
            index = names.count
            pairs[entry.holidays] = index
            names.append(StatutoryHolidayRules.name(ofHolidays: entry.holidays))
          }
        }
        days.append(entry.day)
        indexes.append(UInt32(index))
      }
    }
    self.init(years: years, days: days, nameIndexes: indexes, names: names)
  }

  /// The days off of a region's rules (KR, VN), year by year.
  private convenience init(years: ClosedRange<Int>, holidays: (Int) -> [Holiday]) {
    var byDay: [Int: Int] = [:]
    var statutoryDays: Set<Int> = []
    var names: [HolidayName] = []
    var known: [HolidayName: Int] = [:]
    for year in years {
      // Blocks come before the single days inside them: the single day's name wins, as in
      // the built-in table.
      for holiday in holidays(year) {
        let index: Int
        if let found = known[holiday.name] {
          index = found
        } else {
          index = names.count
          known[holiday.name] = index
          names.append(holiday.name)
        }
        for date in holiday.daysOff { byDay[date.daysSince1970] = index }
        statutoryDays.formUnion(holiday.statutoryDays.map(\.daysSince1970))
      }
    }
    let days = byDay.keys.sorted()
    self.init(
      years: years, days: days, nameIndexes: days.map { UInt32(byDay[$0] ?? 0) }, names: names,
      statutory: days.map(statutoryDays.contains))
  }

  /// The position of the first day ≥ `day`.
  @inline(__always)
  package func position(atLeast day: Int) -> Int { days.firstIndex(notBelow: day) }

  /// The position of the law's day `day` in ``days``, or `nil` when the law gives none that day.
  func index(of day: Int) -> Int? {
    let found = position(atLeast: day)
    return found < days.count && days[found] == day ? found : nil
  }

  /// The table code of the day at a position: ``HolidayTableStorage/lawStatutory`` or
  /// ``HolidayTableStorage/lawHoliday``.
  package func kind(at index: Int) -> UInt8 {
    statutory[index] ? HolidayTableStorage.lawStatutory : HolidayTableStorage.lawHoliday
  }
}
