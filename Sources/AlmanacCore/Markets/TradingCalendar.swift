/// The trading days (交易日) of the Shanghai and Shenzhen stock exchanges: every working day of
/// mainland China's arrangement that is a Monday to Friday (a 补班 Saturday is never a session),
/// less the few days the exchanges closed themselves (`data/markets/CN-closures.tsv`, each with
/// its notice). Checked against exchange_calendars' XSHG over 2005–2026: every session agrees.
///
/// ```swift
/// let market = TradingCalendar.shanghaiShenzhen
/// try market.isTradingDay(CivilDate("2026-10-10")!)     // false: a 补班 Saturday
/// try market.isTradingDay(CivilDate("2024-02-09")!)     // false: 除夕, closed by the exchanges' notice
/// try market.tradingDays(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)   // 242
/// ```
public struct TradingCalendar: Sendable {
  /// Why the exchanges are closed on a day.
  public enum Closure: Sendable, Hashable, Codable {
    /// Saturday or Sunday (a make-up working day included).
    case weekend
    /// A day off of a holiday.
    case holiday(HolidayName)
    /// The exchanges' own closure on a working day, with their notice.
    case exchange(notice: String)
  }

  /// The holiday table the sessions follow (mainland China's, with any imported years).
  public let holidays: HolidayTable

  /// The exchanges' own closures by day number, built once for every calendar.
  private static let closures: [Int: String] = {
    var closures: [Int: String] = [:]
    for closure in generatedShanghaiShenzhenClosures { closures[Int(closure.day)] = closure.notice }
    return closures
  }()

  /// SSE and SZSE over the built-in CN table.
  public static let shanghaiShenzhen = TradingCalendar(holidays: .mainlandChina)

  /// SSE and SZSE over a CN table (the table in force, with imported years).
  public init(holidays: HolidayTable) {
    self.holidays = holidays
  }

  /// Why the exchanges are closed on `date`, or `nil` on a trading day.
  ///
  /// - Throws: ``HolidayTableError`` for a year the table has no arrangement of: a session
  ///   cannot be known before the notice.
  public func closure(on date: CivilDate) throws(HolidayTableError) -> Closure? {
    TradingCalendar.closure(on: date, status: try holidays.status(on: date))
  }

  /// Why the exchanges are closed on a day of a known CN status, or `nil` on a trading day: the
  /// one place the rule is written (``DayFacts`` asks it with the status it already has).
  static func closure(on date: CivilDate, status: DayStatus) -> Closure? {
    if date.weekday == .saturday || date.weekday == .sunday { return .weekend }
    if case .holiday(let name, _) = status { return .holiday(name) }
    if let notice = closures[date.daysSince1970] { return .exchange(notice: notice) }
    return nil
  }

  /// Whether the exchanges trade on `date`.
  ///
  /// - Throws: ``HolidayTableError`` for a year without an arrangement.
  public func isTradingDay(_ date: CivilDate) throws(HolidayTableError) -> Bool {
    try closure(on: date) == nil
  }

  /// The trading days of `from...through`, in order.
  ///
  /// - Throws: ``HolidayTableError`` for a reversed span or a year without an arrangement.
  public func sessions(from start: CivilDate, through end: CivilDate) throws(HolidayTableError) -> [CivilDate]
  {
    guard start <= end else { throw .reversedSpan(from: start, through: end) }
    var result: [CivilDate] = []
    var day = start
    while true {
      if try closure(on: day) == nil { result.append(day) }
      guard day < end else { break }
      day = day.adding(days: 1)
    }
    return result
  }

  /// How many trading days `from...through` has.
  ///
  /// - Throws: ``HolidayTableError`` for a reversed span or a year without an arrangement.
  public func tradingDays(from start: CivilDate, through end: CivilDate) throws(HolidayTableError) -> Int {
    try sessions(from: start, through: end).count
  }

  /// The sessions of a span as a value (what `almanac trading-days --json` prints).
  public func count(from start: CivilDate, through end: CivilDate) throws(HolidayTableError)
    -> TradingDayCount
  {
    let sessions = try sessions(from: start, through: end)
    return TradingDayCount(from: start, to: end, tradingDays: sessions.count, sessions: sessions)
  }
}

/// The trading days of a span (SSE and SZSE).
public struct TradingDayCount: Sendable, Hashable, Codable {
  /// The first day.
  public let from: CivilDate
  /// The last day.
  public let to: CivilDate
  /// How many trading days.
  public let tradingDays: Int
  /// The trading days, in order.
  public let sessions: [CivilDate]

  /// Creates a count.
  public init(from: CivilDate, to: CivilDate, tradingDays: Int, sessions: [CivilDate]) {
    self.from = from
    self.to = to
    self.tradingDays = tradingDays
    self.sessions = sessions
  }
}
