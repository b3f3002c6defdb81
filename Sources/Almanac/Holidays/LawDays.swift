/// Every statutory day of mainland China's law (``StatutoryHolidayRules``) over the years the
/// law is known for, computed once per process when first asked: what a table answers from on
/// the days it does not cover when the caller assumes the law (``HolidayAssumption/statutoryDays``),
/// and what pages show as provisional (预) in a year not yet published.
///
/// The law fixes these days every year; only the 调休 around them waits for the State Council's
/// notice. About 1,300 days; each table filters them by its own coverage when it asks, so that
/// building a table costs nothing for them (every loaded file and every merge builds one).
struct LawDays: Sendable {
  /// The law's days, computed on first use (Swift runs a global's initialiser once, thread-safely).
  static let shared = LawDays()

  /// The day numbers of the law's years (known without computing the days).
  static let firstDay = CivilDate.dayNumber(year: StatutoryHolidayRules.years.lowerBound, month: 1, day: 1)
  static let lastDay = CivilDate.dayNumber(year: StatutoryHolidayRules.years.upperBound, month: 12, day: 31)
  /// The statutory days, ascending, each once.
  let days: [Int]
  /// Per day: its holiday's index in ``names``.
  let nameIndexes: [UInt32]
  /// The holidays' names (the law's seven, and a shared day's combined name).
  let names: [HolidayName]

  private init() {
    let years = StatutoryHolidayRules.years
    var days: [Int] = []
    var indexes: [UInt32] = []
    var names: [HolidayName] = []
    for year in years {
      for (date, name) in StatutoryHolidayRules.holidays(in: year) {
        let index: Int
        if let known = names.firstIndex(of: name) {
          index = known
        } else {
          index = names.count
          names.append(name)
        }
        days.append(date.daysSince1970)
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
  func position(atLeast day: Int) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let middle = (low + high) / 2
      if days[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The name index of the statutory day `day`, or `nil` when the law gives none that day.
  func nameIndex(of day: Int) -> UInt32? {
    let found = position(atLeast: day)
    return found < days.count && days[found] == day ? nameIndexes[found] : nil
  }
}
