import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The feeds: strict RFC 5545, stable UIDs, byte-identical output, and every export loading back
/// to the table it came from.
@Suite("Holiday and day feeds")
struct HolidayExportTests {
  static let tables = [HolidayTable.mainlandChina, .hongKong, .taiwan]

  /// The same holidays, field by field.
  static func expectSame(_ loaded: HolidayTable, _ original: HolidayTable, _ what: String) {
    #expect(loaded.region == original.region && loaded.years == original.years, "\(what): region and years")
    let sort = { (holidays: [Holiday]) in
      holidays.sorted { ($0.span.lowerBound, $0.year) < ($1.span.lowerBound, $1.year) }
    }
    let left = sort(loaded.holidays)
    let right = sort(original.holidays)
    #expect(left.count == right.count, "\(what): \(left.count) holidays, expected \(right.count)")
    for (a, b) in zip(left, right) where a != b {
      Issue.record(
        "\(what): \(a.name) \(a.year) \(a.daysOff.first.map(\.description) ?? "") differs from \(b.name)")
      return
    }
  }

  @Test("ICS and Almanac JSON of every region and year load back to the same table", arguments: tables)
  func roundTrip(table: HolidayTable) throws {
    let ics = try HolidayTable.load(text: table.icsFeed(), file: "\(table.region).ics")
    Self.expectSame(ics, table, "\(table.region) ICS")
    let json = try HolidayTable.load(text: table.almanacJSON(), file: "\(table.region).json")
    Self.expectSame(json, table, "\(table.region) JSON")
  }

  @Test("holiday-cn JSON of every CN year: schema fields, and the same days, names and statutory days back")
  func holidayCN() throws {
    let table = HolidayTable.mainlandChina
    for year in table.years {
      let text = try table.holidayCNJSON(year: year)
      // holiday-cn's schema.json: year (number), papers (strings), days ({name, date, isOffDay}).
      let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(root["year"] as? Int == year && (root["papers"] as? [String])?.isEmpty == false)
      let days = try #require(root["days"] as? [[String: Any]])
      #expect(days.allSatisfy { $0["name"] is String && $0["date"] is String && $0["isOffDay"] is Bool })
      let loaded = try HolidayTable.load(text: text, file: "\(year).json")
      #expect(loaded.years == [year])
      Self.expectSame(
        loaded,
        HolidayTable(
          region: .mainlandChina, years: [year],
          holidays: table.holidays(inYear: year).map {
            Holiday(
              region: $0.region, year: $0.year, name: HolidayName(zhHans: $0.name.zhHans),
              daysOff: $0.daysOff,
              // holiday-cn has no statutory flag: the law's days are assumed, so the one-off day
              // of 2015 (抗战胜利70周年纪念日, statutory by its own notice) comes back as not.
              statutoryDays: $0.name.zhHans.hasPrefix("抗战") ? [] : $0.statutoryDays, workDays: $0.workDays,
              notice: loaded.holidays.first?.notice)
          }), "holiday-cn \(year)")
    }
    #expect(throws: HolidayTableError.self) { try table.holidayCNJSON(year: (table.years.last ?? 0) + 1) }
  }

  /// Every physical line of an ICS text: CRLF-ended, at most 75 octets, valid UTF-8 on its own.
  static func expectStrict(_ text: String, _ what: String) {
    let bytes = Array(text.utf8)
    #expect(bytes.suffix(2) == [0x0D, 0x0A], "\(what) ends with CRLF")
    var start = 0
    var index = 0
    var count = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        #expect(index > start && bytes[index - 1] == 0x0D, "\(what): a bare LF at byte \(index)")
        let line = Array(bytes[start..<index - 1])
        #expect(line.count <= 75, "\(what): a line of \(line.count) octets")
        #expect(String(validating: line, as: UTF8.self) != nil, "\(what): a line splits a character")
        start = index + 1
        count += 1
      }
      index += 1
    }
    #expect(count > 10)
    for required in [
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:", "\r\nX-WR-CALNAME:",
      "\r\nREFRESH-INTERVAL;VALUE=DURATION:", "\r\nX-PUBLISHED-TTL:",
    ] {
      #expect(text.contains(required), "\(what) has \(required)")
    }
    let stamps = text.components(separatedBy: "\r\nDTSTAMP:").dropFirst().map { $0.prefix(17) }
    #expect(
      !stamps.isEmpty
        && stamps.allSatisfy {
          $0.count == 16 + 1 && $0.hasSuffix("\r") == false && $0.dropFirst(8).first == "T"
            && $0.contains("Z")
        })
  }

  @Test("the feeds are strict RFC 5545: CRLF, 75-octet folding on character boundaries, UTC DTSTAMP")
  func strict() throws {
    for table in Self.tables { Self.expectStrict(table.icsFeed(), "\(table.region).ics") }
    let days = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    Self.expectStrict(days, "days 2026")
  }

  /// The events of a feed by UID, each as its text.
  static func events(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for chunk in text.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst() {
      let event = chunk.components(separatedBy: "END:VEVENT\r\n")[0]
      let uid = event.components(separatedBy: "\r\n").first { $0.hasPrefix("UID:") } ?? ""
      result[uid] = event
    }
    return result
  }

  @Test(
    "a longer or later export keeps the UIDs and text of every event it shares; the same data gives the same bytes"
  )
  func stableUIDs() throws {
    let table = HolidayTable.mainlandChina
    let short = table.icsFeed(years: 2020...2024)
    let long = table.icsFeed(years: 2016...2026)
    #expect(short == table.icsFeed(years: 2020...2024), "byte-identical")
    let shortEvents = Self.events(short)
    let longEvents = Self.events(long)
    #expect(shortEvents.count > 50)
    for (uid, event) in shortEvents { #expect(longEvents[uid] == event, "\(uid)") }
    let days = try DayFeed.ics(from: CivilDate("2026-02-01")!, through: CivilDate("2026-02-28")!)
    let moreDays = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    for (uid, event) in Self.events(days) { #expect(Self.events(moreDays)[uid] == event, "\(uid)") }
  }

  @Test("the day feed: every day once, 初一 with its month, festivals and terms, terms also at their instant")
  func dayFeed() throws {
    let text = try DayFeed.ics(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    let events = Self.events(text)
    #expect(events.count == 365 + 24)
    let spring = try #require(events["UID:20260217-day@almanac"])
    #expect(spring.contains("SUMMARY:正月初一 春节\r\n") && spring.contains("DTSTART;VALUE=DATE:20260217\r\n"))
    #expect(events["UID:20260204-day@almanac"]?.contains("SUMMARY:十七 立春\r\n") == true)
    let term = try #require(events["UID:20260204-term-2@almanac"])
    #expect(term.contains("DTSTART:20260203T200201Z\r\n") && term.contains("SUMMARY:立春 04:02\r\n"))
    let models = try DayFeed.days(from: CivilDate("2026-01-01")!, through: CivilDate("2026-12-31")!)
    #expect(models.count == 365 && Set(models.map(\.date)).count == 365)
  }

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
