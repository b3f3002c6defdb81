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
  public let name: String

  /// A one-line message naming the operation and ICU's error name.
  public var description: String { "ICU failed to \(operation): \(name)" }

  /// A failure with ICU's code, ICU's name for it and what was asked. The locale module, the
  /// only one that calls ICU, makes these (`ICUError.check`).
  package init(code: Int32, name: String, operation: String) {
    self.code = code
    self.name = name
    self.operation = operation
  }
}

