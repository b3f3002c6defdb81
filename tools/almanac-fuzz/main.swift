import AlmanacToolSupport
import Foundation

// almanac-fuzz: runs the built `almanac` on generated command lines and on mutated holiday
// files of every format, and fails on any crash, hang or broken output rule.
//
//   swift run almanac-fuzz                                  # the CI round: seed 1
//   swift run -c release almanac-fuzz --seed 7 --runs 100000 --files 5000 --jobs 4
//   swift run almanac-fuzz --seed 7 --runs 100000 --files 5000 --only 4711   # replay one case
//   swift run -c release almanac-fuzz --seed 7 --runs 0 --files 0 --serve 50000   # the server alone

let usage = """
  USAGE: almanac-fuzz [--seed <n>] [--runs <n>] [--files <n>] [--jobs <n>] [--timeout <s>]
                      [--binary <path>] [--only <case>] [--keep <dir>] [--publish <n>]
                      [--serve <n>] [--reload-every <n>] [--data <n>] [--mcp <n>] [--verbose]

    --seed <n>      Seed of the run (default: 1). Every case is re-created from it and its number.
    --runs <n>      Generated command lines (default: 1500).
    --files <n>     Mutated holiday files per format (default: 150).
    --jobs <n>      Runs at once (default: the number of processors).
    --timeout <s>   A run taking longer fails (default: 10).
    --binary <path> The almanac to test (default: the one built beside this tool).
    --only <case>   Run one case (with the same seed, runs and files) and print what it did.
    --keep <dir>    Where failing inputs are copied (default: .build/almanac-fuzz-failures).
    --publish <n>   Also kill n runs of almanac-data publish (beside almanac) at random moments
                    and check the tree after each (default: 0).
    --serve <n>     Also start almanac serve and send it n generated requests over keep-alive
                    connections, every route with the calendar's ends, integer edges and junk
                    (default: 0; skipped with the reason without libmicrohttpd).
    --reload-every <n>
                    In the server round, SIGHUP with a new notice at the calendar's ends every n
                    requests (default: 500).
    --data <n>      Also run n data-directory cases: next year's files that straddle into the
                    year in force or leave statutory days out, imported alone or by two writers
                    at once beside a user's own files (default: 0).
    --mcp <n>       Also run n sessions of almanac mcp fed hostile frames: malformed JSON, a 10 MB
                    line, batches, unknown methods, requests before initialize, junk arguments, a
                    stream cut mid-frame (default: 0).
    --verbose       Print every case.
  """

struct Settings {
  var seed: UInt64 = 1
  var runs = 1_500
  var files = 150
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var timeout = 10.0
  var binary: URL?
  var only: Int?
  var keep: URL?
  var publish = 0
  var serve = 0
  var reloadEvery = 500
  var data = 0
  var mcp = 0
  var verbose = false

  init(_ arguments: [String]) throws {
    var words = arguments[...]
    func value(_ name: String) throws -> String {
      guard let word = words.popFirst(), !word.isEmpty else { throw FuzzError("\(name) needs a value") }
      return word
    }
    func number(_ name: String) throws -> Int {
      guard let parsed = Int(try value(name)), parsed >= 0 else {
        throw FuzzError("\(name) needs a whole number")
      }
      return parsed
    }
    while let word = words.popFirst() {
      switch word {
      case "--seed": seed = UInt64(try number(word))
      case "--runs": runs = try number(word)
      case "--files": files = try number(word)
      case "--jobs": jobs = max(1, try number(word))
      case "--timeout": timeout = Double(try number(word))
      case "--binary": binary = URL(fileURLWithPath: try value(word))
      case "--only": only = try number(word)
      case "--keep": keep = URL(fileURLWithPath: try value(word))
      case "--publish": publish = try number(word)
      case "--serve": serve = try number(word)
      case "--reload-every": reloadEvery = try number(word)
      case "--data": data = try number(word)
      case "--mcp": mcp = try number(word)
      case "--verbose": verbose = true
      case "-h", "--help":
        print(usage)
        exit(0)
      default: throw FuzzError("unknown argument '\(word)'\n\(usage)")
      }
    }
  }
}

/// The package root: this file is tools/almanac-fuzz/main.swift.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

