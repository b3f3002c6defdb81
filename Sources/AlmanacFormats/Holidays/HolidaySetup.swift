import Foundation
import AlmanacCore

/// Where the holidays a program uses come from, laid over one another in one order: the
/// built-in table, then the years imported into the user data directory, then a file given for
/// one use (`--holidays`, a server's `--holidays`). The CLI, the server and an app resolve their
/// table here, so they answer alike.
///
/// ```swift
/// let setup = HolidaySetup(dataDirectory: .standard(environment: ProcessInfo.processInfo.environment))
/// var notes: [HolidayFileNote] = []
/// let table = try setup.table(notes: &notes)   // CN, with any imported year
/// ```
public struct HolidaySetup: Sendable, Hashable {
  /// The region asked for, or `nil` for the calendar's (``HolidayTable/defaultRegion(for:)``),
  /// or the given file's own region.
  public var region: HolidayRegion?
  /// A holiday file laid over the table in force, for this use only.
  public var file: URL?
  /// The user data directory, or `nil` for the built-in tables alone.
  public var dataDirectory: HolidayDataDirectory?

  /// A setup; by default the built-in table of the calendar's region alone.
  public init(region: HolidayRegion? = nil, file: URL? = nil, dataDirectory: HolidayDataDirectory? = nil) {
    self.region = region
    self.file = file
    self.dataDirectory = dataDirectory
  }

  /// Whether a page or a day of `calendar` shows holidays: the calendar has a default region,
  /// or a region or a file was asked for (the one place this is decided).
  public func showsHolidays(on calendar: LunarCalendar) -> Bool {
    HolidayTable.defaultRegion(for: calendar) != nil || region != nil || file != nil
  }

  /// The region whose table a use of `calendar` gets, and that a file without a region of its
  /// own is read as: the one asked for, else the calendar's (KR on the Korean calendar), else
  /// mainland China's. The one place this is decided, for the command line, the server and an
  /// app alike.
  public func region(for calendar: LunarCalendar) -> HolidayRegion {
    region ?? HolidayTable.defaultRegion(for: calendar) ?? .mainlandChina
  }

  private func readingRegion(_ calendar: LunarCalendar) -> HolidayRegion { region(for: calendar) }

  /// The table in force, or `nil` when a page of `calendar` shows no holidays
  /// (``showsHolidays(on:)``).
  ///
  /// - Parameter notes: receives the given file's notes (legal oddities), one per finding.
  /// - Throws: ``HolidaySetupError``: a region with no table anywhere, a file that does not load
  ///   or holds another region's days than the one asked for, a data directory that cannot be
  ///   read.
  public func table(for calendar: LunarCalendar = .chinese, notes: inout [HolidayFileNote])
    throws(HolidaySetupError)
    -> HolidayTable?
  {
    guard showsHolidays(on: calendar) else { return nil }
    let loaded = try loadFile(calendar, notes: &notes)
    let region = loaded?.table.region ?? readingRegion(calendar)
    let inForce: HolidayTable
    do {
      inForce = try HolidayTable.inForce(region, dataDirectory: dataDirectory)
    } catch {
      throw .data(error)
    }
    guard let loaded else {
      if inForce.years.isEmpty && !HolidayTable.builtInRegions.contains(region) {
        throw .unknownRegion(region, known: HolidayTable.builtInRegions)
      }
      return inForce
    }
    do {
      return try inForce.merging(loaded.table)
    } catch {
      throw .regionMismatch(file: loaded.name, holds: loaded.table.region, asked: region)
    }
  }

  /// The table in force, with the file's notes discarded.
  public func table(for calendar: LunarCalendar = .chinese) throws(HolidaySetupError) -> HolidayTable? {
    var notes: [HolidayFileNote] = []
    return try table(for: calendar, notes: &notes)
  }

  /// The given file, loaded and checked against the region asked for.
  private func loadFile(_ calendar: LunarCalendar, notes: inout [HolidayFileNote]) throws(HolidaySetupError)
    -> (table: HolidayTable, source: HolidaySourceFile, name: String)?
  {
    guard let file else { return nil }
    let loaded: (table: HolidayTable, source: HolidaySourceFile)
    do {
      loaded = try HolidayTable.loadRecordingSource(
        contentsOf: file, region: readingRegion(calendar), notes: &notes)
    } catch {
      throw .file(error)
    }
    // A file that names its region (Almanac JSON's "region") is that region's table unless a
    // region is asked for, and then the two must agree.
    if let region, loaded.table.region != region {
      throw .regionMismatch(file: file.relativePath, holds: loaded.table.region, asked: region)
    }
    return (loaded.table, loaded.source, file.relativePath)
  }

