import Foundation
import Testing

@testable import AlmanacCore

/// 拼假: plans checked against what the notices' arrangements give, worked out by hand here
/// (each case says how), not against the planner's own output.
@Suite("Leave planner (拼假)")
struct LeavePlannerTests {
  let planner = LeavePlanner(calendar: WorkingCalendar(table: .mainlandChina))

  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }
  func dates(_ texts: [String]) -> [CivilDate] { texts.map(date) }

  @Test("2026, three days: 中秋 into 国庆 (13 days), then 春节 with its 补班 Saturday (12 days)")
  func year2026() throws {
    // 国办发明电〔2025〕7号: 中秋 25-27 September (Fri-Sun) and 国庆 1-7 October off, 28-30
    // September (Mon-Wed) worked: three days of leave join them, 25 September - 7 October, 13
    // days (8 October, a Thursday, is worked). 春节 15-23 February off, 14 February (Sat) worked:
    // 12, 13 and 14 February give 12-23 February, 12 days (11 February is worked). Taking
    // 24-26 February instead gives 15-26 February, also 12; the earlier plan ranks first.
    let plans = try planner.plans(from: date("2026-01-01"), through: date("2026-12-31"), days: 3)
    #expect(plans.count == 5)
    #expect(plans[0].leave == dates(["2026-09-28", "2026-09-29", "2026-09-30"]))
    #expect(plans[0].from == date("2026-09-25") && plans[0].through == date("2026-10-07") && plans[0].restDays == 13)
    #expect(plans[0].holidays.map(\.zhHans) == ["中秋节", "国庆节"])
    #expect(plans[1].leave == dates(["2026-02-12", "2026-02-13", "2026-02-14"]))
    #expect(plans[1].from == date("2026-02-12") && plans[1].through == date("2026-02-23") && plans[1].restDays == 12)
    // The 补班 Saturday taken as leave is named.
    #expect(plans[1].makeupDays == dates(["2026-02-14"]))
    #expect(plans.allSatisfy { !$0.isProvisional })
    // Their rests never overlap.
    for (index, plan) in plans.enumerated() {
      for other in plans[(index + 1)...] { #expect(plan.through < other.from || other.through < plan.from) }
    }
    #expect(plans.map(\.restDays) == plans.map(\.restDays).sorted(by: >))
  }

  @Test("2025, five days: 春节 and 国庆 each give 14 days")
  func year2025() throws {
    // 国办发明电〔2024〕12号: 春节 28 January - 4 February off, 26 January (Sun) and 8 February
    // (Sat) worked; 国庆 and 中秋 1-8 October off, 28 September (Sun) and 11 October (Sat) worked.
    // 春节: any five consecutive working days across it give 14 days at most; the earliest run
    // takes 22, 23, 24, 26 (the 补班 Sunday) and 27 January: rest 22 January - 4 February.
    // 国庆: the earliest 14 takes 25, 26, 28 (补班), 29 and 30 September: 25 September - 8 October.
    let plans = try planner.plans(from: date("2025-01-01"), through: date("2025-12-31"), days: 5, top: 2)
    #expect(plans.map(\.restDays) == [14, 14])
    #expect(plans[0].leave == dates(["2025-01-22", "2025-01-23", "2025-01-24", "2025-01-26", "2025-01-27"]))
    #expect(plans[0].from == date("2025-01-22") && plans[0].through == date("2025-02-04"))
    #expect(plans[0].makeupDays == dates(["2025-01-26"]))
    #expect(plans[1].leave == dates(["2025-09-25", "2025-09-26", "2025-09-28", "2025-09-29", "2025-09-30"]))
    #expect(plans[1].from == date("2025-09-25") && plans[1].through == date("2025-10-08"))
  }

  @Test("a year not yet published is planned on the law's days, marked provisional")
  func provisional() throws {
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    let first = try #require(CivilDate(year: next, month: 1, day: 1))
    let last = try #require(CivilDate(year: next, month: 12, day: 31))
    #expect(throws: LeavePlanError.self) { try planner.plans(from: first, through: last, days: 3) }
    let assumed = LeavePlanner(calendar: WorkingCalendar(table: .mainlandChina, assuming: .law))
    let plans = try assumed.plans(from: first, through: last, days: 3)
    #expect(!plans.isEmpty && plans.allSatisfy { $0.isProvisional })
    // Every plan's rest holds the law's days off: the 春节 of that year is one of them.
    let newYear = try LunarCalendar.chinese.newYear(of: next)
    #expect(plans.contains { $0.from <= newYear && newYear <= $0.through })
  }

  @Test("an overlay's days count: a company day off joins the rest")
  func overlays() throws {
    let acme = try HolidayOverlay(name: "acme", days: [.init(date: date("2026-10-08"), kind: .dayOff, name: "团建")])
    let planner = LeavePlanner(calendar: WorkingCalendar(table: HolidayTable.mainlandChina.overlaying([acme])))
    // With 8 October off, four days make 15: 24 and 28-30 September give 24 September - 8
    // October, and 28-30 September with 9 October give 25 September - 9 October (bounded by
    // 10 October, the 补班 Saturday). The earlier ranks first; without the overlay the best
    // of four is 14.
    let plans = try planner.plans(from: date("2026-09-01"), through: date("2026-10-31"), days: 4, top: 1)
    #expect(plans.first?.leave == dates(["2026-09-24", "2026-09-28", "2026-09-29", "2026-09-30"]))
    #expect(plans.first?.from == date("2026-09-24") && plans.first?.through == date("2026-10-08"))
    #expect(plans.first?.restDays == 15)
    let official = try self.planner.plans(from: date("2026-09-01"), through: date("2026-10-31"), days: 4, top: 1)
    #expect(official.first?.restDays == 14)
  }

  @Test("what is out of range is refused")
  func refusals() {
    #expect(throws: LeavePlanError.self) { try planner.plans(from: date("2026-01-01"), through: date("2026-12-31"), days: 0) }
    #expect(throws: LeavePlanError.self) { try planner.plans(from: date("2026-01-01"), through: date("2026-12-31"), days: 31) }
    #expect(throws: LeavePlanError.self) { try planner.plans(from: date("2026-12-31"), through: date("2026-01-01"), days: 3) }
    #expect(throws: LeavePlanError.self) { try planner.plans(from: date("2026-01-01"), through: date("2026-12-31"), days: 3, top: 0) }
  }
}
