/// Which package traits this build has: tests that compare with the system ICU run only with
/// SystemICU and are reported as skipped, with the reason, without it.
package enum BuildConfiguration {
  /// Whether the SystemICU trait is on (the default).
  package static let systemICU: Bool = {
    #if SystemICU
      true
    #else
      false
    #endif
  }()

  /// Why an ICU comparison is skipped.
  package static let noICU = "built without the SystemICU trait: there is no system ICU to compare with"
}
