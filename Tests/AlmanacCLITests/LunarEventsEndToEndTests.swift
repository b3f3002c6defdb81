import Testing

/// `almanac export lunar-events`: the feed on stdout, its span and styles, and its usage errors.
@Suite("almanac export lunar-events")
struct LunarEventsEndToEndTests {
  @Test("events by name or MM-DD; ten years from this one by default; the same bytes every run")
  func feed() throws {
    let result = try Binaries.almanac(
      "export", "lunar-events", "奶奶生日=闰四月十五", "腊八=12-08", "--from", "2026-01-01", "--to", "2030-12-31")
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\r\n").map(String.init)
    #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
    #expect(lines.filter { $0.hasPrefix("UID:") }.count == 10)
    #expect(lines.contains("DTSTART;VALUE=DATE:20260531"))
    let again = try Binaries.almanac(
      "export", "lunar-events", "奶奶生日=闰四月十五", "腊八=12-08", "--from", "2026-01-01", "--to", "2030-12-31")
    #expect(again.stdout == result.stdout)
    let skipping = try Binaries.almanac(
      "export", "lunar-events", "奶奶生日=闰四月十五", "--leap-month", "skip", "--from", "2026-01-01", "--to",
      "2030-12-31")
    #expect(!skipping.stdout.contains("UID:"))
    let tenYears = try Binaries.almanac("export", "lunar-events", "腊八=腊月初八")
    #expect(tenYears.stdout.components(separatedBy: "UID:").count - 1 == 10)
    let rules = try Binaries.almanac(
      "export", "lunar-events", "奶奶生日=L04-15", "--style", "rscale", "--from", "2026-01-01", "--to",
      "2035-12-31")
    #expect(
      rules.stdout.contains("RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD;UNT"))
  }

  @Test("bad events, policies and spans: one Error line naming the input, exit 64")
  func errors() throws {
    for (arguments, message) in [
      (["export", "lunar-events"], "Error: expected 1 to 1000 arguments, got none"),
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
      let result = try Binaries.run("almanac", arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
  }
}
