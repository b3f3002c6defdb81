/// FNV-1a, 64 bits: a cheap, stable hash for identifiers and versions (feed UIDs, a server's
/// entity tags), not for security.
package struct FNV1a: Sendable {
  /// The hash so far.
  package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// An empty hash.
  package init() {}

  /// Adds bytes.
  package mutating func add(bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  /// Adds an array's bytes: the generic form, called from another module, is not specialised
  /// and walked each byte through its protocol (18 ns a byte: most of what a server's new answer
  /// cost); this one is a plain loop.
  package mutating func add(bytes: [UInt8]) {
    var value = self.value
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
    self.value = value
  }

  /// Adds a string's UTF-8 and a NUL after it (so `"ab","c"` and `"a","bc"` differ).
  package mutating func add(_ text: String) {
    add(bytes: text.utf8)
    add(bytes: CollectionOfOne(0))
  }

  /// The hash as 16 hex digits.
  package var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
