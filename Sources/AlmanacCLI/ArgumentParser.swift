import Almanac

/// An option a command accepts.
struct OptionSpec: Sendable {
  /// The long name with its dashes, e.g. `--json`.
  let name: String
  /// The value's placeholder (`<locale>`), or `nil` for a flag.
  let valueName: String?
  /// One line of help; choices and defaults inline, as in `(values: auto, always, never; default: auto)`.
  let help: String
  /// Whether the option may be given more than once (`--from A --from B`), each value kept.
  var repeatable = false

  /// The option as help and the manual page list it: `--locale <locale>`, or `--json`.
  var label: String { name + (valueName.map { " \($0)" } ?? "") }

  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  /// An option whose every value is kept, in order.
  static func values(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help, repeatable: true)
  }
}

/// An option as a command declares it: its spec (spelling, value name, help) and, for a choice,
/// the type its words name. A command reads what it was given through the declaration
/// (``ParsedArguments/value(_:)``, ``ArgumentValues/choice(_:)``), never by spelling, so an
/// option is written once and a misspelt one does not compile. Helpers shared by several
/// commands (``ArgumentValues/presentation()``) may ask for an option a command does not
/// declare: it was not given.
protocol OptionDeclaration: Sendable {
  /// The option's spelling, value name and help.
  var spec: OptionSpec { get }
}

extension OptionSpec: OptionDeclaration {
  var spec: OptionSpec { self }
}

/// An option whose value is one of a type's words (`--calendar korean`): its spec, the type and
/// the values allowed here.
struct ChoiceOption<Value: OptionValue>: OptionDeclaration {
  let spec: OptionSpec
  /// The values this command accepts (all of them, or a few: `--format` of `export days`).
  let allowed: [Value]
}

/// What a command looks like on the command line, for parsing and for `--help`.
struct CommandSpec: Sendable {
  /// The command word (`lunar`), or empty for the tool itself.
  let name: String
  /// One sentence for OVERVIEW and the SUBCOMMANDS list.
  let abstract: String
  /// The positional part of the usage line, e.g. `<date>|<from>..<to>`; the options are added
  /// from ``options``.
  let positionals: String
  /// Positional arguments with their help.
  let arguments: [(name: String, help: String)]
  /// Options, besides `--help` which every command has.
  let options: [OptionSpec]
  /// Paragraphs after the option list, or empty.
  let discussion: String
  /// How many positional arguments are allowed.
  let positionalCount: ClosedRange<Int>

  init(
    name: String, abstract: String, positionals: String, arguments: [(name: String, help: String)],
    options: [any OptionDeclaration], discussion: String, positionalCount: ClosedRange<Int>
  ) {
    self.name = name
    self.abstract = abstract
    self.positionals = positionals
    self.arguments = arguments
    self.options = options.map(\.spec)
    self.discussion = discussion
    self.positionalCount = positionalCount
  }

  /// The full usage line, generated from the spec: `almanac lunar <date>|<from>..<to> [--json]
  /// [--script <script>]`.
  var usageLine: String {
    let optionWords = options.map {
      "[\($0.label)]" + ($0.repeatable ? "..." : "")
    }
    return (["almanac", name, positionals] + optionWords).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Where the help for this command is.
  var helpHint: String { name.isEmpty ? "almanac --help" : "almanac \(name) --help" }
}

/// The command line split by a command's spec: positionals, flags and option values.
struct ParsedArguments: Equatable {
  /// The positional arguments, in order.
  var positionals: [String] = []
  /// Whether `-h` or `--help` was given.
  var wantsHelp = false
  fileprivate var flags: Set<String> = []
  fileprivate var values: [String: String] = [:]
  /// Every value of a repeatable option, in order (its last is also in ``values``).
  fileprivate var repeated: [String: [String]] = [:]

  /// The value given to an option (the last, for a repeatable one), or `nil`.
  func value(_ option: some OptionDeclaration) -> String? {
    values[option.spec.name]
  }

  /// Every value given to a repeatable option, in order.
  func all(_ option: some OptionDeclaration) -> [String] {
    repeated[option.spec.name] ?? []
  }

