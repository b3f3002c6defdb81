@testable import AlmanacCore
import Foundation
import Testing

/// Stock Connect Northbound against exchange_calendars: from 2023-04-24, the days both its XSHG and
/// its XHKG calendars have (Tests/Fixtures/markets), less the two days HKEX's notices cancelled
/// and that calendar keeps; and the days HKEX named when it announced the enhancement.
@Suite("Stock Connect Northbound")
struct NorthboundTests {
  static func sessions(_ file: String) throws -> Set<CivilDate> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/markets/\(file)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return Set(
      text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
        CivilDate(String($0.split(separator: "\t")[0]))
      })
  }

  let market = TradingCalendar.northbound
  let first = TradingCalendar.Market.northboundFirstDay

  @Test("every day from 2023-04-24 is a Northbound session exactly when both of exchange_calendars' calendars trade")
  func bothMarkets() throws {
    let mainland = try Self.sessions("xshg-sessions.txt")
    let hongKong = try Self.sessions("xhkg-sessions.txt")
    let lastYear = min(
      HolidayTable.mainlandChina.years.last ?? 2026, HolidayTable.hongKong.years.last ?? 2026,
      mainland.max()?.year ?? 2026, hongKong.max()?.year ?? 2026)
    let last = try #require(CivilDate(year: lastYear, month: 12, day: 31))
    let cancelledByHKEX = Set(HongKongTradingTests.settledByNotice.compactMap { CivilDate($0) })
    let expected = mainland.intersection(hongKong).filter { $0 >= first && $0 <= last }.subtracting(cancelledByHKEX)
    let got = Set(try market.sessions(from: first, through: last))
    #expect(got == expected, "differ: \(got.symmetricDifference(expected).sorted())")
    #expect(got.count > 800)
    // The schedules' words ask the same thing, day by day.
    let working = WorkingCalendar(table: .mainlandChina)
    var day = first
    while day <= last {
      #expect(try working.meets(.tradingDay(.northbound), on: day).matches == got.contains(day), "\(day)")
      day = day.adding(days: 1)
    }
  }

  @Test("the first days the enhancement added (HKEX, 24 February 2023) trade, each the eve of a Hong Kong holiday")
  func firstAddedDays() throws {
    for text in ["2023-05-25", "2023-10-20", "2023-12-22"] {
      let date = try #require(CivilDate(text))
      #expect(try market.isTradingDay(date), "\(text)")
      // The old rule closed Northbound on the trading day before a Hong Kong public holiday.
      let next = try #require(try TradingCalendar.hongKong.sessions(from: date, through: date.adding(days: 7)).dropFirst().first)
      let between = (1..<date.distance(to: next)).map { date.adding(days: $0) }
      #expect(try between.contains { try HolidayTable.hongKong.status(on: $0).holidayName != nil }, "\(text)")
    }
    // Hong Kong's severe weather closes it, and cancels its morning.
    #expect(try !market.isTradingDay(try #require(CivilDate("2023-09-01"))))
    #expect(try market.session(on: try #require(CivilDate("2023-10-09"))) == .afternoon)
    // A Hong Kong half day is a whole day here (SSE and SZSE's hours).
    #expect(try market.session(on: try #require(CivilDate("2026-12-24"))) == .full)
  }

  @Test("before 2023-04-24 it says the rule is not stated, in the library and the schedules' words")
  func before() throws {
    #expect(throws: HolidayTableError.beforeMarketRule(.northbound, first: first)) {
      try market.isTradingDay(first.adding(days: -1))
    }
    #expect(throws: HolidayTableError.self) { try market.sessions(from: first.adding(days: -10), through: first) }
    #expect(throws: HolidayTableError.self) {
      try WorkingCalendar(table: .mainlandChina).meets(.tradingDay(.northbound), on: first.adding(days: -1))
    }
    #expect(HolidayTableError.beforeMarketRule(.northbound, first: first).description.contains("2023-04-24"))
    #expect(TradingCalendar.Market(rawValue: "NORTHBOUND") == .northbound && TradingCalendar.Market.northbound.partnerRegion == .hongKong)
  }
}
