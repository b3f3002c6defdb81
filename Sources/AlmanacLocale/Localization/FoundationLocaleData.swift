import Foundation
import AlmanacCore

/// Locale data without the system ICU: names and patterns from Foundation's `DateFormatter`
/// (which carries its own CLDR), week conventions from ``WeekData``. Compiled in both
/// configurations, so that the default build's tests compare it with ICU locale by locale.
enum FoundationLocaleData: LocaleDataProvider {
  static func canonical(_ locale: String) throws(LocalizationError) -> String {
    // A BCP 47 tag must be letters and digits in subtags of one to eight; an ICU ID the same
    // with underscores, and an `@key=value` tail.
    let base = locale.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    let separator: Character = locale.contains("-") ? "-" : "_"
    let subtags = base.split(separator: separator, omittingEmptySubsequences: false)
    guard !base.isEmpty, !(separator == "-" && locale.contains("@")),
      subtags.allSatisfy({
        (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { throw .unknownLocale(locale) }
    let canonical = Locale.identifier(.icu, from: locale)
    let language = String(canonical.prefix { $0 != "_" && $0 != "@" }).lowercased()
    guard knownLanguages.contains(language) else { throw .unknownLocale(locale) }
    return canonical
  }

  /// The languages Foundation has data for.
  private static let knownLanguages: Set<String> = Set(
    Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }).lowercased() })

  // Throwing as the protocol states, though Foundation never fails here: callers write the same
  // `try` in both builds (and the no-ICU build warns about none).
  static func weekConventions(canonical locale: String) throws(LocalizationError) -> WeekConventions {
    WeekData.conventions(region: region(of: locale))
  }

  /// The region of a canonical ID (`zh_Hant_TW` → `TW`), or the likely one of its language
  /// (`zh` → `CN`, `zh_Hant` → `TW`, `ar` → `EG`), as CLDR's likely subtags give it.
  static func region(of locale: String) -> String? {
    let base = String(locale.prefix { $0 != "@" })
    let parts = base.split(separator: "_").map(String.init)
    if let region = parts.dropFirst().first(where: { isRegion($0) }) { return region.uppercased() }
    let likely = Locale.Language(identifier: base).maximalIdentifier
    return likely.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init).dropFirst()
      .first(where: isRegion)?.uppercased()
  }

  private static func isRegion(_ subtag: String) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
      || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
  }

  static func names(canonical locale: String) throws(LocalizationError) -> LocaleNames {
    let foundationLocale = Locale(identifier: locale)
    let formatter = Self.formatter(foundationLocale, pattern: nil)
    // CLDR's "short" weekday (between abbreviated and narrow) has no property: formatted.
    func shorter(_ letter: String) -> [String] {
      let writer = Self.formatter(foundationLocale, pattern: String(repeating: letter, count: 6))
      // 2026-02-01 is a Sunday.
      return (0..<7).map { writer.string(from: Date(timeIntervalSince1970: Double(20_485 + $0) * 86_400)) }
    }
    let weekdays: [SymbolContext: [SymbolWidth: [String]]] = [
      .format: [
        .wide: formatter.weekdaySymbols, .short: formatter.shortWeekdaySymbols, .shorter: shorter("E"),
        .narrow: formatter.veryShortWeekdaySymbols,
      ],
      .standalone: [
        .wide: formatter.standaloneWeekdaySymbols, .short: formatter.shortStandaloneWeekdaySymbols,
        .shorter: shorter("c"), .narrow: formatter.veryShortStandaloneWeekdaySymbols,
      ],
    ]
    let months: [SymbolContext: [SymbolWidth: [String]]] = [
      .format: [
        .wide: formatter.monthSymbols, .short: formatter.shortMonthSymbols,
        .shorter: formatter.shortMonthSymbols,
        .narrow: formatter.veryShortMonthSymbols,
      ],
      .standalone: [
        .wide: formatter.standaloneMonthSymbols, .short: formatter.shortStandaloneMonthSymbols,
        .shorter: formatter.shortStandaloneMonthSymbols, .narrow: formatter.veryShortStandaloneMonthSymbols,
      ],
    ]
    return LocaleNames(
      weekdays: weekdays, months: months, header: pattern("yMMMM", foundationLocale),
      day: pattern("yMMMMd", foundationLocale))
  }

  /// The locale's best pattern for a skeleton and a formatter for it (one `DateFormatter`,
  /// used under a lock: it is not safe to share).
  private static func pattern(_ skeleton: String, _ locale: Locale) -> DatePattern {
    let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) ?? skeleton
    let formatter = Locked(Self.formatter(locale, pattern: pattern))
    return DatePattern(pattern: pattern) { date in
      formatter.withLock { $0.string(from: Date(timeIntervalSince1970: Double(date.daysSince1970) * 86_400)) }
    }
  }

  /// A Gregorian formatter in UTC (month pages are Gregorian whatever the locale prefers).
  private static func formatter(_ locale: Locale, pattern: String?) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    if let pattern { formatter.dateFormat = pattern }
    return formatter
  }
}
