import AlmanacCore
import AlmanacToolSupport

/// Civil → lunar → civil over seeded random days of 0001–9999 in each calendar: the identity
/// the library promises. The inner loop takes a sample, the system tests ten times it.
package enum LunarRoundTrip {
  /// The days whose round trip did not give them back, described; empty when all did.
  package static func failures(samples: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    var failures: [String] = []
    for variant in [LunarCalendar.Variant.chinese, .korean, .vietnamese] {
      let calendar = LunarCalendar(variant: variant)
      for _ in 0..<samples {
        let day = generator.next(in: CivilDate.min.daysSince1970...CivilDate.max.daysSince1970)
        guard let date = CivilDate(daysSince1970: day) else {
          failures.append("\(variant): day \(day) is not a date")
          continue
        }
        let lunar = calendar.lunarDate(for: date)
        let back = try? calendar.civilDate(for: lunar)
        if back != date { failures.append("\(variant) \(date) → \(lunar) → \(back.map(\.description) ?? "an error")") }
      }
    }
    return failures
  }
}
