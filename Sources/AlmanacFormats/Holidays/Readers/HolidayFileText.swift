import Foundation
import AlmanacCore

/// Reads a holiday file's text (or another file a user gives: a lunar events list), saying
/// exactly what is wrong when it cannot: a missing file, a directory, something that is not a
/// regular file (a FIFO would block forever, a device never ends), a file too large for what it
/// should hold, or bytes that are not UTF-8 (with the line).
package enum HolidayFileText {
  /// What a kind of file is called in errors, what to give instead, and its largest size.
  package struct Kind: Sendable {
    /// `holiday file`.
    let noun: String
    /// `a JSON or iCalendar file`.
    let expected: String
    let maximumBytes: Int

    /// Holiday files: holiday-cn's whole multi-year feed is about 100 KB.
    package static let holidays = Kind(
      noun: "holiday file", expected: "a JSON or iCalendar file", maximumBytes: 16 << 20)
    /// Calendar files whose lunar events are read back (a phone's whole calendar: tens of MB).
    package static let calendar = Kind(noun: "calendar file", expected: "an iCalendar file", maximumBytes: 64 << 20)
  }

  /// The file's text.
  /// - Throws: ``HolidayFileError`` naming the file and the problem.
  package static func read(_ url: URL, as kind: Kind = .holidays) throws(HolidayFileError) -> String {
    try text(bytes(url, as: kind), file: url.relativePath)
  }

  /// The file's bytes, checked as ``read(_:as:)`` checks them but for their encoding.
  /// - Throws: ``HolidayFileError`` naming the file and the problem.
  static func bytes(_ url: URL, as kind: Kind = .holidays) throws(HolidayFileError) -> [UInt8] {
    let maximumBytes = kind.maximumBytes
    let path = url.path
    func fail(_ reason: String, line: Int? = nil) -> HolidayFileError {
      HolidayFileError(file: url.relativePath, line: line, reason: reason)
    }
    let size: Int
    switch Platform.status(path) {
    case .failure(let error):
      throw fail(unreachable(path, error))
    case .success(let found):
      switch found.kind {
      case .regular: size = found.size
      case .directory: throw fail("is a directory, not a \(kind.noun)")
      default:
        throw fail("is not a regular file (\(describe(found.kind))); give the path of \(kind.expected)")
      }
    }
    guard size <= maximumBytes else {
      throw fail("is \(size / 1_048_576) MiB; a \(kind.noun) is at most \(maximumBytes / 1_048_576) MiB")
    }
    // One byte past the limit tells a file that grew after it was examined (or a /proc file,
    // whose size reads 0).
    let bytes: [UInt8]
    switch Platform.read(path, limit: maximumBytes + 1) {
    case .failure(let error):
      throw fail(error == .access ? "cannot be read (permission denied)" : "cannot be read (\(error.text))")
    case .success(let read): bytes = read
    }
    guard bytes.count <= maximumBytes else {
      throw fail("is larger than \(maximumBytes / 1_048_576) MiB; a \(kind.noun) is smaller")
    }
    guard !bytes.isEmpty else { throw fail("is empty") }
    return bytes
  }

  /// Why a path cannot be examined, in words: missing, a link to nothing, a loop of links, a
  /// directory on the way that may not be searched.
  private static func unreachable(_ path: String, _ error: Platform.Errno) -> String {
    switch error {
    case .noEntry:
      return Platform.isSymbolicLink(path)
        ? "is a symbolic link to nothing (its target does not exist)" : "no such file"
    case .loop: return "cannot be reached: its symbolic links form a loop"
    case .access: return "cannot be reached: a directory on its path may not be searched (permission denied)"
    case .notDirectory: return "no such file (a part of its path is a file, not a directory)"
    default: return "cannot be examined (\(error.text))"
    }
  }

  /// UTF-8 bytes as text, or an error naming the line of the first byte that is not UTF-8.
  static func text(_ bytes: [UInt8], file: String) throws(HolidayFileError) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw HolidayFileError(
        file: file, line: 1, reason: "is UTF-16 text; save it as UTF-8 (Almanac reads UTF-8 only)")
    }
    // Lines end at LF, CRLF or a lone CR (a file saved with the classic Mac line ends), so
    // that every reader counts the file's own lines.
    var bytes = bytes
    if bytes.contains(0x0D) {
      for index in bytes.indices
      where bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A) {
        bytes[index] = 0x0A
      }
    }
    if let invalid = firstInvalidUTF8(bytes) {
      let line = bytes[..<invalid].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      let hex = String(bytes[invalid], radix: 16, uppercase: true)
      throw HolidayFileError(
        file: file, line: line,
        reason: "is not UTF-8 text (byte 0x\(hex) cannot start or continue a character); save it as UTF-8")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The offset of the first byte that breaks UTF-8 (RFC 3629: no overlong forms, no
  /// surrogates, nothing above U+10FFFF), or `nil` when all is valid.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let count: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: count = 1
      case 0xE0:
        count = 2
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: count = 2
      case 0xED:
        count = 2
        high = 0x9F
      case 0xF0:
        count = 3
        low = 0x90
      case 0xF1...0xF3: count = 3
      case 0xF4:
        count = 3
        high = 0x8F
      default: return index
      }
      for offset in 1...count {
        let position = index + offset
        guard position < bytes.count else { return index }
        let byte = bytes[position]
        let range = offset == 1 ? low...high : 0x80...0xBF
        guard range.contains(byte) else { return position }
      }
      index += count + 1
    }
    return nil
  }

  private static func describe(_ kind: Platform.FileKind) -> String {
    switch kind {
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .fifo: "a FIFO or pipe"
    case .regular, .directory, .other: "a special file"
    }
  }
}
