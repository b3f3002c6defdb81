import Almanac

/// The Model Context Protocol server: the questions as tools, derived from their declarations
/// (each tool's input schema from the parameters, its output schema from the answer's JSON
/// Schema), speaking JSON-RPC 2.0 one message at a time. A transport feeds it messages: `almanac
/// mcp` reads them from standard input, one per line; `almanac serve` takes one per `POST /mcp`.
///
/// It negotiates the handshake era of the protocol (`initialize`, revisions 2024-11-05 to
/// 2025-11-25); a client that probes the stateless era first (`server/discover`) is told the
/// method is not found and falls back to `initialize`, as the official SDK does.
///
/// ```swift
/// let server = MCPServer(context: { QueryContext(tables: tables, today: .today()) })
/// var session = MCPSession()
/// let reply = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8), &session)
/// ```
public struct MCPServer: Sendable {
  /// A short text rendering of an answer (the command line's words), or `nil` for its JSON.
  public typealias TextRendering = @Sendable (Question, any QueryAnswer, QueryArguments) -> String?

  /// The protocol revisions it speaks, newest first.
  public static let revisions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
  /// The longest message read (a longer one is refused unread).
  public static let largestMessage = 1 << 20
  /// The longest span of days one tool result holds.
  public static let mostDays = DaysAnswer.mostInAnArray

  private let context: @Sendable () -> QueryContext
  private let text: TextRendering?

  /// A server answering from the context `context` gives at each call (today is read per call).
  public init(context: @escaping @Sendable () -> QueryContext, text: TextRendering? = nil) {
    self.context = context
    self.text = text
  }

  /// The tools: one per question.
  public static let tools: JSONValue = .array(Questions.all.map(tool))

  /// Answers one message: the response's bytes (without a line end), or `nil` for a
  /// notification or a response, which get none.
  public func handle(_ message: [UInt8], _ session: inout MCPSession) -> [UInt8]? {
    guard message.count <= Self.largestMessage else {
      return Self.error(.null, -32600, "the message is longer than \(Self.largestMessage) bytes")
    }
    guard let text = String(validating: message, as: UTF8.self), let node = try? JSONReader.parse(text) else {
      return Self.error(.null, -32700, "not JSON (JSON-RPC 2.0, one message per line)")
    }
    let value = JSONValue(node)
    if case .array = value { return Self.error(.null, -32600, "batches are not supported; send one message at a time") }
    guard case .object = value else { return Self.error(.null, -32600, "a message is a JSON object") }
    let id = value["id"]
    if let id {
      switch id {
      case .string, .int: break
      default: return Self.error(.null, -32600, "an id is a string or a whole number")
      }
    }
    guard value["jsonrpc"]?.string == "2.0", let method = value["method"]?.string else {
      // A response to a request of the server's (it sends none) is taken and dropped; anything
      // else is no message.
      if value["jsonrpc"]?.string == "2.0", id != nil, value["result"] != nil || value["error"] != nil { return nil }
      return Self.error(id ?? .null, -32600, "a message needs \"jsonrpc\":\"2.0\" and a method")
    }
    guard let id else {
      // A notification: nothing is answered.
      if method == "notifications/initialized" { session.initialized = true }
      return nil
    }
    let params = value["params"] ?? .object([])
    guard case .object = params else { return Self.error(id, -32602, "params is an object") }
    switch method {
    case "initialize":
      let asked = params["protocolVersion"]?.string ?? ""
      let revision = Self.revisions.contains(asked) ? asked : Self.revisions[0]
      session.revision = revision
      session.initialized = true
      return Self.result(
        id,
        .object([
          "protocolVersion": .string(revision),
          "capabilities": .object(["tools": .object(["listChanged": .bool(false)])]),
          "serverInfo": .object([
            "name": .string("almanac"), "title": .string("Almanac"), "version": .string(AlmanacVersion.current),
          ]),
          "instructions": .string(
            "Chinese-calendar facts: lunar dates, solar terms, festivals, statutory holidays and 调休 make-up working days (CN, HK, TW, MO, KR, VN), working days counted and added, exchange trading days, month pages. Dates are YYYY-MM-DD. A year whose arrangement is not yet published is refused unless assume says what to take."
          ),
        ]))
    case "ping": return Self.result(id, .object([]))
    default: break
    }
    guard ["tools/list", "tools/call"].contains(method) else {
      // `server/discover` (the stateless era's probe) among them: a client falls back to
      // `initialize`.
      return Self.error(id, -32601, "\(QuotedInput.quoted(method)) is not a method of this server")
    }
    guard session.initialized || session.stateless else {
      return Self.error(id, -32600, "the session is not initialized: send initialize first")
    }
    return method == "tools/list" ? Self.result(id, .object(["tools": Self.tools])) : call(id, params)
  }

