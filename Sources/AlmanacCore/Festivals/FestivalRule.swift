/// Where a festival falls.
public enum FestivalRule: Sendable, Hashable, Codable {
  /// A day of a (non-leap) lunar month: 中秋 is `.lunar(month: 8, day: 15)`.
  case lunar(month: Int, day: Int)
  /// The last day of a lunar month, 29th or 30th: 除夕 is `.lunarMonthEnd(12)`.
  case lunarMonthEnd(Int)
  /// A fixed Gregorian day: 国庆节 is `.solar(month: 10, day: 1)`.
  case solar(month: Int, day: Int)
  /// The nth weekday of a Gregorian month: 母亲节 is `.nthWeekday(month: 5, n: 2, .sunday)`.
  case nthWeekday(month: Int, n: Int, Weekday)
  /// A solar term's day plus an offset in days: 寒食 is `.solarTerm(.pureBrightness, offset: -1)`.
  case solarTerm(SolarTerm, offset: Int)
  /// The `count`-th day of a heavenly stem from a solar term's day on (the term's own day counts):
  /// 春社 is the fifth 戊 day of 立春, `.stemDay(after: .startOfSpring, count: 5, stem: .wu)`.
  case stemDay(after: SolarTerm, count: Int, stem: HeavenlyStem)
  /// The `count`-th day of an earthly branch from a solar term's day on (the term's own day
  /// counts): 出梅 is the first 未 day of 小暑, `.branchDay(after: .minorHeat, count: 1, branch: .wei)`.
  case branchDay(after: SolarTerm, count: Int, branch: EarthlyBranch)
}
