import AlmanacTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Regression tests for what fuzzing found, each run through the built `almanac` as a user
/// would: one `Error:` line and the documented exit code, never a trap or a lost result.
@Suite("almanac under hostile input")
struct HostileInputEndToEndTests {
  private func file(_ name: String, _ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-e2e-\(UUID().uuidString)-\(name)")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Checks the one-line error rule and returns the Error line.
  private func errorLine(_ result: Binaries.Result, status: Int32) -> String {
    #expect(result.status == status, "exit \(result.status): \(result.stderr)")
    #expect(result.stdout.isEmpty, "nothing on stdout on an error")
    let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
    #expect(lines.count == 1, "exactly one Error: line in \(result.stderr)")
    return lines.first.map(String.init) ?? ""
  }

  @Test("a date where ICU answers 'day 60' prints its lunar date (sxtwl's) in lunar, day and month (was a trap)")
  func icuDaySixty() throws {
    let lunar = try Binaries.almanac("lunar", "4743-11-20..4743-11-22")
    #expect(lunar.status == 0)
    #expect(
      lunar.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true)[3] }
        == ["闰九月廿九", "十月初一", "十月初二"])
    #expect(try Binaries.almanac("day", "4743-11-21").stdout.contains("十月初一"))
    #expect(try Binaries.almanac("month", "4743-11", "--json").status == 0)
  }

  @Test("holiday files: a bare ':' line, JSON 100,000 deep, a year of 99999 are refused with file and line")
  func badFiles() throws {
    let ics = try file("x.ics", "BEGIN:VCALENDAR\n:\nEND:VCALENDAR\n")
    let deep = try file("deep.json", String(repeating: "[", count: 100_000))
    let huge = try file("huge.json", #"{"year":99999,"papers":[],"days":[]}"#)
    defer { for url in [ics, deep, huge] { try? FileManager.default.removeItem(at: url) } }
    #expect(
      errorLine(try Binaries.almanac("holidays", "2027", "--holidays", ics.path), status: 65)
        == "Error: \(ics.path):2: a content line without a property name before ':'")
    #expect(
      errorLine(try Binaries.almanac("holidays", "2027", "--holidays", deep.path), status: 65)
        == "Error: \(deep.path):1: not JSON, iCalendar or a holiday notice: arrays and objects nested deeper than 64 levels"
    )
    #expect(
      errorLine(try Binaries.almanac("holidays", "2027", "--holidays", huge.path), status: 65)
        == "Error: \(huge.path):1: \"year\" must be a year in 1...9999")
  }

  @Test("a missing file, a directory, a FIFO and /dev/null each get their own reason")
  func fileKinds() throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-e2e-fifo-\(UUID().uuidString)")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let cases = [
      ("/nonexistent/2027.json", "Error: /nonexistent/2027.json: no such file"),
      ("/tmp", "Error: /tmp: is a directory, not a holiday file"),
      (
        "/dev/null",
        "Error: /dev/null: is not a regular file (a character device); give the path of a JSON or iCalendar file"
      ),
      (
        fifo.path,
        "Error: \(fifo.path): is not a regular file (a FIFO or pipe); give the path of a JSON or iCalendar file"
      ),
    ]
    for (path, expected) in cases {
      #expect(errorLine(try Binaries.almanac("holidays", "2027", "--holidays", path), status: 65) == expected)
    }
  }

  @Test("a make-up day listed twice is printed once")
  func duplicateMakeUpDay() throws {
    let synthetic = SyntheticNotice(year: Coverage.next)
    let day = synthetic.makeUpDay
    let repeated = (0..<200).map { _ in #"{"name":"春节","date":"\#(day)","isOffDay":false}"# }
    let url = try file("dup.json", synthetic.holidayCNJSON(extra: repeated))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try Binaries.almanac("holidays", "\(synthetic.year)", "--holidays", url.path, "--json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.components(separatedBy: "\(day)").count == 2, "\(day) once: \(result.stdout)")
  }

  @Test(
    "results that cannot be written: /dev/full and a closed stdout exit 74 with one line; a reader that stops early is quiet"
  )
  func outputErrors() throws {
    let almanac = Binaries.products.appendingPathComponent("almanac").path
    func shell(_ script: String) throws -> Binaries.Result {
      try Binaries.run("/bin/bash", ["-c", script], absolute: true)
    }
    let full = try shell("'\(almanac)' lunar 1900-01-01..2100-12-31 > /dev/full")
    #expect(
      full.status == 74
        && full.stderr == "Error: could not write the results to standard output: No space left on device\n")
    let closed = try shell("'\(almanac)' lunar 1900-01-01..1900-12-31 >&-")
    #expect(
      closed.status == 74
        && closed.stderr == "Error: could not write the results to standard output: Bad file descriptor\n")
    let head = try shell(
      "'\(almanac)' lunar 1900-01-01..2100-12-31 | head -1; echo \"status ${PIPESTATUS[0]}\"")
    #expect(head.stdout == "1900-01-01  周一  己亥年 腊月初一  猪\nstatus 0\n" && head.stderr.isEmpty)
  }

  @Test(
    "option values: --opt= is empty, --flag= takes no value, an option is not a value",
    arguments: [
      (
        ["month", "--locale=", "--json"],
        "Error: option '--locale' needs a value <locale>; it was given an empty one"
      ),
      (["month", "--json="], "Error: option '--json' takes no value"),
      (
        ["month", "--locale", "--json"],
        "Error: option '--locale' needs a value <locale>; '--json' is an option"
      ),
      (
        ["day", "2026-01-01", "--region", ""],
        "Error: option '--region' needs a value <region>; it was given an empty one"
      ),
      (["year", "10000"], "Error: '10000' is not a year in 1...9999; use a number such as 2026"),
      (["holidays", "٢٠٢٦"], "Error: '٢٠٢٦' is not a year in 1...9999; use a number such as 2026"),
    ])
  func optionValues(arguments: [String], expected: String) throws {
    #expect(errorLine(try Binaries.run("almanac", arguments), status: 64) == expected)
  }

  @Test("the first and last supported months print, with in- and out-dates stopping at the ends")
  func edgeMonths() throws {
    let first = try Binaries.almanac(
      "month", "0001-01", "--in-dates", "fill", "--first-weekday", "sunday", "--json")
    #expect(first.status == 0 && first.stdout.hasPrefix(#"{"date":"0001-01-01","row":0,"column":1,"#))
    let last = try Binaries.almanac("month", "9999-12", "--out-dates", "grid", "--json")
    #expect(
      last.status == 0 && last.stdout.split(separator: "\n").last?.hasPrefix(#"{"date":"9999-12-31""#) == true
    )
    #expect(try Binaries.almanac("next", "除夕", "--after", "9999-01-01").status == 0)
    // The feed's last day has no exclusive end to write (10000-01-01): its event has no DTEND.
    let feed = try Binaries.almanac("export", "days", "--to", "9999-12-31")
    #expect(feed.status == 0 && feed.stdout.contains("DTSTART;VALUE=DATE:99991231\r\nSUMMARY:"))
  }

  @Test("an argument of 100,000 characters with control characters gives a short one-line message")
  func hugeArgument() throws {
    let line = errorLine(
      try Binaries.almanac("day", "\u{1B}[2J" + String(repeating: "9", count: 100_000)), status: 64)
    #expect(line.count < 200)
    #expect(
      line.hasPrefix("Error: '\\u{1B}[2J999") && line.contains("…' (100004 characters) is not a valid date"))
  }
}
