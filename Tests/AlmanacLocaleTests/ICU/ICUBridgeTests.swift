import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale

@Suite("ICU bridge")
struct ICUBridgeTests {
  @Test(
    "raw fields are validated: impossible lunar dates throw instead of rolling over",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func validation() throws {
    #if SystemICU
      let icu = try ICULunisolarCalendar(.chinese)
      let missingLeap = LunarDate(unchecked: 2026, month: 5, day: 1, isLeapMonth: true)
      #expect(throws: LunarCalendarError.noSuchLeapMonth(year: 2026, month: 5, leapMonth: nil)) {
        try icu.dayNumber(of: missingLeap)
      }
      let shortMonth = LunarDate(unchecked: 2025, month: 2, day: 30, isLeapMonth: false)  // 29 days
      #expect(throws: LunarCalendarError.self) { try icu.dayNumber(of: shortMonth) }
      #expect(throws: LunarCalendarError.yearOutOfRange(-5)) {
        try icu.dayNumber(of: LunarDate(unchecked: -5, month: 1, day: 1, isLeapMonth: false))
      }
      let leap = LunarDate(unchecked: 2025, month: 6, day: 1, isLeapMonth: true)
      #expect(try icu.dayNumber(of: leap) == CivilDate("2025-07-25")?.daysSince1970)
    #endif
  }

  @Test(
    "the year comes from the era and year fields (丙午 = 2026), across cycle boundaries",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func cycleYears() throws {
    #if SystemICU
      #expect(ICULunisolarCalendar.gregorianYear(era: 78, year: 43) == 2026)
      for year in [-2637, -2636, 0, 1, 1983, 1984, 2026, 9999] {
        let cycle = ICULunisolarCalendar.cycle(gregorianYear: year)
        #expect((1...60).contains(cycle.year))
        #expect(ICULunisolarCalendar.gregorianYear(era: cycle.era, year: cycle.year) == year)
      }
    #endif
  }

  @Test(
    "one handle hammered from many tasks gives the serial answers",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func concurrentUse() async throws {
    #if SystemICU
      let icu = try ICULunisolarCalendar(.chinese)
      let start = try #require(CivilDate("2025-01-01")).daysSince1970
      let serial = try (0..<400).map { try icu.lunarDate(dayNumber: start + $0) }
      try await withThrowingTaskGroup(of: Bool.self) { group in
        for task in 0..<16 {
          group.addTask {
            for round in 0..<400 {
              let offset = (round * 7 + task * 13) % 400
              if try icu.lunarDate(dayNumber: start + offset) != serial[offset] { return false }
              let back = try icu.dayNumber(of: serial[offset])
              if back != start + offset { return false }
            }
            return true
          }
        }
        for try await ok in group { #expect(ok, "a concurrent answer differed from the serial one") }
      }
    #endif
  }

  @Test(
    "ICU errors carry ICU's name for the code",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func errors() {
    #if SystemICU
      let error = ICUError(status: 1, operation: "test")
      #expect(error.name == "U_ILLEGAL_ARGUMENT_ERROR")
      #expect(error.description == "ICU failed to test: U_ILLEGAL_ARGUMENT_ERROR")
      #expect(icuVersion.first?.isNumber == true)
    #endif
  }
}
