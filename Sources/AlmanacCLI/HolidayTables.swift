import Almanac
import Foundation

/// Resolves the holiday table a command uses: the table in force for the region (built in, with
/// the user data directory's years laid over it), and a `--holidays` file on top for this command.
enum HolidayTables {
  /// Whether a command on a calendar shows holidays: the calendar's default region
  /// (``HolidayTable/defaultRegion(for:)``), or a region or file asked for.
  static func wanted(_ options: HolidayOptions, calendar: LunarCalendar) -> Bool {
    HolidayTable.defaultRegion(for: calendar) != nil || options.regionIsExplicit || options.file != nil
  }

  /// The user data directory of this environment.
  static func dataDirectory(_ environment: [String: String]) -> HolidayDataDirectory? {
    HolidayDataDirectory.standard(environment: environment)
  }

  /// - Parameter notes: where the loaded file's notes go (stderr), one `note:` line each.
  static func table(_ options: HolidayOptions, notes: Output, environment: [String: String]) throws(CLIError)
    -> HolidayTable
  {
    let directory = dataDirectory(environment)
    guard let file = options.file else {
      let table = try inForce(options.region, directory)
      if table.years.isEmpty && !HolidayTable.builtInRegions.contains(options.region) {
        let known = HolidayTable.builtInRegions.map(\.rawValue).joined(separator: ", ")
        throw .usage(
          "\(QuotedInput.quoted(options.region.rawValue)) is not a region with holiday data; use \(known), "
            + "import a table for it (almanac holidays import <file>), or load one with --holidays <file>",
          usage: options.usageLine, help: options.helpHint)
      }
      return table
    }
    let loaded: HolidayTable
    var found: [HolidayFileNote] = []
    do {
      loaded = try HolidayTable.load(
        contentsOf: Platform.fileURL(file), region: options.region, notes: &found)
    } catch {
      throw .data(error.description)
    }
    printNotes(found, to: notes)
    // A file that names its region (Almanac JSON's "region") is that region's table unless
    // --region says otherwise, and then the two must agree.
    if options.regionIsExplicit && loaded.region != options.region {
      throw .data(
        "\(QuotedInput.plain(file)): holds \(loaded.region.rawValue) holidays, not \(options.region.rawValue); "
          + "use --region \(loaded.region.rawValue), or leave --region out")
    }
    do {
      return try inForce(loaded.region, directory).merging(loaded)
    } catch {
      throw .data("\(QuotedInput.plain(file)): \(error)")
    }
  }

  /// The built-in table with the data directory's years.
  static func inForce(_ region: HolidayRegion, _ directory: HolidayDataDirectory?) throws(CLIError)
    -> HolidayTable
  {
    do {
      return try HolidayTable.inForce(region, dataDirectory: directory)
    } catch {
      throw dataError(error)
    }
  }

  /// A data-directory error as the CLI reports it: how to remove a stored file that no longer
  /// loads; exit 74 when a file could not be written.
  static func dataError(_ error: HolidayDataError) -> CLIError {
    if case .notWritten = error { return .output(error.description) }
    if let stored = error.storedYear {
      return .data(
        "\(error); remove it with 'almanac holidays remove \(stored.region.rawValue) \(stored.year)', "
          + "then import the year again")
    }
    return .data(error.description)
  }

  /// Notes about a loaded file, at most 20 lines.
  static func printNotes(_ found: [HolidayFileNote], to notes: Output) {
    for note in found.prefix(20) { notes.line("note: " + QuotedInput.escapingControls(note.description)) }
    if found.count > 20 { notes.line("note: … and \(found.count - 20) more notes") }
    notes.flush()
  }

  /// The exit-65 error for a year the table cannot answer, with what the user can do: import
  /// the notice, load it for one command, or (where a command takes one) choose an assumption.
  static func unpublished(_ error: HolidayTableError, assumptions: Bool = false) -> CLIError {
    switch error {
    case .notPublished:
      return .data(
        "\(error); import the year's notice with 'almanac holidays import <file>' "
          + "(the notice as text or a saved page, Almanac JSON, holiday-cn JSON or ICS; see README, \"Holiday files\")"
          + (assumptions
            ? ", or choose --assume weekends|law" : ", or load it for one command with --holidays <file>"))
    case .beforeCoverage:
      return .data(
        "\(error); load an arrangement for it with --holidays <file>"
          + (assumptions ? ", or choose --assume weekends|law" : ""))
    case .noStatutoryRule, .regionMismatch, .reversedSpan:
      return .data(error.description)
    }
  }
}
