import AlmanacTestSupport
import Foundation
import Testing

/// The doors checked by clients someone else wrote, each from PyPI in the scratch virtualenv
/// `.ci/run` makes (`ALMANAC_PYTHON`): the OpenAPI document by openapi-spec-validator, the running
/// server against that document by schemathesis (every check), and `almanac mcp` and `/mcp` by the
/// official MCP SDK's own client. Without them each test is skipped, with the reason.
@Suite("Outside clients: openapi-spec-validator, schemathesis, the MCP SDK", .serialized)
struct OutsideClientsTests {
  @Test(
    "openapi-spec-validator finds the document valid OpenAPI 3.1",
    .enabled(if: CrosscheckPython.has("openapi_spec_validator"), Comment(rawValue: CrosscheckPython.missing("openapi-spec-validator"))))
  func specValidator() throws {
    let document = try Binaries.run("almanac", ["openapi"])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-openapi-\(UUID().uuidString).json")
    try Data(document.stdout.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CrosscheckPython.run([
      "-c",
      "import sys; from openapi_spec_validator import validate; from openapi_spec_validator.readers import read_from_filename; validate(read_from_filename(sys.argv[1])[0]); print('valid')",
      file.path,
    ])
    #expect(result.status == 0 && result.stdout.contains("valid"), "\(result.stdout)\(result.stderr)")
  }

  @Test(
    "schemathesis, every check, against the running server: 0 failures, no 5xx, no hang",
    .enabled(if: CrosscheckPython.has("schemathesis") && HTTPLibrary.isAvailable,
      Comment(rawValue: CrosscheckPython.missing("schemathesis") + "; and libmicrohttpd: " + HTTPLibrary.missingReason)))
  func schemathesis() throws {
    let server = try ServerProcess()
    defer { _ = server.stop() }
    let crosscheck = Binaries.root.appendingPathComponent("tools/crosscheck")
    let result = try CrosscheckPython.run(
      [
        "-m", "schemathesis.cli", "--config-file", crosscheck.appendingPathComponent("schemathesis.toml").path, "run",
        "http://127.0.0.1:\(server.port)/openapi.json", "--checks", "all", "--max-examples", "25", "--workers", "1",
        "--seed", "20261206", "--no-color",
      ],
      environment: ["SCHEMATHESIS_HOOKS": "schemathesis_hooks", "PYTHONPATH": crosscheck.path],
      directory: FileManager.default.temporaryDirectory)
    #expect(result.status == 0, "\(result.stdout.suffix(4_000))\(result.stderr.suffix(2_000))")
    #expect(result.stdout.contains("passed") && !result.stdout.contains("failures"), "\(result.stdout.suffix(2_000))")
  }

  @Test(
    "the MCP SDK's stdio client: every tool called, each result checked against its output schema, refusals as isError",
    .enabled(if: CrosscheckPython.has("mcp"), Comment(rawValue: CrosscheckPython.missing("mcp"))))
  func mcpStdio() throws {
    let result = try CrosscheckPython.run([
      Binaries.root.appendingPathComponent("tools/crosscheck/mcp_client.py").path, "stdio",
      Binaries.products.appendingPathComponent("almanac").path,
    ])
    #expect(result.status == 0 && result.stdout.contains(", 0 failures"), "\(result.stdout)\(result.stderr)")
  }

  @Test(
    "the MCP SDK's Streamable HTTP client against /mcp on almanac serve",
    .enabled(if: CrosscheckPython.has("mcp") && HTTPLibrary.isAvailable,
      Comment(rawValue: CrosscheckPython.missing("mcp") + "; and libmicrohttpd: " + HTTPLibrary.missingReason)))
  func mcpHTTP() throws {
    let server = try ServerProcess()
    defer { _ = server.stop() }
    let result = try CrosscheckPython.run([
      Binaries.root.appendingPathComponent("tools/crosscheck/mcp_client.py").path, "http",
      "http://127.0.0.1:\(server.port)/mcp",
    ])
    #expect(result.status == 0 && result.stdout.contains(", 0 failures"), "\(result.stdout)\(result.stderr)")
  }
}

/// The Python of the cross-checks (`ALMANAC_PYTHON`, else `python3` on the path) and which of
/// the outside clients it has.
enum CrosscheckPython {
  static let python: String? = {
    var candidates: [String] = []
    if let chosen = ProcessInfo.processInfo.environment["ALMANAC_PYTHON"], !chosen.isEmpty { candidates.append(chosen) }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    candidates += path.split(separator: ":").map { "\($0)/python3" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether the Python imports `module`.
  static func has(_ module: String) -> Bool {
    guard python != nil, let result = try? run(["-c", "import \(module)"]) else { return false }
    return result.status == 0
  }

  /// Why a test of `package` is skipped.
  static func missing(_ package: String) -> String {
    "no Python with \(package) (ALMANAC_PYTHON, or python3 on PATH); .ci/run makes one in .build/crosscheck-venv"
  }

  /// Runs the Python with `arguments`.
  static func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil) throws
    -> Binaries.Result
  {
    try Binaries.run(python ?? "python3", arguments, environment: environment, directory: directory, absolute: true)
  }
}
