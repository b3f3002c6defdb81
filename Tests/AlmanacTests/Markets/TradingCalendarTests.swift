import Almanac
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

extension TradingCalendar.Closure {
  var isHoliday: Bool {
    if case .holiday = self { true } else { false }
  }
}
