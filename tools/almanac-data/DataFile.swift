import Foundation

/// A problem in a data file, located by file and line so a person can fix it.
struct DataFileError: Error, CustomStringConvertible {
  /// The file, relative to the project root.
  let file: String
  /// The 1-based line, or `nil` for a problem with the whole file.
  let line: Int?
  /// What is wrong, written for a person.
  let reason: String

  var description: String {
    line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
  }
}

/// One record of a tab-separated data file: its fields and where it came from.
struct DataRecord {
  let file: String
  let line: Int
  let fields: [String]

  /// An error located at this record.
  func error(_ reason: String) -> DataFileError {
    DataFileError(file: file, line: line, reason: reason)
  }
}

/// The project's files, found from its root directory.
struct Project {
  /// The directory holding `Package.swift` and `data/`.
  let root: URL

  /// The project at `path`, or at the current directory.
  init(path: String?) throws {
    root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
    guard FileManager.default.fileExists(atPath: url("data").path) else {
      throw DataFileError(
        file: root.path, line: nil, reason: "no data/ directory here; pass --root <project directory>")
    }
  }

  func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  /// The text of a project file.
  func read(_ relative: String) throws -> String {
    do {
      return try String(contentsOf: url(relative), encoding: .utf8)
    } catch {
      throw DataFileError(file: relative, line: nil, reason: "cannot be read as UTF-8 text")
    }
  }

  /// The records of a tab-separated file: blank lines and lines starting with `#` are skipped;
  /// every other line must have exactly `fieldCount` fields.
  func records(_ relative: String, fields names: [String]) throws -> [DataRecord] {
    var records: [DataRecord] = []
    for (index, line) in try read(relative).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let record = DataRecord(file: relative, line: index + 1, fields: fields)
      guard fields.count == names.count else {
        throw record.error(
          "expected \(names.count) tab-separated fields (\(names.joined(separator: ", "))), found \(fields.count)"
        )
      }
      records.append(record)
    }
    return records
  }

  /// Writes a project file whole: to a temporary file first, then renamed over the old one, so an
  /// interrupted run never leaves half a file.
  func write(_ relative: String, _ text: String) throws {
    let target = url(relative)
    let temporary = target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent).tmp")
    try Data(text.utf8).write(to: temporary)
    // rename(2) replaces the target atomically on the same file system.
    guard rename(temporary.path, target.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw DataFileError(file: relative, line: nil, reason: "cannot be replaced (errno \(errno))")
    }
  }
}
