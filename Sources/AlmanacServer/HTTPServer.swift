import CHTTPShim
import Foundation

/// The HTTP engine: GNU libmicrohttpd behind `CHTTPShim` (loaded at run time), a thread pool
/// with epoll on Linux. Each request is answered synchronously on one of the pool's threads by
/// the handler given at start.
public final class HTTPServer: @unchecked Sendable {
  // The server pointer is written once at start and read by stop; the handler box lives as long
  // as the server (the C side holds it unretained).
  private var server: OpaquePointer?
  private let box: Unmanaged<HandlerBox>

  /// Whether libmicrohttpd can be loaded here, or the sentence saying what to install.
  public static func availability() -> Result<String, HTTPServerError> {
    var error = [CChar](repeating: 0, count: 512)
    if chttp_load(&error, error.count) != 0 {
      return .failure(.libraryMissing(text(error)))
    }
    return .success(String(cString: chttp_version()))
  }

  /// The limits a server runs with.
  public struct Limits: Sendable, Hashable {
    /// Worker threads.
    public var threads: Int
    /// Connections open at once.
    public var connections: Int
    /// Connections from one address at once (0: no limit).
    public var connectionsPerAddress: Int
    /// Seconds a connection may stay idle.
    public var timeoutSeconds: Int
    /// Bytes of request line and headers a connection may use (more: 414 or 431).
    public var requestBytes: Int
    /// Query arguments a request may carry (more: 414, before they are parsed).
    public var queryArguments: Int
    /// Seconds `SIGTERM` waits for the requests in flight before closing what is left.
    public var drainSeconds: Int

    /// Limits for a small service: one thread per core (at least 2), 16,384 connections (fewer
    /// when the process may not open that many files), 512 per address, 10 s idle, 16 KiB of
    /// request line and headers, 64 query arguments, 10 s to finish the requests in flight
    /// when stopped.
    public init(
      threads: Int = max(2, ProcessInfo.processInfo.activeProcessorCount), connections: Int = 16_384,
      connectionsPerAddress: Int = 512, timeoutSeconds: Int = 10, requestBytes: Int = 16 * 1024,
      queryArguments: Int = 64, drainSeconds: Int = 10
    ) {
      self.threads = threads
      self.connections = connections
      self.connectionsPerAddress = connectionsPerAddress
      self.timeoutSeconds = timeoutSeconds
      self.requestBytes = requestBytes
      self.queryArguments = queryArguments
      self.drainSeconds = drainSeconds
    }
  }

  /// Starts listening on `host`:`port` (0: any free port; see ``port``).
  ///
  /// - Throws: ``HTTPServerError`` when libmicrohttpd is missing or the address cannot be used.
  public init(
    host: String, port: UInt16, limits: Limits = Limits(),
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  )
    throws(HTTPServerError)
  {
    box = Unmanaged.passRetained(HandlerBox(handler))
    var error = [CChar](repeating: 0, count: 512)
    if chttp_load(&error, error.count) != 0 {
      box.release()
      throw .libraryMissing(HTTPServer.text(error))
    }
    let cLimits = chttp_limits(
      threads: UInt32(clamping: limits.threads), connections: UInt32(clamping: limits.connections),
      connections_per_address: UInt32(clamping: limits.connectionsPerAddress),
      timeout_seconds: UInt32(clamping: limits.timeoutSeconds), memory_limit: limits.requestBytes,
      query_arguments: UInt32(clamping: max(1, limits.queryArguments)))
    guard
      let started = chttp_start(host, port, cLimits, HTTPServer.dispatch, box.toOpaque(), &error, error.count)
    else {
      box.release()
      throw .cannotListen(HTTPServer.text(error))
    }
    server = started
  }

  deinit { stop() }

  /// The port the server listens on.
  public var port: UInt16 { server.map { chttp_port($0) } ?? 0 }

  /// Requests being answered now.
  public var inFlight: Int { server.map { chttp_in_flight($0) } ?? 0 }

  /// Stops accepting connections and waits up to `seconds` for the requests in flight to finish
  /// (a streamed answer to its last chunk); answers sent meanwhile close their connections.
  /// Returns how many were still in flight when it gave up (0: all finished).
  @discardableResult
  public func drain(seconds: Int) -> Int {
    guard let server else { return 0 }
    return chttp_drain(server, UInt32(clamping: max(0, seconds) * 1_000))
  }

