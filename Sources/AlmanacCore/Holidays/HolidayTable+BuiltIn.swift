extension HolidayTable {
  /// Mainland China: every State Council arrangement from 2004 to the latest notice (``years``),
  /// with statutory days and 调休.
  public static let mainlandChina = builtIn(.mainlandChina)
  /// Hong Kong: general holidays from 2020 to the latest gazetted year (``years``; Sundays are
  /// the weekend here).
  public static let hongKong = builtIn(.hongKong)
  /// Taiwan: days off of the DGPA office calendar from 2020 to the latest published year
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

  /// Macau: the public holidays from 2020 to the latest year whose one-off days are known
  /// (``years``), with the mandatory holidays of Lei n.º 7/2008 as statutory days and the public
  /// administration's 補假, as ``MacauHolidayRules`` computes them, and the government's one-off
  /// days, each with its dispatch.
  public static let macau = builtIn(.macau)

  /// The regions with a built-in table.
  public static let builtInRegions: [HolidayRegion] = [.mainlandChina, .hongKong, .taiwan, .southKorea, .vietnam, .macau]

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

  /// The built-in table of a region, or `nil` when Almanac has none.
  public static func builtIn(region: HolidayRegion) -> HolidayTable? {
    switch region {
    case .mainlandChina: mainlandChina
    case .hongKong: hongKong
    case .taiwan: taiwan
    case .southKorea: southKorea
    case .vietnam: vietnam
    case .macau: macau
    default: nil
    }
  }

  private static func builtIn(_ region: HolidayRegion) -> HolidayTable {
    let holidays = generatedHolidays.filter { $0.region == region.rawValue }.map { record in
      Holiday(
        region: region, year: record.year,
        name: HolidayName(
          zhHans: record.zhHans, zhHant: record.zhHant, english: record.english, korean: record.korean,
          vietnamese: record.vietnamese, portuguese: record.portuguese),
        days: GeneratedHoliday.date(record.first)...GeneratedHoliday.date(record.last),
        statutoryDays: record.statutory.map(GeneratedHoliday.date),
        workDays: record.work.map(GeneratedHoliday.date),
        notice: record.notice.map { generatedNotices[$0] },
        clauses: record.clauses.map { HolidayClause(text: $0.text, days: $0.days.map(GeneratedHoliday.date)) }
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
  let first: String
  let last: String
  let statutory: [String]
  let work: [String]
  /// Index into the notices.
  let notice: Int?
  /// The sentences of the notice that decide its days, with the days.
  var clauses: [(text: String, days: [String])]

  /// The holidays of the generated lines. The generator wrote and checked them and a test
  /// proves them in sync with data/, so a malformed line is a defect of the build, not input.
  static func parse(_ text: String) -> [GeneratedHoliday] {
    var result: [GeneratedHoliday] = []
    result.reserveCapacity(1024)
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.count == 3, fields[0] == "+", !result.isEmpty {
        result[result.count - 1].clauses.append((fields[1], list(fields[2])))
        continue
      }
      guard fields.count == 13, let year = Int(fields[1]) else {
        preconditionFailure("generated holiday line '\(line.prefix(80))' is malformed")
      }
      let optional = { (field: String) in field.isEmpty ? nil : field }
      result.append(
        GeneratedHoliday(
          region: fields[0], year: year, zhHans: fields[2], zhHant: fields[3], english: fields[4],
          korean: optional(fields[5]), vietnamese: optional(fields[6]), portuguese: optional(fields[7]),
          first: fields[8], last: fields[9], statutory: list(fields[10]), work: list(fields[11]),
          notice: Int(fields[12]), clauses: []))
    }
    return result
  }

  private static func list(_ field: String) -> [String] {
    field.split(separator: ",").map(String.init)
  }

  /// A date the generator already validated.
  static func date(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else {
      preconditionFailure("generated holiday date '\(text)' is invalid")
    }
    return date
  }
}