func makeCase(_ number: Int, settings: Settings, seeds: Seeds, scratch: URL) throws -> FuzzCase {
  var random = SplitMix(seed: settings.seed, stream: UInt64(number))
  var environment: [String: String] = [:]
  if random.chance(0.3) {
    environment["TZ"] = random.pick([
      "UTC", "Asia/Shanghai", "America/Los_Angeles", "Pacific/Kiritimati", "Invalid/Zone", "UTC-14", "",
    ])
  }
  if random.chance(0.3) { environment["NO_COLOR"] = random.pick(["1", ""]) }
  let stdout: StdoutMode = random.chance(0.04) ? random.pick([.full, .closed]) : .captured

  if number < settings.runs {
    var lines = CommandLines(random: random)
    return FuzzCase(
      number: number, arguments: lines.next(), environment: environment, stdout: stdout, file: nil)
  }
  let format = HolidayFormat.allCases[(number - settings.runs) % HolidayFormat.allCases.count]
  let candidates = seeds.byFormat[format] ?? []
  let seed = random.pick(candidates)
  // Three cases in ten are targeted, with a known right answer; the rest mutated blindly.
  var targeted = TargetedMutator(random: random)
  var expectation: Expectation?
  var targetedBytes: [UInt8]?
  var targetedYear: Int?
  switch random.int(0...9) {
  case 0:
    targetedBytes = targeted.truncate(seed, format: format)
    if targetedBytes != nil { expectation = .truncated }
  case 1:
    targetedBytes = targeted.hostileName(seed, format: format)
    // In a saved page the first 一、 may stand in a comment or a script, which the reader rightly
    // skips: there only the output rule applies (no raw control character reaches stdout).
    if targetedBytes != nil, seed.name.hasSuffix(".txt") { expectation = .hostileName }
  case 3 where format == .notice:
    var ends = CalendarEndNotices(random: targeted.random)
    (targetedBytes, targetedYear) = ends.next()
    targeted.random = ends.random
  case 2:
    if let (page, hidden) = targeted.hide(seed) {
      targetedBytes = hidden
      expectation = .sameAs(page: page)
    }
  default: break
  }
  random = targeted.random
  var mutator = Mutator(random: random)
  let bytes =
    targetedBytes ?? (random.chance(0.05) ? seed.bytes : mutator.mutate(seed, format: format, others: candidates))
  random = mutator.random
  let path = scratch.appendingPathComponent("case-\(number).\(format.fileExtension)").path
  guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
    throw FuzzError("cannot write \(path)")
  }
  let year = targetedYear ?? seed.year + random.int(-1...1)
  let iso = String(format: "%04d", year)
  var arguments: [String]
  switch random.int(0...10) {
  case 0...4: arguments = ["holidays", String(year)]
  case 5...6:
    arguments = ["workdays", "\(iso)-01-01", "\(iso)-12-31"] + (random.chance(0.5) ? ["--assume", "weekends"] : [])
  case 7...8: arguments = ["month", "\(iso)-\(random.pick(["01", "02", "05", "10", "12"]))"]
  case 9:
    arguments = targetedYear == nil
      ? ["day", "\(iso)-10-0\(random.int(1...9))"] : ["day", random.pick(["\(iso)-12-31", "\(iso)-01-01"])]
  case _ where expectation != nil:
    // An import prints the file's path and checksum: not comparable across two files.
    arguments = ["holidays", String(year)]
  default:
    // Imported into a data directory of the case's own, so that no case depends on another.
    environment["ALMANAC_DATA_DIR"] = scratch.appendingPathComponent("data-\(number)").path
    arguments = ["holidays", "import"]
  }
  arguments += arguments.starts(with: ["holidays", "import"]) ? [path] : ["--holidays", path]
  if random.chance(0.5), arguments.first != "holidays" || arguments[1] != "import" {
    arguments.append("--json")
  }
  if random.chance(0.1) { arguments += ["--region", random.pick(["CN", "HK", "TW"])] }
  return FuzzCase(
    number: number, arguments: arguments, environment: environment, stdout: stdout, file: (path, format),
    expectation: expectation)
}

