import Almanac
@testable import AlmanacServer
import Foundation
import Testing

/// What no request may do to the service: step a search past the calendar's ends, carry a number
/// that traps, grow its memory, or reach a file by another spelling. Asked directly (no
/// network): a trap here ends the test process, so each of these fails loudly without its fix.
@Suite("almanac serve: the edges of the calendar and of the numbers")
struct ServiceEdgeTests {
  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-01"))
  }

  func get(_ path: String, _ query: [(String, String)] = []) -> (status: Int, body: String) {
    let response = service.respond(
      to: ServiceRequest(path: path, query: query.map { (name: $0.0, value: $0.1) }))
    return (response.status, String(decoding: response.bytes ?? [], as: UTF8.self))
  }

  /// The dates at and just past the ends of the supported range, and other awkward ones.
  static let edgeDates = [
    "0001-01-01", "0001-01-02", "9999-12-31", "9999-12-30", "9999-12-25", "0000-12-31", "10000-01-01",
    "2026-02-29", "1-1-1", "9999-12-31T23:59", "0001-01-01T00:00+14:00",
  ]

  @Test("a search stepped past 9999-12-31 or before 0001-01-01 answers 4xx on every route that searches")
  func searchesAtTheEnds() {
    // Was: /api/holiday/next/9999-12-31 trapped ("9999-12-31 + 1 days is outside …").
    let next = get("/api/holiday/next/9999-12-31")
    #expect(next.status == 400 && next.body.contains("no day after 9999-12-31"), "\(next.body)")
    for date in Self.edgeDates {
      let paths: [(String, [(String, String)])] = [
        ("/v1/days/\(date)", []), ("/v1/lunar/\(date)", []), ("/api/holiday/info/\(date)", []),
        ("/api/holiday/next/\(date)", []), ("/api/holiday/workday/next/\(date)", []),
        ("/api/holiday/batch", [("d", date)]), ("/v1/next/中秋", [("after", date)]),
        ("/v1/next/冬至", [("after", date)]), ("/v1/days", [("from", date), ("to", date)]),
        ("/v1/workdays", [("from", date), ("to", "9999-12-31"), ("assume", "weekends")]),
        ("/v1/workdays", [("from", "0001-01-01"), ("to", date), ("assume", "law")]),
        ("/v1/trading-days", [("from", date), ("to", "9999-12-31")]),
        ("/v1/workdays/add", [("date", date), ("days", "1"), ("assume", "weekends")]),
        ("/v1/workdays/add", [("date", date), ("days", "-1"), ("assume", "weekends")]),
        ("/v1/months/2026-01", [("today", date)]),
      ]
      for (path, query) in paths {
        let answer = get(path, query)
        #expect((200..<500).contains(answer.status), "\(path) \(query): \(answer.status)")
      }
    }
    for year in ["0", "1", "9999", "10000", "-1"] {
      for path in [
        "/v1/holidays/\(year)", "/api/holiday/year/\(year)", "/v1/months/\(year)-12", "/v1/months/\(year)-01",
        "/v1/solar/\(year)-12-30", "/v1/solar/\(year)-L12-30", "/holidays/CN/\(year).ics",
      ] {
        #expect((200..<500).contains(get(path).status), "\(path)")
      }
    }
  }

  @Test("every number a request carries is checked before any arithmetic: Int.min, Int.max, beyond")
  func integerEdges() {
    // Was: days=-9223372036854775808 trapped in abs().
    for days in [
      "-9223372036854775808", "9223372036854775807", "-9223372036854775809", "99999999999999999999", "100001",
      "-100001", "1e3", "+5", " 5", "",
    ] {
      let answer = get("/v1/workdays/add", [("date", "2026-01-01"), ("days", days)])
      #expect(answer.status == 400 || (days == "+5" && answer.status == 200), "days=\(days): \(answer.status)")
    }
    // Within the count's range but past the calendar's end: a 422 naming it (each value is one;
    // together they walk out of the dates), not "not published".
    let far = get("/v1/workdays/add", [("date", "9999-06-01"), ("days", "100000"), ("assume", "weekends")])
    #expect(far.status == 422 && far.body.contains("past 9999-12-31"), "\(far.body)")
    let early = get("/v1/workdays/add", [("date", "0001-06-01"), ("days", "-1000"), ("assume", "weekends")])
    #expect(early.status == 422 && early.body.contains("before 0001-01-01"), "\(early.body)")
  }

  @Test("a parameter the path does not read is a 400 naming it and the one meant")
  func unknownParameters() {
    let misspelled = get("/v1/workdays", [("from", "2026-01-01"), ("to", "2026-12-31"), ("asume", "law")])
    #expect(misspelled.status == 400)
    #expect(misspelled.body.contains("'asume' is not a parameter") && misspelled.body.contains("did you mean 'assume'"))
    let first = get("/v1/months/2026-02", [("firstweekday", "monday")])
    #expect(first.status == 400 && first.body.contains("did you mean 'firstWeekday'"), "\(first.body)")
    #expect(get("/holidays/CN.ics", [("v", "1")]).status == 400)
    #expect(get("/v1/days/2026-10-01", [("today", "2026-10-01")]).status == 200, "today is taken everywhere")
    #expect(get("/api/holiday/next/2026-09-01", [("type", "Y"), ("week", "Y")]).status == 200)
  }

  @Test("the published tree answers its own paths only, and keeps each file once")
  func treeAliases() throws {
    #expect(get("/holidays/CN/2026.ics").status == 200)
    for alias in [
      "/holidays/CN/02026.ics", "/holidays/CN/+2026.ics", "/holidays/CN/2026.ics.", "/days/01999.ics",
      "/html/CN/+2026.html", "/holidays/CN/2026.exe",
    ] {
      #expect(get(alias).status == 404, "\(alias)")
    }
    let before = service.state.publishedBytes
    for index in 0..<200 { _ = get("/holidays/CN/\(index).ics") }
    _ = get("//holidays//CN/2026.ics")
    _ = get("/holidays/CN/2026.ics", [("today", "2026-01-02")])
    #expect(service.state.publishedBytes == before, "404s and other spellings keep nothing")
    #expect(service.state.answers.usage.entries == 0, "the tree's files are not kept a second time")
  }

  @Test("the answer cache counts keys as well as bytes, and keeps no key past its limit")
  func cacheBounds() {
    let cache = service.state.answers
    for index in 0..<2_000 {
      let day = CivilDate(daysSince1970: index) ?? .min
      _ = get("/v1/lunar/\(day)", [("names", "en")])
    }
    let usage = cache.usage
    #expect(usage.entries == 2_000)
    #expect(usage.bytes >= usage.entries * AnswerCache.entryOverhead, "every entry counts its overhead")
    // A key over the limit is answered but not kept.
    _ = get("/v1/months/2026-02", [("locale", "zh_CN@" + String(repeating: "a", count: 2_000))])
    #expect(cache.usage.entries <= 2_000)
    #expect(AnswerCache.key(ServiceRequest(path: "/" + String(repeating: "x", count: 2_000)), today: .min) == nil)
  }

  @Test("a refused request's framing or query is answered with the engine's status, and closes for 400")
  func problems() {
    let framing = service.respond(
      to: ServiceRequest(path: "/healthz", problem: (400, "the request gives differing Content-Length values")))
    #expect(framing.status == 400 && framing.headers.contains { $0.name == "Connection" && $0.value == "close" })
    let query = service.respond(
      to: ServiceRequest(path: "/healthz", problem: (414, "the query has more arguments than any path reads")))
    #expect(query.status == 414)
    #expect(String(decoding: query.bytes ?? [], as: UTF8.self).contains(#""code":"uriTooLong""#))
  }
}
