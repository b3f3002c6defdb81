import Almanac
import AlmanacPublishing
import Foundation

/// `almanac holidays import FILE`, `holidays sources` and `holidays remove REGION YEAR`: the
/// user data directory, where imported arrangements stay for every command.
struct DataDirectoryActions {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  private var directory: HolidayDataDirectory? { HolidayDataDirectory.standard(environment: environment) }

  /// A path as shown: `~/…` under the home directory, else as it is, quoted for one line.
  private func shown(_ path: String) -> String {
    if let home = environment["HOME"], !home.isEmpty, home != "/", path.hasPrefix(home + "/") {
      return QuotedInput.plain("~" + path.dropFirst(home.count))
    }
    return QuotedInput.plain(path)
  }

  private func requireDirectory() throws(CLIError) -> HolidayDataDirectory {
    guard let directory else {
      throw .data(
        "there is no holiday data directory: set ALMANAC_DATA_DIR (or HOME, or XDG_DATA_HOME) to say where it is"
      )
    }
    return directory
  }

  func importFile(_ file: String, region: HolidayRegion?) throws(CLIError) {
    let directory = try requireDirectory()
    var found: [HolidayFileNote] = []
    let imported: HolidayImport
    do {
      imported = try directory.importFile(ProcessIO.fileURL(file), region: region, notes: &found)
    } catch {
      notes.notes(found)
      if case .refused(let refused) = error { throw .data(refused.description) }
      if case .regionMismatch(_, let holds, _) = error {
        throw .data("\(error); use --region \(holds.rawValue), or leave --region out")
      }
      throw CLIError.holidayData(error)
    }
    notes.notes(found)
    output.changed = "stored " + imported.stored.map { "\($0.region.rawValue) \($0.year)" }.joined(separator: ", ")
      + " in the data directory"
    let source = imported.source
    output.line(
      "imported \(QuotedInput.plain(file)) (\(source.format), SHA-256 \(source.sha256.prefix(16))…)")
    let table = imported.after
    for stored in imported.stored {
      let holidays = table.holidays(inYear: stored.year)
      let off = holidays.reduce(0) { $0 + $1.daysOff.count }
      let statutory = holidays.reduce(0) { $0 + $1.statutoryDays.count }
      let work = holidays.reduce(0) { $0 + $1.workDays.count }
      let was =
        switch imported.previousSource(ofYear: stored.year) {
        case .none:
          switch imported.before.noArrangementError(forYear: stored.year) {
          case .beforeCoverage: "added (was before the years Almanac had)"
          default:
            imported.before.provisionalStatus(on: CivilDate(year: stored.year, month: 1, day: 1) ?? .min)
              != nil
              ? "added (was not yet published; its statutory days were provisional)"
              : "added (was not yet published)"
          }
        case .builtIn: "replaces the built-in year"
        case .stored: "replaces the year imported before"
        }
      output.line(
        "\(stored.region.rawValue) \(stored.year): \(was); \(holidays.count) holidays, \(off) days off "
          + "(\(statutory) statutory), \(work) make-up working day\(work == 1 ? "" : "s")")
      for notice in stored.notices { output.line("  \(notice)") }
      output.line("  stored as \(shown(stored.file.path))")
    }
    printChanges(imported.changes, confirmed: imported.confirmed)
  }

  /// The provisional days confirmed, then every other day that changed, one per line.
  private func printChanges(_ changes: [HolidayDayChange], confirmed: [CivilDate], indent: String = "") {
    if !confirmed.isEmpty {
      output.line(
        indent + "confirmed: the \(confirmed.count) statutory days the law gave (预 → 休): "
          + confirmed.map { String($0.description.dropFirst(5)) }.joined(separator: ", "))
    }
    guard !changes.isEmpty else {
      output.line(indent + "no other day changed")
      return
    }
    output.line(indent + "changed: \(changes.count) day\(changes.count == 1 ? "" : "s")")
    for change in changes { output.line(indent + "  " + describe(change)) }
  }

  /// `2027-02-06 周六  预计 周末 → 班 春节`.
  private func describe(_ change: HolidayDayChange) -> String {
    let before =
      change.before.map(describe) ?? change.provisionalBefore.map { "预计 " + describe($0) } ?? "未公布 not published"
    return "\(change.date) \(WeekdayText.weekdayShort(change.date.weekday, .simplified))  \(before) → \(describe(change.after))"
  }

