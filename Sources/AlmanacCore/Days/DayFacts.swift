/// Everything Almanac knows about one day, decided in one place: what `almanac day` prints, what
/// `almanac day --json` and the server's `/v1/days/{date}` write (its `Codable` form), and what an
/// app shows on a day's detail screen.
///
/// ```swift
/// let facts = DayFacts(date: CivilDate("2026-10-01")!)
/// facts.lunar.text           // "八月廿一"
/// facts.status               // .holiday(国庆节, statutory: true)
/// facts.statutoryRule?.item  // "（三）国庆节，放假3天（10月1日、2日、3日）"
/// facts.wageMultiplier       // 3
/// ```
///
/// The holiday facts come from the table a page of the same calendar shows
/// (``HolidayTable/defaultTable(for:)``: CN on the Chinese calendar, none on the Korean and
/// Vietnamese ones unless a table is given), so a day and its month page never disagree.
public struct DayFacts: Sendable, Hashable {
  /// The day.
  public let date: CivilDate
  /// The lunar date in ``calendar``.
  public let lunar: LunarDate
  /// The lunisolar calendar of ``lunar`` and of the festivals.
  public let calendar: LunarCalendar.Variant
  /// The solar term that begins on the day, with its instant.
  public let solarTerm: SolarTermEvent?
  /// The Moon's principal phase (朔, 上弦, 望, 下弦) whose instant falls on the day in Beijing
  /// time, or `nil` (a function of the date: ``MoonPhases/phase(on:)``).
  public var moonPhase: MoonPhaseEvent? { MoonPhases.phase(on: date) }
  /// The festivals on the day, in catalog order (the calendar's catalog).
  public let festivals: [Festival]
  /// The 干支 of the day in both conventions of the year and month.
  public let pillars: DayPillars
  /// The 黄历 layer independent almanacs agree on: 建除 officer, 十二天神 spirit and its 黄道/黑道
  /// path, 冲 and 煞, from the day and month pillars.
  public var huangli: Huangli { Huangli(day: pillars.day, month: pillars.month) }
  /// The region of the holiday table consulted, or `nil` when none was.
  public let region: HolidayRegion?
  /// The day's status in the table, or `nil` when its year has no arrangement (or no table).
  public let status: DayStatus?
  /// What the law alone says of a day of a year not yet published (mainland China), or `nil`.
  public let provisionalStatus: DayStatus?
  /// The item of the law that makes a statutory day off statutory, where Almanac cites one
  /// (mainland China, 2000–2099); `nil` for a one-off day the notice itself made statutory.
  public let statutoryRule: StatutoryRule?
  /// What work on the day is paid, as a multiple of the ordinary wage (``WageRule``), where the
  /// region has a rule Almanac cites and the day's status (or the law's answer) is known.
  public let wageMultiplier: Int?
  /// The sentence of the notice that made the day what it is.
  public let clause: HolidayClause?
  /// The notice that arranged the day's holiday (title and number).
  public let notice: String?
  /// Whether the region's exchange trades on the day (``TradingCalendar``): SSE and SZSE for
  /// mainland China's table, HKEX for Hong Kong's; `nil` for another region or a year without an
  /// arrangement.
  public let isTradingDay: Bool?
  /// The exchange's notice when it closed on a working day (除夕 2024) or traded one session only
  /// (HKEX: `半日市: the morning session only`, or the notice of a severe-weather morning), else `nil`.
  public let marketClosure: String?
  /// The seasonal periods the day falls in: 数九 (`三九第4天`) in winter, 三伏 (`中伏第12天`) in
  /// summer, none between (``SeasonalPeriod``).
  public let seasons: [SeasonalDay]
  /// The pentad (候) of the seventy-two the day falls in: 冬至二候 麋角解 (``Pentad``).
  public let pentad: PentadDay?
  /// The 时辰 and 八字 of a time of the day, for facts made with ``init(time:lateZi:calendar:holidays:)``;
  /// `nil` for a day.
  public let hour: HourFacts?
  /// The day an overlay laid over the table decides (an organisation's own day off, half day or
  /// working day), shown beside the official ``status``, which it never changes; `nil` without.
  public let overlay: OverlayDay?
  /// The half of the day a government gives its staff off while the day stays a working day
  /// (Macau's afternoons of 農曆除夕 and 除夕: ``HolidayTable/halfDaysOff(inYear:)``), or `nil`.
  public let halfDayOff: HalfDayOff?

