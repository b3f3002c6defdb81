/// A small JSON writer that keeps keys in the order they are written, for JSON Lines output whose
/// field order is part of the contract (`{"date":…,"weekday":…,"lunar":{…}}`).
///
/// ```swift
/// var json = JSONText()
/// json.object {
///   $0.field("date", "2026-02-17")
///   $0.field("isToday", false)
/// }
/// json.text   // {"date":"2026-02-17","isToday":false}
/// ```
@usableFromInline
package struct JSONText: Sendable {
  /// The JSON written so far, as UTF-8.
  package private(set) var bytes: [UInt8] = []
  private var needsComma = false

  /// The JSON written so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends raw JSON text.
  private mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// An empty writer.
  package init() {}

  /// Writes an object; `body` writes its fields.
  package mutating func object(_ body: (inout JSONText) -> Void) {
    separate()
    raw("{")
    needsComma = false
    body(&self)
    raw("}")
    needsComma = true
  }

  /// Writes an array; `body` writes its elements with the `value` methods.
  package mutating func array(_ body: (inout JSONText) -> Void) {
    separate()
    raw("[")
    needsComma = false
    body(&self)
    raw("]")
    needsComma = true
  }

  /// Writes a key inside an object, ready for its value.
  package mutating func key(_ name: String) {
    separate()
    JSONText.appendQuoted(name, to: &bytes)
    raw(":")
    needsComma = false
  }

  /// Writes a string field.
  package mutating func field(_ name: String, _ value: String) {
    key(name)
    self.value(value)
  }

  /// Writes an optional string field (`null` when absent).
  package mutating func field(_ name: String, _ value: String?) {
    key(name)
    if let value { self.value(value) } else { null() }
  }

  /// Writes an integer field.
  package mutating func field(_ name: String, _ value: Int) {
    key(name)
    self.value(value)
  }

  /// Writes a Boolean field.
  package mutating func field(_ name: String, _ value: Bool) {
    key(name)
    self.value(value)
  }

  /// Writes an optional integer field (`null` when absent).
  package mutating func field(_ name: String, _ value: Int?) {
    key(name)
    if let value { self.value(value) } else { null() }
  }

  /// Writes an optional Boolean field (`null` when absent).
  package mutating func field(_ name: String, _ value: Bool?) {
    key(name)
    if let value { self.value(value) } else { null() }
  }

  /// Writes an array of strings as a field.
  package mutating func field(_ name: String, _ values: [String]) {
    key(name)
    array { json in for value in values { json.value(value) } }
  }

  /// Writes an object field; `body` writes its fields.
  package mutating func field(_ name: String, object body: (inout JSONText) -> Void) {
    key(name)
    object(body)
  }

  /// Writes a string value.
  package mutating func value(_ value: String) {
    separate()
    JSONText.appendQuoted(value, to: &bytes)
    needsComma = true
  }

  /// Writes an integer value.
  package mutating func value(_ value: Int) {
    separate()
    JSONText.appendInteger(value, to: &bytes)
    needsComma = true
  }

  /// Appends an integer's decimal digits (and sign) without making a string.
  static func appendInteger<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
    withDecimalText(of: value) { bytes.append(contentsOf: $0) }
  }

  /// Writes a Boolean value.
  package mutating func value(_ value: Bool) {
    separate()
    if value { raw("true") } else { raw("false") }
    needsComma = true
  }

  /// Writes `null`.
  package mutating func null() {
    separate()
    raw("null")
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { raw(",") }
  }

  /// Appends `value` as a JSON string literal (RFC 8259: quote, backslash and control characters
  /// escaped; DEL, C1 controls, the line and paragraph separators and the bidirectional
  /// overrides too, as `\uXXXX`, so that no reader's terminal or script is misled; everything
  /// else, CJK included, written as UTF-8).
  @usableFromInline
  static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most values need no escaping: one scan of the UTF-8, then one copy of it.
    var text = value
    let plain = text.withUTF8 { utf8 in
      guard isPlain(utf8) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if plain {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    let hex = Array("0123456789abcdef".utf8)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case "\\": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case "\n": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case "\r": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case "\t": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case _ where QuotedInput.isControl(scalar):
        let value = Int(scalar.value)
        bytes.append(contentsOf: Array("\\u".utf8))
        for shift in [12, 8, 4, 0] { bytes.append(hex[value >> shift & 15]) }
      default: UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
