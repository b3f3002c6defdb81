import AlmanacCore
import AlmanacLocale

/// What a tap did.
public enum SelectionChange: Sendable, Hashable, Codable {
  /// The day is now selected.
  case selected(CivilDate)
  /// The day was selected and no longer is.
  case deselected(CivilDate)
  /// Check-in is set; check-out is awaited.
  case rangeStarted(CivilDate)
  /// A tap before check-in moved check-in there.
  case rangeRestarted(CivilDate)
  /// Check-out is set.
  case rangeCompleted(start: CivilDate, end: CivilDate, nights: Int)
  /// A second tap on check-in cleared the range.
  case cleared
  /// The tap was refused; nothing changed.
  case refused(SelectionRefusal)
}
