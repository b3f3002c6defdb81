extension HolidayTable {
  /// Mainland China: every State Council arrangement from 2004 to the latest notice (``years``),
  /// with statutory days and 调休.
  public static let mainlandChina = builtIn(.mainlandChina)
  /// Hong Kong: general holidays from 2007 to the latest gazetted year (``years``; Sundays are
  /// the weekend here).
  public static let hongKong = builtIn(.hongKong)
  /// Taiwan: days off of the DGPA office calendar from 2007 to the latest published year
  /// (``years``), with make-up working days.
  public static let taiwan = builtIn(.taiwan)

  /// South Korea: the 공휴일 of 「관공서의 공휴일에 관한 규정」 from 2014 to the latest year whose
  /// designated days are known (``years``): the regulation's holidays and 대체공휴일 as
  /// ``KoreanHolidayRules`` computes them, and the 임시공휴일 and election days, each with the
  /// announcement that made it.
  public static let southKorea = builtIn(.southKorea)

  /// Vietnam: the Labour Code's holidays from 2014 to the latest year whose swapped days are
  /// known (``years``): Tết, Giỗ Tổ Hùng Vương and the national days with their nghỉ bù as
  /// ``VietnameseHolidayRules`` computes them, and the days the government swaps (ngày nghỉ
  /// hoán đổi, a working day off repaid by a Saturday), each with the dispatch that made it.
  public static let vietnam = builtIn(.vietnam)

  /// Macau: the public holidays from 2007 to the latest year whose one-off days are known
  /// (``years``), with the mandatory holidays of Lei n.º 7/2008 as statutory days and the public
  /// administration's 補假, as ``MacauHolidayRules`` computes them, and the government's one-off
  /// days, each with its dispatch.
  public static let macau = builtIn(.macau)

  /// Singapore: the public holidays of the Holidays Act 1998 from 2010 to the latest year the
  /// Ministry of Manpower has announced (``years``): the days a rule gives and the days in lieu as
  /// ``SingaporeHolidayRules`` computes them, and Hari Raya Puasa, Vesak Day, Hari Raya Haji,
  /// Deepavali and the one-off days (Polling Day) as announced, each year with MOM's list.
  public static let singapore = builtIn(.singapore)

  /// Malaysia's federal public holidays from 2014 to the latest year of the Chief Secretary's
  /// list (``years``): the days every state keeps, with Saturday and Sunday as the weekend, as
  /// ``MalaysiaHolidayRules`` computes them from the rules and the announced dates. Each state's
  /// own table (its days, weekend and days in lieu) is ``malaysianState(_:)``'s.
  public static let malaysia = builtIn(.malaysia)

  /// The built-in table of a Malaysian state or federal territory (`MY-01` … `MY-16`), or `nil`
  /// for another region. Each is built on its first use (about a millisecond) and kept.
  public static func malaysianState(_ region: HolidayRegion) -> HolidayTable? {
    guard HolidayRegion.malaysianStates.contains(region) else { return nil }
    return malaysianStates.value(for: region) { builtIn(region) }
  }

  private static let malaysianStates = Locked<[HolidayRegion: HolidayTable]>([:])

  /// The regions with a built-in table: `MY`'s states after `MY`.
  public static let builtInRegions: [HolidayRegion] =
    [.mainlandChina, .hongKong, .taiwan, .southKorea, .vietnam, .macau, .singapore, .malaysia]
    + HolidayRegion.malaysianStates

  /// The region whose holidays a page or a day of a calendar shows when none is asked for:
  /// mainland China's for the Chinese calendar, South Korea's for the Korean, Vietnam's for the
  /// Vietnamese (a region asked for explicitly is shown on any calendar).
  public static func defaultRegion(for calendar: LunarCalendar) -> HolidayRegion? {
    switch calendar.variant {
    case .chinese: .mainlandChina
    case .korean: .southKorea
    case .vietnamese: .vietnam
    }
  }

  /// The built-in table a page or a day of a calendar shows when none is given
  /// (``defaultRegion(for:)``'s), or `nil`.
  public static func defaultTable(for calendar: LunarCalendar) -> HolidayTable? {
    defaultRegion(for: calendar).flatMap { builtIn(region: $0) }
  }

  /// The years a region's built-in table covers, known without building the table (help names
  /// them for every region); empty for a region without one.
  public static func builtInYears(of region: HolidayRegion) -> [Int] {
    generatedCoverage.first { $0.region == region.rawValue }.map { Array($0.years) } ?? []
  }

  /// The built-in table of a region, or `nil` when Almanac has none.
  public static func builtIn(region: HolidayRegion) -> HolidayTable? {
    switch region {
    case .mainlandChina: mainlandChina
    case .hongKong: hongKong
    case .taiwan: taiwan
    case .southKorea: southKorea
    case .vietnam: vietnam
    case .macau: macau
    case .singapore: singapore
    case .malaysia: malaysia
    default: malaysianState(region)
    }
  }

  private static func builtIn(_ region: HolidayRegion) -> HolidayTable {
    let holidays = generatedHolidays.filter { $0.region == region.rawValue }.map { record in
      Holiday(
        region: region, year: record.year,
        name: HolidayName(
          zhHans: record.zhHans, zhHant: record.zhHant, english: record.english, korean: record.korean,
          vietnamese: record.vietnamese, portuguese: record.portuguese, malay: record.malay),
        days: record.first...record.last,
        statutoryDays: record.statutory,
        workDays: record.work,
        notice: record.notice.map { generatedNotices[$0] },
        clauses: record.clauses.map { HolidayClause(text: $0.text, days: $0.days) }
      )
    }
    let years = generatedCoverage.first { $0.region == region.rawValue }.map { Array($0.years) } ?? []
    var links: [Int: [String]] = [:]
    for link in generatedNoticeLinks where link.region == region.rawValue {
      links[link.year, default: []].append(link.url)
    }
    return HolidayTable(region: region, years: years, holidays: holidays, noticeLinks: links)
  }
}

