import Almanac
import AlmanacToolSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The MCP round (`--mcp N`): N sessions of `almanac mcp`, each fed hostile frames on standard
/// input: malformed JSON, invalid UTF-8, nesting thousands deep, a 10 MB line, batches, unknown
/// methods, requests before `initialize`, ids of every type, tool calls with junk arguments, and a
/// stream cut in the middle of a frame. It fails on a crash or a signal, a session that does not
/// end within 20 s of its input ending, a line on standard output that is not one JSON-RPC
/// response, a request whose id gets no answer or two, anything on standard error, or memory over
/// 100 MB.
struct MCPRound {
  let binary: URL
  let scratch: URL
  let seed: UInt64
  let sessions: Int
  /// Where the input of a failing session is kept.
  let keep: URL

  /// The most a session may hold (resident, peak).
  static let memoryCeiling = 100 << 20

  func run() throws -> (problems: [String], summary: String) {
    var problems: [String] = []
    var frames = 0
    var answered = 0
    var slowest = 0.0
    for session in 0..<sessions {
      var random = SplitMix(seed: seed, stream: 3_000_000 + UInt64(session))
      let (input, requests) = Self.frames(&random)
      frames += input.count
      let file = scratch.appendingPathComponent("mcp-\(session).in")
      var bytes: [UInt8] = []
      for (index, frame) in input.enumerated() {
        bytes += frame
        // The last frame may be cut: no line end after it.
        if index < input.count - 1 || random.chance(0.7) { bytes.append(10) }
      }
      try Data(bytes).write(to: file)
      let started = Date()
      let result = try Self.session(binary, input: file, scratch: scratch, tag: session)
      let before = problems.count
      defer {
        if problems.count > before {
          try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
          let kept = keep.appendingPathComponent("mcp-seed\(seed)-session\(session).jsonl")
          try? FileManager.default.removeItem(at: kept)
          try? FileManager.default.moveItem(at: file, to: kept)
          problems.append("session \(session): its input is kept at \(kept.path)")
        }
        try? FileManager.default.removeItem(at: file)
      }
      slowest = max(slowest, Date().timeIntervalSince(started))
      let shown = "session \(session) (\(input.count) frames)"
      if result.timedOut { problems.append("\(shown): still running 20 s after its input ended") }
      if result.status != 0 { problems.append("\(shown): exit \(result.status)\(result.signalled ? " (signal)" : "")") }
      if !result.stderr.isEmpty { problems.append("\(shown): stderr \(String(decoding: result.stderr.prefix(300), as: UTF8.self))") }
      if result.peak > Self.memoryCeiling { problems.append("\(shown): peak memory \(result.peak >> 20) MB") }
      var seen: [String: Int] = [:]
      for line in result.stdout.split(separator: 10, omittingEmptySubsequences: false).dropLast() {
        guard let text = String(validating: line, as: UTF8.self), let node = try? JSONReader.parse(text),
          node["jsonrpc"]?.string == "2.0", node["result"] != nil || node["error"] != nil, let id = node["id"]
        else {
          problems.append("\(shown): not a JSON-RPC response: \(String(decoding: line.prefix(200), as: UTF8.self))")
          continue
        }
        answered += 1
        seen[Self.key(id), default: 0] += 1
      }
      for id in requests where seen[id] != 1 {
        problems.append("\(shown): request id \(id) answered \(seen[id] ?? 0) times")
      }
      if problems.count > 20 { break }
    }
    let summary =
      "mcp round: \(sessions) sessions, \(frames) frames, \(answered) responses; slowest session \(String(format: "%.2f", slowest)) s"
    return (problems, summary)
  }

  /// An id as a key: `"7"` for 7, `"s:abc"` for "abc".
  static func key(_ node: JSONNode) -> String {
    if let number = node.int { return String(number) }
    return "s:" + (node.string ?? "?")
  }

