import AlmanacCore
import Foundation

/// The part of JSON Schema (draft 2020-12) the schemas under `docs/schemas` use: `type` (one or
/// several), `enum`, `const`, `oneOf`, `properties`, `required`, `additionalProperties` (false,
/// or a schema of the other members), `items`, `minimum`, `maximum`, `pattern` and `$ref` to a
/// sibling file. Anything else in a schema is refused, so a schema cannot say more than this
/// checks.
package struct JSONSchema {
  /// The schemas' folder.
  package static let folder = ProjectFiles.root.appendingPathComponent("docs/schemas")

  private let node: JSONNode

  /// Loads `docs/schemas/<name>`.
  package init(_ name: String) throws {
    let text = try String(contentsOf: JSONSchema.folder.appendingPathComponent(name), encoding: .utf8)
    node = try JSONReader.parse(text)
  }

  /// The problems of one instance, each with its path (`$.lunar.month: 13 above maximum 12`).
  package func problems(_ instance: JSONNode) throws -> [String] {
    var found: [String] = []
    try check(instance, against: node, at: "$", into: &found)
    return found
  }

  private static let known: Set<String> = [
    "$schema", "$id", "title", "description", "type", "enum", "properties", "required",
    "additionalProperties",
    "items", "minimum", "maximum", "pattern", "$ref", "const", "oneOf",
  ]

  private func check(_ value: JSONNode, against schema: JSONNode, at path: String, into found: inout [String])
    throws
  {
    guard case .object(let members) = schema.value else {
      throw SchemaError("schema at \(path) is not an object")
    }
    for member in members where !JSONSchema.known.contains(member.key) {
      throw SchemaError("schema keyword \(member.key) at \(path) is not checked by this validator")
    }
    if let reference = schema["$ref"]?.string {
      try check(value, against: try JSONSchema(reference).node, at: path, into: &found)
    }
    if let types = schema["type"] {
      let names = types.array?.compactMap(\.string) ?? [types.string].compactMap { $0 }
      if !names.contains(where: { JSONSchema.matches(value, type: $0) }) {
        found.append("\(path): \(JSONSchema.describe(value)) is not \(names.joined(separator: " or "))")
        return
      }
    }
    if let options = schema["enum"]?.array, !options.contains(where: { JSONSchema.equal($0, value) }) {
      found.append("\(path): \(JSONSchema.describe(value)) is not one of the schema's values")
    }
    if let constant = schema["const"], !JSONSchema.equal(constant, value) {
      found.append("\(path): \(JSONSchema.describe(value)) is not \(JSONSchema.describe(constant))")
    }
    if let choices = schema["oneOf"]?.array {
      var matching = 0
      for choice in choices {
        var problems: [String] = []
        try check(value, against: choice, at: path, into: &problems)
        if problems.isEmpty { matching += 1 }
      }
      if matching != 1 { found.append("\(path): \(JSONSchema.describe(value)) matches \(matching) of oneOf's schemas, not 1") }
    }
    if case .number(let number) = value.value {
      if let minimum = schema["minimum"], case .number(let low) = minimum.value, number < low {
        found.append("\(path): \(number) below minimum \(low)")
      }
      if let maximum = schema["maximum"], case .number(let high) = maximum.value, number > high {
        found.append("\(path): \(number) above maximum \(high)")
      }
    }
    if case .string(let text) = value.value, let pattern = schema["pattern"]?.string {
      let expression = try NSRegularExpression(pattern: pattern)
      if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
        found.append("\(path): \(JSONSchema.describe(value)) does not match \(pattern)")
      }
    }
    if case .object(let fields) = value.value {
      let properties = schema["properties"]
      for key in schema["required"]?.array?.compactMap(\.string) ?? []
      where !fields.contains(where: { $0.key == key }) {
        found.append("\(path): lacks \(key)")
      }
      for field in fields {
        if let property = properties?[field.key] {
          try check(field.value, against: property, at: "\(path).\(field.key)", into: &found)
        } else if schema["additionalProperties"]?.bool == false {
          found.append("\(path): \(field.key) is not in the schema")
        } else if let other = schema["additionalProperties"], other.isObject {
          try check(field.value, against: other, at: "\(path).\(field.key)", into: &found)
        }
      }
    }
    if case .array(let elements) = value.value, let items = schema["items"] {
      for (index, element) in elements.enumerated() {
        try check(element, against: items, at: "\(path)[\(index)]", into: &found)
      }
    }
  }

  private static func matches(_ value: JSONNode, type: String) -> Bool {
    switch (type, value.value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
      ("number", .number):
      return true
    case ("integer", .number(let number)): return number == number.rounded()
    default: return false
    }
  }

  private static func equal(_ lhs: JSONNode, _ rhs: JSONNode) -> Bool {
    switch (lhs.value, rhs.value) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    default: false
    }
  }

  private static func describe(_ value: JSONNode) -> String {
    switch value.value {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number): "\(number)"
    case .string(let text): "\"\(text.prefix(40))\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A schema this validator cannot check.
package struct SchemaError: Error, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
