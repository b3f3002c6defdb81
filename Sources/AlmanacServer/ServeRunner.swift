import Almanac
import AlmanacQueries
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `almanac serve`: the service on an HTTP server until SIGTERM or SIGINT, reloading its
/// tables on SIGHUP.
public enum ServeRunner {
  /// What to serve and where.
  public struct Options: Sendable {
    /// The address to listen on (`127.0.0.1`; `0.0.0.0` or `::` for every interface).
    public var host = "127.0.0.1"
    /// The port (0: any free one, printed at start).
    public var port: UInt16 = 8080
    /// Where the tables come from.
    public var setup = HolidaySetup()
    /// Whether to write one access-log line per request to stderr.
    public var log = false
    /// The server's limits.
    public var limits = HTTPServer.Limits()
    /// Where to keep the tables current from, and how often (`--update-from`, `--update-every`);
    /// `nil`: only SIGHUP reloads.
    public var updates: Updates?
    /// How `/mcp` words an answer as text (the command line's words), or `nil` for its JSON.
    public var mcpText: MCPServer.TextRendering?
    /// The day taken as today (`serve --today`): for answers without `today=` and the updates'
    /// last year (the year after it); `nil`, China's day from the clock, as it turns.
    public var today: CivilDate?

    /// Defaults: 127.0.0.1:8080, the built-in tables.
    public init() {}
  }

  /// Background updates: the sources, the seconds between checks, the HTTP client.
  public struct Updates: Sendable {
    public var sources: [HolidayUpdateSource]
    public var every: Int
    public var fetcher: any HolidayFetcher

    /// Updates from `sources` every `every` seconds through `fetcher`.
    public init(sources: [HolidayUpdateSource], every: Int, fetcher: any HolidayFetcher) {
      self.sources = sources
      self.every = every
      self.fetcher = fetcher
    }
  }

  /// Why the server could not run, with the exit code the CLI uses.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    /// libmicrohttpd is missing (69, EX_UNAVAILABLE).
    case unavailable(String)
    /// The tables did not load: the setup's error (65, or 64 for a region nothing holds).
    case setup(HolidaySetupError)
    /// The address could not be listened on: in use, or not allowed (69 too: what the server
    /// needs is not available).
    case cannotListen(String)

    /// One line.
    public var description: String {
      switch self {
      case .unavailable(let text), .cannotListen(let text): text
      case .setup(let error): error.description
      }
    }
  }

  /// Serves until told to stop; returns when stopped by SIGTERM or SIGINT (after the requests in
  /// flight). `ready` is called with the port once listening.
  public static func run(_ options: Options, ready: (UInt16) -> Void) throws(Failure) {
    // The first state lives in the service only (no local keeps it): a reload then frees it.
    let service: AlmanacService
    do {
      service = AlmanacService(
        state: try ServiceState(setup: options.setup), today: options.today, mcpText: options.mcpText)
    } catch {
      throw .setup(error)
    }
    let log = options.log
    // Every connection is a descriptor: raise the soft limit to the hard one (up to 65,536), and
    // keep the connection limit under it, so that thousands of idle clients fill neither.
    var limits = options.limits
    limits.connections = min(limits.connections, raiseDescriptorLimit() - 256)
    let server: HTTPServer
    do {
      server = try HTTPServer(host: options.host, port: options.port, limits: limits) { request in
        let started = DispatchTime.now().uptimeNanoseconds
        let asked = ServiceRequest(request)
        let response = service.respond(to: asked)
        if log { ServeRunner.logLine(request, asked, response, since: started) }
        return response
      }
    } catch {
      switch error {
      case .libraryMissing(let text): throw .unavailable(text)
      case .cannotListen(let text): throw .cannotListen(text)
      }
    }
    // Kept current from its sources, off the request threads: the first check now.
    var updater: ServiceUpdater?
    if let updates = options.updates, let directory = options.setup.dataDirectory {
      updater = ServiceUpdater(
        service: service, directory: directory, sources: updates.sources, every: updates.every,
        fetcher: updates.fetcher, today: options.today, log: { ServeRunner.write($0 + "\n") })
      updater?.start()
    }
    // Signals are taken as events on a queue, not in a handler.
    let queue = DispatchQueue(label: "almanac.serve.signals")
    let stopped = DispatchSemaphore(value: 0)
    // A source is armed only when the event loop has registered it, after `resume()` returns:
    // each reports it here, and the port is announced once all are (a SIGTERM in between would
    // be ignored, and the server never stop).
    let armed = DispatchSemaphore(value: 0)
    var sources: [DispatchSourceSignal] = []
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setRegistrationHandler { armed.signal() }
      source.setEventHandler {
        if signalNumber == SIGHUP {
          do {
            try service.reload()
            ServeRunner.write("almanac serve: reloaded; data version \(service.state.dataVersion)\n")
          } catch {
            ServeRunner.write("almanac serve: reload refused, the tables in force stay: \(error)\n")
          }
        } else {
          stopped.signal()
        }
      }
      source.resume()
      sources.append(source)
    }
    // Announced only now: a SIGTERM sent as soon as the port is known is taken, not ignored by
    // the moment between `SIG_IGN` and the source's registration.
    for _ in sources { armed.wait() }
    ready(server.port)
    stopped.wait()
    updater?.stop()
    // Stop accepting, let the requests in flight finish (streams to their last chunk) within
    // the grace period, then close what is left.
    let left = server.drain(seconds: limits.drainSeconds)
    if left > 0 {
      ServeRunner.write(
        "almanac serve: stopped with \(left) request\(left == 1 ? "" : "s") unfinished after \(limits.drainSeconds) s\n")
    }
    server.stop()
    for source in sources { source.cancel() }
  }

  /// Raises the process's open-file soft limit toward its hard limit (at most 65,536); returns
  /// the limit in force.
  static func raiseDescriptorLimit() -> Int {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return 1024 }
    let wanted = min(limit.rlim_max, 65_536)
    if limit.rlim_cur < wanted {
      var raised = limit
      raised.rlim_cur = wanted
      if setrlimit(resource, &raised) == 0 { limit = raised }
    }
    return Int(clamping: limit.rlim_cur)
  }

  /// One access-log line on stderr: time, client, request, status, bytes, milliseconds.
  static func logLine(
    _ request: HTTPRequest, _ asked: ServiceRequest, _ response: HTTPResponse, since start: UInt64
  ) {
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    let query =
      asked.query.isEmpty ? "" : "?" + asked.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    let target = QuotedInput.escapingControls(String((asked.path + query).prefix(300)))
    let size = response.byteCount.map { "\($0)" } ?? "-"
    let time = ICSWriter.utc(Date().timeIntervalSince1970, extended: true)
    write(
      "\(time) \(request.clientAddress) \"\(asked.method) \(target)\" \(response.status) \(size) \(String(format: "%.2f", elapsed))ms\n"
    )
  }

  /// Writes a whole line with one system call (lines from threads do not interleave).
  static func write(_ text: String) {
    Platform.writeOnce(Array(text.utf8), to: 2)
  }
}
