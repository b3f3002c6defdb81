import Foundation
import Testing

@testable import AlmanacCore

/// Schedules: cron's fields (the forms croniter reads; thousands are compared with croniter in
/// the system tests), the words of the working calendar against a day-by-day filter of the tables,
/// what happens past the published data.
@Suite("Schedules: cron and the working calendar's words")
struct ScheduleTests {
  let calendar = WorkingCalendar(table: .mainlandChina)

  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  func days(_ schedule: String, from: String, count: Int) throws -> [String] {
    try Schedule(schedule).firings(after: date(from), count: count, calendar: calendar).firings.map(\.date.description)
  }

  @Test("cron's fields: steps, ranges, names, lists, L, #, and the day fields' OR")
  func cronFields() throws {
    let cron = try CronExpression("*/15 9-17/4 * jan,MAR-apr mon-fri")
    #expect(cron.minutes == [0, 15, 30, 45])
    #expect(cron.hours == [9, 13, 17])
    #expect(cron.matches(date("2026-03-02")) && !cron.matches(date("2026-03-01")) && !cron.matches(date("2026-02-02")))
    // Both day fields restricted: either matches (the 13th, and every Friday).
    let either = try CronExpression("0 0 13 * 5")
    #expect(either.matches(date("2026-03-13")) && either.matches(date("2026-03-06")) && either.matches(date("2026-04-13")))
    // `*/2` is restricted as croniter reads it: odd days or Mondays.
    #expect(try CronExpression("0 0 */2 * 1").matches(date("2026-03-02")))
    #expect(try CronExpression("0 0 L * *").matches(date("2028-02-29")))
    #expect(try CronExpression("0 0 * * fri#2").matches(date("2026-03-13")))
    #expect(try CronExpression("0 0 * * L5").matches(date("2026-03-27")))
    #expect(try CronExpression("0 0 * * 7").matches(date("2026-03-01")))
    #expect(try CronExpression("@weekly").matches(date("2026-03-01")))
    for bad in ["0 9 * *", "60 * * * *", "* 24 * * *", "* * 0 * *", "* * * 13 *", "* * * * 8", "*/0 * * * *", "@fortnightly", "a b c d e"] {
      #expect(throws: ScheduleError.self, "\(bad)") { try CronExpression(bad) }
    }
  }

  @Test("plain cron: the next firings, strictly after the start minute")
  func plainCron() throws {
    let run = try Schedule("30 9,18 * * 1-5").firings(
      after: date("2026-03-06"), minute: 9 * 60 + 30, count: 3, calendar: calendar)
    #expect(run.firings.map { "\($0.date) \($0.clock)" } == ["2026-03-06 18:30", "2026-03-09 09:30", "2026-03-09 18:30"])
    // An expression that never fires ends its search, empty.
    let never = try Schedule("0 0 30 2 *").firings(after: date("2026-01-01"), count: 1, calendar: calendar)
    #expect(never.firings.isEmpty && never.isExhausted)
  }

  /// Every day of the covered years from 2020, with each word's answer read straight from the
  /// table and the exchange calendar (not through a condition).
  @Test(
    "each word fires on exactly the days a day-by-day filter of the tables finds",
    arguments: ["workday", "holiday", "weekend", "makeup-day", "trading-day", "trading-day XHKG", "not workday"])
  func wordsEqualTheTables(word: String) throws {
    let table = HolidayTable.mainlandChina
    let hongKong = TradingCalendar.hongKong
    let first = try #require(CivilDate(year: 2020, month: 1, day: 1))
    let last = try #require(CivilDate(year: min(table.years.last ?? 2026, HolidayTable.hongKong.years.last ?? 2026), month: 12, day: 31))
    var expected: [CivilDate] = []
    for day in first...last {
      let status = try table.status(on: day)
      let fits: Bool
      switch word {
      case "workday": fits = status.isWorkday
      case "not workday": fits = !status.isWorkday
      case "holiday": if case .holiday = status { fits = true } else { fits = false }
      case "weekend": fits = status == .weekend
      case "makeup-day": if case .adjustedWorkday = status { fits = true } else { fits = false }
      case "trading-day": fits = try TradingCalendar.shanghaiShenzhen.isTradingDay(day)
      default: fits = try hongKong.isTradingDay(day)
      }
      if fits { expected.append(day) }
    }
    let run = try Schedule("0 12 * * * \(word)").firings(
      after: first, count: expected.count + 1, calendar: WorkingCalendar(table: table), policy: .hold)
    let found = run.firings.map(\.date).filter { $0 <= last }
    #expect(found == expected, "\(word): \(found.count) firings, \(expected.count) days")
  }

