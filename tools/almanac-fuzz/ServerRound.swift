import Almanac
import AlmanacToolSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The server round (`--serve N`): starts the built `almanac serve` with a `--holidays` notice of
/// the fuzzer's own, sends N generated requests (``ServerRequests``) over keep-alive
/// connections, reloads (`SIGHUP`) with a notice at the calendar's ends every so often, and
/// stops it with `SIGTERM`. It fails on a request without a whole, well-framed answer, a 5xx, an
/// error body that is not the service's JSON, a dead server, a reload that neither reloads nor
/// refuses, memory over the stated ceiling, or a stop that is not a clean exit 0.
struct ServerRound {
  let binary: URL
  let scratch: URL
  let seed: UInt64
  let requests: Int
  let reloadEvery: Int

  /// The manual, "The HTTP service": resident memory plus in-memory answer files, with the default limits.
  static let memoryCeiling = 200 << 20
  /// The statuses an answer may have.
  static let allowed: Set<Int> = [200, 204, 304, 400, 404, 405, 413, 414, 422, 431]

  func run() throws -> (problems: [String], summary: String) {
    let notice = scratch.appendingPathComponent("serve-holidays.txt")
    try Data(Self.startingNotice.utf8).write(to: notice)
    let errors = scratch.appendingPathComponent("serve.err")
    guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
      throw FuzzError("cannot create \(errors.path)")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["serve", "--port", "0", "--holidays", notice.path]
    var environment = ProcessInfo.processInfo.environment
    environment["ALMANAC_DATA_DIR"] = scratch.appendingPathComponent("serve-data").path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    var log = StderrLog(url: errors)
    guard let started = log.wait(for: "listening on", seconds: 20),
      let range = started.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
      let port = UInt16(started[range].dropFirst(10).dropLast())
    else {
      if log.text.contains("libmicrohttpd") {
        return ([], "server round: skipped, \(log.text.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
      return (["the server did not start: \(log.text.prefix(300))"], "")
    }

    var problems: [String] = []
    var statuses: [Int: Int] = [:]
    var reloads = (done: 0, refused: 0)
    var connection: Connection?
    var slowest = (seconds: 0.0, request: "")
    for number in 0..<requests {
      if reloadEvery > 0, number > 0, number % reloadEvery == 0 {
        var ends = CalendarEndNotices(random: SplitMix(seed: seed, stream: 2_000_000 + UInt64(number)))
        try Data(ends.next().bytes).write(to: notice)
        kill(process.processIdentifier, SIGHUP)
        guard let line = log.wait(for: "almanac serve: reload", seconds: 20) else {
          problems.append("reload \(number / reloadEvery) said nothing within 20 s")
          break
        }
        if line.contains("reload refused") { reloads.refused += 1 } else { reloads.done += 1 }
      }
      var generator = ServerRequests(random: SplitMix(seed: seed, stream: 1_000_000 + UInt64(number)))
      let request = generator.next()
      do {
        if connection == nil { connection = try Connection(port: port) }
        let begun = Date()
        guard let answer = try connection?.exchange(request) else { continue }
        let seconds = Date().timeIntervalSince(begun)
        if seconds > slowest.seconds { slowest = (seconds, request.shown) }
        statuses[answer.status, default: 0] += 1
        for problem in Self.check(answer, for: request) {
          problems.append("request \(number): \(problem): \(request.shown)")
        }
        if answer.closes { connection = nil }
      } catch {
        connection = nil
        // A server that died may take a moment to be reaped.
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if !process.isRunning {
          _ = log.wait(for: "\u{0}", seconds: 0.2)  // what it wrote as it died
          problems.append(
            "request \(number) killed the server (\(process.terminationReason == .uncaughtSignal ? "signal" : "exit") \(process.terminationStatus)): \(request.shown)\n  "
              + (log.text.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init) ?? String(log.text.suffix(300))))
          break
        }
        problems.append("request \(number): \(error): \(request.shown)")
      }
      if problems.count > 20 { break }
    }
    connection = nil
    let memory = Self.memory(of: process.processIdentifier)
    if memory.peak + memory.files > Self.memoryCeiling {
      problems.append(
        "memory: peak resident \(memory.peak >> 20) MB + \(memory.files >> 20) MB in memory files, over the \(Self.memoryCeiling >> 20) MB ceiling"
      )
    }
    if process.isRunning {
      kill(process.processIdentifier, SIGTERM)
      let deadline = Date().addingTimeInterval(20)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      if process.isRunning {
        problems.append("SIGTERM did not stop the server within 20 s")
      } else if process.terminationReason != .exit || process.terminationStatus != 0 {
        problems.append("SIGTERM ended the server with \(process.terminationStatus), not 0")
      }
    }
    let rest = log.text
    for marker in ["Fatal error", "Backtrace", "Signal "] where rest.contains(marker) {
      problems.append("the server's stderr holds \(QuotedInput.quoted(marker)): \(rest.suffix(400))")
    }
    let summary =
      "server round: \(requests) requests, statuses "
      + statuses.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      + "; \(reloads.done) reloads, \(reloads.refused) refused; peak memory \(memory.peak >> 20) MB + \(memory.files >> 20) MB in memory files; slowest answer \(String(format: "%.2f", slowest.seconds)) s: \(slowest.request)"
    return (problems, summary)
  }

  /// The notice the server starts with: 2026's whole arrangement (国办发明电〔2025〕7号), since a
  /// year's file that leaves out a statutory day of the law is refused at start as at a reload.
  static let startingNotice = """
    国务院办公厅关于2026年部分节假日安排的通知
    一、元旦：1月1日（周四）至3日（周六）放假调休，共3天。1月4日（周日）上班。
    二、春节：2月15日（农历腊月二十八、周日）至23日（农历正月初七、周一）放假调休，共9天。2月14日（周六）、2月28日（周六）上班。
    三、清明节：4月4日（周六）至6日（周一）放假，共3天。
    四、劳动节：5月1日（周五）至5日（周二）放假调休，共5天。5月9日（周六）上班。
    五、端午节：6月19日（周五）至21日（周日）放假，共3天。
    六、中秋节：9月25日（周五）至27日（周日）放假，共3天。
    七、国庆节：10月1日（周四）至7日（周三）放假调休，共7天。9月20日（周日）、10月10日（周六）上班。

    """

  /// What an answer must be.
  static func check(_ answer: Answer, for request: ServerRequest) -> [String] {
    var problems: [String] = []
    if answer.status >= 500 { problems.append("a server error \(answer.status)") }
    if !allowed.contains(answer.status) { problems.append("status \(answer.status)") }
    // An OPTIONS is a preflight (204) unless its framing or target was refused.
    if request.method == "OPTIONS", ![204, 400, 413, 414, 431].contains(answer.status) {
      problems.append("OPTIONS answered \(answer.status), not 204")
    }
    if answer.status == 204 || answer.status == 304, !answer.body.isEmpty { problems.append("a body with \(answer.status)") }
    if let coding = answer.headers["content-encoding"] {
      // Compressed only as asked, and only what may vary says so.
      let asked = request.headers.first { $0.0 == "Accept-Encoding" }?.1 ?? ""
      if !asked.contains(coding) && !asked.contains("*") { problems.append("\(coding) sent for Accept-Encoding '\(asked)'") }
      if answer.headers["vary"] != "Accept-Encoding" { problems.append("\(coding) without Vary: Accept-Encoding") }
      return problems
    }
    guard request.method == "GET", answer.whole else { return problems }
    let type = answer.headers["content-type"] ?? ""
    if answer.status >= 400, type.hasPrefix("application/json") {
      let object = try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
      let error = object?["error"] as? [String: Any]
      // timor.tech's paths answer as timor.tech does: {"code":-1,"msg":…}.
      let timor = request.target.hasPrefix("/api/holiday")
      if timor ? (object?["code"] as? Int != -1 || object?["msg"] as? String == nil)
        : (error?["code"] as? String == nil || error?["message"] as? String == nil)
      {
        problems.append("an error body that is not \(timor ? "{\"code\":-1,\"msg\"}" : "{\"error\":{\"code\",\"message\"}}"): \(String(decoding: answer.body.prefix(160), as: UTF8.self))")
      }
    } else if answer.status == 200, type.hasPrefix("application/json") {
      if (try? JSONSerialization.jsonObject(with: Data(answer.body), options: [.fragmentsAllowed])) == nil {
        problems.append("a JSON answer that does not parse")
      }
    } else if answer.status == 200, type.hasPrefix("application/x-ndjson") {
      for line in answer.body.split(separator: UInt8(ascii: "\n")).prefix(50)
      where (try? JSONSerialization.jsonObject(with: Data(line))) == nil {
        problems.append("a JSON Lines answer with a line that does not parse")
        break
      }
    }
    return problems
  }

  /// Peak resident memory and the bytes of in-memory answer files, from /proc.
  static func memory(of pid: Int32) -> (peak: Int, files: Int) {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let peak =
      status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.flatMap {
        Int($0.split(separator: " ").dropFirst().first ?? "")
      } ?? 0
    var files = 0
    let folder = "/proc/\(pid)/fd"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let path = folder + "/" + name
      guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path))?.hasPrefix("/memfd:") == true
      else { continue }
      var info = stat()
      if stat(path, &info) == 0 { files += Int(info.st_size) }
    }
    return (peak * 1024, files)
  }
}