  /// `almanac holidays update`: fetches, checks, stores, and says what changed per region and
  /// year.
  func update(sources texts: [String], acceptChanges: Bool, dryRun: Bool, timeout: Int, today: CivilDate, json: Bool)
    throws(CLIError)
  {
    let directory = try requireDirectory()
    var parsed: [HolidayUpdateSource] = []
    for text in texts {
      do {
        parsed.append(try HolidayUpdateSource.checked(text))
      } catch {
        throw DataDirectoryActions.updateError(error)
      }
    }
    let sources = parsed
    let credentials = HolidaySourceCredentials.standard(environment: environment)
    let result = Blocking.run { () async -> Result<HolidayUpdateReport, HolidayUpdateError> in
      do throws(HolidayUpdateError) {
        return .success(
          try await directory.update(
            from: sources, acceptChanges: acceptChanges, dryRun: dryRun,
            fetcher: SystemHolidayFetcher(
              userAgent: "almanac/\(almanacVersion)", credentials: credentials),
            today: today, timeout: Double(timeout)))
      } catch {
        return .failure(error)
      }
    }
    let report: HolidayUpdateReport
    switch result {
    case .success(let value): report = value
    case .failure(let error): throw DataDirectoryActions.updateError(error)
    }
    if report.wrote {
      output.changed =
        report.years.isEmpty
        ? "the update state was stored in the data directory"
        : "stored " + report.years.map { "\($0.region.rawValue) \($0.year)" }.joined(separator: ", ")
          + " in the data directory"
    }
    if json {
      output.json(report, names: .simplified)
      return
    }
    for source in report.sources {
      let kind = source.kind.map { $0 == .tree ? " (published tree)" : " (holiday-cn files)" } ?? ""
      switch source.outcome {
      case .notModified: output.line("\(QuotedInput.plain(source.url))\(kind): nothing new since the last check")
      case .checked: output.line("checked \(QuotedInput.plain(source.url))\(kind)")
      case .unreachable: output.line("could not reach \(QuotedInput.plain(source.url))")
      }
      for note in source.notes { output.line("  " + QuotedInput.escapingControls(note)) }
    }
    for year in report.years {
      let was = year.change == .added ? "added (was not yet published)" : "changed (accepted: it was in force)"
      output.line("\(year.region.rawValue) \(year.year): \(was)")
      for notice in year.notices { output.line("  \(notice)") }
      output.line("  from \(QuotedInput.plain(year.url)) (SHA-256 \(year.sha256.prefix(16))…)")
      if let stored = year.stored { output.line("  stored as \(shown(stored))") }
      printChanges(year.days, confirmed: year.confirmed, indent: "  ")
    }
    if report.years.isEmpty { output.line("nothing new") }
    if dryRun {
      output.line("dry run: nothing was written")
    } else if !report.wrote {
      output.line("nothing was written")
    }
  }

  /// An update's failure as the CLI reports it: 64 for a source that is not one, 69 when none
  /// could be reached, 65 for a bad or refused file, 74 when nothing could be written.
  static func updateError(_ error: HolidayUpdateError) -> CLIError {
    switch error {
    case .noSource, .badSource, .credentialsInSource: return .usage(error.description, for: Specs.holidaysUpdate)
    case .unreachable: return .unavailable(error.description)
    case .badFile, .checksum, .tooLarge: return .data(error.description)
    case .historyChanged(let years):
      return .refused(HolidayUpdateError.refusal(years), details: HolidayUpdateError.refusedDays(years))
    case .data(let data): return CLIError.holidayData(data)
    case .notWritten: return .output(error.description)
    }
  }

  /// A status in the words of `almanac day`, short.
  private func describe(_ status: DayStatus) -> String { HolidayUpdateError.describe(status) }

  /// Prints where each year in force comes from: a JSON line each, or lines of text and the
  /// data directory.
  func write(_ sources: [HolidayLayer], _ presentation: Presentation) {
    for source in sources { printSource(source, presentation) }
    guard !presentation.json else { return }
    if let directory {
      let origin = directory.origin == .home ? "the default place" : directory.origin.rawValue
      output.line("data directory: \(shown(directory.url.path)) (\(origin))")
    } else {
      output.line("data directory: none (no HOME, XDG_DATA_HOME or ALMANAC_DATA_DIR)")
    }
  }

