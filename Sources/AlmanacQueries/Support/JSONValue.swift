import Almanac

/// A JSON value whose object members keep their order: what the OpenAPI document, the MCP
/// messages and the tools' schemas are built from, written the same way every time.
public indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in order.
  case object([Member])
  /// JSON text written as it is (an answer's own bytes inside a message).
  case raw(String)

  /// One member of an object.
  public struct Member: Sendable, Hashable {
    /// Its key.
    public let key: String
    /// Its value.
    public let value: JSONValue

    /// A member.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// An object of members in order; `nil` values are left out.
  public static func object(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
    .object(members.compactMap { key, value in value.map { Member(key, $0) } })
  }

  /// The member named `key` of an object, or `nil`.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string, or `nil`.
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// An object with `member` added at the end (or replacing one of its key).
  public func adding(_ key: String, _ value: JSONValue) -> JSONValue {
    guard case .object(var members) = self else { return self }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index] = Member(key, value)
    } else {
      members.append(Member(key, value))
    }
    return .object(members)
  }

  /// The value of parsed JSON.
  package init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number):
      self = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .number(number)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONValue.init))
    case .object(let members): self = .object(members.map { Member($0.key, JSONValue($0.value)) })
    }
  }

  /// The JSON text: compact, or indented by two spaces per level.
  public func text(pretty: Bool = false) -> String {
    var out = ""
    write(into: &out, pretty: pretty, indent: 0)
    return out
  }

  /// The JSON bytes (UTF-8).
  public func bytes(pretty: Bool = false) -> [UInt8] { Array(text(pretty: pretty).utf8) }

  private func write(into out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .int(let number): out += String(number)
    case .number(let number):
      out += number.isFinite ? String(number) : "null"
    case .string(let text): JSONValue.quote(text, into: &out)
    case .raw(let text): out += text
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]"
        return
      }
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
        element.write(into: &out, pretty: pretty, indent: indent + 2)
      }
      if pretty { out += "\n" + String(repeating: " ", count: indent) }
      out += "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
        JSONValue.quote(member.key, into: &out)
        out += pretty ? ": " : ":"
        member.value.write(into: &out, pretty: pretty, indent: indent + 2)
      }
      if pretty { out += "\n" + String(repeating: " ", count: indent) }
      out += "}"
    }
  }

  /// A JSON string: `"`, `\` and control characters escaped, everything else as it is.
  static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
