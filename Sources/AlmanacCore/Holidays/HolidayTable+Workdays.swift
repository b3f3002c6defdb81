extension HolidayTable {
  /// The number of working days from `start` through `end` inclusive, the overlays' days
  /// counted as they say (``official`` for the official calendar alone).
  ///
  /// - Throws: ``HolidayTableError/reversedSpan(from:through:)`` when `end` is before `start`
  ///   (as the CLI refuses it: a span given backwards is a mistake, not an empty span);
  ///   ``HolidayTableError/notPublished(region:year:covered:)`` (or
  ///   ``HolidayTableError/beforeCoverage(region:year:covered:)``) when the span touches a year
  ///   without an arrangement, unless an assumption answers for it.
  /// - Complexity: O(1) in the span (a few binary searches).
  public func workdays(
    from start: CivilDate, through end: CivilDate, assuming assumption: HolidayAssumption? = nil
  ) throws(HolidayTableError) -> Int {
    guard start <= end else { throw .reversedSpan(from: start, through: end) }
    let from = start.daysSince1970
    let through = end.daysSince1970
    let count = storage.count(from: from, through: through, law: assumption == .law)
    try check(count, from: from, through: through, forward: true, assuming: assumption)
    return HolidayTable.workdays(count, assuming: assumption)
      + overlayDelta(from: from, through: through, assuming: assumption)
  }

  /// The working day `count` working days after `date` (before it when negative): 1 is the next
  /// working day. `count` 0 returns `date` itself.
  ///
  /// Only the days between `date` and the answer must be covered (or answered by the
  /// assumption): `nextWorkday(after: 2026-12-20)` is 2026-12-21 whatever the table says of 2027.
  ///
  /// - Throws: as ``workdays(from:through:assuming:)`` for the first day it passes without an
  ///   arrangement, in the direction it counts.
  /// - Complexity: O(log |count|) binary searches.
  public func adding(workdays count: Int, to date: CivilDate, assuming assumption: HolidayAssumption? = nil)
    throws(HolidayTableError) -> CivilDate
  {
    guard count != 0 else { return date }
    let origin = date.daysSince1970
    let forward = count > 0
    let needed = count == .min ? Int.max : abs(count)
    func span(_ length: Int) -> (from: Int, through: Int) {
      forward ? (origin + 1, origin + length) : (origin - length, origin - 1)
    }
    // The smallest span from `date` that holds `needed` working days, every day counted (an
    // uncovered one by the assumption, or by the weekend rule when there is none): the counts
    // grow with the span, so a binary search finds it. Then only that span must be answerable,
    // so days beyond the answer never matter.
    // Every week holds at least one working day unless a holiday spans it; a window of 7 days
    // per working day plus a month is always enough. No span of supported dates holds more
    // than 3.7 million days, so a larger count is searched no further than that (and ends
    // beyond the supported dates, an error).
    var low = 1
    // Overlay days off take working days away: the window grows by a week for each.
    var high = (min(needed, 4_000_000) + (overlayLayer?.days.count ?? 0)) * 7 + 31
    while low < high {
      let middle = (low + high) / 2
      let (from, through) = span(middle)
      let counted =
        HolidayTable.workdays(
          storage.count(from: from, through: through, law: assumption == .law), assuming: assumption)
        + overlayDelta(from: from, through: through, assuming: assumption)
      if counted >= needed { high = middle } else { low = middle + 1 }
    }
    let (from, through) = span(low)
    try check(
      storage.count(from: from, through: through), from: from, through: through, forward: forward,
      assuming: assumption)
    guard let result = CivilDate(daysSince1970: forward ? through : from) else {
      throw .outsideSupportedDates(from: date, workdays: count)
    }
    return result
  }

  /// The first working day after `date`.
  /// - Throws: as ``adding(workdays:to:assuming:)``.
  public func nextWorkday(after date: CivilDate, assuming assumption: HolidayAssumption? = nil)
    throws(HolidayTableError) -> CivilDate
  {
    try adding(workdays: 1, to: date, assuming: assumption)
  }

  /// The last working day before `date`.
  /// - Throws: as ``adding(workdays:to:assuming:)``.
  public func previousWorkday(before date: CivilDate, assuming assumption: HolidayAssumption? = nil)
    throws(HolidayTableError) -> CivilDate
  {
    try adding(workdays: -1, to: date, assuming: assumption)
  }

  /// The days of a span that are not plain weekdays or weekends, in date order: every day off of
  /// a holiday and every make-up working day, and, when the law is assumed, the law's statutory
  /// days on the days without an arrangement (`isProvisional`). What `workdays --json` lists.
  ///
  /// - Complexity: O(h + l) for the h arranged days and l law days of the span, whatever its
  ///   length.
  public func arrangedDays(
    from start: CivilDate, through end: CivilDate, assuming assumption: HolidayAssumption? = nil
  ) -> [(date: CivilDate, status: DayStatus, isProvisional: Bool)] {
    guard start <= end else { return [] }
    var result: [(date: CivilDate, status: DayStatus, isProvisional: Bool)] = []
    // A holiday's make-up days lie within a few months of its days off.
    let first = start.daysSince1970 - 190
    let last = end.daysSince1970 + 190
    for holiday in holidays
    where holiday.span.upperBound.daysSince1970 >= first && holiday.span.lowerBound.daysSince1970 <= last {
      for day in holiday.daysOff + holiday.workDays where day >= start && day <= end {
        // The table's own answer (a later holiday may have taken the day).
        if let status = coveredStatus(on: day), status.badge != nil { result.append((day, status, false)) }
      }
    }
    if assumption == .law, let law = storage.law {
      var index = law.position(atLeast: start.daysSince1970)
      while index < law.days.count && law.days[index] <= end.daysSince1970 {
        let day = law.days[index]
        if let entry = storage.lawEntry(day), let date = CivilDate(daysSince1970: day),
          let status = DayStatus(
            lawCode: entry.kind, holiday: storage.name(kind: entry.kind, holiday: entry.name))
        {
          result.append((date, status, true))
        }
        index += 1
      }
    }
    var seen = Set<CivilDate>()
    return result.sorted { $0.date < $1.date }.filter { seen.insert($0.date).inserted }
  }

  /// The working days of a count: uncovered days by the weekend rule, less the law's days off
  /// when the law is assumed.
  private static func workdays(_ count: HolidayTableStorage.Count, assuming assumption: HolidayAssumption?)
    -> Int
  {
    assumption == .law ? count.workdays - count.lawDaysOff : count.workdays
  }

  /// Throws when the days of `from...through` are not all answerable: for the first day
  /// without an arrangement in the direction of travel (or without a law, when the law is
  /// assumed).
  private func check(
    _ count: HolidayTableStorage.Count, from: Int, through: Int, forward: Bool,
    assuming assumption: HolidayAssumption?
  ) throws(HolidayTableError) {
    guard count.uncovered > 0 else { return }
    switch assumption {
    case .weekends?: return
    case nil:
      let day =
        (forward
          ? storage.firstUncoveredDay(from: from, through: through)
          : storage.lastUncoveredDay(from: from, through: through)) ?? from
      throw noArrangementError(forYear: CivilDate.fields(dayNumber: day).year)
    case .law?:
      guard count.uncoveredWithoutLaw > 0 else { return }
      // The nearest day without a law in the direction of travel: before the law's years or
      // after them (or anywhere, for a region without a law).
      let law = (storage.lawFirstDay, storage.lawLastDay)
      let pieces = [(from, min(through, law.0 - 1)), (max(from, law.1 + 1), through)]
      let days = pieces.compactMap { piece in
        forward
          ? storage.firstUncoveredDay(from: piece.0, through: piece.1)
          : storage.lastUncoveredDay(from: piece.0, through: piece.1)
      }
      let day = (forward ? days.min() : days.max()) ?? from
      throw .noStatutoryRule(region: region, year: CivilDate.fields(dayNumber: day).year)
    }
  }
}
