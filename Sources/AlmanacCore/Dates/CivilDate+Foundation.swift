import Foundation

extension CivilDate {
  /// The day on which the instant `date` falls in `timeZone`; `nil` outside 0001...9999.
  public init?(_ date: Date, in timeZone: TimeZone) {
    let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    let days = (seconds / 86_400).rounded(.down)
    guard days.isFinite, abs(days) < 1e7 else { return nil }
    self.init(daysSince1970: Int(days))
  }

  /// The day on which the instant `date` falls in the calendar's time zone (the civil date is
  /// Gregorian whatever the calendar); `nil` outside 0001...9999.
  ///
  /// ```swift
  /// CivilDate(Date(), calendar: Calendar.current)   // today where the user is
  /// ```
  public init?(_ date: Date, calendar: Calendar) {
    self.init(date, in: calendar.timeZone)
  }

  /// The day that date components name: `year`, `month` and `day` of the Gregorian calendar, or,
  /// when the components carry another calendar (`.chinese`, `.japanese`), the day that calendar
  /// gives them; `nil` when they name no day in 0001...9999.
  public init?(_ components: DateComponents) {
    if let calendar = components.calendar, calendar.identifier != .gregorian {
      guard let date = calendar.date(from: components) else { return nil }
      self.init(date, calendar: calendar)
      return
    }
    guard let year = components.year, let month = components.month, let day = components.day else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The day as Gregorian date components (`calendar` set, in UTC unless `timeZone` is given).
  public func dateComponents(in timeZone: TimeZone? = nil) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? TimeZone(identifier: "UTC") ?? .current
    return DateComponents(calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day)
  }

  /// The instant this day begins in `timeZone` (its first moment: midnight, or the end of a
  /// daylight-saving gap that swallowed midnight).
  public func date(in timeZone: TimeZone) -> Date {
    let midnight = Double(daysSince1970) * 86_400
    // Guess with the offset at UTC midnight, then correct with the offset at the guess.
    var instant = Date(
      timeIntervalSince1970: midnight
        - Double(
          timeZone.secondsFromGMT(
            for: Date(timeIntervalSince1970: midnight))))
    for _ in 0..<2 {
      let corrected = Date(
        timeIntervalSince1970: midnight
          - Double(
            timeZone.secondsFromGMT(
              for: instant)))
      if corrected == instant { break }
      instant = corrected
    }
    // A gap at midnight leaves the guess on the previous day; step to this day's first instant.
    if let day = CivilDate(instant, in: timeZone), day < self,
      let next = timeZone.nextDaylightSavingTimeTransition(after: instant)
    {
      return next
    }
    return instant
  }

  /// Today in China from the system clock: Almanac's one default for "today" (pages, `almanac`,
  /// the server), whatever the machine's time zone. China keeps UTC+8 all year (Asia/Shanghai,
  /// no daylight saving since 1991), so no time-zone look-up is needed.
  public static func today() -> CivilDate {
    let days = ((Date().timeIntervalSince1970 + 8 * 3_600) / 86_400).rounded(.down)
    return CivilDate(daysSince1970: Int(days)) ?? CivilDate(unchecked: 1970, 1, 1)
  }

  /// Today in `timeZone` (`.current` for the machine's), from the system clock.
  public static func today(in timeZone: TimeZone) -> CivilDate {
    // The clock is always within 0001...9999; fall back to 1970-01-01 only if it were not.
    CivilDate(Date(), in: timeZone) ?? CivilDate(unchecked: 1970, 1, 1)
  }
}