  /// `tools/call`: the question asked with the arguments; a refusal is a result with `isError`.
  private func call(_ id: JSONValue, _ params: JSONValue) -> [UInt8] {
    guard let name = params["name"]?.string else { return Self.error(id, -32602, "tools/call needs the tool's name") }
    guard let question = Questions.named(name) else {
      return Self.error(
        id, -32602,
        "unknown tool \(QuotedInput.quoted(name)); the tools are \(Questions.all.map(\.name).joined(separator: ", "))")
    }
    var words: [String: String] = [:]
    switch params["arguments"] ?? .object([]) {
    case .object(let members):
      for member in members {
        guard let word = Self.word(member.value) else {
          return Self.refused(id, "\(QuotedInput.quoted(member.key)) takes a string, a number, true or false, or a list of strings")
        }
        words[member.key] = word
      }
    case .null: break
    default: return Self.error(id, -32602, "arguments is an object")
    }
    let context = self.context()
    do throws(QueryRefusal) {
      let arguments = try QueryArguments(question, words, spelling: .url, place: name)
      let answer = try question.answer(arguments, context)
      if question.answer.isList, answer.count > Self.mostDays {
        throw QueryRefusal.contradictory(
          "the answer holds \(answer.count) days; a tool's result holds at most \(Self.mostDays): ask for a shorter span")
      }
      let json = String(decoding: answer.json(), as: UTF8.self)
      var structured = json
      if let key = question.answer.key {
        // A tool's structured content is an object: a list goes under its key.
        let list = json.hasPrefix("[") ? json : "[\(json)]"
        var out = "{"
        JSONValue.quote(key, into: &out)
        structured = out + ":" + list + "}"
      }
      var shown = text?(question, answer, arguments) ?? json
      if shown.utf8.count > 16_384 { shown = String(shown.prefix(4_000)) + "\n…" }
      return Self.result(
        id,
        .object([
          "content": .array([.object(["type": .string("text"), "text": .string(shown)])]),
          "structuredContent": .raw(structured),
          "isError": .bool(false),
        ]))
    } catch {
      return Self.refused(id, error.description)
    }
  }

  /// A tool's result that refuses, with the sentence.
  private static func refused(_ id: JSONValue, _ sentence: String) -> [UInt8] {
    result(
      id,
      .object(["content": .array([.object(["type": .string("text"), "text": .string(sentence)])]), "isError": .bool(true)]))
  }

  /// An argument as the word a door reads: text as it is, a whole number, true or false, a list
  /// as its words joined with commas.
  private static func word(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): text
    case .int(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .array(let elements):
      elements.allSatisfy { $0.string != nil } ? elements.compactMap(\.string).joined(separator: ",") : nil
    default: nil
    }
  }

  /// A question's tool: its input schema from the parameters, its output schema from the answer's.
  public static func tool(_ question: Question) -> JSONValue {
    var properties: [JSONValue.Member] = []
    var required: [JSONValue] = []
    for parameter in question.parameters {
      properties.append(
        JSONValue.Member(parameter.name, parameter.schema.adding("description", .string(parameter.help(.url)))))
      if parameter.isRequired { required.append(.string(parameter.name)) }
    }
    let input = JSONValue.object([
      "type": .string("object"), "properties": .object(properties),
      "required": required.isEmpty ? nil : .array(required), "additionalProperties": .bool(false),
    ])
    let element = AnswerSchemas.standalone(question.answer.schema)
    var output = element
    if let key = question.answer.key {
      var wrapper = JSONValue.object([
        "type": .string("object"),
        "properties": .object([key: .object(["type": .string("array"), "items": element.without("$defs")])]),
        "required": .array([.string(key)]),
        "additionalProperties": .bool(false),
      ])
      if let definitions = element["$defs"] { wrapper = wrapper.adding("$defs", definitions) }
      output = wrapper
    }
    let description =
      question.summary + (question.discussion.isEmpty ? "" : "\n\n" + ParameterSpelling.url.render(question.discussion))
    return .object([
      "name": .string(question.name),
      "title": .string(question.summary),
      "description": .string(description),
      "inputSchema": input,
      "outputSchema": output,
      "annotations": .object([
        "readOnlyHint": .bool(true), "idempotentHint": .bool(true), "openWorldHint": .bool(false),
      ]),
    ])
  }

  /// `{"jsonrpc":"2.0","id":…,"result":…}`.
  static func result(_ id: JSONValue, _ result: JSONValue) -> [UInt8] {
    JSONValue.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).bytes()
  }

  /// `{"jsonrpc":"2.0","id":…,"error":{"code":…,"message":…}}`.
  static func error(_ id: JSONValue, _ code: Int, _ message: String) -> [UInt8] {
    JSONValue.object([
      "jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .int(code), "message": .string(message)]),
    ]).bytes()
  }
}

/// What an MCP connection has agreed: whether it is initialized, and the revision.
public struct MCPSession: Sendable {
  /// Whether `initialize` was answered.
  public var initialized = false
  /// The protocol revision agreed.
  public var revision: String?
  /// Whether every message stands alone (HTTP: no session), so a tool may be called without
  /// `initialize` first.
  public let stateless: Bool

  /// A session; `stateless` for a transport without one (each HTTP request).
  public init(stateless: Bool = false) { self.stateless = stateless }
}

extension JSONValue {
  /// An object without the member `key`.
  func without(_ key: String) -> JSONValue {
    guard case .object(let members) = self else { return self }
    return .object(members.filter { $0.key != key })
  }
}
