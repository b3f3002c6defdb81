import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

/// Public initialisers and look-ups given impossible values throw a precise error or return
/// `nil`; none traps, none builds a value that prints as an impossible date.
@Suite("Impossible values at the public API")
struct ImpossibleValuesTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("GridLayout checks its year and month", arguments: [(2026, 13), (2026, 0), (0, 1), (10_000, 1), (40_000, 1), (Int.max, 12)])
  func layout(year: Int, month: Int) {
    #expect(throws: GridError.invalidMonth(year: year, month: month)) {
      try GridLayout(year: year, month: month, firstWeekday: .monday, inDates: .fillFirstRow, outDates: .tillEndOfRow)
    }
    #expect(throws: GridError.self) { try MonthGrid(year: year, month: month) }
  }

  @Test("the messages say which part is wrong")
  func messages() {
    #expect(GridError.invalidMonth(year: 2026, month: 13).description == "month 13 does not exist; use 1...12")
    #expect(GridError.invalidMonth(year: 40_000, month: 1).description == "year 40000 lies outside the calendar's years, 1...9999")
    #expect(throws: GridError.reversedRange(from: date("2026-03-01"), through: date("2026-01-31"))) {
      try MonthRange(from: date("2026-03-01"), through: date("2026-01-31"))
    }
    #expect(
      GridError.reversedRange(from: date("2026-03-01"), through: date("2026-01-31")).description
        == "the range's start 2026-03-01 is after its end 2026-01-31; put the earlier date first")
    #expect(throws: GridError.weekOutsideDates(.max, firstWeekday: .monday)) {
      try WeekGrid(containing: .max, options: GridOptions(today: .max))
    }
    #expect(
      GridError.weekOutsideDates(.max, firstWeekday: .monday).description
        == "the week of 9999-12-31 (from monday) runs past the supported dates, 0001-01-01...9999-12-31")
  }

  @Test("years far outside the calendar: nil or a thrown error, never a trap", arguments: [0, -1, 10_000, 32_768, 40_000, 99_999, 1_000_000])
  func farYears(year: Int) {
    #expect(CivilDate(year: year, month: 1, day: 1) == nil)
    #expect(throws: GridError.self) { try YearGrid(year: year) }
    // Lunar year 0 is real: the days of 0001 before its 春节 belong to it.
    if !LunarCalendar.supportedYears.contains(year) {
      #expect(throws: (any Error).self) { try LunarCalendar.chinese.newYear(of: year) }
      #expect(throws: (any Error).self) { try LunarCalendar.chinese.leapMonth(inYear: year) }
    }
    #expect(throws: SolarTermError.self) { try SolarTerm.startOfSpring.event(in: year) }
    #expect(StatutoryHolidayRules.holidays(in: year).isEmpty)
    if let lunar = LunarDate(year: year, month: 1, day: 1) {
      #expect(throws: LunarCalendarError.self) { try LunarCalendar.chinese.civilDate(for: lunar) }
    }
  }
}
