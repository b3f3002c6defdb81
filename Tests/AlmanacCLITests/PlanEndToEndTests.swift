import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac check`, `schedule` and `plan-leave` as a user runs them: exit codes for cron, the
/// files for schedulers, the plans' formats, the patterns.
@Suite("Plans from the command line: check, schedule, plan-leave")
struct PlanEndToEndTests {
  static let checks: [([String], Int32)] = [
      (["check", "workday", "2026-02-14"], 0), (["check", "workday", "2026-10-01"], 1),
      (["check", "holiday", "2026-10-01"], 0), (["check", "makeup-day", "2026-10-10"], 0),
      (["check", "weekend", "2026-10-10"], 1), (["check", "trading-day", "2026-10-10"], 1),
      (["check", "trading-day", "2026-10-09"], 0), (["check", "trading-day", "2026-10-01", "--market", "XHKG"], 1),
      (["check", "工作日", "2026-10-12"], 0),
      (["check", "workday", "2026-01-10", "--pattern", "big-small:2026-01-05..2026-12-31"], 0),
      (["check", "workday", "2026-01-10", "--pattern", "big-small:2026-01-05..2026-12-31", "--official"], 1),
    ]

  @Test("check exits 0 or 1 and prints nothing off a terminal", arguments: checks)
  func check(arguments: [String], status: Int32) {
    let result = CLI.run(arguments)
    #expect(result.status == status, "\(arguments): \(result.stderr)")
    #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(arguments) printed \(result.stdout)\(result.stderr)")
  }

  @Test("check past the published data: 65 and the remedy, or the law assumed")
  func checkUnpublished() {
    let day = "\(Coverage.next)-03-01"
    let refused = CLI.almanac("check", "workday", day)
    #expect(refused.status == 65 && refused.stderr.contains("--assume"), "\(refused.stderr)")
    let assumed = CLI.almanac("check", "workday", day, "--assume", "law", "--json")
    #expect(assumed.stdout.contains("\"provisional\":true"), "\(assumed.stdout)")
    let bad = CLI.almanac("check", "workdy")
    #expect(bad.status == 64 && bad.stderr.contains("'workdy' is not a kind of day"), "\(bad.stderr)")
  }

  @Test("schedule: lines, JSON, a crontab of one line a day, systemd lines, iCalendar")
  func schedule() throws {
    let text = CLI.almanac("schedule", "0 9 * * * workday", "--from", "2026-10-09", "--next", "2")
    #expect(text.stdout == "2026-10-09 09:00:00+08:00 Fri\n2026-10-10 09:00:00+08:00 Sat\n", "\(text.stderr)")
    let crontab = CLI.almanac(
      "schedule", "0 9,18 * * 6,0 makeup-day", "--from", "2026-01-01", "--next", "4", "--format", "crontab",
      "--command", "/usr/local/bin/report")
    let lines = crontab.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines == ["0 9,18 4 1 * /usr/local/bin/report", "0 9,18 14 2 * /usr/local/bin/report"], "\(crontab.stdout)")
    let systemd = CLI.almanac("schedule", "0 9 * * * makeup-day", "--from", "2026-01-01", "--next", "1", "--format", "systemd")
    #expect(systemd.stdout.contains("OnCalendar=2026-01-04 09:00:00 Asia/Shanghai"), "\(systemd.stdout)")
    let ics = CLI.almanac("schedule", "0 9 * * * makeup-day", "--from", "2026-01-01", "--next", "1", "--format", "ics")
    #expect(ics.stdout.contains("DTSTART:20260104T010000Z"), "\(ics.stdout)")
    let zone = CLI.almanac("schedule", "0 9 * * *", "--from", "2026-07-01", "--next", "1", "--zone", "Europe/London", "--json")
    #expect(zone.stdout.contains("\"at\":\"2026-07-01T09:00:00+01:00\""), "\(zone.stdout)")
    let held = CLI.almanac("schedule", "0 9 * * * workday", "--from", "\(Coverage.last)-12-30", "--next", "5", "--policy", "hold")
    #expect(held.stdout.split(separator: "\n").count <= 2 && held.stderr.contains("held at \(Coverage.next)-01-01"), "\(held.stderr)")
    let mixed = CLI.almanac("schedule", "@daily", "--json", "--format", "ics")
    #expect(mixed.status == 64, "\(mixed.stderr)")
  }

  @Test("plan-leave: text, JSON, iCalendar and an HTML page of the same plans")
  func planLeave() throws {
    let text = CLI.almanac("plan-leave", "2026", "--days", "3", "--top", "1")
    #expect(text.stdout.contains("1. 2026-09-25 … 2026-10-07  13 days of rest for 3 of leave"), "\(text.stdout)")
    let json = CLI.almanac("plan-leave", "2026", "--days", "3", "--top", "2", "--json")
    #expect(json.stdout.contains("\"makeupDays\":[\"2026-02-14\"]"), "\(json.stdout)")
    let ics = CLI.almanac("plan-leave", "2026", "--days", "3", "--top", "1", "--format", "ics")
    #expect(ics.stdout.contains("DTSTART;VALUE=DATE:20260925") && ics.stdout.contains("DTEND;VALUE=DATE:20261008"), "\(ics.stdout)")
    let html = CLI.almanac("plan-leave", "2026", "--days", "3", "--top", "1", "--format", "html")
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>") && html.stdout.contains("range-start"), "\(html.stdout.prefix(300))")
    let window = CLI.almanac("plan-leave", "2026", "--days", "3", "--from", "2026-03-01", "--to", "2026-06-30", "--top", "1")
    #expect(window.stdout.contains("2026-04-28 … 2026-05-05"), "\(window.stdout)")
    let wrong = CLI.almanac("plan-leave", "2026", "--days", "3", "--from", "2025-03-01")
    #expect(wrong.status == 64, "\(wrong.stderr)")
  }

  @Test("an overlay file's patterns count for every command")
  func overlayPatterns() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-patterns-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("acme.json")
    try Data(
      #"{"format":"almanac-overlay/1","name":"acme","label":"公司","patterns":[{"pattern":"big-small:2026-01-05..2026-12-31","name":"大周"}]}"#
        .utf8
    ).write(to: file)
    let environment = ["ALMANAC_DATA_DIR": directory.appendingPathComponent("data").path]
    let imported = CLI.run(["holidays", "import", file.path, "--overlay", "acme"], environment: environment)
    #expect(imported.status == 0 && imported.stdout.contains("大周 (big-small:2026-01-05..2026-12-31)"), "\(imported.stdout + imported.stderr)")
    #expect(CLI.run(["check", "workday", "2026-01-10"], environment: environment).status == 0)
    #expect(CLI.run(["check", "workday", "2026-01-10", "--official"], environment: environment).status == 1)
    let day = CLI.run(["day", "2026-01-10"], environment: environment)
    #expect(day.stdout.contains("公司: 大周 (overlay acme)"), "\(day.stdout)")
    // January 2026: 22 weekdays, less 元旦's 1 and 2 January, and the 补班 Sunday 4 January: 21
    // official working days, and the 大周 Saturdays 10 and 24 January.
    let count = CLI.run(["workdays", "2026-01-01", "2026-01-31"], environment: environment)
    #expect(count.stdout.hasPrefix("23"), "\(count.stdout)")
  }
}

/// `almanac rrule`, `ics expand` and `ics normalize` on a file written the way phones and CalDAV
/// servers write them.
@Suite("Lunar recurrences read back: rrule, ics expand, ics normalize")
struct LunarReadBackEndToEndTests {
  static let phone = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Example//Phone//ZH\r
    BEGIN:VEVENT\r
    UID:grandma@example\r
    DTSTAMP:20240101T000000Z\r
    DTSTART;VALUE=DATE:20200606\r
    SUMMARY:奶奶生日\r
    RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:laba@example\r
    DTSTAMP:20240101T000000Z\r
    DTSTART;TZID=Asia/Shanghai:20250107T090000\r
    SUMMARY:腊八\r
    RRULE:FREQ=LUNAR_YEARLY;INTERVAL=1;BYMONTH=12;BYMONTHDAY=8\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:standup@example\r
    DTSTAMP:20240101T000000Z\r
    DTSTART:20260105T010000Z\r
    SUMMARY:Standup\r
    RRULE:FREQ=WEEKLY;BYDAY=MO\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  func file() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-phone-\(UUID().uuidString).ics")
    try Data(Self.phone.utf8).write(to: url)
    return url
  }

  @Test("rrule lists a rule's days; a Gregorian rule is refused with what a lunar one has")
  func rrule() {
    let days = CLI.almanac(
      "rrule", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD", "--start", "2020-06-06", "--to",
      "2023-12-31", "--json")
    #expect(days.stdout.split(separator: "\n").count == 4, "\(days.stdout)")
    #expect(days.stdout.contains("\"date\":\"2020-06-06\"") && days.stdout.contains("\"isLeapMonth\":true"), "\(days.stdout)")
    let gregorian = CLI.almanac("rrule", "FREQ=YEARLY;BYMONTH=1", "--start", "2024-01-01")
    #expect(gregorian.status == 64 && gregorian.stderr.contains("is on the Gregorian calendar"), "\(gregorian.stderr)")
  }

  @Test("ics expand lists the lunar events' days; the Gregorian event is left to the calendar")
  func expand() throws {
    let url = try file()
    defer { try? FileManager.default.removeItem(at: url) }
    let result = CLI.almanac("ics", "expand", url.path, "--from", "2026-01-01", "--to", "2027-12-31")
    #expect(
      result.stdout == """
        2026-01-26  腊月初八  腊八
        2026-05-31  四月十五  奶奶生日
        2027-01-15  腊月初八  腊八
        2027-05-20  四月十五  奶奶生日

        """, "\(result.stdout)\(result.stderr)")
    let missing = CLI.almanac("ics", "expand", url.path + ".missing")
    #expect(missing.status == 65 && missing.stderr.hasPrefix("Error: "), "\(missing.stderr)")
  }

  @Test("a plain yearly RRULE that an X-…LUNAR… property marks is read as lunar; an overlay file counts for one command")
  func markedAndOverlay() throws {
    let fixture = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/calendars/family.ics").path
    let result = CLI.almanac("ics", "expand", fixture, "--from", "2026-09-01", "--to", "2026-09-30")
    #expect(result.stdout == "2026-09-13  八月初三  妈妈生日\n", "\(result.stdout)\(result.stderr)")
    let overlay = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-acme-\(UUID().uuidString).json")
    try Data(#"{"format":"almanac-overlay/1","name":"acme","days":[{"date":"2026-10-08","kind":"dayOff","name":"团建"}]}"#.utf8)
      .write(to: overlay)
    defer { try? FileManager.default.removeItem(at: overlay) }
    let plan = CLI.almanac("plan-leave", "2026", "--days", "4", "--top", "1", "--overlay", overlay.path, "--json")
    #expect(plan.stdout.contains("\"restDays\":15"), "\(plan.stdout)\(plan.stderr)")
    #expect(CLI.almanac("check", "workday", "2026-10-08", "--overlay", overlay.path).status == 1)
    let bad = CLI.almanac("check", "workday", "2026-10-08", "--overlay", fixture)
    #expect(bad.status == 65 && bad.stderr.contains("family.ics:1:"), "\(bad.stderr)")
  }

  @Test("ics normalize: RDATEs instead of the lunar rule, the rule kept, the rest untouched")
  func normalize() throws {
    let url = try file()
    defer { try? FileManager.default.removeItem(at: url) }
    let result = CLI.almanac("ics", "normalize", url.path, "--to", "2027-12-31")
    #expect(result.status == 0, "\(result.stderr)")
    let unfolded = result.stdout.replacingOccurrences(of: "\r\n ", with: "")
    #expect(unfolded.contains("RDATE;VALUE=DATE:20200606,20210526,20220515,20230602,20240522,20250512,20260531,20270520"))
    #expect(unfolded.contains("RDATE;TZID=Asia/Shanghai:20250107T090000,20260126T090000,20270115T090000"))
    #expect(unfolded.contains("X-ALMANAC-LUNAR-RRULE:FREQ=LUNAR_YEARLY;INTERVAL=1;BYMONTH=12;BYMONTHDAY=8"))
    #expect(unfolded.contains("\r\nRRULE:FREQ=WEEKLY;BYDAY=MO") && !unfolded.contains("\r\nRRULE:RSCALE"))
    #expect(result.stdout.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
  }
}
