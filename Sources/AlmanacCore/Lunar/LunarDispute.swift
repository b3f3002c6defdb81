/// A lunar month whose first day is in dispute: its new moon falls so close to Beijing midnight
/// that almanacs differ on the day (2057-09: 10 s before it), or the calendar of the time differs
/// from modern ephemerides (1906-04). The built-in table uses ``chosen`` (the Hong Kong
/// Observatory's date, or the calendar of the time before its tables); every day of the month
/// is then one day off in an almanac that chose ``other``.
///
/// ```swift
/// LunarDispute.on(CivilDate("2057-10-01")!)?.chosen   // 2057-09-28 (HKO); others say 2057-09-29
/// ```
public struct LunarDispute: Sendable, Hashable {
  /// The month, `2057-09` (`YYYY-LMM` for a leap month).
  public let month: String
  /// The first day the table uses.
  public let chosen: CivilDate
  /// The first day other almanacs use.
  public let other: CivilDate
  /// The new moon, Beijing time as `data/lunar/disputes.tsv` gives it (local mean time before
  /// 1929).
  public let newMoon: String
  /// Why the chosen date, and who says which.
  public let reason: String

  /// Every disputed month of the table, in order.
  public static let all: [LunarDispute] = generated.compactMap { entry in
    guard let chosen = CivilDate(daysSince1970: Int(entry.chosen)), let other = CivilDate(daysSince1970: Int(entry.other))
    else { return nil }
    return LunarDispute(month: entry.month, chosen: chosen, other: other, newMoon: entry.newMoon, reason: entry.why)
  }

  /// The disputed month a day lies in (from the earlier of the two first days to the month's
  /// last day in the table), or `nil`.
  public static func on(_ date: CivilDate) -> LunarDispute? {
    all.first { dispute in
      let first = min(dispute.chosen, dispute.other)
      guard date >= first, first.distance(to: date) <= 31 else { return false }
      // The month runs to the day before the table's next first day.
      let month = LunarCalendar.chinese.lunarDate(for: dispute.chosen)
      let lunar = LunarCalendar.chinese.lunarDate(for: date)
      return date < dispute.chosen
        || (lunar.year == month.year && lunar.month == month.month && lunar.isLeapMonth == month.isLeapMonth)
    }
  }
}
