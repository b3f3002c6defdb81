import Almanac

/// One question Almanac answers, declared once: its name and summary, its parameters, how each
/// door names it, the answer's JSON Schema, and how it is answered. The command line's parsing
/// and help, the server's routes and allow-lists, the OpenAPI document and the MCP tools are
/// all derived from it.
///
/// ```swift
/// let arguments = try QueryArguments(Questions.day, ["date": "2026-10-01"])
/// let answer = try Questions.day.answer(arguments, context)   // DayFacts, as JSON
/// ```
public struct Question: Sendable {
  /// The question's name, as its MCP tool is called: `day`, `workdays_add`.
  public let name: String
  /// One sentence: what it answers.
  public let summary: String
  /// What else a reader needs, or empty; parameters named `⟨name⟩` are spelled by each door.
  public let discussion: String
  /// Its parameters, in help's order (positionals in the command line's order).
  public let parameters: [QueryParameter]
  /// The command line's words for it (`day`, `workdays add`), or `nil`.
  public let command: String?
  /// Its path on the server, with path parameters in braces (`/v1/days/{date}`), or `nil`.
  public let path: String?
  /// What it answers with.
  public let answer: AnswerShape
  /// Each parameter's reader, by name, for checking a value before the answer reads it.
  let readers: [String: @Sendable (String, String?) throws(QueryRefusal) -> Void]
  /// The names of the parameters a question cannot be asked without, in declaration order.
  let requiredNames: [String]
  /// The names of its parameters, in declaration order.
  let parameterNames: [String]
  /// Answers it.
  let respond: @Sendable (QueryArguments, QueryContext) throws(QueryRefusal) -> any QueryAnswer

  /// A question.
  init<Answer: QueryAnswer>(
    name: String, summary: String, discussion: String = "", parameters: [any ParameterDeclaring], command: String?,
    path: String?, answer: AnswerShape,
    respond: @escaping @Sendable (QueryArguments, QueryContext) throws(QueryRefusal) -> Answer
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.parameters = parameters.map(\.declaration)
    var readers: [String: @Sendable (String, String?) throws(QueryRefusal) -> Void] = [:]
    for parameter in parameters { readers[parameter.declaration.name] = parameter.check }
    self.readers = readers
    requiredNames = parameters.map(\.declaration).filter(\.isRequired).map(\.name)
    parameterNames = parameters.map(\.declaration.name)
    self.command = command
    self.path = path
    self.answer = answer
    self.respond = { arguments, context throws(QueryRefusal) in try respond(arguments, context) }
  }

  /// The reader of a parameter of this question.
  func reader(_ name: String) -> (@Sendable (String, String?) throws(QueryRefusal) -> Void)? { readers[name] }

  /// The answer to the question asked with `arguments`.
  ///
  /// - Throws: ``QueryRefusal``: what was asked wrongly, or what the tables cannot answer.
  public func answer(_ arguments: QueryArguments, _ context: QueryContext) throws(QueryRefusal) -> any QueryAnswer {
    try respond(arguments, context)
  }

  /// The same question taking one more parameter (read by an answer that asks for it): what
  /// every door derives from then shows it, and the server and MCP take it.
  public func adding(_ parameter: some ParameterDeclaring) -> Question {
    var readers = self.readers
    readers[parameter.declaration.name] = parameter.check
    return Question(
      name: name, summary: summary, discussion: discussion, parameters: parameters + [parameter.declaration],
      command: command, path: path, answer: answer, readers: readers, respond: respond)
  }

  private init(
    name: String, summary: String, discussion: String, parameters: [QueryParameter], command: String?, path: String?,
    answer: AnswerShape, readers: [String: @Sendable (String, String?) throws(QueryRefusal) -> Void],
    respond: @escaping @Sendable (QueryArguments, QueryContext) throws(QueryRefusal) -> any QueryAnswer
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.parameters = parameters
    self.command = command
    self.path = path
    self.answer = answer
    self.readers = readers
    requiredNames = parameters.filter(\.isRequired).map(\.name)
    parameterNames = parameters.map(\.name)
    self.respond = respond
  }

  /// Whether the question takes a parameter of that name.
  public func takes(_ name: String) -> Bool { readers[name] != nil }

  /// The parameter named `name`, if the question takes it.
  public func parameter(_ name: String) -> QueryParameter? { parameters.first { $0.name == name } }

  /// The names of the parameters in its path, in order (`["date"]` of `/v1/days/{date}`).
  public var pathParameters: [String] {
    guard let path else { return [] }
    return path.split(separator: "/").compactMap { segment in
      segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
    }
  }
}

/// A parameter as a question lists it: its declaration, and a check of a value.
public protocol ParameterDeclaring: Sendable {
  /// What every door lists.
  var declaration: QueryParameter { get }
  /// Reads a value and drops it: throws the parameter's refusal for one that does not read.
  var check: @Sendable (String, String?) throws(QueryRefusal) -> Void { get }
}

extension Parameter: ParameterDeclaring {
  /// Reads a value and drops it.
  public var check: @Sendable (String, String?) throws(QueryRefusal) -> Void {
    let parse = self.parse
    return { text, label throws(QueryRefusal) in _ = try parse(text, label) }
  }
}

/// What a question answers with: its JSON Schema, whether it is one value or a list, and the
/// key an MCP tool's result wraps a list in (a tool's structured content is an object).
public struct AnswerShape: Sendable, Hashable {
  /// The schema of the answer (of each element, for a list): a file of `docs/schemas` without
  /// `.json` (`day-facts`).
  public let schema: String
  /// Whether the answer is a list (a JSON array; JSON Lines when streamed).
  public let isList: Bool
  /// Whether a list may also be one value (`lunar` of a day, or of a span).
  public let mayBeOne: Bool
  /// The key of the list in an MCP tool's result (`days`), or `nil` for one value.
  public let key: String?

  /// One value of a schema.
  public static func one(_ schema: String) -> AnswerShape {
    AnswerShape(schema: schema, isList: false, mayBeOne: false, key: nil)
  }

  /// A list of values of a schema, wrapped under `key` for MCP.
  public static func list(_ schema: String, key: String, mayBeOne: Bool = false) -> AnswerShape {
    AnswerShape(schema: schema, isList: true, mayBeOne: mayBeOne, key: key)
  }
}
