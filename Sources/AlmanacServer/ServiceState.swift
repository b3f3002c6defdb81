import Almanac
import AlmanacQueries
import AlmanacPublishing
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
  public let sources: [HolidayLayer]
  /// A version of the data: changes when any table's content does (the `ETag` of every answer
  /// is made from it and the answer).
  public let dataVersion: String
  /// The tables as the published tree orders them: the built-in regions first, then others by
  /// code.
  private let publishedTables: [HolidayTable]
  /// The published tree's files made so far, each made once on first request and kept once:
  /// only files the tree holds, by their one path (a path it does not hold, or another
  /// spelling of one, is not kept), so this never outgrows the tree itself.
  private let tree = Locked<[String: AnswerCache.Entry]>([:])
  /// Answers already made from this state, by request (path, query, today): an answer depends
  /// on nothing else, so a repeated request costs a look-up. Bounded (keys included); emptied
  /// when full.
  let answers = AnswerCache()

  /// The file of the published tree at `path` (what `almanac-data publish` writes there, from
  /// these tables) with its entity tag, or `nil` for a path the tree does not hold.
  func publishedFile(_ path: String) throws -> AnswerCache.Entry? {
    if let known = tree.withLock({ $0[path] }) { return known }
    guard let file = try PublishedTree.file(at: path, tables: publishedTables) else { return nil }
    let entry = AnswerCache.Entry(
      file.bytes, type: PublishedTree.mediaType(of: file.path), cache: .feed, version: dataVersion,
      strongCompression: true)
    // Two requests for a file not yet made may both make it: the first one kept stays.
    return tree.withLock { files in
      if let kept = files[file.path] { return kept }
      files[file.path] = entry
      return entry
    }
  }

  /// Bytes held by the published tree's files made so far.
  var publishedBytes: Int { tree.withLock { $0.values.reduce(0) { $0 + $1.shared.count } } }

  /// Loads every region the setup can answer for.
  ///
  /// - Throws: ``HolidaySetupError`` when a table does not load (the server keeps its old state).
  public init(setup: HolidaySetup) throws(HolidaySetupError) {
    self.setup = setup
    var notes: [HolidayFileNote] = []
    let (tables, sources) = try setup.tablesInForce(notes: &notes)
    self.tables = tables
    self.sources = sources
    // The published tree is the official arrangement's: no overlay's day on its pages.
    publishedTables =
      (HolidayTable.builtInRegions.compactMap { tables[$0] }
      + tables.filter { !HolidayTable.builtInRegions.contains($0.key) }.sorted {
        $0.key.rawValue < $1.key.rawValue
      }
      .map(\.value)).map(\.official)
    defaultRegion = setup.region ?? .mainlandChina
    // The one version (as index.json says it): of the tables answered, overlays included.
    dataVersion = DataVersion.of(Array(tables.values))
  }
}

/// Answers made from one state, with their entity tags (hashed once, not per request).
///
/// Bounded whatever clients send: an entry counts its key, its bytes and a fixed overhead
/// against ``byteLimit``; a key longer than ``longestKey`` is not kept; when the next entry
/// would pass the limit the cache starts again empty.
final class AnswerCache: Sendable {
  struct Entry: Sendable {
    let shared: SharedBytes
    let type: String
    let cache: Cache
    /// The entity tag of the bytes as they are (`"…"`); a compressed representation's adds its
    /// coding (`"…-gzip"`).
    let tag: String
    /// The compressed representations made so far.
    let variants: CompressedVariants
    /// Whether it is compressed at the codings' strongest levels (a file of the published tree:
    /// a bounded set, each sent many times) rather than their fast ones (an answer to any query).
    let strongCompression: Bool

    /// Answers smaller than this are sent as they are (compression would save too little).
    static let compressionThreshold = 512

    /// An answer with its entity tag: FNV-1a of the data version and the bytes.
    init(_ bytes: [UInt8], type: String, cache: Cache, version: String, strongCompression: Bool = false) {
      var hash = FNV1a()
      hash.add(version)
      hash.add(bytes: bytes)
      shared = SharedBytes(bytes)
      self.type = type
      self.cache = cache
      tag = "\"\(hash.hex)\""
      variants = CompressedVariants()
      self.strongCompression = strongCompression
    }

    /// Whether a client may get it compressed (and so whether the answer varies by
    /// `Accept-Encoding`).
    var isCompressible: Bool { shared.count >= Entry.compressionThreshold && !ContentCoding.available.isEmpty }

