import Foundation
import AlmanacCore

/// What an update does with the years it fetched, judged day by day against the tables in
/// force (built in, and the years stored): which years to store, and which it must refuse.
///
/// Every day a fetched year touches is compared with what is in force on that day: the days of
/// its year, the days its holidays arrange in a neighbouring year (a 元旦 that starts on 30
/// December), and the days the year it replaces arranged. A day of a year in force (one with an
/// arrangement) whose working status or statutory standing would change needs `acceptChanges`,
/// whichever year's file carries the change; a change that keeps both (a weekend day labelled
/// with its holiday) passes. Days of years not yet published (provisional, 预) change freely.
struct HolidayUpdateDecision {
  /// A year fetched and checked.
  struct Fetched {
    let table: HolidayTable
    let year: Int
    let source: HolidaySourceFile
    let url: String
  }

  /// A year to store, with what it changes.
  struct Found {
    let table: HolidayTable
    let year: Int
    let source: HolidaySourceFile
    let url: String
    let change: HolidayUpdateReport.YearResult.Change
    let days: [HolidayDayChange]
    let inForce: [HolidayDayChange]
    let confirmed: [CivilDate]
    let notices: [String]
  }

  /// The years to store, by region and year.
  let years: [Found]

  /// Judges `fetched` against the built-in tables with `stored` laid over them.
  ///
  /// - Throws: ``HolidayUpdateError/historyChanged(_:)`` when a year changes days in force and
  ///   `acceptChanges` is not given: every such year, each with the days.
  init(_ fetched: [Fetched], over stored: [StoredHolidayYear], acceptChanges: Bool) throws(HolidayUpdateError) {
    var tables: [HolidayRegion: HolidayTable] = [:]
    var found: [Found] = []
    var seen: Set<String> = []
    for item in fetched {
      let region = item.table.region
      // The first source that brings a year decides it.
      guard seen.insert("\(region.rawValue) \(item.year)").inserted else { continue }
      let before: HolidayTable
      if let table = tables[region] {
        before = table
      } else {
        let builtIn =
          HolidayTable.builtIn(region: region) ?? HolidayTable(region: region, years: [], holidays: [])
        before = builtIn.layering(stored.filter { $0.region == region })
        tables[region] = before
      }
      if let year = HolidayUpdateDecision.judge(item, over: before) { found.append(year) }
    }
    found.sort { ($0.table.region.rawValue, $0.year) < ($1.table.region.rawValue, $1.year) }
    let refused = found.filter { !$0.inForce.isEmpty }
    if !refused.isEmpty && !acceptChanges {
      throw .historyChanged(refused.map { HolidayUpdateDecision.result($0, stored: nil) })
    }
    years = found
  }

  /// One fetched year against the table in force: `nil` when it changes nothing that matters
  /// (the same year again, its holidays named otherwise).
  private static func judge(_ item: Fetched, over before: HolidayTable) -> Found? {
    let yearTable = item.table.restricted(to: item.year)
    let after = (try? before.merging(yearTable)) ?? yearTable
    var (days, confirmed) = HolidayTable.changes(
      from: before, to: after, years: [item.year], holidays: yearTable.holidays(inYear: item.year))
    let inForce = days.filter(\.changesDayInForce)
    let covered = before.covers(year: item.year)
    if covered {
      // A year in force is stored again only for what changes: a day worked or not, statutory
      // or not.
      days = inForce
      if days.isEmpty { return nil }
    }
    var notices: [String] = []
    for notice in yearTable.holidays(inYear: item.year).compactMap(\.notice) where !notices.contains(notice) {
      notices.append(notice)
    }
    return Found(
      table: yearTable, year: item.year, source: item.source, url: item.url, change: covered ? .changed : .added,
      days: days, inForce: inForce, confirmed: confirmed, notices: notices)
  }

  /// The report of each year, with where it is stored (`nil`: not stored, a dry run).
  func results(storedIn directory: HolidayDataDirectory?) -> [HolidayUpdateReport.YearResult] {
    years.map { HolidayUpdateDecision.result($0, stored: directory?.file(region: $0.table.region, year: $0.year).path) }
  }

  private static func result(_ found: Found, stored: String?) -> HolidayUpdateReport.YearResult {
    HolidayUpdateReport.YearResult(
      region: found.table.region, year: found.year, change: found.change, url: found.url,
      sha256: found.source.sha256, days: found.days, inForce: found.inForce, confirmed: found.confirmed,
      notices: found.notices, stored: stored)
  }
}

extension HolidayDayChange {
  /// Whether the change moves a day in force: the day had an arrangement, and it becomes worked
  /// where it was not (or the other way), or statutory where it was not (or the other way). A
  /// weekend day that becomes a holiday's day off keeps both, and is not such a change.
  public var changesDayInForce: Bool {
    guard let before else { return false }
    return before.isWorkday != after.isWorkday || before.isStatutory != after.isStatutory
  }
}
