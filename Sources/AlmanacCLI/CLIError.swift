/// A failure the CLI reports on stderr, with the exit code DESIGN.md assigns.
enum CLIError: Error, Equatable {
  /// The command line is wrong (exit 64); `usage` is the usage line of the command involved.
  case usage(String, usage: String)
  /// Input data is wrong or missing, e.g. a year without a holiday table (exit 65).
  case data(String)
  /// Almanac itself failed (exit 70).
  case internalError(String)

  /// The process exit code: 64 usage, 65 bad data, 70 internal error.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .internalError: 70
    }
  }

  /// What goes to stderr: `Error: …`, then the usage line for usage errors.
  var message: String {
    switch self {
    case .usage(let text, let usage): "Error: \(text)\nUsage: \(usage)\n  See 'almanac --help'.\n"
    case .data(let text): "Error: \(text)\n"
    case .internalError(let text): "Error: internal error: \(text)\n"
    }
  }
}
