/// The law's days on the days a table does not cover: what the law says of such a day, the
/// provisional (预) days of a page in a year not yet published, and their names.
extension HolidayTableStorage {
  /// What the law says of an uncovered day: ``lawStatutory`` (or ``lawHoliday`` for a day off
  /// the rules give that is not statutory) with the name's index in the law's names, or ``lawWeekend`` / ``lawWorkday`` by the weekend rule; `nil` for a covered day, a
  /// day outside the law's years or a region without a law Almanac knows.
  func lawEntry(_ day: Int) -> (kind: UInt8, name: UInt32)? {
    guard day >= lawFirstDay, day <= lawLastDay, !isCovered(day), let law else { return nil }
    if let index = law.index(of: day) { return (law.kind(at: index), law.nameIndexes[index]) }
    return (
      isWeekend(day) ? HolidayTableStorage.lawWeekend : HolidayTableStorage.lawWorkday,
      HolidayTableStorage.noHoliday
    )
  }

  /// ``lawEntry(_:)`` for a day of a year not yet published (pages show these as provisional);
  /// `nil` before the table's first year.
  @inline(__always)
  func provisionalEntry(_ day: Int) -> (kind: UInt8, name: UInt32)? {
    day >= unpublishedFrom ? lawEntry(day) : nil
  }

  /// The entry a page shows for a day: its own, or the law's provisional one in a year not yet
  /// published (what the grid's page fill gives a page's days).
  @inline(__always)
  package func pageEntry(_ day: Int) -> (kind: UInt8, holiday: UInt32) {
    let own = entry(day)
    guard own.kind == HolidayTableStorage.uncovered, let law = provisionalEntry(day) else { return own }
    return (law.kind, law.name)
  }

  /// The name of an entry: a holiday's for a covered day, the law's for a statutory law day.
  @inlinable
  package func name(kind: UInt8, holiday: UInt32) -> HolidayName? {
    guard holiday != HolidayTableStorage.noHoliday else { return nil }
    if kind == HolidayTableStorage.lawStatutory || kind == HolidayTableStorage.lawHoliday {
      return law?.names[Int(holiday)]
    }
    return holidays[Int(holiday)].name
  }
}
