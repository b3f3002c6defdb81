import AlmanacTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server on loopback for the update tests: it serves files (a published tree,
/// holiday-cn's files) with `ETag` and `Last-Modified`, answers `If-None-Match` with 304, counts
/// what is asked, and can be told to misbehave per path: answer slowly, cut a body short, or
/// answer a status. One thread per connection; every answer closes its connection.
final class StaticServer: @unchecked Sendable {
  /// How a path is answered.
  enum Behaviour {
    case normal
    /// Wait this many seconds before answering.
    case slow(Double)
    /// Send the headers of the whole body, half of it, then close.
    case truncated
    /// Answer this status with an empty body.
    case status(Int)
  }

  let port: UInt16
  private let listener: Int32
  private let lock = NSLock()
  private var files: [String: [UInt8]] = [:]
  private var behaviours: [String: Behaviour] = [:]
  private var asked: [(path: String, conditional: Bool)] = []
  private var stopped = false
  /// The `Authorization` a request must carry (`Basic …`), or `nil` for none; every one seen.
  private var required: String?
  private var authorizations: [String] = []

  /// Starts serving `files` (path without the leading `/` → bytes).
  init(files: [String: [UInt8]] = [:]) throws {
    self.files = files
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(listener, 64) == 0 else { throw HTTPClient.ClientError("the test server could not listen") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    self.listener = listener
    let fd = listener
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(fd, nil, nil)
        if client < 0 { return }
        Thread.detachNewThread { [self] in self.answer(client) }
      }
    }
  }

  deinit { stop() }

  /// The base URL, `http://127.0.0.1:PORT/` (with `path` after it).
  func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)/\(path)" }

  /// Stops listening (connections refused from then on).
  func stop() {
    lock.withLock {
      guard !stopped else { return }
      stopped = true
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
    }
  }

  func set(_ path: String, _ bytes: [UInt8]) { lock.withLock { files[path] = bytes } }
  func remove(_ path: String) { lock.withLock { files[path] = nil } }
  func behave(_ path: String, _ behaviour: Behaviour) { lock.withLock { behaviours[path] = behaviour } }

  /// From now on every request must log in as `user` with `password` (HTTP Basic), else 401.
  func requireLogin(user: String, password: String) {
    let token = Data("\(user):\(password)".utf8).base64EncodedString()
    lock.withLock { required = "Basic \(token)" }
  }

  /// Every `Authorization` header received so far.
  var authorizationsSeen: [String] { lock.withLock { authorizations } }

  /// What was asked since the last call (the path, and whether it was conditional).
  func takeRequests() -> [(path: String, conditional: Bool)] {
    lock.withLock {
      defer { asked = [] }
      return asked
    }
  }

  private func answer(_ client: Int32) {
    defer { close(client) }
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while !request.containsHeadEnd {
      let count = recv(client, &buffer, buffer.count, 0)
      if count <= 0 { return }
      request += buffer[0..<count]
      if request.count > 65_536 { return }
    }
    let head = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")
    let target = head.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let path = String(target.dropFirst().prefix { $0 != "?" })
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let (bytes, behaviour, allowed) = lock.withLock { () -> ([UInt8]?, Behaviour, Bool) in
      asked.append((path, headers["if-none-match"] != nil || headers["if-modified-since"] != nil))
      if let given = headers["authorization"] { authorizations.append(given) }
      return (files[path], behaviours[path] ?? .normal, required == nil || headers["authorization"] == required)
    }
    func send(_ data: [UInt8]) {
      var sent = 0
      while sent < data.count {
        let count = data[sent...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count <= 0 { return }
        sent += count
      }
    }
    func respond(_ status: Int, _ reason: String, _ body: [UInt8], extra: String = "", declared: Int? = nil) {
      let head =
        "HTTP/1.1 \(status) \(reason)\r\nContent-Length: \(declared ?? body.count)\r\nConnection: close\r\n\(extra)\r\n"
      send(Array(head.utf8) + body)
    }
    guard allowed else {
      respond(401, "Unauthorized", Array("log in".utf8), extra: "WWW-Authenticate: Basic realm=\"test\"\r\n")
      return
    }
    switch behaviour {
    case .slow(let seconds): Thread.sleep(forTimeInterval: seconds)
    case .status(let status):
      respond(status, "Test", [])
      return
    case .normal, .truncated: break
    }
    guard let bytes else {
      respond(404, "Not Found", Array("not found".utf8))
      return
    }
    let tag = "\"" + String(bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16) + "\""
    let modified = "Wed, 02 Dec 2026 00:00:00 GMT"
    if headers["if-none-match"] == tag {
      respond(304, "Not Modified", [], extra: "ETag: \(tag)\r\n")
      return
    }
    if case .truncated = behaviour {
      respond(200, "OK", Array(bytes.prefix(bytes.count / 2)), extra: "ETag: \(tag)\r\n", declared: bytes.count)
      return
    }
    respond(200, "OK", bytes, extra: "ETag: \(tag)\r\nLast-Modified: \(modified)\r\n")
  }
}

extension [UInt8] {
  fileprivate var containsHeadEnd: Bool {
    count >= 4 && indices.dropLast(3).contains { self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10 }
  }
}
