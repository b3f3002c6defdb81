extension CivilDate {
  /// A count of seconds since 1970-01-01T00:00 on some clock, split into its day number (days
  /// since 1970, floored: a second before 1970 falls on the day before) and the second of that
  /// day (0...86399). The one place an instant's seconds become a day.
  package static func split(secondsSince1970 seconds: Int) -> (dayNumber: Int, secondOfDay: Int) {
    let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return (day, seconds - day * 86_400)
  }

  /// An instant (whole seconds since 1970, UTC) as ISO 8601 on a clock `utcOffset` seconds east
  /// of UTC: `2026-01-03T18:02:51+08:00`; at offset 0, `…Z` when `zulu`, else `…+00:00`. `nil`
  /// for a day outside the supported dates.
  package static func isoText(secondsSince1970 seconds: Int, utcOffset offset: Int, zulu: Bool) -> String? {
    let (dayNumber, second) = split(secondsSince1970: seconds + offset)
    guard let day = CivilDate(daysSince1970: dayNumber) else { return nil }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let zone =
      offset == 0 && zulu ? "Z" : (offset < 0 ? "-" : "+") + "\(two(abs(offset) / 3_600)):\(two(abs(offset) / 60 % 60))"
    return "\(day)T\(two(second / 3_600)):\(two(second / 60 % 60)):\(two(second % 60))" + zone
  }
}