/// The server's stderr, read as it grows.
struct StderrLog {
  let url: URL
  private var offset = 0
  private(set) var text = ""

  init(url: URL) { self.url = url }

  /// Waits for a new line holding `marker`; returns it, or `nil` after `seconds`.
  mutating func wait(for marker: String, seconds: Double) -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let data = FileManager.default.contents(atPath: url.path), data.count > offset {
        let new = String(decoding: data[offset...], as: UTF8.self)
        offset = data.count
        text += new
        if let line = new.split(separator: "\n").first(where: { $0.contains(marker) }) { return String(line) }
      }
      usleep(10_000)
    }
    return nil
  }
}

/// An answer as read off the connection.
struct Answer {
  let status: Int
  let headers: [String: String]
  let body: [UInt8]
  /// Whether the whole body was read (a stream past the cap is cut and the connection closed).
  let whole: Bool
  /// Whether the connection ends after it.
  let closes: Bool
}

/// A keep-alive connection that reads each answer by its framing, as a strict client does.
final class Connection {
  private let fd: Int32
  private var buffer: [UInt8] = []
  /// A streamed body is read this far, then the connection is dropped (a client that leaves).
  static let bodyCap = 4 << 20

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  init(port: UInt16) throws {
    fd = try Loopback.connect(port: port, timeout: 15).mapError { Failure(description: $0.reason) }.get()
  }

