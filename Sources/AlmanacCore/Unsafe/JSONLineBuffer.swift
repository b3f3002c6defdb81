/// JSON text written into a small buffer on the stack, then appended to an array in one copy.
///
/// Invariant: a buffer lives only inside ``appending(to:_:)``'s closure (its memory is that
/// call's stack), and `count <= capacity` always: a piece that would pass the end first moves
/// the buffered bytes to `spilled`.
///
/// A day model's line is some fifty pieces (keys, numbers, names); appended to an array one by
/// one, each piece pays for the array's uniqueness and capacity checks and a generic copy, which
/// cost more than the bytes (measured: about half of `export days`). Here each piece costs one
/// bound check and a copy. A piece that does not fit moves what is buffered to a spill array, so
/// a line of any length (a festival catalog with very long names) is still written whole.
@frozen @usableFromInline
package struct _JSONLineBuffer {
  @usableFromInline
  let base: UnsafeMutablePointer<UInt8>
  @usableFromInline
  let capacity: Int
  @usableFromInline
  var count = 0
  /// What no longer fitted, in order before the buffered bytes; empty for ordinary lines.
  @usableFromInline
  var spilled: [UInt8] = []

  @usableFromInline
  init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  /// Calls `body` with an empty line, then appends what it wrote to `bytes`.
  @inlinable
  package static func appending(to bytes: inout [UInt8], _ body: (inout _JSONLineBuffer) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { memory in
      guard let base = memory.baseAddress else {
        preconditionFailure("a temporary allocation of 1024 bytes has an address")
      }
      var line = _JSONLineBuffer(base: base, capacity: memory.count)
      body(&line)
      bytes.append(contentsOf: line.spilled)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: line.count))
    }
  }

  /// Appends bytes.
  @inlinable @inline(__always)
  package mutating func put(_ piece: UnsafeBufferPointer<UInt8>) {
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
  @inlinable @inline(__always)
  package mutating func byte(_ value: UInt8) {
    if count == capacity {
      spilled.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      count = 0
    }
    base[count] = value
    count += 1
  }

  /// Appends fixed JSON text (punctuation and keys).
  @inlinable @inline(__always)
  package mutating func raw(_ text: StaticString) {
    if text.hasPointerRepresentation {
      put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    } else {
      text.withUTF8Buffer { put($0) }  // a one-character literal
    }
  }

  /// A JSON string of Almanac's own fixed text (a lunar date's text, 干支, a weekday's or a
  /// kind's name), which holds nothing JSON escapes: quoted without the scan.
  @inlinable @inline(__always)
  package mutating func plain(_ value: String) {
    var text = value
    byte(UInt8(ascii: "\""))
    text.withUTF8 { put($0) }
    byte(UInt8(ascii: "\""))
  }

  /// Almanac's own fixed text, or `null`.
  @inlinable
  package mutating func plain(_ value: String?) {
    if let value { plain(value) } else { raw("null") }
  }

  /// A JSON string: quoted, escaped as ``JSONText`` escapes.
  @inlinable
  package mutating func string(_ value: String) {
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
  @inlinable
  package mutating func string(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }

  /// An integer in decimal.
  @inlinable
  package mutating func integer(_ value: Int) {
    JSONText.withDecimalText(of: value) { put($0) }
  }

  /// An integer, or `null`.
  @inlinable
  package mutating func integer(_ value: Int?) {
    if let value { integer(value) } else { raw("null") }
  }

  /// `true` or `false`.
  @inlinable
  package mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// A Boolean, or `null`.
  @inlinable
  package mutating func bool(_ value: Bool?) {
    if let value { bool(value) } else { raw("null") }
  }

  /// A date as its quoted ISO 8601 text, `"2026-02-17"` (``CivilDate/description``), written in
  /// place.
  @inlinable
  package mutating func date(_ date: CivilDate) {
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

extension JSONText {
  /// Calls `body` with an integer's decimal text (sign and digits), written on the stack: the one
  /// place integers become JSON digits.
  @inlinable @inline(__always)
  package static func withDecimalText<Integer: FixedWidthInteger>(
    of value: Integer, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: more than any 64-bit value's sign and digits
    withUnsafeMutableBytes(of: &digits) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      var index = buffer.count
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      if value < 0 {
        index -= 1
        buffer[index] = UInt8(ascii: "-")
      }
      body(UnsafeBufferPointer(rebasing: buffer[index...]))
    }
  }

  /// Whether UTF-8 text can be written inside JSON quotes as it is: no quote, backslash or byte
  /// that may begin a character ``appendQuoted(_:to:)`` escapes.
  @inlinable @inline(__always)
  package static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in utf8
    where QuotedInput.mayHoldControl(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      return false
    }
    return true
  }
}
