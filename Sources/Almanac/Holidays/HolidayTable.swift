/// A region's holidays and make-up working days, answering "is this a working day?".
///
/// Built-in tables cover mainland China 2004–2026 (every published State Council notice), Hong
/// Kong and Taiwan 2020–2026. A year outside ``years`` has no arrangement yet; asking about it
/// throws ``HolidayTableError/notPublished(region:year:covered:)`` unless the caller explicitly
/// assumes plain weekends. Tables loaded from files merge over the built-in ones year by year.
///
/// ```swift
/// let table = HolidayTable.mainlandChina
/// try table.status(on: CivilDate("2026-02-17")!)   // .holiday(春节, statutory: true)
/// try table.status(on: CivilDate("2026-02-14")!)   // .adjustedWorkday(for: 春节)  (a Saturday)
/// try table.workdays(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)  // 248
/// try table.adding(workdays: 3, to: CivilDate("2026-09-30")!)   // 2026-10-10 (a 补班 Saturday)
/// ```
///
/// Complexity: every query is O(1) (``adding(workdays:to:assumingWeekends:)`` O(log n)): the
/// table is unrolled once into a byte per day and a running count of working days.
public struct HolidayTable: Sendable {
  let storage: HolidayTableStorage

  /// Where each year's notice can be read (links), by year (kept with the storage: a table is
  /// one reference).
  private var links: [Int: [String]] { storage.noticeLinks }

  /// Creates a table from holidays; `years` are the years whose arrangement is complete (the
  /// coverage), `weekend` the region's ordinary days off, `noticeLinks` where each year's notice
  /// can be read.
  public init(
    region: HolidayRegion, years: [Int], holidays: [Holiday],
    weekend: Set<Weekday> = [.saturday, .sunday], noticeLinks: [Int: [String]] = [:]
  ) {
    storage = HolidayTableStorage(
      region: region, years: years, holidays: holidays, weekend: weekend, noticeLinks: noticeLinks)
  }

  /// Links to the notice (or notices) that arranged a year, e.g. the State Council Gazette page;
  /// empty when none is known.
  public func noticeLinks(forYear year: Int) -> [String] { links[year] ?? [] }

  /// The region.
  public var region: HolidayRegion { storage.region }
  /// The years with a published arrangement, ascending.
  public var years: [Int] { storage.years }
  /// All holidays, in date order.
  public var holidays: [Holiday] { storage.holidays }
  /// The region's ordinary weekend.
  public var weekend: Set<Weekday> { storage.weekend }

  /// Whether the table holds the arrangement of a year.
  public func covers(year: Int) -> Bool { storage.yearSet.contains(year) }

  /// The holidays of one year (by notice year), in date order.
  public func holidays(inYear year: Int) -> [Holiday] { holidays.filter { $0.year == year } }

  /// The holiday whose days off or make-up working days include the date, or `nil`.
  public func holiday(on date: CivilDate) -> Holiday? {
    let entry = storage.entry(date.daysSince1970)
    guard entry.holiday != HolidayTableStorage.noHoliday else { return nil }
    return holidays[Int(entry.holiday)]
  }

  /// The status of a day.
  ///
  /// - Throws: ``HolidayTableError/notPublished(region:year:covered:)`` when the day's year has
  ///   no arrangement in the table.
  /// - Complexity: O(1).
  public func status(on date: CivilDate) throws(HolidayTableError) -> DayStatus {
    try status(on: date, assumingWeekends: false)
  }

  /// The status of a day; with `assumingWeekends`, a day of a year without an arrangement is
  /// answered by the plain weekend rule instead of throwing.
  public func status(on date: CivilDate, assumingWeekends: Bool) throws(HolidayTableError) -> DayStatus {
    if let status = coveredStatus(on: date) { return status }
    guard assumingWeekends else { throw notPublished(date.year) }
    return storage.isWeekend(date.daysSince1970) ? .weekend : .workday
  }

  /// The status of a day of a covered year, or `nil` (no error raised: the grid's fast path).
  @inline(__always)
  func coveredStatus(on date: CivilDate) -> DayStatus? {
    let entry = storage.entry(date.daysSince1970)
    let name = entry.holiday == HolidayTableStorage.noHoliday ? nil : holidays[Int(entry.holiday)].name
    return DayStatus(code: entry.kind, holiday: name)
  }

