import AlmanacCore
import AlmanacTestSupport
import AlmanacToolSupport
import Foundation
import Testing

/// Plain cron read as croniter (PyPI) reads it: thousands of generated expressions, each with
/// its next firings from a random start, compared firing by firing with croniter's, and an
/// expression croniter refuses is refused here too. The expressions use every form cron has:
/// `*`, numbers, names in any case, ranges (wrapping ones too), steps, lists, `?`, `7` for
/// Sunday, `L`, `fri#2`, `L5` and the macros.
@Suite("Schedules: plain cron against croniter")
struct CronCrosscheckTests {
  /// How many expressions a run compares (`ALMANAC_CRON_CASES` to change it).
  static let cases = Int(ProcessInfo.processInfo.environment["ALMANAC_CRON_CASES"] ?? "") ?? 3_000
  /// The generator's seed (`ALMANAC_CRON_SEED` to change it).
  static let seed = UInt64(ProcessInfo.processInfo.environment["ALMANAC_CRON_SEED"] ?? "") ?? 20_261_206

  @Test(
    "generated expressions fire when croniter fires them",
    .enabled(if: CrosscheckPython.has("croniter"), Comment(rawValue: CrosscheckPython.missing("croniter"))))
  func againstCroniter() throws {
    var generator = SplitMix64(seed: Self.seed)
    var lines: [String] = []
    var expected: [(expression: String, start: LocalStart, count: Int)] = []
    for index in 0..<Self.cases {
      let expression = Self.expression(&generator, index: index)
      let start = LocalStart(
        date: CivilDate(year: 2000, month: 1, day: 1)!.adding(days: Int(generator.next() % 15_000)),
        minute: Int(generator.next() % 1_440), second: Int(generator.next() % 60))
      let count = 1 + Int(generator.next() % 30)
      lines.append("\(expression)\t\(start.iso)\t\(count)")
      expected.append((expression, start, count))
    }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-cron-\(UUID().uuidString).tsv")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let result = try CrosscheckPython.run([
      "-c", "import runpy, sys; sys.stdin = open(sys.argv[1]); runpy.run_path(sys.argv[2], run_name='__main__')",
      input.path, ProjectFiles.root.appendingPathComponent("tools/crosscheck/croniter_firings.py").path,
    ])
    #expect(result.status == 0, "\(result.stderr.prefix(500))")
    let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    try #require(answers.count == expected.count, "croniter answered \(answers.count) of \(expected.count)")
    var firings = 0
    var refusals = 0
    var differences: [String] = []
    let calendar = WorkingCalendar(table: .mainlandChina)
    for (case_, answer) in zip(expected, answers) {
      let schedule = try? Schedule(case_.expression)
      if answer.hasPrefix("refused") {
        refusals += 1
        // croniter refuses it, or finds no firing in its horizon: Almanac refuses it or finds
        // none either.
        if let schedule {
          let run = schedule.firings(
            after: case_.start.date, minute: case_.start.minute, count: case_.count, calendar: calendar)
          if run.firings.count == case_.count {
            differences.append("\(case_.expression): croniter \(answer); Almanac fires \(run.firings.prefix(2))")
          }
        }
        continue
      }
      guard let schedule else {
        differences.append("\(case_.expression): croniter reads it, Almanac refuses it")
        continue
      }
      let run = schedule.firings(after: case_.start.date, minute: case_.start.minute, count: case_.count, calendar: calendar)
      let mine = run.firings.map { "\($0.date)T\($0.clock)" }.joined(separator: " ")
      firings += case_.count
      if mine != answer {
        differences.append("\(case_.expression) after \(case_.start.iso):\n  croniter \(answer.prefix(120))\n  almanac  \(mine.prefix(120))")
      }
    }
    #expect(differences.isEmpty, "\(differences.count) of \(expected.count) differ:\n\(differences.prefix(8).joined(separator: "\n"))")
    print("cron vs croniter: \(expected.count) expressions, \(firings) firings compared, \(refusals) refused by both")
  }

  /// A start on the naive clock both read.
  struct LocalStart {
    let date: CivilDate
    let minute: Int
    let second: Int

    var iso: String {
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return "\(date)T\(two(minute / 60)):\(two(minute % 60)):\(two(second))"
    }
  }

  /// A generated expression: five fields, or now and then a macro.
  static func expression(_ generator: inout SplitMix64, index: Int) -> String {
    func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
    func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(generator.next() % UInt64(range.count)) }
    if index % 50 == 7 { return pick(["@daily", "@hourly", "@weekly", "@monthly", "@yearly", "@annually", "@midnight"]) }
    let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    func word(_ value: Int, names: [String]?, base: Int) -> String {
      guard let names, generator.next() % 3 == 0 else { return "\(value)" }
      let name = names[value - base]
      return generator.next() % 2 == 0 ? name : name.uppercased()
    }
    func field(_ range: ClosedRange<Int>, names: [String]? = nil, star: UInt64) -> String {
      if generator.next() % 100 < star { return generator.next() % 4 == 0 ? "*/\(number(1...max(1, range.count / 3)))" : "*" }
      var items: [String] = []
      for _ in 0..<(generator.next() % 4 == 0 ? number(2...3) : 1) {
        let low = number(range)
        let high = number(range)
        switch generator.next() % 6 {
        case 0, 1: items.append(word(low, names: names, base: range.lowerBound))
        case 2: items.append("\(word(min(low, high), names: names, base: range.lowerBound))-\(word(max(low, high), names: names, base: range.lowerBound))")
        case 3:
          items.append("\(min(low, high))-\(max(low, high))/\(number(1...max(1, range.count / 4)))")
        case 4: items.append("\(low)/\(number(1...max(1, range.count / 3)))")
        default:
          // Wrapping ranges, for the fields that wrap in common use.
          items.append(
            names != nil && low > high
              ? "\(word(low, names: names, base: range.lowerBound))-\(word(high, names: names, base: range.lowerBound))"
              : "\(low)")
        }
      }
      return items.joined(separator: ",")
    }
    let minute = field(0...59, star: 35)
    let hour = field(0...23, star: 35)
    var day = field(1...31, star: 60)
    if generator.next() % 40 == 0 { day = pick(["L", "l", "15,L", "?"]) }
    let month = field(1...12, names: months, star: 60)
    var weekday = field(0...6, names: weekdays, star: 55)
    switch generator.next() % 40 {
    case 0: weekday = "\(pick(weekdays))#\(number(1...5))"
    case 1: weekday = "L\(number(0...6))"
    case 2: weekday = pick(["7", "5-7", "1-5", "?", "sat,sun"])
    default: break
    }
    return [minute, hour, day, month, weekday].joined(separator: " ")
  }
}
