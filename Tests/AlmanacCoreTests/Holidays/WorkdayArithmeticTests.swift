import Testing

@testable import AlmanacCore

/// `adding(workdays:to:)` and its kin, held against a plain day walk that reads the holidays'
/// lists directly (not the table's runs and prefix counts): the answer when every day up to it is
/// covered, else the error for the first uncovered day the walk meets.
@Suite("Workday arithmetic at the edges of the data")
struct WorkdayArithmeticTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// What a walk knows of a day: works, rests, or has no answer (with the error expected).
  enum Day: Equatable {
    case works, rests
    case unanswerable(HolidayTableError)
  }

  /// The reference: the table's own holiday lists, its years and its weekend; the law's days
  /// from ``StatutoryHolidayRules/days(in:)`` when assumed.
  struct Walk {
    let table: HolidayTable
    let assumption: HolidayAssumption?
    let off: Set<CivilDate>
    let work: Set<CivilDate>

    init(_ table: HolidayTable, assuming assumption: HolidayAssumption? = nil) {
      self.table = table
      self.assumption = assumption
      off = Set(table.holidays.flatMap(\.daysOff))
      work = Set(table.holidays.flatMap(\.workDays))
    }

    func day(_ date: CivilDate) -> Day {
      if work.contains(date) { return .works }
      if off.contains(date) { return .rests }
      let weekend = table.weekend.contains(date.weekday)
      if table.covers(year: date.year) { return weekend ? .rests : .works }
      switch assumption {
      case nil:
        let first = table.years.first ?? .max
        return .unanswerable(
          date.year < first
            ? .beforeCoverage(region: table.region, year: date.year, covered: table.years)
            : .notPublished(region: table.region, year: date.year, covered: table.years))
      case .weekends?: return weekend ? .rests : .works
      case .law?:
        guard table.region == .mainlandChina, StatutoryHolidayRules.years.contains(date.year) else {
          return .unanswerable(.noStatutoryRule(region: table.region, year: date.year))
        }
        let law = StatutoryHolidayRules.days(in: date.year).contains { $0.date == date }
        return weekend || law ? .rests : .works
      }
    }

    /// `count` working days from `origin`, one day at a time.
    func adding(_ count: Int, to origin: CivilDate) -> Result<CivilDate, HolidayTableError> {
      guard count != 0 else { return .success(origin) }
      let step = count > 0 ? 1 : -1
      var left = abs(count)
      var current = origin
      while true {
        current = current.adding(days: step)
        switch day(current) {
        case .works:
          left -= 1
          if left == 0 { return .success(current) }
        case .rests: continue
        case .unanswerable(let error): return .failure(error)
        }
      }
    }
  }

  /// The table's answer as a result.
  func answer(_ table: HolidayTable, _ count: Int, _ origin: CivilDate, _ assumption: HolidayAssumption?)
    -> Result<CivilDate, HolidayTableError>
  {
    do {
      return .success(try table.adding(workdays: count, to: origin, assuming: assumption))
    } catch {
      return .failure(error)
    }
  }

  /// The first and last 30 covered days of each run of covered years.
  func edgeDays(_ table: HolidayTable) -> [CivilDate] {
    var days: [CivilDate] = []
    for year in table.years where !table.covers(year: year - 1) {
      if let first = CivilDate(year: year, month: 1, day: 1) {
        days += (0..<30).map { first.adding(days: $0) }
      }
    }
    for year in table.years where !table.covers(year: year + 1) {
      if let last = CivilDate(year: year, month: 12, day: 31) {
        days += (0..<30).map { last.adding(days: -$0) }
      }
    }
    return days
  }

  @Test(
    "every n from −40 to 40 from each of the first and last 30 covered days equals a plain day walk",
    arguments: [HolidayRegion.mainlandChina, .hongKong, .taiwan])
  func edges(region: HolidayRegion) throws {
    let table = try #require(HolidayTable.builtIn(region: region))
    let walk = Walk(table)
    var compared = 0
    for origin in edgeDays(table) {
      for count in -40...40 {
        let expected = walk.adding(count, to: origin)
        let got = answer(table, count, origin, nil)
        #expect(got == expected, "\(region) \(count) working days from \(origin)")
        compared += 1
      }
    }
    #expect(compared == 60 * 81 * 1, "one covered run of years, its two ends")
  }

  @Test(
    "with an assumption, the same walk over the edges answers beyond them",
    arguments: [HolidayAssumption.weekends, .law])
  func edgesAssumed(assumption: HolidayAssumption) throws {
    for region in [HolidayRegion.mainlandChina, .hongKong] {
      let table = try #require(HolidayTable.builtIn(region: region))
      let walk = Walk(table, assuming: assumption)
      for origin in edgeDays(table) {
        for count in stride(from: -40, through: 40, by: 3) {
          #expect(
            answer(table, count, origin, assumption) == walk.adding(count, to: origin),
            "\(region) \(count) from \(origin) assuming \(assumption)")
        }
      }
    }
  }

  @Test("the reported cases: answers inside the covered years never ask the next year")
  func reportedCases() throws {
    let table = HolidayTable.mainlandChina
    #expect(try table.nextWorkday(after: date("2026-12-20")) == date("2026-12-21"))
    #expect(try table.adding(workdays: 5, to: date("2026-12-01")) == date("2026-12-08"))
    // December 2026 has 23 working days; from its first day, 22 more reach the 31st.
    for count in 5...22 {
      let walked = Walk(table).adding(count, to: date("2026-12-01"))
      #expect(answer(table, count, date("2026-12-01"), nil) == walked, "\(count)")
      #expect((try? walked.get())?.year == 2026)
    }
    #expect(try table.previousWorkday(before: date("2004-01-12")) == date("2004-01-09"))
    // Where the answer does lie beyond, the first year met is named, in the direction counted.
    #expect(throws: table.noArrangementError(forYear: 2003)) {
      try table.adding(workdays: -10, to: date("2004-01-09"))
    }
    #expect(
      throws: HolidayTableError.beforeCoverage(region: .mainlandChina, year: 2003, covered: table.years)
    ) {
      try table.workdays(from: date("2003-12-01"), through: date("2004-01-31"))
    }
  }

  @Test(
    "arranged days of a span equal a day walk's, with each assumption; the whole date range traps nowhere")
  func arrangedDays() throws {
    for region in [HolidayRegion.mainlandChina, .hongKong, .taiwan] {
      let table = try #require(HolidayTable.builtIn(region: region))
      for assumption in [nil, HolidayAssumption.weekends, .law] {
        let first = date("2002-12-01")
        let last = CivilDate(year: (table.years.last ?? 0) + 2, month: 2, day: 28) ?? .max
        var walked: [(CivilDate, DayStatus, Bool)] = []
        for day in first...last {
          guard let status = try? table.status(on: day, assuming: assumption ?? .weekends),
            status.badge != nil
          else {
            continue
          }
          walked.append((day, status, !table.covers(year: day.year) && table.holiday(on: day) == nil))
        }
        let got = table.arrangedDays(from: first, through: last, assuming: assumption)
        let expected = assumption == .law ? walked : walked.filter { !$0.2 }
        #expect(got.map(\.date) == expected.map(\.0), "\(region) \(String(describing: assumption))")
        #expect(got.map(\.status) == expected.map(\.1) && got.map(\.isProvisional) == expected.map(\.2))
      }
      #expect(
        table.arrangedDays(from: .min, through: .max, assuming: .law).count >= table.holidays.count)
    }
  }

  @Test("a gap between covered years is crossed only by counts that stay short of it")
  func gap() throws {
    let china = HolidayTable.mainlandChina
    // 2010 and 2012 covered, 2011 not.
    let table = HolidayTable(
      region: .mainlandChina, years: [2010, 2012],
      holidays: china.holidays.filter { $0.year == 2010 || $0.year == 2012 })
    let walk = Walk(table)
    for origin in [date("2010-12-20"), date("2012-01-10")] {
      for count in -30...30 {
        #expect(
          answer(table, count, origin, nil) == walk.adding(count, to: origin), "\(count) from \(origin)")
      }
    }
  }
}
