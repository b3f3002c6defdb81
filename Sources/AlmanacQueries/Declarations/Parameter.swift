import Almanac
import Foundation

/// A parameter and how its text becomes a value: declared once (``QueryParameter``), read by
/// every door through ``QueryArguments/value(_:)`` with the one sentence for a value that is
/// not one. Its default is typed and prints itself (`Parameter.word("calendar", …, default:
/// .chinese)` shows `default: chinese` in help and `"default": "chinese"` in a schema).
///
/// ```swift
/// static let calendar = Parameter.word(
///   "calendar", "calendar", "Lunisolar calendar", LunarCalendar.Variant.self, default: .chinese)
/// ```
public struct Parameter<Value: Sendable>: Sendable {
  /// What every door lists.
  public let declaration: QueryParameter
  /// The value a question takes when the parameter is not given, or `nil` when there is none
  /// (or it depends on other values).
  public let defaultValue: Value?
  /// Reads a text; `label` names the parameter in the sentence where the door wants it.
  let parse: @Sendable (_ text: String, _ label: String?) throws(QueryRefusal) -> Value

  /// The value a text gives (a door reading a parameter outside a question's arguments, as the
  /// timor.tech routes do).
  ///
  /// - Throws: ``QueryRefusal`` with the parameter's sentence for a text that is no value.
  public func read(_ text: String, label: String? = nil) throws(QueryRefusal) -> Value { try parse(text, label) }

  /// The parameter's name (lowerCamelCase).
  public var name: String { declaration.name }

  /// The same parameter as a positional argument of the command line (in declaration order).
  public func positional(
    required: Bool = true, summary: String? = nil, usage: String? = nil, rows: [(name: String, help: String)]? = nil,
    defaultText: String? = nil
  ) -> Parameter {
    changed {
      QueryParameter(
        name: $0.name, summary: summary ?? $0.summary, kind: $0.kind, placeholder: $0.placeholder, values: $0.values,
        defaultText: defaultText ?? $0.defaultText, defaultValue: $0.defaultValue, isRequired: required,
        isPositional: true, usage: usage, rows: rows)
    }
  }

  /// The same parameter, required (an HTTP question that cannot be asked without it).
  public func required(summary: String? = nil) -> Parameter {
    changed {
      QueryParameter(
        name: $0.name, summary: summary ?? $0.summary, kind: $0.kind, placeholder: $0.placeholder, values: $0.values,
        defaultText: $0.defaultText, defaultValue: $0.defaultValue, isRequired: true, isPositional: $0.isPositional,
        usage: $0.usage, rows: $0.rows)
    }
  }

  /// The same parameter with another summary or default text.
  public func described(_ summary: String? = nil, defaultText: String? = nil) -> Parameter {
    changed {
      QueryParameter(
        name: $0.name, summary: summary ?? $0.summary, kind: $0.kind, placeholder: $0.placeholder, values: $0.values,
        defaultText: defaultText ?? $0.defaultText, defaultValue: $0.defaultValue, isRequired: $0.isRequired,
        isPositional: $0.isPositional, usage: $0.usage, rows: $0.rows)
    }
  }

  /// The same parameter without a typed default, its default described in words instead: for a
  /// question whose answer picks the default from other values (`check`'s market, the region's).
  public func withoutDefault(_ summary: String? = nil, defaultText: String) -> Parameter {
    let old = declaration
    return Parameter(
      declaration: QueryParameter(
        name: old.name, summary: summary ?? old.summary, kind: old.kind, placeholder: old.placeholder,
        values: old.values, defaultText: defaultText, defaultValue: nil, isRequired: old.isRequired,
        isPositional: old.isPositional, usage: old.usage, rows: old.rows),
      defaultValue: nil, parse: parse)
  }

  private func changed(_ change: (QueryParameter) -> QueryParameter) -> Parameter {
    Parameter(declaration: change(declaration), defaultValue: defaultValue, parse: parse)
  }
}

extension Parameter where Value: OptionValue {
  /// One of a type's words (`--calendar korean`, `calendar=korean`), among `allowed` (all by
  /// default). Help lists the values; the default prints itself.
  public static func word(
    _ name: String, _ placeholder: String, _ summary: String, _: Value.Type, allowed: [Value]? = nil,
    values: String? = nil, default value: Value? = nil, defaultText: String? = nil
  ) -> Parameter<Value> {
    typealias V = Value
    let allowed = allowed ?? V.choices
    return Parameter<V>(
      declaration: QueryParameter(
        name: name, summary: summary, kind: .word(ParameterKind.words(of: allowed)), placeholder: placeholder,
        values: "values: " + (values ?? V.helpValues(allowed)), defaultText: defaultText ?? value?.argument,
        defaultValue: value.map { .word($0.argument) }),
      defaultValue: value,
      parse: { text, _ throws(QueryRefusal) in
        do throws(OptionValueError) {
          return try V.parse(text, among: allowed)
        } catch {
          throw Refusals.word(error)
        }
      })
  }
}

