import Foundation
import AlmanacCore

/// Localised calendar names: weekday and month names in every width, and the month header of a
/// calendar page (`2026年2月`, `February 2026`), from the system ICU (or, built without the
/// SystemICU trait, from Foundation: see the manual, "Getting started", Apple platforms).
///
/// ```swift
/// let zh = try CalendarSymbols(locale: "zh_CN")
/// zh.weekdayName(.sunday, width: .narrow)     // "日"
/// zh.weekdayName(.sunday, width: .short)      // "周日"
/// zh.monthHeader(year: 2026, month: 2)        // "2026年2月"
/// ```
public struct CalendarSymbols: Sendable {
  /// The canonical locale ID these names belong to.
  public let locale: String
  private let weekdays: [SymbolContext: [SymbolWidth: [String]]]
  private let months: [SymbolContext: [SymbolWidth: [String]]]
  private let header: DatePattern
  /// The locale's pattern for a full day (from the skeleton `yMMMMd`), e.g. `y年M月d日`.
  private let dayFormat: DatePattern
  /// `dayFormat`'s pattern in parts, or `nil` when the formatter must write it.
  private let dayFields: [DateField]?

  /// Loads the names of a locale (an ICU ID like `zh_CN` or a BCP 47 tag like `zh-Hant-TW`).
  ///
  /// - Throws: ``LocalizationError`` for a locale that is not known.
  public init(locale: String) throws(LocalizationError) {
    self.locale = try LocaleProvider.canonical(locale)
    let names = try LocaleProvider.names(canonical: self.locale)
    weekdays = names.weekdays
    months = names.months
    header = names.header
    dayFormat = names.day
    // Rendered here only where that gives the formatter's own text (not for locales with their
    // own digits, ar_EG or fa_IR): checked once on two days.
    let fields = CalendarSymbols.fields(of: names.day.pattern) { width, context in
      names.months[context]?[width] ?? []
    }
    let probes = [CivilDate(unchecked: 2026, 1, 7), CivilDate(unchecked: 1987, 12, 25)]
    var checked = fields
    if let fields {
      for probe in probes where CalendarSymbols.render(fields, probe) != names.day.format(probe) {
        checked = nil
      }
    }
    dayFields = checked
  }

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
    return header.format(first) ?? String(first.description.prefix(7))
  }

  /// A day as the locale writes it in full: `2026年2月17日` in zh_CN, `February 17, 2026` in en_US.
  /// Rendered from the locale's pattern with these names (no formatter call per day).
  public func dayText(_ date: CivilDate) -> String {
    guard let fields = dayFields else { return dayFormat.format(date) ?? date.description }
    return CalendarSymbols.render(fields, date)
  }

  /// A pattern's parts filled in with a day.
  private static func render(_ fields: [DateField], _ date: CivilDate) -> String {
    var result = ""
    for field in fields {
      switch field {
      case .literal(let text): result += text
      case .year(let twoDigits):
        result += twoDigits ? String(String(date.year % 100 + 100).suffix(2)) : String(date.year)
      case .monthNumber(let padded):
        result += padded && date.month < 10 ? "0\(date.month)" : String(date.month)
      case .monthName(let names): result += names[date.month - 1]
      case .day(let padded): result += padded && date.day < 10 ? "0\(date.day)" : String(date.day)
      }
    }
    return result
  }

  /// One part of a date pattern.
  enum DateField: Sendable {
    case literal(String)
    case year(twoDigits: Bool)
    case monthNumber(padded: Bool)
    /// The twelve names, January first.
    case monthName([String])
    case day(padded: Bool)
  }

  /// A date pattern's parts; `nil` when it holds a field other than year, month and day (an era,
  /// a weekday), which ICU then formats.
  static func fields(
    of pattern: String, monthNames: (SymbolWidth, SymbolContext) -> [String]
  ) -> [DateField]? {
    var result: [DateField] = []
    var literal = ""
    func flush() {
      if !literal.isEmpty { result.append(.literal(literal)) }
      literal = ""
    }
    var characters = Array(pattern)[...]
    while let first = characters.first {
      if first == "'" {
        characters = characters.dropFirst()
        if characters.first == "'" {
          literal.append("'")
          characters = characters.dropFirst()
          continue
        }
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "'" {
            if characters.first == "'" {
              literal.append("'")
              characters = characters.dropFirst()
              continue
            }
            break
          }
          literal.append(next)
        }
        continue
      }
      guard first.isASCII, first.isLetter else {
        literal.append(first)
        characters = characters.dropFirst()
        continue
      }
      let count = characters.prefix { $0 == first }.count
      characters = characters.dropFirst(count)
      flush()
      switch (first, count) {
      case ("y", 2): result.append(.year(twoDigits: true))
      case ("y", _): result.append(.year(twoDigits: false))
      case ("M", 1...2), ("L", 1...2): result.append(.monthNumber(padded: count == 2))
      case ("M", 3...4), ("L", 3...4):
        let names = monthNames(count == 3 ? .short : .wide, first == "M" ? .format : .standalone)
        guard names.count == 12 else { return nil }
        result.append(.monthName(names))
      case ("d", 1...2): result.append(.day(padded: count == 2))
      default: return nil
      }
    }
    flush()
    return result
  }
}

extension CalendarSymbols {
  /// The names of a Foundation locale (its identifier).
  ///
  /// - Throws: ``LocalizationError`` for a locale that is not known.
  public init(locale: Locale) throws(LocalizationError) {
    try self.init(locale: locale.identifier)
  }
}