  /// Whether people work on a day.
  /// - Throws: as ``status(on:)`` unless `assumingWeekends`.
  public func isWorkday(_ date: CivilDate, assumingWeekends: Bool = false) throws(HolidayTableError) -> Bool {
    let day = date.daysSince1970
    let entry = storage.entry(day)
    guard entry.kind != HolidayTableStorage.uncovered else {
      guard assumingWeekends else { throw notPublished(date.year) }
      return !storage.isWeekend(day)
    }
    return entry.kind == HolidayTableStorage.workday || entry.kind == HolidayTableStorage.adjusted
  }

  /// The number of working days from `start` through `end` inclusive (0 when `end < start`).
  ///
  /// - Throws: ``HolidayTableError/notPublished(region:year:covered:)`` when the span touches a
  ///   year without an arrangement, unless `assumingWeekends`.
  /// - Complexity: O(1), whatever the span.
  public func workdays(from start: CivilDate, through end: CivilDate, assumingWeekends: Bool = false)
    throws(HolidayTableError) -> Int
  {
    guard start <= end else { return 0 }
    let count = storage.count(from: start.daysSince1970, through: end.daysSince1970)
    if count.uncovered > 0 && !assumingWeekends {
      throw notPublished(storage.firstUncoveredYear(from: start.daysSince1970, through: end.daysSince1970))
    }
    return count.workdays
  }

  /// The working day `count` working days after `date` (before it when negative): 1 is the next
  /// working day. `count` 0 returns `date` itself.
  ///
  /// - Throws: as ``workdays(from:through:assumingWeekends:)`` for the days it passes.
  /// - Complexity: O(log |count|).
  public func adding(workdays count: Int, to date: CivilDate, assumingWeekends: Bool = false)
    throws(HolidayTableError) -> CivilDate
  {
    guard count != 0 else { return date }
    let origin = date.daysSince1970
    let step = count > 0 ? 1 : -1
    let needed = count == .min ? Int.max : abs(count)
    // Every week holds at least one working day unless a holiday spans it; a window of
    // 7 days per working day plus a month is always enough.
    // No span of supported dates holds more than 3.7 million days, so a larger count is
    // searched for no further than that (and ends beyond the supported dates, an error).
    var low = 1
    var high = min(needed, 4_000_000) * 7 + 31
    while low < high {
      let middle = (low + high) / 2
      let (from, through) = step > 0 ? (origin + 1, origin + middle) : (origin - middle, origin - 1)
      let counted = storage.count(from: from, through: through)
      if counted.uncovered > 0 && !assumingWeekends {
        throw notPublished(storage.firstUncoveredYear(from: from, through: through))
      }
      if counted.workdays >= needed { high = middle } else { low = middle + 1 }
    }
    guard let result = CivilDate(daysSince1970: origin + step * low) else {
      throw notPublished(step > 0 ? CivilDate.max.year : CivilDate.min.year)
    }
    return result
  }

  /// The first working day after `date`.
  public func nextWorkday(after date: CivilDate, assumingWeekends: Bool = false) throws(HolidayTableError)
    -> CivilDate
  {
    try adding(workdays: 1, to: date, assumingWeekends: assumingWeekends)
  }

  /// The last working day before `date`.
  public func previousWorkday(before date: CivilDate, assumingWeekends: Bool = false)
    throws(HolidayTableError) -> CivilDate
  {
    try adding(workdays: -1, to: date, assumingWeekends: assumingWeekends)
  }

  /// This table with `other`'s years laid over it: for every year `other` covers, its holidays
  /// replace this table's; other years are kept.
  ///
  /// - Throws: ``HolidayTableError/regionMismatch(_:_:)`` for tables of different regions.
  public func merging(_ other: HolidayTable) throws(HolidayTableError) -> HolidayTable {
    guard other.region == region else { throw .regionMismatch(region, other.region) }
    let replaced = Set(other.years)
    let kept = holidays.filter { !replaced.contains($0.year) }
    var mergedLinks = links.filter { !replaced.contains($0.key) }
    for year in replaced { mergedLinks[year] = other.links[year] }
    return HolidayTable(
      region: region, years: Array(Set(years).union(replaced)).sorted(), holidays: kept + other.holidays,
      weekend: weekend, noticeLinks: mergedLinks)
  }

  private func notPublished(_ year: Int) -> HolidayTableError {
    .notPublished(region: region, year: year, covered: years)
  }
}

extension HolidayTable: Equatable {
  /// Tables are equal when they hold the same region, years, holidays, weekend and notice links
  /// (the same table, or one loaded from the same data).
  public static func == (lhs: HolidayTable, rhs: HolidayTable) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.region == rhs.region && lhs.years == rhs.years && lhs.weekend == rhs.weekend
        && lhs.holidays == rhs.holidays && lhs.links == rhs.links)
  }
}
