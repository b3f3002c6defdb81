import Almanac
import AlmanacPublishing
import AlmanacQueries
import AlmanacToolSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// almanac-data: regenerates Sources/AlmanacCore/Generated/ from data/, verifies both, and publishes
// the data as a static tree.

let usageLine = DataToolSpec.usageLine

/// A command line that cannot be run (exit 64).
struct UsageError: Error {
  let message: String
}

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(code)
}

/// Exits with `code` once everything printed has reached standard output, or with 74 and one
/// line when it could not (`> /dev/full`, a closed stdout).
func finish(_ code: Int32) -> Never {
  if fflush(nil) != 0 {
    fail(
      "Error: could not write the results to standard output: \(String(cString: strerror(errno)))", code: 74)
  }
  exit(code)
}

/// The command and its options, or a usage error.
func parse(_ arguments: [String]) throws(UsageError) -> (
  DataCommand?, root: String?, out: String?, files: [String], url: String?, precompress: Bool
) {
  var precompress = false
  var command: DataCommand?
  var root: String?
  var out: String?
  var url: String?
  var files: [String] = []
  var words = arguments[...]
  while let word = words.popFirst() {
    switch word {
    case "-h", "--help": return (nil, nil, nil, [], nil, false)
    case "--precompress": precompress = true
    case "--root", "--out":
      guard let value = words.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
        throw UsageError(message: "\(word) needs a directory")
      }
      if word == "--root" { root = value } else { out = value }
    case "--url":
      guard let value = words.popFirst(), value.hasPrefix("https://") || value.hasPrefix("http://"),
        !value.contains(where: { $0 == "\t" || $0 == "\n" || $0 == " " })
      else {
        throw UsageError(message: "--url needs the notice's link, an http or https URL without spaces")
      }
      url = value
    default:
      if command == .importNotice, !word.hasPrefix("-") || word == "-" {
        files.append(word)
        continue
      }
      guard command == nil, let parsed = DataCommand(rawValue: word) else {
        throw UsageError(
          message:
            "expected one command (regenerate, verify, icu-diff, publish, engine-corrections, engine-proof, import-notice), got \(QuotedInput.quoted(word))"
        )
      }
      command = parsed
    }
  }
  guard command != nil else {
    throw UsageError(
      message:
        "expected a command (regenerate, verify, icu-diff, publish, engine-corrections, engine-proof, import-notice)"
    )
  }
  if command == .importNotice, files.count != 1 {
    throw UsageError(
      message:
        "import-notice reads one file (the year's notice, with any notice that changes it in the same file); got \(files.count)"
    )
  }
  if url != nil, command != .importNotice { throw UsageError(message: "--url is for import-notice") }
  if precompress, command != .publish { throw UsageError(message: "--precompress is for publish") }
  return (command, root, out, files, url, precompress)
}

do {
  if CommandLine.arguments.dropFirst() == ["--man"] {
    print(DataToolSpec.manPage.roff, terminator: "")
    finish(0)
  }
  let (command, root, out, files, url, precompress) = try parse(Array(CommandLine.arguments.dropFirst()))
  guard let command else {
    print(DataToolSpec.help, terminator: "")
    finish(0)
  }
  if command == .importNotice, let file = files.first {
    guard let url else { finish(try NoticeImport.run(file)) }
    finish(try NoticeImport.add(file, url: url, to: try Project(path: root)))
  }
  // Publishing reads the built-in data and the data directory: no checkout needed.
  if command == .publish { finish(try DataCommand.publish(out: out, precompress: precompress)) }
  let project = try Project(path: root)
  finish(try command.run(project, out: out))
} catch let error as UsageError {
  fail("Error: \(error.message)\nUsage: \(usageLine)", code: 64)
} catch let error as DataFileError {
  fail("Error: \(error)", code: 65)
} catch let error as OutputError {
  fail("Error: \(error)", code: 74)
} catch {
  fail("Error: \(error)", code: 70)
}
