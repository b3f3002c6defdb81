/// The built-in table of Chinese lunar years, the O(1) fast path of ``LunarCalendar/chinese``.
///
/// The generated part (`LunarTable+Generated.swift`, written by `almanac-data` from the astronomy
/// engine and `data/lunar/engine-corrections.tsv`) lists each lunar year's 正月初一, leap month and
/// month lengths.
/// At first use they are unrolled into one flat array of month starts, so a day is found by one
/// division and at most a step or two, and a lunar date by direct indexing.
final class LunarTable: Sendable {
  /// One lunar year as the generator writes it.
  struct Year: Sendable, Hashable {
    /// Day number (days since 1970-01-01) of 正月初一.
    let newYear: Int32
    /// The leap month (1...12), or 0 when the year has none.
    let leapMonth: UInt8
    /// Bit `i` set when the year's `i`-th month (counting a leap month in its place) has 30 days.
    let longMonths: UInt16

    /// The number of months, 12 or 13.
    var monthCount: Int { leapMonth == 0 ? 12 : 13 }

    /// The number of days in the year.
    var length: Int {
      (0..<monthCount).reduce(0) { $0 + (longMonths >> $1 & 1 == 1 ? 30 : 29) }
    }
  }

  /// The shared table built from the generated years.
  static let shared = LunarTable(firstYear: LunarTable.generatedFirstYear, years: LunarTable.generatedYears)
  /// The Korean table (the engine's years at Korea's meridians, checked against KASI's).
  static let korean = LunarTable(
    firstYear: LunarTable.generatedRegionalFirstYear, years: LunarTable.generatedKoreanYears)
  /// The Vietnamese table (the engine's years at UTC+7, checked against lunar-vn and vnlunar).
  static let vietnamese = LunarTable(
    firstYear: LunarTable.generatedRegionalFirstYear, years: LunarTable.generatedVietnameseYears)

  /// The first lunar year in the table.
  let firstYear: Int
  /// The lunar years the table covers (empty when it has none).
  let years: ClosedRange<Int>?
  /// Day numbers of every month's first day, plus one past the end.
  private let monthStarts: [Int32]
  /// The civil date of every month's first day (parallel to `monthStarts`, without the end).
  private let monthStartDates: [CivilDate]
  /// Per month: days left in the civil month after its first day (a lunar date beyond them
  /// falls in the next civil month).
  private let monthStartSlack: [UInt8]
  /// Per month: year offset << 5 | month << 1 | leap flag.
  private let monthCodes: [UInt16]
  /// Per year: index of its first month in `monthStarts`.
  private let firstMonthOfYear: [Int32]
  /// Per year: its leap month or 0.
  private let leapMonths: [UInt8]

  package init(firstYear: Int, years table: [Year]) {
    self.firstYear = firstYear
    years = table.isEmpty ? nil : firstYear...(firstYear + table.count - 1)
    var starts: [Int32] = []
    var codes: [UInt16] = []
    var firsts: [Int32] = []
    for (offset, year) in table.enumerated() {
      firsts.append(Int32(starts.count))
      var day = year.newYear
      for index in 0..<year.monthCount {
        let leap = Int(year.leapMonth)
        let month = leap != 0 && index >= leap ? index : index + 1
        let isLeap = leap != 0 && index == leap
        starts.append(day)
        codes.append(UInt16(offset << 5 | month << 1 | (isLeap ? 1 : 0)))
        day += year.longMonths >> index & 1 == 1 ? 30 : 29
      }
      if offset == table.count - 1 { starts.append(day) }
    }
    monthStarts = starts
    monthStartDates = starts.dropLast().map { CivilDate(uncheckedDayNumber: Int($0)) }
    monthStartSlack = monthStartDates.map {
      UInt8(CivilDate.daysInMonth(year: $0.year, month: $0.month) - $0.day)
    }
    monthCodes = codes
    firstMonthOfYear = firsts
    leapMonths = table.map(\.leapMonth)
  }

  /// The civil days the table covers, as day numbers.
  var dayRange: Range<Int> {
    guard let first = monthStarts.first, let last = monthStarts.last else { return 0..<0 }
    return Int(first)..<Int(last)
  }

  /// The lunar date of a day, or `nil` outside the table.
  @inline(__always)
  func lunarDate(dayNumber day: Int) -> LunarDate? {
    monthIndex(dayNumber: day).map { lunarDate(dayNumber: day, inMonth: $0) }
  }

