/// ICU's data for one locale, loaded once per process and shared: week conventions, weekday
/// names, the month-header format, and the script Chinese text is written in.
public struct LocaleData: Sendable {
  /// The canonical locale ID.
  public let locale: String
  /// First weekday and weekend.
  public let week: WeekConventions
  /// Weekday and month names, the month header.
  public let symbols: CalendarSymbols
  /// The script of Chinese text: traditional for zh_TW, zh_HK, zh_MO and zh_Hant.
  public let script: ChineseScript
  /// Whether the locale reads Chinese characters (Chinese and Japanese: subtitles in Chinese, 今日)
  /// or not (English festival and term names, "Today").
  public let isChinese: Bool

  private static let cache = Locked<[String: LocaleData]>([:])
  /// The locale asked for last: most programs use one, and comparing its ID is cheaper than hashing.
  private static let lastUsed = Locked<LocaleData?>(nil)
  private let requestedID: String

  /// The data of a locale, from the cache or ICU.
  ///
  /// - Throws: ``LocalizationError`` for a locale ICU does not know.
  public static func forLocale(_ locale: String) throws(LocalizationError) -> LocaleData {
    if let last = lastUsed.withLock({ $0 }), last.requestedID == locale { return last }
    if let cached = cache.withLock({ $0[locale] }) {
      lastUsed.withLock { $0 = cached }
      return cached
    }
    let symbols = try CalendarSymbols(locale: locale)
    // Japanese reads the traditional forms (節, 臘月) best.
    let isJapanese = symbols.locale == "ja" || symbols.locale.hasPrefix("ja_")
    let data = LocaleData(
      locale: symbols.locale, week: try WeekConventions(locale: locale), symbols: symbols,
      script: ChineseScript(locale: symbols.locale) ?? (isJapanese ? .traditional : .simplified),
      isChinese: ChineseScript(locale: symbols.locale) != nil || isJapanese, requestedID: locale)
    cache.withLock { $0[locale] = data }
    lastUsed.withLock { $0 = data }
    return data
  }

  /// The word for today in subtitles.
  public var todayText: String { isChinese ? "今日" : "Today" }
}
