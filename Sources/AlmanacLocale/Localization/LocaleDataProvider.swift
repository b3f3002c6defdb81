import AlmanacCore

/// Where locale data comes from: the contract both providers keep, checked by the compiler.
///
/// - ``ICULocaleData`` (the SystemICU package trait, the default): the system ICU;
/// - ``FoundationLocaleData`` (without the trait, what an iOS app builds): Foundation's
///   `DateFormatter` and Almanac's own CLDR week-data table. It is compiled in both
///   configurations, so the default build's tests compare the two locale by locale.
///
/// ``LocaleProvider`` is the provider of the build; ``CalendarSymbols``, ``WeekConventions`` and
/// ``LocaleData`` ask only it.
protocol LocaleDataProvider {
  /// The canonical ID of a locale, or ``LocalizationError/unknownLocale(_:)``.
  static func canonical(_ locale: String) throws(LocalizationError) -> String
  /// The first weekday, weekend and first-week rule of a canonical locale.
  static func weekConventions(canonical locale: String) throws(LocalizationError) -> WeekConventions
  /// Weekday and month names in every width and context, and the patterns of a month header
  /// (`yMMMM`) and a full day (`yMMMMd`) in the Gregorian calendar, of a canonical locale.
  static func names(canonical locale: String) throws(LocalizationError) -> LocaleNames
}

#if SystemICU
  /// The provider of this build: the system ICU.
  typealias LocaleProvider = ICULocaleData
#else
  /// The provider of this build: Foundation and Almanac's week data.
  typealias LocaleProvider = FoundationLocaleData
#endif

/// A locale's names, as ``LocaleProvider`` reads them.
struct LocaleNames: Sendable {
  /// Weekday names, Sunday first, by context and width.
  var weekdays: [SymbolContext: [SymbolWidth: [String]]]
  /// Month names, January first, by context and width.
  var months: [SymbolContext: [SymbolWidth: [String]]]
  /// The month header's pattern (`y年M月`) and its formatter.
  var header: DatePattern
  /// The full day's pattern (`y年M月d日`) and its formatter.
  var day: DatePattern
}

/// A locale's date pattern and the formatter that writes a civil day with it (ICU's, or
/// Foundation's); `nil` when the formatter fails.
struct DatePattern: Sendable {
  /// The pattern, in ICU/CLDR pattern letters.
  let pattern: String
  /// Writes a day with the pattern.
  let format: @Sendable (CivilDate) -> String?
}
