/// The statutory days of mainland China's law (``StatutoryHolidayRules``) on the days a holiday
/// table does not cover: what the table answers from when the caller assumes the law
/// (``HolidayAssumption/statutoryDays``), and what pages show as provisional (预) in a year
/// whose arrangement is not yet published.
///
/// The law fixes these days every year; only the 调休 around them waits for the State Council's
/// notice. About 13 days a year for the law's years without an arrangement: a thousand entries
/// for the built-in table, found by binary search.
struct UncoveredLawDays: Sendable {
  /// The day numbers of the law's years (``StatutoryHolidayRules/years``).
  let firstDay: Int
  let lastDay: Int
  /// The statutory days no arrangement covers, ascending.
  private let days: [Int]
  /// Per day: its holiday's index in ``names``.
  private let nameIndexes: [UInt32]
  /// The holidays' names (the law's seven, and a shared day's combined name).
  let names: [HolidayName]
  /// Per position: how many of the days before it fall off the weekend (the days the law takes
  /// off that the weekend rule would count as working days).
  private let weekdayPrefix: [Int32]

  /// The law's days that `isCovered` does not cover; `isWeekend` is the table's weekend rule.
  init(isCovered: (Int) -> Bool, isWeekend: (Int) -> Bool) {
    let years = StatutoryHolidayRules.years
    firstDay = CivilDate.dayNumber(year: years.lowerBound, month: 1, day: 1)
    lastDay = CivilDate.dayNumber(year: years.upperBound, month: 12, day: 31)
    var days: [Int] = []
    var indexes: [UInt32] = []
    var names: [HolidayName] = []
    var prefix: [Int32] = [0]
    for year in years {
      for (date, name) in StatutoryHolidayRules.holidays(in: year) {
        let day = date.daysSince1970
        guard !isCovered(day) else { continue }
        let index: Int
        if let known = names.firstIndex(of: name) {
          index = known
        } else {
          index = names.count
          names.append(name)
        }
        days.append(day)
        indexes.append(UInt32(index))
        prefix.append(prefix[prefix.count - 1] + (isWeekend(day) ? 0 : 1))
      }
    }
    self.days = days
    nameIndexes = indexes
    self.names = names
    weekdayPrefix = prefix
  }

  /// Whether the law is known for a day.
  @inline(__always)
  func knows(_ day: Int) -> Bool { day >= firstDay && day <= lastDay }

  /// The position of the first day ≥ `day`.
  @inline(__always)
  private func position(atLeast day: Int) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let middle = (low + high) / 2
      if days[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The name index of the statutory day `day`, or `nil` when the law gives none that day (or
  /// an arrangement covers it).
  func nameIndex(of day: Int) -> UInt32? {
    let found = position(atLeast: day)
    return found < days.count && days[found] == day ? nameIndexes[found] : nil
  }

  /// How many of the law's uncovered days off in `from...through` fall off the weekend.
  func daysOffOnWeekdays(from: Int, through: Int) -> Int {
    guard from <= through else { return 0 }
    return Int(weekdayPrefix[position(atLeast: through + 1)] - weekdayPrefix[position(atLeast: from)])
  }

  /// Calls `body` with the offset from `firstDay` and the name index of every statutory day in
  /// `firstDay..<endDay` (a page's days).
  func forEachDay(from firstDay: Int, before endDay: Int, _ body: (Int, UInt32) -> Void) {
    var index = position(atLeast: firstDay)
    while index < days.count && days[index] < endDay {
      body(days[index] - firstDay, nameIndexes[index])
      index += 1
    }
  }
}
