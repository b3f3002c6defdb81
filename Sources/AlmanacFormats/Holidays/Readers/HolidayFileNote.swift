import AlmanacCore

/// Something legal but unusual that a holiday file says, reported while it loads: a make-up
/// working day on a weekday (holiday-cn marks the end of the 2020 春节 extension, Monday
/// 02-03, so), a make-up day far from its holiday, an event that is ignored.
///
/// The CLI prints each on stderr as `note: file:line: text`; the file still loads.
public struct HolidayFileNote: Sendable, Hashable, CustomStringConvertible {
  /// The file's name or path as given.
  public let file: String
  /// The 1-based line the note is about.
  public let line: Int?
  /// What is unusual, for a person.
  public let text: String

  /// Creates a note.
  public init(file: String, line: Int?, text: String) {
    self.file = file
    self.line = line
    self.text = text
  }

  /// `file:line: text`.
  public var description: String {
    let name = QuotedInput.plain(file)
    return line.map { "\(name):\($0): \(text)" } ?? "\(name): \(text)"
  }
}
