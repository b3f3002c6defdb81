import Almanac

/// One parameter of a question, declared once: its name, what it is, its default, and how help
/// shows it. Every door spells the name its way (`--first-weekday` on the command line,
/// `firstWeekday` in a URL and in an MCP tool's arguments) and describes the value from here.
///
/// A parameter is declared as a typed ``Parameter`` (which also reads its value); this is the
/// part every door lists.
public struct QueryParameter: Sendable {
  /// The name in lowerCamelCase, as a URL and an MCP tool spell it: `firstWeekday`.
  public let name: String
  /// What the parameter is, without a closing period: `Weekday of the first column`.
  public let summary: String
  /// What its text is.
  public let kind: ParameterKind
  /// The placeholder help shows for its value: `weekday` (`<weekday>`).
  public let placeholder: String
  /// The values as help lists them (`monday ... sunday`; `e.g. zh_CN, zh_TW, en_US`), or `nil`
  /// for none.
  public let values: String?
  /// The default as help states it (`hans`; `the Chinese of ⟨script⟩`), or `nil` for none. A
  /// parameter's name in `⟨ ⟩` is spelled by each door.
  public let defaultText: String?
  /// The default as a schema states it (the word, number or flag), or `nil` when it depends on
  /// other values.
  public let defaultValue: SchemaDefault?
  /// Whether a question cannot be asked without it.
  public let isRequired: Bool
  /// Whether the command line takes it as a positional argument (in declaration order).
  public let isPositional: Bool
  /// The positional's form in a usage line, when it is not `<placeholder>`:
  /// `<date>|<from>..<to>`.
  public let usage: String?
  /// The positional's rows in help, when one row does not say it: `<date>` and `<from>..<to>`.
  public let rows: [(name: String, help: String)]?

  /// A declaration (use ``Parameter``'s factories).
  init(
    name: String, summary: String, kind: ParameterKind, placeholder: String, values: String? = nil,
    defaultText: String? = nil, defaultValue: SchemaDefault? = nil, isRequired: Bool = false,
    isPositional: Bool = false, usage: String? = nil, rows: [(name: String, help: String)]? = nil
  ) {
    self.name = name
    self.summary = summary
    self.kind = kind
    self.placeholder = placeholder
    self.values = values
    self.defaultText = defaultText
    self.defaultValue = defaultValue
    self.isRequired = isRequired
    self.isPositional = isPositional
    self.usage = usage
    self.rows = rows
  }

  /// The one line of help: the summary, then the values and the default in parentheses
  /// (`Lunisolar calendar (values: chinese, korean, vietnamese; default: chinese).`), with each
  /// `⟨name⟩` spelled by the door.
  public func help(_ spelling: ParameterSpelling) -> String {
    var parts: [String] = []
    if let values { parts.append(values) }
    if let defaultText { parts.append("default: \(defaultText)") }
    let text = parts.isEmpty ? summary + "." : "\(summary) (\(parts.joined(separator: "; ")))."
    return spelling.render(text)
  }

  /// The positional's form in a usage line: `<date>`, `[<year-month>]`.
  public var usageForm: String {
    let form = usage ?? "<\(placeholder)>"
    return isRequired ? form : "[\(form)]"
  }

  /// The name as the command line spells it: `first-weekday` (without the dashes).
  public var commandLineName: String { ParameterSpelling.kebab(name) }
}

/// A default as a schema states it.
public enum SchemaDefault: Sendable, Hashable {
  case word(String)
  case integer(Int)
  case flag(Bool)
}

/// How a door spells a parameter (and a value given to it) in help and in refusal sentences.
public enum ParameterSpelling: Sendable, Hashable {
  /// `--first-weekday sunday`.
  case commandLine
  /// `firstWeekday=sunday`.
  case url

  /// A parameter, with a value if given: `--assume law` or `assume=law`.
  public func spell(_ name: String, _ value: String? = nil) -> String {
    switch self {
    case .commandLine: "--" + ParameterSpelling.kebab(name) + (value.map { " \($0)" } ?? "")
    case .url: name + (value.map { "=\($0)" } ?? "")
    }
  }

  /// Text with each `⟨name⟩` or `⟨name value⟩` spelled: `the Chinese of ⟨script⟩` is `the
  /// Chinese of --script` on the command line and `the Chinese of script` in a URL's docs. The
  /// command line's own options (`⟨holidays⟩`, a file for one command) are named as the server
  /// has them elsewhere.
  ///
  /// `⟦command line|URL⟧` says one thing on the command line and another elsewhere (either may
  /// be empty): what only a terminal has (`--json prints …`, an exit code).
  public func render(_ text: String) -> String {
    guard text.contains("⟨") || text.contains("⟦") else { return text }
    var result = ""
    var rest = Substring(choose(text))
    while let open = rest.firstIndex(of: "⟨"), let close = rest[open...].firstIndex(of: "⟩") {
      result += rest[..<open]
      let inside = rest[rest.index(after: open)..<close].split(separator: " ", maxSplits: 1).map(String.init)
      let name = inside.first ?? ""
      if self == .url, name == "holidays" {
        result += "the server's --holidays file"
      } else {
        result += spell(name, inside.count > 1 ? inside[1] : nil)
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The text with each `⟦a|b⟧` replaced by the door's part.
  private func choose(_ text: String) -> String {
    guard text.contains("⟦") else { return text }
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
      result += rest[..<open]
      let parts = rest[rest.index(after: open)..<close].split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
      let chosen = self == .commandLine ? parts.first : (parts.count > 1 ? parts[1] : nil)
      result += chosen ?? ""
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `firstWeekday` as `first-weekday`.
  public static func kebab(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// `first-weekday` as `firstWeekday`.
  public static func camel(_ name: String) -> String {
    var result = ""
    var upper = false
    for character in name {
      if character == "-" {
        upper = true
      } else {
        result += upper ? character.uppercased() : String(character)
        upper = false
      }
    }
    return result
  }
}
