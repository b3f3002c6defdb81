import Almanac
import Foundation

/// A command's holiday options resolved by the library's ``HolidaySetup`` (the table in force
/// for the region, the user data directory's years laid over it, a `--holidays` file on top for
/// this command): the CLI decides nothing of its own about tables.
extension HolidayOptions {
  /// The library's setup for these options: the region asked for (none: the calendar's or the
  /// file's own), the file, the user data directory.
  func setup(environment: [String: String]) -> HolidaySetup {
    HolidaySetup(
      region: regionIsExplicit ? region : nil, file: file.map(ProcessIO.fileURL),
      dataDirectory: HolidayDataDirectory.standard(environment: environment))
  }

  /// The table a command on `calendar` uses, or `nil` when its pages show no holidays
  /// (``HolidaySetup/table(for:notes:)``).
  ///
  /// - Parameter notes: where the loaded file's notes go (stderr), one `note:` line each.
  func table(calendar: LunarCalendar, notes: Output, environment: [String: String]) throws(CLIError)
    -> HolidayTable?
  {
    var found: [HolidayFileNote] = []
    defer { notes.notes(found) }
    do {
      let table = try setup(environment: environment).table(for: calendar, notes: &found)
      return official ? table?.official : table
    } catch {
      throw CLIError.holidaySetup(error, self)
    }
  }

  /// The table of a command that always has one (holidays, workdays, export).
  func table(notes: Output, environment: [String: String]) throws(CLIError) -> HolidayTable {
    // The Chinese calendar always shows a region's holidays.
    guard let table = try table(calendar: .chinese, notes: notes, environment: environment) else {
      throw .data("no holiday table")
    }
    return table
  }

}

extension CLIError {
  /// A setup error as the CLI reports it: an unknown region is a usage error (64), a stored
  /// file that no longer loads says how to remove it, a file not written is 74, the rest 65.
  static func holidaySetup(_ error: HolidaySetupError, _ options: HolidayOptions) -> CLIError {
    holidaySetup(error, usage: options.usageLine, help: options.helpHint)
  }

  /// A setup error of the command whose usage line and help are given.
  static func holidaySetup(_ error: HolidaySetupError, usage: String, help: String) -> CLIError {
    switch error {
    case .unknownRegion:
      return .usage(error.description, usage: usage, help: help)
    case .data(let error): return holidayData(error)
    case .file, .regionMismatch: return .data(error.description)
    }
  }

  /// A data-directory error as the CLI reports it: how to remove a stored file that no longer
  /// loads; exit 74 when a file could not be written.
  static func holidayData(_ error: HolidayDataError) -> CLIError {
    if case .notWritten = error { return .output(error.description) }
    if let stored = error.storedYear {
      return .data(
        "\(error); remove it with 'almanac holidays remove \(stored.region.rawValue) \(stored.year)', "
          + "then import the year again")
    }
    if let name = error.storedOverlay {
      return .data("\(error); remove it with 'almanac holidays remove --overlay \(name)', then import it again")
    }
    return .data(error.description)
  }


  /// The exit-65 error for a year the table cannot answer, with what the user can do: import
  /// the notice, load it for one command, or (where a command takes one) choose an assumption.
  static func unpublished(_ error: HolidayTableError, assumptions: Bool = false) -> CLIError {
    switch error {
    case .notPublished:
      return .data(
        "\(error); import the year's notice with 'almanac holidays import <file>' "
          + "(the notice as text or a saved page, Almanac JSON, holiday-cn JSON or ICS; see 'almanac holidays import --help')"
          + (assumptions
            ? ", or choose --assume weekends|law" : ", or load it for one command with --holidays <file>"))
    case .beforeCoverage:
      return .data(
        "\(error); load an arrangement for it with --holidays <file>"
          + (assumptions ? ", or choose --assume weekends|law" : ""))
    case .noStatutoryRule, .regionMismatch, .reversedSpan, .outsideSupportedDates, .beforeMarketRule:
      return .data(error.description)
    }
  }
}

extension Output {
  /// Notes about a loaded file, at most 20 lines.
  func notes(_ found: [HolidayFileNote]) {
    for note in found.prefix(20) { line("note: " + QuotedInput.escapingControls(note.description)) }
    if found.count > 20 { line("note: … and \(found.count - 20) more notes") }
    flush()
  }
}
