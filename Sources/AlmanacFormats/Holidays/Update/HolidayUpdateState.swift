import Foundation
import AlmanacCore

/// What `holidays update` remembers in the data directory (`update.json`): the sources named with
/// `--from`, what kind each is, and the validators and SHA-256 of every file it last fetched
/// from them, so that a second run asks conditionally and one with nothing new writes nothing.
struct HolidayUpdateState: Codable, Sendable, Equatable {
  /// What the file says it is.
  var format = "almanac-update/1"
  var sources: [Source] = []

  /// One remembered source.
  struct Source: Codable, Sendable, Equatable {
    /// The source as normalised (a tree's root, or a holiday-cn-style base, ending in `/`).
    var url: String
    /// What it turned out to be, once known.
    var kind: HolidayUpdateSource.Kind?
    /// Per file (`index.json`, `holidays/CN/2027.json`, `2027.json`): its validators and hash.
    var files: [String: Seen] = [:]
  }

  /// A file as last fetched.
  struct Seen: Codable, Sendable, Equatable {
    var etag: String?
    var lastModified: String?
    var sha256: String
  }

  /// The file in a data directory.
  static func file(in directory: URL) -> URL { directory.appendingPathComponent("update.json") }

  /// The remembered state, empty when there is none.
  ///
  /// - Throws: ``HolidayUpdateError/data(_:)`` for a file that is there but does not read.
  static func read(_ directory: URL) throws(HolidayUpdateError) -> HolidayUpdateState {
    let url = file(in: directory)
    switch Platform.read(url.path, limit: 4 << 20) {
    case .failure(let error) where error == .noEntry || error == .notDirectory:
      return HolidayUpdateState()
    case .failure(let error):
      throw .data(.unreadableDirectory(path: url.path, reason: "cannot be read (\(error.text))"))
    case .success(let bytes):
      guard var state = try? JSONDecoder().decode(HolidayUpdateState.self, from: Data(bytes)),
        state.format == "almanac-update/1"
      else {
        throw .data(
          .unreadableDirectory(
            path: url.path, reason: "is not the update state Almanac writes; remove it to start again"))
      }
      // A source an earlier version remembered with its credentials in the URL is remembered
      // without them: they are never shown, and come from ~/.netrc now.
      for index in state.sources.indices {
        state.sources[index].url = HolidayUpdateSource.withoutCredentials(state.sources[index].url)
      }
      return state
    }
  }

  /// The file's bytes (keys sorted, so the same state is the same bytes).
  var bytes: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return ((try? encoder.encode(self)) ?? Data()).map { $0 } + [UInt8(ascii: "\n")]
  }

  /// The remembered source of a URL, or `nil`.
  func source(_ url: String) -> Source? { sources.first { $0.url == url } }

  /// This state with what a run found: every source it was asked (remembered from now on, in
  /// the order asked after those remembered before), and for each source it checked the record
  /// it made of what it fetched and checked, in place of the one before. Sources the run did not
  /// ask keep their records: two runs at once each keep the other's.
  func recording(_ records: [String: Source], asked: [String]) -> HolidayUpdateState {
    var state = self
    for url in asked where state.source(url) == nil { state.sources.append(Source(url: url)) }
    for (index, source) in state.sources.enumerated() {
      if let record = records[source.url] { state.sources[index] = record }
    }
    return state
  }
}

/// Where updates come from: the root of a published tree (what `almanac-data publish` writes:
/// `index.json` and the files it lists) or a holiday-cn-style base URL under which each year is
/// `YEAR.json`.
public struct HolidayUpdateSource: Sendable, Hashable, Codable {
  /// What a source is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A published tree: `index.json` with a SHA-256 per file.
    case tree
    /// holiday-cn's files: `2027.json` and its neighbours (mainland China only).
    case holidayCN = "holiday-cn"
  }

  /// The source, normalised: a base ending in `/` (a URL given as `…/2027.json` or
  /// `…/index.json` is its folder).
  public let url: URL

  /// A source from what a user typed, or `nil` for anything but an absolute http or https URL,
  /// and for one that carries credentials (``checked(_:)`` says which).
  public init?(_ text: String) {
    guard text.utf8.count <= 2_000, let parsed = URL(string: text),
      let scheme = parsed.scheme?.lowercased(), scheme == "http" || scheme == "https", parsed.host != nil,
      parsed.user == nil, parsed.password == nil,
      !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F })
    else { return nil }
    var base = parsed.absoluteString
    if let query = base.firstIndex(where: { $0 == "?" || $0 == "#" }) { base = String(base[..<query]) }
    let last = base.split(separator: "/").last.map(String.init) ?? ""
    if last == "index.json" || (last.hasSuffix(".json") && Int(last.dropLast(5)) != nil) {
      base = String(base.dropLast(last.count))
    }
    if !base.hasSuffix("/") { base += "/" }
    guard let url = URL(string: base) else { return nil }
    self.url = url
  }

  /// A source from what a user typed, or why it is not one: not an http or https URL, or one
  /// with credentials in it (named with them blanked out, never echoed).
  ///
  /// - Throws: ``HolidayUpdateError/credentialsInSource(_:)``, ``HolidayUpdateError/badSource(_:)``.
  public static func checked(_ text: String) throws(HolidayUpdateError) -> HolidayUpdateSource {
    if let source = HolidayUpdateSource(text) { return source }
    let redacted = redacted(text)
    if redacted != text { throw .credentialsInSource(redacted) }
    throw .badSource(text)
  }

  /// The URL with any `user:password@` replaced by `***@`: how a source that carries credentials
  /// is named.
  public static func redacted(_ text: String) -> String { replacingCredentials(in: text, with: "***@") }

  /// The URL with any `user:password@` removed.
  static func withoutCredentials(_ text: String) -> String { replacingCredentials(in: text, with: "") }

  /// `text` with the userinfo of its authority (what lies between `//` and the last `@` before
  /// the path) replaced.
  private static func replacingCredentials(in text: String, with replacement: String) -> String {
    guard let start = text.range(of: "//") else { return text }
    let authority = text[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard let at = authority.lastIndex(of: "@") else { return text }
    return String(text[..<start.upperBound]) + replacement + String(text[text.index(after: at)...])
  }

  /// A file under the source.
  func file(_ path: String) -> URL { URL(string: url.absoluteString + path) ?? url }
}
