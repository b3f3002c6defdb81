import Foundation
import AlmanacCore

extension HolidayDataDirectory {
  /// Brings the directory up to date from published sources: the root of a tree `almanac-data
  /// publish` wrote (`index.json`, with a SHA-256 per file) or holiday-cn-style files
  /// (`…/2027.json`).
  ///
  /// Each source is asked conditionally (`If-None-Match`, `If-Modified-Since`), within the run's
  /// timeout and a size limit. What it holds is checked exactly as ``importFile(_:region:notes:)``
  /// checks a file, against the SHA-256 the tree lists and against the year its path names.
  /// Then every day a fetched year touches is judged against what is in force on that day
  /// (built in or stored): a file that changes whether a day of a year in force is worked, or
  /// whether it is statutory, is refused unless `acceptChanges`, whichever year's file carries
  /// the change (a next year's 元旦 that starts in December of this one). The decision is taken
  /// again under the directory's lock, on what is stored then, so that an import or another
  /// update made while this one fetched is judged too; what is new is stored in one change, with
  /// the state that makes the next run conditional. A source's state is recorded only for what
  /// was fetched and checked. A run with nothing new writes nothing.
  ///
  /// ```swift
  /// let directory = HolidayDataDirectory.standard()!
  /// let report = try await directory.update(from: [HolidayUpdateSource("https://example.org/almanac/")!])
  /// for year in report.years { print(year.region, year.year, year.change, year.days.count) }
  /// let table = try HolidayTable.inForce(.mainlandChina, dataDirectory: directory)
  /// ```
  ///
  /// - Parameters:
  ///   - sources: where to look; they are remembered. Empty: the remembered ones.
  ///   - acceptChanges: store files that change days of years already in force.
  ///   - dryRun: check and report, write nothing.
  ///   - fetcher: the HTTP client (``SystemHolidayFetcher`` by default).
  ///   - today: the day that decides which years a holiday-cn source is asked for (this one and
  ///     the next) and which years any source may bring (none beyond the next); China's day by
  ///     default.
  ///   - timeout: seconds the whole run may take; each file gets what is left of it.
  /// - Throws: ``HolidayUpdateError``; the directory is then as it was.
  public func update(
    from sources: [HolidayUpdateSource] = [], acceptChanges: Bool = false, dryRun: Bool = false,
    fetcher: any HolidayFetcher = SystemHolidayFetcher(), today: CivilDate = .today(), timeout: Double = 60
  ) async throws(HolidayUpdateError) -> HolidayUpdateReport {
    let remembered = try HolidayUpdateState.read(url)
    var asked = sources.map(\.url.absoluteString)
    if asked.isEmpty { asked = remembered.sources.map(\.url) }
    guard !asked.isEmpty else { throw .noSource }
    let stored: [StoredHolidayYear]
    do {
      stored = try storedYears()
    } catch {
      throw .data(error)
    }

    var updater = HolidayUpdater(
      fetcher: fetcher, stored: stored, state: remembered, today: today,
      deadline: DispatchTime.now().uptimeNanoseconds + UInt64(max(0, min(timeout, 86_400)) * 1e9))
    var results: [HolidayUpdateReport.SourceResult] = []
    var causes: [String] = []
    for text in asked {
      guard let source = HolidayUpdateSource(text) else { throw .badSource(HolidayUpdateSource.redacted(text)) }
      let result = try await updater.check(source)
      if result.outcome == .unreachable { causes.append("\(text) (\(result.notes.joined(separator: "; ")))") }
      results.append(result)
    }
    if causes.count == asked.count { throw .unreachable(causes) }

    // What the sources bring, judged on what was stored when the run began: what a dry run
    // reports, and whether there is anything to write at all.
    let planned = try HolidayUpdateDecision(updater.fetched, over: stored, acceptChanges: acceptChanges)
    let plannedState = remembered.recording(updater.records, asked: asked)
    if dryRun || (planned.years.isEmpty && plannedState == remembered) {
      return HolidayUpdateReport(
        sources: results, years: planned.results(storedIn: nil), wrote: false)
    }
    // Decided again under the lock, on what is stored then.
    return try AtomicFiles.change(in: url, failure: HolidayUpdateError.writing) {
      () throws(HolidayUpdateError) in
      let state = try HolidayUpdateState.read(url)
      let now: [StoredHolidayYear]
      do throws(HolidayDataError) {
        now = try lockedStoredYears()
      } catch {
        throw .data(error)
      }
      let decision = try HolidayUpdateDecision(updater.fetched, over: now, acceptChanges: acceptChanges)
      let recorded = state.recording(updater.records, asked: asked)
      var files = decision.years.map { found in
        (
          url: file(region: found.table.region, year: found.year),
          bytes: Array(found.table.almanacJSON(years: found.year...found.year, source: found.source).utf8)
        )
      }
      if recorded != state { files.append((HolidayUpdateState.file(in: url), recorded.bytes)) }
      let report = HolidayUpdateReport(
        sources: results, years: decision.results(storedIn: self), wrote: !files.isEmpty)
      return (files, report)
    }
  }
}

extension HolidayUpdateError {
  /// A failure of the change that stores an update.
  static func writing(_ failure: AtomicFiles.Failure) -> HolidayUpdateError {
    .notWritten(path: failure.path, reason: failure.reason)
  }
}
