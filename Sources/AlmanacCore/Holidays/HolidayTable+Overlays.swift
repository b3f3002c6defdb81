/// The overlays laid over a table, indexed once: their days by day number, in order (a later
/// overlay wins a date two of them decide; an overlay's own dated day wins over its patterns').
/// A pattern's day carries the condition under which it takes effect (``WorkPattern``), judged
/// against the official table when the day is asked for.
package final class OverlayLayer: Sendable {
  let overlays: [HolidayOverlay]
  /// Day numbers, ascending, and the day each decides.
  let dayNumbers: [Int]
  let days: [OverlayDay]
  /// When each day takes effect (`.always` for a dated day).
  let conditions: [WorkPattern.Condition]
  /// Whether any day is conditional (else every day stands as given).
  let isConditional: Bool

  package init(_ overlays: [HolidayOverlay]) {
    self.overlays = overlays
    var byDay: [Int: (OverlayDay, WorkPattern.Condition)] = [:]
    for overlay in overlays {
      for pattern in overlay.patterns {
        for day in pattern.days() {
          byDay[day.date.daysSince1970] = (
            OverlayDay(date: day.date, kind: day.kind, name: pattern.name, overlay: overlay.name, label: overlay.label),
            day.condition
          )
        }
      }
      for day in overlay.days { byDay[day.date.daysSince1970] = (day, .always) }
    }
    dayNumbers = byDay.keys.sorted()
    days = dayNumbers.compactMap { byDay[$0]?.0 }
    conditions = dayNumbers.compactMap { byDay[$0]?.1 }
    isConditional = conditions.contains { $0 != .always }
  }

  /// The day decided at a day number, whatever its condition, and the condition.
  func entry(_ number: Int) -> (day: OverlayDay, condition: WorkPattern.Condition)? {
    let index = dayNumbers.firstIndex(notBelow: number)
    return index < dayNumbers.count && dayNumbers[index] == number ? (days[index], conditions[index]) : nil
  }

  /// The indices of the days of `from...through` (day numbers).
  func indices(from: Int, through: Int) -> Range<Int> {
    guard from <= through else { return 0..<0 }
    return dayNumbers.firstIndex(notBelow: from)..<dayNumbers.firstIndex(above: through)
  }
}

extension HolidayTable {
  /// This table with `overlays` laid over it (those of its region; others are ignored), after
  /// any it has. Workday arithmetic then counts their days; ``status(on:)`` still answers the
  /// official status, and ``official`` is the table without them.
  public func overlaying(_ overlays: [HolidayOverlay]) -> HolidayTable {
    let mine = overlays.filter { $0.region == region }
    guard !mine.isEmpty else { return self }
    var table = self
    table.overlayLayer = OverlayLayer((overlayLayer?.overlays ?? []) + mine)
    return table
  }

  /// The overlays laid over the table, in order.
  public var overlays: [HolidayOverlay] { overlayLayer?.overlays ?? [] }

  /// The official table alone: this one without its overlays.
  public var official: HolidayTable {
    var table = self
    table.overlayLayer = nil
    return table
  }

  /// The day an overlay decides on `date`, or `nil`.
  /// - Complexity: O(log n) in the overlays' days.
  public func overlayDay(on date: CivilDate) -> OverlayDay? {
    guard let (day, condition) = overlayLayer?.entry(date.daysSince1970) else { return nil }
    return takesEffect(condition, on: date) ? day : nil
  }

  /// The days the overlays decide over `start...end`, in order (those of patterns only where
  /// they take effect).
  public func overlayDays(from start: CivilDate, through end: CivilDate) -> [OverlayDay] {
    overlayDays(from: start.daysSince1970, through: end.daysSince1970)
  }

  /// The days the overlays decide over `from...through` (day numbers).
  func overlayDays(from: Int, through: Int) -> [OverlayDay] {
    guard let overlayLayer else { return [] }
    let range = overlayLayer.indices(from: from, through: through)
    guard overlayLayer.isConditional else { return Array(overlayLayer.days[range]) }
    return range.compactMap { index in
      let day = overlayLayer.days[index]
      return takesEffect(overlayLayer.conditions[index], on: day.date) ? day : nil
    }
  }

  /// Whether a pattern's day takes effect on `date`: a 大小周 Saturday where the official table
  /// says a plain weekend, an alternate Friday where it says work. A year without an arrangement
  /// is judged by the law's statutory days where Almanac knows the law, else by the weekend.
  func takesEffect(_ condition: WorkPattern.Condition, on date: CivilDate) -> Bool {
    guard condition != .always else { return true }
    let official =
      coveredStatus(on: date) ?? provisionalStatus(on: date)
      ?? (storage.isWeekend(date.daysSince1970) ? .weekend : .workday)
    switch condition {
    case .always: return true
    case .onPlainWeekend: return official == .weekend
    case .onWorkday: return official.isWorkday
    }
  }

  /// What the overlays change in a count of working days over `from...through` (day numbers):
  /// +1 for each overlay working (or half) day the table counts as rest, -1 for each overlay day
  /// off it counts as work. Days the table cannot answer are left to its own error.
  func overlayDelta(from: Int, through: Int, assuming assumption: HolidayAssumption?) -> Int {
    guard overlayLayer != nil else { return 0 }
    var delta = 0
    for day in overlayDays(from: from, through: through) {
      guard let official = try? isOfficialWorkday(day.date, assuming: assumption) else { continue }
      if official && !day.isWorkday { delta -= 1 }
      if !official && day.isWorkday { delta += 1 }
    }
    return delta
  }

  /// Whether the official table counts a day as work.
  func isOfficialWorkday(_ date: CivilDate, assuming assumption: HolidayAssumption?) throws(HolidayTableError)
    -> Bool
  {
    let entry = storage.entry(date.daysSince1970)
    guard entry.kind != HolidayTableStorage.uncovered else {
      return try status(on: date, assuming: assumption).isWorkday
    }
    return entry.kind == HolidayTableStorage.workday || entry.kind == HolidayTableStorage.adjusted
  }
}
