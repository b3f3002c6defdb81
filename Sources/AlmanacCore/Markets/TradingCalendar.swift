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
/// The trading days (交易日) of an exchange over its region's holiday table.
///
/// - **SSE and SZSE** (``Market/shanghaiShenzhen``, the default): every working day of mainland
///   China's arrangement that is a Monday to Friday (a 补班 Saturday is never a session), less the
///   few days the exchanges closed themselves (`data/markets/CN-closures.tsv`, each with its
///   notice). Checked against exchange_calendars' XSHG over 2005–2026: every session agrees.
/// - **HKEX** (``Market/hongKong``): every weekday that is not a Hong Kong general holiday, less
///   the severe-weather days under the rule in force until 22 September 2024
///   (`data/markets/HK-closures.tsv`: closed, or the afternoon only); on the weekday eves of
///   Lunar New Year, Christmas and New Year the morning session only (半日市). Checked against
///   exchange_calendars' XHKG over 2007–2026 (``session(on:)``).
///
/// ```swift
/// let market = TradingCalendar.shanghaiShenzhen
/// try market.isTradingDay(CivilDate("2026-10-10")!)     // false: a 补班 Saturday
/// try market.isTradingDay(CivilDate("2024-02-09")!)     // false: 除夕, closed by the exchanges' notice
/// try market.tradingDays(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)   // 242
/// try TradingCalendar.hongKong.session(on: CivilDate("2026-12-24")!)   // .morning: 半日市
/// ```
public struct TradingCalendar: Sendable {
  /// An exchange Almanac knows the sessions of, by its ISO 10383 code, or a Stock Connect link by
  /// a name of Almanac's own (`NORTHBOUND`).
  public enum Market: String, Sendable, Hashable, Codable, CaseIterable {
    /// The Shanghai and Shenzhen stock exchanges (one calendar), over mainland China's table.
    case shanghaiShenzhen = "XSHG"
    /// Hong Kong Exchanges and Clearing, over Hong Kong's general holidays.
    case hongKong = "XHKG"
    /// Stock Connect Northbound (沪股通/深股通: Hong Kong and overseas investors trading SSE and
    /// SZSE shares through HKEX), from ``northboundFirstDay``: every day both SSE/SZSE and HKEX
    /// trade (HKEX's rule updates 013/23 and 014/23, in force from 24 April 2023).
    case northbound = "NORTHBOUND"

    /// The first day Northbound's days are stated for: the 2023 trading-calendar enhancement took
    /// effect on 24 April 2023. Before it a day also needed banking in both places on its
    /// settlement day, a rule Almanac does not state.
    public static let northboundFirstDay = CivilDate(unchecked: 2023, 4, 24)

    /// The region whose holiday table the exchange follows (Northbound: mainland China's, with
    /// Hong Kong's as ``partnerRegion``).
    public var region: HolidayRegion { self == .hongKong ? .hongKong : .mainlandChina }

    /// The second region whose days a link follows: Hong Kong for Northbound, `nil` for an
    /// exchange.
    public var partnerRegion: HolidayRegion? { self == .northbound ? .hongKong : nil }

    /// The exchange's short name: `SSE/SZSE`, `HKEX`, `Stock Connect Northbound`.
    public var name: String {
      switch self {
      case .shanghaiShenzhen: "SSE/SZSE"
      case .hongKong: "HKEX"
      case .northbound: "Stock Connect Northbound"
      }
    }

    /// The exchange that follows a region's holiday table, or `nil` for a region without one.
    public static func of(_ region: HolidayRegion?) -> Market? { allCases.first { $0.region == region } }
  }

  /// The part of a day an exchange trades.
  public enum Session: String, Sendable, Hashable, Codable {
    /// The whole day.
    case full
    /// The morning session only (半日市: HKEX on the weekday eves of Lunar New Year, Christmas and
    /// New Year).
    case morning
    /// The afternoon session only (HKEX when severe weather cancelled the morning).
    case afternoon
  }