  /// The facts of `date` on a calendar, with the holidays of the table a page of that calendar
  /// shows (``HolidayTable/defaultTable(for:)``: CN on the Chinese calendar, none on the Korean
  /// and Vietnamese ones).
  public init(date: CivilDate, calendar: LunarCalendar = .chinese) {
    self.init(date: date, hour: nil, calendar: calendar, holidays: HolidayTable.defaultTable(for: calendar))
  }

  /// The facts of `date` on a calendar, with the holidays of `table` (`nil`: no holiday facts).
  public init(date: CivilDate, calendar: LunarCalendar = .chinese, holidays table: HolidayTable?) {
    self.init(date: date, hour: nil, calendar: calendar, holidays: table)
  }

  /// The facts of a time of day in Beijing: its day's facts (with the calendar's default table,
  /// as ``init(date:calendar:)``), with the 时辰 and the 八字 in the convention chosen for
  /// 23:00–24:00 (``hour``; `nil` outside ``SolarTerm/supportedYears``).
  public init(time: BeijingTime, lateZi: LateZiHour, calendar: LunarCalendar = .chinese) {
    self.init(
      date: time.date, hour: HourFacts(time: time, lateZi: lateZi), calendar: calendar,
      holidays: HolidayTable.defaultTable(for: calendar))
  }

  /// The facts of a time of day in Beijing with the holidays of `table` (`nil`: none).
  public init(time: BeijingTime, lateZi: LateZiHour, calendar: LunarCalendar = .chinese, holidays table: HolidayTable?) {
    self.init(
      date: time.date, hour: HourFacts(time: time, lateZi: lateZi), calendar: calendar, holidays: table)
  }

  private init(date: CivilDate, hour: HourFacts?, calendar: LunarCalendar, holidays table: HolidayTable?) {
    self.hour = hour
    self.date = date
    let lunar = calendar.lunarDate(for: date)
    self.lunar = lunar
    self.calendar = calendar.variant
    solarTerm = SolarTerm.on(date).flatMap { try? $0.event(in: date.year) }
    festivals = FestivalCatalog.forCalendar(calendar).festivals(on: date, lunar: lunar, calendar: calendar)
    seasons = SeasonalPeriod.day(on: date)
    pentad = Pentad.day(on: date)
    pillars = DayPillars(date: date, lunar: lunar)
    region = table?.region
    overlay = table?.overlayDay(on: date)
    halfDayOff = table?.halfDayOff(on: date)
    let status = try? table?.status(on: date)
    self.status = status
    let provisional = status == nil ? table?.provisionalStatus(on: date) : nil
    provisionalStatus = provisional
    let known = status ?? provisional
    wageMultiplier = WageRule.multiplier(
      status: status, provisional: provisional, paysByLaw: table.map { WageRule.applies(in: $0.region) } ?? false)
    let holiday = status == nil ? nil : table?.holiday(on: date)
    clause = holiday?.clause(on: date)
    notice = holiday?.notice
    statutoryRule =
      known?.isStatutory == true && table?.region == .mainlandChina
      ? StatutoryHolidayRules.rule(on: date) : nil
    // SSE and SZSE follow CN's confirmed status, HKEX HK's (a year not yet published has no
    // known sessions).
    let market = TradingCalendar.Market.of(table?.region)
    if let market, let status {
      let closure = TradingCalendar.closure(on: date, status: status, market: market)
      isTradingDay = closure == nil
      if case .exchange(let notice)? = closure {
        marketClosure = notice
      } else if closure == nil, TradingCalendar.session(onTradingDay: date, market: market) != .full {
        // HKEX's one-session days: the half day, or the afternoon after severe weather.
        marketClosure = TradingCalendar.partialDayNotice(on: date, market: market) ?? "半日市: the morning session only"
      } else {
        marketClosure = nil
      }
    } else {
      isTradingDay = nil
      marketClosure = nil
    }
  }

  /// Creates facts from their parts (what decoding uses).
  public init(
    date: CivilDate, lunar: LunarDate, calendar: LunarCalendar.Variant, solarTerm: SolarTermEvent?,
    festivals: [Festival], pillars: DayPillars, region: HolidayRegion?, status: DayStatus?,
    provisionalStatus: DayStatus?, statutoryRule: StatutoryRule?, wageMultiplier: Int?,
    clause: HolidayClause?, notice: String?, isTradingDay: Bool? = nil, marketClosure: String? = nil,
    seasons: [SeasonalDay] = [], pentad: PentadDay? = nil, hour: HourFacts? = nil, overlay: OverlayDay? = nil,
    halfDayOff: HalfDayOff? = nil
  ) {
    self.overlay = overlay
    self.halfDayOff = halfDayOff
    self.date = date
    self.lunar = lunar
    self.calendar = calendar
    self.solarTerm = solarTerm
    self.festivals = festivals
    self.pillars = pillars
    self.region = region
    self.status = status
    self.provisionalStatus = provisionalStatus
    self.statutoryRule = statutoryRule
    self.wageMultiplier = wageMultiplier
    self.clause = clause
    self.notice = notice
    self.isTradingDay = isTradingDay
    self.marketClosure = marketClosure
    self.seasons = seasons
    self.pentad = pentad
    self.hour = hour
  }