  /// Where each year of each region's table comes from, region by region (the built-in regions,
  /// then any other the data directory or the file holds; only the region asked for, if one
  /// was): built-in years not replaced, imported years not replaced by the file, the file's.
  /// What `almanac holidays sources` lists and the server's `/v1/sources` answers.
  public func sources(notes: inout [HolidayFileNote]) throws(HolidaySetupError) -> [HolidayLayer] {
    HolidaySetup.sources(try read(notes: &notes))
  }

  /// Every region's table in force (the regions ``sources(notes:)`` lists) and the sources,
  /// from one read of the data directory and of the file: what a server loads at start and on
  /// reload.
  public func tablesInForce(notes: inout [HolidayFileNote]) throws(HolidaySetupError) -> (
    tables: [HolidayRegion: HolidayTable], sources: [HolidayLayer]
  ) {
    let layers = try read(notes: &notes)
    var tables: [HolidayRegion: HolidayTable] = [:]
    for region in layers.regions {
      let builtIn = HolidayTable.builtIn(region: region) ?? HolidayTable(region: region, years: [], holidays: [])
      var table = builtIn.layering(layers.stored).overlaying(layers.overlays.map(\.overlay))
      if let loaded = layers.loaded, loaded.table.region == region {
        // The file was read as this region's, so the merge cannot fail.
        table = (try? table.merging(loaded.table)) ?? table
      }
      tables[region] = table
    }
    return (tables, HolidaySetup.sources(layers))
  }

  /// What the setup reads once: the stored years, the given file, and the regions to answer for
  /// (the built-in ones and any other the data directory or the file holds; only the region
  /// asked for, if one was, and the file's).
  private func read(notes: inout [HolidayFileNote]) throws(HolidaySetupError) -> Layers {
    let stored: [StoredHolidayYear]
    let overlays: [StoredOverlay]
    do {
      stored = try dataDirectory?.storedYears() ?? []
      overlays = try dataDirectory?.storedOverlays() ?? []
    } catch {
      throw .data(error)
    }
    var regions = HolidayTable.builtInRegions
    for year in stored where !regions.contains(year.region) { regions.append(year.region) }
    let loaded = try loadFile(.chinese, notes: &notes)
    if let region {
      // A region asked for by name that nothing holds is an error here too, as it is for
      // ``table(for:notes:)``: never an empty answer.
      guard regions.contains(region) || loaded?.table.region == region else {
        throw .unknownRegion(region, known: HolidayTable.builtInRegions)
      }
      regions = [region]
    }
    if let table = loaded?.table, !regions.contains(table.region) { regions.append(table.region) }
    return Layers(stored: stored, overlays: overlays, loaded: loaded, regions: regions)
  }

  /// The stored years and overlays, the given file and the regions of one read.
  private struct Layers {
    let stored: [StoredHolidayYear]
    let overlays: [StoredOverlay]
    let loaded: (table: HolidayTable, source: HolidaySourceFile, name: String)?
    let regions: [HolidayRegion]
  }

  /// Where each year of each region comes from, from one read.
  private static func sources(_ layers: Layers) -> [HolidayLayer] {
    let (stored, loaded, regions) = (layers.stored, layers.loaded, layers.regions)
    var result: [HolidayLayer] = []
    for region in regions {
      let fromFile = loaded.flatMap { $0.table.region == region ? $0 : nil }
      let overridden = Set(fromFile?.table.years ?? [])
      let imported = stored.filter { $0.region == region && !overridden.contains($0.year) }
      let replaced = overridden.union(imported.map(\.year))
      if let builtIn = HolidayTable.builtIn(region: region) {
        let years = builtIn.years.filter { !replaced.contains($0) }
        if !years.isEmpty {
          let notices = Set(builtIn.holidays.filter { years.contains($0.year) }.compactMap(\.notice)).sorted()
          result.append(
            HolidayLayer(
              region: region, years: years, kind: .builtIn, path: nil, sha256: nil, source: nil,
              notices: notices))
        }
      }
      for year in imported {
        result.append(
          HolidayLayer(
            region: region, years: [year.year], kind: .imported, path: year.file.path, sha256: year.sha256,
            source: year.source, notices: year.notices))
      }
      if let fromFile {
        result.append(
          HolidayLayer(
            region: region, years: fromFile.table.years, kind: .file, path: fromFile.name,
            sha256: fromFile.source.sha256, source: fromFile.source,
            notices: Set(fromFile.table.holidays.compactMap(\.notice)).sorted()))
      }
      for stored in layers.overlays where stored.overlay.region == region {
        result.append(
          HolidayLayer(
            region: region, years: stored.overlay.years, kind: .overlay,
            path: stored.file.path, sha256: stored.sha256, source: stored.source, notices: [],
            overlay: stored.overlay.name))
      }
    }
    return result
  }
}

