/// A JSON value with the line it starts on, so that a bad value in a data file can be reported
/// as `file:line: reason`.
package struct JSONNode: Sendable {
  /// The value's kind and contents.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    /// Members in file order.
    case object([(key: String, value: JSONNode)])
  }

  /// The 1-based line on which the value starts.
  package let line: Int
  package let value: Value

  package init(line: Int, value: Value) {
    self.line = line
    self.value = value
  }

  /// The member named `key` of an object, or `nil`.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  package var array: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  package var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// The value as an integer, when it is a number without a fraction.
  package var int: Int? {
    if case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 {
      return Int(number)
    }
    return nil
  }

  package var isObject: Bool {
    if case .object = value { return true }
    return false
  }
}

/// A JSON syntax error with its line.
package struct JSONSyntaxError: Error, Sendable {
  package let line: Int
  package let reason: String
}

/// Parses JSON (RFC 8259) from UTF-8 text, keeping line numbers.
package struct JSONReader {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// How many arrays and objects enclose the value being read.
  private var depth = 0
  /// The deepest nesting accepted: data files need four levels; a hostile file of 100,000 `[`
  /// must be refused, not recursed into until the stack overflows.
  package static let maximumDepth = 64

  /// Parses one JSON document; anything but whitespace after it is an error.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    var reader = JSONReader(bytes: Array(text.utf8))
    let node = try reader.value()
    reader.skipWhitespace()
    if reader.index < reader.bytes.count { throw reader.error("unexpected text after the JSON value") }
    return node
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(line: line, reason: reason) }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: return
      }
      index += 1
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    let start = line
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < JSONReader.maximumDepth else {
        throw error("arrays and objects nested deeper than \(JSONReader.maximumDepth) levels")
      }
      depth += 1
      defer { depth -= 1 }
      return JSONNode(line: start, value: bytes[index] == UInt8(ascii: "{") ? try object() : try array())
    case UInt8(ascii: "\""): return JSONNode(line: start, value: .string(try string()))
    case UInt8(ascii: "t"): try literal("true"); return JSONNode(line: start, value: .bool(true))
    case UInt8(ascii: "f"): try literal("false"); return JSONNode(line: start, value: .bool(false))
    case UInt8(ascii: "n"): try literal("null"); return JSONNode(line: start, value: .null)
    default: return JSONNode(line: start, value: .number(try number()))
    }
  }

  private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let expected = word.withUTF8Buffer { Array($0) }
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
    else {
      throw error("expected '\(word)'")
    }
    index += expected.count
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONNode.Value {
    index += 1
    var members: [(key: String, value: JSONNode)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in double quotes")
      }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after \"\(key)\"")
      }
      index += 1
      members.append((key, try value()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
      index += 1
      return .object(members)
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONNode.Value {
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
      index += 1
      return .array(elements)
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var result: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: result, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
        case UInt8(ascii: "n"): result.append(10)
        case UInt8(ascii: "t"): result.append(9)
        case UInt8(ascii: "r"): result.append(13)
        case UInt8(ascii: "b"): result.append(8)
        case UInt8(ascii: "f"): result.append(12)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
          result.append(contentsOf: Array(String(Character(unicode)).utf8))
        default: throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
      case UInt8(ascii: "\n"):
        throw error("unterminated string")
      default:
        result.append(byte)
      }
    }
    throw error("unterminated string")
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw error("invalid \\u escape")
      }
      value = value * 16 + UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = index
    while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard !text.isEmpty, let number = Double(text) else {
      throw error(
        text.isEmpty
          ? "unexpected character '\(Character(Unicode.Scalar(bytes[start])))'" : "invalid number '\(text)'")
    }
    return number
  }
}