  /// The day of the week.
  public var weekday: Weekday { date.weekday }
  /// Whether the holiday facts are provisional: the year is not yet published and the law's
  /// answer (``provisionalStatus``) stands in.
  public var isProvisional: Bool { status == nil && provisionalStatus != nil }
  /// The status known, confirmed or provisional.
  public var knownStatus: DayStatus? { status ?? provisionalStatus }
  /// Whether the day is a statutory day off, confirmed or provisional; `nil` when unknown.
  public var isStatutory: Bool? { knownStatus?.isStatutory }
  /// Whether a statutory day off is statutory by its notice alone, not by an item of the law
  /// (2015-09-03, the 70th anniversary of victory in the War of Resistance).
  public var isStatutoryByNotice: Bool {
    status?.isStatutory == true && statutoryRule == nil && clause != nil
  }
  /// The 休 / 班 / 预 badge of the official status (a page shows an overlay's own badge,
  /// ``OverlayDay/badgeText``, in its place).
  public var badge: DayBadge? { DayBadge.of(status: status, provisional: provisionalStatus) }
  /// Whether people work on the day: an overlay's day as it says, else the official status;
  /// `nil` when neither is known.
  public var isWorkday: Bool? { overlay?.isWorkday ?? knownStatus?.isWorkday }
  /// The part of the day the region's exchange trades: `full`, or on HKEX's one-session days
  /// `morning` (半日市) or `afternoon`; `nil` when it does not trade or the region has none.
  public var tradingSession: TradingCalendar.Session? {
    guard isTradingDay == true, let market = TradingCalendar.Market.of(region) else { return nil }
    return TradingCalendar.session(onTradingDay: date, market: market)
  }
  /// The pay rule that applies, where ``wageMultiplier`` is known.
  public var wageRule: WageRule? { wageMultiplier == nil ? nil : knownStatus.map(WageRule.forStatus) }
}

/// The 干支 of a day in both conventions: the 八字 pillars (the year from 立春, the month from the
/// 节, which go together) and the lunar calendar's (the year from 正月初一, the month by the lunar
/// month, as calendars print them).
public struct DayPillars: Sendable, Hashable, Codable {
  /// The year pillar from 立春 (2026-02-04 is already 丙午).
  public let year: StemBranch
  /// The month pillar from the 节 (2026-02-04 is 庚寅).
  public let month: StemBranch
  /// The day pillar.
  public let day: StemBranch
  /// The lunar year's 干支, from 正月初一 (2026-02-16 is still 乙巳).
  public let lunarYear: StemBranch
  /// The lunar month's 干支 by 五虎遁 (a leap month takes its ordinary month's).
  public let lunarMonth: StemBranch

  /// The pillars of a day whose Chinese lunar date is `lunar`. Outside the solar terms' years,
  /// the year and month pillars fall back to the lunar ones.
  public init(date: CivilDate, lunar: LunarDate) {
    lunarYear = lunar.stemBranch
    lunarMonth = StemBranch(lunarYear: lunar.year, month: lunar.month)
    year = StemBranch(yearContaining: date, startingAt: .startOfSpring) ?? lunarYear
    month = DayPillars.month(of: date, lunar: lunarMonth)
    day = StemBranch(day: date)
  }

  /// The month pillar of a day: from the 节, or the lunar month's (`lunar`, asked only then)
  /// outside the solar terms' years. The one place that choice is made (the pillars, the 黄历).
  package static func month(of date: CivilDate, lunar: @autoclosure () -> StemBranch) -> StemBranch {
    StemBranch(monthContaining: date) ?? lunar()
  }

  /// Creates pillars from their parts.
  public init(
    year: StemBranch, month: StemBranch, day: StemBranch, lunarYear: StemBranch, lunarMonth: StemBranch
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.lunarYear = lunarYear
    self.lunarMonth = lunarMonth
  }
}