/// Why a ``HolidaySetup`` gave no table.
public enum HolidaySetupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No table has the region: not built in, nothing imported, no file.
  case unknownRegion(HolidayRegion, known: [HolidayRegion])
  /// The given file does not load.
  case file(HolidayFileError)
  /// The given file holds another region's days than the region asked for (or than the
  /// table it is laid over).
  case regionMismatch(file: String, holds: HolidayRegion, asked: HolidayRegion)
  /// The data directory could not be read (or a stored file no longer loads).
  case data(HolidayDataError)

  /// One line naming what is wrong and what is allowed.
  public var description: String {
    switch self {
    case .unknownRegion(let region, let known):
      "\(QuotedInput.quoted(region.rawValue)) is not a region with holiday data; use "
        + HolidayRegion.spans(known).joined(separator: ", ")
        + ", import a table for it (almanac holidays import <file>), or load one with --holidays <file>"
    case .file(let error): error.description
    case .regionMismatch(let file, let holds, let asked):
      "\(QuotedInput.plain(file)): holds \(holds.rawValue) holidays, not \(asked.rawValue); "
        + "use --region \(holds.rawValue), or leave --region out"
    case .data(let error): error.description
    }
  }
}

/// One layer of a region's table: the built-in years, one imported year, a given file, or an
/// overlay.
public struct HolidayLayer: Sendable, Hashable, Codable {
  /// What kind of layer it is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Built into Almanac (generated from `data/holidays`).
    case builtIn
    /// Imported into the user data directory (`almanac holidays import`).
    case imported
    /// Given for one use (`--holidays FILE`).
    case file
    /// An overlay of an organisation's own days (``HolidayOverlay``), stored in the data
    /// directory: laid over the table, never part of the official arrangement.
    case overlay
  }

  /// The region.
  public let region: HolidayRegion
  /// The years this layer decides, ascending.
  public let years: [Int]
  /// Where they come from.
  public let kind: Kind
  /// The stored or given file, or `nil` for built-in years.
  public let path: String?
  /// The SHA-256 of that file's bytes.
  public let sha256: String?
  /// The file an imported year was read from (its name, hash and format), or the given file's.
  public let source: HolidaySourceFile?
  /// The notices that arranged these years (title and number), sorted.
  public let notices: [String]
  /// The overlay's name, for an overlay (`acme`); else `nil`.
  public let overlay: String?

  /// Creates a layer.
  public init(
    region: HolidayRegion, years: [Int], kind: Kind, path: String?, sha256: String?,
    source: HolidaySourceFile?,
    notices: [String], overlay: String? = nil
  ) {
    self.overlay = overlay
    self.region = region
    self.years = years
    self.kind = kind
    self.path = path
    self.sha256 = sha256
    self.source = source
    self.notices = notices
  }

  private enum CodingKeys: String, CodingKey {
    case region, years, kind, path, sha256, source, notices, overlay
  }

  private enum SourceKeys: String, CodingKey {
    case file, sha256, format
  }

  /// Encodes `{"region":"CN","years":[…],"kind":"imported","path":…,"sha256":…,
  /// "source":{"file":…,"sha256":…,"format":…},"notices":[…],"overlay":…}` (`source` is `null`
  /// for built-in years, `overlay` the overlay's name or `null`); what `almanac holidays sources
  /// --json` prints.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(region, forKey: .region)
    try container.encode(years, forKey: .years)
    try container.encode(kind, forKey: .kind)
    try container.encode(path, forKey: .path)
    try container.encode(sha256, forKey: .sha256)
    if let source {
      var nested = container.nestedContainer(keyedBy: SourceKeys.self, forKey: .source)
      try nested.encode(source.name, forKey: .file)
      try nested.encode(source.sha256, forKey: .sha256)
      try nested.encode(source.format, forKey: .format)
    } else {
      try container.encodeNil(forKey: .source)
    }
    try container.encode(notices, forKey: .notices)
    try container.encode(overlay, forKey: .overlay)
  }

  /// Decodes the shape ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var source: HolidaySourceFile?
    if try !container.decodeNil(forKey: .source) {
      let nested = try container.nestedContainer(keyedBy: SourceKeys.self, forKey: .source)
      source = HolidaySourceFile(
        name: try nested.decode(String.self, forKey: .file),
        sha256: try nested.decode(String.self, forKey: .sha256),
        format: try nested.decode(HolidayFileFormat.self, forKey: .format))
    }
    self.init(
      region: try container.decode(HolidayRegion.self, forKey: .region),
      years: try container.decode([Int].self, forKey: .years),
      kind: try container.decode(Kind.self, forKey: .kind),
      path: try container.decode(String?.self, forKey: .path),
      sha256: try container.decode(String?.self, forKey: .sha256), source: source,
      notices: try container.decode([String].self, forKey: .notices),
      overlay: try container.decodeIfPresent(String.self, forKey: .overlay))
  }
}
