/// Lunar years computed by the astronomy engine, each unrolled into a one-year ``LunarTable``
/// and cached, so that after a year's first question every answer in it is a table lookup.
///
/// Computing a year takes the engine about 0.2 ms (winter solstices, principal terms and new
/// moons around it, by its fast road); the cache keeps the most recent years, so memory stays flat.
final class ComputedLunarYears: Sendable {
  private let engine: AstronomicalLunisolarCalendar
  /// Published months that differ from the engine's, by lunar year.
  private let corrections: [Int: [EngineCorrection]]
  private let cache = Locked<[Int: LunarTable]>([:])
  private static let cacheLimit = 64

  /// The years of an engine's calendar; `corrections` (the tools' published months) replace the
  /// engine's months where given.
  package init(engine: AstronomicalLunisolarCalendar, corrections: [EngineCorrection] = []) {
    self.engine = engine
    self.corrections = Dictionary(grouping: corrections) { $0.year }
  }

  /// The one-year table of a lunar year.
  ///
  /// - Throws: ``LunarCalendarError/unreliable(_:)`` if the engine's months do not form a
  ///   lunar year (12 or 13 months of 29 or 30 days); never seen for years 0...9999.
  func table(year: Int) throws(LunarCalendarError) -> LunarTable {
    if let cached = cache.withLock({ $0[year] }) { return cached }
    let table = LunarTable(firstYear: year, years: [try record(year: year)])
    cache.withLock { cache in
      if cache.count >= ComputedLunarYears.cacheLimit { cache.removeAll() }
      cache[year] = table
    }
    return table
  }

  /// A lunar year as the engine (with its corrections) computes it, in the tables' form.
  ///
  /// - Throws: ``LunarCalendarError/unreliable(_:)`` if the engine's months do not form a
  ///   lunar year.
  func record(year: Int) throws(LunarCalendarError) -> LunarTable.Year {
    // The year's months and the next year's first, with the published corrections of both.
    let applicable =
      (corrections[year] ?? []) + (corrections[year + 1] ?? []).filter { $0.month == 1 && !$0.isLeap }
    let months = EngineCorrection.applying(
      applicable,
      to: engine.months(lunarYears: year...year, followingNewYear: true).map {
        LunarMonthStart(year: $0.year, month: $0.month, isLeap: $0.isLeapMonth, firstDay: $0.firstDay)
      })
    let own = months.filter { $0.year == year }
    guard let first = own.first, let end = months.first(where: { $0.year == year + 1 })?.firstDay,
      own.count == 12 || own.count == 13
    else {
      throw .unreliable("the astronomy engine finds no lunar year \(year) of 12 or 13 months")
    }
    var longMonths: UInt16 = 0
    var leapMonth: UInt8 = 0
    for (index, month) in own.enumerated() {
      let next = index + 1 < own.count ? own[index + 1].firstDay : end
      switch month.firstDay.distance(to: next) {
      case 30: longMonths |= 1 << index
      case 29: break
      default: throw .unreliable("the astronomy engine gives lunar \(year) a month that is not 29 or 30 days")
      }
      if month.isLeap { leapMonth = UInt8(month.month) }
    }
    return LunarTable.Year(
      newYear: Int32(first.firstDay.daysSince1970), leapMonth: leapMonth, longMonths: longMonths)
  }

  /// The lunar date of a day found from the engine's months directly, without the one-year table
  /// (and without corrections): the fallback should a computed year not form a table.
  func monthLunarDate(dayNumber: Int) -> LunarDate? {
    let date = CivilDate(uncheckedDayNumber: dayNumber)
    let months = engine.months(lunarYears: (date.year - 1)...date.year)
    guard let month = months.last(where: { $0.firstDay <= date }) else { return nil }
    let day = month.firstDay.distance(to: date) + 1
    guard (1...30).contains(day) else { return nil }
    return LunarDate(unchecked: month.year, month: month.month, day: day, isLeapMonth: month.isLeapMonth)
  }

  /// The lunar date of a day: it lies in the lunar year of its civil year or the one before.
  func lunarDate(dayNumber: Int) throws(LunarCalendarError) -> LunarDate {
    let civilYear = CivilDate.fields(dayNumber: dayNumber).year
    if let date = try table(year: civilYear).lunarDate(dayNumber: dayNumber) { return date }
    if let date = try table(year: civilYear - 1).lunarDate(dayNumber: dayNumber) { return date }
    throw .unreliable("the astronomy engine's lunar years leave day \(dayNumber) of 1970 uncovered")
  }
}
