import Foundation
import Testing

@testable import AlmanacCore

/// Work patterns as overlays: 大小周, 做N休M, alternate Fridays; what each makes of the official
/// days, and that the official answer and `official` leave them out.
@Suite("Work patterns (大小周, 做N休M, alternate Fridays)")
struct WorkPatternTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  func table(_ patterns: String...) throws -> HolidayTable {
    let overlay = try HolidayOverlay(name: "acme", days: [], patterns: try patterns.map { try WorkPattern($0) })
    return HolidayTable.mainlandChina.overlaying([overlay])
  }

  @Test("大小周: every other Saturday worked, but never a holiday; 补班 Saturdays stay worked")
  func bigSmallWeeks() throws {
    let table = try table("big-small:2026-01-05..2026-03-31")
    // The week of 5 January: Saturday 10 January is worked; then 24 January, 7 February; 21
    // February is 春节 (off by the notice), 7 and 21 March worked.
    let worked = table.overlayDays(from: date("2026-01-01"), through: date("2026-03-31")).map(\.date)
    #expect(worked == ["2026-01-10", "2026-01-24", "2026-02-07", "2026-03-07", "2026-03-21"].map(date))
    #expect(try table.isWorkday(date("2026-01-10")) && !table.isWorkday(date("2026-01-17")))
    #expect(try !table.isWorkday(date("2026-02-21")))
    #expect(try table.status(on: date("2026-01-10")) == .weekend, "the official status is the State Council's")
    #expect(try table.official.isWorkday(date("2026-01-10")) == false)
    // Counting: January has 21 official working days (22 weekdays, 元旦 1-2 January off, the
    // Sunday 4 January worked) and two worked Saturdays.
    #expect(try table.official.workdays(from: date("2026-01-01"), through: date("2026-01-31")) == 21)
    #expect(try table.workdays(from: date("2026-01-01"), through: date("2026-01-31")) == 23)
  }

  @Test("做4休2: the rota decides every day from its first, holidays included")
  func rota() throws {
    let table = try table("on-off:4-2:2026-10-01..2026-10-12")
    let kinds = (0..<12).map { table.overlayDay(on: date("2026-10-01").adding(days: $0))?.kind }
    #expect(kinds == [.workday, .workday, .workday, .workday, .dayOff, .dayOff, .workday, .workday, .workday, .workday, .dayOff, .dayOff])
    #expect(try table.isWorkday(date("2026-10-01")))
    #expect(table.overlayDay(on: date("2026-10-13")) == nil)
  }

  @Test("alternate Fridays: off only where the table says work")
  func alternateFridays() throws {
    let table = try table("alternate-fridays:2026-09-01..2026-10-31")
    // Fridays 4 and 18 September, 2 (国庆, off anyway), 16 and 30 October.
    let off = table.overlayDays(from: date("2026-09-01"), through: date("2026-10-31")).map(\.date)
    #expect(off == ["2026-09-04", "2026-09-18", "2026-10-16", "2026-10-30"].map(date))
  }

  @Test("pattern texts: what reads and what is refused, with the text named")
  func texts() throws {
    #expect(try WorkPattern("on-off:4-2:2027-01-01..2027-06-30").description == "on-off:4-2:2027-01-01..2027-06-30")
    #expect(try WorkPattern("大小周:2027-01-04..2027-12-31").kind == .bigSmallWeeks)
    for bad in ["weekly:2027-01-01..2027-02-01", "big-small:2027-02-01..2027-01-01", "on-off:0-2:2027-01-01..2027-02-01",
      "on-off:4:2027-01-01..2027-02-01", "big-small:2027-01-01..2037-12-31", "big-small:2027-01-01", "alternate-fridays"] {
      #expect(throws: WorkPatternError.self, "\(bad)") { try WorkPattern(bad) }
    }
  }
}
