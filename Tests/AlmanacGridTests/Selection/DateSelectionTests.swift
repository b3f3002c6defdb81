import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

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

  @Test("bounds: a tap outside is refused with the violation, the same rule the page uses to disable")
  func bounds() throws {
    let bounds = DateBounds(
      minimumDate: date(5), maximumDate: date(20), disablePast: true, today: date(8))
    var stay = DateSelection(.range(minNights: 1, maxNights: nil), bounds: bounds)
    #expect(stay.tap(date(4)) == .refused(.disabled(.beforeMinimum(date(4), minimum: date(5)))))
    #expect(stay.tap(date(7)) == .refused(.disabled(.past(date(7), today: date(8)))))
    stay.tap(date(10))
    // The day after the maximum may be a check-out (the last night is the maximum); the next not.
    #expect(stay.tap(date(22)) == .refused(.disabled(.afterMaximum(date(22), maximum: date(20)))))
    #expect(stay.rangeStart == date(10) && stay.rangeEnd == nil, "a refused tap changes nothing")
    #expect(stay.acceptsCheckOut(on: date(21)) && !stay.acceptsCheckOut(on: date(22)))
    #expect(
      SelectionRefusal.disabled(.afterMaximum(date(21), maximum: date(20))).description
        == "2026-10-21 is after the last day that can be picked, 2026-10-20")
    // The page built with the same bounds shows exactly the refused days as disabled.
    var options = GridOptions(today: date(8))
    options.minimumDate = date(5)
    options.maximumDate = date(20)
    options.disablePast = true
    #expect(options.bounds == bounds)
    let page = try MonthGrid(year: 2026, month: 10, options: options)
    for cell in page.days where cell.belongsTo == .this {
      var probe = DateSelection(.single, bounds: bounds)
      let refused = probe.tap(cell.date) != .selected(cell.date)
      #expect(cell.isEnabled == !refused, "\(cell.date)")
    }
    let future = DateBounds(disableFuture: true, today: date(8))
    #expect(
      future.violation(for: date(9))?.description == "2026-10-09 is in the future (today is 2026-10-08)")
    #expect(DateBounds(disablePast: true).contains(.min), "without today the rules relative to it do nothing")
  }

  @Test("the pages' run of enabled days is exactly the days the bounds contain, for every mix of rules")
  func enabledRun() {
    let optional: [CivilDate?] = [nil, date(5), date(8), date(20)]
    for minimum in optional {
      for maximum in optional {
        for today in optional {
          for (past, future) in [(false, false), (true, false), (false, true), (true, true)] {
            let bounds = DateBounds(
              minimumDate: minimum, maximumDate: maximum, disablePast: past, disableFuture: future,
              today: today)
            let run = bounds.dayNumbers
            for day in 1...31 {
              let number = date(day).daysSince1970
              #expect(
                (number >= run.first && number <= run.last) == bounds.contains(date(day)), "\(bounds) \(day)")
            }
          }
        }
      }
    }
  }

  @Test("day ranges count both ends: at most 15 days, one-day ranges where the minimum allows")
  func dayRanges() {
    var span = DateSelection(.dayRange(minDays: 1, maxDays: 15))
    span.tap(date(1))
    #expect(span.tap(date(16)) == .refused(.tooManyDays(days: 16, maxDays: 15)))
    #expect(span.tap(date(15)) == .rangeCompleted(start: date(1), end: date(15), nights: 14))
    #expect(span.days == 15 && span.nights == 14)
    // One day: a second tap on the start.
    span.tap(date(20))
    #expect(span.tap(date(20)) == .rangeCompleted(start: date(20), end: date(20), nights: 0))
    #expect(span.days == 1 && span.state(of: date(20)) == .rangeStartAndEnd)
    var atLeastThree = DateSelection(.dayRange(minDays: 3, maxDays: nil))
    atLeastThree.tap(date(1))
    #expect(atLeastThree.tap(date(2)) == .refused(.tooFewDays(days: 2, minDays: 3)))
    #expect(
      atLeastThree.tap(date(1)) == .cleared, "a second tap on the start clears where one day is too few")
    // Stays: zero nights allowed only with minNights 0.
    var dayUse = DateSelection(.range(minNights: 0, maxNights: 3))
    dayUse.tap(date(5))
    #expect(dayUse.tap(date(5)) == .rangeCompleted(start: date(5), end: date(5), nights: 0))
    #expect(
      SelectionRefusal.tooManyDays(days: 16, maxDays: 15).description
        == "16 days are more than the 15 that can be picked")
  }

  @Test("selections, refusals and bounds survive a JSON round trip (state restoration)")
  func codable() throws {
    var stay = DateSelection(
      .range(minNights: 1, maxNights: 30), bounds: DateBounds(minimumDate: date(1), today: date(1)))
    stay.tap(date(3))
    stay.tap(date(6))
    var picks = DateSelection(.multiple(max: nil))
    picks.tap(date(2))
    picks.tap(date(9))
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for selection in [stay, picks, DateSelection(.dayRange(minDays: 1, maxDays: 15)), DateSelection(.single)]
    {
      let decoded = try decoder.decode(DateSelection.self, from: encoder.encode(selection))
      #expect(decoded == selection)
    }
    let changes: [SelectionChange] = [
      .refused(.disabled(.future(date(9), today: date(8)))),
      .rangeCompleted(start: date(1), end: date(2), nights: 1),
      .cleared,
    ]
    #expect(try decoder.decode([SelectionChange].self, from: encoder.encode(changes)) == changes)
  }

  @Test("the days an app closed are written as an object keyed by date; the flat array written before is read once")
  func unavailableDatesJSON() throws {
    var bounds = DateBounds(minimumDate: date(1))
    bounds.unavailableDates = [date(24): "sold out", date(3): "closed"]
    let text = String(decoding: try JSONLinesEncoder().encode(bounds), as: UTF8.self)
    #expect(text.contains(#""unavailableDates":{"2026-10-03":"closed","2026-10-24":"sold out"}"#), "\(text)")
    #expect(try JSONDecoder().decode(DateBounds.self, from: Data(text.utf8)) == bounds)
    // Foundation's encoder writes the same object (its key order is its own).
    let foundation = try JSONEncoder().encode(bounds)
    #expect(try JSONDecoder().decode(DateBounds.self, from: foundation) == bounds)
    #expect(String(decoding: foundation, as: UTF8.self).contains(#""2026-10-24":"sold out""#))
    // What Foundation wrote for a dictionary not keyed by String.
    let earlier = #"{"minimumDate":"2026-10-01","disablePast":false,"disableFuture":false,"unavailableDates":["2026-10-24","sold out","2026-10-03","closed"]}"#
    #expect(try JSONDecoder().decode(DateBounds.self, from: Data(earlier.utf8)) == bounds)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DateBounds.self, from: Data(#"{"unavailableDates":{"x":"y"}}"#.utf8))
    }
  }
}
