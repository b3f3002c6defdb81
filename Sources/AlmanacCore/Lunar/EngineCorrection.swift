/// A lunar month and the civil day it begins on, before months become a table.
package struct LunarMonthStart: Sendable, Hashable {
  /// The lunar year.
  package let year: Int
  /// The month number.
  package let month: Int
  /// Whether it is a leap month.
  package let isLeap: Bool
  /// The day the month begins.
  package let firstDay: CivilDate

  /// A month and the day it begins.
  package init(year: Int, month: Int, isLeap: Bool, firstDay: CivilDate) {
    self.year = year
    self.month = month
    self.isLeap = isLeap
    self.firstDay = firstDay
  }
}

/// A lunar month whose first day, as published, differs from what the astronomy engine computes:
/// the months of the Qing calendar (时宪历, 1645–1911) that its astronomy placed differently from
/// modern astronomy (a new moon on the other side of midnight, a leap month elsewhere), and two
/// later months whose new moon is within minutes of midnight. Read by `almanac-data` from
/// `data/lunar/engine-corrections.tsv` (and `vietnamese-corrections.tsv`): the built-in tables
/// are made from the engine and these. Every correction lies inside the tables' years, so the
/// years computed at run time (outside them) never need one.
package typealias EngineCorrection = LunarMonthStart

extension LunarMonthStart {
  /// The engine's months with corrections applied: a corrected month replaces the engine's
  /// month of that name and the engine's month that began on the corrected day. The one rule,
  /// for the years the library computes and the tables the data tool builds.
  package static func applying(_ corrections: [EngineCorrection], to months: [LunarMonthStart]) -> [LunarMonthStart] {
    guard !corrections.isEmpty else { return months }
    let labels = Set(corrections.map { [$0.year, $0.month, $0.isLeap ? 1 : 0] })
    let days = Set(corrections.map(\.firstDay))
    let kept = months.filter {
      !labels.contains([$0.year, $0.month, $0.isLeap ? 1 : 0]) && !days.contains($0.firstDay)
    }
    return (kept + corrections).sorted { $0.firstDay < $1.firstDay }
  }
}
