import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacFormats

/// The feeds read back by a parser someone else wrote: Python's icalendar.
@Suite("Feeds read by icalendar")
struct FeedsReadByICalendarTests {
  static let tables = [HolidayTable.mainlandChina, .hongKong, .taiwan]

  @Test(
    "an independent parser (Python icalendar) reads every event",
    .enabled(if: IndependentICSParser.python != nil, Comment(rawValue: IndependentICSParser.missingReason)))
  func independentParser() throws {
    let python = try #require(IndependentICSParser.python)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-ics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String: String] = [:]
    for table in Self.tables { files["\(table.region).ics"] = table.icsFeed() }
    files["days.ics"] = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    let events = [
      LunarEvent(title: "奶奶生日", recurrence: try #require(LunarRecurrence("闰四月十五"))),
      LunarEvent(title: "除夕祭祖", recurrence: try #require(LunarRecurrence("腊月三十"))),
    ]
    let (eventsStart, eventsEnd) = (
      try #require(CivilDate("2026-01-01")), try #require(CivilDate("2035-12-31"))
    )
    files["lunar-events.ics"] = try LunarEventFeed.ics(events, from: eventsStart, through: eventsEnd)
    files["lunar-rules.ics"] = try LunarEventFeed.ics(
      events, from: eventsStart, through: eventsEnd, style: .rscale)
    for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    let script = ProjectFiles.root.appendingPathComponent("tools/crosscheck/ics_events.py").path
    let paths = files.keys.sorted().map { directory.appendingPathComponent($0).path }
    process.arguments = [script] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0 && !output.hasPrefix("skip"),
      "tools/crosscheck/ics_events.py with \(python): \(output.prefix(200))")
    let lines = output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    for table in Self.tables {
      let own = lines.filter { $0[0] == "\(table.region).ics" }
      let expected = table.holidays.reduce(0) { $0 + HolidayTable.runs($1.daysOff).count + $1.workDays.count }
      #expect(own.count == expected, "\(table.region): \(own.count) events read, \(expected) written")
      #expect(Set(own.map { $0[3] }).count == own.count, "unique UIDs")
    }
    let days = lines.filter { $0[0] == "days.ics" }
    #expect(days.count == 365 + 24)
    #expect(days.contains { $0[1] == "2026-02-17" && $0[2] == "2026-02-18" && $0[4] == "正月初一 春节" })
    #expect(days.contains { $0[1] == "2026-02-03T20:02:01Z" && $0[4] == "立春 04:02" })
    // Lunar events: one per occurrence, unique UIDs, the moved days where the policies put them;
    // the rscale style's RRULE read back with its RFC 7529 parts.
    let occurrences = lines.filter { $0[0] == "lunar-events.ics" }
    let expectedCount = events.reduce(0) {
      $0 + $1.recurrence.occurrences(from: eventsStart, through: eventsEnd).count
    }
    #expect(occurrences.count == expectedCount && Set(occurrences.map { $0[3] }).count == expectedCount)
    #expect(occurrences.contains { $0[1] == "2026-05-31" && $0[2] == "2026-06-01" && $0[4] == "奶奶生日" })
    #expect(occurrences.contains { $0[1] == "2026-02-16" && $0[4] == "除夕祭祖" })  // 腊月廿九: 2025's 腊月 has 29 days
    let rules = lines.filter { $0[0] == "lunar-rules.ics" }
    #expect(rules.count == 2)
    #expect(
      rules.contains { $0.count > 5 && $0[5].contains("RSCALE=CHINESE") && $0[5].contains("BYMONTH=4L") })
  }
}

/// The Python interpreter that can read iCalendar files with the `icalendar` package
/// (`ALMANAC_PYTHON`, else `python3` on the path), found once: `.ci/run` makes one in a scratch
/// virtualenv; without it the independent-parser test is skipped with the reason.
enum IndependentICSParser {
  static let python: String? = {
    var candidates: [String] = []
    if let chosen = ProcessInfo.processInfo.environment["ALMANAC_PYTHON"], !chosen.isEmpty { candidates.append(chosen) }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    candidates += path.split(separator: ":").map { "\($0)/python3" }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: candidate)
      process.arguments = ["-c", "import icalendar"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { continue }
      process.waitUntilExit()
      if process.terminationStatus == 0 { return candidate }
    }
    return nil
  }()

  static let missingReason =
    "no Python with the icalendar package (ALMANAC_PYTHON, or python3 on PATH); .ci/run makes one in .build/crosscheck-venv"
}
