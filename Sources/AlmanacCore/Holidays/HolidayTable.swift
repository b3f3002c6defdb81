/// A region's holidays and make-up working days, answering "is this a working day?".
///
/// Built-in tables cover mainland China from 2004 (every published State Council notice), Hong
/// Kong, Taiwan and Macau from 2007, Singapore from 2010, South Korea, Vietnam and Malaysia (with its
/// states, `MY-01` … `MY-16`) from
/// 2014, each to its latest published year (``years``; `almanac holidays
/// --help` and the manual say which). A year outside ``years`` has no arrangement yet; asking about it
/// throws ``HolidayTableError/notPublished(region:year:covered:)`` unless the caller explicitly
/// chooses an assumption (``HolidayAssumption``: plain weekends, or the law's statutory days);
/// ``provisionalStatus(on:)`` gives what the law says of such a day, to show it as provisional.
/// Tables loaded from files merge over the built-in ones year by year.
///
/// ```swift
/// let table = HolidayTable.mainlandChina
/// try table.status(on: CivilDate("2026-02-17")!)   // .holiday(春节, statutory: true)
/// try table.status(on: CivilDate("2026-02-14")!)   // .adjustedWorkday(for: 春节)  (a Saturday)
/// try table.workdays(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)  // 248
/// try table.adding(workdays: 3, to: CivilDate("2026-09-30")!)   // 2026-10-10 (a 补班 Saturday)
/// ```
///
/// Complexity: every query is O(1) or a binary search over a few runs (``adding(workdays:to:assuming:)``
/// O(log n) of them): the table is unrolled once into a byte per arranged day and running counts.
public struct HolidayTable: Sendable {
  package let storage: HolidayTableStorage
  /// The overlays laid over the official table (``overlaying(_:)``), or `nil`.
  package var overlayLayer: OverlayLayer?

  /// Where each year's notice can be read (links), by year (kept with the storage: a table is
  /// one reference).
  private var links: [Int: [String]] { storage.noticeLinks }

