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
    "sold-out nights: shown disabled, refused with the app's reason, never inside a stay; check-out may be one"
  )
  func soldOut() throws {
    let today = day("2026-11-30")
    var options = GridOptions(today: today)
    options.disablePast = true
    options.unavailableDates[day("2026-12-24")] = "sold out"
    options.unavailableDates[day("2026-12-25")] = "sold out"
    let december = try MonthGrid(year: 2026, month: 12, options: options)
    #expect(december.day(day("2026-12-24"))?.isEnabled == false)
    #expect(december.day(day("2026-12-23"))?.isEnabled == true)
    var stay = DateSelection(.range(minNights: 1, maxNights: 30), bounds: options.bounds)
    let refused = stay.tap(day("2026-12-24"))
    #expect(refused == .refused(.disabled(.unavailable(day("2026-12-24"), reason: "sold out"))))
    if case .refused(let refusal) = refused {
      #expect(refusal.description == "2026-12-24 cannot be picked: sold out")
    }
    // In on the 22nd: out on the 24th is fine (the morning after the last night), and the page
    // shows the 24th enabled as a check-out while check-in waits for it.
    #expect(stay.tap(day("2026-12-22")) == .rangeStarted(day("2026-12-22")))
    #expect(december.with(stay).day(day("2026-12-24"))?.isEnabled == true)
    #expect(december.with(stay).day(day("2026-12-25"))?.isEnabled == false)
    // Out on the 27th would include the sold-out nights: refused, naming the first.
    #expect(
      stay.tap(day("2026-12-27")) == .refused(.includesUnavailable(day("2026-12-24"), reason: "sold out")))
    #expect(
      stay.tap(day("2026-12-24"))
        == .rangeCompleted(start: day("2026-12-22"), end: day("2026-12-24"), nights: 2))
    // A span of days (not nights) may not end on a closed day either.
    var span = DateSelection(.dayRange(minDays: 1, maxDays: 15), bounds: options.bounds)
    span.tap(day("2026-12-20"))
    #expect(
      span.tap(day("2026-12-26")) == .refused(.includesUnavailable(day("2026-12-24"), reason: "sold out")))
  }

  @Test("the last bookable night may be the maximum date, with check-out the day after")
  func checkOutAfterMaximum() throws {
    let today = day("2026-11-30")
    var options = GridOptions(today: today)
    options.maximumDate = day("2026-12-31")
    var stay = DateSelection(.range(minNights: 1, maxNights: 30), bounds: options.bounds)
    let january = try MonthGrid(year: 2027, month: 1, options: options)
    #expect(january.day(day("2027-01-01"))?.isEnabled == false)
    // Without a check-in, 1 January cannot be picked (it would be a night after the maximum).
    #expect(
      stay.tap(day("2027-01-01"))
        == .refused(.disabled(.afterMaximum(day("2027-01-01"), maximum: day("2026-12-31")))))
    stay.tap(day("2026-12-30"))
    #expect(january.with(stay).day(day("2027-01-01"))?.isEnabled == true)
    #expect(january.with(stay).day(day("2027-01-02"))?.isEnabled == false)
    #expect(
      stay.tap(day("2027-01-02"))
        == .refused(.disabled(.afterMaximum(day("2027-01-02"), maximum: day("2026-12-31")))))
    #expect(
      stay.tap(day("2027-01-01"))
        == .rangeCompleted(start: day("2026-12-30"), end: day("2027-01-01"), nights: 2))
    // A span of days keeps every day inside the bounds.
    var span = DateSelection(.dayRange(minDays: 1, maxDays: 15), bounds: options.bounds)
    span.tap(day("2026-12-30"))
    #expect(
      span.tap(day("2027-01-01"))
        == .refused(.disabled(.afterMaximum(day("2027-01-01"), maximum: day("2026-12-31")))))
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
