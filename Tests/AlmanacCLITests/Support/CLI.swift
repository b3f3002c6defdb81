import AlmanacTestSupport
import Foundation

@testable import AlmanacCLI

/// Runs `almanac` in this process: the function the executable's `main` calls, with the
/// arguments, the environment and the two outputs given here (standard output and error kept
/// in memory). What a run prints and its exit code are the executable's; what needs a process
/// of its own (signals, standard input, a terminal, a server, argument bytes that are not
/// UTF-8) is in AlmanacSystemTests.
enum CLI {
  /// What a run printed and how it ended.
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// A data directory that holds nothing (it is never created), for runs that do not give one.
  static var emptyDataDirectory: URL { ScratchData.empty }

  /// A fresh scratch data directory for a test that imports files; remove it when done.
  static func scratchDataDirectory() throws -> URL { try ScratchData.directory() }

  /// Runs `almanac` with arguments and environment additions: as the executable, with
  /// `NO_COLOR` set and an empty data directory unless the test gives one (the developer's own
  /// imported holidays must not decide a test).
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Result {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["ALMANAC_DATA_DIR"] = emptyDataDirectory.path
    for (key, value) in environment { env[key] = value }
    let output = Output.memory(limit: 1 << 28)
    let errors = Output.memory(limit: 1 << 20)
    let status = runAlmanac(arguments, environment: env, output: output, errors: errors)
    output.flush()
    errors.flush()
    return Result(
      status: status, stdout: String(decoding: output.kept, as: UTF8.self),
      stderr: String(decoding: errors.kept, as: UTF8.self))
  }

  /// Runs `almanac`.
  static func almanac(_ arguments: String..., environment: [String: String] = [:]) -> Result {
    run(arguments, environment: environment)
  }
}
