import Almanac
import AlmanacPublishing
import AlmanacQueries
import Foundation

/// A request as the service reads it: the method, the path, the query and the few headers it
/// uses. Made from an ``HTTPRequest``, or directly in tests.
public struct ServiceRequest: Sendable {
  /// `GET`, `HEAD`, …
  public var method: String
  /// The path, percent-decoded, without the query.
  public var path: String
  /// The query arguments, in order.
  public var query: [(name: String, value: String)]
  /// `Accept`, `If-None-Match`.
  public var accept: String?
  /// The `If-None-Match` header.
  public var ifNoneMatch: String?
  /// The `Accept-Encoding` header: `gzip`, `br` (compressed answers).
  public var acceptEncoding: String?
  /// A CORS preflight's `Access-Control-Request-Method`.
  public var accessControlRequestMethod: String?
  /// A CORS preflight's `Access-Control-Request-Headers`.
  public var accessControlRequestHeaders: String?
  /// What the engine refused before routing (``HTTPRequest/problem``), answered with its status.
  public var problem: (status: Int, message: String)?
  /// The body of a `POST /mcp`, or `nil`.
  public var body: [UInt8]?

  /// A request.
  public init(
    method: String = "GET", path: String, query: [(name: String, value: String)] = [], accept: String? = nil,
    ifNoneMatch: String? = nil, acceptEncoding: String? = nil, accessControlRequestMethod: String? = nil,
    accessControlRequestHeaders: String? = nil, problem: (status: Int, message: String)? = nil, body: [UInt8]? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.accept = accept
    self.ifNoneMatch = ifNoneMatch
    self.acceptEncoding = acceptEncoding
    self.accessControlRequestMethod = accessControlRequestMethod
    self.accessControlRequestHeaders = accessControlRequestHeaders
    self.problem = problem
    self.body = body
  }

  /// The request an engine received.
  public init(_ request: HTTPRequest) {
    if let problem = request.problem {
      // Nothing of a refused request is read beyond what the error names.
      self.init(method: request.method, path: request.path, problem: problem)
      return
    }
    self.init(
      method: request.method, path: request.path, query: request.queryItems, accept: request.header("Accept"),
      ifNoneMatch: request.header("If-None-Match"), acceptEncoding: request.header("Accept-Encoding"),
      accessControlRequestMethod: request.header("Access-Control-Request-Method"),
      accessControlRequestHeaders: request.header("Access-Control-Request-Headers"), body: request.body)
  }

  /// The last value of a query argument.
  func value(_ name: String) -> String? { query.last { $0.name == name }?.value }
}

/// `almanac serve`'s answers: each path maps to one library value and its one `Codable` JSON
/// (``JSONLinesEncoder``), with HTTP's manners (entity tags, caching, CORS) and errors as
/// `{"error":{"code":…,"message":…}}` in the CLI's words. It holds no calendar or holiday rule.
public final class AlmanacService: Sendable {
  private let current: Locked<ServiceState>
  /// "Today" when a request does not say (`today=`); the clock in China unless pinned.
  private let fixedToday: CivilDate?
  /// What the background updates last found (`--update-from`), or `nil` without them.
  private let update = Locked<ServiceUpdateStatus?>(nil)

  /// What the background updates last found, or `nil` when the server does not update itself.
  public var updateStatus: ServiceUpdateStatus? { update.withLock { $0 } }

  /// Records what the background updates found (for `/v1/sources`).
  public func setUpdateStatus(_ status: ServiceUpdateStatus) { update.withLock { $0 = status } }

  /// How `/mcp` words an answer as text (the command line's words), or `nil` for its JSON.
  private let mcpText: MCPServer.TextRendering?

  /// A service over a state; `today` pins the day (tests), else China's day from the clock;
  /// `mcpText` words `/mcp`'s answers as text.
  public init(state: ServiceState, today: CivilDate? = nil, mcpText: MCPServer.TextRendering? = nil) {
    current = Locked(state)
    fixedToday = today
    self.mcpText = mcpText
  }

  /// The state requests are answered from now.
  public var state: ServiceState { current.withLock { $0 } }

