/// Counting over spans of days, for workday arithmetic: working days by whole weeks and the
/// arranged days' running deltas, days without an arrangement by the covered runs, and the law's
/// days off when the law is assumed.
extension HolidayTableStorage {
  /// What a span of days holds, for workday arithmetic.
  struct Count {
    /// Working days, the days without an arrangement counted by the weekend rule.
    var workdays = 0
    /// Days without an arrangement.
    var uncovered = 0
    /// Of those, the law's statutory days that fall off the weekend (counted only when asked).
    var lawDaysOff = 0
    /// Days without an arrangement for which no law is known (outside its years, or a region
    /// without one).
    var uncoveredWithoutLaw = 0
  }

  /// Working days and days without an arrangement in `from...through` (day numbers); with
  /// `law`, the law's uncovered days off too.
  func count(from: Int, through: Int, law withLaw: Bool = false) -> Count {
    guard from <= through else { return Count() }
    var count = Count()
    count.workdays = weekdays(from: from, through: through) + arrangedDelta(from: from, through: through)
    count.uncovered = uncoveredDays(from: from, through: through)
    guard count.uncovered > 0 else { return count }
    count.uncoveredWithoutLaw = count.uncovered
    if hasLaw {
      let lawFrom = Swift.max(from, lawFirstDay)
      let lawThrough = Swift.min(through, lawLastDay)
      count.uncoveredWithoutLaw -= uncoveredDays(from: lawFrom, through: lawThrough)
      if withLaw && lawFrom <= lawThrough, let law {
        var index = law.position(atLeast: lawFrom)
        while index < law.days.count && law.days[index] <= lawThrough {
          let day = law.days[index]
          if !isWeekend(day) && !isCovered(day) { count.lawDaysOff += 1 }
          index += 1
        }
      }
    }
    return count
  }

  /// Days without an arrangement in `from...through`.
  private func uncoveredDays(from: Int, through: Int) -> Int {
    guard from <= through else { return 0 }
    return through - from + 1 - coveredDays(through: through) + coveredDays(through: from - 1)
  }

  /// Covered days up to and including `day`.
  private func coveredDays(through day: Int) -> Int {
    guard let run = HolidayTableStorage.lastIndex(runStarts, atMost: day) else { return 0 }
    return runPrefix[run] + min(day, runEnds[run]) - runStarts[run] + 1
  }

  /// The dense position just past the last dense day ≤ `day`.
  private func densePosition(through day: Int) -> Int {
    guard let cluster = HolidayTableStorage.lastIndex(clusterStarts, atMost: day) else { return 0 }
    return clusterOffsets[cluster] + min(day, clusterEnds[cluster]) - clusterStarts[cluster] + 1
  }

  /// How far the arranged days of `from...through` move the working-day count from the
  /// weekend rule.
  private func arrangedDelta(from: Int, through: Int) -> Int {
    Int(deltaPrefix[densePosition(through: through)] - deltaPrefix[densePosition(through: from - 1)])
  }

  /// Days off the weekend in `from...through`, by whole weeks and a remainder.
  private func weekdays(from: Int, through: Int) -> Int {
    let days = through - from + 1
    var total = days / 7 * weekdaysPerWeek
    var day = from + days / 7 * 7
    while day <= through {
      if !isWeekend(day) { total += 1 }
      day += 1
    }
    return total
  }

  /// The first day in `from...through` without an arrangement, or `nil`.
  func firstUncoveredDay(from: Int, through: Int) -> Int? {
    guard from <= through else { return nil }
    var day = from
    if let run = HolidayTableStorage.lastIndex(runStarts, atMost: from), from <= runEnds[run] {
      // Runs are merged, so the day after a run is never covered.
      day = runEnds[run] + 1
    }
    return day <= through ? day : nil
  }

  /// The last day in `from...through` without an arrangement, or `nil`.
  func lastUncoveredDay(from: Int, through: Int) -> Int? {
    guard from <= through else { return nil }
    var day = through
    if let run = HolidayTableStorage.lastIndex(runStarts, atMost: through), through <= runEnds[run] {
      // Runs are merged, so the day before a run is never covered.
      day = runStarts[run] - 1
    }
    return day >= from ? day : nil
  }
}