  /// Why the exchanges are closed on a day.
  public enum Closure: Sendable, Hashable, Codable {
    /// Saturday or Sunday (a make-up working day included).
    case weekend
    /// A day off of a holiday.
    case holiday(HolidayName)
    /// The exchanges' own closure on a working day, with their notice.
    case exchange(notice: String)
  }

  /// The exchange.
  public let market: Market
  /// The holiday table the sessions follow (the region's, with any imported years).
  public let holidays: HolidayTable
  /// The second table a link follows (Northbound: Hong Kong's), or `nil` for an exchange.
  public let partner: HolidayTable?

  /// The exchanges' own closures by day number, built once for every calendar.
  private static let closures: [Int: String] = {
    var closures: [Int: String] = [:]
    for closure in generatedShanghaiShenzhenClosures { closures[Int(closure.day)] = closure.notice }
    return closures
  }()

  /// HKEX's severe-weather days by day number: whether the afternoon traded, and the notice.
  private static let hongKongClosures: [Int: (afternoonOnly: Bool, notice: String)] = {
    var closures: [Int: (afternoonOnly: Bool, notice: String)] = [:]
    for closure in generatedHongKongClosures {
      closures[Int(closure.day)] = (closure.afternoonOnly, closure.notice)
    }
    return closures
  }()

  /// SSE and SZSE over the built-in CN table.
  public static let shanghaiShenzhen = TradingCalendar(holidays: .mainlandChina)
  /// HKEX over the built-in HK table.
  public static let hongKong = TradingCalendar(market: .hongKong, holidays: .hongKong)
  /// Stock Connect Northbound over the built-in CN and HK tables.
  public static let northbound = TradingCalendar(market: .northbound, holidays: .mainlandChina, partner: .hongKong)

  /// SSE and SZSE over a CN table (the table in force, with imported years).
  public init(holidays: HolidayTable) {
    self.init(market: .shanghaiShenzhen, holidays: holidays)
  }

  /// An exchange over a table of its region (``Market/region``); a link over its region's table
  /// and its partner's (``Market/partnerRegion``; the built-in one when `partner` is `nil`).
  public init(market: Market, holidays: HolidayTable, partner: HolidayTable? = nil) {
    self.market = market
    self.holidays = holidays
    self.partner = market.partnerRegion.flatMap { partner ?? HolidayTable.builtIn(region: $0) }
  }

  /// Why the exchange is closed on `date`, or `nil` on a trading day.
  ///
  /// - Throws: ``HolidayTableError`` for a year the table has no arrangement of: a session
  ///   cannot be known before the notice.
  public func closure(on date: CivilDate) throws(HolidayTableError) -> Closure? {
    guard market == .northbound else {
      return TradingCalendar.closure(on: date, status: try holidays.status(on: date), market: market)
    }
    let partner = partner ?? .hongKong
    return try TradingCalendar.northboundClosure(
      on: date, mainland: { () throws(HolidayTableError) in try holidays.status(on: date) },
      hongKong: { () throws(HolidayTableError) in try partner.status(on: date) })
  }

  /// Why Northbound is closed on `date`, given how to ask each side's status: closed where either
  /// side is, from the day its rule is stated (the one place that rule is written; the schedules'
  /// word asks it too). A side is asked only when the day is not already closed.
  ///
  /// - Throws: ``HolidayTableError/beforeMarketRule(_:first:)`` before 2023-04-24; what a side's
  ///   table throws.
  static func northboundClosure(
    on date: CivilDate, mainland: () throws(HolidayTableError) -> DayStatus,
    hongKong: () throws(HolidayTableError) -> DayStatus
  ) throws(HolidayTableError) -> Closure? {
    guard date >= Market.northboundFirstDay else {
      throw .beforeMarketRule(.northbound, first: Market.northboundFirstDay)
    }
    if let closure = closure(on: date, status: try mainland()) { return closure }
    return closure(on: date, status: try hongKong(), market: .hongKong)
  }

  /// The part of `date` the exchange trades, or `nil` when it is closed.
  ///
  /// - Throws: ``HolidayTableError`` for a year without an arrangement.
  public func session(on date: CivilDate) throws(HolidayTableError) -> Session? {
    try closure(on: date) == nil ? TradingCalendar.session(onTradingDay: date, market: market) : nil
  }

