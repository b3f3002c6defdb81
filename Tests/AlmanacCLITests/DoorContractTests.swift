import AlmanacTestSupport
import Almanac
import AlmanacQueries
import AlmanacServer
import Foundation
import Testing

@testable import AlmanacCLI

/// Every door derived from the questions' declarations says the same thing: each path of the
/// OpenAPI document answers JSON valid against the schema the document names, a refusal is the
/// error shape it names with a status it lists, and the MCP tools are the questions with the same
/// schemas. (The same document is checked by outside validators and clients in the slow suites:
/// openapi-spec-validator, schemathesis and the MCP SDK.)
@Suite("The doors derived from the questions")
struct DoorContractTests {
  static let today = CivilDate("2026-12-01") ?? .min
  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: DoorContractTests.today)
  }

  func get(_ path: String, _ query: [(String, String)] = []) -> (status: Int, body: String) {
    let response = service.respond(
      to: ServiceRequest(path: path, query: query.map { (name: $0.0, value: $0.1) }))
    return (response.status, String(decoding: response.bytes ?? [], as: UTF8.self))
  }

  /// The schemas the server's answers are checked against here (beside the command line's in
  /// JSONContractTests).
  static let schemas: Set<String> = [
    "workday-shift.json", "sources.json", "update-status.json", "error.json", "health.json", "timor-type.json",
    "timor-holiday.json", "timor-info.json", "timor-batch.json", "timor-year.json", "timor-next.json",
    "timor-workday.json", "timor-tts.json", "timor-error.json", "day-check.json", "schedule.json", "leave-plans.json", "moon-phase.json",
  ]

  /// A sample of each question's path, with the answer's schema and whether it is a list.
  static let samples: [(path: String, query: [(String, String)])] = [
    ("/v1/days/2026-10-01", []), ("/v1/days/2026-10-01T23:30", [("lateZi", "sameDay")]),
    ("/v1/days", [("from", "2026-09-28"), ("to", "2026-10-09")]), ("/v1/months/2026-02", [("locale", "en_US")]),
    ("/v1/years/2026", []), ("/v1/holidays/2026", [("region", "HK")]),
    ("/v1/holidays/\(Coverage.next)", [("assume", "law")]), ("/v1/workdays", [("from", "2026-01-01"), ("to", "2026-12-31")]),
    ("/v1/workdays/add", [("date", "2026-09-30"), ("days", "1")]), ("/v1/lunar/2026-02-17", []),
    ("/v1/lunar/2026-02-17..2026-03-01", []), ("/v1/solar/2025-L06-01", []), ("/v1/next/中秋", [("after", "2026-01-01")]),
    ("/v1/trading-days", [("from", "2026-01-01"), ("to", "2026-12-31"), ("market", "XHKG")]), ("/v1/terms/2026", []),
    ("/v1/sources", []), ("/v1/check/makeup-day", [("date", "2026-02-14")]),
    ("/v1/check/trading-day", [("date", "\(Coverage.next)-03-01"), ("assume", "law"), ("market", "XHKG")]),
    ("/v1/schedule", [("expression", "0 9 * * * workday"), ("from", "2026-09-30"), ("next", "20")]),
    ("/v1/schedule", [("expression", "30 16 * * * last trading-day XHKG"), ("policy", "hold"), ("from", "2026-06-01")]),
    ("/v1/plan-leave/2026", [("days", "3"), ("pattern", "big-small:2026-01-05..2026-12-31")]),
    ("/v1/plan-leave/\(Coverage.next)", [("days", "5"), ("top", "3")]),
    ("/v1/moon/2026", [("zone", "Europe/London")]),
    ("/v1/rrule", [("rule", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD"), ("start", "2020-06-06")]),
  ]

  @Test("every question's path answers its schema's JSON; a list answers an array of its elements")
  func questions() throws {
    var asked: Set<String> = []
    for sample in Self.samples {
      let answer = get(sample.path, sample.query)
      #expect(answer.status == 200, "\(sample.path): \(answer.body.prefix(200))")
      let question = try #require(Questions.all.first { $0.path.map { Self.matches(sample.path, $0) } ?? false })
      asked.insert(question.name)
      let schema = try JSONSchema(question.answer.schema + ".json")
      let node = try JSONReader.parse(answer.body)
      let elements = question.answer.isList ? node.array ?? [node] : [node]
      #expect(!elements.isEmpty, "\(sample.path)")
      for element in elements {
        let problems = try schema.problems(element)
        #expect(problems.isEmpty, "\(sample.path): \(problems.prefix(3))")
      }
    }
    #expect(asked == Set(Questions.all.filter { $0.path != nil }.map(\.name)), "a question's path is not sampled")
  }

  @Test("refusals: the error shape at the statuses the document lists; timor.tech's at its own")
  func refusals() throws {
    let error = try JSONSchema("error.json")
    for (path, query, status) in [
      ("/v1/days/2026-02-30", [(String, String)](), 400), ("/v1/workdays", [("from", "2026-12-31"), ("to", "2026-01-01")], 422),
      ("/v1/holidays/\(Coverage.next)", [], 422), ("/v1/days/2026-10-01", [("asume", "law")], 400), ("/v1/nothing", [], 404),
      ("/healthz", [("x", "1")], 400),
    ] {
      let answer = get(path, query)
      #expect(answer.status == status, "\(path): \(answer.status)")
      #expect(try error.problems(try JSONReader.parse(answer.body)).isEmpty, "\(path): \(answer.body)")
    }
    let timor = try JSONSchema("timor-error.json")
    for (path, status) in [("/api/holiday/info/2026-13-01", 400), ("/api/holiday/nope", 404), ("/api/holiday/year/\(Coverage.next)", 422)] {
      let answer = get(path)
      #expect(answer.status == status, "\(path): \(answer.status)")
      #expect(try timor.problems(try JSONReader.parse(answer.body)).isEmpty, "\(path): \(answer.body)")
    }
    let health = get("/healthz")
    #expect(try JSONSchema("health.json").problems(try JSONReader.parse(health.body)).isEmpty)
  }

  @Test("every timor.tech path the document lists answers its schema's JSON")
  func timor() throws {
    for route in TimorTechRoutes.all {
      let path = route.path.replacingOccurrences(of: "{date}", with: "2026-09-30").replacingOccurrences(
        of: "{year}", with: "2026-10")
      // Today in June: the next holiday is this year's, whatever day the suite runs.
      let query: [(String, String)] =
        (route.path.hasSuffix("batch") ? [("d", "2026-10-01"), ("d", "2026-10-11")] : []) + [
          ("type", "Y"), ("today", "2026-06-01"),
        ]
      let answer = get(path, query)
      #expect(answer.status == 200, "\(path): \(answer.body.prefix(200))")
      let problems = try JSONSchema(route.schema + ".json").problems(try JSONReader.parse(answer.body))
      #expect(problems.isEmpty, "\(path): \(problems.prefix(3))")
    }
  }

  @Test("the OpenAPI document: every question's path, its parameters by name, its answer's schema; served and printed alike")
  func openAPI() throws {
    let document = OpenAPIDocument.value
    #expect(document["openapi"]?.string == "3.1.0")
    for question in Questions.all {
      guard let path = question.path else { continue }
      let operation = try #require(document["paths"]?[path]?["get"], "\(path)")
      guard case .array(let parameters) = operation["parameters"] ?? .null else {
        Issue.record("\(path) has no parameters")
        continue
      }
      let names = parameters.compactMap { $0["name"]?.string }
      #expect(Set(question.parameters.map(\.name)).isSubset(of: Set(names)), "\(path): \(names)")
      #expect(operation["responses"]?["200"] != nil && operation["responses"]?["422"] != nil)
    }
    // Every component schema is a file of docs/schemas, and every file is a component.
    guard case .object(let components) = document["components"]?["schemas"] ?? .null else {
      Issue.record("no components")
      return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: JSONSchema.folder.path).filter { $0.hasSuffix(".json") }
    #expect(Set(components.map { $0.key + ".json" }) == Set(files))
    // The same bytes at /openapi.json and from `almanac openapi`.
    #expect(get("/openapi.json").body == String(decoding: OpenAPIDocument.json, as: UTF8.self))
    let printed = CLI.run(["openapi"])
    #expect(printed.status == 0 && printed.stdout == String(decoding: OpenAPIDocument.json, as: UTF8.self))
  }

  /// Whether a path matches a template (`/v1/days/{date}`).
  static func matches(_ path: String, _ template: String) -> Bool {
    let (segments, pattern) = (path.split(separator: "/"), template.split(separator: "/"))
    return segments.count == pattern.count
      && zip(segments, pattern).allSatisfy { $1.hasPrefix("{") || $0 == $1 }
  }
}

@Suite("A parameter declared once is in every door")
struct OneDeclarationTests {
  @Test("a new parameter of month, one line in its declaration, is in --help, /v1/months, the OpenAPI operation and the MCP tool")
  func newParameter() throws {
    let extra = Parameter<String>.label(
      "shadeWeekends", "word", "A made-up option of this test", example: "grey", defaultText: "none")
    let month = Questions.month.adding(extra)
    let help = QuestionSpecs.spec(month).help()
    #expect(help.contains("--shade-weekends <word>") && help.contains("A made-up option of this test (e.g. grey; default: none)."))
    let operation = OpenAPIDocument.operation(month)
    guard case .array(let parameters) = operation["parameters"] ?? .null else {
      Issue.record("no parameters")
      return
    }
    #expect(parameters.contains { $0["name"]?.string == "shadeWeekends" && $0["in"]?.string == "query" })
    #expect(MCPServer.tool(month)["inputSchema"]?["properties"]?["shadeWeekends"]?["maxLength"] == .int(16))
    // The server's allow-list and the MCP arguments are the declaration's: taken, and checked.
    _ = try QueryArguments(month, ["month": "2026-02", "shadeWeekends": "grey"], place: "/v1/months/2026-02")
    #expect(throws: QueryRefusal.self) {
      try QueryArguments(Questions.month, ["shadeWeekends": "grey"], place: "/v1/months/2026-02")
    }
  }

  @Test("todayLabel (今天 for 今日) is one such parameter: the cell says it at every door")
  func todayLabel() throws {
    let cli = CLI.run(["month", "2026-12", "--today", "2026-12-06", "--today-label", "今天", "--json"])
    #expect(cli.status == 0 && cli.stdout.contains(#""subtitle":"今天""#), "\(cli.stderr)")
    let plain = CLI.run(["month", "2026-12", "--today", "2026-12-06", "--json"])
    #expect(plain.stdout.contains(#""subtitle":"今日""#))
    let service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-06"))
    let answer = service.respond(to: ServiceRequest(path: "/v1/months/2026-12", query: [("todayLabel", "今天")]))
    #expect(answer.status == 200 && String(decoding: answer.bytes ?? [], as: UTF8.self).contains(#""subtitle":"今天""#))
    #expect(service.respond(to: ServiceRequest(path: "/v1/months/2026-12", query: [("todayLabel", "")])).status == 400)
    #expect(Questions.month.parameter("todayLabel") != nil && Questions.year.parameter("todayLabel") != nil)
  }
}

@Suite("The doors' JSON writer")
struct JSONValueTests {
  @Test("strings escape quotes, backslashes and every control character; other text is written as it is")
  func escapes() throws {
    let text = "引号\"\\/\n\r\t\u{0}\u{1B}\u{7F}\u{85}\u{9F}\u{2028}\u{2029}é😀"
    let bytes = JSONValue.object(["s": .string(text), "n": .null, "a": .array([.int(-1), .bool(true), .number(0.5)])]).bytes()
    let written = String(decoding: bytes, as: UTF8.self)
    #expect(
      written
        == #"{"s":"引号\"\\/\n\r\t\u0000\u001b\u007f\u0085\u009f\u2028\u2029é😀","n":null,"a":[-1,true,0.5]}"#)
    let read = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(read["s"] as? String == text)
    #expect(JSONValue.object(["a": .array([]), "o": .object([])]).text(pretty: true) == "{\n  \"a\": [],\n  \"o\": {}\n}")
  }
}
