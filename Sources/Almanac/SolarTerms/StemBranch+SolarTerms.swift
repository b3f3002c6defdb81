extension StemBranch {
  /// The 干支 of the month a day falls in, counted by the solar terms as almanacs and 八字 do:
  /// each 节 (立春, 惊蛰 … 小寒) starts a month, 立春 the 寅 month, and the month's stem follows the
  /// stem of the year that began at 立春 (甲己之年丙作首). The day of a 节 belongs to its new month.
  ///
  /// Returns `nil` outside ``SolarTerm/supportedYears``.
  public init?(monthContaining date: CivilDate) {
    guard let inForce = SolarTerm.inForce(on: date) else { return nil }
    // The sectional term that opened the month: the term in force, or the one before it.
    let sectional = inForce.term.isSectional ? inForce.term.rawValue : inForce.term.rawValue - 1
    // 小寒 (0) opens 丑, 立春 (2) 寅 … 大雪 (22) 子: month n counted from 寅 = 1.
    let month = (sectional / 2 + 11) % 12 + 1
    // Months 丑 (12) and the 子 month after 大雪 in late December belong to the 立春-year before
    // the next 立春: before 立春 in January and February the year is the previous one.
    let year = (month == 12 || (month == 11 && date.month <= 2)) ? date.year - 1 : date.year
    self.init(lunarYear: year, month: month)
  }
}