  private func printSource(_ source: HolidayLayer, _ presentation: Presentation) {
    if presentation.json {
      output.json(source, names: .simplified)
      return
    }
    let label =
      switch source.kind {
      case .builtIn: "built in"
      case .imported: "imported"
      case .file: "--holidays"
      case .overlay: "overlay \(source.overlay ?? "")"
      }
    var line = "\(source.region.rawValue)  \(HolidayTable.spans(of: source.years))  \(label)"
    if let path = source.path { line += "  \(source.kind == .file ? QuotedInput.plain(path) : shown(path))" }
    output.line(line)
    if let sha256 = source.sha256 { output.line("      SHA-256 \(sha256)") }
    if let file = source.source, source.kind == .imported || source.kind == .overlay {
      output.line("      from \(QuotedInput.plain(file.name)) (\(file.format), SHA-256 \(file.sha256))")
    }
    if let last = source.notices.last {
      output.line("      \(last)" + (source.notices.count > 1 ? " and \(source.notices.count - 1) more" : ""))
    }
  }

  /// `holidays import --overlay NAME FILE`.
  func importOverlay(_ file: String, name: String) throws(CLIError) {
    let directory = try requireDirectory()
    let stored: StoredOverlay
    do {
      stored = try directory.importOverlay(ProcessIO.fileURL(file), name: name)
    } catch {
      if case .refused(let refused) = error { throw .data(refused.description) }
      throw CLIError.holidayData(error)
    }
    output.changed = "stored overlay \(stored.overlay.name) in the data directory"
    let overlay = stored.overlay
    let counts = OverlayDay.Kind.allCases.map { kind in (kind, overlay.days.filter { $0.kind == kind }.count) }
    let described = counts.filter { $0.1 > 0 }.map { kind, count in
      switch kind {
      case .dayOff: "\(count) day\(count == 1 ? "" : "s") off"
      case .halfDay: "\(count) half day\(count == 1 ? "" : "s")"
      case .workday: "\(count) working day\(count == 1 ? "" : "s")"
      }
    }
    let patterns = overlay.patterns.map { "\($0.name) (\($0))" }
    output.line(
      "imported overlay \(overlay.name) (\(overlay.label), \(overlay.region)) from \(QuotedInput.plain(file)): "
        + ((described.isEmpty && patterns.isEmpty) ? "no days" : (described + patterns).joined(separator: ", ")))
    let dates = overlay.days.map(\.date) + overlay.patterns.flatMap { [$0.from, $0.through] }
    if let first = dates.min(), let last = dates.max() {
      output.line("  \(first)…\(last); laid over the official table for every command (workdays --official leaves it out)")
    }
    output.line("  stored as \(shown(stored.file.path))")
  }

  /// `holidays remove --overlay NAME`.
  func removeOverlay(_ name: String) throws(CLIError) {
    let directory = try requireDirectory()
    do {
      let removed = try directory.removeOverlay(named: name)
      output.changed = "removed overlay \(name) from the data directory"
      output.line("removed overlay \(name) (\(shown(removed.path)))")
    } catch {
      throw CLIError.holidayData(error)
    }
  }

  func remove(region: HolidayRegion, year: Int) throws(CLIError) {
    let directory = try requireDirectory()
    let removed: URL
    do {
      removed = try directory.remove(region: region, year: year)
    } catch {
      throw CLIError.holidayData(error)
    }
    output.changed = "removed \(region.rawValue) \(year) from the data directory"
    let builtIn = HolidayTable.builtIn(region: region)?.covers(year: year) == true
    output.line(
      "removed \(region.rawValue) \(year) (\(shown(removed.path))); "
        + (builtIn ? "the built-in \(year) is in force again" : "\(year) has no arrangement again"))
  }

  /// `almanac publish --out DIR [--precompress]`: the static tree from the built-in data and the
  /// data directory's years (what `almanac-data publish` writes, without a checkout).
  func publish(out: String, precompress: Bool) throws(CLIError) {
    let started = DispatchTime.now().uptimeNanoseconds
    let (tables, imported): ([HolidayTable], [HolidayLayer])
    do {
      (tables, imported) = try Publisher.tablesInForce(dataDirectory: directory)
    } catch {
      throw .data(error.reason)
    }
    let written: (files: Int, bytes: Int)
    do {
      written = try Publisher.publish(to: URL(fileURLWithPath: out), tables: tables, precompress: precompress)
    } catch let error as OutputError {
      throw .output(error.description)
    } catch let error as PublishError {
      throw precompress && !ContentCoding.gzip.isAvailable ? .unavailable(error.reason) : .data(error.reason)
    } catch {
      throw .output("\(QuotedInput.plain(out)): \(error)")
    }
    // What went out, once it has: nothing is printed by a run that fails.
    for line in Publisher.includedLines(imported) { output.line(line) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    output.line(
      "published \(written.files) files, \(written.bytes / 1_048_576) MiB, to \(out) in \(String(format: "%.2f", seconds)) s")
  }
}
