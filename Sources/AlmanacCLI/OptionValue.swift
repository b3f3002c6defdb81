import Almanac

// The words of every value shared with the server (calendar, script, region, assumption, late
// 子时, in/out dates, first weekday, subtitles) are declared in the library (``OptionValue``);
// here are the command line's own: colour and export format, and how options list values.

extension OptionSpec {
  /// An option whose value is one of `V`'s cases (or of `only`): its help line is
  /// `summary (values: …; default: …).`, the values listed from the type.
  static func choice<V: OptionValue>(
    _ name: String, _ valueName: String, _ summary: String, _: V.Type, only: [V]? = nil,
    values: String? = nil, default defaultText: String
  ) -> OptionSpec {
    let list = values ?? V.helpValues(only ?? V.choices)
    return .value(name, valueName, "\(summary) (values: \(list); default: \(defaultText)).")
  }
}

extension ArgumentValues {
  /// The value of a choice option, or `nil` when it was not given.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` naming the word, the choices and the nearest one.
  func choice<V: OptionValue>(_ option: String, among allowed: [V] = V.choices) throws(CLIError) -> V? {
    guard let text = parsed.values[option] else { return nil }
    return try choice(text, V.self, among: allowed)
  }

  /// A word as one of `V`'s cases (or of `allowed`).
  func choice<V: OptionValue>(_ text: String, _: V.Type, among allowed: [V] = V.choices) throws(CLIError)
    -> V
  {
    do throws(OptionValueError) {
      return try V.parse(text, among: allowed)
    } catch {
      throw .usage(error.description, for: spec)
    }
  }
}

extension ColourMode: OptionValue {
  var argumentWords: [String] { [rawValue] }
  static var valueKind: String { "a colour mode" }
}

extension ExportFormat: OptionValue {
  var argumentWords: [String] { [rawValue] }
  static var valueKind: String { "a format here" }
}

