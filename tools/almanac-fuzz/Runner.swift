import Foundation

/// Where a run's standard output goes.
enum StdoutMode: String {
  /// A file the fuzzer reads afterwards.
  case captured
  /// `/dev/full`: every write fails with "No space left on device".
  case full
  /// Closed before `almanac` starts: every write fails with "Bad file descriptor".
  case closed
}

/// What one run printed and how it ended.
struct RunResult {
  var status: Int32
  var signal: Int32?
  var timedOut: Bool
  var stdout: Data
  var stderr: Data
  var seconds: Double
}

/// Runs the `almanac` binary with a deadline, standard output and error in scratch files (a
/// pipe could fill and block the child).
struct Runner {
  let binary: URL
  let scratch: URL
  let timeout: Double

  func run(_ arguments: [String], environment: [String: String], stdout mode: StdoutMode, tag: String)
    throws -> RunResult
  {
    let process = Process()
    if mode == .closed {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    env["TZ"] = nil
    // The user's imported holidays must not decide a run: an empty data directory of the
    // fuzzer's own (a generated command line may still set another).
    env["ALMANAC_DATA_DIR"] = scratch.appendingPathComponent("data").path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.currentDirectoryURL = scratch

    let outURL = scratch.appendingPathComponent("\(tag).out")
    let errURL = scratch.appendingPathComponent("\(tag).err")
    guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
      FileManager.default.createFile(atPath: errURL.path, contents: nil)
    else { throw FuzzError("cannot create scratch files in \(scratch.path)") }
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: mode == .full ? URL(fileURLWithPath: "/dev/full") : outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice

    let start = Date()
    try process.run()
    var timedOut = false
    while process.isRunning {
      if Date().timeIntervalSince(start) > timeout {
        timedOut = true
        process.terminate()
        let grace = Date()
        while process.isRunning && Date().timeIntervalSince(grace) < 2 { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        break
      }
      usleep(2_000)
    }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    try out.close()
    try err.close()
    let signalled = process.terminationReason == .uncaughtSignal
    return RunResult(
      status: signalled ? -1 : process.terminationStatus,
      signal: signalled ? process.terminationStatus : nil, timedOut: timedOut,
      stdout: mode == .captured ? (try Data(contentsOf: outURL)) : Data(),
      stderr: try Data(contentsOf: errURL), seconds: seconds)
  }
}
