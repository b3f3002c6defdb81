import Almanac
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// almanac-data: regenerates Sources/Almanac/Generated/ from data/ and verifies both.

let usage = """
  OVERVIEW: Regenerate and verify Almanac's generated tables.

  USAGE: almanac-data <command> [--root <directory>]

  COMMANDS:
    regenerate   Rebuild Sources/Almanac/Generated/ from data/ and ICU.
    verify       Re-derive everything and fail on any difference; compare the built-in tables
                 with the independent references in data/.
    icu-diff     List every day on which ICU and the built-in lunar table disagree.

  OPTIONS:
    --root <directory>   The project directory (default: the current directory).
    -h, --help           Show this help.
  """

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(message + "\n")
  exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
  print(usage)
  exit(0)
}
var root: String?
if let index = arguments.firstIndex(of: "--root") {
  guard index + 1 < arguments.count else {
    fail("Error: --root needs a directory\nUsage: almanac-data <command> [--root <directory>]", code: 64)
  }
  root = arguments[index + 1]
  arguments.removeSubrange(index...index + 1)
}
guard arguments.count == 1, let command = DataCommand(rawValue: arguments[0]) else {
  fail(
    "Error: expected one command (regenerate, verify, icu-diff), got \(QuotedInput.quoted(arguments.joined(separator: " ")))\n"
      + "Usage: almanac-data <command> [--root <directory>]", code: 64)
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

do {
  let project = try Project(path: root)
  finish(try command.run(project))
} catch let error as DataFileError {
  fail("Error: \(error)", code: 65)
} catch {
  fail("Error: \(error)", code: 70)
}
