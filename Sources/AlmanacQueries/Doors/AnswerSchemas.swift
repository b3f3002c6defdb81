import Almanac

/// The JSON Schemas of the answers (`docs/schemas`, compiled in by `almanac-data regenerate`):
/// what the OpenAPI document's components and the MCP tools' output schemas say, from the same
/// files the answers are tested against.
public enum AnswerSchemas {
  /// Each schema, parsed, by name (`day-facts`).
  public static let all: [(name: String, schema: JSONValue)] = generatedTexts.map { entry in
    // The files are the project's own and parse (a test checks every one); an unparsable one
    // would be an empty schema, which allows anything, never a trap.
    let schema = (try? JSONReader.parse(entry.text)).map(JSONValue.init) ?? .object([])
    return (entry.name, schema)
  }

  /// The schema of a name, or `nil`.
  public static func named(_ name: String) -> JSONValue? { all.first { $0.name == name }?.schema }

  /// A schema as one component of an OpenAPI document: without `$schema` and `$id`, its
  /// references (`lunar-date.json`) pointing at the other components.
  public static func component(_ schema: JSONValue) -> JSONValue {
    rewrite(schema) { "#/components/schemas/" + $0 }
  }

  /// A schema standing alone (an MCP tool's output schema): the schemas it refers to, and
  /// theirs, under `$defs`.
  public static func standalone(_ name: String) -> JSONValue {
    guard let schema = named(name) else { return .object([]) }
    var needed: [String] = []
    collect(schema, into: &needed)
    var index = 0
    while index < needed.count {
      if let referred = named(needed[index]) { collect(referred, into: &needed) }
      index += 1
    }
    var result = rewrite(schema) { "#/$defs/" + $0 }
    if !needed.isEmpty {
      let definitions = needed.compactMap { name in named(name).map { JSONValue.Member(name, rewrite($0) { "#/$defs/" + $0 }) } }
      result = result.adding("$defs", .object(definitions))
    }
    return result
  }

  /// The schema with `$schema` and `$id` left out and each `$ref` to `name.json` made `link(name)`.
  private static func rewrite(_ value: JSONValue, _ link: (String) -> String) -> JSONValue {
    switch value {
    case .object(let members):
      return .object(
        members.compactMap { member in
          switch member.key {
          case "$schema", "$id": return nil
          case "$ref":
            guard let target = member.value.string, target.hasSuffix(".json") else { return member }
            return JSONValue.Member("$ref", .string(link(String(target.dropLast(5)))))
          default: return JSONValue.Member(member.key, rewrite(member.value, link))
          }
        })
    case .array(let elements): return .array(elements.map { rewrite($0, link) })
    default: return value
    }
  }

  /// The names of the schemas `value` refers to, each once, in order.
  private static func collect(_ value: JSONValue, into names: inout [String]) {
    switch value {
    case .object(let members):
      for member in members {
        if member.key == "$ref", let target = member.value.string, target.hasSuffix(".json") {
          let name = String(target.dropLast(5))
          if !names.contains(name) { names.append(name) }
        } else {
          collect(member.value, into: &names)
        }
      }
    case .array(let elements): for element in elements { collect(element, into: &names) }
    default: break
    }
  }
}
