import Almanac

/// Buffered UTF-8 output to a file descriptor, so that tens of thousands of lines are written
/// in a few large writes instead of one each.
///
/// A failed write is remembered, not ignored: nothing more is written, ``failure`` says what
/// happened, and long listings stop early by checking ``isFinished``. A reader that closed its
/// pipe (`almanac lunar … | head`) has all it asked for: that ends the output quietly.
final class Output {
  /// Why writing stopped.
  enum Failure: Equatable {
    /// The reader of a pipe went away; not an error.
    case readerGone
    /// The descriptor refused the bytes, with the system's reason.
    case failed(String)
  }

  private let descriptor: Int32
  private let name: String
  private var buffer: [UInt8] = []
  /// Why writing stopped, or `nil` while all is well.
  private(set) var failure: Failure?
  /// What the command changed before it wrote its report (`CN 2027 was stored`), for the
  /// error when the report could not be written: the change stands, only the report is lost.
  var changed: String?
  /// The exit code of a command that succeeded: 0, or 1 for `check`'s "no".
  var exitStatus: Int32 = 0

  /// Output to standard output.
  static func standardOutput() -> Output { Output(descriptor: 1, name: "standard output") }
  /// Output to standard error.
  static func standardError() -> Output { Output(descriptor: 2, name: "standard error") }
  /// Output kept in memory (``kept``), at most `limit` bytes: an MCP tool's text.
  static func memory(limit: Int = 1 << 16) -> Output {
    let output = Output(descriptor: -1, name: "memory")
    output.limit = limit
    return output
  }

  /// What an output in memory holds.
  private(set) var kept: [UInt8] = []
  /// The most an output in memory keeps; writing stops there.
  private var limit = 0

  private init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    buffer.reserveCapacity(1 << 16)
  }

  /// Whether the descriptor is a terminal (colour is used only then).
  var isTerminal: Bool { ProcessIO.isTerminal(descriptor) }

  /// Whether writing has stopped: loops that produce many lines end early when it has.
  var isFinished: Bool { failure != nil }

  /// Appends text; flushes when the buffer passes 64 KiB.
  func write(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends UTF-8 bytes as they are (a feed's CRLF lines).
  func write(bytes: [UInt8]) {
    guard failure == nil else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends UTF-8 bytes as one line.
  func line(bytes: [UInt8]) {
    guard failure == nil else { return }
    buffer.append(contentsOf: bytes)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends one JSON line: the value's `Codable` form (``JSONLinesEncoder``), names in `names`.
  /// Almanac's values hold no number JSON cannot write, so encoding does not fail; if it ever
  /// did, the line is left out rather than written half.
  func json(_ value: some Encodable, names: NameLanguage) {
    guard failure == nil else { return }
    let start = buffer.count
    do {
      try JSONLinesEncoder(names: names).encodeLine(value, appendingTo: &buffer)
    } catch {
      buffer.removeSubrange(start...)
    }
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends a line of text, its control characters escaped (`\u{1B}`), but line breaks and
  /// tabs: whatever a file put in a name cannot move the cursor, clear the screen or forge a
  /// line.
  func line(_ text: String = "") {
    write(QuotedInput.escapingControls(text, keeping: ["\n", "\t"]))
    if failure == nil { buffer.append(UInt8(ascii: "\n")) }
  }

  /// Appends a line the terminal view painted (its own colour sequences), as it is; the view
  /// escapes the data inside it.
  func line(painted text: String) {
    write(text)
    if failure == nil { buffer.append(UInt8(ascii: "\n")) }
  }

  /// Writes everything buffered; a failure is kept in ``failure``.
  func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, !buffer.isEmpty else { return }
    if descriptor < 0 {
      kept += buffer.prefix(max(0, limit - kept.count))
      if kept.count >= limit { failure = .readerGone }
      return
    }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        switch ProcessIO.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...])) {
        case .wrote(let count): offset += count
        case .interrupted: continue
        case .brokenPipe:
          failure = .readerGone
          return
        case .failed(let reason):
          failure = .failed(reason)
          return
        }
      }
    }
  }

  /// The error to report when writing failed for a reason other than a departed reader.
  var error: CLIError? {
    guard case .failed(let reason) = failure else { return nil }
    if let changed {
      return .output("\(changed); only the report could not be written to \(name): \(reason)")
    }
    return .output("could not write the results to \(name): \(reason)")
  }
}
