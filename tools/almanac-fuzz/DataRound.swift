import Almanac
import AlmanacToolSupport
import Foundation
import Synchronization

/// The data-directory round (`--data <n>`): next year's files that straddle into the year in
/// force or leave statutory days out, imported alone or by two writers at once into a data
/// directory that also holds a user's own files (dot-files named like temporaries among them).
///
/// After every case: the user's files are byte for byte as they were; no temporary or commit
/// record of Almanac's is left; an incomplete file is refused (65, naming the statutory days)
/// and nothing of it stored; two writers at once leave one of their files stored whole, never a
/// mix; every failing run prints one `Error:` line.
struct DataRound {
  let runner: Runner
  let scratch: URL
  let seed: UInt64
  let cases: Int

  /// The user's own files a case plants, by where they stand.
  static let userNames = [
    ".notes.tmp.txt", ".x.tmp-1", ".draft.nosync", ".commit", ".lock", "keep.txt", ".almanac-tmp-1-mine.json",
    "docs/.report.tmp-2", "docs/2026/.almanac-tmp-9-notes", "code/app/.env.tmp.bak", "holidays-old/.y.tmp-3",
  ]

  /// The first year with no arrangement, and the one before it (from the table, never a constant).
  static let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1

  /// The law's holidays of next year, by name, in the law's order.
  static let lawGroups: [(name: String, days: [CivilDate])] = {
    var groups: [(name: String, days: [CivilDate])] = []
    for (date, name) in StatutoryHolidayRules.holidays(in: next) {
      if let index = groups.firstIndex(where: { $0.name == name.zhHans }) {
        groups[index].days.append(date)
      } else {
        groups.append((name.zhHans, [date]))
      }
    }
    return groups
  }()

  /// What a generated file is.
  enum Kind: String, CaseIterable {
    /// Every statutory day off, nothing reaching back.
    case complete
    /// 元旦 starting on days of the year in force.
    case straddle
    /// A make-up day on a weekend of the year in force.
    case reachBack
    /// Some of the law's holidays left out.
    case incomplete
  }

