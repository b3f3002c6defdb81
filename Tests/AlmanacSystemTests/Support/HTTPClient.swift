import AlmanacTestSupport
import AlmanacToolSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP/1.1 client over a raw socket, so tests can send what no library would (a
/// malformed request line, a 100 KB header) as well as ordinary requests.
enum HTTPClient {
  /// A response: the status, the headers (names lowercased) and the body.
  struct Response {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// Sends `request` (raw bytes) to 127.0.0.1:`port` and reads until the server closes.
  static func raw(_ request: [UInt8], port: UInt16, timeout: Int = 10) throws -> [UInt8] {
    let fd = try Loopback.connect(port: port, timeout: timeout).mapError { ClientError($0.reason) }.get()
    defer { close(fd) }
    // The server may close early (a request it refuses): what was sent is enough.
    Loopback.send(request, to: fd)
    // Nothing more will be sent: a server waiting for the rest of a malformed request sees the
    // end at once.
    shutdown(fd, Int32(SHUT_WR))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    return received
  }

  /// A GET (or another method) with `Connection: close`, parsed.
  static func request(
    _ path: String, port: UInt16, method: String = "GET", headers: [String: String] = [:], timeout: Int = 10
  ) throws -> Response {
    var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    text += "\r\n"
    return try parse(try raw(Array(text.utf8), port: port, timeout: timeout))
  }

  /// A connection kept open: what is sent, and what arrives, read as the test chooses.
  final class KeptOpen {
    let fd: Int32

    init(port: UInt16) throws {
      fd = try Loopback.connect(port: port, timeout: 10).mapError { ClientError($0.reason) }.get()
    }

    deinit { close(fd) }

    func send(_ text: String) throws {
      let bytes = Array(text.utf8)
      guard Loopback.send(bytes, to: fd) == bytes.count else { throw ClientError("send failed") }
    }

    private func receive(timeout: Int, until done: ([UInt8]) -> Bool) throws -> [UInt8] {
      var time = timeval(tv_sec: timeout, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while !done(received) {
        let count = recv(fd, &buffer, buffer.count, 0)
        if count == 0 { break }
        guard count > 0 else { throw ClientError("nothing more within \(timeout) s (\(received.count) bytes)") }
        received += buffer[0..<count]
      }
      return received
    }

    /// At least `count` bytes (fewer if the server closes first).
    func receive(atLeast count: Int, timeout: Int) throws -> [UInt8] {
      try receive(timeout: timeout) { $0.count >= count }
    }

    /// Everything until the server closes the connection.
    func receiveAll(timeout: Int) throws -> [UInt8] { try receive(timeout: timeout) { _ in false } }

    /// The answers to `count` pipelined HEAD requests (headers only), counted by status: how
    /// many came, and how many were neither 200 nor 400. The scanning is `memchr`'s, so that a
    /// debug build keeps up with a million answers.
    func receiveHeads(_ count: Int, timeout: Int) throws -> (answered: Int, unexpected: Int) {
      var time = timeval(tv_sec: timeout, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
      let capacity = 1 << 20
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      defer { buffer.deallocate() }
      var filled = 0
      var answered = 0
      var unexpected = 0
      while answered < count {
        let received = recv(fd, buffer + filled, capacity - filled, 0)
        guard received > 0 else {
          throw ClientError("\(answered) of \(count) answers, then nothing within \(timeout) s")
        }
        filled += received
        var start = 0
        var probe = start
        while probe + 4 <= filled, let found = memchr(buffer + probe, 13, filled - probe) {
          let at = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
          guard at + 4 <= filled else { break }
          guard buffer[at + 1] == 10, buffer[at + 2] == 13, buffer[at + 3] == 10 else {
            probe = at + 1
            continue
          }
          let end = at + 4
          // "HTTP/1.1 200 …": the status's three digits at 9…11.
          if end - start > 12 {
            let status = (Int(buffer[start + 9]) - 48) * 100 + (Int(buffer[start + 10]) - 48) * 10 + Int(buffer[start + 11]) - 48
            if status != 200 && status != 400 { unexpected += 1 }
          }
          answered += 1
          start = end
          probe = end
        }
        // Keep only the start of an answer not yet whole.
        if start > 0 {
          (buffer).update(from: buffer + start, count: filled - start)
          filled -= start
        }
      }
      return (answered, unexpected)
    }

    /// One whole response with a Content-Length.
    func receiveResponse(timeout: Int) throws -> [UInt8] {
      try receive(timeout: timeout) { bytes in
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
          return false
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        guard let range = head.range(of: "content-length: ") else { return true }
        let length = Int(head[range.upperBound...].prefix { $0.isNumber }) ?? 0
        return bytes.count >= end + 4 + length
      }
    }
  }

  static func parse(_ bytes: [UInt8]) throws -> Response {
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
      throw ClientError("no complete response: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
    }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    var body = Array(bytes[(end + 4)...])
    if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
    return Response(status: status, headers: headers, body: body)
  }

  /// A chunked body's bytes.
  static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard let lineEnd = bytes[index...].indices.first(where: { bytes[$0...].starts(with: [13, 10]) }) else {
        break
      }
      let size =
        Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? 0
      if size == 0 { break }
      let start = lineEnd + 2
      result += bytes[start..<min(start + size, bytes.count)]
      index = start + size + 2
    }
    return result
  }

  struct ClientError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

/// A running `almanac serve`, stopped with SIGTERM when the test is done.
final class ServerProcess {
  let process = Process()
  let port: UInt16
  private let errors = Pipe()

  /// Starts `almanac serve --port 0 …` and waits for its "listening" line.
  init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
    process.executableURL = Binaries.products.appendingPathComponent("almanac")
    process.arguments = ["serve", "--port", "0"] + arguments
    var env = ProcessInfo.processInfo.environment
    env["ALMANAC_DATA_DIR"] = Binaries.emptyDataDirectory.path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let seen = errors.fileHandleForReading.read(until: "\n", seconds: 20)
    guard let range = seen.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
      let port = UInt16(seen[range].dropFirst(10).dropLast())
    else {
      process.terminate()
      throw HTTPClient.ClientError("the server did not start: \(seen)")
    }
    self.port = port
  }

  /// The lines the server wrote to stderr since start (after it stopped). A server still
  /// running 20 s after SIGTERM is killed, so the test fails (status 9) instead of hanging.
  func stop() -> (status: Int32, stderr: String) {
    let watchdog = Watchdog(process, seconds: 20)
    defer { watchdog.disarm() }
    if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    let rest = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
  }

  func signal(_ number: Int32) { kill(process.processIdentifier, number) }

  /// More of stderr, waiting up to `seconds` for a line containing `text`: what arrived by then
  /// (a server that writes nothing more cannot hold the test past the deadline).
  func waitForStderr(containing text: String, seconds: Double = 10) -> String {
    errors.fileHandleForReading.read(until: text, seconds: seconds)
  }
}

extension FileHandle {
  /// What a pipe gives within `seconds`, up to the read that brings `text`: a process that
  /// writes nothing more cannot hold a test past the deadline.
  func read(until text: String, seconds: Double) -> String {
    var seen = ""
    let deadline = Date().addingTimeInterval(seconds)
    while !seen.contains(text) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var ready = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, Int32(min(left, 1) * 1_000)) >= 0 else { break }
      if ready.revents == 0 { continue }
      let data = availableData
      if data.isEmpty { break }
      seen += String(decoding: data, as: UTF8.self)
    }
    return seen
  }
}

/// Kills a process still running after a number of seconds, unless disarmed first: a server
/// that does not stop fails its test rather than hanging the suite.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var armed = true

  init(_ process: Process, seconds: Double) {
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      defer { lock.unlock() }
      // Still armed: the test is still waiting for this process, which has not been reaped.
      if armed { kill(pid, SIGKILL) }
    }
  }

  /// The process has been waited for: its number may be reused, so it is never signalled now.
  func disarm() {
    lock.lock()
    armed = false
    lock.unlock()
  }
}
