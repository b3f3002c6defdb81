/// One month of a lunisolar calendar: its number, whether it is leap, its first day and length.
public struct LunarMonth: Sendable, Hashable, Codable {
  /// The Gregorian year in which the month's lunar year began (see ``LunarDate/year``).
  public let year: Int
  /// The month number, 1...12.
  public let month: Int
  /// Whether this is a leap month (闰月).
  public let isLeapMonth: Bool
  /// The civil date of the month's first day (初一).
  public let firstDay: CivilDate
  /// The number of days, 29 (小月) or 30 (大月).
  public let length: Int

  /// Creates a month description.
  public init(year: Int, month: Int, isLeapMonth: Bool, firstDay: CivilDate, length: Int) {
    self.year = year
    self.month = month
    self.isLeapMonth = isLeapMonth
    self.firstDay = firstDay
    self.length = length
  }

  /// The civil date of the month's last day, or 9999-12-31 for a month that runs past the last
  /// supported date.
  public var lastDay: CivilDate {
    CivilDate(daysSince1970: firstDay.daysSince1970 + length - 1) ?? .max
  }

  /// The month's name, e.g. `闰六月`.
  public func name(_ script: ChineseScript = .simplified) -> String {
    LunarDate.monthName(month, isLeapMonth: isLeapMonth, script)
  }
}