  /// Why an exchange is closed on a day of a known status of its region, or `nil` on a trading
  /// day: the one place the rule is written (``DayFacts`` asks it with the status it already has).
  static func closure(on date: CivilDate, status: DayStatus, market: Market = .shanghaiShenzhen) -> Closure? {
    if date.weekday == .saturday || date.weekday == .sunday { return .weekend }
    if case .holiday(let name, _) = status { return .holiday(name) }
    switch market {
    case .shanghaiShenzhen, .northbound:
      if let notice = closures[date.daysSince1970] { return .exchange(notice: notice) }
    case .hongKong:
      if let closure = hongKongClosures[date.daysSince1970], !closure.afternoonOnly {
        return .exchange(notice: closure.notice)
      }
    }
    return nil
  }

  /// The part of a trading day an exchange trades: HKEX's afternoon after severe weather, its
  /// morning on the weekday eves of Lunar New Year (the day before 正月初一), Christmas and New
  /// Year; the whole day otherwise. Northbound follows SSE/SZSE's hours, but not while HKEX's
  /// morning is cancelled by severe weather (its afternoon then). `date` must be a trading day
  /// (``closure(on:)`` is `nil`).
  public static func session(onTradingDay date: CivilDate, market: Market) -> Session {
    guard market != .shanghaiShenzhen else { return .full }
    if hongKongClosures[date.daysSince1970]?.afternoonOnly == true { return .afternoon }
    guard market == .hongKong else { return .full }
    if date.month == 12 && (date.day == 24 || date.day == 31) { return .morning }
    if let newYear = try? LunarCalendar.chinese.newYear(of: date.year), date.adding(days: 1) == newYear {
      return .morning
    }
    return .full
  }

  /// The notice of an HKEX afternoon-only day, if `date` is one.
  static func partialDayNotice(on date: CivilDate, market: Market) -> String? {
    market != .shanghaiShenzhen ? hongKongClosures[date.daysSince1970].flatMap { $0.afternoonOnly ? $0.notice : nil } : nil
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
    guard market != .shanghaiShenzhen else {
      return TradingDayCount(from: start, to: end, tradingDays: sessions.count, sessions: sessions)
    }
    let partial = sessions.compactMap { date -> TradingDayCount.PartialDay? in
      let session = TradingCalendar.session(onTradingDay: date, market: market)
      return session == .full ? nil : TradingDayCount.PartialDay(date: date, session: session)
    }
    return TradingDayCount(
      from: start, to: end, tradingDays: sessions.count, sessions: sessions, market: market, partialDays: partial)
  }
}

/// The trading days of a span of an exchange.
public struct TradingDayCount: Sendable, Hashable, Codable {
  /// The first day.
  public let from: CivilDate
  /// The last day.
  public let to: CivilDate
  /// How many trading days.
  public let tradingDays: Int
  /// The trading days, in order.
  public let sessions: [CivilDate]
  /// The exchange, for any but SSE/SZSE (whose JSON has kept its shape): `XHKG`.
  public let market: TradingCalendar.Market?
  /// The trading days with one session only (HKEX's morning-only 半日市 and afternoon-only
  /// severe-weather days), for any exchange but SSE/SZSE.
  public let partialDays: [PartialDay]?

  /// A trading day with one session only.
  public struct PartialDay: Sendable, Hashable, Codable {
    /// The day.
    public let date: CivilDate
    /// The session traded: `morning` or `afternoon`.
    public let session: TradingCalendar.Session

    /// Creates a partial day.
    public init(date: CivilDate, session: TradingCalendar.Session) {
      self.date = date
      self.session = session
    }
  }

  /// Creates a count.
  public init(
    from: CivilDate, to: CivilDate, tradingDays: Int, sessions: [CivilDate], market: TradingCalendar.Market? = nil,
    partialDays: [PartialDay]? = nil
  ) {
    self.from = from
    self.to = to
    self.tradingDays = tradingDays
    self.sessions = sessions
    self.market = market
    self.partialDays = partialDays
  }
}
