import Almanac
import AlmanacQueries

extension AlmanacService {
  /// The value a path names: a question's answer (its path in ``Questions``), the health check,
  /// the OpenAPI document, timor.tech's paths, or a file of the published tree.
  func route(_ context: RequestContext) throws(ServiceFailure) -> Answer {
    let path = context.request.path
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    switch parts.first {
    case "healthz"? where parts.count == 1:
      try context.only([])
      let health = Health(status: "ok", dataVersion: context.state.dataVersion, today: try context.todayValue())
      return .json(context.encode(health), .none)
    case "openapi.json"? where parts.count == 1:
      try context.only([])
      _ = try context.todayValue()
      return .json(OpenAPIDocument.json, .feed)
    case "v1"?:
      return try question(context)
    case "api"? where parts.count >= 2 && parts[1] == "holiday":
      return try timor(Array(parts.dropFirst(2)), context)
    case "holidays"?, "days"?, "html"?, "index.json"?:
      try context.only([])
      _ = try context.todayValue()
      // The published tree, byte for byte (no `..`: the path names a file the tree makes, never
      // a file on disk).
      let path = parts.joined(separator: "/")
      let entry: AnswerCache.Entry?
      do {
        entry = try context.state.publishedFile(path)
      } catch {
        throw ServiceFailure(status: 500, code: "internal", message: "\(path): \(error)")
      }
      guard let entry else { throw ServiceFailure(Refusals.notAPath(context.request.path)) }
      return .file(entry)
    default: throw ServiceFailure(Refusals.notAPath(context.request.path))
    }
  }

  /// A question's answer: the question its path names, asked with the path's words and the query
  /// (checked against its declaration before any is read), answered from the state in force.
  private func question(_ context: RequestContext) throws(ServiceFailure) -> Answer {
    let request = context.request
    guard let (question, pathWords) = HTTPRoutes.match(request.path) else {
      throw ServiceFailure(Refusals.notAPath(request.path))
    }
    let today = try context.todayValue()
    do throws(QueryRefusal) {
      // A path's own parameters are not taken again from the query; `today` is read everywhere.
      var words = pathWords
      for item in request.query {
        guard question.takes(item.name) && pathWords[item.name] == nil || HTTPRoutes.shared.contains(item.name)
        else {
          let taken = question.parameters.map(\.name).filter { pathWords[$0] == nil } + HTTPRoutes.shared
          throw Refusals.notAParameter(item.name, of: request.path, takes: taken)
        }
        words[item.name] = item.value
      }
      let arguments = try QueryArguments(question, words, spelling: .url, place: request.path, also: HTTPRoutes.shared)
      let answer = try question.answer(
        arguments, QueryContext(tables: ServiceTables(state: context.state, update: updateStatus), today: today))
      if question.answer.isList, context.wantsLines, let lines = answer.lines() { return .lines(lines) }
      if question.answer.isList, answer.count > DaysAnswer.mostInAnArray, let span = HTTPRoutes.span(of: arguments) {
        throw Refusals.tooLongForAnArray(
          span.lowerBound, span.upperBound, most: DaysAnswer.mostInAnArray,
          advice: "ask with Accept: application/x-ndjson to stream any span")
      }
      return .json(answer.json(), Cache(answer.freshness))
    } catch {
      throw ServiceFailure(error)
    }
  }
}

/// The server's paths of the questions, from their declarations.
enum HTTPRoutes {
  /// The parameters every path takes besides its question's: `today`, which pins the day as
  /// `--today` does.
  static let shared = [Parameters.today.name]

  /// The question a path names and the words of its path parameters (`/v1/days/2026-10-01`:
  /// `day`, `date` = `2026-10-01`), or `nil`.
  static func match(_ path: String) -> (Question, [String: String])? {
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    for (question, template) in templates where template.count == segments.count {
      var words: [String: String] = [:]
      var matched = true
      for (pattern, segment) in zip(template, segments) {
        if let name = pattern.parameter {
          words[name] = String(segment)
        } else if pattern.literal != segment {
          matched = false
          break
        }
      }
      if matched { return (question, words) }
    }
    return nil
  }

  /// One segment of a path's template: a literal, or a parameter's name.
  struct Segment {
    let literal: Substring
    let parameter: String?
  }

  /// Each question's path split into its segments, once.
  static let templates: [(Question, [Segment])] = Questions.all.compactMap { question in
    question.path.map { path in
      (
        question,
        path.split(separator: "/").map { part in
          Segment(literal: part, parameter: part.hasPrefix("{") ? String(part.dropFirst().dropLast()) : nil)
        }
      )
    }
  }

  /// The span of days a list answer covers, for the refusal of one too long for an array.
  static func span(of arguments: QueryArguments) -> ClosedRange<CivilDate>? {
    if let from = try? arguments.value(Parameters.from), let to = try? arguments.value(Parameters.to), from <= to {
      return from...to
    }
    if let dates = try? arguments.value(LunarQuestion.dates) { return dates }
    return nil
  }
}

/// The state's tables as the questions ask for them: which region a question gets is decided by
/// the state's ``HolidaySetup`` (as on the command line).
struct ServiceTables: QueryTables {
  let state: ServiceState
  let update: ServiceUpdateStatus?

  func table(region: HolidayRegion?, calendar: LunarCalendar) throws(QueryRefusal) -> HolidayTable? {
    var setup = state.setup
    if let region { setup.region = region }
    guard setup.showsHolidays(on: calendar) else { return nil }
    let chosen = setup.region(for: calendar)
    guard let table = state.tables[chosen] else {
      throw .setup(.unknownRegion(chosen, known: state.tables.keys.sorted { $0.rawValue < $1.rawValue }))
    }
    return table
  }

  func sources(region: HolidayRegion?) throws(QueryRefusal) -> SourcesAnswer {
    if let region, state.tables[region] == nil {
      throw .setup(.unknownRegion(region, known: state.tables.keys.sorted { $0.rawValue < $1.rawValue }))
    }
    let sources = region.map { region in state.sources.filter { $0.region == region } } ?? state.sources
    return SourcesAnswer(dataVersion: state.dataVersion, sources: sources, update: update)
  }
}

/// `/healthz`.
struct Health: Encodable {
  let status: String
  let dataVersion: String
  let today: CivilDate
}
