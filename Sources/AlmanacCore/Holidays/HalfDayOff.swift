/// Part of a working day that a government gives its staff off, without making the day a day
/// off: Macau's public administration has the afternoons of 農曆除夕 and 除夕 (31 December) off
/// when they fall on a working day. The day keeps its status (a working day, morning
/// worked); the half day is a fact beside it.
///
/// ```swift
/// HolidayTable.macau.halfDaysOff(inYear: 2026).map(\.date)   // [2026-02-16, 2026-12-31]
/// ```
public struct HalfDayOff: Sendable, Hashable, Codable {
  /// Which half of the day is off.
  public enum Part: String, Sendable, Hashable, Codable {
    /// The morning.
    case morning
    /// The afternoon.
    case afternoon

    /// What a name takes after it for the half, in Chinese, English and Portuguese: `（下午）`,
    /// ` (afternoon)`, ` (na parte da tarde)`.
    public var suffixes: (chinese: String, english: String, portuguese: String) {
      switch self {
      case .morning: ("（上午）", " (morning)", " (na parte da manhã)")
      case .afternoon: ("（下午）", " (afternoon)", " (na parte da tarde)")
      }
    }
  }

  /// The day.
  public let date: CivilDate
  /// What the day is (農曆除夕, 除夕).
  public let name: HolidayName
  /// Which half is off.
  public let part: Part
  /// The region whose government gives it.
  public let region: HolidayRegion

  /// Creates a half day off.
  public init(date: CivilDate, name: HolidayName, part: Part, region: HolidayRegion) {
    self.date = date
    self.name = name
    self.part = part
    self.region = region
  }

  /// The name with the half, as the government's list writes it: `農曆除夕（下午）`,
  /// `Véspera do Novo Ano Lunar (na parte da tarde)`, `Lunar New Year's Eve (afternoon)`.
  public var fullName: HolidayName {
    let (chinese, english, portuguese) = part.suffixes
    return HolidayName(
      zhHans: name.zhHans + chinese, zhHant: name.zhHant + chinese, english: name.english + english,
      portuguese: name.portuguese.map { $0 + portuguese })
  }
}

extension HolidayTable {
  /// The half days off of a year, in date order: Macau's afternoons off (``MacauHolidayRules``)
  /// on its working days; none for other regions. A day the table (or, for a year not yet
  /// published, the law) makes a whole day off has no half day.
  public func halfDaysOff(inYear year: Int) -> [HalfDayOff] {
    guard region == .macau else { return [] }
    return MacauHolidayRules.afternoonsOff(in: year).filter(isWorkingDay)
  }

  /// The half day off on a date, if any (asked for every day a listing writes: a date that
  /// cannot be one costs a comparison).
  public func halfDayOff(on date: CivilDate) -> HalfDayOff? {
    guard region == .macau, let half = MacauHolidayRules.afternoonOff(on: date) else { return nil }
    return isWorkingDay(half) ? half : nil
  }

  /// Whether a half day's date is a working day (published, or by the law for a later year).
  private func isWorkingDay(_ half: HalfDayOff) -> Bool {
    let status = covers(year: half.date.year) ? try? status(on: half.date) : provisionalStatus(on: half.date)
    return status?.isWorkday ?? true
  }
}
