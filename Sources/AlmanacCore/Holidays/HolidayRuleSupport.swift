/// What the tables computed from rules (South Korea's, Vietnam's, Macau's, Singapore's,
/// Malaysia's) share: Easter, where a day moved off a rest day lands, and the order a table lists
/// holidays in.
package enum HolidayRuleSupport {
  /// Easter Sunday of a Gregorian year (the anonymous Gregorian computus).
  static func easter(_ year: Int) -> CivilDate? {
    let a = year % 19
    let b = year / 100
    let c = year % 100
    let d = b / 4
    let e = b % 4
    let f = (b + 8) / 25
    let g = (b - f + 1) / 3
    let h = (19 * a + b - d - g + 15) % 30
    let i = c / 4
    let k = c % 4
    let l = (32 + 2 * e + 2 * i - h - k) % 7
    let m = (a + 11 * h + 22 * l) / 451
    let month = (h + l - 7 * m + 114) / 31
    let day = (h + l - 7 * m + 114) % 31 + 1
    return CivilDate(year: year, month: month, day: day)
  }

  /// Whether a day is a Saturday or Sunday, the weekly rest of the three regions' offices.
  static func isRest(_ day: CivilDate) -> Bool { day.weekday == .saturday || day.weekday == .sunday }

  /// The first day after `day` in the direction of `step` (+1 later, −1 earlier) that is
  /// neither a weekly rest day (`rest`: Saturday and Sunday unless given; Friday and Saturday in
  /// some Malaysian states) nor one of `taken`: where a 대체공휴일, a nghỉ bù, a 補假, a day in
  /// lieu or a Tết day moved off a weekend falls.
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
