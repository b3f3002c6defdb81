import Almanac
import AlmanacQueries
import AlmanacServer
import Foundation

/// The doors over the library: a question asked through its declaration (the words checked,
/// the answer made, its JSON written) next to the library call it makes; an MCP tool call as
/// `almanac mcp` handles it (a JSON-RPC line parsed, answered and framed); an uncached `/v1`
/// request through the service's routing, next to the same answer from its cache.
struct DoorBenchmarks {
  /// Tables in memory, as the server holds them.
  struct Tables: QueryTables {
    let state: ServiceState

    func table(region: HolidayRegion?, calendar: LunarCalendar) throws(QueryRefusal) -> HolidayTable? {
      state.tables[region ?? .mainlandChina]
    }

    func sources(region: HolidayRegion?) throws(QueryRefusal) -> SourcesAnswer {
      SourcesAnswer(dataVersion: state.dataVersion, sources: state.sources, update: nil)
    }
  }

  func run() -> [ReportRow] {
    guard let state = try? ServiceState(setup: HolidaySetup()) else { return [] }
    let context = QueryContext(tables: Tables(state: state), today: benchDate("2026-12-06"))
    let days = (0..<365).map { benchDate("2026-01-01").adding(days: $0) }
    let direct = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days {
        let facts = DayFacts(date: day, calendar: .chinese, holidays: state.tables[.mainlandChina])
        sum &+= (try? JSONLinesEncoder().encode(facts).count) ?? 0
      }
      return sum
    }
    let asked = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days {
        guard let arguments = try? QueryArguments(Questions.day, ["date": day.description]),
          let answer = try? Questions.day.answer(arguments, context)
        else { continue }
        sum &+= answer.json().count
      }
      return sum
    }
    let server = MCPServer(context: { context })
    let lines = days.map {
      Array(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"day","arguments":{"date":"\#($0)"}}}"#.utf8)
    }
    let mcp = Harness.measure(operations: lines.count) {
      var sum = 0
      var session = MCPSession(stateless: true)
      for line in lines { sum &+= server.handle(line, &session)?.count ?? 0 }
      return sum
    }
    let service = AlmanacService(state: state, today: benchDate("2026-12-06"))
    // A different today each round keeps every request a new cache key: routing and answering.
    var round = 0
    let routed = Harness.measure(operations: days.count) {
      round += 1
      var sum = 0
      for day in days {
        let request = ServiceRequest(
          path: "/v1/days/\(day)", query: [(name: "today", value: benchDate("2026-01-01").adding(days: round % 300).description)])
        sum &+= service.respond(to: request).byteCount ?? 0
      }
      return sum
    }
    let cached = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= service.respond(to: ServiceRequest(path: "/v1/days/\(day)")).byteCount ?? 0 }
      return sum
    }
    return [
      ReportRow(
        operation: "day asked through its question", almanac: asked, baselines: [("DayFacts + JSON", direct)],
        goal: "≤ 1.1× the library"),
      ReportRow(
        operation: "MCP tools/call day", almanac: mcp, baselines: [("DayFacts + JSON", direct)], goal: "≤ 1 ms"),
      ReportRow(
        operation: "/v1/days/{date}, uncached", almanac: routed, baselines: [("the same, cached", cached)],
        goal: "≤ 20 µs"),
    ]
  }
}
