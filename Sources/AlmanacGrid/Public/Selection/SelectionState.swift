import AlmanacCore
import AlmanacLocale

/// A day's part in a selection, for drawing it.
public enum SelectionState: String, Sendable, Hashable, Codable, CaseIterable {
  /// Not selected.
  case none
  /// Selected on its own (single or multiple mode).
  case single
  /// Check-in of a complete range.
  case rangeStart
  /// Strictly between check-in and check-out.
  case rangeMiddle
  /// Check-out.
  case rangeEnd
  /// A range's only day so far: check-in chosen, check-out not yet.
  case rangeStartAndEnd
}
