/// What kind of day a date is in a region's holiday table.
public enum DayStatus: Sendable, Hashable, Codable {
  /// An ordinary working day.
  case workday
  /// An ordinary weekend day.
  case weekend
  /// A day off of a holiday; `statutory` for the 法定 days, `false` for days swapped in (调休),
  /// substitute days and weekends inside the block.
  case holiday(HolidayName, statutory: Bool)
  /// A weekend day that is a working day because of the holiday's swap (补班 / 调休上班).
  case adjustedWorkday(for: HolidayName)

  /// Whether people work that day.
  public var isWorkday: Bool {
    switch self {
    case .workday, .adjustedWorkday: true
    case .weekend, .holiday: false
    }
  }

  /// The calendar badge: 休 on a holiday's day off, 班 on a make-up working day, else `nil`.
  @inlinable
  public var badge: DayBadge? {
    switch self {
    case .holiday(let name, _): .rest(name)
    case .adjustedWorkday(let name): .work(name)
    case .workday, .weekend: nil
    }
  }

  /// The holiday's name for `.holiday` and `.adjustedWorkday`.
  public var holidayName: HolidayName? {
    switch self {
    case .holiday(let name, _), .adjustedWorkday(let name): name
    case .workday, .weekend: nil
    }
  }

  /// Whether the day is a statutory day off (法定节假日).
  public var isStatutory: Bool {
    if case .holiday(_, true) = self { true } else { false }
  }

  /// What work on the day is paid, as a multiple of the ordinary wage, where Almanac cites the
  /// region's rule; `nil` elsewhere.
  ///
  /// Mainland China, by 劳动法 第四十四条 (see ``WageRule``): 3 on a statutory day off (法定休假日);
  /// 2 on another rest day (a weekend, or a day off swapped in by 调休) when no compensatory rest
  /// is given; 1 on a working day, a 补班 day included (overtime beyond the day's hours there is
  /// 1.5, by item (一)). Hong Kong and Taiwan: `nil` (their laws give a day in lieu or a different
  /// scheme, not one multiple per day).
  public func wageMultiplier(in region: HolidayRegion) -> Int? {
    WageRule.applies(in: region) ? WageRule.forStatus(self).multiplier : nil
  }

  /// The status's name in JSON: `workday`, `weekend`, `holiday`, `adjustedWorkday`.
  public var kind: String {
    switch self {
    case .workday: Kind.workday.rawValue
    case .weekend: Kind.weekend.rawValue
    case .holiday: Kind.holiday.rawValue
    case .adjustedWorkday: Kind.adjustedWorkday.rawValue
    }
  }

  /// The kinds' names: the one place they are spelled.
  private enum Kind: String {
    case workday, weekend, holiday, adjustedWorkday
  }
}

extension DayStatus {
  /// What the law alone says of a day without an arrangement, from a holiday table's law code
  /// (``HolidayTableStorage/lawStatutory`` and its kin), or `nil` for any other code.
  @inlinable
  package init?(lawCode code: UInt8, holiday: HolidayName?) {
    switch (code, holiday) {
    case (HolidayTableStorage.lawWorkday, _): self = .workday
    case (HolidayTableStorage.lawWeekend, _): self = .weekend
    case (HolidayTableStorage.lawStatutory, let name?): self = .holiday(name, statutory: true)
    case (HolidayTableStorage.lawHoliday, let name?): self = .holiday(name, statutory: false)
    default: return nil
    }
  }

  /// The status a holiday table's stored code means (the one place the codes are read).
  @inlinable
  package init?(code: UInt8, holiday: HolidayName?) {
    switch (code, holiday) {
    case (HolidayTableStorage.workday, _): self = .workday
    case (HolidayTableStorage.weekendDay, _): self = .weekend
    case (HolidayTableStorage.adjusted, let name?): self = .adjustedWorkday(for: name)
    case (HolidayTableStorage.holiday, let name?): self = .holiday(name, statutory: false)
    case (HolidayTableStorage.statutory, let name?): self = .holiday(name, statutory: true)
    default: return nil
    }
  }

  private enum CodingKeys: String, CodingKey {
    case kind, holiday, statutory
  }

  /// Decodes `{"kind":"holiday","holiday":{…},"statutory":true}`, `{"kind":"adjustedWorkday",
  /// "holiday":{…}}`, `{"kind":"workday"}` or `{"kind":"weekend"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    let holiday = try container.decodeIfPresent(HolidayName.self, forKey: .holiday)
    let statutory = try container.decodeIfPresent(Bool.self, forKey: .statutory) ?? false
    guard let status = DayStatus(kind: kind, holiday: holiday, statutory: statutory) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription:
          "\(QuotedInput.quoted(kind)) is not a day status (workday, weekend, holiday or adjustedWorkday with its holiday)"
      )
    }
    self = status
  }

  /// The status of a ``kind`` with its holiday name and, for a day off, whether it is statutory;
  /// `nil` for an unknown kind or a holiday kind without a name (the one place kinds are read).
  public init?(kind: String, holiday: HolidayName?, statutory: Bool = false) {
    switch (Kind(rawValue: kind), holiday) {
    case (.workday?, _): self = .workday
    case (.weekend?, _): self = .weekend
    case (.holiday?, let name?): self = .holiday(name, statutory: statutory)
    case (.adjustedWorkday?, let name?): self = .adjustedWorkday(for: name)
    default: return nil
    }
  }

  /// The `status` JSON writes for a day of which nothing is known: its year has no arrangement
  /// and the law gives no provisional answer (a year before the table's first, Hong Kong or
  /// Taiwan, a year past the law's).
  public static let notPublishedKind = "notPublished"

  /// What JSON's `status` and `provisional` mean, read back into the two statuses the library
  /// keeps: `status` is the day's status, the published arrangement's or, with `provisional`
  /// true, the law's (the same meaning in `day`, `month`, `holidays`, `export` and the server).
  /// JSON written before that meaning carried the law's answer in `provisionalStatus` beside a
  /// `notPublished` status (`earlierShape`), which is read the same.
  package static func split(_ status: DayStatus?, provisional: Bool, earlierShape: DayStatus?)
    -> (status: DayStatus?, provisional: DayStatus?)
  {
    if let earlierShape { return (nil, earlierShape) }
    return provisional ? (nil, status) : (status, nil)
  }

  /// Encodes the kind, and the holiday (and whether the day is statutory) where there is one.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    switch self {
    case .holiday(let name, let statutory):
      try container.encode(name, forKey: .holiday)
      try container.encode(statutory, forKey: .statutory)
    case .adjustedWorkday(let name): try container.encode(name, forKey: .holiday)
    case .workday, .weekend: break
    }
  }
}
