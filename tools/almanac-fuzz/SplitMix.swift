import Almanac
import AlmanacToolSupport

/// The fuzzer's generator: every case is re-created from the run's seed and the case's number
/// (`SplitMix64(seed:stream:)`), so that a failure found in case 4,711 of a long run is
/// replayed with `--only 4711`.
typealias SplitMix = SplitMix64

extension SplitMix64 {
  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

  /// An integer in a range.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
