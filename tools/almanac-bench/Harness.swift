import Almanac
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers: batches of operations, the median nanoseconds per operation.
enum Harness {
  /// Monotonic nanoseconds.
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// Runs `batch` (which performs `operations` operations and returns a checksum) `batches`
  /// times after one warm-up, and returns the median and the fastest nanoseconds per operation.
  static func measure(batches: Int = 15, operations: Int, _ batch: () -> Int) -> Timing {
    sink &+= batch()
    var samples: [Double] = []
    for _ in 0..<batches {
      let start = now()
      sink &+= batch()
      samples.append(Double(now() - start) / Double(operations))
    }
    samples.sort()
    return Timing(median: samples[samples.count / 2], best: samples[0])
  }

  /// Keeps the processor busy for a while (integer work, no memory traffic), so that the first
  /// measurements do not run at a lower clock than the rest.
  static func warmUp(seconds: Double) {
    let end = now() + UInt64(seconds * 1e9)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    while now() < end {
      for _ in 0..<10_000 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    }
    sink &+= Int(truncatingIfNeeded: state)
  }

  /// Results are folded in here and printed at the end so no work can be optimised away.
  nonisolated(unsafe) static var sink = 0

  /// Peak resident memory in KiB (`ru_maxrss`: KiB on Linux, bytes on macOS).
  static func peakMemoryKiB() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / 1024
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return usage.ru_maxrss
    #endif
  }
}

/// Nanoseconds per operation: the median batch, which the report and the goals use, and the
/// fastest, which shows how much of the median is the machine's noise.
struct Timing {
  let median: Double
  let best: Double

  static let skipped = Timing(median: 0, best: 0)
}

/// Formats a duration in nanoseconds for the report: `6.2 ns`, `38.1 µs`, `4.20 ms`.
func formatNanoseconds(_ value: Double) -> String {
  func fixed(_ number: Double, _ digits: Int) -> String {
    var text = String(Int((number * pow(10, Double(digits))).rounded()))
    guard digits > 0 else { return text }
    while text.count <= digits { text = "0" + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    return text
  }
  if value < 1_000 { return fixed(value, 1) + " ns" }
  if value < 1_000_000 { return fixed(value / 1_000, 1) + " µs" }
  return fixed(value / 1_000_000, 2) + " ms"
}

/// One line of the report: an operation, Almanac's figure, its baselines and the ratio.
struct ReportRow {
  /// `43`, `2.5`, `0.3`: whole numbers from 10 up, one decimal below.
  static func ratio(_ value: Double) -> String {
    value >= 10 ? String(Int(value.rounded())) : String(format: "%.1f", value)
  }

  let operation: String
  let almanac: Timing
  let baselines: [(name: String, timing: Timing)]
  let goal: String

  func render() -> String {
    let columns =
      [
        pad(operation, 32), pad(formatNanoseconds(almanac.median), 10),
        pad("(best \(formatNanoseconds(almanac.best)))", 17),
      ] + baselines.map { pad("\($0.name) \(formatNanoseconds($0.timing.median))", 26) }
    let ratio =
      baselines.first.map {
        $0.timing.median > 0 ? "  \(ReportRow.ratio($0.timing.median / almanac.median))× \($0.name)" : ""
      } ?? ""
    return columns.joined(separator: " ") + ratio + "  (goal \(goal))"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

/// A date written in the benchmark's source; a typo there is a programmer error.
func benchDate(_ text: String) -> CivilDate {
  guard let date = CivilDate(text) else { preconditionFailure("'\(text)' is not a date") }
  return date
}
