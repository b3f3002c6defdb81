import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// Lunar RRULEs (RFC 7529 RSCALE) expanded by Almanac and by libical 3 (Debian libical-dev,
/// RSCALE through ICU), an implementation Almanac did not write: a birthday on the 15th and on
/// the 30th of every leap month of 1900-2100 and of every ordinary month, under each SKIP, days
/// from the end, monthly rules, COUNT and UNTIL, on the Chinese and the Korean calendars.
///
/// Where the two differ, RFC 7529 and the official lunar table decide: each difference must be
/// one of two known kinds, checked day by day (``icuReason``: ICU, which libical expands with,
/// puts a month elsewhere than the official table; ``positionReason``: libical moves a missing
/// leap month by its position in the year), and any other fails the test.
@Suite("Lunar RRULEs against libical")
struct LunarRuleCrosscheckTests {
  /// The C compiler and libical, or why the test cannot run.
  static let tool: (compiler: String?, reason: String) = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let compiler = ["cc", "clang", "gcc"].lazy.compactMap { name in
      path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }.first
    guard let compiler else { return (nil, "no C compiler (cc) to build tools/crosscheck/libical_rscale.c") }
    guard let flags = try? Binaries.run("/usr/bin/pkg-config", ["--cflags", "--libs", "libical"], absolute: true),
      flags.status == 0
    else { return (nil, "no libical (Debian libical-dev; .ci/run installs it)") }
    return (compiler, "")
  }()

  @Test(
    "leap-month and day-30 birthdays, 1900-2100, expand to the days libical expands them to",
    .enabled(if: tool.compiler != nil, Comment(rawValue: tool.reason)))
  func againstLibical() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-libical-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("libical_rscale").path
    let flags = try Binaries.run("/usr/bin/pkg-config", ["--cflags", "--libs", "libical", "icu-i18n"], absolute: true).stdout
      .split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    let build = try Binaries.run(
      Self.tool.compiler ?? "cc",
      [ProjectFiles.root.appendingPathComponent("tools/crosscheck/libical_rscale.c").path] + flags + ["-o", binary],
      absolute: true)
    try #require(build.status == 0, "\(build.stderr)")
    let cases = Self.cases()
    let input = cases.map { "\($0.rule)\t\(Self.basic($0.start))\t\(Self.basic($0.last))" }.joined(separator: "\n") + "\n"
    let inputFile = folder.appendingPathComponent("cases.tsv")
    try Data(input.utf8).write(to: inputFile)
    // One process a rule: libical keeps its RSCALE calendar between rules, so a DANGI rule after a
    // CHINESE one is expanded on the wrong calendar (seen with libical 3.0.16).
    let result = try Binaries.run(
      "/bin/sh", ["-c", "while IFS= read -r line; do printf '%s\\n' \"$line\" | \"$0\"; done < \"$1\"", binary, inputFile.path],
      absolute: true)
    #expect(result.status == 0, "\(result.stderr)")
    let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    try #require(answers.count == cases.count, "libical answered \(answers.count) of \(cases.count)")
    var compared = 0
    var differing: [(rule: String, scale: String, dates: [CivilDate], text: String)] = []
    for (test, answer) in zip(cases, answers) {
      let rule = try LunarRule(test.rule)
      let mine = rule.occurrences(start: test.start, through: test.last).map(\.description)
      let theirs = answer.split(separator: " ").map(String.init)
      compared += mine.count
      guard mine != theirs else { continue }
      let onlyMine = Set(mine).subtracting(theirs).sorted()
      let onlyTheirs = Set(theirs).subtracting(mine).sorted()
      differing.append(
        (
          test.rule, test.rule.contains("DANGI") ? "DANGI" : "CHINESE",
          (onlyMine + onlyTheirs).compactMap { CivilDate($0) },
          "\(test.rule) from \(test.start): Almanac only \(onlyMine.prefix(4)), libical only \(onlyTheirs.prefix(4))"
        ))
    }
    // ICU's lunar date (the calendar libical expands with) around every differing day.
    var asked: [String] = []
    var seen = Set<String>()
    for difference in differing {
      for date in difference.dates {
        for offset in -45...45 {
          let key = "LUNAR\t\(difference.scale)\t\(Self.basic(date.adding(days: offset)))"
          if seen.insert(key).inserted { asked.append(key) }
        }
      }
    }
    let lunarFile = folder.appendingPathComponent("lunar.tsv")
    try Data((asked.joined(separator: "\n") + "\n").utf8).write(to: lunarFile)
    let lunarResult = try Binaries.run("/bin/sh", ["-c", "\"$0\" < \"$1\"", binary, lunarFile.path], absolute: true)
    let icuAnswers = lunarResult.stdout.split(separator: "\n").map(String.init)
    try #require(icuAnswers.count == asked.count, "ICU answered \(icuAnswers.count) of \(asked.count)")
    var icu: [String: String] = [:]
    for (key, value) in zip(asked, icuAnswers) { icu[key] = value }
    /// Whether ICU and the official table disagree on a day within 45 days of `date`.
    func icuDiffers(_ date: CivilDate, _ scale: String) -> Bool {
      let calendar = scale == "DANGI" ? LunarCalendar.korean : LunarCalendar.chinese
      return (-45...45).contains { offset in
        let day = date.adding(days: offset)
        let table = calendar.lunarDate(for: day)
        return icu["LUNAR\t\(scale)\t\(Self.basic(day))"] != "\(table.month) \(table.isLeapMonth ? 1 : 0) \(table.day)"
      }
    }
    var explained: [String: Int] = [:]
    var unexplained: [String] = []
    for difference in differing {
      let calendar = difference.scale == "DANGI" ? LunarCalendar.korean : LunarCalendar.chinese
      var reasons = Set<String>()
      var ok = true
      for date in difference.dates {
        let year = calendar.lunarDate(for: date).year
        let leaps = [year, year - 1].compactMap { (try? calendar.leapMonth(inYear: $0)) ?? nil }
        if icuDiffers(date, difference.scale) {
          reasons.insert(Self.icuReason)
        } else if let leapRule = Self.leapMonth(of: difference.rule), leaps.contains(where: { $0 != leapRule }) {
          reasons.insert(Self.positionReason)
        } else if difference.rule.contains("BYMONTHDAY=30;SKIP=FORWARD"), calendar.lunarDate(for: date).day == 1,
          !leaps.isEmpty
        {
          reasons.insert(Self.forwardReason)
        } else {
          ok = false
        }
      }
      if ok {
        for reason in reasons { explained[reason, default: 0] += 1 }
      } else {
        unexplained.append(difference.text)
      }
    }
    #expect(
      unexplained.isEmpty,
      "\(unexplained.count) of \(cases.count) rules differ without a known reason:\n\(unexplained.prefix(10).joined(separator: "\n"))")
    print(
      "lunar rules vs libical: \(cases.count) rules, \(compared) occurrences; \(differing.count) differ, each for a known reason: \(explained)")
  }

  /// Why Almanac and libical differ where ICU's month is not the official one: DESIGN.md's ICU
  /// rules (ICU is off on 447 days of 1900-2100); the table is the official calendar.
  static let icuReason = "ICU's lunar month differs from the official table (the table decides)"
  /// Why they differ where a leap month is missing in a year with another leap month.
  static let positionReason =
    "a missing leap month in a year with another leap month: libical counts it by position among the year's months, RFC 7529 §4.2 by its number (BACKWARD: the ordinary month, FORWARD: the next)"

  /// Why they differ where a 30th is moved forward next to a leap month.
  static let forwardReason =
    "a 30th moved FORWARD next to a leap month: RFC 7529 §4.2 gives the next day (the leap month's first, or the first of the month after it); libical passes over the leap month, and in a MONTHLY rule writes a 正月初一 out of order"

  /// The leap month a rule names (`5` of `BYMONTH=5L`), or `nil`.
  static func leapMonth(of rule: String) -> Int? {
    guard let range = rule.range(of: "BYMONTH=") else { return nil }
    let value = rule[range.upperBound...].prefix { $0 != ";" }
    guard value.hasSuffix("L") else { return nil }
    return Int(value.dropLast())
  }

  /// Whether every rule is compared (`ALMANAC_LIBICAL_ALL=1`: about 1,200 rules, three minutes,
  /// libical taking 0.15 s a rule over two centuries) or one of each kind in turn (about 120).
  static let all = ProcessInfo.processInfo.environment["ALMANAC_LIBICAL_ALL"] == "1"

  /// The rules compared: every leap month of 1900-2100 with its 15th, 30th and last day under
  /// each SKIP, every ordinary month's 30th and second-last day, monthly rules, COUNT, INTERVAL
  /// and UNTIL, on the Chinese and the Korean calendars. Without ``all``, each leap month and
  /// each ordinary month takes one of its variants in turn, so that every variant and every
  /// month is still compared.
  static func cases() -> [(rule: String, start: CivilDate, last: CivilDate)] {
    var cases: [(rule: String, start: CivilDate, last: CivilDate)] = []
    let end = CivilDate(year: 2100, month: 12, day: 31)!
    let skips = ["OMIT", "BACKWARD", "FORWARD"]
    var turn = 0
    func add(_ variants: [String], _ start: CivilDate) {
      if all {
        for rule in variants { cases.append((rule, start, end)) }
      } else {
        cases.append((variants[turn % variants.count], start, end))
        turn += 1
      }
    }
    for (calendar, scale) in [(LunarCalendar.chinese, "CHINESE"), (LunarCalendar.korean, "DANGI")] {
      for year in 1900...2099 {
        guard let leap = (try? calendar.leapMonth(inYear: year)) ?? nil,
          let first = try? calendar.civilDate(for: LunarDate(year: year, month: leap, day: 1, isLeapMonth: true)!)
        else { continue }
        guard scale == "CHINESE" || all || year % 3 == 0 else { continue }
        add(
          ["15", "30", "-1"].flatMap { day in
            skips.map { "RSCALE=\(scale);FREQ=YEARLY;BYMONTH=\(leap)L;BYMONTHDAY=\(day);SKIP=\($0)" }
          }, first)
      }
      let start = CivilDate(year: 1900, month: 3, day: 1)!
      for month in 1...12 {
        add(
          skips.map { "RSCALE=\(scale);FREQ=YEARLY;BYMONTH=\(month);BYMONTHDAY=30;SKIP=\($0)" }
            + ["RSCALE=\(scale);FREQ=YEARLY;BYMONTH=\(month);BYMONTHDAY=-2"], start)
      }
    }
    let monthlyStart = CivilDate(year: 2000, month: 2, day: 5)!
    let monthlyEnd = CivilDate(year: 2030, month: 12, day: 31)!
    for skip in ["OMIT", "BACKWARD", "FORWARD"] {
      cases.append(("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=\(skip)", monthlyStart, monthlyEnd))
    }
    cases.append(("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=1,15", monthlyStart, monthlyEnd))
    cases.append(("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=300", monthlyStart, end))
    cases.append(("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1;COUNT=50;INTERVAL=3", CivilDate(year: 1950, month: 2, day: 17)!, end))
    cases.append(("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=15;UNTIL=20501231", CivilDate(year: 1900, month: 1, day: 1)!, end))
    return cases
  }

  /// `20260217`.
  static func basic(_ date: CivilDate) -> String { date.description.replacingOccurrences(of: "-", with: "") }
}
