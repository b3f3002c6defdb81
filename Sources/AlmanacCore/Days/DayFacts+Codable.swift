extension DayFacts: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, weekday, calendar, lunar, solarTerm, solarTermInstant, moonPhase, moonPhaseInstant, festivals, stemBranch
    case huangli, region
    case status
    case provisional, provisionalStatus, isWorkday, holiday, statutory, statutoryRule, wage, clause, notice
    case tradingDay, isTradingDay, tradingSession, marketClosure, seasons, pentad, hour, overlay, halfDay
  }

  private enum SeasonKeys: String, CodingKey {
    case period, name, part, index, day, days, text
  }

  private enum PentadKeys: String, CodingKey {
    case term, index, name, day, days, text
  }

  private enum HourKeys: String, CodingKey {
    case time, doubleHour, name, start, end, eightChar, startOfSpring, monthTerm, monthTermInstant
  }

  private enum EightCharKeys: String, CodingKey {
    case year, month, day, hour, lateZi
  }

  private enum PillarKeys: String, CodingKey {
    case year, month, day, yearStart, lunarYear, lunarMonth
  }

  private enum HalfDayKeys: String, CodingKey {
    case part, name
  }

  /// Writes the facts as one JSON object, the shape `almanac day --json` prints and the server's
  /// `/v1/days/{date}` answers (schema: `docs/schemas/day-facts.json`). Keys, all always
  /// written (`null` when not known): `date`, `weekday`, `calendar`, `lunar`, `solarTerm`,
  /// `solarTermInstant` (Beijing time), `moonPhase` (朔, 上弦, 望 or 下弦, `Full Moon` in English)
  /// and `moonPhaseInstant` (Beijing time), `festivals`, `stemBranch` (`year` and `month` from 立春
  /// and the 节 with `yearStart` `startOfSpring`, `day`, `lunarYear` and `lunarMonth` from the
  /// lunar calendar), `huangli` (`officer` 建除 such as `闭`, `spirit` 十二天神 such as `金匮`,
  /// `path` `yellow` (黄道) or `black`, `clash` the pillar the day clashes with such as `甲辰`,
  /// `clashZodiac` such as `龙`, `sha` the 煞's direction `north`, `east`, `south` or `west`;
  /// derived from the pillars, so a decoder reads it from them), `region` (the table consulted, or `null`), `status` (the day's status:
  /// the published arrangement's, or the law's when `provisional` is `true`; `notPublished` when
  /// neither is known; `null` without a table), `provisional`, `isWorkday` (whether the day is
  /// worked: a 补班 Saturday is, a holiday is not; an overlay's say counts), `holiday`, `statutory`, `statutoryRule` (`law`, `article`, `item`, `holiday`), `wage`,
  /// `clause`, `notice`, `tradingDay` and `isTradingDay` (the same: whether the region's exchange
  /// trades; `tradingDay` is its first name), `tradingSession` (`full`, `morning` on HKEX's 半日市,
  /// `afternoon`, or `null`), `marketClosure`, `seasons` (the seasonal periods the day
  /// falls in: `period` key, `name`, `part`, `index`, `day`, `days`, `text` such as `三九第4天`),
  /// `pentad` (`term`, `index` 1–3, `name` such as `麋角解`, `day`, `days`, `text`; `null` outside
  /// the solar terms' years), `hour` (for a time of day, else `null`: `time` in Beijing time,
  /// `doubleHour` its branch, `name` such as `寅时`, `start` and `end` (`03:00`, `05:00`),
  /// `eightChar` (`year`, `month`, `day`, `hour` pillars and the `lateZi` convention, `nextDay` or
  /// `sameDay`), `startOfSpring` (the 立春 instant the year pillar turns at), `monthTerm` and
  /// `monthTermInstant` (the 节 that began the month pillar)), `overlay` (the day an overlay
  /// decides: `date`, `kind` `dayOff`, `halfDay` or `workday`, `name`, `overlay`, `label`; else
  /// `null`), `halfDay` (the half of a working day a government gives its staff off, Macau's
  /// afternoons: `part` `afternoon` or `morning`, `name` such as `除夕（下午）`; else `null`).
  /// Names are in the encoder's ``CodingUserInfoKey/almanacNames``.
  public func encode(to encoder: any Encoder) throws {
    let names = encoder.almanacNames
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(weekday, forKey: .weekday)
    try container.encode(calendar, forKey: .calendar)
    try container.encode(lunar, forKey: .lunar)
    try container.encode(solarTerm.map { $0.term.name(in: names) }, forKey: .solarTerm)
    try container.encode(solarTerm?.beijingTimeText, forKey: .solarTermInstant)
    let moon = moonPhase
    try container.encode(moon.map { names.name($0.phase) }, forKey: .moonPhase)
    try container.encode(moon?.beijingTimeText, forKey: .moonPhaseInstant)
    try container.encode(festivals.map { names.name($0.name) }, forKey: .festivals)
    var pillars = container.nestedContainer(keyedBy: PillarKeys.self, forKey: .stemBranch)
    try pillars.encode(self.pillars.year, forKey: .year)
    try pillars.encode(self.pillars.month, forKey: .month)
    try pillars.encode(self.pillars.day, forKey: .day)
    try pillars.encode(StemBranchYearStart.startOfSpring, forKey: .yearStart)
    try pillars.encode(self.pillars.lunarYear, forKey: .lunarYear)
    try pillars.encode(self.pillars.lunarMonth, forKey: .lunarMonth)
    try container.encode(HuangliJSON(huangli, names: names), forKey: .huangli)
    try container.encode(region, forKey: .region)
    try container.encode(
      region == nil ? nil : knownStatus?.kind ?? DayStatus.notPublishedKind, forKey: .status)
    try container.encode(isProvisional, forKey: .provisional)
    try container.encode(isWorkday, forKey: .isWorkday)
    try container.encode(knownStatus?.holidayName.map(names.name), forKey: .holiday)
    try container.encode(isStatutory, forKey: .statutory)
    try container.encode(statutoryRule, forKey: .statutoryRule)
    try container.encode(wageMultiplier, forKey: .wage)
    try container.encode(clause?.text, forKey: .clause)
    try container.encode(notice, forKey: .notice)
    try container.encode(isTradingDay, forKey: .tradingDay)
    try container.encode(isTradingDay, forKey: .isTradingDay)
    try container.encode(tradingSession, forKey: .tradingSession)
    try container.encode(marketClosure, forKey: .marketClosure)
    var seasons = container.nestedUnkeyedContainer(forKey: .seasons)
    for season in self.seasons {
      var object = seasons.nestedContainer(keyedBy: SeasonKeys.self)
      try object.encode(season.period, forKey: .period)
      try object.encode(season.periodName.text(names.script), forKey: .name)
      try object.encode(season.part.text(names.script), forKey: .part)
      try object.encode(season.index, forKey: .index)
      try object.encode(season.day, forKey: .day)
      try object.encode(season.days, forKey: .days)
      try object.encode(season.text(names.script), forKey: .text)
    }
    if let pentad {
      var object = container.nestedContainer(keyedBy: PentadKeys.self, forKey: .pentad)
      try object.encode(pentad.pentad.term.name(in: names), forKey: .term)
      try object.encode(pentad.pentad.index, forKey: .index)
      try object.encode(pentad.pentad.name.text(names.script), forKey: .name)
      try object.encode(pentad.day, forKey: .day)
      try object.encode(pentad.days, forKey: .days)
      try object.encode(pentad.text(names.script), forKey: .text)
    } else {
      try container.encodeNil(forKey: .pentad)
    }
    if let hour {
      var object = container.nestedContainer(keyedBy: HourKeys.self, forKey: .hour)
      try object.encode(hour.time, forKey: .time)
      try object.encode(hour.doubleHour.branch.character, forKey: .doubleHour)
      try object.encode(hour.doubleHour.text(names.script), forKey: .name)
      try object.encode(hour.doubleHour.clockSpan.start, forKey: .start)
      try object.encode(hour.doubleHour.clockSpan.end, forKey: .end)
      var pillars = object.nestedContainer(keyedBy: EightCharKeys.self, forKey: .eightChar)
      try pillars.encode(hour.pillars.year, forKey: .year)
      try pillars.encode(hour.pillars.month, forKey: .month)
      try pillars.encode(hour.pillars.day, forKey: .day)
      try pillars.encode(hour.pillars.hour, forKey: .hour)
      try pillars.encode(hour.pillars.lateZi, forKey: .lateZi)
      try object.encode(hour.startOfSpring?.beijingTimeText, forKey: .startOfSpring)
      try object.encode(hour.monthTerm.map { $0.term.name(in: names) }, forKey: .monthTerm)
      try object.encode(hour.monthTerm?.beijingTimeText, forKey: .monthTermInstant)
    } else {
      try container.encodeNil(forKey: .hour)
    }
    try container.encode(overlay, forKey: .overlay)
    if let halfDayOff {
      var object = container.nestedContainer(keyedBy: HalfDayKeys.self, forKey: .halfDay)
      try object.encode(halfDayOff.part, forKey: .part)
      try object.encode(halfDayOff.fullName.text(names.script), forKey: .name)
    } else {
      try container.encodeNil(forKey: .halfDay)
    }
  }

  /// Reads facts back from the shape ``encode(to:)`` writes; names in any script or English
  /// resolve as ``DayModel/init(from:)`` says. A clause decodes as deciding this day only (JSON
  /// carries its words, not its other days).
  ///
  /// - Throws: `DecodingError` for a missing key, an unknown calendar, festival, term, status or
  ///   seasonal period or pentad (a missing `seasons`, `pentad`, `hour`, `overlay` or `halfDay`
  ///   reads as none: JSON written before they existed). A `halfDay` is Macau's half day of the
  ///   date when it has one, else a half day of the name as written. An `hour` is read by its `time` and `lateZi` and its facts
  ///   computed again (the pillars follow from them).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var seasons: [SeasonalDay] = []
    if container.contains(.seasons), try !container.decodeNil(forKey: .seasons) {
      var list = try container.nestedUnkeyedContainer(forKey: .seasons)
      while !list.isAtEnd {
        let object = try list.nestedContainer(keyedBy: SeasonKeys.self)
        let key = try object.decode(String.self, forKey: .period)
        let index = try object.decode(Int.self, forKey: .index)
        guard let period = SeasonalPeriod.all.first(where: { $0.key == key }),
          period.parts.indices.contains(index - 1)
        else {
          throw DecodingError.dataCorruptedError(
            forKey: .index, in: object,
            debugDescription: "\(QuotedInput.quoted(key)) part \(index) is not a seasonal period's part")
        }
        seasons.append(
          SeasonalDay(
            period: key, periodName: period.name, part: period.parts[index - 1].name, index: index,
            day: try object.decode(Int.self, forKey: .day), days: try object.decode(Int.self, forKey: .days)))
      }
    }
    var pentad: PentadDay?
    if container.contains(.pentad), try !container.decodeNil(forKey: .pentad) {
      let object = try container.nestedContainer(keyedBy: PentadKeys.self, forKey: .pentad)
      let name = try object.decode(String.self, forKey: .term)
      let index = try object.decode(Int.self, forKey: .index)
      guard let term = SolarTerm(name: name), (1...3).contains(index) else {
        throw DecodingError.dataCorruptedError(
          forKey: .index, in: object,
          debugDescription: "\(QuotedInput.quoted(name)) pentad \(index) is not one of a term's three pentads"
        )
      }
      pentad = PentadDay(
        pentad: Pentad.all[term.rawValue * 3 + index - 1],
        day: try object.decode(Int.self, forKey: .day),
        days: try object.decode(Int.self, forKey: .days))
    }
    var hour: HourFacts?
    if container.contains(.hour), try !container.decodeNil(forKey: .hour) {
      let object = try container.nestedContainer(keyedBy: HourKeys.self, forKey: .hour)
      let time = try object.decode(BeijingTime.self, forKey: .time)
      let pillars = try object.nestedContainer(keyedBy: EightCharKeys.self, forKey: .eightChar)
      let lateZi = try pillars.decode(LateZiHour.self, forKey: .lateZi)
      guard let facts = HourFacts(time: time, lateZi: lateZi) else {
        throw DecodingError.dataCorruptedError(
          forKey: .time, in: object, debugDescription: "\(time) is outside the years of the solar terms")
      }
      hour = facts
    }
    let date = try container.decode(CivilDate.self, forKey: .date)
    let calendar = try container.decode(LunarCalendar.Variant.self, forKey: .calendar)
    let festivals = try container.decodeFestivals(forKey: .festivals, calendar: calendar)
    var term: SolarTermEvent?
    if let name = try container.decode(String?.self, forKey: .solarTerm) {
      guard let found = SolarTerm(name: name),
        let instant = try container.decode(String?.self, forKey: .solarTermInstant),
        let seconds = SolarTermEvent.seconds(fromISO8601: instant)
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .solarTerm, in: container,
          debugDescription:
            "\(QuotedInput.quoted(name)) with its solarTermInstant is not a solar term's event")
      }
      term = SolarTermEvent(term: found, year: date.year, secondsSince1970: seconds)
    }
    let pillars = try container.nestedContainer(keyedBy: PillarKeys.self, forKey: .stemBranch)
    let region = try container.decode(HolidayRegion?.self, forKey: .region)
    let holiday = try container.decode(String?.self, forKey: .holiday).map { KnownNames.holiday($0, region: region) }
    let statutory = try container.decode(Bool?.self, forKey: .statutory) ?? false
    func status(_ key: CodingKeys) throws -> DayStatus? {
      try container.decodeStatus(
        kind: container.decode(String?.self, forKey: key), forKey: key, holiday: holiday, statutory: statutory
      )
    }
    let statuses = DayStatus.split(
      try status(.status), provisional: try container.decodeIfPresent(Bool.self, forKey: .provisional) ?? false,
      earlierShape: try container.contains(.provisionalStatus) ? status(.provisionalStatus) : nil)
    self.init(
      date: date, lunar: try container.decode(LunarDate.self, forKey: .lunar),
      calendar: calendar, solarTerm: term,
      festivals: festivals,
      pillars: DayPillars(
        year: try pillars.decode(StemBranch.self, forKey: .year),
        month: try pillars.decode(StemBranch.self, forKey: .month),
        day: try pillars.decode(StemBranch.self, forKey: .day),
        lunarYear: try pillars.decode(StemBranch.self, forKey: .lunarYear),
        lunarMonth: try pillars.decode(StemBranch.self, forKey: .lunarMonth)),
      region: region, status: statuses.status,
      provisionalStatus: statuses.provisional,
      statutoryRule: try container.decode(StatutoryRule?.self, forKey: .statutoryRule),
      wageMultiplier: try container.decode(Int?.self, forKey: .wage),
      clause: try container.decode(String?.self, forKey: .clause).map {
        HolidayClause(text: $0, days: [date])
      },
      notice: try container.decode(String?.self, forKey: .notice),
      isTradingDay: try container.decodeIfPresent(Bool?.self, forKey: .isTradingDay)
        ?? container.decode(Bool?.self, forKey: .tradingDay),
      marketClosure: try container.decode(String?.self, forKey: .marketClosure), seasons: seasons,
      pentad: pentad, hour: hour,
      // Absent in JSON written before overlays existed: none.
      overlay: try container.decodeIfPresent(OverlayDay.self, forKey: .overlay),
      halfDayOff: try Self.decodeHalfDay(container, date: date, region: region))
  }

  /// The `halfDay` object (absent or `null`: none): the rules' half day of the date where they
  /// give one of that part, else one named as written.
  private static func decodeHalfDay(
    _ container: KeyedDecodingContainer<CodingKeys>, date: CivilDate, region: HolidayRegion?
  ) throws -> HalfDayOff? {
    guard container.contains(.halfDay), try !container.decodeNil(forKey: .halfDay) else { return nil }
    let object = try container.nestedContainer(keyedBy: HalfDayKeys.self, forKey: .halfDay)
    let part = try object.decode(HalfDayOff.Part.self, forKey: .part)
    let name = try object.decode(String.self, forKey: .name)
    if region == .macau,
      let known = MacauHolidayRules.afternoonsOff(in: date.year).first(where: { $0.date == date && $0.part == part })
    {
      return known
    }
    // The name as written carries the half (`除夕（下午）`); the value holds the day's name.
    var base = name
    let suffixes = part.suffixes
    for suffix in [suffixes.chinese, suffixes.english, suffixes.portuguese] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
    }
    return HalfDayOff(date: date, name: HolidayName(zhHans: base), part: part, region: region ?? .macau)
  }
}
