import Almanac
import Foundation
import Testing

/// A hotel check-in screen: thirteen months from today, the past disabled, bookings up to a year
/// ahead, stays of 1–30 nights; each tap redraws the visible pages from the same built pages.
@Suite("Usage: a hotel check-in calendar")
struct HotelCalendarTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("thirteen pages, refusals for the past and beyond the last bookable day, a stay over a month's end")
  func booking() throws {
    let today = day("2026-11-30")
    var options = GridOptions(today: today)
    options.disablePast = true
    options.maximumDate = today.adding(days: 365)
    let end = try #require(today.adding(months: 12))
    let months = try MonthRange(from: today, through: end, options: options)
    #expect(months.count == 13)
    var stay = DateSelection(.range(minNights: 1, maxNights: 30), bounds: options.bounds)
    // The page shows yesterday disabled, and the selection refuses it for the same reason.
    let november = months[0]
    #expect(november.day(day("2026-11-29"))?.isEnabled == false)
    #expect(stay.tap(day("2026-11-29")) == .refused(.disabled(.past(day("2026-11-29"), today: today))))
    #expect(
      stay.tap(day("2027-12-01"))
        == .refused(.disabled(.afterMaximum(day("2027-12-01"), maximum: day("2027-11-30")))))
    // Check in on 29 December, out on 2 January: four nights over two pages.
    #expect(stay.tap(day("2026-12-29")) == .rangeStarted(day("2026-12-29")))
    #expect(
      stay.tap(day("2027-01-02"))
        == .rangeCompleted(start: day("2026-12-29"), end: day("2027-01-02"), nights: 4))
    let december = months[1].with(stay)
    let january = months[2].with(stay)
    #expect(december.day(day("2026-12-29"))?.selection == .rangeStart)
    #expect(december.day(day("2026-12-31"))?.selection == .rangeMiddle)
    #expect(january.day(day("2027-01-02"))?.selection == .rangeEnd)
    // Other months' days in a page report the same state (the out-dates of December).
    #expect(december.day(day("2027-01-01"))?.belongsTo == .next)
    #expect(december.day(day("2027-01-01"))?.selection == .rangeMiddle)
    // Too long a stay is refused; the stay kept is the last complete one.
    var long = DateSelection(.range(minNights: 1, maxNights: 30), bounds: options.bounds)
    long.tap(day("2027-02-01"))
    #expect(long.tap(day("2027-03-05")) == .refused(.rangeTooLong(nights: 32, maxNights: 30)))
    // Taps do not rebuild: the range hands back equal pages before and after.
    #expect(months[1] == months[1].with(nil) && months[1].selection == nil)
  }

  @Test(
    "a page says when the holiday arrangement for its year is not yet published, and shows the law's days as 预"
  )
  func arrangementNotPublished() throws {
    // The first year the table has no arrangement of (derived: adding a year keeps this green).
    let last = try #require(HolidayTable.mainlandChina.years.last)
    let next = last + 1
    let options = GridOptions(today: day("\(last)-11-30"))
    let december = try MonthGrid(year: last, month: 12, options: options)
    #expect(
      december.holidayCoverage == .partial(missing: [next]), "its out-dates reach into a year without data")
    let october = try MonthGrid(year: next, month: 10, options: options)
    #expect(october.holidayCoverage == .none(missing: [next]))
    #expect(october.coverageNote?.hasPrefix("\(next)年节假日安排尚未公布") == true)
    // The law makes 1–3 October statutory every year: shown as 预, never as a confirmed status.
    for dayOfMonth in 1...3 {
      let date = try #require(CivilDate(year: next, month: 10, day: dayOfMonth))
      let cell = try #require(october.day(date))
      #expect(cell.status == nil && cell.isProvisional && cell.badge?.text == "预" && cell.wageMultiplier == 3)
    }
    #expect(october.days.allSatisfy { $0.status == nil }, "nothing passes for confirmed")
  }
}
