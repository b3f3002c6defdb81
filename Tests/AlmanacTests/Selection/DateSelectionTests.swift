import Foundation
import Testing

@testable import Almanac

@Suite("Date selection: the rules of the usual pickers")
struct DateSelectionTests {
  func date(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 10, day: day) ?? .min }

  @Test("single: a tap selects, a second tap on the same day clears, another day replaces")
  func single() {
    var selection = DateSelection(.single)
    #expect(selection.tap(date(1)) == .selected(date(1)) && selection.state(of: date(1)) == .single)
    #expect(selection.tap(date(2)) == .selected(date(2)) && selection.state(of: date(1)) == .none)
    #expect(selection.tap(date(2)) == .deselected(date(2)) && selection.isEmpty)
  }

  @Test("multiple: toggles days, refuses past the maximum")
  func multiple() {
    var selection = DateSelection(.multiple(max: 2))
    selection.tap(date(1))
    selection.tap(date(3))
    #expect(selection.tap(date(5)) == .refused(.tooManyDates(max: 2)))
    #expect(selection.state(of: date(5)) == .none && selection.selectedDates == [date(1), date(3)])
    #expect(selection.tap(date(1)) == .deselected(date(1)))
    #expect(selection.tap(date(5)) == .selected(date(5)))
  }

  @Test("range: check-in, check-out, nights and the cell states")
  func range() {
    var stay = DateSelection(.range(minNights: 1, maxNights: 7))
    #expect(stay.tap(date(10)) == .rangeStarted(date(10)))
    #expect(stay.state(of: date(10)) == .rangeStartAndEnd, "only check-in chosen so far")
    #expect(stay.tap(date(13)) == .rangeCompleted(start: date(10), end: date(13), nights: 3))
    #expect(stay.nights == 3)
    #expect(
      [9, 10, 11, 12, 13, 14].map { stay.state(of: date($0)) } == [
        .none, .rangeStart, .rangeMiddle, .rangeMiddle, .rangeEnd, .none,
      ])
  }

  @Test("range: a second tap before the start restarts; on the start clears; a third tap starts anew")
  func rangeTaps() {
    var stay = DateSelection(.range(minNights: 1, maxNights: nil))
    stay.tap(date(10))
    #expect(stay.tap(date(8)) == .rangeRestarted(date(8)) && stay.rangeStart == date(8))
    #expect(stay.tap(date(8)) == .cleared && stay.isEmpty)
    stay.tap(date(8))
    stay.tap(date(12))
    #expect(stay.tap(date(20)) == .rangeStarted(date(20)))
    #expect(stay.rangeEnd == nil && stay.state(of: date(10)) == .none)
  }

  @Test("range: too long and too short stays are refused with the reason, and nothing changes")
  func refusals() {
    var stay = DateSelection(.range(minNights: 2, maxNights: 5))
    stay.tap(date(1))
    #expect(stay.tap(date(9)) == .refused(.rangeTooLong(nights: 8, maxNights: 5)))
    #expect(stay.tap(date(2)) == .refused(.rangeTooShort(nights: 1, minNights: 2)))
    #expect(stay.rangeStart == date(1) && stay.rangeEnd == nil)
    #expect(
      SelectionRefusal.rangeTooLong(nights: 8, maxNights: 5).description
        == "a stay of 8 nights is longer than the maximum of 5")
    #expect(stay.tap(date(6)) == .rangeCompleted(start: date(1), end: date(6), nights: 5))
  }
}
