import AlmanacTestSupport
import Foundation
import Testing

/// `almanac export lunar-events`: the feed on stdout, its span and styles, and its usage errors.
@Suite("almanac export lunar-events")
struct LunarEventsEndToEndTests {
  @Test("events by name or MM-DD; ten years from this one by default; the same bytes every run")
  func feed() throws {
    let result = CLI.almanac(
      "export", "lunar-events", "奶奶生日=闰四月十五", "腊八=12-08", "--from", "2026-01-01", "--to", "2030-12-31")
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\r\n").map(String.init)
    #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
    #expect(lines.filter { $0.hasPrefix("UID:") }.count == 10)
    #expect(lines.contains("DTSTART;VALUE=DATE:20260531"))
    let again = CLI.almanac(
      "export", "lunar-events", "奶奶生日=闰四月十五", "腊八=12-08", "--from", "2026-01-01", "--to", "2030-12-31")
    #expect(again.stdout == result.stdout)
    let skipping = CLI.almanac(
      "export", "lunar-events", "奶奶生日=闰四月十五", "--leap-month", "skip", "--from", "2026-01-01", "--to",
      "2030-12-31")
    #expect(!skipping.stdout.contains("UID:"))
    let tenYears = CLI.almanac("export", "lunar-events", "腊八=腊月初八")
    #expect(tenYears.stdout.components(separatedBy: "UID:").count - 1 == 10)
    let rules = CLI.almanac(
      "export", "lunar-events", "奶奶生日=L04-15", "--style", "rscale", "--from", "2026-01-01", "--to",
      "2035-12-31")
    #expect(
      rules.stdout.contains("RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD;UNT"))
  }

  @Test("--events FILE: events a line each beside the arguments; a bad file names file and line, exit 65")
  func eventsFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("family.txt")
    try Data("# family\n奶奶生日=闰四月十五\n腊八\t腊月初八\n\n忌日 = 腊月三十\r\n".utf8).write(to: good)
    let result = CLI.run([
        "export", "lunar-events", "中秋=08-15", "--events", good.path, "--from", "2026-01-01", "--to",
        "2027-12-31",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.components(separatedBy: "UID:").count - 1 == 8)
    #expect(result.stdout.contains("SUMMARY:忌日"))
    let skipping = CLI.run([
        "export", "lunar-events", "--events", good.path, "--leap-month", "skip", "--from", "2026-01-01",
        "--to", "2027-12-31",
      ])
    #expect(
      skipping.stdout.components(separatedBy: "UID:").count - 1 == 4, "the file's events take the policies")
    let bad = directory.appendingPathComponent("bad.txt")
    try Data("ok=12-08\n\nbad line\n".utf8).write(to: bad)
    let empty = directory.appendingPathComponent("empty.txt")
    try Data("# nothing\n".utf8).write(to: empty)
    let day = directory.appendingPathComponent("day.txt")
    try Data("生日=腊月三十一\n".utf8).write(to: day)
    for (path, message) in [
      (bad.path, "Error: \(bad.path):3: 'bad line' is not an event"),
      (empty.path, "Error: \(empty.path): holds no event"),
      (day.path, "Error: \(day.path):1: '腊月三十一' is not a lunar day"),
      (directory.path, "Error: \(directory.path): is a directory, not a lunar events file"),
      ("/dev/null", "Error: /dev/null: is not a regular file"),
      (directory.appendingPathComponent("missing").path, "Error: \(directory.path)/missing: no such file"),
    ] {
      let result = CLI.run(["export", "lunar-events", "--events", path])
      #expect(result.status == 65, "\(path)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix(message), "\(path): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }
  }

  @Test("bad events, policies and spans: one Error line naming the input, exit 64")
  func errors() throws {
    for (arguments, message) in [
      (["export", "lunar-events"], "Error: give the events: <title>=<lunar day> arguments"),
      (
        ["export", "lunar-events", "a\u{1}b=12-08"],
        "Error: 'a\\u{1}b=12-08': the title 'a\\u{1}b' holds a control character"
      ),
      (["export", "lunar-events", "腊月初八"], "Error: '腊月初八' is not an event; use <title>=<lunar day>"),
      (["export", "lunar-events", "腊八=腊月三十一"], "Error: '腊月三十一' is not a lunar day"),
      (
        ["export", "lunar-events", "腊八=12-08", "--leap-month", "forward"],
        "Error: 'forward' is not a leap-month policy"
      ),
      (
        ["export", "lunar-events", "腊八=12-08", "--from", "2030-01-01", "--to", "2026-01-01"],
        "Error: --from 2030-01-01 is after --to 2026-01-01"
      ),
      (
        ["export", "lunar-event", "腊八=12-08"],
        "Error: 'lunar-event' is not something export writes; did you mean 'lunar-events'?"
      ),
    ] {
      let result = CLI.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
  }
}
