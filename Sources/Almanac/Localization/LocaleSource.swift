/// Where locale data comes from, behind one interface: the system ICU with the SystemICU package
/// trait (`LocaleSource+ICU.swift`), Foundation and Almanac's own CLDR week-data table without it
/// (`LocaleSource+Foundation.swift`, what an iOS app builds). Each implementation provides:
///
/// - `canonical(_:)`: the canonical ID of a locale, or ``LocalizationError/unknownLocale(_:)``;
/// - `weekConventions(canonical:)`: the first weekday, weekend and first-week rule;
/// - `names(canonical:)`: weekday and month names in every width and context, and the patterns
///   of a month header (`yMMMM`) and a full day (`yMMMMd`) in the Gregorian calendar.
///
/// ``CalendarSymbols``, ``WeekConventions`` and ``LocaleData`` ask only these.
enum LocaleSource {}

/// A locale's names, as ``LocaleSource`` reads them.
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
