import Almanac
import Foundation
import Testing

/// A YZXCalendar-style range picker: "select at most 15 days", both ends counted, one-day
/// ranges allowed, the selection drawn over the visible pages.
@Suite("Usage: a range picker of at most 15 days")
struct RangePickerTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("picking a span, refusing a longer one, drawing it over the page")
  func pickAndDraw() throws {
    let options = GridOptions(today: day("2026-11-30"))
    var picker = DateSelection(.dayRange(minDays: 1, maxDays: 15), bounds: options.bounds)
    #expect(picker.tap(day("2026-12-01")) == .rangeStarted(day("2026-12-01")))
    // 16 days: refused with a reason the app can show, and the start is kept.
    let refused = picker.tap(day("2026-12-16"))
    guard case .refused(let reason) = refused else {
      Issue.record("expected a refusal, got \(refused)")
      return
    }
    #expect(reason.description == "16 days are more than the 15 that can be picked")
    #expect(picker.tap(day("2026-12-15")) == .rangeCompleted(start: day("2026-12-01"), end: day("2026-12-15"), nights: 14))
    #expect(picker.days == 15)
    let page = try MonthGrid(year: 2026, month: 12, options: options)
    let drawn = page.with(picker)
    let states = drawn.rows.flatMap { $0 }.filter { $0.belongsTo == .this }.map(\.selection)
    #expect(states.first == .rangeStart && states[14] == .rangeEnd && states[15] == .none)
    #expect(states[1..<14].allSatisfy { $0 == .rangeMiddle })
    // The page under the selection is untouched.
    #expect(page.selection == nil && page.rows.flatMap { $0 }.allSatisfy { $0.selection == .none })
  }

  @Test("a one-day span, and the picker's state restored from JSON")
  func oneDayAndRestoration() throws {
    var picker = DateSelection(.dayRange(minDays: 1, maxDays: 15))
    picker.tap(day("2027-01-08"))
    #expect(picker.tap(day("2027-01-08")) == .rangeCompleted(start: day("2027-01-08"), end: day("2027-01-08"), nights: 0))
    #expect(picker.days == 1 && picker.state(of: day("2027-01-08")) == .rangeStartAndEnd)
    let saved = try JSONEncoder().encode(picker)
    let restored = try JSONDecoder().decode(DateSelection.self, from: saved)
    #expect(restored == picker && restored.rangeStart == day("2027-01-08"))
  }
}
