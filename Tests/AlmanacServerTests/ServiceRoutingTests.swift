import Almanac
import AlmanacServer
import Foundation
import Testing

/// The service's answers, asked directly (no network): each path's value in its one JSON shape,
/// the same bytes the CLI prints, and HTTP's manners.
@Suite("almanac serve: routes")
struct ServiceRoutingTests {
  static let today = CivilDate("2026-12-01") ?? .min
  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: ServiceRoutingTests.today)
  }

  func get(
    _ path: String, _ query: [(String, String)] = [], accept: String? = nil, ifNoneMatch: String? = nil
  )
    -> (status: Int, body: String, headers: [String: String])
  {
    let answer = service.answer(
      ServiceRequest(
        path: path, query: query.map { (name: $0.0, value: $0.1) }, accept: accept, ifNoneMatch: ifNoneMatch))
    return (answer.status, String(decoding: answer.bytes, as: UTF8.self), answer.headers)
  }

  @Test("a day is DayFacts' JSON, the bytes `almanac day --json` prints")
  func day() throws {
    let answer = get("/v1/days/2026-10-01")
    #expect(answer.status == 200)
    let expected = try JSONLinesEncoder().encode(DayFacts(date: try #require(CivilDate("2026-10-01"))))
    #expect(answer.body == String(decoding: expected, as: UTF8.self))
    #expect(answer.headers["Content-Type"] == "application/json; charset=utf-8")
    #expect(answer.headers["Access-Control-Allow-Origin"] == "*")
    let korean = get("/v1/days/2026-10-01", [("calendar", "korean")])
    #expect(korean.body.contains(#""region":"KR""#), "a Korean day shows South Korea's holidays unless asked")
    #expect(get("/v1/days/2026-09-02", [("calendar", "vietnamese")]).body.contains(#""region":"VN","status":"holiday""#))
    #expect(
      get("/v1/days/2026-10-01", [("calendar", "korean"), ("region", "CN")]).body.contains(#""region":"CN""#))
  }

  @Test("a time of day is DayFacts with its 时辰 and 八字, the bytes `almanac day TIME --json` prints")
  func time() throws {
    let answer = get("/v1/days/2026-03-01T23:30", [("lateZi", "sameDay")])
    #expect(answer.status == 200)
    let time = try #require(BeijingTime("2026-03-01T23:30"))
    let expected = try JSONLinesEncoder().encode(DayFacts(time: time, lateZi: .sameDay))
    #expect(answer.body == String(decoding: expected, as: UTF8.self))
    #expect(
      answer.body.contains(
        #""eightChar":{"year":"丙午","month":"庚寅","day":"甲戌","hour":"丙子","lateZi":"sameDay"}"#))
    #expect(
      get("/v1/days/2026-03-01T15:30Z").body.contains(#""day":"乙亥""#), "nextDay by default; Z converted")
    #expect(get("/v1/days/2026-03-01").body.contains(#""hour":null"#))
    for (path, query) in [
      ("/v1/days/2026-03-01T25:00", []), ("/v1/days/0999-03-01T10:00", []),
      ("/v1/days/2026-03-01T10:00", [("lateZi", "noon")]),
    ] {
      let bad = get(path, query)
      #expect(bad.status == 400 && bad.body.contains("badRequest"), "\(path)")
    }
  }

  @Test("entity tags: the same answer has the same tag, If-None-Match gives 304 with the 200's length")
  func etags() throws {
    let first = get("/v1/holidays/2026")
    let tag = try #require(first.headers["ETag"])
    #expect(get("/v1/holidays/2026").headers["ETag"] == tag)
    #expect(get("/v1/holidays/2025").headers["ETag"] != tag)
    let cached = get("/v1/holidays/2026", ifNoneMatch: tag)
    // The body a 304 hands the engine is the 200's, for its Content-Length only: the engine sends
    // none (ServeEndToEndTests reads the wire).
    #expect(cached.status == 304 && cached.body == first.body && cached.headers["ETag"] == tag)
    #expect(first.headers["Cache-Control"] == "public, max-age=300", "this year: short")
    #expect(get("/v1/holidays/2020").headers["Cache-Control"] == "public, max-age=86400", "a past year: long")
    #expect(get("/healthz").headers["Cache-Control"] == "no-store")
  }

  @Test(
    "errors: 400 bad input, 404 unknown path, 405 with Allow, 422 a year not published, in the CLI's words")
  func errors() throws {
    let bad = get("/v1/days/2026-02-30")
    #expect(bad.status == 400)
    #expect(
      bad.body
        == #"{"error":{"code":"badRequest","message":"'2026-02-30' is not a valid date for date; use YYYY-MM-DD naming a real day in 0001-01-01...9999-12-31"}}"#
    )
    #expect(get("/v1/nothing").status == 404)
    #expect(get("/../../etc/passwd").status == 404)
    let post = service.respond(to: ServiceRequest(method: "POST", path: "/v1/days/2026-10-01"))
    #expect(post.status == 405 && post.headers.contains { $0.name == "Allow" && $0.value == "GET, HEAD, OPTIONS" })
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    let unpublished = get("/v1/holidays/\(next)")
    #expect(unpublished.status == 422 && unpublished.body.contains("covered: 2004...\(next - 1)"))
    #expect(get("/v1/holidays/\(next)", [("assume", "law")]).status == 200)
    #expect(get("/v1/workdays", [("from", "2026-12-01"), ("to", "\(next)-01-31")]).status == 422)
    #expect(get("/v1/workdays", [("from", "2026-12-01")]).body.contains("to is missing"))
    // Each day is one; together they are more than an array holds (422: the schema allows each).
    let all = get("/v1/days", [("from", "0001-01-01"), ("to", "9999-12-31")])
    #expect(all.status == 422 && all.body.contains("application/x-ndjson"), "an array is bounded: \(all.body)")
  }

  @Test("every /v1 value is the CLI's: holidays, workdays, add, lunar, solar, next, month cells, sources")
  func values() throws {
    let holidays = get("/v1/holidays/2026").body
    let lines = HolidayTable.mainlandChina.days(inYear: 2026).map {
      String(decoding: (try? JSONLinesEncoder().encode($0)) ?? [], as: UTF8.self)
    }
    #expect(holidays == "[" + lines.joined(separator: ",") + "]")
    #expect(
      get("/v1/workdays", [("from", "2026-01-01"), ("to", "2026-12-31")]).body.contains(#""workdays":248"#))
    #expect(
      get("/v1/workdays/add", [("date", "2026-09-30"), ("days", "3")]).body
        == #"{"date":"2026-09-30","days":3,"result":"2026-10-10"}"#)
    #expect(get("/v1/lunar/2026-02-17").body.contains(#""text":"正月初一""#))
    #expect(get("/v1/solar/2025-L06-01").body.hasPrefix(#"{"date":"2025-07-25""#))
    #expect(get("/v1/next/中秋").body.contains(#""date":"2027-09-15""#))
    let cells = get("/v1/months/2026-02").body
    #expect(cells.hasPrefix(#"[{"date":"2026-01-26","row":0,"column":0"#))
    #expect(
      get("/v1/months/2026-02", [("locale", "en_US")]).body.contains(#""festivals":["Spring Festival"]"#))
    #expect(get("/v1/sources").body.contains(#""kind":"builtIn""#))
    #expect(get("/healthz").body.hasPrefix(#"{"status":"ok","dataVersion":""#))
  }

  @Test("a span as JSON Lines is streamed a month at a time, for any span")
  func stream() throws {
    let response = service.respond(
      to: ServiceRequest(
        path: "/v1/days", query: [(name: "from", value: "0001-01-01"), (name: "to", value: "9999-12-31")],
        accept: "application/x-ndjson"))
    guard case .stream(let next) = response.body else {
      Issue.record("not streamed")
      return
    }
    let first = String(decoding: try #require(next()), as: UTF8.self)
    #expect(first.hasPrefix(#"{"date":"0001-01-01""#) && first.split(separator: "\n").count == 31)
    let short = service.respond(
      to: ServiceRequest(
        path: "/v1/days", query: [(name: "from", value: "2026-02-27"), (name: "to", value: "2026-03-02")],
        accept: "application/x-ndjson"))
    guard case .stream(let more) = short.body else {
      Issue.record("a span with Accept: application/x-ndjson is not streamed")
      return
    }
    var lines = 0
    while let chunk = more() { lines += String(decoding: chunk, as: UTF8.self).split(separator: "\n").count }
    #expect(lines == 4)
  }
}

@Suite("almanac serve: the published tree")
struct ServedTreeTests {
  @Test("a feed is the published file, byte for byte, with its media type and an hour's caching")
  func feed() throws {
    let service = AlmanacService(
      state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-01"))
    let response = service.respond(to: ServiceRequest(path: "/holidays/CN/2026.ics"))
    #expect(response.status == 200)
    #expect(response.bytes == Array(HolidayTable.mainlandChina.icsFeed(years: 2026...2026).utf8))
    #expect(
      response.headers.contains { $0.name == "Content-Type" && $0.value == "text/calendar; charset=utf-8" })
    #expect(response.headers.contains { $0.name == "Cache-Control" && $0.value == "public, max-age=3600" })
    #expect(service.respond(to: ServiceRequest(path: "/holidays/CN/1999.ics")).status == 404)
    #expect(service.respond(to: ServiceRequest(path: "/holidays/../../etc/passwd")).status == 404)
  }
}
