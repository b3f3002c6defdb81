#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered UTF-8 output to a file descriptor, so that tens of thousands of lines are written
/// in a few large writes instead of one each.
final class Output {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Output to standard output.
  static func standardOutput() -> Output { Output(descriptor: 1) }
  /// Output to standard error.
  static func standardError() -> Output { Output(descriptor: 2) }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  /// Whether the descriptor is a terminal (colour is used only then).
  var isTerminal: Bool { isatty(descriptor) != 0 }

  /// Appends text; flushes when the buffer passes 64 KiB.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends UTF-8 bytes as one line.
  func line(bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends a line of text.
  func line(_ text: String = "") {
    write(text)
    buffer.append(UInt8(ascii: "\n"))
  }

  /// Writes everything buffered.
  func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          break  // a closed pipe (`almanac lunar … | head`): nothing more can be delivered
        }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
