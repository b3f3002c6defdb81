import Almanac

/// The words a door was given for a question, by parameter name, checked against the
/// question's declaration before any is read: a parameter it does not take is named as such,
/// and a value that is not one is refused with its parameter's sentence. Reading a value
/// afterwards (``value(_:)``) gives the typed value.
///
/// ```swift
/// let arguments = try QueryArguments(Questions.day, ["date": "2026-10-01", "calendar": "korean"])
/// let calendar = try arguments.value(Parameters.calendar)   // .korean
/// ```
public struct QueryArguments: Sendable {
  /// The question asked.
  public let question: Question
  /// How the door spells parameters in sentences that advise one.
  public let spelling: ParameterSpelling
  /// The words, by parameter name.
  public let words: [String: String]

  /// The words given, checked: every name must be a parameter of the question, every value must
  /// read as its parameter's kind, and every required parameter must be there.
  ///
  /// - Parameters:
  ///   - place: how the door names the question in a refusal (`'/v1/days'`, `day`).
  ///   - also: names the door takes beside the question's own (`today` on every path).
  /// - Throws: ``QueryRefusal`` naming the first parameter that is not one, a value that does
  ///   not read, or a required one missing.
  public init(
    _ question: Question, _ words: [String: String], spelling: ParameterSpelling = .url, place: String? = nil,
    also: [String] = []
  ) throws(QueryRefusal) {
    self.question = question
    self.spelling = spelling
    self.words = words
    // A question's names and readers are looked up, never listed, unless a word is refused.
    for name in words.keys where question.reader(name) == nil && !also.contains(name) {
      let names = question.parameters.map(\.name) + also.filter { question.reader($0) == nil }
      let first = words.keys.filter { !names.contains($0) }.min() ?? name
      throw Refusals.notAParameter(first, of: place ?? question.name, takes: names)
    }
    // In declaration order, so that of two wrong values the same one is named every time.
    for name in question.parameterNames {
      guard let text = words[name] else {
        if question.requiredNames.contains(name), let parameter = question.parameter(name) {
          throw Refusals.missing(spelling.spell(name), example: Self.example(parameter, spelling))
        }
        continue
      }
      _ = try question.reader(name)?(text, spelling == .url ? name : nil)
    }
  }

  /// The value given to a parameter, or `nil` when it was not given.
  ///
  /// - Throws: ``QueryRefusal`` for a value that does not read (already checked when the
  ///   arguments were made, for a parameter of the question).
  public func value<V>(_ parameter: Parameter<V>) throws(QueryRefusal) -> V? {
    guard let text = words[parameter.name] else { return nil }
    return try parameter.parse(text, spelling == .url ? parameter.name : nil)
  }

  /// The value given to a parameter, or its declared default.
  public func value<V>(_ parameter: Parameter<V>, default fallback: V) throws(QueryRefusal) -> V {
    try value(parameter) ?? parameter.defaultValue ?? fallback
  }

  /// Whether a flag was given as true.
  public func isSet(_ flag: Parameter<Bool>) throws(QueryRefusal) -> Bool { try value(flag) ?? false }

  /// An example of a required parameter, as a refusal shows it: `from=YYYY-MM-DD`.
  private static func example(_ parameter: QueryParameter, _ spelling: ParameterSpelling) -> String {
    let value: String =
      switch parameter.kind {
      case .date: "YYYY-MM-DD"
      case .integer: "5"
      default: "<\(parameter.placeholder)>"
      }
    return spelling.spell(parameter.name, value)
  }
}
