import Testing

/// Which package traits this build has: tests that compare with the system ICU run only with
/// SystemICU and are reported as skipped, with the reason, without it.
enum BuildConfiguration {
  /// Whether the SystemICU trait is on (the default).
  static let systemICU: Bool = {
    #if SystemICU
      true
    #else
      false
    #endif
  }()

  /// Why an ICU comparison is skipped.
  static let noICU: Comment = "built without the SystemICU trait: there is no system ICU to compare with"
}
