import AlmanacCore
import AlmanacLocale

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

    /// Whether the mode picks a stay (nights), whose last day is a check-out.
    var isStay: Bool {
      if case .range = self { true } else { false }
    }

    /// Whether the mode picks a span of days.
    var isDayRange: Bool {
      if case .dayRange = self { true } else { false }
    }
  }

  /// The picker's kind.
  public let mode: Mode
  /// The days that can be picked: the one source of what may be picked. Pages a selection is
  /// laid over (``MonthGrid/with(_:)``) grey exactly the days a tap would refuse, so days that
  /// become unavailable later (sold out) are marked here and the next read of the page shows
  /// them: `selection.bounds.markUnavailable(soldOut, reason: "满房")`.
  public var bounds: DateBounds
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
    if let refusal = refusal(for: date) { return .refused(refusal) }
    switch mode {
    case .single:
      if selectedDates.contains(date) {
        selectedDates = []
        return .deselected(date)
      }
      selectedDates = [date]
      return .selected(date)
    case .multiple:
      if selectedDates.remove(date) != nil { return .deselected(date) }
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
      if date == start, rangeRefusal(from: start, to: date) != nil {
        // A second tap on the start clears it where a one-day range is not allowed.
        rangeStart = nil
        return .cleared
      }
      rangeEnd = date
      return .rangeCompleted(start: start, end: date, nights: start.distance(to: date))
    }
  }

  /// What a tap on `date` would refuse now, or `nil` when the tap would be taken: the rule
  /// ``tap(_:)`` applies, asked without changing anything. A page the selection is laid over
  /// shows a day enabled exactly when this is `nil`, and an app words the reason for an
  /// accessibility label or a toast (``SelectionRefusal/message(_:)``).
  ///
  /// ```swift
  /// var stay = DateSelection(.range(minNights: 1, maxNights: 3))
  /// stay.tap(CivilDate("2026-10-01")!)
  /// stay.refusal(for: CivilDate("2026-10-11")!)   // .rangeTooLong(nights: 10, maxNights: 3)
  /// stay.refusal(for: CivilDate("2026-10-03")!)   // nil
  /// ```
  public func refusal(for date: CivilDate) -> SelectionRefusal? {
    if isCheckOutCandidate(date) {
      // A stay's check-out: the day after the last pickable day, or an unavailable morning.
      if let violation = bounds.checkOutViolation(for: date) { return .disabled(violation) }
    } else if let violation = bounds.violation(for: date) {
      return .disabled(violation)
    }
    switch mode {
    case .single:
      return nil
    case .multiple(let max):
      guard let max, !selectedDates.contains(date), selectedDates.count >= max else { return nil }
      return .tooManyDates(max: max)
    case .range, .dayRange:
      guard let start = rangeStart, rangeEnd == nil, date > start else { return nil }
      return rangeRefusal(from: start, to: date)
    }
  }

  /// Selects a day in code, with the refusals of a tap (an app's default day, a deep link): in
  /// the single and multiple modes the day is added (selecting a selected day changes nothing);
  /// in the range modes it starts a new range. Refused, nothing changes.
  @discardableResult
  public mutating func select(_ date: CivilDate) -> SelectionChange {
    switch mode {
    case .single, .multiple:
      if selectedDates.contains(date) { return .selected(date) }
      return tap(date)
    case .range, .dayRange:
      var trial = self
      trial.clear()
      let change = trial.tap(date)
      if case .refused = change { return change }
      self = trial
      return change
    }
  }

  /// Selects a range in code, with the refusals of two taps: a stay from check-in `start` to
  /// check-out `end` (`.range`), or the days `start...end` (`.dayRange`); the earlier date is the
  /// start whichever comes first. Meituan's default "tonight → tomorrow" is
  /// `stay.select(from: today, to: today.adding(days: 1))`. Refused (too long, too short, a
  /// closed day, a day outside the bounds), nothing changes.
  @discardableResult
  public mutating func select(from first: CivilDate, to second: CivilDate) -> SelectionChange {
    let (start, end) = first <= second ? (first, second) : (second, first)
    guard mode.isStay || mode.isDayRange else { return select(start) }
    var trial = self
    trial.clear()
    let started = trial.tap(start)
    if case .refused = started { return started }
    if start == end, let refusal = trial.rangeRefusal(from: start, to: end) { return .refused(refusal) }
    let completed = trial.tap(end)
    if case .refused = completed { return completed }
    self = trial
    return completed
  }

  /// Why a range from `start` to `end` cannot be picked: its length, or a closed day in it.
  private func rangeRefusal(from start: CivilDate, to end: CivilDate) -> SelectionRefusal? {
    refusal(nights: start.distance(to: end)) ?? closedDay(from: start, to: end)
  }

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

  /// Whether a tap on `date` would be taken as a stay's check-out: a `.range` whose check-in is
  /// set and whose check-out is not, and a day after check-in.
  func isCheckOutCandidate(_ date: CivilDate) -> Bool {
    guard case .range = mode, let start = rangeStart, rangeEnd == nil else { return false }
    return date > start
  }

  /// Whether a page should show `date` enabled for this selection though its bounds do not: the
  /// check-out day after the last pickable night, or an unavailable day a stay may end on (when
  /// no night before it, back to check-in, is closed).
  public func acceptsCheckOut(on date: CivilDate) -> Bool {
    guard isCheckOutCandidate(date), let start = rangeStart, bounds.violation(for: date) != nil else {
      return false
    }
    return bounds.checkOutViolation(for: date) == nil && closedDay(from: start, to: date) == nil
  }

  /// The first day of a range the app closed: a stay's nights (check-out excluded), a span's
  /// days (both ends).
  private func closedDay(from start: CivilDate, to end: CivilDate) -> SelectionRefusal? {
    guard !bounds.unavailableDates.isEmpty else { return nil }
    let last = mode.isStay ? end.daysSince1970 - 1 : end.daysSince1970
    var closed: (date: CivilDate, reason: String)?
    for (date, reason) in bounds.unavailableDates
    where date.daysSince1970 >= start.daysSince1970 && date.daysSince1970 <= last
      && date < (closed?.date ?? .max)
    {
      closed = (date, reason)
    }
    return closed.map { .includesUnavailable($0.date, reason: $0.reason) }
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
