/// One generated file: where it goes and how to render it from the project's data.
protocol Generator: Sendable {
  /// The file under a module's Generated/ folder that this generator writes.
  var outputFile: String { get }
  /// What the file holds, for reports.
  var name: String { get }
  /// The file's full text.
  func render(_ project: Project) throws -> String
  /// Why the file on disk cannot be compared with a fresh rendering here, or `nil` when it can.
  func comparisonSkipped(onDisk: String) -> String?
}

extension Generator {
  func comparisonSkipped(onDisk: String) -> String? { nil }
}
