/// What the tables computed from rules (South Korea's, Vietnam's, Macau's) share: where a day
/// moved off a rest day lands, and the order a table lists holidays in.
package enum HolidayRuleSupport {
  /// Whether a day is a Saturday or Sunday, the weekly rest of the three regions' offices.
  static func isRest(_ day: CivilDate) -> Bool { day.weekday == .saturday || day.weekday == .sunday }

  /// The first day after `day` in the direction of `step` (+1 later, −1 earlier) that is
  /// neither a Saturday, a Sunday nor one of `taken`: where a 대체공휴일, a nghỉ bù, a 補假 or
  /// a Tết day moved off a weekend falls.
  /// `rest` says which days are the weekly rest (Saturday and Sunday unless given: Friday and
  /// Saturday in some Malaysian states).
  static func nextWorkingDay(
    after day: CivilDate, step: Int = 1, rest: (CivilDate) -> Bool = isRest, skipping taken: Set<CivilDate>
  ) -> CivilDate {
    var next = day.adding(days: step)
    while rest(next) || taken.contains(next) {
      next = next.adding(days: step)
    }
    return next
  }

  /// Where owed days are made up: each holiday's day that `owes` selects, in date order, on the
  /// next working day not already `taken` (taken in turn, so two owed days never share one) — the
  /// rule of a nghỉ bù, a 補假 and a Singapore day in lieu. Gives each holiday's name with its
  /// made-up day, in date order.
  static func madeUpDays(
    _ days: [(name: HolidayName, day: CivilDate)], where owes: (CivilDate) -> Bool,
    rest: (CivilDate) -> Bool = isRest, taken: inout Set<CivilDate>
  ) -> [(name: HolidayName, day: CivilDate)] {
    var result: [(name: HolidayName, day: CivilDate)] = []
    for (name, day) in days.sorted(by: { $0.day < $1.day }) where owes(day) {
      let next = nextWorkingDay(after: day, rest: rest, skipping: taken)
      taken.insert(next)
      result.append((name, next))
    }
    return result
  }

  /// Holidays by first day, a block before a single day that starts with it: the order in which
  /// a table lets the single day name a day they share (개천절 on the first day of 추석).
  package static func inTableOrder(_ holidays: [Holiday]) -> [Holiday] {
    holidays.sorted { ($0.span.lowerBound, $1.daysOff.count) < ($1.span.lowerBound, $0.daysOff.count) }
  }
}
