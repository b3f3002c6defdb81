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
  /// ``markets``' two tables, held apart: a schedule asks one every day it walks (Northbound
  /// asks both).
  private let shanghaiShenzhen: HolidayTable
  private let hongKong: HolidayTable

  /// A calendar.
  public init(
    table: HolidayTable, markets: [TradingCalendar.Market: HolidayTable] = [:], assuming assumption: HolidayAssumption? = nil
  ) {
    self.table = table
    // Each market's table resolved once: a schedule asks it every day it walks.
    var resolved = markets
    for market in TradingCalendar.Market.allCases where resolved[market] == nil {
      resolved[market] = HolidayTable.builtIn(region: market.region) ?? (market.region == table.region ? table.official : nil)
    }
    self.markets = resolved
    shanghaiShenzhen = resolved[.shanghaiShenzhen] ?? table.official
    hongKong = resolved[.hongKong] ?? table.official
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
    var months = MonthCounts()
    return try meets(condition, on: date, months: &months)
  }

  /// The days of a month that meet a counted condition (the nth working or trading day), kept
  /// while a schedule walks the days, so that a month is counted once, not once a day.
  struct MonthCounts {
    struct Key: Hashable {
      let condition: DayCondition
      let year: Int
      let month: Int
    }
    var days: [Key: (days: [Int], provisional: Bool)] = [:]
    /// The month asked last, and its days: a walk asks the same month thirty days running.
    var last: (key: Key, days: [Int], provisional: Bool)?
  }

  /// ``meets(_:on:)``, counting months through `months`.
  func meets(_ condition: DayCondition, on date: CivilDate, months: inout MonthCounts) throws(HolidayTableError)
    -> Verdict
  {
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
    case .tradingDay(.northbound):
      var assumed = false
      let closure = try TradingCalendar.northboundClosure(
        on: date,
        mainland: { () throws(HolidayTableError) in
          let (status, provisional) = try self.status(date, in: shanghaiShenzhen)
          assumed = assumed || provisional
          return status
        },
        hongKong: { () throws(HolidayTableError) in
          let (status, provisional) = try self.status(date, in: hongKong)
          assumed = assumed || provisional
          return status
        })
      return Verdict(matches: closure == nil, isProvisional: assumed)
    case .tradingDay(let market):
      let holidays = market == .hongKong ? hongKong : shanghaiShenzhen
      let (status, assumed) = try status(date, in: holidays)
      return Verdict(
        matches: TradingCalendar.closure(on: date, status: status, market: market) == nil, isProvisional: assumed)
    case .nth(let n, let counted):
      if let last = months.last, last.key.year == date.year, last.key.month == date.month, last.key.condition == counted {
        let index = n > 0 ? n - 1 : last.days.count + n
        return Verdict(
          matches: index >= 0 && index < last.days.count && last.days[index] == date.day, isProvisional: last.provisional)
      }
      let key = MonthCounts.Key(condition: counted, year: date.year, month: date.month)
      if months.days[key] == nil {
        var days: [Int] = []
        var provisional = false
        for day in 1...CivilDate.daysInMonth(year: date.year, month: date.month) {
          guard let other = CivilDate(year: date.year, month: date.month, day: day) else { continue }
          let answer = try meets(counted, on: other, months: &months)
          provisional = provisional || answer.isProvisional
          if answer.matches { days.append(day) }
        }
        // A long walk keeps no more than the months it is in.
        if months.days.count > 64 { months.days.removeAll() }
        months.days[key] = (days, provisional)
      }
      guard let counts = months.days[key] else { return Verdict(matches: false, isProvisional: false) }
      months.last = (key, counts.days, counts.provisional)
      let index = n > 0 ? n - 1 : counts.days.count + n
      let matches = index >= 0 && index < counts.days.count && counts.days[index] == date.day
      return Verdict(matches: matches, isProvisional: counts.provisional)
    case .workdayBeforeHoliday: return try besideHoliday(date, step: 1)
    case .workdayAfterHoliday: return try besideHoliday(date, step: -1)
    case .not(let inner):
      var verdict = try meets(inner, on: date, months: &months)
      verdict.matches.toggle()
      return verdict
    }
  }

  /// Whether people work on `date`: an overlay's day as it says, else the official status.
  public func workday(_ date: CivilDate) throws(HolidayTableError) -> Verdict {
    try day(date).verdict
  }

  /// The official status of `date` and whether people work on it (the overlays counted), from
  /// one look at the table.
  func day(_ date: CivilDate) throws(HolidayTableError) -> (status: DayStatus, verdict: Verdict) {
    let (status, assumed) = try status(date, in: table)
    let worked = table.overlayDay(on: date)?.isWorkday ?? status.isWorkday
    return (status, Verdict(matches: worked, isProvisional: assumed))
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
