import Almanac
import AlmanacServer
import Foundation
import Testing

/// timor.tech's holiday API as its clients read it, checked against its documentation (as
/// reposted, e.g. cnblogs.com/yebuzhiqiu/p/14794711.html, and the field comments client projects
/// copied from it) and against its answers that client projects recorded (data/SOURCES.md,
/// "timor.tech"), not against this service's own output.
@Suite("almanac serve: a timor.tech drop-in")
struct TimorTechTests {
  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-02"))
  }

  func get(_ path: String, _ query: [(String, String)] = []) -> (status: Int, json: [String: Any], body: String) {
    let response = service.respond(
      to: ServiceRequest(path: path, query: query.map { (name: $0.0, value: $0.1) }))
    let bytes = response.bytes ?? []
    let json = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
    return (response.status, json, String(decoding: bytes, as: UTF8.self))
  }

  @Test("info: type 0–3 with its name and week, holiday null on a plain day; 2018-3-2 as 2018-03-02")
  func info() {
    #expect(
      get("/api/holiday/info/2026-10-10").body
        == #"{"code":0,"type":{"type":3,"name":"国庆节后补班","week":6},"holiday":{"holiday":false,"name":"国庆节后补班","wage":1,"date":"2026-10-10","after":true,"target":"国庆节"}}"#
    )
    #expect(
      get("/api/holiday/info/2026-10-01").body
        == #"{"code":0,"type":{"type":2,"name":"国庆节","week":4},"holiday":{"holiday":true,"name":"国庆节","wage":3,"date":"2026-10-01"}}"#
    )
    #expect(get("/api/holiday/info/2026-12-05").body == #"{"code":0,"type":{"type":1,"name":"周六","week":6},"holiday":null}"#)
    // The documentation's own examples: the same day with and without zeros, and today.
    #expect(get("/api/holiday/info/2018-3-2").body == get("/api/holiday/info/2018-03-02").body)
    #expect(get("/api/holiday/info/2018-03-02").body == #"{"code":0,"type":{"type":0,"name":"周五","week":5},"holiday":null}"#)
    #expect(get("/api/holiday/info").body == get("/api/holiday/info/2026-12-02").body)
  }

  @Test("batch: d=…&d=… or the old d=a,b, at most 50, holiday keyed by the dates as given, type with type=Y")
  func batch() {
    let answer = get("/api/holiday/batch", [("d", "2017-10-01"), ("d", "2018-3-2"), ("type", "Y")])
    let holidays = answer.json["holiday"] as? [String: Any]
    // The documentation's example: 2017-10-01 国庆节, triple pay.
    let national = holidays?["2017-10-01"] as? [String: Any]
    #expect(national?["holiday"] as? Bool == true && national?["name"] as? String == "国庆节" && national?["wage"] as? Int == 3)
    #expect(holidays?["2018-3-2"] is NSNull, "keyed as given, null on a plain day")
    let types = answer.json["type"] as? [String: [String: Any]]
    #expect(types?["2018-3-2"]?["type"] as? Int == 0 && types?["2017-10-01"]?["week"] as? Int == 7)
    #expect(get("/api/holiday/batch", [("d", "2017-10-01,2018-03-02")]).json["type"] == nil, "no type unless type=Y")
    #expect(get("/api/holiday/batch", [("d", Array(repeating: "2026-01-01", count: 51).joined(separator: ","))]).status == 400)
  }

  @Test("year: holiday keyed MM-DD, type keyed by the full date with type=Y, weekends with week=Y, 2019-2 as 2019-02")
  func year() throws {
    // The documentation's example: 2018-10-01 国庆节, wage 3.
    let year = get("/api/holiday/year/2018", [("type", "Y")])
    let holidays = try #require(year.json["holiday"] as? [String: [String: Any]])
    #expect(holidays["10-01"]?["name"] as? String == "国庆节" && holidays["10-01"]?["wage"] as? Int == 3)
    #expect(holidays["10-01"]?["date"] as? String == "2018-10-01")
    let types = try #require(year.json["type"] as? [String: [String: Any]])
    #expect(Set(types.keys) == Set(holidays.values.compactMap { $0["date"] as? String }), "one type per entry")
    #expect(get("/api/holiday/year/2026-2").body == get("/api/holiday/year/2026-02").body)
    let month = try #require(get("/api/holiday/year/2026-02").json["holiday"] as? [String: [String: Any]])
    #expect(month.keys.allSatisfy { $0.hasPrefix("02-") } && month["02-17"] != nil)
    // week=Y: every weekend day off too, a holiday winning where they meet, a 补班 still a workday.
    let weeks = try #require(get("/api/holiday/year/2026-02", [("week", "Y")]).json["holiday"] as? [String: [String: Any]])
    #expect(weeks["02-07"]?["name"] as? String == "周六" && weeks["02-07"]?["holiday"] as? Bool == true)
    #expect(weeks["02-15"]?["name"] as? String == "春节", "a Sunday in 春节 is 春节")
    #expect(weeks["02-14"]?["holiday"] as? Bool == false, "the Saturday 补班 is not a day off")
    #expect(month["02-07"] == nil)
    #expect(get("/api/holiday/year").body == get("/api/holiday/year/2026").body, "this year by default")
  }

  /// What timor.tech answered for 2025's 国庆节、中秋节 (recorded by client projects): one
  /// festival per day, the make-up day after, targeting 国庆节.
  @Test("a combined holiday's days are named one festival each, as timor.tech answered 2025-10")
  func combined() throws {
    let month = try #require(get("/api/holiday/year/2025-10").json["holiday"] as? [String: [String: Any]])
    let names = month.mapValues { $0["name"] as? String ?? "" }
    #expect(
      names == [
        "10-01": "国庆节", "10-02": "国庆节", "10-03": "国庆节", "10-04": "国庆节", "10-05": "国庆节",
        "10-06": "中秋节", "10-07": "国庆节", "10-08": "国庆节", "10-11": "国庆节后补班",
      ])
    #expect(month["10-11"]?["after"] as? Bool == true && month["10-11"]?["target"] as? String == "国庆节")
    // 2024's 春节前补班 on 02-04 (also recorded).
    let makeUp = get("/api/holiday/info/2024-02-04").json["holiday"] as? [String: Any]
    #expect(makeUp?["name"] as? String == "春节前补班" && makeUp?["after"] as? Bool == false && makeUp?["target"] as? String == "春节")
  }

  @Test("next: the next holiday and the 调休 before it (not after), rest counted from the date; type=Y, week=Y")
  func next() throws {
    // The documentation's example: on 2018-09-28, 国庆节 2018-10-01 in 3 days, with the 调休
    // 2018-09-29 before it in 1.
    let doc = get("/api/holiday/next/2018-09-28")
    let holiday = try #require(doc.json["holiday"] as? [String: Any])
    #expect(holiday["name"] as? String == "国庆节" && holiday["date"] as? String == "2018-10-01")
    #expect(holiday["rest"] as? Int == 3 && holiday["wage"] as? Int == 3 && holiday["holiday"] as? Bool == true)
    let workday = try #require(doc.json["workday"] as? [String: Any])
    #expect(workday["date"] as? String == "2018-09-29" && workday["rest"] as? Int == 1)
    #expect(workday["holiday"] as? Bool == false && workday["after"] as? Bool == false)
    #expect(workday["target"] as? String == "国庆节")
    #expect(doc.json["type"] == nil)
    // Was: 中秋节 09-25 came with 国庆节后补班 10-10, a make-up day after it.
    let mid = get("/api/holiday/next/2026-09-20")
    #expect((mid.json["holiday"] as? [String: Any])?["date"] as? String == "2026-09-25")
    #expect(mid.json["workday"] is NSNull)
    // type=Y: the two days' types.
    let typed = try #require(get("/api/holiday/next/2026-02-01", [("type", "Y")]).json["type"] as? [String: [String: Any]])
    #expect(typed["holiday"]?["type"] as? Int == 2 && typed["workday"]?["type"] as? Int == 3)
    // week=Y: a plain weekend counts; the documentation's special case, a Saturday 调休 before a
    // Sunday off: holiday the Sunday, workday the Saturday.
    let weekend = try #require(get("/api/holiday/next/2026-12-02", [("week", "Y")]).json["holiday"] as? [String: Any])
    #expect(weekend["date"] as? String == "2026-12-05" && weekend["name"] as? String == "周六" && weekend["rest"] as? Int == 3)
    let special = get("/api/holiday/next/2026-02-13", [("week", "Y")])
    #expect((special.json["holiday"] as? [String: Any])?["date"] as? String == "2026-02-15")
    #expect((special.json["workday"] as? [String: Any])?["date"] as? String == "2026-02-14")
  }

  @Test("workday/next: the next working day (a 补班 included), typed, with rest")
  func workdayNext() throws {
    let after = try #require(get("/api/holiday/workday/next/2026-10-01").json["workday"] as? [String: Any])
    #expect(after["date"] as? String == "2026-10-08" && after["type"] as? Int == 0 && after["rest"] as? Int == 7)
    #expect(after["name"] as? String == "周四" && after["week"] as? Int == 4)
    let makeUp = try #require(get("/api/holiday/workday/next/2026-10-09").json["workday"] as? [String: Any])
    #expect(makeUp["date"] as? String == "2026-10-10" && makeUp["type"] as? Int == 3 && makeUp["name"] as? String == "国庆节后补班")
  }

  /// The first year after the table's last: derived, so a new year's notice keeps this green.
  var unpublished: Int { (HolidayTable.mainlandChina.years.last ?? 2026) + 1 }

  @Test("a year not published is never 'no holidays': code -1 with the year on every route, or the law with assume=law")
  func unpublishedYear() throws {
    let year = unpublished
    let lastDay = "\(year - 1)-12-31"
    let paths: [(String, [(String, String)])] = [
      ("/api/holiday/next/\(year - 1)-12-30", []), ("/api/holiday/workday/next/\(lastDay)", []),
      ("/api/holiday/year/\(year)", []), ("/api/holiday/info/\(year)-03-02", []),
      ("/api/holiday/batch", [("d", "\(year)-01-01")]),
    ]
    for (path, query) in paths {
      let answer = get(path, query)
      #expect(answer.status == 422, "\(path)")
      #expect(answer.json["code"] as? Int == -1, "\(path)")
      #expect((answer.json["msg"] as? String)?.contains("\(year)") == true, "\(path): \(answer.body)")
      #expect(answer.json["holiday"] == nil)
    }
    // assume=law: the law's 元旦, marked provisional; weekends: plain weekends.
    let law = try #require(
      get("/api/holiday/next/\(year - 1)-12-30", [("assume", "law")]).json["holiday"] as? [String: Any])
    #expect(law["date"] as? String == "\(year)-01-01" && law["name"] as? String == "元旦")
    #expect(law["provisional"] as? Bool == true)
    let weekends = get("/api/holiday/workday/next/\(lastDay)", [("assume", "weekends")])
    #expect((weekends.json["workday"] as? [String: Any])?["provisional"] as? Bool == true)
    // A published day is never marked.
    #expect(!get("/api/holiday/info/2026-10-01", [("assume", "law")]).body.contains("provisional"))
  }

  @Test("tts, tts/next, tts/tomorrow: {code, tts}, a sentence that names the unpublished year")
  func spoken() throws {
    for path in ["/api/holiday/tts", "/api/holiday/tts/next", "/api/holiday/tts/tomorrow"] {
      let answer = get(path, [("today", "2026-09-16")])
      #expect(answer.status == 200 && answer.json["code"] as? Int == 0, "\(path)")
      #expect((answer.json["tts"] as? String)?.isEmpty == false, "\(path)")
    }
    let next = try #require(get("/api/holiday/tts/next", [("today", "2026-09-16")]).json["tts"] as? String)
    #expect(next.contains("中秋节") && next.contains("9天") && next.contains("9月20日"), "\(next)")
    let tomorrow = try #require(get("/api/holiday/tts/tomorrow", [("today", "2026-10-09")]).json["tts"] as? String)
    #expect(tomorrow.contains("国庆节后补班") && tomorrow.contains("上班"), "\(tomorrow)")
    let year = unpublished
    let ahead = try #require(get("/api/holiday/tts/next", [("today", "\(year - 1)-12-20")]).json["tts"] as? String)
    #expect(ahead.contains("\(year)年") && ahead.contains("没有公布") && ahead.contains("元旦"), "\(ahead)")
    #expect(get("/api/holiday/tts/yesterday").json["code"] as? Int == -1)
  }

  @Test("errors are code -1 with msg (and the HTTP status); what a path does not read is ignored, as timor.tech does")
  func errors() {
    let bad = get("/api/holiday/info/2026-13-01")
    #expect(bad.status == 400 && bad.json["code"] as? Int == -1 && bad.json["msg"] is String)
    // jQuery's cache:false sends `_=` on every call; `type` where a path has none; a misspelling.
    for (path, query) in [
      ("/api/holiday/info/2026-10-01", [("_", "1733212345678")]), ("/api/holiday/next", [("_", "1733212345678"), ("today", "2026-06-01")]),
      ("/api/holiday/info", [("type", "Y")]), ("/api/holiday/tts", [("type", "Y")]),
      ("/api/holiday/next/2026-01-01", [("tpye", "Y"), ("callback", "jQuery1")]),
    ] {
      let answer = get(path, query)
      #expect(answer.status == 200 && answer.json["code"] as? Int == 0, "\(path) \(query): \(answer.status)")
    }
    // Only Y asks for weekends; anything else is N, as timor.tech reads it.
    #expect(
      get("/api/holiday/next", [("week", "maybe"), ("today", "2026-06-01")]).body
        == get("/api/holiday/next", [("today", "2026-06-01")]).body)
    #expect(get("/api/holiday/nope").json["code"] as? Int == -1)
    // What it shares with /v1 is still read by its declaration.
    #expect(get("/api/holiday/info/2026-10-01", [("region", "J")]).status == 400)
  }
}