    /// The entity tag of a compressed representation.
    func tag(for coding: ContentCoding) -> String { String(tag.dropLast()) + "-\(coding.rawValue)\"" }

    /// The tag in an `If-None-Match` list that names this answer in any of its representations,
    /// compared weakly (RFC 9110 §13.1.2: `W/` ignored), or `*`; `nil` when none does.
    func matching(_ list: String) -> String? {
      let representations = [tag] + ContentCoding.allCases.map { self.tag(for: $0) }
      for item in list.split(separator: ",") {
        let text = item.trimmingCharacters(in: .whitespaces)
        if text == "*" { return tag }
        let opaque = text.hasPrefix("W/") ? String(text.dropFirst(2)) : text
        if representations.contains(opaque) { return text }
      }
      return nil
    }
  }

  private let entries = Locked<(map: [String: Entry], bytes: Int)>(([:], 0))
  /// At most this many bytes of answers and keys are kept (then the cache starts again empty).
  static let byteLimit = 64 << 20
  /// Keys longer than this (a request with long values) are answered but not kept.
  static let longestKey = 1_024
  /// What an entry costs beyond its key and bytes: the dictionary slot, the entry, its shared
  /// storage and tag (measured: about 200 bytes; counted generously).
  static let entryOverhead = 256

  /// What a request's answer depends on: the path, the query (in order) and today; `nil` for a
  /// request too long to keep.
  static func key(_ request: ServiceRequest, today: CivilDate) -> String? {
    var length = request.path.utf8.count
    for item in request.query { length += item.name.utf8.count + item.value.utf8.count + 2 }
    guard length <= longestKey else { return nil }
    var key = request.path
    for item in request.query { key += "\u{0}" + item.name + "=" + item.value }
    return key + "\u{0}" + today.description
  }

  func entry(_ key: String) -> Entry? { entries.withLock { $0.map[key] } }

  func store(_ entry: Entry, for key: String) {
    let cost = key.utf8.count + entry.shared.count + AnswerCache.entryOverhead
    guard cost <= AnswerCache.byteLimit else { return }
    let dropped = entries.withLock { state -> [String: Entry]? in
      var dropped: [String: Entry]?
      if state.bytes + cost > AnswerCache.byteLimit {
        dropped = state.map
        state = ([:], 0)
      }
      if state.map.updateValue(entry, forKey: key) == nil { state.bytes += cost }
      return dropped
    }
    // The old entries are freed here, outside the lock, and their memory given back, so that
    // the process does not keep a second cache's worth of free blocks (glibc's arenas would).
    if var dropped {
      dropped.removeAll()
      Platform.releaseFreeMemory()
    }
  }

  /// Counts bytes added to an entry already kept (a compressed representation made later), and
  /// starts again empty when they pass the limit.
  func charge(_ bytes: Int) {
    let dropped = entries.withLock { state -> [String: Entry]? in
      state.bytes += bytes
      guard state.bytes > AnswerCache.byteLimit else { return nil }
      defer { state = ([:], 0) }
      return state.map
    }
    if var dropped {
      dropped.removeAll()
      Platform.releaseFreeMemory()
    }
  }

  /// Entries and the bytes they count.
  var usage: (entries: Int, bytes: Int) { entries.withLock { ($0.map.count, $0.bytes) } }
}

/// An answer's compressed representations, each made once on first request and kept with the
/// answer; a coding that does not
/// make the answer smaller is remembered as such and the bytes are sent as they are.
final class CompressedVariants: Sendable {
  private let made = Locked<[ContentCoding: SharedBytes?]>([:])

  /// The answer in `coding`, or `nil` when it would not be smaller or the library failed;
  /// the bytes kept are charged to `cache`.
  func variant(_ coding: ContentCoding, of shared: SharedBytes, level: Int, charging cache: AnswerCache?)
    -> SharedBytes?
  {
    if let known = made.withLock({ $0[coding] }) { return known }
    // Two requests may both compress the first time: the first result kept stays.
    let bytes = coding.encode(shared.array, level: level)
    let variant = bytes.flatMap { $0.count < shared.count ? SharedBytes($0) : nil }
    let (kept, added) = made.withLock { map -> (SharedBytes?, Bool) in
      if let known = map[coding] { return (known, false) }
      map[coding] = .some(variant)
      return (variant, true)
    }
    if added, let variant { cache?.charge(variant.count) }
    return kept
  }
}
