import Almanac
import AlmanacToolSupport
import Foundation

/// What a server answers from: the holiday tables in force (built in, the data directory's
/// years, the `--holidays` file) and their version. Replaced whole on reload, so a request sees
/// one state or the other, never a half-loaded one.
public struct ServiceState: Sendable {
  /// The setup the tables come from.
  public let setup: HolidaySetup
  /// The table of each region the server answers for, by code.
  public let tables: [HolidayRegion: HolidayTable]
  /// The region a request gets without `region=`.
  public let defaultRegion: HolidayRegion
  /// Where each year comes from (`/v1/sources`).
  public let sources: [HolidayTableSource]
  /// A version of the data: changes when any table's content does (the `ETag` of every answer
  /// is made from it and the answer).
  public let dataVersion: String
  /// The tables as the published tree orders them: the built-in regions first, then others by
  /// code.
  private let publishedTables: [HolidayTable]
  /// The published tree's files made so far (each made once, on first request).
  private let tree = Locked<[String: [UInt8]?]>([:])
  /// Answers already made from this state, by request (path, query, today): an answer depends
  /// on nothing else, so a repeated request costs a look-up. Bounded; emptied when full.
  let answers = AnswerCache()

  /// The file of the published tree at `path` (what `almanac-data publish` writes there, from
  /// these tables), or `nil` for a path the tree does not hold.
  func publishedFile(_ path: String) throws -> [UInt8]? {
    if let known = tree.withLock({ $0[path] }) { return known }
    let bytes = try PublishedTree.file(at: path, tables: publishedTables)?.bytes
    tree.withLock { $0[path] = bytes }
    return bytes
  }

  /// Loads every region the setup can answer for.
  ///
  /// - Throws: ``HolidaySetupError`` when a table does not load (the server keeps its old state).
  public init(setup: HolidaySetup) throws(HolidaySetupError) {
    self.setup = setup
    var notes: [HolidayFileNote] = []
    let (tables, sources) = try setup.tablesInForce(notes: &notes)
    self.tables = tables
    self.sources = sources
    publishedTables =
      HolidayTable.builtInRegions.compactMap { tables[$0] }
      + tables.filter { !HolidayTable.builtInRegions.contains($0.key) }.sorted {
        $0.key.rawValue < $1.key.rawValue
      }
      .map(\.value)
    defaultRegion = setup.region ?? .mainlandChina
    // The version: the sources' years, hashes and notices, hashed.
    var hasher = FNV1a()
    for source in sources {
      hasher.add(source.region.rawValue)
      hasher.add(source.years.map(String.init).joined(separator: ","))
      hasher.add(source.sha256 ?? "built-in")
      for notice in source.notices { hasher.add(notice) }
    }
    dataVersion = "\(almanacDataEpoch)-" + hasher.hex
  }
}

/// Changes when the built-in data's shape does (with the package's version).
let almanacDataEpoch = "1"

/// Answers made from one state, with their entity tags (hashed once, not per request).
final class AnswerCache: Sendable {
  struct Entry: Sendable {
    let shared: SharedBytes
    var bytes: [UInt8] { shared.array }
    let type: String
    let cache: Cache
    let tag: String
  }

  private let entries = Locked<(map: [String: Entry], bytes: Int)>(([:], 0))
  /// At most this many bytes of answers are kept (then the cache starts again empty).
  static let byteLimit = 64 << 20

  func entry(_ key: String) -> Entry? { entries.withLock { $0.map[key] } }

  func store(_ entry: Entry, for key: String) {
    entries.withLock { state in
      if state.bytes + entry.bytes.count > AnswerCache.byteLimit { state = ([:], 0) }
      state.map[key] = entry
      state.bytes += entry.bytes.count
    }
  }
}
