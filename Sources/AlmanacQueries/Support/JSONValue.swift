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
  public func text(pretty: Bool = false) -> String { String(decoding: bytes(pretty: pretty), as: UTF8.self) }

  /// The JSON bytes (UTF-8).
  public func bytes(pretty: Bool = false) -> [UInt8] {
    var out: [UInt8] = []
    write(into: &out, pretty: pretty, indent: 0)
    return out
  }

  private func newline(_ out: inout [UInt8], _ indent: Int) {
    out.append(10)
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }

  private func write(into out: inout [UInt8], pretty: Bool, indent: Int) {
    switch self {
    case .null: out += Array("null".utf8)
    case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
    case .int(let number): out += Array(String(number).utf8)
    case .number(let number): out += Array((number.isFinite ? String(number) : "null").utf8)
    case .string(let text): JSONValue.quote(text, into: &out)
    case .raw(let text): out += Array(text.utf8)
    case .array(let elements):
      guard !elements.isEmpty else {
        out += Array("[]".utf8)
        return
      }
      out.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        if pretty { newline(&out, indent + 2) }
        element.write(into: &out, pretty: pretty, indent: indent + 2)
      }
      if pretty { newline(&out, indent) }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        out += Array("{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        if pretty { newline(&out, indent + 2) }
        JSONValue.quote(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
        member.value.write(into: &out, pretty: pretty, indent: indent + 2)
      }
      if pretty { newline(&out, indent) }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string: `"`, `\` and control characters escaped (C0, DEL, C1, U+2028 and U+2029),
  /// everything else as its UTF-8.
  static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    func escape(_ value: UInt32) {
      let hex = Array(String(value, radix: 16).utf8)
      out += [0x5C, UInt8(ascii: "u")] + repeatElement(UInt8(ascii: "0"), count: 4 - hex.count) + hex
    }
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x22, 0x5C: out += [0x5C, byte]
      case 0x0A: out += [0x5C, UInt8(ascii: "n")]
      case 0x0D: out += [0x5C, UInt8(ascii: "r")]
      case 0x09: out += [0x5C, UInt8(ascii: "t")]
      case 0..<0x20, 0x7F: escape(UInt32(byte))
      case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
        // C1 controls, U+0080…U+009F.
        escape(UInt32(bytes[index + 1]))
        index += 1
      case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        // U+2028 and U+2029, which end a line for some readers.
        escape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
        index += 2
      default: out.append(byte)
      }
      index += 1
    }
    out.append(UInt8(ascii: "\""))
  }

  /// A JSON string appended to text.
  static func quote(_ text: String, into out: inout String) {
    var bytes: [UInt8] = []
    quote(text, into: &bytes)
    out += String(decoding: bytes, as: UTF8.self)
  }
}
