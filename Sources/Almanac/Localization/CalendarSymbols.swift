import CICUShim
import Foundation

/// Localised calendar names from ICU: weekday and month names in every width, and the month
/// header of a calendar page (`2026年2月`, `February 2026`).
///
/// ```swift
/// let zh = try CalendarSymbols(locale: "zh_CN")
/// zh.weekdayName(.sunday, width: .narrow)     // "日"
/// zh.weekdayName(.sunday, width: .short)      // "周日"
/// zh.monthHeader(year: 2026, month: 2)        // "2026年2月"
/// ```
public struct CalendarSymbols: Sendable {
  /// The canonical ICU locale ID these names belong to.
  public let locale: String
  private let weekdays: [SymbolContext: [SymbolWidth: [String]]]
  private let months: [SymbolContext: [SymbolWidth: [String]]]
  private let header: ICUDateFormat

  /// Loads the names of a locale (an ICU ID like `zh_CN` or a BCP 47 tag like `zh-Hant-TW`).
  ///
  /// - Throws: ``LocalizationError`` for a locale ICU does not know.
  public init(locale: String) throws(LocalizationError) {
    self.locale = try ICULocale.canonical(locale)
    do throws(ICUError) {
      // Month pages are Gregorian whatever calendar the locale prefers (fa_IR: Persian).
      let gregorian = self.locale + (self.locale.contains("@") ? ";" : "@") + "calendar=gregorian"
      header = try ICUDateFormat(locale: gregorian, skeleton: "yMMMM")
      var weekdays: [SymbolContext: [SymbolWidth: [String]]] = [:]
      var months: [SymbolContext: [SymbolWidth: [String]]] = [:]
      for (context, width, weekdayKind, monthKind) in CalendarSymbols.kinds {
        // ICU counts weekdays from 1 (Sunday) and leaves index 0 empty.
        weekdays[context, default: [:]][width] = Array(try header.symbols(weekdayKind).dropFirst())
        months[context, default: [:]][width] = Array(try header.symbols(monthKind).prefix(12))
      }
      self.weekdays = weekdays
      self.months = months
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

  /// The seven weekday names, Sunday first.
  public func weekdayNames(width: SymbolWidth, context: SymbolContext = .standalone) -> [String] {
    weekdays[context]?[width] ?? []
  }

  /// The name of one weekday.
  public func weekdayName(_ weekday: Weekday, width: SymbolWidth, context: SymbolContext = .standalone)
    -> String
  {
    let names = weekdayNames(width: width, context: context)
    return names.count == 7 ? names[weekday.rawValue - 1] : weekday.name
  }

  /// The twelve month names, January first.
  public func monthNames(width: SymbolWidth, context: SymbolContext = .standalone) -> [String] {
    months[context]?[width] ?? []
  }

  /// The locale's pattern for a month header (from the skeleton `yMMMM`), e.g. `y年M月`.
  public var monthHeaderPattern: String { header.pattern }

  /// The header of a month page: `2026年2月` in zh_CN, `February 2026` in en_US.
  /// Returns `"YYYY-MM"` for a month outside 1...12 or a year outside 1...9999.
  public func monthHeader(year: Int, month: Int) -> String {
    guard let first = CivilDate(year: year, month: month, day: 1) else {
      return "\(year)-\(month)"
    }
    return (try? header.format(first)) ?? String(first.description.prefix(7))
  }
}

extension CalendarSymbols {
  /// The names of a Foundation locale (its identifier).
  ///
  /// - Throws: ``LocalizationError`` for a locale ICU does not know.
  public init(locale: Locale) throws(LocalizationError) {
    try self.init(locale: locale.identifier)
  }
}