  /// Stops, closing every connection still open (idempotent).
  public func stop() {
    guard let server else { return }
    self.server = nil
    chttp_stop(server)
    box.release()
  }

  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The C handler: builds the request, asks the Swift handler, sends its answer.
  private static let dispatch: chttp_handler = { context, request, method, url in
    guard let context, let request, let method, let url else { return 1 }
    let handler = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue().handler
    let incoming = HTTPRequest(raw: request, method: String(cString: method), path: String(cString: url))
    let response = handler(incoming)
    return response.send(on: request)
  }
}

/// The Swift handler, held by reference for the C side.
private final class HandlerBox: Sendable {
  let handler: @Sendable (HTTPRequest) -> HTTPResponse
  init(_ handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.handler = handler }
}

/// Why a server did not start.
public enum HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// libmicrohttpd could not be loaded; the sentence says what to install.
  case libraryMissing(String)
  /// The address could not be listened on.
  case cannotListen(String)

  /// One line.
  public var description: String {
    switch self {
    case .libraryMissing(let text), .cannotListen(let text): text
    }
  }
}

/// One request, valid while its handler runs.
public struct HTTPRequest {
  fileprivate let raw: OpaquePointer
  /// `GET`, `HEAD`, …
  public let method: String
  /// The path as sent, percent-decoded by the engine, without the query.
  public let path: String

  fileprivate init(raw: OpaquePointer, method: String, path: String) {
    self.raw = raw
    self.method = method
    self.path = path
  }

  /// What the engine refused before any route saw the request, with the status to answer:
  /// 400 for framing RFC 9112 forbids (the answer closes the connection), 414 for a query with
  /// more arguments than ``HTTPServer/Limits/queryArguments``.
  public var problem: (status: Int, message: String)? {
    var status: UInt32 = 0
    guard let text = chttp_problem(raw, &status) else { return nil }
    return (Int(status), String(cString: text))
  }

  /// A header's value (any case of its name), or `nil`.
  public func header(_ name: String) -> String? { chttp_header(raw, name).map { String(cString: $0) } }

  /// The body of a request to a path that reads one (`POST /mcp`, at most 1 MiB), or `nil`.
  public var body: [UInt8]? {
    var length = 0
    guard let bytes = chttp_body(raw, &length) else { return nil }
    return Array(UnsafeBufferPointer(start: bytes, count: length))
  }

  /// Every query argument, in order (an encoded slash, which the engine leaves as `%2F` so that
  /// it never splits a path, decoded).
  public var queryItems: [(name: String, value: String)] {
    final class Items { var list: [(String, String)] = [] }
    let items = Items()
    withExtendedLifetime(items) {
      chttp_each_query(
        raw,
        { context, key, value in
          guard let context, let key else { return 0 }
          Unmanaged<Items>.fromOpaque(context).takeUnretainedValue().list.append(
            (String(cString: key), value.map { String(cString: $0) } ?? ""))
          return 0
        }, Unmanaged.passUnretained(items).toOpaque())
    }
    func slashes(_ text: String) -> String {
      text.contains("%2") ? text.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%2f", with: "/")
        : text
    }
    return items.list.map { (name: slashes($0.0), value: slashes($0.1)) }
  }

