import AlmanacCore

#if SystemICU
  import CICUShim

  /// Locale data from the system ICU (CLDR as that ICU carries it).
  enum ICULocaleData: LocaleDataProvider {
    static func canonical(_ locale: String) throws(LocalizationError) -> String {
      try ICULocale.canonical(locale)
    }

    static func weekConventions(canonical locale: String) throws(LocalizationError) -> WeekConventions {
      try ICULocale.weekConventions(locale)
    }

    static func names(canonical locale: String) throws(LocalizationError) -> LocaleNames {
      do throws(ICUError) {
        // Month pages are Gregorian whatever calendar the locale prefers (fa_IR: Persian).
        let gregorian = locale + (locale.contains("@") ? ";" : "@") + "calendar=gregorian"
        let header = try ICUDateFormat(locale: gregorian, skeleton: "yMMMM")
        let day = try ICUDateFormat(locale: gregorian, skeleton: "yMMMMd")
        var weekdays: [SymbolContext: [SymbolWidth: [String]]] = [:]
        var months: [SymbolContext: [SymbolWidth: [String]]] = [:]
        for (context, width, weekdayKind, monthKind) in kinds {
          // ICU counts weekdays from 1 (Sunday) and leaves index 0 empty.
          weekdays[context, default: [:]][width] = Array(try header.symbols(weekdayKind).dropFirst())
          months[context, default: [:]][width] = Array(try header.symbols(monthKind).prefix(12))
        }
        return LocaleNames(
          weekdays: weekdays, months: months,
          header: DatePattern(pattern: header.pattern) { try? header.format($0) },
          day: DatePattern(pattern: day.pattern) { try? day.format($0) })
      } catch {
        throw .icu(error)
      }
    }

    private static let kinds: [(SymbolContext, SymbolWidth, cicu_symbol_kind, cicu_symbol_kind)] = [
      (.format, .wide, CICU_WEEKDAYS_WIDE, CICU_MONTHS_WIDE),
      (.format, .short, CICU_WEEKDAYS_ABBREVIATED, CICU_MONTHS_ABBREVIATED),
      (.format, .shorter, CICU_WEEKDAYS_SHORT, CICU_MONTHS_ABBREVIATED),
      (.format, .narrow, CICU_WEEKDAYS_NARROW, CICU_MONTHS_NARROW),
      (.standalone, .wide, CICU_WEEKDAYS_STANDALONE_WIDE, CICU_MONTHS_STANDALONE_WIDE),
      (.standalone, .short, CICU_WEEKDAYS_STANDALONE_ABBREVIATED, CICU_MONTHS_STANDALONE_ABBREVIATED),
      (.standalone, .shorter, CICU_WEEKDAYS_STANDALONE_SHORT, CICU_MONTHS_STANDALONE_ABBREVIATED),
      (.standalone, .narrow, CICU_WEEKDAYS_STANDALONE_NARROW, CICU_MONTHS_STANDALONE_NARROW),
    ]
  }
#endif
