@testable import AlmanacCore
import Foundation
import Testing

/// SSE and SZSE trading days against an independent reference: every session of
/// exchange_calendars' XSHG calendar, 2005-01-04 … 2026-12-31 (Tests/Fixtures/markets).
@Suite("Trading days (交易日)")
struct TradingCalendarTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/markets/xshg-sessions.txt")

  @Test("every day 2005-01-04 … 2026-12-31 is a session exactly when XSHG's calendar says so")
  func againstExchangeCalendars() throws {
    let text = try String(contentsOf: TradingCalendarTests.fixture, encoding: .utf8)
    let reference = Set(
      text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { CivilDate(String($0)) })
    #expect(reference.count > 5_000)
    let first = try #require(reference.min())
    // The reference ends with the last year the table covers (or earlier): compare where both know.
    let last = min(
      try #require(reference.max()),
      try #require(CivilDate(year: HolidayTable.mainlandChina.years.last ?? 2026, month: 12, day: 31)))
    let sessions = try TradingCalendar.shanghaiShenzhen.sessions(from: first, through: last)
    let expected = reference.filter { $0 <= last }
    #expect(
      Set(sessions) == expected, "differ: \(Set(sessions).symmetricDifference(expected).sorted().prefix(10))")
  }

  @Test("a 补班 Saturday is never a session; a day off is not; the exchanges' own closures say why")
  func rules() throws {
    let market = TradingCalendar.shanghaiShenzhen
    #expect(try market.closure(on: try #require(CivilDate("2026-10-10"))) == .weekend)
    #expect(try market.closure(on: try #require(CivilDate("2026-10-01")))?.isHoliday == true)
    if case .exchange(let notice)? = try market.closure(on: try #require(CivilDate("2024-02-09"))) {
      #expect(notice.contains("2024年部分节假日休市安排"))
    } else {
      Issue.record("2024-02-09 is an exchange closure")
    }
    #expect(try market.isTradingDay(try #require(CivilDate("2026-12-01"))))
    #expect(throws: HolidayTableError.self) { try market.isTradingDay(try #require(CivilDate("2003-06-02"))) }
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    #expect(throws: HolidayTableError.self) {
      try market.tradingDays(
        from: try #require(CivilDate(year: next, month: 1, day: 4)),
        through: try #require(CivilDate(year: next, month: 1, day: 8)))
    }
  }
}

/// HKEX against exchange_calendars' XHKG (Tests/Fixtures/markets/xhkg-sessions.txt, 2007–2026),
/// with every disagreement settled by HKEX's own notice (data/markets/HK-closures.tsv) or listed
/// here with why.
@Suite("Trading days of HKEX (XHKG)")
struct HongKongTradingTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/markets/xhkg-sessions.txt")

  /// Days the reference counts as sessions that HKEX cancelled by its notices: Super Typhoon
  /// Saola (2023-09-01) and the black rainstorm of 2023-09-08. HKEX also traded only the
  /// afternoon of 2023-10-09 (Koinu), a session in both.
  static let settledByNotice: Set<String> = ["2023-09-01", "2023-09-08"]

  /// Lunar New Year's Eves on a weekday before 2013 (2008-02-06, 2011-02-02): Almanac gives
  /// HKEX's standing half day, exchange_calendars a full day (its eves start in 2013). Neither
  /// HKEX's notice for those years nor a report of the day's session was found; both are sessions
  /// in both, so only the half day is open.
  static let unsettledHalfDays: Set<String> = ["2008-02-06", "2011-02-02"]

  @Test("every day 2007–2026 is a session exactly when XHKG's calendar says so, but the days HKEX's notices settle")
  func sessions() throws {
    let text = try String(contentsOf: Self.fixture, encoding: .utf8)
    var reference: [CivilDate: Bool] = [:]  // session → morning only
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      reference[try #require(CivilDate(String(fields[0])))] = fields.count > 1 && fields[1] == "morning"
    }
    #expect(reference.count > 4_500)
    #expect(reference.keys.min()?.year == 2007)
    let first = try #require(reference.keys.min())
    let last = min(
      try #require(reference.keys.max()),
      try #require(CivilDate(year: HolidayTable.hongKong.years.last ?? 2026, month: 12, day: 31)))
    let market = TradingCalendar.hongKong
    let sessions = Set(try market.sessions(from: first, through: last))
    let expected = Set(reference.keys.filter { $0 <= last && !Self.settledByNotice.contains($0.description) })
    #expect(sessions == expected, "differ: \(sessions.symmetricDifference(expected).sorted())")
    for day in Self.settledByNotice {
      let date = try #require(CivilDate(day))
      guard case .exchange(let notice)? = try market.closure(on: date) else {
        Issue.record("\(day) is not closed by HKEX's notice")
        continue
      }
      #expect(notice.hasPrefix("HKEX: all trading cancelled"))
    }
    // The half days: exactly the reference's early closes, but the two eves listed above.
    let morning = Set(try sessions.filter { try market.session(on: $0) == .morning }.map(\.description))
    let early = Set(reference.filter { $0.value && $0.key <= last }.keys.map(\.description))
    #expect(morning.subtracting(Self.unsettledHalfDays) == early)
    #expect(Self.unsettledHalfDays.isSubset(of: morning))
    // The mornings cancelled (the reference has no late opens): sessions in both, the afternoon
    // only here, each with what HKEX said.
    let afternoons = try sessions.filter { try market.session(on: $0) == .afternoon }
    #expect(afternoons.count >= 9)
    for day in afternoons {
      let notice = TradingCalendar.partialDayNotice(on: day, market: .hongKong)
      #expect(notice?.hasPrefix("HKEX:") == true, "\(day)")
    }
  }

  @Test("半日市 on the weekday eves of Lunar New Year, Christmas and New Year; 2023-10-09 the afternoon only")
  func partialDays() throws {
    let market = TradingCalendar.hongKong
    #expect(try market.session(on: try #require(CivilDate("2026-02-16"))) == .morning)  // 除夕, a Monday
    #expect(try market.session(on: try #require(CivilDate("2026-12-24"))) == .morning)
    #expect(try market.session(on: try #require(CivilDate("2026-12-31"))) == .morning)
    #expect(try market.session(on: try #require(CivilDate("2023-10-09"))) == .afternoon)
    #expect(try market.session(on: try #require(CivilDate("2026-12-25"))) == nil)
    #expect(try market.session(on: try #require(CivilDate("2026-12-23"))) == .full)
    let count = try market.count(
      from: try #require(CivilDate("2026-12-01")), through: try #require(CivilDate("2026-12-31")))
    #expect(count.market == .hongKong && count.partialDays?.map(\.date.description) == ["2026-12-24", "2026-12-31"])
    // SSE/SZSE keep their JSON shape: no market, no partial days.
    let cn = try TradingCalendar.shanghaiShenzhen.count(
      from: try #require(CivilDate("2026-12-01")), through: try #require(CivilDate("2026-12-31")))
    #expect(cn.market == nil && cn.partialDays == nil)
  }
}

extension TradingCalendar.Closure {
  var isHoliday: Bool {
    if case .holiday = self { true } else { false }
  }
}