  /// The client's address, `127.0.0.1`.
  public var clientAddress: String {
    var buffer = [CChar](repeating: 0, count: 64)
    chttp_client_address(raw, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// An answer: a status, headers and a body, whole or streamed.
public struct HTTPResponse: Sendable {
  /// The body.
  public enum Body: Sendable {
    /// All the bytes at once.
    case bytes([UInt8])
    /// Bytes produced as the client reads them: the closure is called until it returns `nil`.
    case stream(@Sendable () -> [UInt8]?)
    /// Bytes kept elsewhere (a cached answer), sent without a copy.
    case shared(SharedBytes)
  }

  /// The status code.
  public var status: Int
  /// The headers, in order.
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Body

  /// A response.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The body's bytes when whole (a copy, for tests and tools: the engine sends a shared body
  /// without one).
  public var bytes: [UInt8]? {
    switch body {
    case .bytes(let bytes): bytes
    case .shared(let shared): shared.array
    case .stream: nil
    }
  }

  /// How many bytes the body holds when whole, without copying them; `nil` for a stream.
  public var byteCount: Int? {
    switch body {
    case .bytes(let bytes): bytes.count
    case .shared(let shared): shared.count
    case .stream: nil
    }
  }

  fileprivate func send(on request: OpaquePointer) -> Int32 {
    // name, value, …, NULL as C strings that live through the call.
    var strings: [UnsafeMutablePointer<CChar>?] = []
    for header in headers {
      strings.append(strdup(header.name))
      strings.append(strdup(header.value))
    }
    strings.append(nil)
    defer { for string in strings { free(string) } }
    return strings.withUnsafeBufferPointer { pointers -> Int32 in
      pointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) { headers in
        switch body {
        case .bytes(let bytes):
          return bytes.withUnsafeBufferPointer {
            chttp_respond(request, UInt32(status), $0.baseAddress, $0.count, headers.baseAddress)
          }
        case .shared(let shared) where shared.file >= 0:
          return chttp_respond_file(
            request, UInt32(status), shared.file, UInt64(shared.count), headers.baseAddress)
        case .shared(let shared):
          let retained = Unmanaged.passRetained(shared)
          return chttp_respond_shared(
            request, UInt32(status), shared.memory, shared.count,
            { context in
              if let context { Unmanaged<SharedBytes>.fromOpaque(context).release() }
            }, retained.toOpaque(), headers.baseAddress)
        case .stream(let next):
          let source = Unmanaged.passRetained(StreamSource(next)).toOpaque()
          return chttp_respond_stream(
            request, UInt32(status),
            { context, _, buffer, max in
              guard let context, let buffer else { return -2 }
              return Unmanaged<StreamSource>.fromOpaque(context).takeUnretainedValue().read(
                into: buffer, max: max)
            },
            { context in
              if let context { Unmanaged<StreamSource>.fromOpaque(context).release() }
            }, source, headers.baseAddress)
        }
      }
    }
  }
}

/// A streamed body's pending bytes, read by the engine a block at a time.
private final class StreamSource: @unchecked Sendable {
  // Read by one engine thread at a time (a connection's), so no lock.
  private let next: @Sendable () -> [UInt8]?
  private var pending: [UInt8] = []
  private var offset = 0
  private var finished = false

  init(_ next: @escaping @Sendable () -> [UInt8]?) { self.next = next }

  func read(into buffer: UnsafeMutablePointer<UInt8>, max: Int) -> Int {
    while offset == pending.count {
      guard !finished, let chunk = next() else {
        finished = true
        return -1
      }
      pending = chunk
      offset = 0
    }
    let count = min(max, pending.count - offset)
    pending.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base + offset, count: count) }
    }
    offset += count
    return count
  }
}

/// An answer's bytes, held once and shared by every response that sends them (the engine holds
/// a reference until it has sent them): a small answer in memory of its own, a large one only
/// in an in-memory file the kernel sends from (`sendfile`), never both and never as an array
/// besides.
public final class SharedBytes: Sendable {
  /// The number of bytes.
  public let count: Int
  // A small answer's bytes (written once at init, freed in deinit), or nil for a large one.
  nonisolated(unsafe) let memory: UnsafeMutablePointer<UInt8>?
  /// A large answer's file (memfd on Linux), or -1.
  let file: Int32

  /// Answers at least this large are kept in a file and sent from it.
  static let fileThreshold = 32 * 1024

  /// The bytes of `bytes`, kept once (the array is not retained).
  public init(_ bytes: [UInt8]) {
    count = bytes.count
    let file =
      bytes.count >= SharedBytes.fileThreshold
      ? bytes.withUnsafeBufferPointer { chttp_memory_file($0.baseAddress, $0.count) } : -1
    self.file = file
    if file >= 0 {
      memory = nil
    } else {
      let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
      bytes.withUnsafeBufferPointer { source in
        if let base = source.baseAddress { memory.initialize(from: base, count: bytes.count) }
      }
      self.memory = memory
    }
  }

  /// A copy of the bytes as an array (read back from the file for a large answer).
  public var array: [UInt8] {
    if let memory { return Array(UnsafeBufferPointer(start: memory, count: count)) }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let read = count == 0 ? 0 : chttp_read_file(file, 0, buffer.baseAddress, count)
      initialized = read == count ? count : 0
    }
  }

  deinit {
    chttp_close_file(file)
    memory?.deallocate()
  }
}
