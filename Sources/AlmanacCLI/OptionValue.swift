import Almanac

// The words of every value shared with the server (calendar, script, region, assumption, late
// 子时, in/out dates, first weekday, subtitles) are declared in the library (``OptionValue``);
// here are the command line's own: colour and export format, and how options list values.

extension OptionSpec {
  /// A choice option: its help lists the values (`only` of them, if given) and the default.
  static func choice<V: OptionValue>(
    _ name: String, _ valueName: String, _ summary: String, _: V.Type, only: [V]? = nil,
    values: String? = nil, default defaultText: String
  ) -> ChoiceOption<V> {
    let allowed = only ?? V.choices
    let list = values ?? V.helpValues(allowed)
    return ChoiceOption(
      spec: .value(name, valueName, "\(summary) (values: \(list); default: \(defaultText))."), allowed: allowed)
  }
}

extension ArgumentValues {
  /// The value given to a choice option, or `nil`.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` for a word that names none of the allowed values.
  func choice<V: OptionValue>(_ option: ChoiceOption<V>) throws(CLIError) -> V? {
    guard let text = parsed.value(option) else { return nil }
    return try choice(text, V.self, among: option.allowed)
  }

  /// The value a word names among `allowed`.
  ///
  /// - Throws: ``CLIError/usage(_:for:)`` for a word that names none of them.
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


/// How `schedule` and `plan-leave` write their answer besides text and JSON: the files of the
/// schedulers that cannot ask Almanac, and calendars.
enum PlanFormat: String, Equatable, CaseIterable, Sendable {
  case text, crontab, systemd, ics, html
}

extension PlanFormat: OptionValue {
  var argumentWords: [String] { [rawValue] }
  var argumentHelp: String? {
    switch self {
    case .text: "lines for a person"
    case .crontab: "a crontab, one line a day"
    case .systemd: "systemd OnCalendar= lines"
    case .ics: "iCalendar"
    case .html: "a self-contained HTML page"
    }
  }
  static var valueKind: String { "a format here" }
}
