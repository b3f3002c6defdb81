import Almanac
import Foundation

/// The OpenAPI 3.1 document of `almanac serve`, derived from the questions' declarations: each
/// question's path, parameters (names, kinds as schemas, defaults, help), answer schema
/// (`docs/schemas`), statuses and error shape; timor.tech's paths (tagged `timor.tech`); the
/// health check, the document itself, the MCP endpoint and the published tree's files. Served
/// at `/openapi.json`, written into the published tree, printed by `almanac openapi`.
public enum OpenAPIDocument {
  /// The document.
  public static let value: JSONValue = build()

  /// The document as JSON text, indented (what every door sends).
  public static let json: [UInt8] = value.bytes(pretty: true) + [UInt8(ascii: "\n")]

  /// The parameters every path of the service takes besides its own.
  public static let sharedParameters: [QueryParameter] = [Parameters.today.declaration]

  private static func build() -> JSONValue {
    var paths: [JSONValue.Member] = []
    for question in Questions.all {
      guard let path = question.path else { continue }
      paths.append(JSONValue.Member(path, .object(["get": operation(question)])))
    }
    paths.append(
      JSONValue.Member(
        "/healthz",
        .object([
          "get": .object([
            "operationId": .string("health"), "tags": .array([.string("service")]),
            "summary": .string("Whether the service answers: ok, its data version and its today."),
            "parameters": .array(sharedParameters.map { parameter($0, in: "query") }),
            "responses": .object([
              "200": json("The service answers.", ref("health")), "400": error("A parameter that is not one."),
            ]),
          ])
        ])))
    paths.append(
      JSONValue.Member(
        "/openapi.json",
        .object([
          "get": .object([
            "operationId": .string("openapi"), "tags": .array([.string("service")]),
            "summary": .string("This document."),
            "parameters": .array(sharedParameters.map { parameter($0, in: "query") }),
            "responses": .object([
              "200": json("The OpenAPI document.", .object(["type": .string("object")])),
              "400": error("A parameter that is not one."),
            ]),
          ])
        ])))
    paths.append(JSONValue.Member("/mcp", .object(["post": mcpOperation()])))
    for route in TimorTechRoutes.all {
      paths.append(JSONValue.Member(route.path, .object(["get": timorOperation(route)])))
    }
    paths += treePaths()
    var schemas: [JSONValue.Member] = AnswerSchemas.all.map { JSONValue.Member($0.name, AnswerSchemas.component($0.schema)) }
    schemas.sort { $0.key < $1.key }
    return .object([
      "openapi": .string("3.1.0"),
      "info": .object([
        "title": .string("Almanac"),
        "version": .string(AlmanacVersion.current),
        "summary": .string("Lunar dates, solar terms, festivals, holidays with 调休, working days and trading days."),
        "description": .string(
          """
          Every question Almanac answers, as `almanac serve` answers it: each value in the JSON its \
          command's --json prints. Paths under /v1 are strict: a parameter a path does not take is \
          refused (400), naming it. 400 is a value its schema does not allow; 422 is values the \
          schemas allow that cannot be answered together (a span backwards, a year without a \
          published arrangement). timor.tech's paths are as lenient as timor.tech: they ignore what \
          they do not read. Every answer carries an ETag and X-Almanac-Data-Version, and any origin \
          may read it (CORS).
          """),
        "license": .object(["name": .string("See the project's README")]),
      ]),
      "tags": .array([
        .object(["name": .string("v1"), "description": .string("Almanac's questions.")]),
        .object([
          "name": .string("timor.tech"),
          "description": .string("The paths of timor.tech's 节假日 API, so that its clients switch by changing their host."),
        ]),
        .object(["name": .string("service"), "description": .string("The service itself.")]),
        .object(["name": .string("tree"), "description": .string("The files of the published tree, byte for byte.")]),
      ]),
      "paths": .object(paths),
      "components": .object(["schemas": .object(schemas)]),
    ])
  }

  /// A question's operation: its parameters (in the path or the query), answer and statuses.
  public static func operation(_ question: Question) -> JSONValue {
    let inPath = question.pathParameters
    var parameters = question.parameters.map { parameter($0, in: inPath.contains($0.name) ? "path" : "query") }
    for shared in sharedParameters where question.parameter(shared.name) == nil {
      parameters.append(parameter(shared, in: "query"))
    }
    let answer = question.answer
    let element = ref(answer.schema)
    var content: [JSONValue.Member] = []
    if answer.isList {
      let array = JSONValue.object(["type": .string("array"), "items": element])
      content.append(
        JSONValue.Member(
          "application/json",
          .object(["schema": answer.mayBeOne ? .object(["oneOf": .array([element, array])]) : array])))
      content.append(JSONValue.Member("application/x-ndjson", .object(["schema": element])))
    } else {
      content.append(JSONValue.Member("application/json", .object(["schema": element])))
    }
    return .object([
      "operationId": .string(camel(question.name)),
      "tags": .array([.string("v1")]),
      "summary": .string(question.summary),
      "description": question.discussion.isEmpty ? nil : .string(ParameterSpelling.url.render(question.discussion)),
      "parameters": .array(parameters),
      "responses": .object([
        "200": .object([
          "description": .string(
            answer.isList
              ? "A JSON array, or JSON Lines streamed with Accept: application/x-ndjson."
              : "The answer."),
          "content": .object(content),
        ]),
        "400": error("A parameter that is not one, or one the path does not take."),
        "422": error("Values that cannot be answered together, or a year the tables cannot answer."),
      ]),
    ])
  }

