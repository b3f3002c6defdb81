import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Publish faults: `almanac-data publish --out DIR` killed (SIGKILL) at random moments of its
/// run; after each kill DIR must be a whole published tree (its marker, and exactly the files its
/// index lists, each of the listed size), and the next whole run must leave nothing but DIR and
/// its lock beside it.
struct PublishFaults {
  let tool: URL
  let root: URL
  let scratch: URL
  var random: SplitMix

  /// Runs `kills` killed publishes; returns the problems found (empty when none) and a summary.
  mutating func run(kills: Int) throws -> (problems: [String], summary: String) {
    let parent = scratch.appendingPathComponent("publish")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let site = parent.appendingPathComponent("site")
    let started = Date()
    guard try publish(site, killAfter: nil) == 0 else { return (["a whole publish failed"], "") }
    let duration = Date().timeIntervalSince(started)
    var problems: [String] = []
    var killed = 0
    for index in 0..<kills {
      let delay = Double(random.int(0...1_000)) / 1_000 * duration * 1.1
      if try publish(site, killAfter: delay) != 0 { killed += 1 }
      if let problem = whole(site) { problems.append("after kill \(index + 1) at \(String(format: "%.2f", delay)) s: \(problem)") }
    }
    if try publish(site, killAfter: nil) != 0 { problems.append("the run after the kills failed") }
    if let problem = whole(site) { problems.append("after the last run: \(problem)") }
    let left = (try? FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()) ?? []
    if left != [".site.lock", "site"] { problems.append("left beside DIR: \(left.joined(separator: ", "))") }
    return (
      problems,
      "publish faults: \(kills) runs killed at random moments of \(String(format: "%.1f", duration)) s (\(killed) before they finished); the tree was whole after every one; the next run cleared the rest"
    )
  }

  /// Runs a publish, killed after `delay` seconds if given; its exit status (nonzero when killed).
  private func publish(_ site: URL, killAfter delay: Double?) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["publish", "--root", root.path, "--out", site.path]
    var environment = ProcessInfo.processInfo.environment
    environment["ALMANAC_DATA_DIR"] = scratch.appendingPathComponent("no-data").path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let delay {
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// `nil` when DIR is a whole published tree, else what is wrong.
  private func whole(_ tree: URL) -> String? {
    let manager = FileManager.default
    guard manager.fileExists(atPath: tree.appendingPathComponent(".almanac-publish").path) else {
      return manager.fileExists(atPath: tree.path) ? "no marker" : "DIR is missing"
    }
    guard let data = manager.contents(atPath: tree.appendingPathComponent("index.json").path),
      let index = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let files = index["files"] as? [[String: Any]]
    else { return "no readable index.json" }
    var present = Set<String>()
    let walker = manager.enumerator(atPath: tree.path)
    while let path = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: tree.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        present.insert(path)
      }
    }
    let listed = Set(files.compactMap { $0["path"] as? String })
    if present != listed.union(["index.json", ".almanac-publish"]) {
      return "files differ from the index (\(present.symmetricDifference(listed.union(["index.json", ".almanac-publish"])).count))"
    }
    for file in files {
      let path = tree.appendingPathComponent(file["path"] as? String ?? "").path
      if (try? manager.attributesOfItem(atPath: path)[.size] as? Int) != file["size"] as? Int {
        return "\(file["path"] as? String ?? "?") has another size than its index says"
      }
    }
    return nil
  }
}
