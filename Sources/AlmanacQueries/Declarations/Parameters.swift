import Almanac

/// The parameters questions share, each declared once. A question lists the ones it takes
/// (``Question/parameters``); a door spells and describes them from here.
public enum Parameters {
  /// `script`: the Chinese script of lunar text and names.
  public static let script = Parameter.word(
    "script", "script", "Chinese script of lunar text and names", ChineseScript.self, default: .simplified)

  /// `names`: the language holidays are named in.
  public static let names = Parameter.word(
    "names", "language",
    "Language of holiday names (KR's 설날, VN's Tết Nguyên Đán, MO's Fraternidade Universal)", NameLanguage.self,
    defaultText: "the Chinese of ⟨script⟩")

  /// `calendar`: the lunisolar calendar.
  public static let calendar = Parameter.word(
    "calendar", "calendar", "Lunisolar calendar", LunarCalendar.Variant.self, default: .chinese)

  /// `region`: whose holidays.
  public static let region = Parameter.word(
    "region", "region", "Holiday region", HolidayRegion.self,
    values: HolidayRegion.helpValues(HolidayRegion.choices) + ", or the region of ⟨holidays⟩",
    default: .mainlandChina)

  /// `assume`: what to take for a year without a published arrangement.
  public static let assume = Parameter.word(
    "assume", "assumption", "What to assume of a year without a published arrangement", HolidayAssumption.self,
    defaultText: "none, such a year is an error")

  /// `official`: the official calendar alone, without the overlays.
  public static let official = Parameter.flag(
    "official", "Count the official calendar alone, without the overlays in the data directory")

  /// `lateZi`: the day pillar of 23:00-24:00.
  public static let lateZi = Parameter.word(
    "lateZi", "convention", "Day pillar of 23:00-24:00 (晚子时) in the 八字 of a time", LateZiHour.self,
    default: .nextDay)

  /// `market`: the exchange.
  public static let market = Parameter.word(
    "market", "market", "The exchange", TradingCalendar.Market.self, default: .shanghaiShenzhen)

  /// `today`: the day taken as today.
  public static let today = Parameter<CivilDate>.date(
    "today", "Pin today to a date", defaultText: "today in China, UTC+8, whatever TZ says")

  /// `after`: the day a search starts after.
  public static let after = Parameter<CivilDate>.date("after", "Search after this day instead of today")

  /// `from` and `to`: a span's first and last days.
  public static let from = Parameter<CivilDate>.date("from", "The first day, YYYY-MM-DD", placeholder: "from")
  /// The span's last day.
  public static let to = Parameter<CivilDate>.date("to", "The last day, YYYY-MM-DD (inclusive)", placeholder: "to")

  // The page's options.

  /// `locale`: names, header, first weekday and weekend.
  public static let locale = Parameter<String>.locale(
    "locale", "Locale of names, header, first weekday and weekend", values: "e.g. zh_CN, zh_TW, en_US",
    defaultText: "zh_CN")
  /// `firstWeekday`: the first column.
  public static let firstWeekday = Parameter.word(
    "firstWeekday", "weekday", "Weekday of the first column", Weekday.self, values: "monday ... sunday",
    defaultText: "the locale's"
  ).withoutValuesLabel()
  /// `inDates`: the previous month's days in the first row.
  public static let inDates = Parameter.word(
    "inDates", "mode", "Previous month's days in the first row, muted", InDates.self, default: .fillFirstRow)
  /// `outDates`: the next month's days after the last.
  public static let outDates = Parameter.word(
    "outDates", "mode", "Next month's days after the last, muted: to the end of the row or of six rows", OutDates.self,
    default: .tillEndOfRow)
  /// `todayLabel`: the word today's cell shows.
  public static let todayLabel = Parameter<String>.label(
    "todayLabel", "word", "The word today's cell shows", example: "今天", defaultText: "the locale's, 今日 or Today")
  /// `subtitles`: the subtitle kinds, most important first.
  public static let subtitles = Parameter<[SubtitleKind]>.subtitles(
    "subtitles", "Subtitle kinds, most important first, comma-separated")

  /// Every shared parameter a page takes, in help's order.
  static let page: [QueryParameter] = [
    locale.declaration, calendar.declaration, firstWeekday.declaration, region.declaration, today.declaration,
    inDates.declaration, outDates.declaration, subtitles.declaration,
  ]

  /// The built-in tables' years as help states them, from the tables themselves (regions with
  /// the same years together): `CN 2004...2026, HK and TW 2007...2026`.
  public static var builtInYears: String {
    var groups: [(regions: [HolidayRegion], years: String)] = []
    for region in HolidayTable.builtInRegions {
      let covered = HolidayTable.builtInYears(of: region)
      guard !covered.isEmpty else { continue }
      let years = HolidayTableError.spans(covered)
      if let index = groups.firstIndex(where: { $0.years == years }) {
        groups[index].regions.append(region)
      } else {
        groups.append(([region], years))
      }
    }
    return groups.map { "\(HolidayRegion.spans($0.regions).joined(separator: " and ")) \($0.years)" }
      .joined(separator: ", ")
  }
}

extension Parameter {
  /// The same parameter whose help lists its values without `values:` (`monday ... sunday`).
  func withoutValuesLabel() -> Parameter {
    let old = declaration
    return Parameter(
      declaration: QueryParameter(
        name: old.name, summary: old.summary, kind: old.kind, placeholder: old.placeholder,
        values: old.values.map { $0.hasPrefix("values: ") ? String($0.dropFirst(8)) : $0 },
        defaultText: old.defaultText, defaultValue: old.defaultValue, isRequired: old.isRequired,
        isPositional: old.isPositional, usage: old.usage, rows: old.rows),
      defaultValue: defaultValue, parse: parse)
  }
}
