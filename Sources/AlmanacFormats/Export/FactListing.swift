import AlmanacCore

/// Every day's facts over a span, for analysts and data pipelines: what `almanac export facts`
/// writes. JSON Lines are ``DayFacts``' one JSON shape, a line per day (what `day --json` prints
/// and `/v1/days` answers); CSV is a flat table of the facts a spreadsheet filters on, one row per
/// day under a header row (RFC 4180: comma-separated, CRLF line ends, fields with a comma, a quote
/// or a line end quoted).
///
/// Streamed: the bytes go out a month at a time, so memory stays flat over any span and a reader
/// that stops early (`| head`) stops the work.
///
/// ```swift
/// try FactListing.write(from: CivilDate("2026-10-01")!, through: CivilDate("2026-10-08")!,
///                       format: .csv, holidays: .mainlandChina) { bytes in
///   FileHandle.standardOutput.write(Data(bytes)); return true
/// }
/// // date,weekday,lunar_year,…
/// // 2026-10-01,thursday,2026,8,21,false,八月廿一,丙午,马,,国庆节,闭,白虎,black,壬寅,south,CN,holiday,false,国庆节,true,3,false,false,
/// ```
public enum FactListing {
  /// The two ways of writing the facts.
  public enum Format: String, Sendable, CaseIterable {
    /// One ``DayFacts`` JSON object per line.
    case json
    /// A header row, then one row per day (``csvColumns``).
    case csv
  }

  /// The CSV columns, in order: the civil date and weekday; the lunar date (year, month, day,
  /// whether in a leap month, its text), the lunar year's 干支 and 生肖; the solar term beginning
  /// that day and the festivals (joined with `、`); the 黄历 layer (the 建除 officer, the 十二天神
  /// spirit, its path `yellow` or `black`, the pillar the day clashes with, the 煞's direction);
  /// the holiday region, the day's status (as in
  /// JSON: `workday`, `weekend`, `holiday`, `adjustedWorkday`, `notPublished`), whether it is a
  /// working day, the holiday's name, whether it is a statutory day, the pay multiple (1, 2 or 3
  /// where the region's law says), whether the status is the law's provisional one (a year not
  /// yet published); whether the region's exchange trades (SSE/SZSE, HKEX) and its session (`full`,
  /// `morning` on HKEX's 半日市, `afternoon`); the half of a working day a government gives off
  /// (`afternoon` for Macau's 農曆除夕 and 除夕). A fact not known is empty.
  public static let csvColumns = [
    "date", "weekday", "lunar_year", "lunar_month", "lunar_day", "leap_month", "lunar", "year_stem_branch",
    "zodiac", "solar_term", "festivals", "officer", "spirit", "path", "clash", "sha", "region", "status", "is_workday", "holiday", "statutory", "wage",
    "provisional", "trading_day", "trading_session", "half_day",
  ]

  /// Writes the facts of every day from `start` through `end`, handing the bytes to `write` a
  /// month at a time; stops when `write` returns `false`.
  ///
  /// - Parameters:
  ///   - calendar: the lunisolar calendar of the lunar dates and festivals.
  ///   - holidays: the table of the statuses, or `nil` for none (status columns empty).
  ///   - names: the language of names (simplified or traditional Chinese, or English).
  public static func write(
    from start: CivilDate, through end: CivilDate, format: Format, calendar: LunarCalendar = .chinese,
    holidays: HolidayTable? = nil, names: NameLanguage = .simplified, _ write: ([UInt8]) -> Bool
  ) {
    guard start <= end else { return }
    let encoder = JSONLinesEncoder(names: names)
    var bytes: [UInt8] = []
    if format == .csv {
      bytes.append(contentsOf: csvColumns.joined(separator: ",").utf8)
      bytes.append(contentsOf: [13, 10])
    }
    var date = start
    while true {
      let facts = DayFacts(date: date, calendar: calendar, holidays: holidays)
      switch format {
      case .json:
        // Facts hold no number JSON cannot write: encoding cannot fail.
        try? encoder.encodeLine(facts, appendingTo: &bytes)
      case .csv:
        appendCSVRow(facts, names: names, to: &bytes)
      }
      let isLast = date == end
      if isLast || date.day == date.lastOfMonth.day {
        guard write(bytes), !isLast else { return }
        bytes.removeAll(keepingCapacity: true)
      }
      date = date.adding(days: 1)
    }
  }

  /// One CSV row of a day's facts (``csvColumns``), ending in CRLF.
  public static func csvRow(_ facts: DayFacts, names: NameLanguage = .simplified) -> String {
    var bytes: [UInt8] = []
    appendCSVRow(facts, names: names, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func appendCSVRow(_ facts: DayFacts, names: NameLanguage, to bytes: inout [UInt8]) {
    let script = names.script
    let lunar = facts.lunar
    let huangli = facts.huangli
    let status = facts.region == nil ? nil : facts.knownStatus?.kind ?? DayStatus.notPublishedKind
    let fields: [String?] = [
      facts.date.description, facts.weekday.name, String(lunar.year), String(lunar.month), String(lunar.day),
      String(lunar.isLeapMonth), lunar.text(script ?? .simplified), lunar.stemBranch.description,
      lunar.zodiac.character(script ?? .simplified), facts.solarTerm.map { $0.term.name(in: names) },
      facts.festivals.map { names.name($0.name) }.joined(separator: "、"), names.name(huangli.officer.name),
      names.name(huangli.spirit.name), huangli.path, huangli.clash.description,
      huangli.sha.rawValue, facts.region?.rawValue, status,
      facts.isWorkday.map(String.init), facts.knownStatus?.holidayName.map(names.name),
      facts.isStatutory.map(String.init), facts.wageMultiplier.map(String.init), String(facts.isProvisional),
      facts.isTradingDay.map(String.init), facts.tradingSession?.rawValue, facts.halfDayOff?.part.rawValue,
    ]
    for (index, field) in fields.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendCSVField(field ?? "", to: &bytes)
    }
    bytes.append(contentsOf: [13, 10])
  }

  /// A field as RFC 4180 writes it: quoted, with its quotes doubled, when it holds a comma, a
  /// quote or a line end.
  static func appendCSVField(_ field: String, to bytes: inout [UInt8]) {
    let utf8 = field.utf8
    guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 })
    else {
      bytes.append(contentsOf: utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    for byte in utf8 {
      if byte == UInt8(ascii: "\"") { bytes.append(byte) }
      bytes.append(byte)
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
