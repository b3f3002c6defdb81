/// A region's working calendar as plans ask it: its table (with the overlays laid over it), the
/// exchanges' tables, and what to assume of a year nobody has published yet. It answers whether
/// a day meets a ``DayCondition``, and whether that answer rests on an assumption.
///
/// ```swift
/// let calendar = WorkingCalendar(table: .mainlandChina)
/// try calendar.meets(.makeupDay, on: CivilDate("2026-02-14")!).matches   // true: 春节's 补班 Saturday
/// try calendar.meets(.workday, on: CivilDate("2026-10-01")!).matches     // false: 国庆节
/// ```
public struct WorkingCalendar: Sendable {
  /// The region's table, with its overlays.
  public let table: HolidayTable
  /// The exchanges' official tables (mainland China's for XSHG, Hong Kong's for XHKG); a market
  /// not given takes its region's built-in table.
  public let markets: [TradingCalendar.Market: HolidayTable]
  /// What a year without an arrangement is taken to be, or `nil` to refuse it. With `.law`, a
  /// region Almanac knows no law of is taken by its weekends.
  public let assumption: HolidayAssumption?

  /// A calendar.
  public init(
    table: HolidayTable, markets: [TradingCalendar.Market: HolidayTable] = [:], assuming assumption: HolidayAssumption? = nil
  ) {
    self.table = table
    self.markets = markets
    self.assumption = assumption
  }

  /// Whether a day meets a condition, and whether the answer was assumed (a year without an
  /// arrangement).
  public struct Verdict: Sendable, Hashable {
    /// Whether it does.
    public var matches: Bool
    /// Whether a year without an arrangement was assumed on the way.
    public var isProvisional: Bool
  }

  /// Whether `date` meets `condition`.
  ///
  /// - Throws: ``HolidayTableError`` for a year without an arrangement when nothing is assumed
  ///   (the first such day the answer needs).
  public func meets(_ condition: DayCondition, on date: CivilDate) throws(HolidayTableError) -> Verdict {
    switch condition {
    case .workday: return try workday(date)
    case .holiday:
      let (status, assumed) = try status(date, in: table)
      if case .holiday = status { return Verdict(matches: true, isProvisional: assumed) }
      return Verdict(matches: false, isProvisional: assumed)
    case .weekend:
      let (status, assumed) = try status(date, in: table)
      return Verdict(matches: status == .weekend, isProvisional: assumed)
    case .makeupDay:
      let (status, assumed) = try status(date, in: table)
      if case .adjustedWorkday = status { return Verdict(matches: true, isProvisional: assumed) }
      return Verdict(matches: false, isProvisional: assumed)
    case .tradingDay(let market):
      let holidays = markets[market] ?? HolidayTable.builtIn(region: market.region) ?? table.official
      let (status, assumed) = try status(date, in: holidays)
      return Verdict(
        matches: TradingCalendar.closure(on: date, status: status, market: market) == nil, isProvisional: assumed)
    case .nth(let n, let counted):
      var verdict = try meets(counted, on: date)
      guard verdict.matches else { return verdict }
      let last = CivilDate.daysInMonth(year: date.year, month: date.month)
      let days = n > 0 ? Array(1..<date.day) : date.day < last ? Array((date.day + 1)...last) : []
      var count = 1
      for day in days {
        guard let other = CivilDate(year: date.year, month: date.month, day: day) else { continue }
        let answer = try meets(counted, on: other)
        verdict.isProvisional = verdict.isProvisional || answer.isProvisional
        if answer.matches { count += 1 }
      }
      verdict.matches = count == abs(n)
      return verdict
    case .workdayBeforeHoliday: return try besideHoliday(date, step: 1)
    case .workdayAfterHoliday: return try besideHoliday(date, step: -1)
    case .not(let inner):
      var verdict = try meets(inner, on: date)
      verdict.matches.toggle()
      return verdict
    }
  }

  /// Whether people work on `date`: an overlay's day as it says, else the official status.
  public func workday(_ date: CivilDate) throws(HolidayTableError) -> Verdict {
    let (status, assumed) = try status(date, in: table)
    if let day = table.overlayDay(on: date) { return Verdict(matches: day.isWorkday, isProvisional: assumed) }
    return Verdict(matches: status.isWorkday, isProvisional: assumed)
  }

  /// The official status of a day in a table, and whether it was assumed.
  public func status(_ date: CivilDate, in table: HolidayTable) throws(HolidayTableError) -> (DayStatus, Bool) {
    if table.covers(year: date.year) { return (try table.status(on: date), false) }
    guard let assumption else { throw table.noArrangementError(forYear: date.year) }
    do {
      return (try table.status(on: date, assuming: assumption), true)
    } catch {
      // A region without a law Almanac knows: its weekends.
      return (try table.status(on: date, assuming: .weekends), true)
    }
  }

  /// Whether `date` is a working day next to a holiday's days off, looking forward (`step` 1:
  /// the days after it up to the next working day hold a holiday) or back (-1).
  private func besideHoliday(_ date: CivilDate, step: Int) throws(HolidayTableError) -> Verdict {
    var verdict = try workday(date)
    guard verdict.matches else { return verdict }
    var found = false
    var day = date
    // A holiday's days off with the weekends around them span at most a few weeks.
    for _ in 0..<40 {
      guard let next = day.adding(days: step, within: CivilDate.min...CivilDate.max) else { break }
      day = next
      let worked = try workday(day)
      verdict.isProvisional = verdict.isProvisional || worked.isProvisional
      if worked.matches { break }
      if case .holiday = try status(day, in: table).0 { found = true }
    }
    verdict.matches = found
    return verdict
  }
}
