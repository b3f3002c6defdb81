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
public struct JSONText: Sendable {
  /// The JSON written so far.
  public private(set) var text = ""
  private var needsComma = false

  /// An empty writer.
  public init() {}

  /// Writes an object; `body` writes its fields.
  public mutating func object(_ body: (inout JSONText) -> Void) {
    separate()
    text += "{"
    needsComma = false
    body(&self)
    text += "}"
    needsComma = true
  }

  /// Writes an array; `body` writes its elements with the `value` methods.
  public mutating func array(_ body: (inout JSONText) -> Void) {
    separate()
    text += "["
    needsComma = false
    body(&self)
    text += "]"
    needsComma = true
  }

  /// Writes a key inside an object, ready for its value.
  public mutating func key(_ name: String) {
    separate()
    JSONText.appendQuoted(name, to: &text)
    text += ":"
    needsComma = false
  }

  /// Writes a string field.
  public mutating func field(_ name: String, _ value: String) {
    key(name)
    self.value(value)
  }

  /// Writes an optional string field (`null` when absent).
  public mutating func field(_ name: String, _ value: String?) {
    key(name)
    if let value { self.value(value) } else { null() }
  }

  /// Writes an integer field.
  public mutating func field(_ name: String, _ value: Int) {
    key(name)
    self.value(value)
  }

  /// Writes a Boolean field.
  public mutating func field(_ name: String, _ value: Bool) {
    key(name)
    self.value(value)
  }

  /// Writes an array of strings as a field.
  public mutating func field(_ name: String, _ values: [String]) {
    key(name)
    array { json in for value in values { json.value(value) } }
  }

  /// Writes an object field; `body` writes its fields.
  public mutating func field(_ name: String, object body: (inout JSONText) -> Void) {
    key(name)
    object(body)
  }

  /// Writes a string value.
  public mutating func value(_ value: String) {
    separate()
    JSONText.appendQuoted(value, to: &text)
    needsComma = true
  }

  /// Writes an integer value.
  public mutating func value(_ value: Int) {
    separate()
    text += String(value)
    needsComma = true
  }

  /// Writes a Boolean value.
  public mutating func value(_ value: Bool) {
    separate()
    text += value ? "true" : "false"
    needsComma = true
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    text += "null"
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { text += "," }
  }

  /// Appends `value` as a JSON string literal (RFC 8259: quote, backslash and control characters
  /// escaped; everything else, CJK included, written as UTF-8).
  static func appendQuoted(_ value: String, to text: inout String) {
    text += "\""
    var plainRun = value.unicodeScalars.startIndex
    let scalars = value.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let escape: String? =
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20:
          "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        default: nil
        }
      if let escape {
        text.unicodeScalars.append(contentsOf: scalars[plainRun..<index])
        text += escape
        plainRun = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    text.unicodeScalars.append(contentsOf: scalars[plainRun..<scalars.endIndex])
    text += "\""
  }
}
