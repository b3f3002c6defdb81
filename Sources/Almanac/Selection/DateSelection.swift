/// The picked days of a calendar, as a value that changes by taps — the behaviour of the usual
/// single, multiple and hotel check-in/check-out pickers, with no per-day storage.
///
/// Rules:
/// - a tap selects a day; a second tap on the same day clears it;
/// - `.multiple(max:)` refuses a day beyond the maximum;
/// - `.range`: the first tap sets check-in, the second check-out; a second tap before check-in
///   restarts from it; a third tap starts a new range; a stay longer than `maxNights` (or shorter
///   than `minNights`) is refused with the reason.
///
/// ```swift
/// var stay = DateSelection(.range(minNights: 1, maxNights: 30))
/// stay.tap(CivilDate("2026-10-01")!)    // .rangeStarted(2026-10-01)
/// stay.tap(CivilDate("2026-10-05")!)    // .rangeCompleted(2026-10-01, 2026-10-05, nights: 4)
/// stay.state(of: CivilDate("2026-10-03")!)   // .rangeMiddle
/// ```
public struct DateSelection: Sendable, Hashable {
  /// What kind of picker this is.
  public enum Mode: Sendable, Hashable {
    /// One day at a time.
    case single
    /// Any number of days, up to `max` when given.
    case multiple(max: Int?)
    /// A stay: check-in and check-out, `minNights...maxNights` nights apart.
    case range(minNights: Int, maxNights: Int?)
  }

  /// The picker's kind.
  public let mode: Mode
  /// The selected days (single and multiple modes).
  public private(set) var selectedDates: Set<CivilDate> = []
  /// Check-in (range mode), once chosen.
  public private(set) var rangeStart: CivilDate?
  /// Check-out (range mode), once chosen.
  public private(set) var rangeEnd: CivilDate?

  /// An empty selection of the given kind.
  public init(_ mode: Mode) { self.mode = mode }

  /// Nights between check-in and check-out of a complete range.
  public var nights: Int? {
    guard let rangeStart, let rangeEnd else { return nil }
    return rangeStart.distance(to: rangeEnd)
  }

  /// Whether nothing is selected.
  public var isEmpty: Bool { selectedDates.isEmpty && rangeStart == nil }

  /// Applies a tap and says what it did.
  @discardableResult
  public mutating func tap(_ date: CivilDate) -> SelectionChange {
    switch mode {
    case .single:
      if selectedDates.contains(date) {
        selectedDates = []
        return .deselected(date)
      }
      selectedDates = [date]
      return .selected(date)
    case .multiple(let max):
      if selectedDates.remove(date) != nil { return .deselected(date) }
      if let max, selectedDates.count >= max { return .refused(.tooManyDates(max: max)) }
      selectedDates.insert(date)
      return .selected(date)
    case .range(let minNights, let maxNights):
      guard let start = rangeStart, rangeEnd == nil else {
        // Nothing yet, or a complete range: this tap starts a new one.
        rangeStart = date
        rangeEnd = nil
        return .rangeStarted(date)
      }
      if date == start {
        rangeStart = nil
        return .cleared
      }
      if date < start {
        rangeStart = date
        return .rangeRestarted(date)
      }
      let span = start.distance(to: date)
      if let maxNights, span > maxNights {
        return .refused(.rangeTooLong(nights: span, maxNights: maxNights))
      }
      if span < minNights { return .refused(.rangeTooShort(nights: span, minNights: minNights)) }
      rangeEnd = date
      return .rangeCompleted(start: start, end: date, nights: span)
    }
  }

  /// Clears the selection.
  public mutating func clear() {
    selectedDates = []
    rangeStart = nil
    rangeEnd = nil
  }

  /// A day's part in the selection.
  ///
  /// - Complexity: O(1).
  public func state(of date: CivilDate) -> SelectionState {
    switch mode {
    case .single, .multiple:
      return selectedDates.contains(date) ? .single : .none
    case .range:
      guard let start = rangeStart else { return .none }
      guard let end = rangeEnd else { return date == start ? .rangeStartAndEnd : .none }
      if date == start { return start == end ? .rangeStartAndEnd : .rangeStart }
      if date == end { return .rangeEnd }
      return date > start && date < end ? .rangeMiddle : .none
    }
  }
}

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

/// What a tap did.
public enum SelectionChange: Sendable, Hashable {
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

/// Why a tap was refused.
public enum SelectionRefusal: Sendable, Hashable, CustomStringConvertible {
  /// The multiple selection is full.
  case tooManyDates(max: Int)
  /// The stay would exceed the maximum number of nights.
  case rangeTooLong(nights: Int, maxNights: Int)
  /// The stay would be shorter than the minimum.
  case rangeTooShort(nights: Int, minNights: Int)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .tooManyDates(let max): "at most \(max) days can be selected"
    case .rangeTooLong(let nights, let max): "a stay of \(nights) nights is longer than the maximum of \(max)"
    case .rangeTooShort(let nights, let min):
      "a stay of \(nights) nights is shorter than the minimum of \(min)"
    }
  }
}