  /// Whether a flag was given.
  func has(_ option: some OptionDeclaration) -> Bool {
    flags.contains(option.spec.name)
  }
}

extension CommandSpec {
  /// Splits `arguments` (the words after the command) by this spec. `--name=value` and
  /// `--name value` are both accepted; `--` ends the options.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` for an unknown option, a missing value, a repeated
  ///   option or the wrong number of positionals.
  func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" || isNegativeNumber(word) {
        result.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      if word == "-h" || word == "--help" {
        result.wantsHelp = true
        continue
      }
      // `--name=value`: split at the first "=" only, keeping an empty value as given.
      let equals = word.firstIndex(of: "=")
      let optionName = equals.map { String(word[..<$0]) } ?? word
      let inlineValue = equals.map { String(word[word.index(after: $0)...]) }
      guard let option = options.first(where: { $0.name == optionName }) else {
        let known = options.map(\.name) + ["--help"]
        throw .usage(
          "unknown option \(QuotedInput.quoted(optionName))\(name.isEmpty ? "" : " for '\(name)'")"
            + Suggestion.hint(for: optionName, among: known),
          for: self)
      }
      guard let valueName = option.valueName else {
        guard inlineValue == nil else {
          throw .usage("option '\(option.name)' takes no value", for: self)
        }
        result.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        let next = index < arguments.count ? "; \(QuotedInput.quoted(arguments[index])) is an option" : ""
        throw .usage("option '\(option.name)' needs a value \(valueName)\(next)", for: self)
      }
      guard !value.isEmpty else {
        throw .usage(
          "option '\(option.name)' needs a value \(valueName); it was given an empty one", for: self)
      }
      guard result.values[option.name] == nil || option.repeatable else {
        throw .usage("option '\(option.name)' is given twice", for: self)
      }
      result.values[option.name] = value
      if option.repeatable { result.repeated[option.name, default: []].append(value) }
    }
    if !result.wantsHelp && !positionalCount.contains(result.positionals.count) {
      let expected =
        positionalCount.lowerBound == positionalCount.upperBound
        ? "\(positionalCount.lowerBound)" : "\(positionalCount.lowerBound) to \(positionalCount.upperBound)"
      let got =
        result.positionals.isEmpty
        ? "none"
        : result.positionals.prefix(4).map { QuotedInput.quoted($0) }.joined(separator: " ")
          + (result.positionals.count > 4 ? " and \(result.positionals.count - 4) more" : "")
      throw .usage(
        "expected \(expected) argument\(positionalCount.upperBound == 1 ? "" : "s"), got \(got)",
        for: self)
    }
    return result
  }

  private func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)
  }

  /// The `--help` text: OVERVIEW, USAGE, ARGUMENTS, OPTIONS (and SUBCOMMANDS for the tool, and
  /// for a command the commands named with it: `holidays import`, …).
  func help(subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil, nested: [CommandSpec] = []) -> String {
    var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usageLine)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in arguments { text += CommandSpec.row(argument.name, argument.help) }
    }
    text += "\nOPTIONS:\n"
    for option in options {
      text += CommandSpec.row(option.label, option.help)
    }
    if name.isEmpty { text += CommandSpec.row("--version", "Show the version.") }
    text += CommandSpec.row("-h, --help", "Show help information.")
    if !subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for command in subcommands {
        let label = command.name == defaultSubcommand ? command.name + " (default)" : command.name
        text += CommandSpec.row(label, command.abstract)
      }
      text += "\n  See 'almanac help <subcommand>' for detailed help.\n"
    }
    if !discussion.isEmpty { text += "\n" + discussion + "\n" }
    if !nested.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for command in nested {
        text += CommandSpec.row(
          [command.name, command.positionals].filter { !$0.isEmpty }.joined(separator: " "), command.abstract, width: 32)
      }
      text += "\n  See 'almanac \(name) <subcommand> --help' for detailed help.\n"
    }
    return text
  }

  /// One aligned help row: the name in a 24-column field (or `width`), then the help text.
  private static func row(_ name: String, _ help: String, width: Int = 24) -> String {
    let pad =
      name.count < width - 2
      ? String(repeating: " ", count: width - 2 - name.count) : "\n" + String(repeating: " ", count: width)
    return "  " + name + pad + help + "\n"
  }
}
