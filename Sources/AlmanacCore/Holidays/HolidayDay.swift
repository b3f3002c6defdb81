/// One arranged day of a holiday: a day off (statutory or moved there by 调休) or a make-up
/// working day (补班), with what work on it is paid. One line of `almanac holidays YYYY --json`,
/// one element of the server's `/v1/holidays/{year}`.
///
/// ```swift
/// let days = HolidayTable.mainlandChina.days(inYear: 2026)
/// days.first   // 2026-01-01 元旦, holiday, statutory, wage 3
/// ```
public struct HolidayDay: Sendable, Hashable {
  /// The day.
  public let date: CivilDate
  /// Its status: ``DayStatus/holiday(_:statutory:)`` or ``DayStatus/adjustedWorkday(for:)``.
  public let status: DayStatus
  /// What work on it is paid (``WageRule``), where the region has a rule Almanac cites.
  public let wageMultiplier: Int?
  /// Whether the day is the law's alone, its year's arrangement not yet published.
  public let isProvisional: Bool

  /// Creates a day.
  public init(date: CivilDate, status: DayStatus, wageMultiplier: Int?, isProvisional: Bool = false) {
    self.date = date
    self.status = status
    self.wageMultiplier = wageMultiplier
    self.isProvisional = isProvisional
  }

  /// The holiday's name.
  public var name: HolidayName? { status.holidayName }
}

extension HolidayDay: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, name, status, statutory, wage, provisional
  }

  /// Encodes `{"date":"2026-01-01","name":"元旦","status":"holiday","statutory":true,"wage":3,
  /// "provisional":false}`: the name in the encoder's ``CodingUserInfoKey/almanacNames``, every
  /// key always written (`wage` `null` where no rule is cited; `statutory` `false` on a make-up
  /// working day).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(name?.text(encoder.almanacNames.script), forKey: .name)
    try container.encode(status.kind, forKey: .status)
    try container.encode(status.isStatutory, forKey: .statutory)
    try container.encode(wageMultiplier, forKey: .wage)
    try container.encode(isProvisional, forKey: .provisional)
  }

  /// Decodes the shape ``encode(to:)`` writes; the name resolves as ``DayModel/init(from:)`` says.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .status)
    let name = try container.decode(String?.self, forKey: .name).map { KnownNames.holiday($0) }
    guard
      let status = DayStatus(
        kind: kind, holiday: name, statutory: try container.decode(Bool.self, forKey: .statutory))
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .status, in: container,
        debugDescription:
          "\(QuotedInput.quoted(kind)) is not a holiday day's status (holiday or adjustedWorkday, with its name)"
      )
    }
    self.init(
      date: try container.decode(CivilDate.self, forKey: .date), status: status,
      wageMultiplier: try container.decode(Int?.self, forKey: .wage),
      isProvisional: try container.decode(Bool.self, forKey: .provisional))
  }
}

extension HolidayTable {
  /// The arranged days of a year's holidays (every day off and make-up working day of the
  /// holidays the year's notice arranged), in date order; empty for a year without an
  /// arrangement.
  public func days(inYear year: Int) -> [HolidayDay] {
    var days: [HolidayDay] = []
    for holiday in holidays(inYear: year) {
      for day in holiday.daysOff {
        let status = DayStatus.holiday(holiday.name, statutory: holiday.isStatutory(day))
        days.append(HolidayDay(date: day, status: status, wageMultiplier: status.wageMultiplier(in: region)))
      }
      for day in holiday.workDays {
        let status = DayStatus.adjustedWorkday(for: holiday.name)
        days.append(HolidayDay(date: day, status: status, wageMultiplier: status.wageMultiplier(in: region)))
      }
    }
    return days.sorted { $0.date < $1.date }
  }

