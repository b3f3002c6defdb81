import AlmanacCore

/// Why locale data could not be provided.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The locale ID is malformed, or ICU has no data for its language.
  case unknownLocale(String)
  /// ICU reported a failure.
  case icu(ICUError)

  /// A one-line message naming the locale and what is allowed.
  public var description: String {
    switch self {
    case .unknownLocale(let locale):
      "unknown locale \(QuotedInput.quoted(locale)); use an ICU or BCP 47 locale ID such as zh_CN, zh-Hant-TW, en_US, ja_JP"
    case .icu(let error):
      error.description
    }
  }
}
