import Foundation
import AlmanacCore

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
  /// The language of names on pages: Chinese (Japanese reads the traditional forms), Korean,
  /// Vietnamese or English.
  package let language: NameLanguage

  /// Whether the locale reads Chinese characters (Chinese and Japanese: subtitles in Chinese, 今日)
  /// or not (Korean, Vietnamese or English names).
  public var isChinese: Bool {
    if case .chinese = language { return true }
    return false
  }

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
    let language = NameLanguage(locale: symbols.locale)
    var script = ChineseScript.simplified
    if case .chinese(let chinese) = language { script = chinese }
    let data = LocaleData(
      locale: symbols.locale, week: try WeekConventions(locale: locale), symbols: symbols, script: script,
      language: language, requestedID: locale)
    cache.withLock { $0[locale] = data }
    lastUsed.withLock { $0 = data }
    return data
  }

  /// The data of a Foundation locale (its identifier: `zh_CN`, `en_US`, `zh-Hant_TW`).
  ///
  /// - Throws: ``LocalizationError`` for a locale ICU does not know.
  public static func forLocale(_ locale: Locale) throws(LocalizationError) -> LocaleData {
    try forLocale(locale.identifier)
  }

  /// The weekday names in column order: from `firstWeekday`, or the locale's first weekday.
  ///
  /// ```swift
  /// try LocaleData.forLocale("zh_CN").weekdaySymbols()                          // ["周一", … "周日"]
  /// try LocaleData.forLocale("en_US").weekdaySymbols(width: .short)       // ["Sun", "Mon", … "Sat"]
  /// ```
  public func weekdaySymbols(width: SymbolWidth = .short, firstWeekday: Weekday? = nil) -> [String] {
    let first = firstWeekday ?? week.firstWeekday
    return (0..<7).map { symbols.weekdayName(first.advanced(by: $0), width: width) }
  }

  /// The script names are written in (holidays, festivals, terms), or `nil` for English: the one
  /// place the page, its JSON and the writers decide it.
  package var namesScript: ChineseScript? { isChinese ? script : nil }

  /// The word for today in subtitles: 今日, 오늘, Hôm nay, Today.
  public var todayText: String { language.today }

  /// A lunar year as page headers name it: `丙午年【马年】` (zh), `丙午年【馬年】` (zh_TW),
  /// `병오년(丙午年) 말띠` (ko), `Năm Bính Ngọ (Ngựa)` (vi), `丙午, Year of the Horse` (others).
  public func lunarYearText(_ year: StemBranch) -> String { language.yearText(year) }
}