  /// Loads the state again from its setup (`SIGHUP`): a table that does not load leaves the old
  /// state in force and throws.
  public func reload() throws(HolidaySetupError) {
    let fresh = try ServiceState(setup: state.setup)
    // The old state (its answers and files) is released outside the lock, once the requests
    // that still hold it are done, and its memory given back.
    var old: ServiceState? = current.withLock { state in
      defer { state = fresh }
      return state
    }
    if old != nil { old = nil }
    Platform.releaseFreeMemory()
  }

  /// An answer as a test or a tool reads it: its status, its body and its headers by name.
  package func answer(_ request: ServiceRequest) -> (status: Int, bytes: [UInt8], headers: [String: String]) {
    let response = respond(to: request)
    var headers: [String: String] = [:]
    for header in response.headers { headers[header.name] = header.value }
    return (response.status, response.bytes ?? [], headers)
  }

  /// Answers one request.
  public func respond(to request: ServiceRequest) -> HTTPResponse {
    if let problem = request.problem {
      return error(
        problem.status,
        problem.status == 414 ? "uriTooLong" : problem.status == 501 ? "notImplemented" : "badRequest",
        problem.status == 414
          ? "\(problem.message): at most \(HTTPServer.Limits().queryArguments) query arguments" : problem.message,
        path: request.path, extra: problem.status == 414 ? [] : [("Connection", "close")])
    }
    if request.method == "OPTIONS" { return preflight(request) }
    if request.path == "/mcp" { return mcp(request) }
    guard request.method == "GET" || request.method == "HEAD" else {
      return error(
        405, "method", "\(QuotedInput.quoted(request.method)) is not allowed; use GET or HEAD",
        path: request.path, extra: [("Allow", "GET, HEAD, OPTIONS")])
    }
    let state = self.state
    let context = RequestContext(request: request, state: state, today: fixedToday ?? CivilDate.today())
    // A repeated request is answered from the cache (streams are not kept).
    let key = context.wantsLines ? nil : AnswerCache.key(request, today: context.today)
    if let key, let entry = state.answers.entry(key) {
      return finish(request, entry, version: state.dataVersion, cache: state.answers)
    }
    let answer: Answer
    do {
      answer = try route(context)
    } catch {
      return self.error(error.status, error.code, error.message, path: request.path)
    }
    let made: AnswerCache.Entry
    switch answer {
    case .json(let bytes, let cache):
      made = AnswerCache.Entry(
        bytes, type: "application/json; charset=utf-8", cache: cache, version: state.dataVersion)
    case .file(let entry):
      // Kept once, by the published tree (whatever the query or the day).
      return finish(request, entry, version: state.dataVersion)
    case .lines(let stream):
      return HTTPResponse(
        status: 200,
        headers: [
          ("Content-Type", "application/x-ndjson; charset=utf-8"), ("Cache-Control", "public, max-age=300"),
        ] + AlmanacService.crossOrigin,
        body: .stream(stream))
    }
    // What may change between two requests of one state (the update status) is never kept.
    if let key, made.cache != .none { state.answers.store(made, for: key) }
    return finish(request, made, version: state.dataVersion, cache: state.answers)
  }

