/// Every statutory day of mainland China's law (``StatutoryHolidayRules``) over the years the
/// law is known for, computed once per process when first asked: what a table answers from on
/// the days it does not cover when the caller assumes the law (``HolidayAssumption/law``),
/// and what pages show as provisional (预) in a year not yet published.
///
/// The law fixes these days every year; only the 调休 around them waits for the State Council's
/// notice. About 1,300 days; each table filters them by its own coverage when it asks, so that
/// building a table costs nothing for them (every loaded file and every merge builds one).
@usableFromInline struct LawDays: Sendable {
  /// The law's days, computed on first use (Swift runs a global's initialiser once, thread-safely).
  @usableFromInline static let shared = LawDays()

  /// The day numbers of the law's years (known without computing the days).
  static let firstDay = CivilDate.dayNumber(year: StatutoryHolidayRules.years.lowerBound, month: 1, day: 1)
  static let lastDay = CivilDate.dayNumber(year: StatutoryHolidayRules.years.upperBound, month: 12, day: 31)
  /// The statutory days, ascending, each once.
  let days: [Int]
  /// Per day: its holiday's index in ``names``.
  let nameIndexes: [UInt32]
  /// The holidays' names (the law's seven, and a shared day's combined name).
  @usableFromInline let names: [HolidayName]

  private init() {
    var days: [Int] = []
    var indexes: [UInt32] = []
    // The law's seven, then each shared day's pair of holidays as first met.
    var names = StatutoryHolidayRules.holidayNames
    var pairs: [[Int]: Int] = [:]
    days.reserveCapacity(StatutoryHolidayRules.years.count * 13)
    for year in StatutoryHolidayRules.years {
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
    self.days = days
    nameIndexes = indexes
    self.names = names
  }

  /// Whether the law is known for a day.
  @inline(__always)
  static func knows(_ day: Int) -> Bool { day >= firstDay && day <= lastDay }

  /// The position of the first day ≥ `day`.
  @inline(__always)
  func position(atLeast day: Int) -> Int { days.firstIndex(notBelow: day) }

  /// The name index of the statutory day `day`, or `nil` when the law gives none that day.
  func nameIndex(of day: Int) -> UInt32? {
    let found = position(atLeast: day)
    return found < days.count && days[found] == day ? nameIndexes[found] : nil
  }
}
