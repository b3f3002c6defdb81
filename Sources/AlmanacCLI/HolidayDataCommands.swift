import Almanac
import Foundation

/// `almanac holidays import FILE`, `holidays sources` and `holidays remove REGION YEAR`: the
/// user data directory, where imported arrangements stay for every command.
struct HolidayDataCommands {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  private var directory: HolidayDataDirectory? { HolidayTables.dataDirectory(environment) }

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
      imported = try directory.importFile(Platform.fileURL(file), region: region, notes: &found)
    } catch {
      HolidayTables.printNotes(found, to: notes)
      if case .refused(let refused) = error { throw .data(refused.description) }
      if case .regionMismatch(_, let holds, _) = error {
        throw .data("\(error); use --region \(holds.rawValue), or leave --region out")
      }
      throw HolidayTables.dataError(error)
    }
    HolidayTables.printNotes(found, to: notes)
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
    if !imported.confirmed.isEmpty {
      output.line(
        "confirmed: the \(imported.confirmed.count) statutory days the law gave (预 → 休): "
          + imported.confirmed.map { String($0.description.dropFirst(5)) }.joined(separator: ", "))
    }
    guard !imported.changes.isEmpty else {
      output.line("no other day changed")
      return
    }
    output.line("changed: \(imported.changes.count) day\(imported.changes.count == 1 ? "" : "s")")
    for change in imported.changes {
      let before =
        change.before.map(describe) ?? change.provisionalBefore.map { "预计 " + describe($0) }
        ?? "未公布 not published"
      output.line(
        "  \(change.date) \(Texts.weekdayShort(change.date.weekday, .simplified))  \(before) → \(describe(change.after))"
      )
    }
  }

  /// A status in the words of `almanac day`, short.
  private func describe(_ status: DayStatus) -> String {
    switch status {
    case .holiday(let name, let statutory): "休 \(name.zhHans)\(statutory ? " (法定)" : "")"
    case .adjustedWorkday(let name): "班 \(name.zhHans)"
    case .workday: "工作日"
    case .weekend: "周末"
    }
  }

  func sources(_ presentation: Presentation, _ options: HolidayOptions) throws(CLIError) {
    var found: [HolidayFileNote] = []
    let sources: [HolidayTableSource]
    do {
      defer { HolidayTables.printNotes(found, to: notes) }
      sources = try HolidayTables.setup(options, environment: environment).sources(notes: &found)
    } catch {
      throw HolidayTables.setupError(error, options)
    }
    for source in sources { printSource(source, presentation) }
    guard !presentation.json else { return }
    if let directory {
      let origin = directory.origin == .home ? "the default place" : directory.origin.rawValue
      output.line("data directory: \(shown(directory.url.path)) (\(origin))")
    } else {
      output.line("data directory: none (no HOME, XDG_DATA_HOME or ALMANAC_DATA_DIR)")
    }
  }

  private func printSource(_ source: HolidayTableSource, _ presentation: Presentation) {
    if presentation.json {
      output.json(source, names: .simplified)
      return
    }
    let label =
      switch source.kind {
      case .builtIn: "built in"
      case .imported: "imported"
      case .file: "--holidays"
      }
    var line = "\(source.region.rawValue)  \(HolidayTable.spans(of: source.years))  \(label)"
    if let path = source.path { line += "  \(source.kind == .file ? QuotedInput.plain(path) : shown(path))" }
    output.line(line)
    if let sha256 = source.sha256 { output.line("      SHA-256 \(sha256)") }
    if let file = source.source, source.kind == .imported {
      output.line("      from \(QuotedInput.plain(file.name)) (\(file.format), SHA-256 \(file.sha256))")
    }
    if let last = source.notices.last {
      output.line("      \(last)" + (source.notices.count > 1 ? " and \(source.notices.count - 1) more" : ""))
    }
  }

  func remove(region: HolidayRegion, year: Int) throws(CLIError) {
    let directory = try requireDirectory()
    let removed: URL
    do {
      removed = try directory.remove(region: region, year: year)
    } catch {
      throw HolidayTables.dataError(error)
    }
    let builtIn = HolidayTable.builtIn(region: region)?.covers(year: year) == true
    output.line(
      "removed \(region.rawValue) \(year) (\(shown(removed.path))); "
        + (builtIn ? "the built-in \(year) is in force again" : "\(year) has no arrangement again"))
  }
}