  /// Creates a table from holidays; `years` are the years whose arrangement is complete (the
  /// coverage), `weekend` the region's ordinary days off (the region's own when `nil`:
  /// ``HolidayRegion/weekend``, with the weekends it had before in the years they were in force),
  /// `noticeLinks` where each year's notice can be read.
  public init(
    region: HolidayRegion, years: [Int], holidays: [Holiday],
    weekend: Set<Weekday>? = nil, noticeLinks: [Int: [String]] = [:]
  ) {
    storage = HolidayTableStorage(
      region: region, years: years, holidays: holidays, weekend: weekend ?? region.weekend,
      noticeLinks: noticeLinks)
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
  /// The region's ordinary weekend (as it is now, where it has changed: ``weekend(on:)``).
  public var weekend: Set<Weekday> { storage.weekend }

  /// The ordinary weekend in force on a day: the table's ``weekend``, or in a covered year of
  /// an earlier weekend the region's then (Johor's Friday and Saturday of 2014–2024).
  public func weekend(on date: CivilDate) -> Set<Weekday> {
    covers(year: date.year) && !region.weekendEras.isEmpty ? region.weekend(on: date) : weekend
  }

  /// Years as compact spans, as messages write them: `2004...2026`, or `2004...2025, 2027`.
  public static func spans(of years: [Int]) -> String { HolidayTableError.spans(years) }

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
  /// - Throws: ``HolidayTableError/notPublished(region:year:covered:)`` (or
  ///   ``HolidayTableError/beforeCoverage(region:year:covered:)``) when the day's year has no
  ///   arrangement in the table.
  /// - Complexity: O(1).
  public func status(on date: CivilDate) throws(HolidayTableError) -> DayStatus {
    try status(on: date, assuming: nil)
  }

  /// The status of a day; with an assumption, a day of a year without an arrangement is
  /// answered by it (plain weekends, or the law's statutory days and weekends) instead of
  /// throwing. The answer does not say it was assumed: ask ``provisionalStatus(on:)`` or
  /// ``covers(year:)`` to show it as such.
  ///
  /// - Throws: as ``status(on:)`` without an assumption;
  ///   ``HolidayTableError/noStatutoryRule(region:year:)`` when the law is assumed where Almanac
  ///   knows none.
  public func status(on date: CivilDate, assuming assumption: HolidayAssumption?) throws(HolidayTableError)
    -> DayStatus
  {
    if let status = coveredStatus(on: date) { return status }
    let day = date.daysSince1970
    switch assumption {
    case nil: throw noArrangementError(forYear: date.year)
    case .weekends?: return storage.isWeekend(day) ? .weekend : .workday
    case .law?:
      guard let entry = storage.lawEntry(day),
        let status = DayStatus(
          lawCode: entry.kind, holiday: storage.name(kind: entry.kind, holiday: entry.name))
      else { throw .noStatutoryRule(region: region, year: date.year) }
      return status
    }
  }

  /// The status of a day of a covered year, or `nil` (no error raised: the grid's fast path).
  @inline(__always)
  func coveredStatus(on date: CivilDate) -> DayStatus? {
    let entry = storage.entry(date.daysSince1970)
    let name = entry.holiday == HolidayTableStorage.noHoliday ? nil : holidays[Int(entry.holiday)].name
    return DayStatus(code: entry.kind, holiday: name)
  }

  /// What the law in force says of a day of a year not yet published, for showing it as
  /// provisional (预): a statutory day off (`.holiday(春节, statutory: true)` on 2027-02-06), else
  /// `.weekend` or `.workday` by the weekend rule. `nil` when the year is covered (ask
  /// ``status(on:)``), lies before the table's first year, or has no law Almanac knows (Hong
  /// Kong, Taiwan, years outside ``StatutoryHolidayRules/years``).
  ///
  /// Provisional days never pass for confirmed ones: ``status(on:)`` still throws for them, and
  /// the notice may add 调休 days around them.
  public func provisionalStatus(on date: CivilDate) -> DayStatus? {
    storage.provisionalEntry(date.daysSince1970).flatMap { entry in
      DayStatus(lawCode: entry.kind, holiday: storage.name(kind: entry.kind, holiday: entry.name))
    }
  }

  /// Whether people work on a day: an overlay's day as it says, else the official status.
  /// - Throws: as ``status(on:assuming:)``.
  public func isWorkday(_ date: CivilDate, assuming assumption: HolidayAssumption? = nil)
    throws(HolidayTableError) -> Bool
  {
    if let day = overlayDay(on: date) { return day.isWorkday }
    return try isOfficialWorkday(date, assuming: assumption)
  }

  /// The error for a year without an arrangement: not yet published, or before the first year
  /// the table has (2003 for the built-in CN table).
  public func noArrangementError(forYear year: Int) -> HolidayTableError {
    if let first = years.first, year < first {
      return .beforeCoverage(region: region, year: year, covered: years)
    }
    return .notPublished(region: region, year: year, covered: years)
  }

  /// The table of one of its years: that year's holidays and notice links.
  package func restricted(to year: Int) -> HolidayTable {
    restricted(to: year, holidays: holidays(inYear: year))
  }

  /// The table of each year it covers, in order: ``restricted(to:)`` for every year, with the
  /// holidays grouped by year once (a table of thousands of years is split in one pass).
  package func restrictedToEachYear() -> [(year: Int, table: HolidayTable)] {
    let byYear = Dictionary(grouping: holidays, by: \.year)
    return years.map { year in (year, restricted(to: year, holidays: byYear[year] ?? [])) }
  }

  private func restricted(to year: Int, holidays: [Holiday]) -> HolidayTable {
    HolidayTable(
      region: region, years: covers(year: year) ? [year] : [], holidays: holidays,
      weekend: weekend, noticeLinks: links[year].map { [year: $0] } ?? [:])
  }

  /// This table with `other`'s years laid over it: for every year `other` covers, its holidays
  /// replace this table's; other years are kept.
  ///
  /// - Throws: ``HolidayTableError/regionMismatch(_:_:)`` for tables of different regions.
  public func merging(_ other: HolidayTable) throws(HolidayTableError) -> HolidayTable {
    try merging(contentsOf: [other])
  }

  /// This table with each of `others` laid over it in order, as repeated ``merging(_:)`` would
  /// lay them (a year covered by several is decided by the last), built once.
  ///
  /// - Throws: ``HolidayTableError/regionMismatch(_:_:)`` for a table of another region.
  /// - Complexity: O(n log n) in all the tables' holidays: a data directory of thousands of
  ///   stored years is laid over the built-in table in one build, not one build per year.
  public func merging(contentsOf others: [HolidayTable]) throws(HolidayTableError) -> HolidayTable {
    guard !others.isEmpty else { return self }
    // The layer that decides each year: the last table that covers it.
    var decidedBy: [Int: Int] = [:]
    for (layer, other) in others.enumerated() {
      guard other.region == region else { throw .regionMismatch(region, other.region) }
      for year in other.years { decidedBy[year] = layer }
    }
    // A holiday stays unless a later layer covers its year.
    func kept(_ holiday: Holiday, layer: Int) -> Bool { decidedBy[holiday.year].map { $0 <= layer } ?? true }
    var holidays = self.holidays.filter { kept($0, layer: -1) }
    var mergedLinks = links.filter { decidedBy[$0.key] == nil }
    var overlays = self.overlays
    for (layer, other) in others.enumerated() {
      holidays += other.holidays.filter { kept($0, layer: layer) }
      for (year, decider) in decidedBy where decider == layer { mergedLinks[year] = other.links[year] }
      overlays += other.overlays
    }
    // The overlays of every layer stay laid over the result.
    return HolidayTable(
      region: region, years: Array(Set(years).union(decidedBy.keys)).sorted(), holidays: holidays,
      weekend: weekend, noticeLinks: mergedLinks
    ).overlaying(overlays)
  }
}

extension HolidayTable: Equatable {
  /// Tables are equal when they hold the same region, years, holidays, weekend, notice links
  /// and overlays (the same table, or one loaded from the same data).
  public static func == (lhs: HolidayTable, rhs: HolidayTable) -> Bool {
    (lhs.storage === rhs.storage
      || (lhs.region == rhs.region && lhs.years == rhs.years && lhs.weekend == rhs.weekend
        && lhs.holidays == rhs.holidays && lhs.links == rhs.links))
      && lhs.overlays == rhs.overlays
  }
}
