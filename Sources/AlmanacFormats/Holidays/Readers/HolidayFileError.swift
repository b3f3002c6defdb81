import AlmanacCore

/// A holiday file that cannot be used, located by file and line. The whole file is rejected; the
/// table in force stays as it was.
public struct HolidayFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name or path as given.
  public let file: String
  /// The 1-based line, or `nil` for the file as a whole.
  public let line: Int?
  /// What is wrong, for a person.
  public let reason: String

  /// Creates an error.
  public init(file: String, line: Int?, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// `file:line: reason`, with the file name's control characters escaped and a very long name
  /// cut, so that the message stays one line.
  public var description: String {
    let name = QuotedInput.plain(file)
    return line.map { "\(name):\($0): \(reason)" } ?? "\(name): \(reason)"
  }
}
