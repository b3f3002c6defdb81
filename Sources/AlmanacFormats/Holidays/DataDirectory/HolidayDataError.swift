import AlmanacCore

/// Why the holiday data directory could not be read, written or changed.
public enum HolidayDataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A stored year's file does not load (it was changed by hand, or cut short): the reason,
  /// with its file and line. Never skipped: the command that reads it fails.
  case unreadable(HolidayFileError, region: HolidayRegion, year: Int)
  /// A file or folder under `holidays/` that Almanac does not store there (not
  /// `holidays/REGION/YEAR.json`).
  case unexpectedFile(path: String)
  /// A stored file whose content is not the region and year its name says.
  case misplaced(path: String, region: HolidayRegion, year: Int, holds: String)
  /// The file to import was refused: the loader's reason, with its file and line.
  case refused(HolidayFileError)
  /// The file to import holds another region's holidays than the one asked for.
  case regionMismatch(file: String, holds: HolidayRegion, asked: HolidayRegion)
  /// The file to import covers no year.
  case noYears(file: String)
  /// Nothing is stored for the region and year.
  case notStored(region: HolidayRegion, year: Int, stored: [Int], builtIn: Bool)
  /// The directory could not be read.
  case unreadableDirectory(path: String, reason: String)
  /// A file could not be written or removed; nothing was changed.
  case notWritten(path: String, reason: String)
  /// No overlay is stored under the name; `stored` are the names that are.
  case noOverlay(name: String, stored: [String])
  /// A stored overlay's file does not load: the reason, with its file and line, and the
  /// overlay's name.
  case unreadableOverlay(HolidayFileError, name: String)
  /// The overlay to import is of a region that has no table here (not built in, nothing
  /// imported): it would apply to nothing.
  case overlayRegion(file: String, region: HolidayRegion, known: [HolidayRegion])
  /// The data directory's path names a file (or anything but a directory).
  case notADirectory(path: String, origin: HolidayDataDirectory.Origin)

  /// The region and year of the stored file the error is about, if any (for "remove it with …").
  public var storedYear: (region: HolidayRegion, year: Int)? {
    switch self {
    case .unreadable(_, let region, let year), .misplaced(_, let region, let year, _): (region, year)
    default: nil
    }
  }

  /// The name of the stored overlay the error is about, if any (for "remove it with …").
  public var storedOverlay: String? {
    if case .unreadableOverlay(_, let name) = self { name } else { nil }
  }

  /// One line for a person, naming the file.
  public var description: String {
    switch self {
    case .unreadable(let error, _, _):
      return "\(error) (a file in the holiday data directory)"
    case .unexpectedFile(let path):
      return "\(QuotedInput.plain(path)): not a file Almanac stores in the holiday data directory "
        + "(it keeps holidays/REGION/YEAR.json); import the file instead, or move it away"
    case .misplaced(let path, let region, let year, let holds):
      return "\(QuotedInput.plain(path)): should hold \(region) \(year), but holds \(holds)"
    case .refused(let error):
      return error.description
    case .regionMismatch(let file, let holds, let asked):
      return "\(QuotedInput.plain(file)): holds \(holds.rawValue) holidays, not \(asked.rawValue)"
    case .noYears(let file):
      return "\(QuotedInput.plain(file)): covers no year; there is nothing to import"
    case .notStored(let region, let year, let stored, let builtIn):
      let kept =
        stored.isEmpty
        ? "nothing is stored for \(region)" : "stored for \(region): \(HolidayTableError.spans(stored))"
      return "\(region) \(year) is not in the holiday data directory"
        + (builtIn ? " (it is built in, and stays)" : "") + "; \(kept)"
    case .unreadableDirectory(let path, let reason):
      return "\(QuotedInput.plain(path)): \(reason)"
    case .notWritten(let path, let reason):
      return "\(QuotedInput.plain(path)): \(reason); nothing was changed"
    case .unreadableOverlay(let error, _):
      return "\(error) (an overlay in the holiday data directory)"
    case .overlayRegion(let file, let region, let known):
      return "\(QuotedInput.plain(file)): is an overlay of \(region.rawValue), which has no holiday table here, so it would apply to nothing; "
        + "use one of \(known.map(\.rawValue).joined(separator: ", ")), or import \(region.rawValue)'s table first"
    case .notADirectory(let path, let origin):
      let named =
        switch origin {
        case .given: "the holiday data directory"
        case .almanacDataDir: "ALMANAC_DATA_DIR"
        case .xdgDataHome: "the holiday data directory ($XDG_DATA_HOME/almanac)"
        case .home: "the holiday data directory's standard place under HOME"
        }
      return "\(QuotedInput.plain(path)): \(named) names a file, not a directory; "
        + "point it at a directory (or move the file away): nothing stored there would be read"
    case .noOverlay(let name, let stored):
      return "no overlay \(QuotedInput.quoted(name)) is stored; "
        + (stored.isEmpty ? "there are none" : "stored: \(stored.joined(separator: ", "))")
    }
  }
}
