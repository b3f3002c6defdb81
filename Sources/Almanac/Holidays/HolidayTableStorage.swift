/// The unrolled form of a ``HolidayTable``: one byte of status and one holiday index per day over
/// the covered span, and running counts of working days and of days without an arrangement, so
/// that every question is a load or a subtraction.
final class HolidayTableStorage: Sendable {
  static let workday: UInt8 = 0
  static let weekendDay: UInt8 = 1
  static let holiday: UInt8 = 2
  static let statutory: UInt8 = 3
  static let adjusted: UInt8 = 4
  static let uncovered: UInt8 = 5
  static let noHoliday = UInt16.max

  let region: HolidayRegion
  let years: [Int]
  let yearSet: Set<Int>
  let holidays: [Holiday]
  let weekend: Set<Weekday>
  /// `weekendFlags[(day + 4) mod 7]` for day numbers (1970-01-01 was a Thursday, index 4).
  private let weekendFlags: [Bool]
  private let firstDay: Int
  private let kinds: [UInt8]
  private let holidayIndexes: [UInt16]
  /// Working days before each day of the span (days without an arrangement by the weekend rule).
  private let workPrefix: [Int32]
  /// Days without an arrangement before each day of the span.
  private let uncoveredPrefix: [Int32]

  init(region: HolidayRegion, years: [Int], holidays: [Holiday], weekend: Set<Weekday>) {
    self.region = region
    self.years = Array(Set(years)).sorted()
    yearSet = Set(years)
    self.holidays = holidays.sorted { $0.days.lowerBound < $1.days.lowerBound }
    self.weekend = weekend
    let flags = (0..<7).map { weekend.contains(Weekday.allCases[$0]) }
    weekendFlags = flags

    // The span: every covered year, widened to any holiday day or make-up day outside them.
    var first = self.years.first.map { CivilDate.dayNumber(year: $0, month: 1, day: 1) } ?? 0
    var last = self.years.last.map { CivilDate.dayNumber(year: $0, month: 12, day: 31) } ?? -1
    for holiday in self.holidays {
      first = min(first, holiday.days.lowerBound.daysSince1970, holiday.workDays.first?.daysSince1970 ?? .max)
      last = max(last, holiday.days.upperBound.daysSince1970, holiday.workDays.last?.daysSince1970 ?? .min)
    }
    firstDay = first
    let count = max(0, last - first + 1)
    var kinds = [UInt8](repeating: HolidayTableStorage.uncovered, count: count)
    var indexes = [UInt16](repeating: HolidayTableStorage.noHoliday, count: count)
    for offset in 0..<count {
      let day = first + offset
      if yearSet.contains(CivilDate.fields(dayNumber: day).year) {
        kinds[offset] =
          flags[((day + 4) % 7 + 7) % 7] ? HolidayTableStorage.weekendDay : HolidayTableStorage.workday
      }
    }
    for (index, holiday) in self.holidays.enumerated() {
      for date in holiday.days {
        let offset = date.daysSince1970 - first
        kinds[offset] =
          holiday.isStatutory(date) ? HolidayTableStorage.statutory : HolidayTableStorage.holiday
        indexes[offset] = UInt16(index)
      }
      for date in holiday.workDays {
        kinds[date.daysSince1970 - first] = HolidayTableStorage.adjusted
        indexes[date.daysSince1970 - first] = UInt16(index)
      }
    }
    var work = [Int32](repeating: 0, count: count + 1)
    var open = [Int32](repeating: 0, count: count + 1)
    for offset in 0..<count {
      let kind = kinds[offset]
      let isWork =
        kind == HolidayTableStorage.uncovered
        ? !flags[((first + offset + 4) % 7 + 7) % 7]
        : kind == HolidayTableStorage.workday || kind == HolidayTableStorage.adjusted
      work[offset + 1] = work[offset] + (isWork ? 1 : 0)
      open[offset + 1] = open[offset] + (kind == HolidayTableStorage.uncovered ? 1 : 0)
    }
    self.kinds = kinds
    holidayIndexes = indexes
    workPrefix = work
    uncoveredPrefix = open
  }

  /// The status byte and holiday index of a day, or `nil` outside the span.
  @inline(__always)
  func entry(_ day: Int) -> (kind: UInt8, holiday: UInt16)? {
    let offset = day - firstDay
    guard offset >= 0, offset < kinds.count else { return nil }
    return (kinds[offset], holidayIndexes[offset])
  }

  /// Whether a day falls on the ordinary weekend.
  @inline(__always)
  func isWeekend(_ day: Int) -> Bool { weekendFlags[((day + 4) % 7 + 7) % 7] }

  /// Working days and days without an arrangement in `from...through` (day numbers).
  func count(from: Int, through: Int) -> (workdays: Int, uncovered: Int) {
    guard from <= through else { return (0, 0) }
    let spanEnd = firstDay + kinds.count  // exclusive
    var workdays = 0
    var uncovered = 0
    // Before the span: the weekend rule, all without an arrangement.
    if from < firstDay {
      let end = min(through, firstDay - 1)
      workdays += weekdays(from: from, through: end)
      uncovered += end - from + 1
    }
    // Inside the span: running counts.
    let low = max(from, firstDay)
    let high = min(through, spanEnd - 1)
    if low <= high {
      workdays += Int(workPrefix[high - firstDay + 1] - workPrefix[low - firstDay])
      uncovered += Int(uncoveredPrefix[high - firstDay + 1] - uncoveredPrefix[low - firstDay])
    }
    // After it.
    if through >= spanEnd {
      let start = max(from, spanEnd)
      workdays += weekdays(from: start, through: through)
      uncovered += through - start + 1
    }
    return (workdays, uncovered)
  }

  /// Days off the weekend in `from...through`, by whole weeks and a remainder.
  private func weekdays(from: Int, through: Int) -> Int {
    let days = through - from + 1
    let perWeek = weekendFlags.filter { !$0 }.count
    var total = days / 7 * perWeek
    var day = from + days / 7 * 7
    while day <= through {
      if !isWeekend(day) { total += 1 }
      day += 1
    }
    return total
  }

  /// The year of the first day in `from...through` without an arrangement.
  func firstUncoveredYear(from: Int, through: Int) -> Int {
    var day = from
    while day <= through {
      if entry(day).map({ $0.kind == HolidayTableStorage.uncovered }) ?? true {
        return CivilDate.fields(dayNumber: day).year
      }
      day += 1
    }
    return CivilDate.fields(dayNumber: from).year
  }
}
