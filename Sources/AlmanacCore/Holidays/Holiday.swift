/// One holiday of one year in one region, as its notice arranged it: the days off, which of
/// those are statutory (法定) days, and the make-up working days (补班, 调休) it moved.
///
/// Built-in holidays list their whole block of days off, the weekends it joins included
/// (春节 2026: 02-15 … 02-23). A holiday loaded from a file lists exactly the days the file
/// states: holiday-cn, for one, names only the days the notice gives off and leaves out the
/// weekend they join (清明 2014: 04-05 and 04-07, not the Sunday between).
public struct Holiday: Sendable, Hashable, Codable {
  /// The region whose arrangement this is.
  public let region: HolidayRegion
  /// The year whose notice arranged it (元旦 2018 began on 2017-12-30 and belongs to 2018).
  public let year: Int
  /// The holiday's name, e.g. 春节, or 国庆节、中秋节 for a combined block.
  public let name: HolidayName
  /// The days off, sorted, each once; never empty.
  public let daysOff: [CivilDate]
  /// The statutory days (法定节假日: paid at 300% when worked in mainland China; the labour
  /// statutory holidays in Hong Kong; the national holidays in Taiwan), sorted, each once.
  public let statutoryDays: [CivilDate]
  /// The make-up working days, sorted, each once (weekend days, but for a loaded file that says
  /// otherwise).
  public let workDays: [CivilDate]
  /// The notice that decided it (title, number), if known.
  public let notice: String?
  /// The sentences of the notice that decide its days, verbatim, where known; in the order of
  /// their first day.
  public let clauses: [HolidayClause]

  /// Creates a holiday from its days off, in any order.
  ///
  /// - Precondition: `daysOff` is not empty.
  public init(
    region: HolidayRegion, year: Int, name: HolidayName, daysOff: [CivilDate],
    statutoryDays: [CivilDate] = [], workDays: [CivilDate] = [], notice: String? = nil,
    clauses: [HolidayClause] = []
  ) {
    precondition(!daysOff.isEmpty, "a holiday needs at least one day off (\(name) of \(year) has none)")
    self.region = region
    self.year = year
    self.name = name
    // A day listed twice is one day: a file that repeats a make-up day must not print it twice.
    self.daysOff = Set(daysOff).sorted()
    self.statutoryDays = Set(statutoryDays).sorted()
    self.workDays = Set(workDays).sorted()
    self.notice = notice
    self.clauses = clauses.sorted { ($0.days.first ?? .min, $0.text) < ($1.days.first ?? .min, $1.text) }
  }

  /// Creates a holiday whose days off are one block, weekends included.
  public init(
    region: HolidayRegion, year: Int, name: HolidayName, days: ClosedRange<CivilDate>,
    statutoryDays: [CivilDate] = [], workDays: [CivilDate] = [], notice: String? = nil,
    clauses: [HolidayClause] = []
  ) {
    self.init(
      region: region, year: year, name: name, daysOff: Array(days), statutoryDays: statutoryDays,
      workDays: workDays, notice: notice, clauses: clauses)
  }

  /// The clause of the notice that decides a day, if known.
  public func clause(on date: CivilDate) -> HolidayClause? { clauses.first { $0.days.contains(date) } }

  /// The first and last day off.
  public var span: ClosedRange<CivilDate> {
    // `daysOff` is never empty (the initialisers require it).
    (daysOff.first ?? .min)...(daysOff.last ?? .min)
  }

  /// Whether the days off form one unbroken block.
  public var isContiguous: Bool { daysOff.count == span.lowerBound.distance(to: span.upperBound) + 1 }

  /// Whether a day is one of the days off.
  public func isDayOff(_ date: CivilDate) -> Bool { daysOff.sortedContains(date) }

  /// Whether a day off of this holiday is statutory.
  public func isStatutory(_ date: CivilDate) -> Bool { statutoryDays.sortedContains(date) }

  /// Whether a day is one of the make-up working days.
  public func isWorkDay(_ date: CivilDate) -> Bool { workDays.sortedContains(date) }
}
