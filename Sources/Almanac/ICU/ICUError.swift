#if SystemICU
  import CICUShim
#endif

/// A failure reported by ICU, the system library Almanac uses as its reference engine.
///
/// ICU reports problems through status codes; Almanac checks every one and turns failures
/// (never warnings) into this error, carrying ICU's own name for the code.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
  /// ICU's numeric status code (`UErrorCode`); always a failure. Not public: ``name`` says it.
  package let code: Int32
  /// What Almanac asked ICU to do when it failed, e.g. `"open calendar zh@calendar=chinese"`.
  public let operation: String

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR` (without the SystemICU trait,
  /// where ICU is never asked, its number).
  public var name: String {
    #if SystemICU
      String(cString: cicu_error_name(code))
    #else
      "ICU status \(code)"
    #endif
  }

  /// A one-line message naming the operation and ICU's error name.
  public var description: String { "ICU failed to \(operation): \(name)" }

  /// Throws when `status` is a failure; warnings (negative codes) count as success.
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
    if status > 0 { throw ICUError(code: status, operation: operation()) }
  }
}

/// The ICU version Almanac is linked against, such as `"72.1"`; `"none"` when it is built without
/// the SystemICU trait (an iOS app: locale data then comes from Foundation).
public var icuVersion: String {
  #if SystemICU
    String(cString: cicu_version())
  #else
    "none"
  #endif
}

/// Where locale data (week conventions, weekday and month names, date patterns) comes from:
/// `"ICU 72.1"` with the SystemICU trait, `"Foundation"` without it.
public var localeDataSource: String {
  #if SystemICU
    "ICU \(icuVersion)"
  #else
    "Foundation"
  #endif
}
