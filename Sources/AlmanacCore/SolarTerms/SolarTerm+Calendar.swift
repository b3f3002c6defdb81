extension SolarTerm {
  /// The years for which terms are given: the engine's theories (VSOP87, ELP-2000/82) and its ΔT
  /// model keep the dates trustworthy here; 1900...2100 come from the built-in table.
  public static let supportedYears = 1000...3000

  /// The term that falls on a day (Beijing time), or `nil` when none does or the day's year is
  /// outside ``supportedYears``.
  ///
  /// - Complexity: O(1): one table load for 1900...2100; outside it the year's terms are
  ///   computed once and cached.
  public static func on(_ date: CivilDate) -> SolarTerm? { on(dayNumber: date.daysSince1970) }

  /// The term on a day given by its day number: the table's single load, else the engine.
  @inline(__always)
  static func on(dayNumber: Int) -> SolarTerm? {
    if let entry = SolarTermTable.shared.entry(dayNumber: dayNumber) {
      return entry & 0x80 != 0 ? SolarTerm(rawValue: Int(entry & 0x1F)) : nil
    }
    guard let date = CivilDate(daysSince1970: dayNumber) else { return nil }
    return (try? events(in: date.year))?.first { $0.date == date }?.term
  }

  /// The term in force on a day: the latest one that began on or before it (立春 from its day
  /// until the day before 雨水), or `nil` outside ``supportedYears``.
  public static func inForce(on date: CivilDate) -> SolarTermEvent? {
    if let (term, year) = inForceInTable(date) { return try? term.event(in: year) }
    return previous(onOrBefore: date)
  }

  /// The term in force on a day of the table and its year, or `nil` outside the table.
  private static func inForceInTable(_ date: CivilDate) -> (term: SolarTerm, year: Int)? {
    guard let entry = SolarTermTable.shared.entry(dayNumber: date.daysSince1970) else { return nil }
    let term = SolarTerm(rawValue: Int(entry & 0x1F)) ?? .minorCold
    // 冬至 in force in early January belongs to the year before.
    return (term, term == .winterSolstice && date.month == 1 ? date.year - 1 : date.year)
  }

  /// The instant of this term in a Gregorian year (seconds since 1970, UTC): one read inside the
  /// table, else the engine's (cached) year; `nil` outside ``supportedYears``.
  func instant(in year: Int) -> Double? {
    if let instant = SolarTermTable.shared.instant(of: self, year: year) { return Double(instant) }
    return (try? event(in: year))?.secondsSince1970
  }

  /// The Beijing day number of this term in a Gregorian year: one read inside the table, else
  /// the engine's (cached) year; `nil` outside ``supportedYears``.
  func dayNumber(in year: Int) -> Int? {
    SolarTermTable.shared.dayNumber(of: self, year: year)
      ?? (try? event(in: year)).map { $0.date.daysSince1970 }
  }

  /// The term in force on a day and the Gregorian year it belongs to, without making a year's
  /// events inside the table (冬至 in force in early January is the year before's).
  static func termInForce(on date: CivilDate) -> (term: SolarTerm, year: Int)? {
    inForceInTable(date) ?? previous(onOrBefore: date).map { ($0.term, $0.year) }
  }

  /// The month a sectional term (节) opens, counted from 寅 = 1: 立春 (2) opens 1, 惊蛰 2 …
  /// 大雪 (22) 11 (子), 小寒 (0) 12 (丑); a principal term gives its 节's month.
  var pillarMonth: Int { (rawValue / 2 + 11) % 12 + 1 }

  /// This term's occurrence in a Gregorian year.
  ///
  /// - Throws: ``SolarTermError/yearOutOfRange(_:)`` outside ``supportedYears``.
  public func event(in year: Int) throws(SolarTermError) -> SolarTermEvent {
    try SolarTerm.events(in: year)[rawValue]
  }

  /// The Beijing date of the term in a year: a table read for 1900...2100, else ``event(in:)``'s.
  func beijingDate(in year: Int) -> CivilDate? {
    if let day = SolarTermTable.shared.dayNumber(of: self, year: year) {
      return CivilDate(daysSince1970: day)
    }
    return try? event(in: year).date
  }

  /// All 24 terms of a Gregorian year, 小寒 first, with their instants and Beijing dates.
  ///
  /// - Throws: ``SolarTermError/yearOutOfRange(_:)`` outside ``supportedYears``.
  /// - Complexity: a table read for 1900...2100; elsewhere 24 root-findings of the engine
  ///   (about a millisecond), cached for the most recent years asked.
  public static func events(in year: Int) throws(SolarTermError) -> [SolarTermEvent] {
    guard supportedYears.contains(year) else { throw .yearOutOfRange(year) }
    if let events = SolarTermTable.shared.events(year: year) { return events }
    if let cached = computedYears.withLock({ $0[year] }) { return cached }
    let events = allCases.map { $0.computeEvent(in: year) }
    computedYears.withLock { cache in
      if cache.count >= 32 { cache.removeAll() }
      cache[year] = events
    }
    return events
  }

  /// The first term strictly after a day, or `nil` beyond ``supportedYears``.
  public static func next(after date: CivilDate) -> SolarTermEvent? {
    for year in date.year...(date.year + 1) {
      guard let events = try? events(in: year) else { return nil }
      if let event = events.first(where: { $0.date > date }) { return event }
    }
    return nil
  }

  /// The last term on or before a day, or `nil` before ``supportedYears``.
  public static func previous(onOrBefore date: CivilDate) -> SolarTermEvent? {
    for year in [date.year, date.year - 1] {
      guard let events = try? events(in: year) else { return nil }
      if let event = events.last(where: { $0.date <= date }) { return event }
    }
    return nil
  }

  /// Computes and caches the terms of the civil years `years` that the table does not hold, so
  /// that later questions in them are look-ups: what a long listing calls on another thread
  /// ahead of the year it is writing (the cache keeps 32 years; ask for a few at a time).
  package static func prepare(years: ClosedRange<Int>) {
    for year in years where supportedYears.contains(year) {
      _ = try? events(in: year)
    }
  }

  /// Engine results for years outside the table, most recent first out when full.
  private static let computedYears = Locked<[Int: [SolarTermEvent]]>([:])
}
