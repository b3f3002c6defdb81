import AlmanacTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What tools/package makes, as an operator installs it: the Debian package (`tools/package/deb.sh`,
/// which `.ci/run` runs before the tests) installed with dpkg into a root of its own and run with
/// the Swift toolchain hidden, and the container recipe built and run where a container engine is.
enum Packages {
  /// The package tools/package/deb.sh wrote, if any.
  static let deb: URL? = {
    let folder = Binaries.root.appendingPathComponent(".build/packages")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix("almanac_") && $0.hasSuffix(".deb") }.sorted().last.map {
      folder.appendingPathComponent($0)
    }
  }()

  static let debMissing =
    "no .build/packages/almanac_*.deb: run tools/package/deb.sh first (.ci/run does), on a Debian-like system with dpkg"

  /// Whether this process may make a mount namespace (to hide /opt/swift, where the toolchain is).
  static let canHideToolchain: Bool = {
    guard FileManager.default.fileExists(atPath: "/usr/bin/unshare"),
      let result = try? Binaries.run(
        "/usr/bin/unshare", ["-m", "/bin/sh", "-c", "mount -t tmpfs none /tmp"], absolute: true)
    else { return false }
    return result.status == 0
  }()

  /// Whether a container engine answers (`docker info`), not only its client.
  static let containerEngine: Bool = {
    for path in ["/usr/bin/docker", "/usr/local/bin/docker"] where FileManager.default.isExecutableFile(atPath: path) {
      if let result = try? Binaries.run(path, ["info", "--format", "{{.ServerVersion}}"], absolute: true),
        result.status == 0, !result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      {
        return true
      }
    }
    return false
  }()
}

