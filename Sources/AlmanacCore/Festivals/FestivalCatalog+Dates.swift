extension FestivalCatalog {
  /// The day a festival falls on in a Gregorian year, or `nil` (not observed that year, or
  /// outside the calendars' range).
  public func date(of festival: Festival, in year: Int) -> CivilDate? {
    guard festival.isObserved(in: year) else { return nil }
    switch festival.rule {
    case .solar(let month, let day):
      return CivilDate(year: year, month: month, day: day)
    case .lunar(let month, let day):
      // A lunar day falls in the Gregorian year of its own lunar year, or of the one before.
      for lunarYear in [year, year - 1] {
        guard let date = LunarDate(year: lunarYear, month: month, day: day),
          let civil = try? calendar.civilDate(for: date), civil.year == year
        else { continue }
        return civil
      }
      return nil
    case .lunarMonthEnd(let month):
      for lunarYear in [year, year - 1] {
        guard let length = try? calendar.daysInMonth(month, inYear: lunarYear),
          let date = LunarDate(year: lunarYear, month: month, day: length),
          let civil = try? calendar.civilDate(for: date), civil.year == year
        else { continue }
        return civil
      }
      return nil
    case .nthWeekday(let month, let n, let weekday):
      return CivilDate.nth(n, weekday, month: month, year: year)
    case .solarTerm, .stemDay, .branchDay:
      return festival.rule.termDayNumber(in: year).flatMap { CivilDate(daysSince1970: $0) }
    }
  }

  /// The first day strictly after `date` on which a festival falls.
  public func next(_ festival: Festival, after date: CivilDate) -> CivilDate? {
    for year in date.year...(date.year + 200) {
      if let day = self.date(of: festival, in: year), day > date { return day }
      if year > CivilDate.max.year { break }
    }
    return nil
  }
}
