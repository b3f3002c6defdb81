/// JSON text written into a small buffer on the stack, then appended to an array in one copy.
///
/// A day model's line is some fifty pieces (keys, numbers, names); appended to an array one by
/// one, each piece pays for the array's uniqueness and capacity checks and a generic copy, which
/// cost more than the bytes (measured: about half of `export days`). Here each piece costs one
/// bound check and a copy. A piece that does not fit moves what is buffered to a spill array, so
/// a line of any length (a festival catalog with very long names) is still written whole.
struct JSONLineBuffer {
  private let base: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  /// What no longer fitted, in order before the buffered bytes; empty for ordinary lines.
  private var spilled: [UInt8] = []

  private init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  /// Calls `body` with an empty line, then appends what it wrote to `bytes`.
  static func appending(to bytes: inout [UInt8], _ body: (inout JSONLineBuffer) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { memory in
      guard let base = memory.baseAddress else {
        preconditionFailure("a temporary allocation of 1024 bytes has an address")
      }
      var line = JSONLineBuffer(base: base, capacity: memory.count)
      body(&line)
      bytes.append(contentsOf: line.spilled)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: line.count))
    }
  }

  /// Appends bytes.
  @inline(__always)
  mutating func put(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let source = piece.baseAddress, !piece.isEmpty else { return }
    if count + piece.count > capacity {
      spilled.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      count = 0
      if piece.count > capacity {
        spilled.append(contentsOf: piece)
        return
      }
    }
    (base + count).update(from: source, count: piece.count)
    count += piece.count
  }

  /// Appends one byte.
  @inline(__always)
  mutating func byte(_ value: UInt8) {
    if count == capacity {
      spilled.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      count = 0
    }
    base[count] = value
    count += 1
  }

  /// Appends fixed JSON text (punctuation and keys).
  @inline(__always)
  mutating func raw(_ text: StaticString) {
    if text.hasPointerRepresentation {
      put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    } else {
      text.withUTF8Buffer { put($0) }  // a one-character literal
    }
  }

  /// A JSON string of Almanac's own fixed text (a lunar date's text, 干支, a weekday's or a
  /// kind's name), which holds nothing JSON escapes: quoted without the scan.
  @inline(__always)
  mutating func plain(_ value: String) {
    var text = value
    byte(UInt8(ascii: "\""))
    text.withUTF8 { put($0) }
    byte(UInt8(ascii: "\""))
  }

  /// Almanac's own fixed text, or `null`.
  mutating func plain(_ value: String?) {
    if let value { plain(value) } else { raw("null") }
  }

  /// A JSON string: quoted, escaped as ``JSONText`` escapes.
  mutating func string(_ value: String) {
    var text = value
    let plain = text.withUTF8 { utf8 in
      guard JSONText.isPlain(utf8) else { return false }
      byte(UInt8(ascii: "\""))
      put(utf8)
      byte(UInt8(ascii: "\""))
      return true
    }
    if !plain {
      var escaped: [UInt8] = []
      JSONText.appendQuoted(value, to: &escaped)
      escaped.withUnsafeBufferPointer { put($0) }
    }
  }

  /// A string, or `null`.
  mutating func string(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }

  /// An integer in decimal.
  mutating func integer(_ value: Int) {
    JSONText.withDecimalText(of: value) { put($0) }
  }

  /// An integer, or `null`.
  mutating func integer(_ value: Int?) {
    if let value { integer(value) } else { raw("null") }
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// A Boolean, or `null`.
  mutating func bool(_ value: Bool?) {
    if let value { bool(value) } else { raw("null") }
  }

  /// A date as its quoted ISO 8601 text, `"2026-02-17"` (``CivilDate/description``), written in
  /// place.
  mutating func date(_ date: CivilDate) {
    var text: (UInt64, UInt32) = (0, 0)  // 12 bytes: the quotes and ten characters
    withUnsafeMutableBytes(of: &text) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      buffer[0] = UInt8(ascii: "\"")
      date.writeISOText(into: UnsafeMutableBufferPointer(rebasing: buffer[1..<11]))
      buffer[11] = UInt8(ascii: "\"")
      put(UnsafeBufferPointer(buffer))
    }
  }
}