  /// The lunar date of a day and the length of its month (29 or 30), or `nil` outside the
  /// table: a page walks a month's days from it without asking again.
  func lunarMonth(dayNumber day: Int) -> (date: LunarDate, length: Int)? {
    guard let index = monthIndex(dayNumber: day) else { return nil }
    return (lunarDate(dayNumber: day, inMonth: index), Int(monthStarts[index + 1]) - Int(monthStarts[index]))
  }

  /// The lunar date of a day in the month of index `index` in `monthStarts`.
  @inline(__always)
  private func lunarDate(dayNumber day: Int, inMonth index: Int) -> LunarDate {
    let code = Int(monthCodes[index])
    return LunarDate(
      unchecked: firstYear + code >> 5, month: code >> 1 & 15,
      day: day - Int(monthStarts[index]) + 1, isLeapMonth: code & 1 == 1)
  }

  /// The index in `monthStarts` of the month holding a day, or `nil` outside the table.
  @inline(__always)
  private func monthIndex(dayNumber day: Int) -> Int? {
    guard let first = monthStarts.first, let last = monthStarts.last,
      day >= Int(first), day < Int(last)
    else { return nil }
    // Mean synodic month 29.530589 days: the guess is within one month of the answer.
    var index = Swift.min((day - Int(first)) * 10_000 / 295_306, monthCodes.count - 1)
    while Int(monthStarts[index]) > day { index -= 1 }
    while Int(monthStarts[index + 1]) <= day { index += 1 }
    return index
  }

  /// The index of a month in `monthStarts`, or `nil` when the year is outside the table.
  /// - Throws: when the year has no such leap month.
  @inline(__always)
  private func monthIndex(year: Int, month: Int, isLeap: Bool) throws(LunarCalendarError) -> Int? {
    let offset = year - firstYear
    guard offset >= 0, offset < leapMonths.count else { return nil }
    let leap = Int(leapMonths[offset])
    if isLeap && leap != month {
      throw .noSuchLeapMonth(year: year, month: month, leapMonth: leap == 0 ? nil : leap)
    }
    let shift = leap != 0 && (month > leap || isLeap) ? 1 : 0
    return Int(firstMonthOfYear[offset]) + month - 1 + shift
  }

  /// The civil date of a lunar date, `nil` when its year is outside the table.
  /// - Throws: when the leap month or the day does not exist.
  @inline(__always)
  func civilDate(of date: LunarDate) throws(LunarCalendarError) -> CivilDate? {
    guard let index = try monthIndex(year: date.year, month: date.month, isLeap: date.isLeapMonth)
    else { return nil }
    let length = Int(monthStarts[index + 1]) - Int(monthStarts[index])
    guard date.day <= length else {
      throw .noSuchDay(date, daysInMonth: length)
    }
    // Step the civil fields from the month's first day without divisions or unpredictable
    // branches (the conditional values compile to conditional moves): a lunar month crosses one
    // civil month boundary at most, except a 30-day month from 31 January of a common year, whose
    // 30th is 1 March (13 months of 1645–2300, 1938 and 2071 among them): February is the one civil
    // month shorter than 29 days.
    let start = monthStartDates[index]
    let offset = date.day - 1
    let slack = Int(monthStartSlack[index])
    let crosses = offset > slack
    let day = crosses ? offset - slack : start.day + offset
    let month = crosses ? start.month + 1 : start.month
    if month == 2 && day > 28 { return CivilDate(daysSince1970: start.daysSince1970 + offset) }
    let wraps = month > 12
    return CivilDate(
      unchecked: wraps ? start.year + 1 : start.year, wraps ? 1 : month, day,
      dayNumber: start.daysSince1970 + offset)
  }

  /// The leap month of a year in the table (0 for none), or `nil` outside it.
  func leapMonth(year: Int) -> Int? {
    let offset = year - firstYear
    guard offset >= 0, offset < leapMonths.count else { return nil }
    return Int(leapMonths[offset])
  }

  /// The months of a year in the table, or `nil` outside it.
  func months(year: Int) -> [LunarMonth]? {
    let offset = year - firstYear
    guard offset >= 0, offset < leapMonths.count else { return nil }
    let first = Int(firstMonthOfYear[offset])
    let count = leapMonths[offset] == 0 ? 12 : 13
    return (first..<first + count).map { index in
      let code = Int(monthCodes[index])
      let start = Int(monthStarts[index])
      return LunarMonth(
        year: year, month: code >> 1 & 15, isLeapMonth: code & 1 == 1,
        firstDay: CivilDate(uncheckedDayNumber: start), length: Int(monthStarts[index + 1]) - start)
    }
  }
}
