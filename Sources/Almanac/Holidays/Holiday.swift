/// One holiday of one year in one region, as its notice arranged it: the block of days off
/// (weekends inside it included), which of those are statutory (法定) days, and the make-up
/// working days (补班, 调休) it moved onto weekends.
public struct Holiday: Sendable, Hashable, Codable {
  /// The region whose arrangement this is.
  public let region: HolidayRegion
  /// The year whose notice arranged it (元旦 2018 began on 2017-12-30 and belongs to 2018).
  public let year: Int
  /// The holiday's name, e.g. 春节, or 国庆节、中秋节 for a combined block.
  public let name: HolidayName
  /// The days off, first to last.
  public let days: ClosedRange<CivilDate>
  /// The statutory days (法定节假日: paid at 300% when worked in mainland China; the labour
  /// statutory holidays in Hong Kong; the national holidays in Taiwan), sorted, each once.
  public let statutoryDays: [CivilDate]
  /// The make-up working days on weekends, sorted, each once.
  public let workDays: [CivilDate]
  /// The notice that decided it (title, number), if known.
  public let notice: String?

  /// Creates a holiday.
  public init(
    region: HolidayRegion, year: Int, name: HolidayName, days: ClosedRange<CivilDate>,
    statutoryDays: [CivilDate] = [], workDays: [CivilDate] = [], notice: String? = nil
  ) {
    self.region = region
    self.year = year
    self.name = name
    self.days = days
    // A day listed twice is one day: a file that repeats a make-up day must not print it twice.
    self.statutoryDays = Set(statutoryDays).sorted()
    self.workDays = Set(workDays).sorted()
    self.notice = notice
  }

  /// Whether a day off of this holiday is statutory.
  public func isStatutory(_ date: CivilDate) -> Bool { statutoryDays.contains(date) }
}
