import Almanac
import Foundation

/// Whole `almanac` processes, as a shell script or a cron job runs them: `almanac day DATE`
/// (which reads the user data directory and builds the table in force), with an empty data
/// directory and with a year imported, next to a process that only starts Swift and Foundation
/// (this binary, asked to exit at once). Wall time per run, best and median of 25.
struct ProcessBenchmarks {
  /// The `almanac` built beside this binary.
  let almanac = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("almanac")

  func run() -> [ReportRow] {
    guard FileManager.default.isExecutableFile(atPath: almanac.path) else {
      print("skip process: no almanac beside almanac-bench (build it: swift build -c release)")
      return []
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let empty = scratch.appendingPathComponent("empty")
    let imported = scratch.appendingPathComponent("imported")
    // A year imported: the built-in 2026, stored from its own Almanac JSON.
    let file = scratch.appendingPathComponent("2026.json")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try? Data(HolidayTable.mainlandChina.almanacJSON(years: 2026...2026).utf8).write(to: file)
    var notes: [HolidayFileNote] = []
    _ = try? HolidayDataDirectory(url: imported).importFile(file, notes: &notes)

    let start = time(URL(fileURLWithPath: CommandLine.arguments[0]), ["--exit"], empty)
    let day = time(almanac, ["day", "2026-04-05"], empty)
    let dayImported = time(almanac, ["day", "2026-04-05"], imported)
    let month = time(almanac, ["month", "2027-02"], empty)
    return [
      ReportRow(
        operation: "almanac day DATE, whole process", almanac: day,
        baselines: [("Swift + Foundation start", start)],
        goal: "≤ 10 ms wall"),
      ReportRow(
        operation: "almanac day DATE, a year imported", almanac: dayImported,
        baselines: [("Swift + Foundation start", start)], goal: "≤ 10 ms wall"),
      ReportRow(
        operation: "almanac month (unpublished year), whole process", almanac: month,
        baselines: [("Swift + Foundation start", start)], goal: "≤ 10 ms wall"),
    ]
  }

  /// Wall time of a run, as a timing of one operation per batch: `posix_spawn` and `waitpid`
  /// (Foundation's `Process.waitUntilExit` polls its run loop and rounds every run up to about
  /// 50 ms here).
  private func time(_ program: URL, _ arguments: [String], _ data: URL) -> Timing {
    let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
    let settings: [String] = ["ALMANAC_DATA_DIR=\(data.path)", "PATH=/usr/bin:/bin", "NO_COLOR=1"]
    let environment = settings.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + environment { free(pointer) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    return Harness.measure(batches: 25, operations: 1) {
      var pid: pid_t = 0
      guard posix_spawn(&pid, program.path, &actions, nil, argv, environment) == 0 else { return 0 }
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      return Int(status)
    }
  }
}