  /// `/mcp`: the MCP server over HTTP (Streamable HTTP, stateless, JSON answers): one JSON-RPC
  /// message per `POST`, answered with its response, or 202 for a notification. No session is
  /// kept, so a tool may be called without `initialize`; `GET` opens no event stream (405).
  private func mcp(_ request: ServiceRequest) -> HTTPResponse {
    guard request.method == "POST" else {
      return error(
        405, "method", "\(QuotedInput.quoted(request.method)) is not allowed on /mcp; POST one JSON-RPC message",
        path: request.path, extra: [("Allow", "POST, OPTIONS")])
    }
    let state = self.state
    let fixed = fixedToday
    let server = MCPServer(
      context: {
        QueryContext(tables: ServiceTables(state: state, update: nil), today: fixed ?? CivilDate.today())
      }, text: mcpText)
    var session = MCPSession(stateless: true)
    guard let reply = server.handle(request.body ?? [], &session) else {
      return HTTPResponse(status: 202, headers: AlmanacService.crossOrigin)
    }
    // A message that is no JSON-RPC request at all is a 400, as Streamable HTTP asks.
    let status = reply.starts(with: Array(#"{"jsonrpc":"2.0","id":null,"error""#.utf8)) ? 400 : 200
    return HTTPResponse(
      status: status,
      headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store")]
        + AlmanacService.crossOrigin,
      body: .bytes(reply))
  }

  /// What every answer says to a browser's script: any origin may read it, with its entity tag
  /// and data version.
  static let crossOrigin: [(name: String, value: String)] = [
    ("Access-Control-Allow-Origin", "*"), ("Access-Control-Expose-Headers", "ETag, X-Almanac-Data-Version"),
  ]

  /// The headers a browser app may send (`Access-Control-Allow-Headers`): what the service reads,
  /// and what fetch libraries add.
  static let allowedHeaders =
    "Accept, Accept-Encoding, Accept-Language, Cache-Control, If-None-Match, If-Modified-Since, Content-Type, Mcp-Protocol-Version"

  /// A CORS preflight (an `OPTIONS` with `Access-Control-Request-Method`), or a plain `OPTIONS`:
  /// 204 with what may be asked, cached by the browser for a day.
  private func preflight(_ request: ServiceRequest) -> HTTPResponse {
    let methods = request.path == "/mcp" ? "POST, OPTIONS" : "GET, HEAD, OPTIONS"
    var headers: [(name: String, value: String)] = [
      ("Allow", methods), ("Access-Control-Allow-Methods", methods),
      ("Access-Control-Allow-Headers", AlmanacService.allowedHeaders), ("Access-Control-Max-Age", "86400"),
      ("Cache-Control", "public, max-age=86400"),
    ]
    headers += AlmanacService.crossOrigin
    // Headers beyond the usual ones (a fetch library's own) are allowed too: nothing here acts
    // on a header it does not read.
    if let asked = request.accessControlRequestHeaders, !asked.isEmpty, asked.utf8.count <= 1_024,
      asked.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
    {
      headers[2] = ("Access-Control-Allow-Headers", asked)
    }
    return HTTPResponse(status: 204, headers: headers)
  }

  /// The response with its entity tag, caching and CORS headers, compressed as the client
  /// prefers; 304 when the client has it (compared weakly: `W/"…"`, what a proxy's compression
  /// leaves, matches).
  private func finish(_ request: ServiceRequest, _ entry: AnswerCache.Entry, version: String, cache: AnswerCache? = nil)
    -> HTTPResponse
  {
    // The representation: the bytes as they are, or compressed once and kept with the answer.
    var tag = entry.tag
    var body = entry.shared
    var headers: [(name: String, value: String)] = [("Content-Type", entry.type)]
    if entry.isCompressible {
      if let coding = ContentCoding.preferred(request.acceptEncoding),
        let encoded = entry.variants.variant(
          coding, of: entry.shared, level: entry.strongCompression ? coding.maximumLevel : coding.fastLevel,
          charging: cache)
      {
        body = encoded
        tag = entry.tag(for: coding)
        headers.append(("Content-Encoding", coding.rawValue))
      }
      headers.append(("Vary", "Accept-Encoding"))
    }
    headers += [("ETag", tag), ("Cache-Control", entry.cache.header), ("X-Almanac-Data-Version", version)]
    headers += AlmanacService.crossOrigin
    if let match = request.ifNoneMatch, let matched = entry.matching(match) {
      // The 304 names the tag the client holds, and the length of what a 200 would send (the
      // engine sends no body with it).
      headers.removeAll { $0.name == "Content-Type" || $0.name == "Content-Encoding" || $0.name == "ETag" }
      headers.append(("ETag", matched))
      return HTTPResponse(status: 304, headers: headers, body: .shared(body))
    }
    return HTTPResponse(status: 200, headers: headers, body: .shared(body))
  }

  /// An error answer: `{"error":{"code":…,"message":…}}`, or on timor.tech's paths as its
  /// clients read it, `{"code":-1,"msg":…}`.
  private func error(
    _ status: Int, _ code: String, _ message: String, path: String, extra: [(name: String, value: String)] = []
  )
    -> HTTPResponse
  {
    if path.hasPrefix("/api/holiday") {
      return error(status, body: TimorTechError(msg: message, error: code), extra: extra)
    }
    return error(status, body: ErrorBody(error: .init(code: code, message: message)), extra: extra)
  }

  private func error(_ status: Int, body value: some Encodable, extra: [(name: String, value: String)] = [])
    -> HTTPResponse
  {
    let body = (try? JSONLinesEncoder().encode(value)) ?? []
    return HTTPResponse(
      status: status,
      headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store")]
        + AlmanacService.crossOrigin + extra,
      body: .bytes(body))
  }
}

/// How long an answer may be cached.
enum Cache {
  /// A past year's facts: they do not change (but for a new notice, which changes the tag).
  case long
  /// What depends on today or on a year still ahead.
  case short
  /// Never (health checks).
  case none
  /// A feed or file of the published tree: an hour (calendar apps poll feeds).
  case feed

  var header: String {
    switch self {
    case .long: "public, max-age=86400"
    case .short: "public, max-age=300"
    case .none: "no-store"
    case .feed: "public, max-age=3600"
    }
  }

  /// Long for a span entirely before this year, short otherwise.
  static func of(_ last: CivilDate, today: CivilDate) -> Cache { last.year < today.year ? .long : .short }

  /// How long an answer of a question may be kept.
  init(_ freshness: Freshness) {
    switch freshness {
    case .settled: self = .long
    case .changing: self = .short
    case .live: self = .none
    }
  }
}

/// What a route answers.
enum Answer {
  case json([UInt8], Cache)
  /// A file of the published tree, as the tree keeps it.
  case file(AnswerCache.Entry)
  case lines(@Sendable () -> [UInt8]?)
}

/// A refused request: the status, a stable code and the question's sentence.
struct ServiceFailure: Error {
  let status: Int
  let code: String
  let message: String

  init(status: Int, code: String, message: String) {
    self.status = status
    self.code = code
    self.message = message
  }

  /// A question's refusal: 400 for what was asked wrongly (or a setup that cannot answer it),
  /// 404 for a path no question has, 422 for what the tables cannot answer.
  init(_ refusal: QueryRefusal) {
    let status =
      switch refusal.kind {
      case .badRequest, .setup: 400
      case .notFound: 404
      case .unanswerable, .contradictory: 422
      }
    self.init(status: status, code: refusal.code, message: refusal.description)
  }

  static func badRequest(_ message: String) -> ServiceFailure {
    ServiceFailure(status: 400, code: "badRequest", message: message)
  }
}

/// `{"error":{"code":…,"message":…}}`.
struct ErrorBody: Encodable {
  struct Detail: Encodable {
    let code: String
    let message: String
  }
  let error: Detail
}

/// One request with the state it is answered from.
struct RequestContext {
  let request: ServiceRequest
  let state: ServiceState
  let today: CivilDate

  /// Refuses a query argument a path without a question does not read (`/healthz`, the
  /// published tree), naming it. `today` is taken everywhere.
  func only(_ names: [String]) throws(ServiceFailure) {
    let allowed = names + HTTPRoutes.shared
    for item in request.query where !allowed.contains(item.name) {
      throw ServiceFailure(Refusals.notAParameter(item.name, of: request.path, takes: allowed))
    }
  }

  /// The request's `today=`, else the service's.
  func todayValue() throws(ServiceFailure) -> CivilDate {
    try value(Parameters.today) ?? today
  }

  /// A parameter's value read by its declaration, or `nil` when the request does not give it.
  func value<V>(_ parameter: Parameter<V>) throws(ServiceFailure) -> V? {
    guard let text = request.value(parameter.name) else { return nil }
    do throws(QueryRefusal) {
      return try parameter.read(text, label: parameter.name)
    } catch {
      throw ServiceFailure(error)
    }
  }

  /// The tables of the state, as questions ask for them.
  var tables: ServiceTables { ServiceTables(state: state, update: nil) }

  func encode(_ value: some Encodable, names: NameLanguage = .simplified) -> [UInt8] {
    (try? JSONLinesEncoder(names: names).encode(value)) ?? []
  }

  var wantsLines: Bool { request.accept?.contains("application/x-ndjson") == true }
}
