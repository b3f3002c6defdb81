/// The unrolled form of a ``HolidayTable``, sized by what the table says rather than by the span
/// of years it names: a file that covers the years 1 and 9999 costs two runs, not 3.6 million
/// days.
///
/// - Covered days are kept as merged runs of day numbers (every covered year, and any holiday or
///   make-up day outside them), with running totals, so "is this day covered?" and "how many
///   covered days lie in this span?" are binary searches.
/// - Arranged days (days off and make-up working days) are unrolled densely, one byte of status
///   and one holiday index per day, in clusters that a gap of more than half a year splits; with
///   them a running total of how far each day departs from the plain weekend rule.
///
/// - For mainland China, the law's statutory days (``LawDays``, shared by every table) on the
///   days no arrangement covers: what an assumption of the law answers from, and the provisional
///   days of the years not yet published.
///
/// Every question is then a binary search over a handful of runs and clusters (one of each for
/// the built-in tables) and a load or a subtraction. The law's days live in
/// `HolidayTableStorage+Law.swift`, the counting for arithmetic in `HolidayTableStorage+Counting.swift`.
// `@usableFromInline`, or the `@inlinable package` codes below are not inlined into other modules
// (Swift 6.3 serialises an inlinable member of a package type only when the type is usable from
// inline): a page reads them per cell.
@usableFromInline
package final class HolidayTableStorage: Sendable {
  @inlinable package static var workday: UInt8 { 0 }
  @inlinable package static var weekendDay: UInt8 { 1 }
  @inlinable package static var holiday: UInt8 { 2 }
  @inlinable package static var statutory: UInt8 { 3 }
  @inlinable package static var adjusted: UInt8 { 4 }
  @inlinable package static var uncovered: UInt8 { 5 }
  /// The codes of an uncovered day by the law in force: what the law alone says of it, never a
  /// confirmed status (``DayStatus/init(code:holiday:)`` reads none of them).
  @inlinable package static var lawWorkday: UInt8 { 6 }
  @inlinable package static var lawWeekend: UInt8 { 7 }
  @inlinable package static var lawStatutory: UInt8 { 8 }
  /// A day off by the rules that is not a statutory day (a 補假, Macau's public holidays that are
  /// not mandatory, Tết's day moved off a weekend).
  @inlinable package static var lawHoliday: UInt8 { 9 }
  /// In the dense arrays: a day inside a cluster that no holiday arranges.
  @inlinable package static var ordinary: UInt8 { 255 }
  @inlinable package static var noHoliday: UInt32 { .max }
  /// Arranged days further apart than this start a new cluster.
  private static let clusterGap = 190

  let region: HolidayRegion
  let years: [Int]
  let yearSet: Set<Int>
  @usableFromInline let holidays: [Holiday]
  let weekend: Set<Weekday>
  /// Where each year's notice can be read, by year.
  let noticeLinks: [Int: [String]]
  /// `weekendFlags[(day + 4) mod 7]` for day numbers (1970-01-01 was a Thursday, index 4).
  package let weekendFlags: [Bool]
  let weekdaysPerWeek: Int

  /// Covered runs: first and last day numbers, and covered days before each run.
  package let runStarts: [Int]
  package let runEnds: [Int]
  let runPrefix: [Int]

  /// Clusters of arranged days: first and last day numbers and where each starts in the dense
  /// arrays.
  package let clusterStarts: [Int]
  package let clusterEnds: [Int]
  package let clusterOffsets: [Int]
  package let kinds: [UInt8]
  package let holidayIndexes: [UInt32]
  /// Per dense position: the sum, over the dense days before it, of (works that day) − (would
  /// work by the weekend rule).
  let deltaPrefix: [Int32]

  /// The years of the law whose days apply where the table has no arrangement (mainland
  /// China's statutory days, South Korea's 공휴일), or `nil` without a law; their first and last
  /// day numbers (`Int.max`, `Int.min` without a law). Building a table does not compute the
  /// law's days: ``law`` does, once per process, when a day needs them.
  package let lawYears: ClosedRange<Int>?
  package let lawFirstDay: Int
  package let lawLastDay: Int
  /// Whether a law applies where the table has no arrangement.
  package var hasLaw: Bool { lawYears != nil }
  /// The law's days, or `nil` without a law.
  @usableFromInline package var law: LawDays? { hasLaw ? LawDays.of(region) : nil }
  /// The first day of the table's first year: an uncovered day from here on belongs to a year
  /// not yet published, one before it to a year before the arrangements the table has.
  package let unpublishedFrom: Int

  package init(
    region: HolidayRegion, years: [Int], holidays: [Holiday], weekend: Set<Weekday>,
    noticeLinks: [Int: [String]] = [:]
  ) {
    self.region = region
    self.noticeLinks = noticeLinks
    self.years = Array(Set(years)).sorted()
    yearSet = Set(years)
    self.holidays = holidays.sorted { $0.span.lowerBound < $1.span.lowerBound }
    self.weekend = weekend
    let flags = HolidayTableStorage.flags(weekend)
    weekendFlags = flags
    weekdaysPerWeek = flags.filter { !$0 }.count

    // Arranged days: later entries win, days off first, then make-up days.
    var arranged: [Int: (kind: UInt8, holiday: UInt32)] = [:]
    for day in HolidayTableStorage.weekendDepartures(region: region, years: self.years, flags: flags) {
      let kind = day.isWeekend ? HolidayTableStorage.weekendDay : HolidayTableStorage.workday
      arranged[day.day] = (kind, HolidayTableStorage.noHoliday)
    }
    // What extends the coverage: the holidays' days, not the weekend's departures.
    var holidayDays: [Int] = []
    for (index, holiday) in self.holidays.enumerated() {
      for date in holiday.daysOff {
        holidayDays.append(date.daysSince1970)
        arranged[date.daysSince1970] = (
          holiday.isStatutory(date) ? HolidayTableStorage.statutory : HolidayTableStorage.holiday,
          UInt32(index)
        )
      }
      for date in holiday.workDays {
        holidayDays.append(date.daysSince1970)
        arranged[date.daysSince1970] = (HolidayTableStorage.adjusted, UInt32(index))
      }
    }
    let arrangedDays = arranged.keys.sorted()

    // Covered runs: the covered years and the arranged days, merged.
    var intervals = self.years.map {
      (CivilDate.dayNumber(year: $0, month: 1, day: 1), CivilDate.dayNumber(year: $0, month: 12, day: 31))
    }
    intervals += holidayDays.map { ($0, $0) }
    intervals.sort { $0.0 < $1.0 }
    var starts: [Int] = []
    var ends: [Int] = []
    for (start, end) in intervals {
      if let last = ends.last, start <= last + 1 {
        ends[ends.count - 1] = max(last, end)
      } else {
        starts.append(start)
        ends.append(end)
      }
    }
    var prefix = [0]
    for (start, end) in zip(starts, ends) { prefix.append(prefix[prefix.count - 1] + end - start + 1) }
    runStarts = starts
    runEnds = ends
    runPrefix = prefix

    // Clusters of arranged days, unrolled.
    var clusterStarts: [Int] = []
    var clusterEnds: [Int] = []
    for day in arrangedDays {
      if let last = clusterEnds.last, day - last <= HolidayTableStorage.clusterGap {
        clusterEnds[clusterEnds.count - 1] = day
      } else {
        clusterStarts.append(day)
        clusterEnds.append(day)
      }
    }
    var offsets: [Int] = []
    var kinds: [UInt8] = []
    var indexes: [UInt32] = []
    var deltas: [Int32] = [0]
    for (start, end) in zip(clusterStarts, clusterEnds) {
      offsets.append(kinds.count)
      for day in start...end {
        let entry = arranged[day]
        let kind = entry?.kind ?? HolidayTableStorage.ordinary
        kinds.append(kind)
        indexes.append(entry?.holiday ?? HolidayTableStorage.noHoliday)
        var delta: Int32 = 0
        if kind != HolidayTableStorage.ordinary {
          let works = kind == HolidayTableStorage.adjusted || kind == HolidayTableStorage.workday
          let wouldWork = !flags[HolidayTableStorage.weekdayIndex(day)]
          delta = (works ? 1 : 0) - (wouldWork ? 1 : 0)
        }
        deltas.append(deltas[deltas.count - 1] + delta)
      }
    }
    self.clusterStarts = clusterStarts
    self.clusterEnds = clusterEnds
    clusterOffsets = offsets
    self.kinds = kinds
    holidayIndexes = indexes
    deltaPrefix = deltas

    unpublishedFrom = self.years.first.map { CivilDate.dayNumber(year: $0, month: 1, day: 1) } ?? .min
    lawYears = LawDays.years(of: region)
    (lawFirstDay, lawLastDay) = lawYears.map(LawDays.dayNumbers(of:)) ?? (Int.max, Int.min)
  }

  /// The covered days on which the weekend the region had then departs from the table's
  /// (`flags`): each a day that was a weekend day and is a working day by `flags`, or the
  /// reverse. They are unrolled with the arranged days (as ``weekendDay`` or ``workday``), so
  /// that a page, a day and the arithmetic see them without a second weekend rule; a day outside
  /// the covered years keeps the table's weekend.
  static func weekendDepartures(region: HolidayRegion, years: [Int], flags: [Bool]) -> [(day: Int, isWeekend: Bool)] {
    let eras = region.weekendEras
    guard !eras.isEmpty else { return [] }
    var result: [(day: Int, isWeekend: Bool)] = []
    for year in years {
      guard let era = eras.last(where: { $0.since <= year }) else { continue }
      let eraFlags = HolidayTableStorage.flags(era.weekend)
      guard eraFlags != flags else { continue }
      let first = CivilDate.dayNumber(year: year, month: 1, day: 1)
      let last = CivilDate.dayNumber(year: year, month: 12, day: 31)
      for day in first...last {
        let index = weekdayIndex(day)
        if eraFlags[index] != flags[index] { result.append((day, eraFlags[index])) }
      }
    }
    return result
  }

  /// A weekend as flags by weekday index (``weekdayIndex(_:)``: Sunday 0).
  static func flags(_ weekend: Set<Weekday>) -> [Bool] { Weekday.allCases.map(weekend.contains) }

  /// How many days the dense arrays hold (what the table's size is driven by).
  var arrangedDayCount: Int { kinds.count }

  @inlinable @inline(__always)
  package static func weekdayIndex(_ day: Int) -> Int { CivilDate.weekdayIndex(ofDay: day) }

  /// The index of the last element of a sorted array that is ≤ `value`, or `nil`.
  @inlinable @inline(__always)
  package static func lastIndex(_ sorted: [Int], atMost value: Int) -> Int? {
    let above = sorted.firstIndex(above: value)
    return above == 0 ? nil : above - 1
  }

  /// Whether a day is covered (its year has an arrangement, or a holiday arranges it).
  @inline(__always)
  func isCovered(_ day: Int) -> Bool {
    guard let run = HolidayTableStorage.lastIndex(runStarts, atMost: day) else { return false }
    return day <= runEnds[run]
  }

  /// The status byte and holiday index of a day (``uncovered`` when nothing covers it).
  @inline(__always)
  func entry(_ day: Int) -> (kind: UInt8, holiday: UInt32) {
    if let cluster = HolidayTableStorage.lastIndex(clusterStarts, atMost: day), day <= clusterEnds[cluster] {
      let position = clusterOffsets[cluster] + day - clusterStarts[cluster]
      let kind = kinds[position]
      if kind != HolidayTableStorage.ordinary { return (kind, holidayIndexes[position]) }
    }
    guard isCovered(day) else { return (HolidayTableStorage.uncovered, HolidayTableStorage.noHoliday) }
    return (
      isWeekend(day) ? HolidayTableStorage.weekendDay : HolidayTableStorage.workday,
      HolidayTableStorage.noHoliday
    )
  }

  /// Whether a day falls on the ordinary weekend.
  @inline(__always)
  func isWeekend(_ day: Int) -> Bool { weekendFlags[HolidayTableStorage.weekdayIndex(day)] }
}
