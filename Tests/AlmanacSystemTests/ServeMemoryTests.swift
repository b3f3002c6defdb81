import AlmanacTestSupport
import Almanac
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the manual ("The HTTP service") states as the server's memory ceiling with the default limits and up
/// to 1,000 connections at once: resident memory plus the in-memory files large answers are
/// kept in.
let serverMemoryCeiling = 200 << 20

/// The server's memory under a stream of distinct requests, each a new cache key: it must stay
/// under its stated ceiling, and what a reload replaces must be given back.
@Suite(
  "almanac serve: memory under 300,000 distinct requests",
  .enabled(if: HTTPLibrary.isAvailable, Comment(rawValue: HTTPLibrary.missingReason)),
  .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc to read the server's memory"),
  .serialized)
struct ServeMemoryTests {
  /// The server's peak and current resident memory (VmHWM, VmRSS) and the bytes of its
  /// in-memory answer files (memfd), which resident memory does not count.
  static func memory(of pid: Int32) -> (peak: Int, resident: Int, files: Int) {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    func kilobytes(_ name: String) -> Int {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
      return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
    var files = 0
    let folder = "/proc/\(pid)/fd"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let path = folder + "/" + name
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
        target.hasPrefix("/memfd:almanac-answer")
      else { continue }
      var info = stat()
      if stat(path, &info) == 0 { files += Int(info.st_size) }
    }
    return (kilobytes("VmHWM"), kilobytes("VmRSS"), files)
  }

  @Test("300,000 distinct requests on 8 keep-alive connections stay under the ceiling; a reload gives back")
  func millionRequests() throws {
    let server = try ServerProcess()
    defer { _ = server.stop() }
    let pid = server.process.processIdentifier
    let start = Self.memory(of: pid)
    // Every file of the published tree once (kept once, in memory files), then 300,000 requests
    // that are each a new key (each counted at 450 bytes or more, so the 64 MiB answer cache fills and
    // starts again empty twice; tools/serve-load/run.sh sends over a million): days across the calendar with a changing `today`, in three
    // languages, and some with long keys (answered, never kept).
    // The first request for the tree makes it (a debug build on a loaded machine: seconds).
    let index = try HTTPClient.request("/index.json", port: server.port, timeout: 120)
    let tree = try #require(try JSONSerialization.jsonObject(with: Data(index.body)) as? [String: Any])
    let files = (tree["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    #expect(files.count > 300)
    let total = 300_000
    let connections = 8
    let batch = 250
    let port = server.port
    let failures = Locked<[String]>([])
    let answered = Locked(0)
    DispatchQueue.concurrentPerform(iterations: connections) { connection in
      do {
        let socket = try HTTPClient.KeptOpen(port: port)
        var paths: [String] = connection == 0 ? files.map { "/" + $0 } : []
        var number = connection
        while number < total || !paths.isEmpty {
          while paths.count < batch && number < total {
            let day = CivilDate(daysSince1970: number % 3_000_000 - 1_500_000) ?? .min
            let today = CivilDate(daysSince1970: number / 3_000_000) ?? .min
            let names = ["zh-Hans", "zh-Hant", "en"][number % 3]
            paths.append(
              number % 1_000 == 7
                ? "/v1/lunar/\(day)?names=\(names)&today=\(today)&x=\(String(repeating: "y", count: 1_200))"
                : "/v1/lunar/\(day)?names=\(names)&today=\(today)")
            number += connections
          }
          var text = ""
          for path in paths { text += "HEAD \(path) HTTP/1.1\r\nHost: x\r\n\r\n" }
          try socket.send(text)
          let count = try socket.receiveHeads(paths.count, timeout: 60)
          answered.withLock { $0 += count.answered }
          if count.unexpected > 0 {
            failures.withLock { $0.append("\(count.unexpected) answers were neither 200 nor 400") }
          }
          paths.removeAll(keepingCapacity: true)
        }
      } catch {
        failures.withLock { $0.append("connection \(connection): \(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.prefix(3) })")
    #expect(answered.withLock { $0 } == total + files.count)
    let loaded = Self.memory(of: pid)
    #expect(
      loaded.peak + loaded.files <= serverMemoryCeiling,
      "peak resident \(loaded.peak >> 20) MB + memory files \(loaded.files >> 20) MB over the \(serverMemoryCeiling >> 20) MB ceiling (started at \(start.resident >> 20) MB)"
    )
    #expect(try HTTPClient.request("/healthz", port: server.port).status == 200)
    // A reload replaces the state, its answers and files: their memory is given back at once.
    server.signal(SIGHUP)
    #expect(server.waitForStderr(containing: "reloaded").contains("reloaded"))
    let reloaded = Self.memory(of: pid)
    #expect(reloaded.files == 0, "the old state's memory files are closed")
    #expect(
      reloaded.resident < loaded.resident, "resident \(reloaded.resident >> 20) MB after, \(loaded.resident >> 20) MB before")
    print(
      "serve memory: start \(start.resident >> 20) MB; after \(total) distinct requests peak \(loaded.peak >> 20) MB resident + \(loaded.files >> 20) MB in memory files (ceiling \(serverMemoryCeiling >> 20) MB); after SIGHUP \(reloaded.resident >> 20) MB"
    )
  }
}
