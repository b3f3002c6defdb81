import Foundation

/// Data directories for tests: one that holds nothing, so that the developer's own imported
/// holidays never decide a test, and fresh ones for tests that import files.
package enum ScratchData {
  /// A data directory that holds nothing (it is never created).
  package static let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
    "almanac-no-data-\(UUID().uuidString)")

  /// A fresh scratch data directory; remove it when done.
  package static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