@Suite("packages: the .deb installed and run without Swift, the container recipe", .serialized)
struct PackageTests {
  /// Installs the package into a fresh root with dpkg (its dependencies are this machine's).
  func install() throws -> URL {
    let deb = try #require(Packages.deb)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-deb-\(UUID().uuidString)")
    for folder in ["var/lib/dpkg/info", "var/lib/dpkg/updates"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data().write(to: root.appendingPathComponent("var/lib/dpkg/status"))
    let result = try Binaries.run(
      "/usr/bin/dpkg",
      ["--root=\(root.path)", "--force-depends", "--force-script-chrootless", "--log=/dev/null", "-i", deb.path],
      absolute: true)
    #expect(result.status == 0, "dpkg -i: \(result.stderr)")
    return root
  }

  /// Runs the installed almanac with the toolchain hidden (a mount namespace with an empty
  /// /opt/swift) where that is allowed, else as it is.
  func installed(_ root: URL, _ arguments: [String]) throws -> Binaries.Result {
    let binary = root.appendingPathComponent("usr/bin/almanac").path
    guard Packages.canHideToolchain else { return try Binaries.run(binary, arguments, absolute: true) }
    let quoted = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try Binaries.run(
      "/usr/bin/unshare",
      ["-m", "/bin/sh", "-c", "mount -t tmpfs none /opt/swift 2>/dev/null; exec " + quoted.joined(separator: " ")],
      absolute: true)
  }

  @Test(
    "dpkg -i: almanac, its unit and settings; the dependencies the binary needs are declared; it runs with no Swift toolchain",
    .enabled(if: Packages.deb != nil, Comment(rawValue: Packages.debMissing)))
  func debian() throws {
    let root = try install()
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let binary = root.appendingPathComponent("usr/bin/almanac")
    #expect(manager.isExecutableFile(atPath: binary.path))
    let unit = try String(contentsOf: root.appendingPathComponent("lib/systemd/system/almanac.service"), encoding: .utf8)
    #expect(unit.contains("ExecStart=/usr/bin/almanac serve") && unit.contains("EnvironmentFile=-/etc/default/almanac"))
    #expect(unit.contains("ExecReload=/bin/kill -HUP $MAINPID") && unit.contains("StateDirectory=almanac"))
    #expect(manager.fileExists(atPath: root.appendingPathComponent("etc/default/almanac").path))
    // The manual page, written by the binary from its commands' declarations.
    let page = try #require(manager.contents(atPath: root.appendingPathComponent("usr/share/man/man1/almanac.1.gz").path))
    #expect(page.starts(with: [0x1f, 0x8b]) && page.count > 2_000, "almanac.1.gz is gzip")
    let info = try Binaries.run("/usr/bin/dpkg-deb", ["-f", try #require(Packages.deb).path, "Depends", "Recommends"], absolute: true)
    let declared = Set(
      info.stdout.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == ":" || $0 == " " }).map(String.init))
    #expect(declared.contains("libmicrohttpd12"), "almanac serve's engine")
    // Every library the binary links, by the package that holds it here, is declared.
    let needed = try Binaries.run("/usr/bin/ldd", [binary.path], absolute: true).stdout
    #expect(!needed.contains("/opt/swift") && !needed.contains("not found"), "nothing of the toolchain: \(needed)")
    for line in needed.split(separator: "\n") where line.contains("=> /") {
      let path = String(line.split(separator: " ")[2])
      var owner = ""
      for candidate in [path, "/usr" + path, String(path.trimmingPrefix("/usr"))] where owner.isEmpty {
        let result = try Binaries.run("/usr/bin/dpkg", ["-S", candidate], absolute: true)
        if result.status == 0 { owner = String(result.stdout.split(separator: ":").first ?? "") }
      }
      #expect(declared.contains(owner), "\(path) comes from \(owner), which Depends does not name")
    }
    // Run as installed, the toolchain hidden.
    let version = try installed(root, ["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("almanac "), "\(version.stderr)")
    let day = try installed(root, ["day", "2026-10-01", "--json"])
    #expect(day.status == 0 && day.stdout.contains(#""status":"holiday""#), "\(day.stderr)")
  }

  @Test(
    "the installed almanac serve answers /healthz and timor.tech's paths, and stops on SIGTERM",
    .enabled(if: Packages.deb != nil, Comment(rawValue: Packages.debMissing)),
    .enabled(if: HTTPLibrary.isAvailable, Comment(rawValue: HTTPLibrary.missingReason)))
  func serve() throws {
    let root = try install()
    defer { try? FileManager.default.removeItem(at: root) }
    let binary = root.appendingPathComponent("usr/bin/almanac").path
    let process = Process()
    if Packages.canHideToolchain {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
      process.arguments = [
        "-m", "/bin/sh", "-c", "mount -t tmpfs none /opt/swift 2>/dev/null; exec '\(binary)' serve --port 0",
      ]
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = ["serve", "--port", "0"]
    }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    // The first line: almanac serve: listening on http://127.0.0.1:PORT/
    let text = errors.fileHandleForReading.read(until: "\n", seconds: 20)
    let port = try #require(
      text.firstMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\//).flatMap { UInt16($0.1) }, "\(text)")
    #expect(try HTTPClient.request("/healthz", port: port).status == 200)
    #expect(try HTTPClient.request("/api/holiday/info/2026-10-01", port: port).text.hasPrefix(#"{"code":0"#))
    // Sent the moment the port is known: the server must take it (a server that ignored it
    // would be killed by the watchdog and fail here, not hang the suite).
    let watchdog = Watchdog(process, seconds: 20)
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    watchdog.disarm()
    #expect(process.terminationStatus == 0 && process.terminationReason == .exit)
  }

  @Test("the container recipe: multi-stage, the package inside, a user of its own, /healthz, the data directory a volume")
  func recipe() throws {
    let recipe = try String(
      contentsOf: Binaries.root.appendingPathComponent("tools/package/Containerfile"), encoding: .utf8)
    let stages = recipe.split(separator: "\n").filter { $0.hasPrefix("FROM ") }
    #expect(stages.count == 2, "multi-stage")
    #expect(recipe.contains("RUN tools/package/deb.sh"), "the runtime gets the Debian package")
    #expect(recipe.contains("\nUSER almanac\n") && recipe.contains("VOLUME /var/lib/almanac"))
    #expect(recipe.contains("HEALTHCHECK") && recipe.contains("/healthz"))
    #expect(FileManager.default.isExecutableFile(atPath: Binaries.root.appendingPathComponent("tools/package/deb.sh").path))
  }

  @Test(
    "the container is built and runs healthy, answering on its port",
    .enabled(if: Packages.containerEngine, "no container engine answers here (docker info fails: only the client is installed)"))
  func container() throws {
    let tag = "almanac-test-\(UInt32.random(in: 0...UInt32.max))"
    let build = try Binaries.run(
      "/usr/bin/env", ["docker", "build", "-f", "tools/package/Containerfile", "-t", tag, "."], directory: Binaries.root,
      absolute: true)
    #expect(build.status == 0, "\(build.stderr.suffix(2_000))")
    defer { _ = try? Binaries.run("/usr/bin/env", ["docker", "rmi", "-f", tag], absolute: true) }
    let run = try Binaries.run("/usr/bin/env", ["docker", "run", "-d", "-p", "127.0.0.1::8080", tag], absolute: true)
    let id = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    defer { _ = try? Binaries.run("/usr/bin/env", ["docker", "rm", "-f", id], absolute: true) }
    var healthy = false
    for _ in 0..<60 where !healthy {
      Thread.sleep(forTimeInterval: 1)
      let state = try Binaries.run("/usr/bin/env", ["docker", "inspect", "-f", "{{.State.Health.Status}}", id], absolute: true)
      healthy = state.stdout.contains("healthy") && !state.stdout.contains("unhealthy")
    }
    #expect(healthy, "the health check passes")
    let port = try Binaries.run("/usr/bin/env", ["docker", "port", id, "8080/tcp"], absolute: true).stdout
    let number = try #require(port.split(separator: ":").last.flatMap { UInt16($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    #expect(try HTTPClient.request("/healthz", port: number).status == 200)
  }
}
