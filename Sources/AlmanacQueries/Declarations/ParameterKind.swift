import Almanac

/// What a parameter's text is: how every door reads it and describes it (a JSON Schema for the
/// OpenAPI document and the MCP tools, the value list of `--help`).
public enum ParameterKind: Sendable, Hashable {
  /// A civil date, `YYYY-MM-DD`, 0001-01-01...9999-12-31.
  case date
  /// A date, or a time of day `YYYY-MM-DDTHH:MM[:SS]` in Beijing time or with an offset.
  case dateOrTime
  /// A date, or a span of dates `FROM..TO`.
  case dateOrSpan
  /// A year in the range given (1...9999 for the civil dates).
  case year(ClosedRange<Int>)
  /// A month, `YYYY-MM`.
  case yearMonth
  /// A lunar date, `YYYY-MM-DD`, or `YYYY-LMM-DD` for a day of a leap month.
  case lunarDate
  /// A whole number in a range.
  case integer(ClosedRange<Int>)
  /// Yes or no: a flag on the command line, `true` or `false` in a URL and in MCP.
  case flag
  /// One of a list of words: every word of each value, its first word first (read in any case).
  case word([String])
  /// A comma-separated list of words, each at most once.
  case wordList([String])
  /// A festival or a solar term by name or key.
  case name
  /// An ICU locale identifier (`zh_CN`, `en_US`).
  case locale
  /// Any text (a compatibility route's word it reads leniently).
  case text
  /// A short word a page shows: 1 to 16 characters.
  case label
  /// A text of a shape a regular expression states (a work pattern, a schedule, a time zone),
  /// at most `maxLength` characters; what it means is read by the question (a schedule's
  /// minute 99 has the shape and is refused, 422).
  case shaped(String, maxLength: Int)
  /// A day, or a day and a time of day on the clock of the question's zone: `YYYY-MM-DD`,
  /// `YYYY-MM-DDTHH:MM[:SS]`.
  case localTime

  /// Every word of the values, each once, the values' first words first (`chinese`, `korean`,
  /// `vietnamese`, `zh`, `nongli`, …).
  static func words<V: OptionValue>(of values: [V]) -> [String] {
    var words = values.map(\.argument)
    for value in values {
      for word in value.argumentWords where !words.contains(word) { words.append(word) }
    }
    return words
  }

}