  /// A parameter of an operation.
  private static func parameter(_ parameter: QueryParameter, in place: String) -> JSONValue {
    var schema = parameter.schema
    if place == "path", case .wordList = parameter.kind { schema = .object(["type": .string("string")]) }
    var object = JSONValue.object([
      "name": .string(parameter.name),
      "in": .string(place),
      "required": .bool(place == "path" || (parameter.isRequired && !parameter.isPositional) || requiredInQuery(parameter)),
      "description": .string(parameter.help(.url)),
      "schema": schema,
    ])
    if case .wordList = parameter.kind, place == "query" {
      object = object.adding("style", .string("form")).adding("explode", .bool(false))
    }
    return object
  }

  /// Whether a positional parameter that is not in the path is required in the query (a span's
  /// two days).
  private static func requiredInQuery(_ parameter: QueryParameter) -> Bool {
    parameter.isPositional && parameter.isRequired
  }

  /// A timor.tech path's operation.
  private static func timorOperation(_ route: CompatibilityRoute) -> JSONValue {
    var parameters: [JSONValue] = route.pathParameters.compactMap { name in
      name == "year" ? parameter(TimorTechRoutes.yearOrMonth, in: "path") : parameter(TimorTechRoutes.date, in: "path")
    }
    parameters += route.parameters.map { parameter($0, in: "query") }
    parameters += sharedParameters.map { parameter($0, in: "query") }
    let timorError = JSONValue.object([
      "description": .string("A refusal, as timor.tech words one: code -1 and msg."),
      "content": .object(["application/json": .object(["schema": ref("timor-error")])]),
    ])
    return .object([
      "operationId": .string(route.name),
      "tags": .array([.string("timor.tech")]),
      "summary": .string(route.summary),
      "description": .string("As timor.tech answers it; a parameter it does not read is ignored."),
      "parameters": .array(parameters),
      "responses": .object([
        "200": json("The answer.", ref(route.schema)),
        "400": timorError,
        "404": timorError,
        "422": timorError,
      ]),
    ])
  }

  /// `/mcp`: the MCP server over HTTP (Streamable HTTP, stateless JSON answers).
  private static func mcpOperation() -> JSONValue {
    .object([
      "operationId": .string("mcp"),
      "tags": .array([.string("service")]),
      "summary": .string("The Model Context Protocol server: the questions as tools, one JSON-RPC 2.0 message per request."),
      "requestBody": .object([
        "required": .bool(true),
        "content": .object([
          "application/json": .object([
            "schema": .object([
              "type": .string("object"),
              "properties": .object([
                "jsonrpc": .object(["const": .string("2.0")]), "method": .object(["type": .string("string")]),
              ]),
              "required": .array([.string("jsonrpc"), .string("method")]),
            ])
          ])
        ]),
      ]),
      "responses": .object([
        "200": json("The JSON-RPC response.", .object(["type": .string("object")])),
        "202": .object(["description": .string("A notification, accepted; no response.")]),
        "400": json("Not a JSON-RPC message.", .object(["type": .string("object")])),
      ]),
    ])
  }

  /// The published tree's files.
  private static func treePaths() -> [JSONValue.Member] {
    let file = QueryParameter(name: "file", summary: "A file of the tree", kind: .text, placeholder: "file")
    let region = QueryParameter(
      name: "region", summary: "A region", kind: .word(HolidayRegion.choices.map(\.rawValue)), placeholder: "region")
    func get(_ name: String, _ summary: String, _ path: [QueryParameter], example: [String: String] = [:]) -> JSONValue {
      .object([
        "get": .object([
          "operationId": .string(name), "tags": .array([.string("tree")]), "summary": .string(summary),
          "parameters": .array(
            path.map { item in
              .object([
                "name": .string(item.name), "in": .string("path"), "required": .bool(true),
                "description": .string(item.summary + "."),
                "schema": .object(["type": .string("string"), "examples": example[item.name].map { .array([.string($0)]) }]),
              ])
            } + sharedParameters.map { parameter($0, in: "query") }),
          "responses": .object([
            "200": .object([
              "description": .string("The file, as almanac-data publish writes it."),
              "content": .object([
                "application/json": .object(["schema": .object([:])]),
                "text/calendar": .object(["schema": .object(["type": .string("string")])]),
                "text/html": .object(["schema": .object(["type": .string("string")])]),
              ]),
            ]),
            "400": error("A parameter that is not one."),
            "404": error("A file the tree does not hold."),
          ]),
        ])
      ])
    }
    return [
      JSONValue.Member("/index.json", get("treeIndex", "The tree's index: coverage, data version, each file's SHA-256.", [])),
      JSONValue.Member(
        "/holidays/{region}/{file}",
        get(
          "treeHolidays", "A region's holidays of a year: Almanac JSON, ICS or holiday-cn JSON.", [region, file],
          example: ["region": "CN", "file": "2026.json"])),
      JSONValue.Member("/days/{file}", get("treeDays", "A year's 农历 day feed (ICS).", [file], example: ["file": "2026.ics"])),
      JSONValue.Member(
        "/html/{region}/{file}",
        get("treePages", "A region's printable year page (HTML).", [region, file], example: ["region": "CN", "file": "2026.html"])),
    ]
  }

  /// A JSON response.
  private static func json(_ description: String, _ schema: JSONValue) -> JSONValue {
    .object([
      "description": .string(description),
      "content": .object(["application/json": .object(["schema": schema])]),
    ])
  }

  /// An error response of `/v1`'s shape.
  private static func error(_ description: String) -> JSONValue { json(description, ref("error")) }

  /// A reference to a component.
  private static func ref(_ name: String) -> JSONValue { .object(["$ref": .string("#/components/schemas/" + name)]) }

  /// `workdays_add` as `workdaysAdd`.
  static func camel(_ name: String) -> String {
    ParameterSpelling.camel(name.replacingOccurrences(of: "_", with: "-"))
  }
}