extension HolidayTable {
  /// The built-in holidays of every region, read once from ``generatedHolidayLines``.
  static let generatedHolidays: [GeneratedHoliday] = GeneratedHoliday.parse(generatedHolidayLines)
}

/// One built-in holiday as `almanac-data` writes it into `HolidayData+Generated.swift`: a line
/// of tab-separated fields, and a `+` line for each clause.
struct GeneratedHoliday: Sendable {
  let region: String
  let year: Int
  let zhHans: String
  let zhHant: String
  let english: String
  let korean: String?
  let vietnamese: String?
  let portuguese: String?
  let malay: String?
  let first: CivilDate
  let last: CivilDate
  let statutory: [CivilDate]
  let work: [CivilDate]
  /// Index into the notices.
  let notice: Int?
  /// The sentences of the notice that decide its days, with the days.
  var clauses: [(text: String, days: [CivilDate])]

  /// The holidays of the generated lines, read byte by byte (every process that asks for a
  /// built-in table reads them once: String's splitting by characters took milliseconds). The
  /// generator wrote and checked them and a test proves them in sync with data/, so a malformed
  /// line is a defect of the build, not input.
  static func parse(_ text: String) -> [GeneratedHoliday] {
    var text = text
    return text._withUTF8ReadView { bytes in
      var result: [GeneratedHoliday] = []
      result.reserveCapacity(1024)
      var fields: [Range<Int>] = []
      fields.reserveCapacity(14)
      var start = 0
      while start < bytes.count {
        // One line: its fields' ranges, split at tabs.
        fields.removeAll(keepingCapacity: true)
        var end = start
        var fieldStart = start
        while end < bytes.count && bytes[end] != 10 {
          if bytes[end] == 9 {
            fields.append(fieldStart..<end)
            fieldStart = end + 1
          }
          end += 1
        }
        fields.append(fieldStart..<end)
        defer { start = end + 1 }
        if end == start { continue }
        func text(_ index: Int) -> String { bytes.string(fields[index]) }
        func optional(_ index: Int) -> String? { fields[index].isEmpty ? nil : text(index) }
        if fields.count == 3, fields[0].count == 1, bytes[fields[0].lowerBound] == 43 /* + */, !result.isEmpty {
          result[result.count - 1].clauses.append((text(1), dates(bytes, fields[2])))
          continue
        }
        guard fields.count == 14, let year = number(bytes, fields[1]) else {
          preconditionFailure("generated holiday line '\(bytes.string(start..<min(end, start + 80)))' is malformed")
        }
        result.append(
          GeneratedHoliday(
            region: text(0), year: year, zhHans: text(2), zhHant: text(3), english: text(4),
            korean: optional(5), vietnamese: optional(6), portuguese: optional(7), malay: optional(8),
            first: date(bytes, fields[9]), last: date(bytes, fields[10]), statutory: dates(bytes, fields[11]),
            work: dates(bytes, fields[12]), notice: number(bytes, fields[13]), clauses: []))
      }
      return result
    }
  }

  /// The decimal number at `range` (``CivilDate/digits(_:)``), or `nil` for an empty field.
  private static func number(_ bytes: _ReadView<UInt8>, _ range: Range<Int>) -> Int? {
    range.isEmpty || range.count > 9 ? nil : CivilDate.digits(bytes[range])
  }

  /// A date the generator already validated: `YYYY-MM-DD` at `range`.
  private static func date(_ bytes: _ReadView<UInt8>, _ range: Range<Int>) -> CivilDate {
    guard let date = CivilDate(iso: bytes[range]) else {
      preconditionFailure("generated holiday date '\(bytes.string(range))' is invalid")
    }
    return date
  }

  /// The comma-separated dates at `range` (none for an empty field).
  private static func dates(_ bytes: _ReadView<UInt8>, _ range: Range<Int>) -> [CivilDate] {
    var result: [CivilDate] = []
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start
      while end < range.upperBound && bytes[end] != 44 { end += 1 }
      result.append(date(bytes, start..<end))
      start = end + 1
    }
    return result
  }
}
