import AlmanacCore

/// An iCalendar (RFC 5545) reader: unfolds content lines (CRLF or LF; a line starting with a
/// space or tab continues the one before), splits each into name, parameters and value (a colon
/// or semicolon inside a quoted parameter value is part of it), and collects the properties of
/// each VEVENT — not those of a VALARM inside it or of a VTIMEZONE — and of the calendar itself.
package enum ICSReader {
  /// One property: its parameters (`VALUE=DATE`, `TZID=Asia/Shanghai`), its value (TEXT
  /// escapes undone) and its line.
  package struct Property: Sendable {
    package let parameters: [String: String]
    package let value: String
    package let line: Int
  }

  /// One VEVENT.
  package struct Event: Sendable {
    /// The line of its `BEGIN:VEVENT`.
    package let line: Int
    /// Properties by upper-cased name (the first of each name).
    package let properties: [String: Property]
  }

  /// A calendar: its own properties and its events.
  package struct Calendar: Sendable {
    package var properties: [String: Property] = [:]
    package var events: [Event] = []
  }

  /// A syntax problem with its line.
  package struct SyntaxError: Error, Sendable {
    package let line: Int
    package let reason: String
  }

  /// Components nested deeper than this are refused (real feeds nest three: VCALENDAR, VEVENT,
  /// VALARM).
  static let maximumDepth = 16

  /// Reads a calendar.
  package static func calendar(_ text: String) throws(SyntaxError) -> Calendar {
    var result = Calendar()
    var stack: [String] = []
    var event: (line: Int, properties: [String: Property])?
    var lastLine = 1
    for (number, line) in unfold(text) {
      lastLine = number
      guard let colon = valueStart(line) else {
        throw SyntaxError(line: number, reason: "not a content line (NAME:value)")
      }
      let head = split(line[..<colon], on: ";")
      guard let first = head.first, !first.isEmpty else {
        throw SyntaxError(line: number, reason: "a content line without a property name before ':'")
      }
      let name = first.uppercased()
      let rawValue = String(line[line.index(after: colon)...])
      switch name {
      case "BEGIN":
        let component = rawValue.uppercased()
        guard stack.count < maximumDepth else {
          throw SyntaxError(line: number, reason: "components nested deeper than \(maximumDepth) levels")
        }
        if component == "VEVENT" {
          guard event == nil else {
            throw SyntaxError(line: number, reason: "BEGIN:VEVENT inside another VEVENT")
          }
          event = (number, [:])
        }
        stack.append(component)
      case "END":
        let component = rawValue.uppercased()
        guard let open = stack.last else {
          throw SyntaxError(line: number, reason: "END:\(component) without BEGIN:\(component)")
        }
        guard open == component else {
          throw SyntaxError(line: number, reason: "END:\(component) closes BEGIN:\(open)")
        }
        stack.removeLast()
        if component == "VEVENT", let open = event {
          result.events.append(Event(line: open.line, properties: open.properties))
          event = nil
        }
      default:
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
          guard let equals = parameter.firstIndex(of: "=") else { continue }
          var value = String(parameter[parameter.index(after: equals)...])
          if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
          }
          parameters[parameter[..<equals].uppercased()] = value
        }
        let property = Property(parameters: parameters, value: unescape(rawValue), line: number)
        if stack.last == "VEVENT" {
          if event?.properties[name] == nil { event?.properties[name] = property }
        } else if stack.last == "VCALENDAR", result.properties[name] == nil {
          result.properties[name] = property
        }
      }
    }
    // A file that ends inside a component was cut short (a download or a copy stopped early):
    // what it holds would read as a smaller table.
    if let open = stack.last {
      throw SyntaxError(
        line: lastLine, reason: "the file ends inside \(open), before its END:\(open): is it cut short?")
    }
    if let open = event { throw SyntaxError(line: open.line, reason: "VEVENT without END:VEVENT") }
    return result
  }

  /// The VEVENTs of a calendar.
  package static func events(_ text: String) throws(SyntaxError) -> [Event] { try calendar(text).events }

  /// Content lines with their first physical line numbers, unfolded.
  package static func unfold(_ text: String) -> [(Int, Substring)] {
    var lines: [(Int, Substring)] = []
    var pending: (Int, String)?
    // Lines end at CRLF (RFC 5545), LF or CR, and nothing else: a U+2028 inside a value is
    // part of it (and refused there), not a line break. Swift reads "\r\n" as one Character.
    let breaks: Set<Character> = ["\r\n", "\n", "\r"]
    for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { breaks.contains($0) })
      .enumerated()
    {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if let first = line.first, first == " " || first == "\t", pending != nil {
        pending?.1 += line.dropFirst()
        continue
      }
      if let done = pending { lines.append((done.0, Substring(done.1))) }
      pending = line.isEmpty ? nil : (index + 1, String(line))
    }
    if let done = pending { lines.append((done.0, Substring(done.1))) }
    return lines
  }

  /// The index of the colon that starts the value: the first one outside double quotes.
  package static func valueStart(_ line: Substring) -> Substring.Index? {
    var quoted = false
    for index in line.indices {
      switch line[index] {
      case "\"": quoted.toggle()
      case ":" where !quoted: return index
      default: continue
      }
    }
    return nil
  }

  /// Splits on a separator outside double quotes.
  private static func split(_ text: Substring, on separator: Character) -> [Substring] {
    var parts: [Substring] = []
    var start = text.startIndex
    var quoted = false
    for index in text.indices {
      if text[index] == "\"" { quoted.toggle() }
      if text[index] == separator && !quoted {
        parts.append(text[start..<index])
        start = text.index(after: index)
      }
    }
    parts.append(text[start...])
    return parts
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

  /// A DATE value (`20260101`), or `nil`.
  package static func date(_ value: String) -> CivilDate? {
    let digits = Array(value.utf8)
    guard digits.count == 8, let year = CivilDate.digits(digits[0..<4]),
      let month = CivilDate.digits(digits[4..<6]),
      let day = CivilDate.digits(digits[6..<8])
    else { return nil }
    return CivilDate(year: year, month: month, day: day)
  }

  /// A DATE-TIME value (`20260101T090000`, `…Z` for UTC): its date, the seconds into that day,
  /// and whether it is UTC; `nil` for any other shape.
  package static func dateTime(_ value: String) -> (date: CivilDate, seconds: Int, isUTC: Bool)? {
    let bytes = Array(value.utf8)
    let isUTC = bytes.last == UInt8(ascii: "Z")
    guard bytes.count == (isUTC ? 16 : 15), bytes[8] == UInt8(ascii: "T"),
      let date = date(String(value.prefix(8))),
      let hour = CivilDate.digits(bytes[9..<11]), let minute = CivilDate.digits(bytes[11..<13]),
      let second = CivilDate.digits(bytes[13..<15]), hour < 24, minute < 60, second < 61
    else { return nil }
    return (date, hour * 3_600 + minute * 60 + second, isUTC)
  }
}
