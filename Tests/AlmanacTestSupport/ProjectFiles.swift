import Foundation

/// Reads the project's data files from tests, independently of the code under test.
package enum ProjectFiles {
  /// The package root (this file is Tests/AlmanacTestSupport/ProjectFiles.swift).
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The library's modules, core first (`import Almanac` re-exports them).
  package static let libraryModules = ["AlmanacCore", "AlmanacLocale", "AlmanacGrid", "AlmanacFormats"]

  /// The text of a project file.
  package static func text(_ relative: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
  }

  /// The tab-separated records of a data file, comments and blank lines skipped.
  package static func records(_ relative: String) throws -> [[String]] {
    try text(relative).split(separator: "\n")
      .filter { !$0.hasPrefix("#") && !$0.isEmpty }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }
}