  /// A session's frames, and the ids of the requests in it that must each get one answer.
  static func frames(_ random: inout SplitMix) -> (frames: [[UInt8]], requests: [String]) {
    var frames: [[UInt8]] = []
    var requests: [String] = []
    var requestFrames: [Int] = []
    var next = 1
    func request(_ method: String, _ params: String) {
      let id = next
      next += 1
      let stringID = random.chance(0.3)
      frames.append(Array(#"{"jsonrpc":"2.0","id":\#(stringID ? "\"r\(id)\"" : String(id)),"method":"\#(method)","params":\#(params)}"#.utf8))
      requests.append(stringID ? "s:r\(id)" : String(id))
      requestFrames.append(frames.count - 1)
    }
    if random.chance(0.8) {
      request("initialize", #"{"protocolVersion":"\#(random.pick(["2025-11-25", "2025-06-18", "1999-01-01", ""]))","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}"#)
      frames.append(Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8))
    }
    let tools = [
      "day", "days", "month", "year", "holidays", "workdays", "workdays_add", "lunar", "solar", "next", "trading_days", "terms",
      "sources", "check", "schedule", "plan_leave", "rrule", "nope", "",
    ]
    let values = [
      #""2026-10-01""#, #""2026-02-30""#, #""9999-12-31""#, #""0001-01-01""#, #""0001-01-01..9999-12-31""#, "2026", "-9223372036854775808",
      "9223372036854775807", "1e999", "true", "null", "[]", #"["a","b"]"#, #"{"x":1}"#, #""\u0000\u001b[31m""#, #""中秋""#,
      #""2025-L06-01""#, #""2026-13""#, "-1", "0.5", #""""#, "\"" + String(repeating: "x", count: 5_000) + "\"",
    ]
    let names = ["date", "from", "to", "year", "month", "days", "name", "region", "assume", "calendar", "names", "official", "today", "after", "zz"]
    for _ in 0..<random.int(5...40) {
      switch random.int(0...11) {
      case 0...4:
        var arguments: [String] = []
        for _ in 0..<random.int(0...4) { arguments.append("\"\(random.pick(names))\":\(random.pick(values))") }
        request("tools/call", #"{"name":"\#(random.pick(tools))","arguments":{\#(arguments.joined(separator: ","))}}"#)
      case 5: request(random.pick(["tools/list", "ping", "resources/list", "server/discover", "prompts/get", ""]), "{}")
      case 6:
        frames.append(
          Array(
            random.pick([
              "not json", "{", #"{"jsonrpc":"2.0","id":9001"#, "[]", #"[{"jsonrpc":"2.0","id":9,"method":"ping"}]"#, "null", "42",
              #"{"jsonrpc":"1.0","id":9003,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
              #"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, #"{"jsonrpc":"2.0","method":"ping","params":[]}"#,
              #"{"jsonrpc":"2.0","id":9005,"result":{}}"#, #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#,
            ]).utf8))
      case 7: frames.append([0xFF, 0xFE, 0x7B, 0xC0, 0x80])
      case 8: frames.append(Array(String(repeating: "[", count: random.int(100...20_000)).utf8))
      case 9:
        if random.chance(0.15) {
          // A line of 10 MB: refused unread, and nothing of it kept.
          frames.append(Array(#"{"jsonrpc":"2.0","id":99,"method":"ping","params":{"pad":""#.utf8) + [UInt8](repeating: 0x61, count: 10 << 20))
        }
      case 10: frames.append(Array("   \t  ".utf8))
      default: request("tools/call", #"{"name":"day"}"#)
      }
    }
    if random.chance(0.3), let last = frames.popLast() {
      // The stream cut in the middle of its last frame: no longer a request of its own.
      frames.append(Array(last.prefix(last.count / 2)))
      if let id = requests.last, requestFrames.last == frames.count - 1 {
        requests.removeLast()
        _ = id
      }
    }
    return (frames, requests)
  }

  /// One session: `almanac mcp` reading `input`, its output, and how it ended.
  static func session(_ binary: URL, input: URL, scratch: URL, tag: Int) throws -> (
    status: Int32, signalled: Bool, timedOut: Bool, stdout: [UInt8], stderr: [UInt8], peak: Int
  ) {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["mcp"]
    var environment = ProcessInfo.processInfo.environment
    environment["ALMANAC_DATA_DIR"] = scratch.appendingPathComponent("mcp-data").path
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: input)
    let out = scratch.appendingPathComponent("mcp-\(tag).out")
    let err = scratch.appendingPathComponent("mcp-\(tag).err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    var peak = 0
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline {
      peak = max(peak, ServerRound.memory(of: process.processIdentifier).peak)
      usleep(2_000)
    }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason == .uncaughtSignal, timedOut,
      Array((try? Data(contentsOf: out)) ?? Data()), Array((try? Data(contentsOf: err)) ?? Data()), peak
    )
  }
}
