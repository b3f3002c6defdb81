extension HolidayTable {
  /// A statutory day of the law in force that a table does not hold as a day off.
  public struct StatutoryDayLeftOut: Sendable, Hashable {
    /// The day.
    public let date: CivilDate
    /// The law's holiday on it (`春节`; two joined on a day they share).
    public let holiday: HolidayName
  }

  /// The law whose statutory days ``statutoryDaysLeftOut()`` checks, as cited, or `nil` for a
  /// region without one Almanac knows.
  public var statutoryLaw: String? {
    switch region {
    case .mainlandChina: "全国年节及纪念日放假办法"
    case .southKorea: "관공서의 공휴일에 관한 규정"
    case .vietnam: "Bộ luật Lao động"
    case .macau: "Lei n.º 7/2008"
    case .singapore: "Holidays Act 1998"
    default: MalaysiaHolidayRules.covers(region) ? "Employment Act 1955, s. 60D" : nil
    }
  }

  /// The statutory days of the region's law (mainland China's 全国年节及纪念日放假办法, South
  /// Korea's 공휴일 regulation, Vietnam's Labour Code, Macau's mandatory holidays; see
  /// `LawDays`) in the years the table covers that the table makes working days, in date
  /// order. Empty for a region without a law Almanac knows, and for years outside the law's.
  ///
  /// No arrangement does this: a notice arranges the days around the statutory ones and never
  /// makes one of them a working day or an ordinary weekend. A year whose file leaves them out (a
  /// file holding only 元旦, say) is incomplete, and storing it would make the missing holidays
  /// working days.
  ///
  /// ```swift
  /// let partial = HolidayTable(region: .mainlandChina, years: [2027], holidays: [newYearsDayOnly])
  /// partial.statutoryDaysLeftOut().count   // 12: 春节's four, 清明节, 劳动节's two, …
  /// ```
  ///
  /// Complexity: O(d log n) for the law's d days in the covered years.
  public func statutoryDaysLeftOut() -> [StatutoryDayLeftOut] {
    guard let law = storage.law else { return [] }
    var result: [StatutoryDayLeftOut] = []
    for year in years where law.years.contains(year) {
      let last = CivilDate.dayNumber(year: year, month: 12, day: 31)
      var index = law.position(atLeast: CivilDate.dayNumber(year: year, month: 1, day: 1))
      while index < law.days.count, law.days[index] <= last {
        defer { index += 1 }
        let day = law.days[index]
        guard law.statutory[index], let date = CivilDate(daysSince1970: day) else { continue }
        let kind = storage.entry(day).kind
        if kind != HolidayTableStorage.statutory && kind != HolidayTableStorage.holiday {
          result.append(StatutoryDayLeftOut(date: date, holiday: law.names[Int(law.nameIndexes[index])]))
        }
      }
    }
    return result
  }
}
