import Foundation
import AlmanacCore

/// Whether a name stands inside a date (format) or on its own, as in a column header
/// (standalone); some languages inflect the two differently.
public enum SymbolContext: String, Sendable, Hashable, Codable, CaseIterable {
  /// Inside a formatted date.
  case format
  /// On its own, e.g. a weekday column header.
  case standalone
}