  deinit { close(fd) }

  private func fill() throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = recv(fd, &chunk, chunk.count, 0)
    if count == 0 { return false }
    guard count > 0 else { throw Failure(description: "no answer within 15 s (\(String(cString: strerror(errno))))") }
    buffer += chunk[0..<count]
    return true
  }

  private func take(_ count: Int) -> [UInt8] {
    let bytes = Array(buffer.prefix(count))
    buffer.removeFirst(min(count, buffer.count))
    return bytes
  }

  private func line() throws -> [UInt8] {
    while true {
      if let end = buffer.indices.dropLast().first(where: { buffer[$0] == 13 && buffer[$0 + 1] == 10 }) {
        let bytes = take(end)
        buffer.removeFirst(2)
        return bytes
      }
      guard buffer.count < 65_536 else { throw Failure(description: "a header line over 64 KiB") }
      guard try fill() else { throw Failure(description: "the connection closed inside an answer's head") }
    }
  }

  /// Sends a request and reads its answer.
  func exchange(_ request: ServerRequest) throws -> Answer {
    // The server may refuse early and close: what was sent is enough.
    Loopback.send(request.bytes, to: fd)
    let statusLine = String(decoding: try line(), as: UTF8.self)
    let parts = statusLine.split(separator: " ")
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
      throw Failure(description: "not a status line: \(QuotedInput.quoted(statusLine))")
    }
    var headers: [String: String] = [:]
    while true {
      let text = String(decoding: try line(), as: UTF8.self)
      if text.isEmpty { break }
      guard let colon = text.firstIndex(of: ":") else { throw Failure(description: "a header without a colon") }
      headers[text[..<colon].lowercased()] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let closes = headers["connection"]?.lowercased() == "close" || parts[0] == "HTTP/1.0"
    if request.method == "HEAD" || status == 304 || status == 204 || (100..<200).contains(status) {
      return Answer(status: status, headers: headers, body: [], whole: true, closes: closes)
    }
    if headers["transfer-encoding"]?.lowercased() == "chunked" {
      var body: [UInt8] = []
      while true {
        let sizeLine = String(decoding: try line(), as: UTF8.self)
        guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16), size >= 0 else {
          throw Failure(description: "a chunk size that is not one: \(QuotedInput.quoted(sizeLine))")
        }
        if size == 0 {
          while !(try line()).isEmpty {}
          return Answer(status: status, headers: headers, body: body, whole: true, closes: closes)
        }
        while buffer.count < size + 2 {
          guard try fill() else { throw Failure(description: "the connection closed inside a chunk") }
        }
        body += take(size)
        guard take(2) == [13, 10] else { throw Failure(description: "a chunk not followed by CRLF") }
        if body.count > Connection.bodyCap {
          return Answer(status: status, headers: headers, body: body, whole: false, closes: true)
        }
      }
    }
    if let text = headers["content-length"] {
      guard let length = Int(text), length >= 0 else { throw Failure(description: "Content-Length \(text)") }
      while buffer.count < length {
        guard try fill() else { throw Failure(description: "the connection closed \(length - buffer.count) bytes short") }
      }
      return Answer(status: status, headers: headers, body: take(length), whole: true, closes: closes)
    }
    // Neither: the body runs to the end of the connection.
    while try fill() {
      if buffer.count > Connection.bodyCap { break }
    }
    return Answer(status: status, headers: headers, body: take(buffer.count), whole: true, closes: true)
  }
}
