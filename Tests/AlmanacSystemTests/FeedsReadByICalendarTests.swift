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

/// The plans' calendars read by Python's icalendar: a schedule's firings, leave plans, and a
/// phone's calendar normalised to RDATEs.
@Suite("Plans' calendars read by icalendar")
struct PlanFeedsReadByICalendarTests {
  static let script = #"""
    import sys, icalendar
    for path in sys.argv[1:]:
        calendar = icalendar.Calendar.from_ical(open(path, 'rb').read())
        for event in calendar.walk('VEVENT'):
            start = event.decoded('DTSTART')
            rdates = []
            value = event.get('RDATE')
            for item in (value if isinstance(value, list) else [value] if value is not None else []):
                rdates += [d.dt.strftime('%Y-%m-%d') for d in item.dts]
            rrule = event.get('RRULE')
            print('\t'.join([path.split('/')[-1], start.isoformat(), ','.join(rdates), rrule.to_ical().decode() if rrule else '-']))
    """#

  @Test(
    "schedule --format ics, plan-leave --format ics and ics normalize read back as written",
    .enabled(if: IndependentICSParser.python != nil, Comment(rawValue: IndependentICSParser.missingReason)))
  func readBack() throws {
    let python = try #require(IndependentICSParser.python)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-plans-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputs: [(String, [String])] = [
      ("schedule.ics", ["schedule", "0 9 * * * makeup-day", "--from", "2026-01-01", "--next", "8", "--format", "ics"]),
      ("plans.ics", ["plan-leave", "2026", "--days", "3", "--top", "2", "--format", "ics"]),
      (
        "normalized.ics",
        ["ics", "normalize", ProjectFiles.root.appendingPathComponent("Tests/Fixtures/calendars/family.ics").path, "--to", "2030-12-31"]
      ),
    ]
    for (name, arguments) in outputs {
      let result = try Binaries.run("almanac", arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      try Data(result.stdout.utf8).write(to: directory.appendingPathComponent(name))
    }
    let read = try Binaries.run(
      python, ["-c", Self.script] + outputs.map { directory.appendingPathComponent($0.0).path }, absolute: true)
    try #require(read.status == 0, "\(read.stderr)")
    let rows = read.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    // 2026's 补班 days from the notice: 1-4, 2-14, 2-28, 5-9, 9-20, 10-10 (9:00 Beijing = 01:00 UTC).
    let firings = rows.filter { $0[0] == "schedule.ics" }.map { $0[1] }
    #expect(
      firings == ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10"].map { "\($0)T01:00:00+00:00" },
      "\(firings)")
    let plans = rows.filter { $0[0] == "plans.ics" }.map { $0[1] }
    #expect(plans.contains("2026-09-25") && plans.contains("2026-02-12") && plans.contains("2026-09-28"), "\(plans)")
    let normalized = rows.filter { $0[0] == "normalized.ics" }
    let rule = try LunarRule("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD")
    let expected = rule.occurrences(start: try #require(CivilDate("2020-06-06")), through: try #require(CivilDate("2030-12-31")))
    #expect(normalized.first?[2] == expected.map(\.description).joined(separator: ","), "\(normalized)")
    #expect(normalized.contains { $0[3] == "FREQ=WEEKLY;BYDAY=MO" }, "the Gregorian event keeps its RRULE")
    #expect(normalized.filter { $0[3] != "-" }.count == 1, "no lunar RRULE is left")
  }
}