/// What the runs found, shared by the worker threads under a lock.
final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var statuses: [Int32: Int] = [:]
  private var failures: [(FuzzCase, [Violation])] = []
  private var slowest: (Double, String) = (0, "")
  private var setupError: Error?
  /// Refused holiday files, and how many of those the error names with a line.
  private var refusedFiles = 0
  private var refusedWithLine = 0

  /// The next case to run, or `nil` when all are taken or setup failed.
  func claim(below count: Int) -> Int? {
    lock.withLock {
      guard nextIndex < count, setupError == nil else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }

  func record(_ run: FuzzCase, _ result: RunResult, _ violations: [Violation]) {
    lock.withLock {
      statuses[result.signal.map { -$0 } ?? result.status, default: 0] += 1
      if result.seconds > slowest.0 { slowest = (result.seconds, shellLine(run)) }
      if !violations.isEmpty { failures.append((run, violations)) }
      if let file = run.file, result.status == 65 {
        refusedFiles += 1
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        if stderr.contains(file.path + ":"),
          stderr.range(of: #":[0-9]+: "#, options: .regularExpression) != nil
        {
          refusedWithLine += 1
        }
      }
    }
  }

  /// Refused files and those named with a line.
  var refusals: (files: Int, withLine: Int) { lock.withLock { (refusedFiles, refusedWithLine) } }

  func fail(_ error: Error) { lock.withLock { setupError = error } }

  func print(_ text: String) { lock.withLock { Swift.print(text) } }

  var results: ([Int32: Int], [(FuzzCase, [Violation])], (Double, String), Error?) {
    lock.withLock { (statuses, failures, slowest, setupError) }
  }
}

/// The command line as a shell would take it, cut for the report.
func shellLine(_ run: FuzzCase) -> String {
  let words = run.arguments.map { word -> String in
    let shown = word.count > 80 ? String(word.prefix(40)) + "…(\(word.count) characters)" : word
    let escaped = shown.unicodeScalars.map {
      $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0)
    }.joined()
    return "'" + escaped.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
  let env = run.environment.map { "\($0.key)='\($0.value)' " }.sorted().joined()
  let redirect = run.stdout == .full ? " > /dev/full" : run.stdout == .closed ? " >&-" : ""
  return env + "almanac " + words.joined(separator: " ") + redirect
}

func main() throws -> Int32 {
  let settings = try Settings(Array(CommandLine.arguments.dropFirst()))
  let binary =
    settings.binary
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "almanac")
  guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    throw FuzzError("no almanac binary at \(binary.path); build it first (swift build) or pass --binary")
  }
  let seeds = try Seeds(root: root, binary: binary)
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "almanac-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let keep = settings.keep ?? root.appendingPathComponent(".build/almanac-fuzz-failures")
  let runner = Runner(binary: binary, scratch: scratch, timeout: settings.timeout)

  let total = settings.runs + settings.files * HolidayFormat.allCases.count
  let numbers = settings.only.map { [$0] } ?? Array(0..<total)
  let tally = Tally()
  DispatchQueue.concurrentPerform(iterations: min(settings.jobs, numbers.count)) { _ in
    while let index = tally.claim(below: numbers.count) {
      do {
        let run = try makeCase(numbers[index], settings: settings, seeds: seeds, scratch: scratch)
        let result = try runner.run(
          run.arguments, environment: run.environment, stdout: run.stdout, tag: "run-\(run.number)")
        var violations = Rules.check(run, result, timeout: settings.timeout)
        if case .sameAs(let page)? = run.expectation, let file = run.file, run.stdout == .captured {
          // The same command on the page without the hidden text.
          let pagePath = file.path + ".page"
          try Data(page).write(to: URL(fileURLWithPath: pagePath))
          defer { try? FileManager.default.removeItem(atPath: pagePath) }
          let reference = try runner.run(
            run.arguments.map { $0 == file.path ? pagePath : $0 }, environment: run.environment,
            stdout: run.stdout, tag: "reference-\(run.number)")
          if reference.status != result.status || reference.stdout != result.stdout {
            violations.append(
              Violation(
                rule: "hidden text changed the result",
                detail: "exit \(result.status) against \(reference.status) without it"))
          }
        }
        if let file = run.file, violations.isEmpty { try? FileManager.default.removeItem(atPath: file.path) }
        tally.record(run, result, violations)
        if settings.verbose || settings.only != nil {
          tally.print(
            "case \(run.number): exit \(result.status) in \(String(format: "%.3f", result.seconds)) s: \(shellLine(run))"
              + (settings.only == nil
                ? ""
                : "\n" + String(decoding: result.stderr, as: UTF8.self)
                  + String(decoding: result.stdout.prefix(2_000), as: UTF8.self)))
        }
      } catch {
        tally.fail(error)
      }
    }
  }
  let (statuses, failures, slowest, setupError) = tally.results
  if let setupError { throw setupError }

  let formats = HolidayFormat.allCases.map(\.rawValue).joined(separator: ", ")
  print(
    "almanac-fuzz: seed \(settings.seed): \(settings.runs) command lines, \(settings.files) mutated files per format (\(formats)); \(numbers.count) runs, \(settings.jobs) at a time"
  )
  print(
    "exit codes: "
      + statuses.sorted { $0.key < $1.key }.map {
        "\($0.key < 0 ? "signal \(-$0.key)" : String($0.key)) ×\($0.value)"
      }.joined(separator: ", "))
  print("slowest run: \(String(format: "%.2f", slowest.0)) s: \(slowest.1)")
  let refusals = tally.refusals
  if refusals.files > 0 {
    print("refused files naming a line: \(refusals.withLine) of \(refusals.files)")
  }
  var publishProblems: [String] = []
  if settings.publish > 0, settings.only == nil {
    var faults = PublishFaults(
      tool: binary.deletingLastPathComponent().appendingPathComponent("almanac-data"), root: root, scratch: scratch,
      random: SplitMix(seed: settings.seed, stream: UInt64.max))
    let (problems, summary) = try faults.run(kills: settings.publish)
    print(summary)
    publishProblems = problems
    for problem in problems { print("FAIL publish: \(problem)") }
  }
  if settings.serve > 0, settings.only == nil {
    let round = ServerRound(
      binary: binary, scratch: scratch, seed: settings.seed, requests: settings.serve,
      reloadEvery: settings.reloadEvery)
    let (problems, summary) = try round.run()
    print(summary)
    for problem in problems { print("FAIL serve: \(problem)") }
    publishProblems += problems
  }
  if settings.mcp > 0, settings.only == nil {
    let round = MCPRound(binary: binary, scratch: scratch, seed: settings.seed, sessions: settings.mcp, keep: keep)
    let (problems, summary) = try round.run()
    print(summary)
    for problem in problems { print("FAIL mcp: \(problem)") }
    publishProblems += problems
  }
  if settings.data > 0, settings.only == nil {
    let round = DataRound(
      runner: Runner(binary: binary, scratch: scratch, timeout: settings.timeout), scratch: scratch,
      seed: settings.seed, cases: settings.data)
    let (problems, summary) = try round.run()
    print(summary)
    for problem in problems { print("FAIL data: \(problem)") }
    publishProblems += problems
  }
  print("violations: \(failures.count + publishProblems.count)")
  if !failures.isEmpty {
    try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
  }
  for (run, violations) in failures.sorted(by: { $0.0.number < $1.0.number }) {
    print(
      "FAIL case \(run.number): \(violations.map { $0.rule + ($0.detail.isEmpty ? "" : " (\($0.detail))") }.joined(separator: "; "))"
    )
    print("  \(shellLine(run))")
    print(
      "  replay: almanac-fuzz --seed \(settings.seed) --runs \(settings.runs) --files \(settings.files) --only \(run.number)"
    )
    if let file = run.file {
      let kept = keep.appendingPathComponent(
        "seed\(settings.seed)-case\(run.number).\(file.format.fileExtension)")
      try? FileManager.default.removeItem(at: kept)
      try? FileManager.default.copyItem(atPath: file.path, toPath: kept.path)
      print("  file kept as \(kept.path)")
    }
  }
  return failures.isEmpty && publishProblems.isEmpty ? 0 : 1
}

do {
  exit(try main())
} catch {
  FileHandle.standardError.write(Data("almanac-fuzz: \(error)\n".utf8))
  exit(2)
}