extension Parameter {
  /// A civil date.
  public static func date(_ name: String, _ summary: String, placeholder: String = "date", defaultText: String? = nil)
    -> Parameter<CivilDate> where Value == CivilDate
  {
    Parameter<CivilDate>(
      declaration: QueryParameter(
        name: name, summary: summary, kind: .date, placeholder: placeholder, defaultText: defaultText),
      defaultValue: nil,
      parse: { text, label throws(QueryRefusal) in
        guard let date = CivilDate(text) else { throw Refusals.notADate(text, label: label) }
        return date
      })
  }

  /// A day, or a time of day whose 八字 the solar terms' years know.
  public static func dayOrTime(_ name: String, _ summary: String) -> Parameter<DayOrTime> where Value == DayOrTime {
    Parameter<DayOrTime>(
      declaration: QueryParameter(name: name, summary: summary, kind: .dateOrTime, placeholder: "date"),
      defaultValue: nil,
      parse: { text, label throws(QueryRefusal) in
        guard BeijingTime.isTimeText(text) else {
          guard let date = CivilDate(text) else { throw Refusals.notADate(text, label: label) }
          return .day(date)
        }
        guard let time = BeijingTime(text) else { throw Refusals.notATime(text) }
        // The pillars need the 节 before the time: from 1000's first 节 (小寒) to the end of 3000.
        guard EightCharacters(time, lateZi: .nextDay) != nil else { throw Refusals.timeOutsideTerms(text) }
        return .time(time)
      })
  }

  /// A day, or a span `FROM..TO`, the earlier first.
  public static func dateOrSpan(_ name: String, _ summary: String) -> Parameter<ClosedRange<CivilDate>>
  where Value == ClosedRange<CivilDate> {
    Parameter<ClosedRange<CivilDate>>(
      declaration: QueryParameter(name: name, summary: summary, kind: .dateOrSpan, placeholder: "date"),
      defaultValue: nil,
      parse: { text, label throws(QueryRefusal) in
        let parts = text.components(separatedBy: "..")
        guard parts.count <= 2 else {
          throw .badRequest(
            "\(QuotedInput.quoted(text)) is not a date range; use <from>..<to>, e.g. 2026-01-01..2026-12-31")
        }
        guard let from = CivilDate(parts[0]) else { throw Refusals.notADate(parts[0], label: label) }
        guard let to = CivilDate(parts[parts.count - 1]) else {
          throw Refusals.notADate(parts[parts.count - 1], label: label)
        }
        guard from <= to else { throw Refusals.backwards(from.description, to.description) }
        return from...to
      })
  }

  /// A year in `years`.
  public static func year(_ name: String, _ summary: String, in years: ClosedRange<Int> = CivilDate.supportedYears)
    -> Parameter<Int> where Value == Int
  {
    Parameter<Int>(
      declaration: QueryParameter(name: name, summary: summary, kind: .year(years), placeholder: "year"),
      defaultValue: nil,
      parse: { text, _ throws(QueryRefusal) in
        guard text.utf8.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(text),
          years.contains(year)
        else { throw Refusals.notAYear(text, in: years) }
        return year
      })
  }

  /// A month, `YYYY-MM`.
  public static func yearMonth(_ name: String, _ summary: String) -> Parameter<YearMonth> where Value == YearMonth {
    Parameter<YearMonth>(
      declaration: QueryParameter(name: name, summary: summary, kind: .yearMonth, placeholder: "year-month"),
      defaultValue: nil,
      parse: { text, _ throws(QueryRefusal) in
        guard let month = YearMonth(text) else { throw Refusals.notAMonth(text) }
        return month
      })
  }

  /// A lunar date.
  public static func lunarDate(_ name: String, _ summary: String) -> Parameter<LunarDate> where Value == LunarDate {
    Parameter<LunarDate>(
      declaration: QueryParameter(name: name, summary: summary, kind: .lunarDate, placeholder: "lunar-date"),
      defaultValue: nil,
      parse: { text, _ throws(QueryRefusal) in
        guard let date = LunarDate(isoText: text) else { throw Refusals.notALunarDate(text) }
        return date
      })
  }

  /// A festival or a solar term.
  public static func festivalOrTerm(_ name: String, _ summary: String) -> Parameter<NextOccurrence.Target>
  where Value == NextOccurrence.Target {
    Parameter<NextOccurrence.Target>(
      declaration: QueryParameter(name: name, summary: summary, kind: .name, placeholder: "name"),
      defaultValue: nil,
      parse: { text, _ throws(QueryRefusal) in
        guard let target = NextOccurrence.Target(name: text) else { throw Refusals.notAFestival(text) }
        return target
      })
  }

