import Almanac

/// A failure the CLI reports on stderr, with the exit code DESIGN.md assigns.
enum CLIError: Error, Equatable {
  /// The command line is wrong (exit 64); `usage` is the usage line of the command involved and
  /// `help` the command that shows its help.
  case usage(String, usage: String, help: String)
  /// Input data is wrong or missing, e.g. a year without a holiday table (exit 65).
  case data(String)
  /// Input data refused, with the lines that say what in detail after the one `Error:` line
  /// (exit 65): the days an update would have changed.
  case refused(String, details: [String])
  /// Almanac itself failed (exit 70).
  case internalError(String)
  /// The results could not be written (exit 74, `EX_IOERR`): a full disk, a closed descriptor.
  case output(String)
  /// Something the command needs is not available (exit 69, `EX_UNAVAILABLE`): libmicrohttpd
  /// for `serve`, or the address it should listen on.
  case unavailable(String)

  /// The process exit code: 64 usage, 65 bad data, 69 unavailable, 70 internal error, 74 output
  /// not written.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .data, .refused: 65
    case .internalError: 70
    case .output: 74
    case .unavailable: 69
    }
  }

  /// What goes to stderr: exactly one `Error: …` line, then the usage lines for usage errors.
  var message: String {
    switch self {
    case .usage(let text, let usage, let help):
      "Error: \(CLIError.oneLine(text))\nUsage: \(usage)\n  See '\(help)'.\n"
    case .data(let text): "Error: \(CLIError.oneLine(text))\n"
    case .refused(let text, let details):
      "Error: \(CLIError.oneLine(text))\n" + details.map { "  \(CLIError.oneLine($0))\n" }.joined()
    case .internalError(let text): "Error: internal error: \(CLIError.oneLine(text))\n"
    case .output(let text): "Error: \(CLIError.oneLine(text))\n"
    case .unavailable(let text): "Error: \(CLIError.oneLine(text))\n"
    }
  }

  /// A usage error of a command: its usage line and where its help is.
  static func usage(_ text: String, for spec: CommandSpec) -> CLIError {
    .usage(text, usage: spec.usageLine, help: spec.helpHint)
  }

  /// The last guard of the one-line rule: whatever a message quotes, control characters are
  /// escaped and the line is cut at 1,000 characters.
  private static func oneLine(_ text: String) -> String {
    let escaped = QuotedInput.escapingControls(text)
    return escaped.count <= 1_000 ? escaped : String(escaped.prefix(1_000)) + "…"
  }
}
