import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The day feed streams: days and iCalendar pieces come a month at a time, in order, and stop
/// when the reader does; whole or in pieces, the bytes are the same.
@Suite("Day feed: streamed")
struct DayFeedStreamingTests {
  @Test("forEachDay over every supported day stops after the tenth when asked, in order")
  func stops() throws {
    var seen: [CivilDate] = []
    try DayFeed.forEachDay(from: .min, through: .max) { day in
      seen.append(day.date)
      return seen.count < 10
    }
    #expect(seen == (0..<10).map { CivilDate.min.adding(days: $0) })
  }

  @Test("the iCalendar feed in monthly pieces is the whole feed; a piece refused stops it")
  func pieces() throws {
    let start = try #require(CivilDate("2026-01-15"))
    let end = try #require(CivilDate("2026-04-10"))
    var pieces: [[UInt8]] = []
    try DayFeed.writeICS(from: start, through: end) { bytes in
      pieces.append(bytes)
      return true
    }
    #expect(pieces.count == 5, "January…April, then END:VCALENDAR")
    #expect(String(decoding: pieces.joined(), as: UTF8.self) == (try DayFeed.ics(from: start, through: end)))
    var taken = 0
    try DayFeed.writeICS(from: .min, through: .max) { _ in
      taken += 1
      return taken < 3
    }
    #expect(taken == 3)
  }

  @Test("no day of a feed is today, at either end of the supported dates")
  func noToday() throws {
    for (start, end) in [(CivilDate.min, CivilDate.min.adding(days: 40)), (CivilDate.max.adding(days: -40), .max)] {
      #expect(try DayFeed.days(from: start, through: end).allSatisfy { !$0.isToday })
    }
  }
}
