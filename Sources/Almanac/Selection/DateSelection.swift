/// The picked days of a calendar, as a value that changes by taps — the behaviour of the usual
/// single, multiple, date-range and hotel check-in/check-out pickers, with no per-day storage.
/// The app owns it; pages report each day's part in it when read
/// (``MonthGrid/with(_:)``), so a tap rebuilds nothing.
///
/// Rules:
/// - a day outside ``bounds`` is refused, with the reason (the same rules that show it
///   disabled on the page, when made with ``GridOptions/bounds``);
/// - a tap selects a day; a second tap on the same day clears it;
/// - `.multiple(max:)` refuses a day beyond the maximum;
/// - `.range` (nights, for hotels) and `.dayRange` (days, "at most 15 days"): the first tap sets
///   the start, the second the end; a tap before the start restarts from it; a third tap starts a
///   new range; a second tap on the start completes a one-day range where the minimum allows it
///   (`minNights: 0`, `minDays: 1`) and clears it otherwise; a range longer than the maximum or
///   shorter than the minimum is refused with the reason.
///
/// ```swift
/// var stay = DateSelection(.range(minNights: 1, maxNights: 30), bounds: DateBounds(minimumDate: CivilDate("2026-09-01")))
/// stay.tap(CivilDate("2026-10-01")!)    // .rangeStarted(2026-10-01)
/// stay.tap(CivilDate("2026-10-05")!)    // .rangeCompleted(2026-10-01, 2026-10-05, nights: 4)
/// stay.state(of: CivilDate("2026-10-03")!)   // .rangeMiddle
/// stay.tap(CivilDate("2026-08-31")!)    // .refused(.disabled(2026-08-31, …)), nothing changes
/// ```
public struct DateSelection: Sendable, Hashable, Codable {
  /// What kind of picker this is.
  public enum Mode: Sendable, Hashable, Codable {
    /// One day at a time.
    case single
    /// Any number of days, up to `max` when given.
    case multiple(max: Int?)
    /// A stay: check-in and check-out, `minNights...maxNights` nights apart (0 allows a stay that
    /// starts and ends on one day).
    case range(minNights: Int, maxNights: Int?)
    /// A span of days counted with both ends: `minDays...maxDays` days (1 allows one day).
    case dayRange(minDays: Int, maxDays: Int?)
  }

  /// The picker's kind.
  public let mode: Mode
  /// The days that can be picked.
  public let bounds: DateBounds
  /// The selected days (single and multiple modes).
  public private(set) var selectedDates: Set<CivilDate> = []
  /// The range's start (check-in), once chosen.
  public private(set) var rangeStart: CivilDate?
  /// The range's end (check-out), once chosen.
  public private(set) var rangeEnd: CivilDate?

  /// An empty selection of the given kind, picking only inside `bounds`.
  public init(_ mode: Mode, bounds: DateBounds = .unbounded) {
    self.mode = mode
    self.bounds = bounds
  }

  /// Nights between the start and end of a complete range.
  public var nights: Int? {
    guard let rangeStart, let rangeEnd else { return nil }
    return rangeStart.distance(to: rangeEnd)
  }

  /// Days of a complete range, both ends counted.
  public var days: Int? { nights.map { $0 + 1 } }

  /// Whether nothing is selected.
  public var isEmpty: Bool { selectedDates.isEmpty && rangeStart == nil }

  /// Applies a tap and says what it did; a refused tap changes nothing.
  @discardableResult
  public mutating func tap(_ date: CivilDate) -> SelectionChange {
    if let violation = bounds.violation(for: date) { return .refused(.disabled(violation)) }
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
    case .range, .dayRange:
      guard let start = rangeStart, rangeEnd == nil else {
        // Nothing yet, or a complete range: this tap starts a new one.
        rangeStart = date
        rangeEnd = nil
        return .rangeStarted(date)
      }
      if date < start {
        rangeStart = date
        return .rangeRestarted(date)
      }
      let nights = start.distance(to: date)
      if let refusal = refusal(nights: nights) {
        // A second tap on the start clears it where a one-day range is not allowed.
        if date == start {
          rangeStart = nil
          return .cleared
        }
        return .refused(refusal)
      }
      rangeEnd = date
      return .rangeCompleted(start: start, end: date, nights: nights)
    }
  }

  /// Why a range of `nights` nights is not allowed, in the mode's unit.
  private func refusal(nights: Int) -> SelectionRefusal? {
    switch mode {
    case .range(let minNights, let maxNights):
      if let maxNights, nights > maxNights { return .rangeTooLong(nights: nights, maxNights: maxNights) }
      if nights < minNights { return .rangeTooShort(nights: nights, minNights: minNights) }
    case .dayRange(let minDays, let maxDays):
      if let maxDays, nights + 1 > maxDays { return .tooManyDays(days: nights + 1, maxDays: maxDays) }
      if nights + 1 < minDays { return .tooFewDays(days: nights + 1, minDays: minDays) }
    case .single, .multiple: break
    }
    return nil
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
    case .range, .dayRange:
      guard let start = rangeStart else { return .none }
      guard let end = rangeEnd else { return date == start ? .rangeStartAndEnd : .none }
      if date == start { return start == end ? .rangeStartAndEnd : .rangeStart }
      if date == end { return .rangeEnd }
      return date > start && date < end ? .rangeMiddle : .none
    }
  }
}
