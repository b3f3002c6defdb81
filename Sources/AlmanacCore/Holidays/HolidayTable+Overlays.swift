/// The overlays laid over a table, indexed once: their days by day number, in order (a later
/// overlay wins a date two of them decide).
package final class OverlayLayer: Sendable {
  let overlays: [HolidayOverlay]
  /// Day numbers, ascending, and the day each decides.
  let dayNumbers: [Int]
  let days: [OverlayDay]

  package init(_ overlays: [HolidayOverlay]) {
    self.overlays = overlays
    var byDay: [Int: OverlayDay] = [:]
    for overlay in overlays {
      for day in overlay.days { byDay[day.date.daysSince1970] = day }
    }
    dayNumbers = byDay.keys.sorted()
    days = dayNumbers.compactMap { byDay[$0] }
  }

  package func day(_ number: Int) -> OverlayDay? {
    let index = dayNumbers.firstIndex(notBelow: number)
    return index < dayNumbers.count && dayNumbers[index] == number ? days[index] : nil
  }

  /// The overlay days of `from...through` (day numbers), in order.
  func days(from: Int, through: Int) -> ArraySlice<OverlayDay> {
    guard from <= through else { return [] }
    return days[dayNumbers.firstIndex(notBelow: from)..<dayNumbers.firstIndex(above: through)]
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
  public func overlayDay(on date: CivilDate) -> OverlayDay? { overlayLayer?.day(date.daysSince1970) }

  /// What the overlays change in a count of working days over `from...through` (day numbers):
  /// +1 for each overlay working (or half) day the table counts as rest, -1 for each overlay day
  /// off it counts as work. Days the table cannot answer are left to its own error.
  func overlayDelta(from: Int, through: Int, assuming assumption: HolidayAssumption?) -> Int {
    guard let overlayLayer else { return 0 }
    var delta = 0
    for day in overlayLayer.days(from: from, through: through) {
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
