import AlmanacCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few operating-system calls the CLI makes about its own process (writes, the terminal,
/// SIGPIPE, arguments, exit), in one place, so that the rest compiles
/// unchanged on Linux and macOS.
enum ProcessIO {
  /// The outcome of one `write(2)`.
  enum WriteResult {
    /// This many bytes were written.
    case wrote(Int)
    /// Interrupted before anything was written; try again.
    case interrupted
    /// The reader of a pipe has gone (`EPIPE`).
    case brokenPipe
    /// Any other failure, with the system's text for it (`No space left on device`).
    case failed(String)
  }

  /// Writes bytes to a descriptor once.
  static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> WriteResult {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return .wrote(0) }
    #if canImport(Darwin)
      let written = Darwin.write(descriptor, base, bytes.count)
    #elseif canImport(Musl)
      let written = Musl.write(descriptor, base, bytes.count)
    #else
      let written = Glibc.write(descriptor, base, bytes.count)
    #endif
    if written >= 0 { return .wrote(written) }
    let code = errno
    if code == EINTR { return .interrupted }
    if code == EPIPE { return .brokenPipe }
    return .failed(String(cString: strerror(code)))
  }

  /// Whether a descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

  /// Makes a closed pipe an `EPIPE` result of `write` instead of a signal that kills the
  /// process, so that the CLI decides what a reader that stopped early means.
  static func ignoreBrokenPipeSignal() { signal(SIGPIPE, SIG_IGN) }

  /// A command-line argument's bytes as text, a file name that is not UTF-8 kept byte for
  /// byte (the library's own reading of such names).
  static func argument(_ bytes: [UInt8]) -> String { AlmanacCore.Platform.argument(bytes) }

  /// The process's arguments after its name, as the system gave them: a file name that is not
  /// UTF-8 (`$'\xff.json'`) is kept byte for byte, where `CommandLine.arguments` would replace
  /// its bytes with U+FFFD and so name another file.
  static func commandLineArguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
      let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
      return argument(bytes)
    }
  }

  /// The URL of a path as the user typed it: relative to the working directory when it is
  /// relative, so that messages name it as typed.
  static func fileURL(_ path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// Ends the process with a status.
  static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Glibc.exit(status)
    #endif
  }
}
