/// How much of a page a holiday table covers.
public enum HolidayCoverage: String, Sendable, Hashable, Codable, CaseIterable {
  /// Every day shown has its status.
  case full
  /// Some days shown have no status: their year has no arrangement in the table.
  case partial
  /// No day shown has a status (no table, or none of the years is covered).
  case none
}
