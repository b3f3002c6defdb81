extension Holiday {
  /// The one festival a day of this holiday belongs to, for writers that name each day by one
  /// festival (timor.tech's API): a combined holiday (`中秋节、国庆节`) names its statutory days
  /// by their own festival and every other day, and its make-up working days, by its main one,
  /// the festival with the most statutory days in it (国庆节 over 中秋节). A holiday that is not
  /// combined answers its own name.
  ///
  /// ```swift
  /// let holiday = HolidayTable.mainlandChina.holiday(on: CivilDate("2025-10-06")!)!
  /// holiday.name.zhHans                                   // "国庆节、中秋节"
  /// holiday.festival(on: CivilDate("2025-10-06")!).zhHans // "中秋节" (its statutory day)
  /// holiday.festival(on: CivilDate("2025-10-07")!).zhHans // "国庆节"
  /// holiday.festival(on: CivilDate("2025-10-11")!).zhHans // "国庆节" (the 补班)
  /// ```
  public func festival(on date: CivilDate) -> HolidayName {
    guard name.zhHans.contains("、") else { return name }
    let law = StatutoryHolidayRules.holidays(in: year)
    let single = { (name: HolidayName) in !name.zhHans.contains("、") }
    if isStatutory(date), let own = law.first(where: { $0.date == date })?.name, single(own) { return own }
    // The festival with the most statutory days here; on a tie, the later one in the law's order.
    var counts: [HolidayName: Int] = [:]
    for day in statutoryDays {
      if let festival = law.first(where: { $0.date == day })?.name, single(festival) { counts[festival, default: 0] += 1 }
    }
    let order = StatutoryHolidayRules.holidayNames
    return counts.max {
      ($0.value, order.firstIndex(of: $0.key) ?? 0) < ($1.value, order.firstIndex(of: $1.key) ?? 0)
    }?.key ?? name
  }
}
