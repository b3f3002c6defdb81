extension StemBranch {
  /// The 干支 of the month a day falls in, counted by the solar terms as almanacs and 八字 do:
  /// each 节 (立春, 惊蛰 … 小寒) starts a month, 立春 the 寅 month, and the month's stem follows the
  /// stem of the year that began at 立春 (甲己之年丙作首). The day of a 节 belongs to its new month.
  ///
  /// Returns `nil` outside ``SolarTerm/supportedYears``.
  public init?(monthContaining date: CivilDate) {
    guard let inForce = SolarTerm.inForce(on: date) else { return nil }
    // The month the term in force opens, or (a principal term) the one its 节 opened.
    let month = inForce.term.pillarMonth
    // Months 丑 (12) and the 子 month after 大雪 in late December belong to the 立春-year before
    // the next 立春: before 立春 in January and February the year is the previous one.
    let year = (month == 12 || (month == 11 && date.month <= 2)) ? date.year - 1 : date.year
    self.init(lunarYear: year, month: month)
  }
}

/// Where a 干支 year begins: the two conventions in use.
public enum StemBranchYearStart: String, Sendable, Hashable, Codable, CaseIterable {
  /// At 春节 (正月初一): the lunar year's name, as calendars print it (2026-02-16 is still 乙巳年).
  case springFestival
  /// At 立春: the year pillar of 八字 (四柱), which goes with month pillars counted by the 节
  /// (2026-02-04 is already 丙午年, 庚寅月).
  case startOfSpring
}

extension StemBranch {
  /// The 干支 year of a day under a convention: by 春节 (the lunar year's name) or by 立春 (the
  /// 八字 year pillar, consistent with ``init(monthContaining:)``).
  ///
  /// ```swift
  /// let day = CivilDate("2026-02-10")!
  /// StemBranch(yearContaining: day, startingAt: .springFestival)   // 乙巳 (春节 is 02-17)
  /// StemBranch(yearContaining: day, startingAt: .startOfSpring)    // 丙午 (立春 was 02-04)
  /// ```
  ///
  /// Returns `nil` by 立春 outside ``SolarTerm/supportedYears``.
  public init?(yearContaining date: CivilDate, startingAt start: StemBranchYearStart) {
    switch start {
    case .springFestival:
      self = LunarCalendar.chinese.lunarDate(for: date).stemBranch
    case .startOfSpring:
      guard let spring = try? SolarTerm.startOfSpring.event(in: date.year) else { return nil }
      self.init(year: date < spring.date ? date.year - 1 : date.year)
    }
  }
}