  /// A next-year file of a kind, with a mark in 元旦's name that tells two files apart.
  static func file(_ kind: Kind, random: inout SplitMix, mark: String) -> String {
    let last = next - 1
    var groups = lawGroups
    if kind == .incomplete {
      let keep = random.int(0...(groups.count - 1))
      groups = Array(groups.shuffled(using: &random).prefix(keep))
    }
    let items = groups.map { group -> String in
      var off = group.days
      var work: [CivilDate] = []
      if group.name == "元旦" {
        switch kind {
        case .straddle:
          let back = random.int(1...5)
          off = (1...back).reversed().compactMap { CivilDate(year: last, month: 12, day: 32 - $0) } + off
        case .reachBack:
          let december = (20...31).compactMap { CivilDate(year: last, month: 12, day: $0) }
          if let weekend = december.filter({ $0.weekday == .saturday || $0.weekday == .sunday }).randomElement(
            using: &random)
          {
            work = [weekend]
          }
        default: break
        }
      }
      let name = group.name == "元旦" ? "元旦\(mark)" : group.name
      let days = off.map { "\"\($0)\"" }.joined(separator: ",")
      return #"{"name":"\#(name)","off":[\#(days)],"work":[\#(work.map { "\"\($0)\"" }.joined(separator: ","))]}"#
    }
    let holidays = items.isEmpty ? [#"{"name":"元旦\#(mark)","off":["\#(next)-03-03"]}"#] : items
    return #"{"format":"almanac-holidays/1","region":"CN","years":[\#(next)],"holidays":[\#(holidays.joined(separator: ","))]}"#
      + "\n"
  }

  func run() throws -> (problems: [String], summary: String) {
    var problems: [String] = []
    var kinds: [String: Int] = [:]
    var races = 0
    for number in 0..<cases {
      var random = SplitMix(seed: seed, stream: UInt64(1 << 40) + UInt64(number))
      let root = scratch.appendingPathComponent("data-round-\(number)")
      try? FileManager.default.removeItem(at: root)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      // The user's files, and for some cases a year stored before.
      let planted = Self.userNames.filter { _ in random.chance(0.7) }
      for name in planted {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine \(number) \(name)".utf8).write(to: url)
      }
      let environment = ["ALMANAC_DATA_DIR": root.path]
      func fail(_ text: String) { problems.append("data case \(number): \(text)") }
      func check(_ result: RunResult, _ what: String, allowed: Set<Int32>) {
        if result.signal != nil || result.timedOut || !allowed.contains(result.status) {
          fail("\(what): exit \(result.status)\(result.timedOut ? " (timed out)" : "") \(String(decoding: result.stderr.prefix(300), as: UTF8.self))")
        }
        let errors = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("Error:") }
        if result.status != 0 && errors.count != 1 { fail("\(what): \(errors.count) Error lines") }
      }
      if random.chance(0.3) {
        let earlier = root.appendingPathComponent("earlier.json")
        try Data(Self.file(.complete, random: &random, mark: "·earlier").utf8).write(to: earlier)
        check(try runner.run(["holidays", "import", earlier.path], environment: environment, stdout: .captured, tag: "d\(number)e"), "import of a complete year", allowed: [0])
        try? FileManager.default.removeItem(at: earlier)
      }
      let kind = Kind.allCases[random.int(0...(Kind.allCases.count - 1))]
      kinds[kind.rawValue, default: 0] += 1
      let first = scratch.appendingPathComponent("data-\(number)-a.json")
      let second = scratch.appendingPathComponent("data-\(number)-b.json")
      defer {
        try? FileManager.default.removeItem(at: first)
        try? FileManager.default.removeItem(at: second)
      }
      let firstText = Self.file(kind, random: &random, mark: "·a")
      try Data(firstText.utf8).write(to: first)
      let race = kind != .incomplete && random.chance(0.5)
      if race {
        races += 1
        let secondKind: Kind = random.pick([.complete, .straddle, .reachBack])
        try Data(Self.file(secondKind, random: &random, mark: "·b").utf8).write(to: second)
        let removing = random.chance(0.3)
        let collected = Mutex<[RunResult?]>([nil, nil, nil])
        let jobs: [[String]] = [["holidays", "import", first.path], ["holidays", "import", second.path]]
          + (removing ? [["holidays", "remove", "CN", "\(Self.next)"]] : [])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
          let result = try? runner.run(jobs[index], environment: environment, stdout: .captured, tag: "d\(number)-\(index)")
          collected.withLock { $0[index] = result }
        }
        let results = collected.withLock { $0 }
        for (index, job) in jobs.enumerated() {
          guard let result = results[index] else {
            fail("\(job.joined(separator: " ")) did not run")
            continue
          }
          check(result, job.joined(separator: " "), allowed: index == 2 ? [0, 65] : [0])
        }
        // What is stored is one writer's file whole, or nothing after a remove that came last.
        let stored = root.appendingPathComponent("holidays/CN/\(Self.next).json")
        if let text = try? String(contentsOf: stored, encoding: .utf8) {
          let marks = ["元旦·a", "元旦·b"].filter { text.contains($0) }
          if marks.count != 1 { fail("the stored year is not one writer's file (\(marks))") }
        } else if !removing {
          fail("two imports at once left nothing stored")
        }
      } else if random.chance(0.3) {
        // Laid over for one command: nothing is written at all.
        let result = try runner.run(["holidays", "\(Self.next)", "--holidays", first.path], environment: environment, stdout: .captured, tag: "d\(number)")
        check(result, "--holidays \(kind)", allowed: kind == .incomplete ? [65] : [0])
      } else {
        let result = try runner.run(["holidays", "import", first.path], environment: environment, stdout: .captured, tag: "d\(number)")
        check(result, "import of a \(kind) file", allowed: kind == .incomplete ? [65] : [0])
        let stored = root.appendingPathComponent("holidays/CN/\(Self.next).json")
        if kind == .incomplete {
          if !String(decoding: result.stderr, as: UTF8.self).contains("statutory days") {
            fail("an incomplete file refused without naming the statutory days")
          }
          if let text = try? String(contentsOf: stored, encoding: .utf8), text.contains("元旦·a") {
            fail("an incomplete file was stored")
          }
        } else if kind == .straddle || kind == .reachBack {
          // The import lists the days of the year in force it changes.
          let out = String(decoding: result.stdout, as: UTF8.self)
          if !out.contains("\(Self.next - 1)-12-") { fail("an import that reaches back does not list the days it changes") }
        }
      }
      // Nothing of the user's touched; nothing of Almanac's half-done left.
      for name in planted {
        let bytes = try? Data(contentsOf: root.appendingPathComponent(name))
        if bytes != Data("mine \(number) \(name)".utf8) { fail("the user's \(name) was changed or deleted") }
      }
      let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("holidays").path)
      while let path = walker?.nextObject() as? String {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".almanac-tmp-") || name == ".almanac-commit" { fail("left behind: holidays/\(path)") }
      }
    }
    let kindsText = kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return (problems, "data round: \(cases) cases (\(kindsText); \(races) with writers at once), \(problems.count) problems")
  }
}
