import Foundation
import AlmanacCore

/// What importing a holiday file into the data directory did: the years it stored, and every
/// day whose status changed from the table in force before (a provisional day that the notice
/// confirms as the law gave it is counted in ``confirmed``, not listed as a change).
public struct HolidayImport: Sendable {
  /// The region.
  public let region: HolidayRegion
  /// The imported file.
  public let source: HolidaySourceFile
  /// The years stored, with their files.
  public let stored: [StoredHolidayYear]
  /// The table in force before the import.
  public let before: HolidayTable
  /// The table in force after it.
  public let after: HolidayTable
  /// The days whose status changed, in date order.
  public let changes: [HolidayDayChange]
  /// The provisional statutory days (预) the file confirms as the law gave them, in date order.
  public let confirmed: [CivilDate]

  /// For each imported year, where its arrangement was before: built in, stored from an earlier
  /// import, or nowhere (not yet published).
  public func previousSource(ofYear year: Int) -> PreviousSource {
    if replaced.contains(year) { return .stored }
    return HolidayTable.builtIn(region: region)?.covers(year: year) == true ? .builtIn : .none
  }

  /// Where an imported year's arrangement came from before the import.
  public enum PreviousSource: String, Sendable, Hashable, Codable {
    /// No arrangement: the year was not published (or before the table).
    case none
    /// The built-in table.
    case builtIn
    /// An earlier import.
    case stored
  }

  /// The years that replaced a stored year.
  let replaced: Set<Int>
}

/// One day an import changed.
public struct HolidayDayChange: Sendable, Hashable, Codable {
  /// The day.
  public let date: CivilDate
  /// Its confirmed status before, or `nil` when its year had no arrangement.
  public let before: DayStatus?
  /// What the law said of it before, when its year had no arrangement (a provisional day).
  public let provisionalBefore: DayStatus?
  /// Its status now.
  public let after: DayStatus
}

extension HolidayDataDirectory {
  /// Imports a holiday file (a State Council notice as text or a saved page, Almanac JSON,
  /// holiday-cn JSON or iCalendar): loads and checks it exactly as `--holidays` does, stores
  /// each of its years (replacing what was stored for them), and says which days changed.
  /// A refused file changes nothing.
  ///
  /// - Parameters:
  ///   - url: the file.
  ///   - region: the region it must hold; `nil` takes the file's own (Almanac JSON's
  ///     `"region"`), else mainland China.
  ///   - notes: the file's legal oddities, as ``HolidayTable/load(contentsOf:region:notes:)`` reports them.
  /// - Throws: ``HolidayDataError``: the file refused, a region other than the one asked for, a
  ///   stored file (of other years) that does not load, or the write failed.
  public func importFile(_ url: URL, region: HolidayRegion? = nil, notes: inout [HolidayFileNote])
    throws(HolidayDataError) -> HolidayImport
  {
    let loaded: (table: HolidayTable, source: HolidaySourceFile)
    do {
      loaded = try HolidayTable.loadRecordingSource(
        contentsOf: url, region: region ?? .mainlandChina, notes: &notes)
    } catch {
      throw .refused(error)
    }
    let table = loaded.table
    if let region, table.region != region {
      throw .regionMismatch(file: url.relativePath, holds: table.region, asked: region)
    }
    guard !table.years.isEmpty else { throw .noYears(file: url.relativePath) }
    try checkIsDirectory()
    let files = yearFiles(table, source: loaded.source)
    // Decided under the lock on what is stored then: another writer's change (an update that
    // finished meanwhile) is what this import replaces and reports against.
    return try AtomicFiles.change(in: self.url, failure: HolidayDataError.writing) {
      () throws(HolidayDataError) in
      // The table in force before, reading every stored file but the ones this import replaces
      // (which may be the broken file being fixed).
      let replacing = Set(table.years.map { "\(table.region.rawValue) \($0)" })
      let others = try lockedStoredYears(skipping: replacing)
      let replaced = Set(table.years.filter { Platform.exists(file(region: table.region, year: $0).path) })
      let previous = (try? lockedStoredYears()) ?? others
      let builtIn =
        HolidayTable.builtIn(region: table.region)
        ?? HolidayTable(region: table.region, years: [], holidays: [])
      let before = builtIn.layering(previous.filter { $0.region == table.region })
      let base = builtIn.layering(others.filter { $0.region == table.region })
      let now = (try? base.merging(table)) ?? table
      let changes = HolidayTable.changes(from: before, to: now, years: table.years, holidays: table.holidays)
      let imported = HolidayImport(
        region: table.region, source: loaded.source, stored: files.stored, before: before, after: now,
        changes: changes.changes, confirmed: changes.confirmed, replaced: replaced)
      return (files.files, imported)
    }
  }
}

extension HolidayTable {
  /// The days of `years`, of `holidays`' days outside them (a 元旦 that starts in December of the
  /// year before) and of the days `before`'s holidays of those years arranged, whose status
  /// differs between two tables, and the provisional statutory days the new one confirms. A day
  /// without an arrangement before is compared with what the law said of it, or, with no law,
  /// with the plain weekend rule (so that a year new to a region lists its holidays, not every
  /// day).
  static func changes(from before: HolidayTable, to after: HolidayTable, years: [Int], holidays: [Holiday])
    -> (changes: [HolidayDayChange], confirmed: [CivilDate])
  {
    var days = Set<CivilDate>()
    for year in years {
      guard let first = CivilDate(year: year, month: 1, day: 1),
        let last = CivilDate(year: year, month: 12, day: 31)
      else { continue }
      days.formUnion(first...last)
    }
    let replaced = Set(years)
    for holiday in holidays + before.holidays.filter({ replaced.contains($0.year) }) {
      days.formUnion(holiday.daysOff + holiday.workDays)
    }
    var changes: [HolidayDayChange] = []
    var confirmed: [CivilDate] = []
    for date in days.sorted() {
      guard let now = try? after.status(on: date) else { continue }
      let was = try? before.status(on: date)
      if was == now { continue }
      let provisional = was == nil ? before.provisionalStatus(on: date) : nil
      if was == nil {
        // The law's answer holds (named as the notice names the block, 中秋节、国庆节 or the other way).
        if let provisional, provisional.kind == now.kind, provisional.isStatutory == now.isStatutory {
          if now.isStatutory { confirmed.append(date) }
          continue
        }
        if provisional == nil, now == (before.weekend.contains(date.weekday) ? DayStatus.weekend : .workday) {
          continue
        }
      }
      changes.append(HolidayDayChange(date: date, before: was, provisionalBefore: provisional, after: now))
    }
    return (changes, confirmed)
  }
}