  @Test("the nth and last working or trading day of each month, against the month's list of them")
  func nthOfMonth() throws {
    let table = HolidayTable.mainlandChina
    let year = try #require(table.years.last)
    for month in 1...12 {
      let first = try #require(CivilDate(year: year, month: month, day: 1))
      let last = try #require(CivilDate(year: year, month: month, day: CivilDate.daysInMonth(year: year, month: month)))
      let workdays = try (first...last).filter { try table.isWorkday($0) }
      let sessions = try TradingCalendar.shanghaiShenzhen.sessions(from: first, through: last)
      #expect(try days("0 9 * * * 1st workday", from: first.description, count: 1) == [workdays[0].description])
      #expect(try days("0 9 * * * 3rd workday", from: first.description, count: 1) == [workdays[2].description])
      #expect(try days("0 9 * * * last workday", from: first.description, count: 1) == [workdays.last?.description ?? ""])
      #expect(try days("0 9 * * * 2nd-last workday", from: first.description, count: 1) == [workdays[workdays.count - 2].description])
      #expect(try days("0 9 * * * last trading-day", from: first.description, count: 1) == [sessions.last?.description ?? ""])
    }
  }

  @Test("the working day before and after a holiday, from the 2026 notice")
  func besideHolidays() throws {
    // 国办发明电〔2025〕7号: 元旦 1-3 January (4 January worked), 春节 15-23 February (14 and 28
    // February worked), 清明 4-6 April, 劳动节 1-5 May (9 May worked), 端午 19-21 June, 中秋
    // 25-27 September, 国庆 1-7 October (20 September and 10 October worked).
    #expect(
      try days("0 18 * * * workday before holiday", from: "2026-01-04", count: 6) == [
        "2026-02-14", "2026-04-03", "2026-04-30", "2026-06-18", "2026-09-24", "2026-09-30",
      ])
    #expect(
      try days("0 9 * * * workday after holiday", from: "2026-01-01", count: 7) == [
        "2026-01-04", "2026-02-24", "2026-04-07", "2026-05-06", "2026-06-22", "2026-09-28", "2026-10-08",
      ])
  }

  @Test("补班 Saturdays are fired on by workday and missed by 1-5; holidays the other way")
  func makeupSaturdays() throws {
    #expect(try days("0 9 * * * workday", from: "2026-10-09", count: 2) == ["2026-10-09", "2026-10-10"])
    #expect(try days("0 9 * * 1-5", from: "2026-10-09", count: 2) == ["2026-10-09", "2026-10-12"])
    #expect(try days("0 9 * * 1-5 workday", from: "2026-09-30", count: 2) == ["2026-09-30", "2026-10-08"])
    #expect(try days("0 9 * * 6,0 makeup-day", from: "2026-01-01", count: 3) == ["2026-01-04", "2026-02-14", "2026-02-28"])
  }

  @Test("past the published data: provisional by the law, or held at its end")
  func pastTheData() throws {
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    let start = try #require(CivilDate(year: next - 1, month: 12, day: 28))
    let schedule = try Schedule("0 9 * * * workday")
    let provisional = schedule.firings(after: start, count: 10, calendar: calendar)
    #expect(provisional.firings.count == 10 && provisional.heldAt == nil)
    let assumed = provisional.firings.filter { $0.date.year == next }
    #expect(assumed.allSatisfy { $0.isProvisional })
    let settled = provisional.firings.filter { $0.date.year < next }
    #expect(settled.allSatisfy { !$0.isProvisional })
    // The law's 元旦 (1 January) is not fired on, provisional or not.
    #expect(!provisional.firings.contains { $0.date == CivilDate(year: next, month: 1, day: 1) })
    let held = schedule.firings(after: start, count: 10, calendar: calendar, policy: .hold)
    #expect(held.heldAt == CivilDate(year: next, month: 1, day: 1))
    let before = held.firings.allSatisfy { $0.date.year < next }
    #expect(before)
    // A plain cron expression never needs the data, so it never holds.
    #expect(try Schedule("0 9 * * *").firings(after: start, count: 10, calendar: calendar, policy: .hold).heldAt == nil)
  }

  @Test("words that do not read are refused with the word and what is allowed")
  func refusals() {
    for (text, word) in [("0 9 * * * workdya", "'workdya'"), ("0 9 * * * 24th workday", "'24th'"), ("0 9 * * * 1st holiday", "'1st holiday'"), ("0 9 * * * workday before", "'workday before'")] {
      #expect(throws: ScheduleError.self) { try Schedule(text) }
      let message = (try? Schedule(text)).map { _ in "" } ?? ((Result { try Schedule(text) }.failure).map { "\($0)" } ?? "")
      #expect(message.contains(word), "\(text): \(message)")
    }
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
