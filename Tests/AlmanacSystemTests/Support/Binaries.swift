import AlmanacTestSupport
import Foundation

/// Runs the built `almanac` and `almanac-data` executables, as a user would.
enum Binaries {
  /// The package root (this file is Tests/AlmanacCLITests/Support/Binaries.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The build products directory: `swift test` runs the test binary from it.
  static let products: URL = {
    let candidates =
      [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
      + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return candidates.first {
      FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("almanac").path)
    } ?? Bundle.main.bundleURL
  }()

  /// A data directory that holds nothing (it is never created), for runs that do not give one.
  static var emptyDataDirectory: URL { ScratchData.empty }

  /// A fresh scratch data directory for a test that imports files; remove it when done.
  static func scratchDataDirectory() throws -> URL { try ScratchData.directory() }

  /// What a run printed and how it ended.
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs a product (or, with `absolute`, any program by its path) with arguments and
  /// environment additions; waits for it to finish.
  static func run(
    _ product: String, _ arguments: [String], environment: [String: String] = [:],
    directory: URL? = nil, absolute: Bool = false
  ) throws -> Result {
    let process = Process()
    process.executableURL =
      absolute ? URL(fileURLWithPath: product) : products.appendingPathComponent(product)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    // The developer's own imported holidays must not decide a test: an empty data directory
    // unless the test gives one.
    env["ALMANAC_DATA_DIR"] = emptyDataDirectory.path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    // stdout through a pipe read to the end before waiting (a large output cannot block the
    // child); stderr into a scratch file.
    let out = Pipe()
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try err.close()
    let errData = try Data(contentsOf: errURL)
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `almanac`.
  static func almanac(_ arguments: String..., environment: [String: String] = [:]) throws -> Result {
    try run("almanac", arguments, environment: environment)
  }
}
