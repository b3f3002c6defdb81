/// A minimal iCalendar (RFC 5545) reader: unfolds content lines and collects the properties of
/// each VEVENT, remembering the line each event starts on.
package enum ICSReader {
  /// One property: its parameters (`VALUE=DATE`) and its value, unescaped.
  package struct Property: Sendable {
    package let parameters: [String: String]
    package let value: String
  }

  /// One VEVENT.
  package struct Event: Sendable {
    /// The line of its `BEGIN:VEVENT`.
    package let line: Int
    /// Properties by upper-cased name (the first of each name).
    package let properties: [String: Property]
  }

  /// A syntax problem with its line.
  package struct SyntaxError: Error, Sendable {
    package let line: Int
    package let reason: String
  }

  /// The VEVENTs of a calendar.
  package static func events(_ text: String) throws(SyntaxError) -> [Event] {
    // Unfold (RFC 5545 §3.1): a line starting with a space or tab continues the previous one.
    var lines: [(number: Int, text: String)] = []
    // Split on every line break, "\r\n" included (Swift treats it as one Character).
    for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
    {
      var line = String(raw)
      if line.hasSuffix("\r") { line.removeLast() }
      if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
        lines[lines.count - 1].text += line.dropFirst()
      } else if !line.isEmpty {
        lines.append((index + 1, line))
      }
    }
    var events: [Event] = []
    var current: (line: Int, properties: [String: Property])?
    for (number, line) in lines {
      guard let colon = line.firstIndex(of: ":") else {
        throw SyntaxError(line: number, reason: "not a content line (NAME:value)")
      }
      let head = line[..<colon].split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      guard let first = head.first, !first.isEmpty else {
        throw SyntaxError(line: number, reason: "a content line without a property name before ':'")
      }
      let value = unescape(String(line[line.index(after: colon)...]))
      let name = first.uppercased()
      switch (name, value.uppercased()) {
      case ("BEGIN", "VEVENT"):
        guard current == nil else {
          throw SyntaxError(line: number, reason: "BEGIN:VEVENT inside another VEVENT")
        }
        current = (number, [:])
      case ("END", "VEVENT"):
        guard let event = current else {
          throw SyntaxError(line: number, reason: "END:VEVENT without BEGIN:VEVENT")
        }
        events.append(Event(line: event.line, properties: event.properties))
        current = nil
      default:
        guard current != nil, current?.properties[name] == nil else { continue }
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
          let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
          if pair.count == 2 { parameters[pair[0].uppercased()] = pair[1] }
        }
        current?.properties[name] = Property(parameters: parameters, value: value)
      }
    }
    if let open = current { throw SyntaxError(line: open.line, reason: "VEVENT without END:VEVENT") }
    return events
  }

  /// Reverses TEXT escaping: `\,` `\;` `\\` `\n`.
  private static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        result.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The civil date of a `DATE` value (`20260101`), or `nil`.
  package static func date(_ value: String) -> CivilDate? {
    let digits = Array(value.utf8.prefix(8))
    guard digits.count == 8, let year = CivilDate.digits(digits[0..<4]),
      let month = CivilDate.digits(digits[4..<6]),
      let day = CivilDate.digits(digits[6..<8])
    else { return nil }
    return CivilDate(year: year, month: month, day: day)
  }
}
