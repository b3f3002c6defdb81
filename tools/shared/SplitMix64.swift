/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", 2014):
/// the small deterministic generator the tests, the benchmarks and the fuzzer draw their inputs
/// from, so that every run sees the same cases.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// The sequence of a seed.
  package init(seed: UInt64) { state = seed }

  /// One of many independent sequences of a seed (the fuzzer's case `stream` of run `seed`).
  package init(seed: UInt64, stream: UInt64) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 ^ stream &* 0xD1B5_4A32_D192_ED03
    _ = next()
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `range` (with the slight bias of a modulus, which inputs do not mind).
  package mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