  /// The law's days of a year, provisional: what stands in for a year whose notice is not out.
  /// Mainland China's statutory days (2000–2099; 调休 waits for the notice), South Korea's
  /// 공휴일 and 대체공휴일 (2014–2099; 임시공휴일 and election days wait for the government);
  /// Vietnam's and Macau's days off by their rules, statutory where the law makes them so.
  /// Empty where no law applies.
  public func provisionalDays(inYear year: Int) -> [HolidayDay] {
    guard region == .mainlandChina else {
      guard let law = LawDays.of(region), law.years.contains(year) else { return [] }
      let last = CivilDate.dayNumber(year: year, month: 12, day: 31)
      var result: [HolidayDay] = []
      var index = law.position(atLeast: CivilDate.dayNumber(year: year, month: 1, day: 1))
      while index < law.days.count && law.days[index] <= last {
        if let date = CivilDate(daysSince1970: law.days[index]) {
          let status = DayStatus.holiday(
            law.names[Int(law.nameIndexes[index])], statutory: law.kind(at: index) == HolidayTableStorage.lawStatutory)
          result.append(
            HolidayDay(
              date: date, status: status, wageMultiplier: status.wageMultiplier(in: region), isProvisional: true))
        }
        index += 1
      }
      return result
    }
    return StatutoryHolidayRules.holidays(in: year).map { day in
      let status = DayStatus.holiday(day.name, statutory: true)
      return HolidayDay(
        date: day.date, status: status, wageMultiplier: status.wageMultiplier(in: region), isProvisional: true
      )
    }
  }
}

/// The working days of a span and the days that made the count what it is: what
/// `almanac workdays FROM TO --json` prints and the server's `/v1/workdays` answers.
public struct WorkdayCount: Sendable, Hashable, Codable {
  /// The first day counted.
  public let from: CivilDate
  /// The last day counted.
  public let to: CivilDate
  /// The table's region.
  public let region: HolidayRegion
  /// The days of the span.
  public let days: Int
  /// The working days among them.
  public let workdays: Int
  /// The days off of holidays in the span.
  public let holidays: [CivilDate]
  /// The make-up working days in the span.
  public let adjustedWorkdays: [CivilDate]
  /// What was assumed of days without an arrangement, if anything.
  public let assumed: HolidayAssumption?
  /// The days the assumption decided (the law's days off), when one was made.
  public let provisional: [CivilDate]?
  /// The overlays' days in the span, counted as they say; `nil` (and absent from JSON) for a
  /// table without overlays.
  public let overlayDays: [OverlayDay]?

  /// Creates a count.
  public init(
    from: CivilDate, to: CivilDate, region: HolidayRegion, days: Int, workdays: Int, holidays: [CivilDate],
    adjustedWorkdays: [CivilDate], assumed: HolidayAssumption?, provisional: [CivilDate]?,
    overlayDays: [OverlayDay]? = nil
  ) {
    self.overlayDays = overlayDays
    self.from = from
    self.to = to
    self.region = region
    self.days = days
    self.workdays = workdays
    self.holidays = holidays
    self.adjustedWorkdays = adjustedWorkdays
    self.assumed = assumed
    self.provisional = provisional
  }
}

extension HolidayTable {
  /// The working days of `from...through` with the arranged days behind the count.
  ///
  /// - Throws: ``HolidayTableError`` as ``workdays(from:through:assuming:)`` does.
  public func workdayCount(
    from start: CivilDate, through end: CivilDate, assuming assumption: HolidayAssumption? = nil
  ) throws(HolidayTableError) -> WorkdayCount {
    let total = try workdays(from: start, through: end, assuming: assumption)
    var holidays: [CivilDate] = []
    var adjusted: [CivilDate] = []
    var provisional: [CivilDate] = []
    for day in arrangedDays(from: start, through: end, assuming: assumption) {
      switch day.status {
      case .holiday: holidays.append(day.date)
      case .adjustedWorkday: adjusted.append(day.date)
      case .workday, .weekend: break
      }
      if day.isProvisional { provisional.append(day.date) }
    }
    let overlays = overlayLayer.map { _ in overlayDays(from: start, through: end) }
    return WorkdayCount(
      from: start, to: end, region: region, days: start.distance(to: end) + 1, workdays: total,
      holidays: holidays,
      adjustedWorkdays: adjusted, assumed: assumption, provisional: assumption == nil ? nil : provisional,
      overlayDays: overlays)
  }
}
