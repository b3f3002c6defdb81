/// A date's fixed-width texts written in place, without making digits one string at a time.
///
/// Invariant: `_writeDigits` writes into the buffer `String(unsafeUninitializedCapacity:)` or a
/// caller's stack memory hands it, at offsets inside its stated width (years are 1...9999: four
/// digits).
extension CivilDate {
  /// `YYYY-MM-DD` (what ``description`` gives).
  var _isoText: String {
    String(unsafeUninitializedCapacity: 10) { buffer in
      writeISOText(into: buffer)
      return 10
    }
  }

  /// Calls `body` with `YYYYMMDD`, iCalendar's basic form, written on the stack.
  @inlinable @inline(__always)
  package func _withBasicText<Result>(_ body: (_ReadView<UInt8>) -> Result) -> Result {
    var digits: UInt64 = 0
    return withUnsafeMutableBytes(of: &digits) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      CivilDate._writeDigits(year * 10_000 + month * 100 + day, 8, into: buffer, at: 0)
      return body(_ReadView(UnsafeBufferPointer(buffer)))
    }
  }

  /// Writes `YYYY-MM-DD` into the first ten bytes of `buffer`: ten ASCII digits and dashes in
  /// place. What ``description`` and the JSON writers use.
  @inlinable
  package func writeISOText(into buffer: UnsafeMutableBufferPointer<UInt8>) {
    CivilDate._writeDigits(year, 4, into: buffer, at: 0)
    buffer[4] = UInt8(ascii: "-")
    CivilDate._writeDigits(month, 2, into: buffer, at: 5)
    buffer[7] = UInt8(ascii: "-")
    CivilDate._writeDigits(day, 2, into: buffer, at: 8)
  }

  /// Writes `value`'s last `count` decimal digits (zero-padded) at `start`.
  @inlinable @inline(__always)
  package static func _writeDigits(_ value: Int, _ count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
    var rest = value
    for offset in (0..<count).reversed() {
      buffer[start + offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
  }
}
