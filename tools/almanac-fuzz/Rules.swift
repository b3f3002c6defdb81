import Foundation

/// One run to make: a command line, its environment and where its output goes.
struct FuzzCase {
  let number: Int
  let arguments: [String]
  let environment: [String: String]
  let stdout: StdoutMode
  /// The mutated holiday file the command reads, if any.
  let file: (path: String, format: HolidayFormat)?
  /// What a targeted mutation must lead to, beyond the rules every run obeys.
  var expectation: Expectation? = nil

  /// Whether a successful run must print JSON Lines.
  var expectsJSON: Bool {
    arguments.contains("--json")
      && !arguments.contains { ["--help", "-h", "help", "--version"].contains($0) }
  }
}

/// What a targeted file case must do.
enum Expectation {
  /// The file was cut short: refused (exit 65), never read as a smaller table.
  case truncated
  /// A name holds a control or bidirectional-override character: refused for it.
  case hostileName
  /// Text hidden in the page (a comment, a textarea, …) changes nothing: the same exit and
  /// output as this page without it.
  case sameAs(page: [UInt8])

  var label: String {
    switch self {
    case .truncated: "cut short"
    case .hostileName: "hostile name"
    case .sameAs: "hidden text"
    }
  }
}

/// A broken rule.
struct Violation {
  let rule: String
  let detail: String
}

/// The rules every run obeys (the manual, "The command line", Errors and exit codes).
enum Rules {
  /// 69: a source `holidays update` cannot reach (or libcurl missing), documented like the rest.
  static let allowedStatuses: Set<Int32> = [0, 64, 65, 69, 74]
  /// Longer stderr lines break the one-line rule (messages quote at most ~1,000 characters).
  static let longestLine = 1_200

  static func check(_ run: FuzzCase, _ result: RunResult, timeout: Double) -> [Violation] {
    var found: [Violation] = []
    func fail(_ rule: String, _ detail: String = "") { found.append(Violation(rule: rule, detail: detail)) }

    if let signal = result.signal, !result.timedOut { fail("killed by signal \(signal)") }
    if result.timedOut { fail("ran over \(Int(timeout)) s") }
    // `almanac check` answers "no" with exit 1, as test(1) does: an answer, not an error.
    let answeredNo = result.status == 1 && run.arguments.first == "check"
    let answered = result.status == 0 || answeredNo
    if result.signal == nil, !allowedStatuses.contains(result.status), !answeredNo { fail("exit \(result.status)") }

    let stderr = String(decoding: result.stderr, as: UTF8.self)
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let errorLines = lines.filter { $0.hasPrefix("Error:") }
    if answered {
      if !errorLines.isEmpty { fail("exit \(result.status) with an Error: line", String(errorLines[0].prefix(200))) }
    } else if result.signal == nil {
      if errorLines.count != 1 {
        fail("\(errorLines.count) Error: lines on exit \(result.status)", String(stderr.prefix(300)))
      }
    }
    if !stderr.isEmpty, !stderr.hasSuffix("\n") { fail("stderr does not end with a newline") }
    if let long = lines.first(where: { $0.count > longestLine }) {
      fail("stderr line of \(long.count) characters", String(long.prefix(120)))
    }

    switch run.expectation {
    case .truncated?:
      if result.status == 0 { fail("a file cut short was read (exit 0)") }
    case .hostileName?:
      if result.status == 0 { fail("a name with a control character was read (exit 0)") }
    case .sameAs?, nil: break
    }

    // Commands whose answer may be nothing: `check` off a terminal; a schedule that never fires,
    // a rule or a file with no day in the span (each says so on stderr).
    let maySayNothing = ["check", "schedule", "rrule", "ics"].contains(run.arguments.first ?? "") && result.stdout.isEmpty
    switch run.stdout {
    case _ where maySayNothing: break
    case .captured:
      if !answered, !result.stdout.isEmpty { fail("stdout on exit \(result.status)") }
      if String(validating: result.stdout, as: UTF8.self) == nil { fail("stdout is not UTF-8") }
      if answered, run.expectsJSON { checkJSONLines(result.stdout, fail) }
      if let control = rawControl(result.stdout, colour: run.arguments.contains("--color=always")
        || run.arguments.contains("always"))
      {
        fail("stdout holds a raw control character", control)
      }
    case .full, .closed:
      if result.status == 0 {
        fail("exit 0 although standard output could not be written (\(run.stdout.rawValue))")
      }
    }
    return found
  }

  /// The first control character in output that a terminal would act on (C0 but tab, line
  /// feed and the CR of CRLF; DEL; C1; the separators and bidirectional overrides), described;
  /// colour sequences (`ESC [ … m`) pass when colour was asked for.
  static func rawControl(_ data: Data, colour: Bool) -> String? {
    let bytes = [UInt8](data)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, colour, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
          index = end + 1
          continue
        }
      }
      if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
        return "byte 0x\(String(byte, radix: 16)) at \(index)"
      }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return "C1 control at \(index)"
      }
      if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81 {
        let third = bytes[index + 2]
        if (bytes[index + 1] == 0x80 && (0xA8...0xAE).contains(third)) || (bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(third)) {
          return "separator or override at \(index)"
        }
      }
      index += 1
    }
    return nil
  }

  private static func checkJSONLines(_ data: Data, _ fail: (String, String) -> Void) {
    guard !data.isEmpty else { return fail("--json printed nothing", "") }
    guard data.last == UInt8(ascii: "\n") else { return fail("JSON Lines do not end with a newline", "") }
    for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .dropLast()
      .enumerated()
    {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)), object is [String: Any] else {
        return fail(
          "JSON line \(index + 1) is not a JSON object", String(decoding: line.prefix(200), as: UTF8.self))
      }
    }
  }
}

/// A fuzzer setup error.
struct FuzzError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
