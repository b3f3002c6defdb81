@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import AlmanacTestSupport
import Foundation
import Testing

import AlmanacToolSupport

/// The laws a careful library's suite checks beside its examples: every public `Codable` type
/// survives a JSON round trip, the collections obey `RandomAccessCollection`'s laws, and the
/// arithmetic inverts (civil → lunar → civil; adding n working days and counting them gives n).
/// The samples are drawn from a seeded generator, so a failure is the same failure every run.
@Suite("Laws: Codable round trips, collection laws, inverse properties")
struct LawsTests {
  /// Records the types checked, so the scan of the sources can name one left out.
  final class Coverage {
    var types: Set<String> = []

    /// Encodes each value, decodes it back and checks it is equal and encodes to the same bytes.
    func roundTrip<T: Codable & Equatable>(
      _ values: [T], equivalent: (T, T) -> Bool = (==), sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      #expect(!values.isEmpty, "no samples of \(T.self)", sourceLocation: sourceLocation)
      types.insert(String(describing: T.self))
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      for value in values {
        let data = try encoder.encode(value)
        let back = try JSONDecoder().decode(T.self, from: data)
        #expect(
          equivalent(back, value), "\(T.self) differs in \(LawsTests.differingFields(back, value)): \(String(decoding: data.prefix(300), as: UTF8.self))",
          sourceLocation: sourceLocation)
        #expect(try encoder.encode(back) == data, "\(T.self) encodes differently after a round trip", sourceLocation: sourceLocation)
      }
    }
  }

  /// The stored properties in which two values differ (by their descriptions), for a message.
  static func differingFields<T>(_ left: T, _ right: T) -> [String] {
    let pairs = zip(Mirror(reflecting: left).children, Mirror(reflecting: right).children)
    let names = pairs.compactMap { a, b in
      String(describing: a.value) == String(describing: b.value) ? nil : a.label ?? "?"
    }
    return names.isEmpty ? ["(a field whose description is the same)"] : names
  }

  /// Every public type of the library that declares `Codable` (a `public struct/enum X: …Codable`
  /// or an `extension X: …Codable` at the top of a file of one of the library's modules).
  static func declaredCodableTypes() throws -> Set<String> {
    let pattern = try NSRegularExpression(
      pattern: #"^(?:public (?:struct|enum|final class) ([A-Za-z]+)|extension ([A-Za-z]+)):[^{\n]*\bCodable\b"#,
      options: [.anchorsMatchLines])
    var names: Set<String> = []
    for module in ProjectFiles.libraryModules {
      let root = ProjectFiles.root.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          for group in 1...2 {
            if let range = Range(match.range(at: group), in: text) { names.insert(String(text[range])) }
          }
        }
      }
    }
    #expect(names.count > 20, "no Codable type found: are the modules' folders where ProjectFiles says?")
    return names
  }

  @Test("every public Codable type round-trips through JSON (values drawn from real answers)")
  func codableRoundTrips() throws {
    let coverage = Coverage()
    let table = HolidayTable.mainlandChina
    let year = try #require(table.years.last)
    var generator = SplitMix64(seed: 20_261_202)
    let first = try #require(CivilDate(year: year, month: 1, day: 1))
    let dates = (0..<365).map { first.adding(days: $0) }
      + (0..<40).map { _ in CivilDate(daysSince1970: generator.next(in: CivilDate.min.daysSince1970...CivilDate.max.daysSince1970))! }

    // Dates, days and their facts.
    try coverage.roundTrip(dates)
    try coverage.roundTrip(Weekday.allCases)
    // Macau's afternoons off: the half day reads back as the rules' value.
    let macauDays = HolidayTable.macau.halfDaysOff(inYear: 2026).map { DayFacts(date: $0.date, holidays: .macau) }
    let facts = dates.map { DayFacts(date: $0) } + macauDays
      + [LunarCalendar.Variant.korean, .vietnamese].map { DayFacts(date: first, calendar: LunarCalendar(variant: $0)) }
    let time = try #require(BeijingTime("\(year)-02-04 23:30"))
    let hourly = LateZiHour.allCases.map { DayFacts(time: time, lateZi: $0) }
    // A day's JSON gives its clause's sentence, not the other days the sentence arranges: read
    // back, the clause holds the day itself. Everything else comes back as it was.
    try coverage.roundTrip(facts + hourly) { back, value in
      back == value
        || (Self.differingFields(back, value) == ["clause"] && back.clause?.text == value.clause?.text
          && back.clause?.days == [value.date])
    }
    try coverage.roundTrip(facts.map(\.lunar))
    try coverage.roundTrip(facts.map { LunarDay(date: $0.date) })
    try coverage.roundTrip(facts.compactMap(\.status) + facts.compactMap(\.provisionalStatus))
    try coverage.roundTrip(facts.compactMap(\.solarTerm))
    try coverage.roundTrip(SolarTerm.allCases)
    try coverage.roundTrip(facts.flatMap(\.festivals))
    try coverage.roundTrip(FestivalCategory.allCases)
    try coverage.roundTrip(facts.flatMap(\.festivals).map(\.rule))
    try coverage.roundTrip(facts.flatMap(\.festivals).map(\.name) + table.holidays.map(\.name))
    try coverage.roundTrip(facts.map(\.pillars))
    let halfDays = HolidayTable.macau.years.flatMap { HolidayTable.macau.halfDaysOff(inYear: $0) }
    try coverage.roundTrip(halfDays)
    try coverage.roundTrip([HalfDayOff.Part.morning, .afternoon])
    try coverage.roundTrip(facts.flatMap { [$0.pillars.year, $0.pillars.day] })
    try coverage.roundTrip(HeavenlyStem.allCases)
    try coverage.roundTrip(EarthlyBranch.allCases)
    try coverage.roundTrip(Zodiac.allCases)
    try coverage.roundTrip(StemBranchYearStart.allCases)
    try coverage.roundTrip(facts.compactMap(\.statutoryRule))
    try coverage.roundTrip(WageRule.allCases)
    try coverage.roundTrip(facts.compactMap(\.clause))
    try coverage.roundTrip(facts.flatMap(\.seasons))
    try coverage.roundTrip([SeasonalPeriod.shuJiu, .sanFu, .meiYu])
    try coverage.roundTrip(facts.compactMap(\.pentad))
    try coverage.roundTrip(Pentad.all)
    try coverage.roundTrip(hourly.compactMap(\.hour))
    try coverage.roundTrip(hourly.compactMap(\.hour).map(\.time))
    try coverage.roundTrip(hourly.compactMap(\.hour).map(\.doubleHour) + (0..<24).map { DoubleHour(hour: $0) })
    try coverage.roundTrip(hourly.compactMap(\.hour).map(\.pillars))
    try coverage.roundTrip(LateZiHour.allCases)
    try coverage.roundTrip(
      (FestivalCatalog.standard.festivals.map { NextOccurrence.Target.festival($0) } + SolarTerm.allCases.map { .term($0) })
        .compactMap { NextOccurrence.of($0, after: first) })
    let lunarMonths = try LunarCalendar.chinese.months(inYear: year)
    try coverage.roundTrip(lunarMonths)

    // Holidays, the law and the data directory's values.
    try coverage.roundTrip(table.holidays)
    try coverage.roundTrip(table.days(inYear: year) + table.provisionalDays(inYear: year + 1))
    try coverage.roundTrip([table.region, .hongKong, .taiwan])
    try coverage.roundTrip(HolidayAssumption.allCases)
    try coverage.roundTrip(HolidayFileFormat.allCases)
    try coverage.roundTrip(
      try [year, year + 1].map { try MonthGrid(year: $0, month: 5, options: GridOptions(holidays: table)).holidayCoverage }
        + [try MonthGrid(year: year, month: 5, options: GridOptions(holidays: nil)).holidayCoverage])
    let source = HolidaySourceFile(name: "CN.json", sha256: String(repeating: "ab", count: 32), format: .almanacJSON)
    try coverage.roundTrip([source])
    var notes: [HolidayFileNote] = []
    let sources = try HolidaySetup(region: .mainlandChina).sources(notes: &notes)
    try coverage.roundTrip(sources)
    let workdays = try table.workdayCount(from: first, through: first.adding(days: 40))
    try coverage.roundTrip([workdays])
    let overlayDay = OverlayDay(date: first, kind: .dayOff, name: "司庆", overlay: "company", label: "假")
    try coverage.roundTrip([overlayDay])
    let change = HolidayDayChange(date: first, before: nil, provisionalBefore: facts[0].provisionalStatus, after: try #require(facts[0].status))
    try coverage.roundTrip([change])
    let update = try #require(HolidayUpdateSource("https://example.org/almanac/"))
    try coverage.roundTrip([update])
    try coverage.roundTrip([
      HolidayUpdateReport(
        sources: [.init(url: update.url.absoluteString, kind: .tree, outcome: .checked, notes: ["a note"])],
        years: [
          .init(
            region: .mainlandChina, year: year, change: .added, url: update.url.absoluteString,
            sha256: source.sha256, days: [change], inForce: [], confirmed: [first], notices: ["国办发明电"],
            stored: "CN.jsonl")
        ],
        wrote: true)
    ])

    // Markets.
    let trading = TradingCalendar.shanghaiShenzhen
    try coverage.roundTrip([try trading.count(from: first, through: first.adding(days: 30))])
    // HKEX's count carries its market and its one-session days (the year's Christmas Eve).
    let hongKong = try TradingCalendar.hongKong.count(
      from: try #require(CivilDate(year: 2026, month: 12, day: 1)), through: try #require(CivilDate(year: 2026, month: 12, day: 31)))
    try coverage.roundTrip([hongKong])
    try coverage.roundTrip(hongKong.partialDays ?? [])
    try coverage.roundTrip(TradingCalendar.Market.allCases)
    try coverage.roundTrip([TradingCalendar.Session.full, .morning, .afternoon])

    // Recurrence.
    let recurrence = try #require(LunarRecurrence("闰四月十五"))
    try coverage.roundTrip([recurrence, try #require(LunarRecurrence("腊月三十"))])
    try coverage.roundTrip(LeapMonthPolicy.allCases)
    try coverage.roundTrip(MissingDayPolicy.allCases)
    let occurrences = recurrence.occurrences(from: first, through: first.adding(days: 3_650))
    try coverage.roundTrip(occurrences)
    try coverage.roundTrip([LunarEvent(title: "奶奶生日", recurrence: recurrence)])

    // The Moon's phases.
    try coverage.roundTrip(MoonPhase.allCases)
    try coverage.roundTrip(try MoonPhases.events(inYear: year))

    // Plans on the working calendar.
    try coverage.roundTrip(DayKind.allCases)
    try coverage.roundTrip([
      try WorkPattern("big-small:2027-01-09..2027-12-31"), try WorkPattern("on-off:4-2:2027-01-01..2027-06-30", name: "轮班"),
      try WorkPattern("alternate-fridays:2027-01-08..2027-12-31"),
    ])
    let plans = try LeavePlanner(calendar: WorkingCalendar(table: .mainlandChina)).plans(
      from: first, through: first.adding(days: 364), days: 3)
    // A plan's holidays come back by their Chinese names (what its JSON holds).
    try coverage.roundTrip(plans) { back, value in
      back.leave == value.leave && back.from == value.from && back.through == value.through
        && back.restDays == value.restDays && back.makeupDays == value.makeupDays
        && back.isProvisional == value.isProvisional && back.holidays.map(\.zhHans) == value.holidays.map(\.zhHans)
    }

    // Pages, cells and selection.
    var bounds = DateBounds(minimumDate: first, maximumDate: first.adding(days: 90), disablePast: true, today: first)
    bounds.markUnavailable([first.adding(days: 3)], reason: "sold out")
    try coverage.roundTrip([bounds, .unbounded])
    var selection = DateSelection(.range(minNights: 1, maxNights: 5), bounds: bounds)
    let changes = [
      selection.tap(first.adding(days: 1)), selection.tap(first.adding(days: 30)), selection.tap(first.adding(days: 3)),
      selection.tap(first.adding(days: 1)), selection.tap(first.adding(days: 2)),
    ]
    try coverage.roundTrip(changes + [.cleared])
    try coverage.roundTrip(changes.compactMap { if case .refused(let refusal) = $0 { refusal } else { nil } })
    try coverage.roundTrip([selection, DateSelection(.multiple(max: 3)), DateSelection(.single), DateSelection(.dayRange(minDays: 1, maxDays: nil))])
    try coverage.roundTrip(SelectionState.allCases)
    let page = try MonthGrid(year: year, month: 2, options: GridOptions(today: first.adding(days: 40)))
      .with(selection)
    try coverage.roundTrip(Array(page.days))
    try coverage.roundTrip(page.days.compactMap(\.badge))
    try coverage.roundTrip([MonthPosition.previous, .this, .next])
    try coverage.roundTrip(InDates.allCases)
    try coverage.roundTrip(OutDates.allCases)
    try coverage.roundTrip(SubtitleKind.allCases)
    try coverage.roundTrip([try WeekConventions(locale: "zh_CN"), try WeekConventions(locale: "en_US")])
    try coverage.roundTrip(SymbolContext.allCases)
    try coverage.roundTrip(SymbolWidth.allCases)
    try coverage.roundTrip(ChineseScript.allCases)
    try coverage.roundTrip(NameLanguage.allCases)
    try coverage.roundTrip(CompassDirection.allCases)

    let declared = try Self.declaredCodableTypes()
    #expect(declared.count > 50, "the scan found \(declared.count) Codable types")
    let missing = declared.subtracting(coverage.types)
    #expect(missing.isEmpty, "public Codable types without a round trip here: \(missing.sorted())")
  }

  /// `RandomAccessCollection`'s laws, checked on a collection whose elements can be compared.
  static func checkCollectionLaws<C: RandomAccessCollection>(
    _ collection: C, sourceLocation: SourceLocation = #_sourceLocation
  ) where C.Element: Equatable, C.Index == Int {
    let iterated = Array(collection)
    #expect(iterated.count == collection.count, sourceLocation: sourceLocation)
    #expect(collection.distance(from: collection.startIndex, to: collection.endIndex) == collection.count, sourceLocation: sourceLocation)
    #expect(collection.isEmpty == (collection.startIndex == collection.endIndex), sourceLocation: sourceLocation)
    #expect(Array(collection.indices) == Array(collection.startIndex..<collection.endIndex), sourceLocation: sourceLocation)
    for (offset, index) in collection.indices.enumerated() {
      #expect(collection[index] == iterated[offset], sourceLocation: sourceLocation)
      #expect(collection.index(collection.startIndex, offsetBy: offset) == index, sourceLocation: sourceLocation)
      if index > collection.startIndex {
        #expect(collection.index(before: collection.index(after: index)) == index, sourceLocation: sourceLocation)
      }
    }
    #expect(Array(collection.reversed()) == iterated.reversed(), sourceLocation: sourceLocation)
    #expect(collection.first == iterated.first && collection.last == iterated.last, sourceLocation: sourceLocation)
    // Slices share the collection's indices.
    if collection.count >= 3 {
      let slice = collection[(collection.startIndex + 1)..<(collection.endIndex - 1)]
      #expect(slice.startIndex == collection.startIndex + 1 && Array(slice) == Array(iterated.dropFirst().dropLast()), sourceLocation: sourceLocation)
    }
  }

  @Test("DayCells and MonthRange obey RandomAccessCollection's laws (every in/out-date option)")
  func collectionLaws() throws {
    for inDates in InDates.allCases {
      for outDates in OutDates.allCases {
        var options = GridOptions(today: CivilDate(year: 2026, month: 12, day: 2))
        options.inDates = inDates
        options.outDates = outDates
        for month in [2, 8, 12] {
          let page = try MonthGrid(year: 2026, month: month, options: options)
          Self.checkCollectionLaws(page.days)
        }
        let range = try MonthRange(
          from: #require(CivilDate(year: 2025, month: 11, day: 15)), through: #require(CivilDate(year: 2027, month: 1, day: 3)),
          options: options)
        #expect(range.count == 15)
        Self.checkCollectionLaws(range)
      }
    }
  }

  @Test("civil → lunar → civil is the identity, in every calendar, over 0001–9999 (seeded sample)")
  func lunarRoundTrip() throws {
    let failures = LunarRoundTrip.failures(samples: 300, seed: 4_711)
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }


  @Test("adding n working days and counting them back gives n, both ways (seeded sample)")
  func workdaysInvert() throws {
    var generator = SplitMix64(seed: 1_202)
    for table in [HolidayTable.mainlandChina, .hongKong, .taiwan] {
      let (firstYear, lastYear) = (try #require(table.years.min()), try #require(table.years.max()))
      let lower = try #require(CivilDate(year: firstYear, month: 1, day: 1)).daysSince1970
      let upper = try #require(CivilDate(year: lastYear, month: 12, day: 31)).daysSince1970
      for _ in 0..<500 {
        // Published years alone: the answer and the count stay inside the table.
        let date = try #require(CivilDate(daysSince1970: generator.next(in: (lower + 400)...(upper - 400))))
        let count = generator.next(in: -250...250)
        let result = try table.adding(workdays: count, to: date)
        if count > 0 {
          #expect(try table.workdays(from: date.adding(days: 1), through: result) == count, "\(table.region) \(date) + \(count)")
          #expect(try table.isWorkday(result))
        } else if count < 0 {
          #expect(try table.workdays(from: result, through: date.adding(days: -1)) == -count, "\(table.region) \(date) \(count)")
          #expect(try table.isWorkday(result))
        } else {
          #expect(result == date)
        }
      }
      // Past the published years, an assumption answers the same way (the law's days where
      // Almanac knows the law, weekends elsewhere).
      let assumption: HolidayAssumption = table.region == .mainlandChina ? .law : .weekends
      for _ in 0..<100 {
        let date = try #require(CivilDate(daysSince1970: generator.next(in: (upper - 200)...(upper + 3_000))))
        let count = generator.next(in: 1...300)
        let result = try table.adding(workdays: count, to: date, assuming: assumption)
        #expect(try table.workdays(from: date.adding(days: 1), through: result, assuming: assumption) == count)
      }
    }
  }

  @Test("MonthGrid's doc comment example gives what the comment says")
  func monthGridDocExample() throws {
    let page = try MonthGrid(year: 2026, month: 2, options: GridOptions(today: CivilDate("2026-02-17")))
    #expect(page.title == "2026年2月 · 丙午年【马年】")
    #expect(page.weekdaySymbols.first == "周一" && page.weekdaySymbols.last == "周日")
    let cell = try #require(page.days.first { $0.date == CivilDate("2026-02-17") })
    #expect(cell.row == 3 && cell.column == 1 && cell.subtitle == "今日" && cell.badge?.text == "休")
  }
}
