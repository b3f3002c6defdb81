/// A lunar month whose first day, as published, differs from what the astronomy engine computes:
/// the months of the Qing calendar (时宪历, 1645–1911) that its astronomy placed differently from
/// modern astronomy (a new moon on the other side of midnight, a leap month elsewhere), and two
/// later months whose new moon is within minutes of midnight. Generated from
/// `data/lunar/engine-corrections.tsv`; the built-in table is made from the engine and these.
struct EngineCorrection: Sendable, Hashable {
  let year: Int16
  let month: UInt8
  let isLeap: Bool
  /// The month's first day as published, days since 1970-01-01.
  let firstDay: Int32
}

extension ComputedLunarYears {
  /// A month of a computed year, before it becomes a table.
  struct MonthStart: Sendable, Hashable {
    let year: Int
    let month: Int
    let isLeap: Bool
    let firstDay: CivilDate
  }

  /// The engine's months with the corrections applied: a corrected month replaces the engine's
  /// month of that name and the engine's month that began on the corrected day.
  static func applying(_ corrections: [EngineCorrection], to months: [MonthStart]) -> [MonthStart] {
    guard !corrections.isEmpty else { return months }
    let corrected = corrections.map {
      MonthStart(
        year: Int($0.year), month: Int($0.month), isLeap: $0.isLeap,
        firstDay: CivilDate(uncheckedDayNumber: Int($0.firstDay)))
    }
    let labels = Set(corrected.map { [$0.year, $0.month, $0.isLeap ? 1 : 0] })
    let days = Set(corrected.map(\.firstDay))
    let kept = months.filter {
      !labels.contains([$0.year, $0.month, $0.isLeap ? 1 : 0]) && !days.contains($0.firstDay)
    }
    return (kept + corrected).sorted { $0.firstDay < $1.firstDay }
  }
}
