import Foundation

/// Reads a holiday file's text, saying exactly what is wrong when it cannot: a missing file, a
/// directory, something that is not a regular file (a FIFO would block forever, a device never
/// ends), a file too large to be a holiday table, or bytes that are not UTF-8 (with the line).
enum HolidayFileText {
  /// The largest file accepted: holiday-cn's whole multi-year feed is about 100 KB.
  static let maximumBytes = 16 << 20

  /// The file's text.
  /// - Throws: ``HolidayFileError`` naming the file and the problem.
  static func read(_ url: URL) throws(HolidayFileError) -> String {
    try text(bytes(url), file: url.relativePath)
  }

  /// The file's bytes, checked as ``read(_:)`` checks them but for their encoding.
  /// - Throws: ``HolidayFileError`` naming the file and the problem.
  static func bytes(_ url: URL) throws(HolidayFileError) -> [UInt8] {
    let path = url.path
    func fail(_ reason: String, line: Int? = nil) -> HolidayFileError {
      HolidayFileError(file: url.relativePath, line: line, reason: reason)
    }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw fail("no such file")
    }
    guard !isDirectory.boolValue else { throw fail("is a directory, not a holiday file") }
    let resolved = url.resolvingSymlinksInPath().path
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try manager.attributesOfItem(atPath: resolved)
    } catch {
      throw fail("cannot be examined (\(error.localizedDescription))")
    }
    if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
      throw fail("is not a regular file (\(describe(type))); give the path of a JSON or iCalendar file")
    }
    if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumBytes {
      throw fail("is \(size / 1_048_576) MiB; a holiday file is at most \(maximumBytes / 1_048_576) MiB")
    }
    guard manager.isReadableFile(atPath: resolved), let handle = FileHandle(forReadingAtPath: resolved) else {
      throw fail("cannot be read (permission denied)")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      // One byte past the limit tells a file that grew after it was examined.
      data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
    } catch {
      throw fail("cannot be read (\(error.localizedDescription))")
    }
    guard data.count <= maximumBytes else {
      throw fail("is larger than \(maximumBytes / 1_048_576) MiB; a holiday file is smaller")
    }
    guard !data.isEmpty else { throw fail("is empty") }
    return Array(data)
  }

  /// UTF-8 bytes as text, or an error naming the line of the first byte that is not UTF-8.
  static func text(_ bytes: [UInt8], file: String) throws(HolidayFileError) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw HolidayFileError(
        file: file, line: 1, reason: "is UTF-16 text; save it as UTF-8 (Almanac reads UTF-8 only)")
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

  private static func describe(_ type: FileAttributeType) -> String {
    switch type {
    case .typeCharacterSpecial: "a character device"
    case .typeBlockSpecial: "a block device"
    case .typeSocket: "a socket"
    case .typeSymbolicLink: "a broken symbolic link"
    default:
      // Foundation reports a FIFO as "unknown" on Linux.
      "a FIFO or other special file"
    }
  }
}
