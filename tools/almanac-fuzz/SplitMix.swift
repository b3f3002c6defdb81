/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", 2014):
/// a small generator whose every case can be re-created from the run's seed and the case's
/// number, so that a failure found in case 4,711 of a long run is replayed with `--only 4711`.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  /// The generator of one case of a run.
  init(seed: UInt64, stream: UInt64) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 ^ stream &* 0xD1B5_4A32_D192_ED03
    _ = next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

  /// An integer in a range.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
