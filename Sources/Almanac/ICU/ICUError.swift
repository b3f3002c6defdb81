import CICUShim

/// A failure reported by ICU, the system library Almanac uses as its reference engine.
///
/// ICU reports problems through status codes; Almanac checks every one and turns failures
/// (never warnings) into this error, carrying ICU's own name for the code.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
  /// ICU's numeric status code (`UErrorCode`); always a failure. Not public: ``name`` says it.
  package let code: Int32
  /// What Almanac asked ICU to do when it failed, e.g. `"open calendar zh@calendar=chinese"`.
  public let operation: String

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public var name: String { String(cString: cicu_error_name(code)) }

  /// A one-line message naming the operation and ICU's error name.
  public var description: String { "ICU failed to \(operation): \(name)" }

  /// Throws when `status` is a failure; warnings (negative codes) count as success.
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
    if status > CICU_ZERO_ERROR { throw ICUError(code: status, operation: operation()) }
  }
}

/// The ICU version Almanac is linked against, such as `"72.1"`.
public var icuVersion: String { String(cString: cicu_version()) }