  /// A whole number in `range`.
  public static func integer(
    _ name: String, _ placeholder: String, _ summary: String, in range: ClosedRange<Int>, example: Int
  ) -> Parameter<Int> where Value == Int {
    Parameter<Int>(
      declaration: QueryParameter(name: name, summary: summary, kind: .integer(range), placeholder: placeholder),
      defaultValue: nil,
      parse: { text, label throws(QueryRefusal) in
        // Checked against its range before any arithmetic (abs(Int.min) would trap).
        guard text.utf8.count <= 20, let value = Int(text), range.contains(value) else {
          throw Refusals.notANumber(text, label: label ?? name, in: range, example: "\(example)")
        }
        return value
      })
  }

  /// Yes or no: a flag on the command line (given: `true`), `true` or `false` elsewhere.
  public static func flag(_ name: String, _ summary: String) -> Parameter<Bool> where Value == Bool {
    Parameter<Bool>(
      declaration: QueryParameter(
        name: name, summary: summary, kind: .flag, placeholder: name, defaultValue: .flag(false)),
      defaultValue: false,
      parse: { text, label throws(QueryRefusal) in
        switch text {
        case "true": return true
        case "false": return false
        default: throw Refusals.notAFlag(text, label: label ?? name)
        }
      })
  }

  /// An ICU locale identifier, checked where the page is built (an unknown one is refused
  /// there, once).
  public static func locale(_ name: String, _ summary: String, values: String, defaultText: String) -> Parameter<String>
  where Value == String {
    Parameter<String>(
      declaration: QueryParameter(
        name: name, summary: summary, kind: .locale, placeholder: "locale", values: values, defaultText: defaultText),
      defaultValue: nil,
      parse: { text, _ throws(QueryRefusal) in text })
  }

  /// A short word shown on a page (1 to 16 characters, no control characters).
  public static func label(_ name: String, _ placeholder: String, _ summary: String, example: String, defaultText: String)
    -> Parameter<String> where Value == String
  {
    Parameter<String>(
      declaration: QueryParameter(
        name: name, summary: summary, kind: .label, placeholder: placeholder, values: "e.g. \(example)",
        defaultText: defaultText),
      defaultValue: nil,
      parse: { text, _ throws(QueryRefusal) in
        guard (1...16).contains(text.count), QuotedInput.firstControl(in: text) == nil else {
          throw .badRequest(
            "\(QuotedInput.quoted(text)) is not a word to show; use 1 to 16 characters without control characters, e.g. \(example)")
        }
        return text
      })
  }

  /// Subtitle kinds, most important first, each once.
  public static func subtitles(_ name: String, _ summary: String) -> Parameter<[SubtitleKind]>
  where Value == [SubtitleKind] {
    Parameter<[SubtitleKind]>(
      declaration: QueryParameter(
        name: name, summary: summary, kind: .wordList(SubtitleKind.choices.map(\.argument)), placeholder: "kinds",
        values: "values: " + SubtitleKind.helpValues(SubtitleKind.choices),
        defaultText: SubtitleKind.standard.map(\.argument).joined(separator: ",")),
      defaultValue: SubtitleKind.standard,
      parse: { text, _ throws(QueryRefusal) in
        do throws(OptionValueError) {
          return try SubtitleKind.parseList(text)
        } catch {
          throw Refusals.word(error)
        }
      })
  }
}

/// A day, or a time of day (`day`'s argument).
public enum DayOrTime: Sendable, Hashable {
  case day(CivilDate)
  case time(BeijingTime)

  /// The day (of the time).
  public var date: CivilDate {
    switch self {
    case .day(let date): date
    case .time(let time): time.date
    }
  }
}

/// A month of a year, `YYYY-MM`.
public struct YearMonth: Sendable, Hashable, CustomStringConvertible {
  /// The year, 1...9999.
  public let year: Int
  /// The month, 1...12.
  public let month: Int

  /// The month `text` names (`2026-02`), or `nil`.
  public init?(_ text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count == 7, utf8[4] == UInt8(ascii: "-"),
      utf8.enumerated().allSatisfy({ $0.offset == 4 || (48...57).contains($0.element) }),
      let year = Int(text.prefix(4)), let month = Int(text.suffix(2)),
      CivilDate.supportedYears.contains(year), (1...12).contains(month)
    else { return nil }
    self.year = year
    self.month = month
  }

  /// A month.
  public init(year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// `2026-02`.
  public var description: String {
    String(repeating: "0", count: max(0, 4 - String(year).count)) + "\(year)-" + (month < 10 ? "0" : "") + "\(month)"
  }

  /// Whether a word has a month's shape (`2026-02`, `2026-13`), so that the command line takes it
  /// as the default command's argument.
  public static func looksLikeOne(_ text: String) -> Bool {
    text.count == 7 && text.dropFirst(4).first == "-" && text.filter(\.isNumber).count == 6
  }
}
