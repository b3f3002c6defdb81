import AlmanacCore

#if SystemICU
  import CICUShim
#endif

extension ICUError {
  /// Throws when `status` is a failure; warnings (negative codes) count as success.
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
    if status > 0 { throw ICUError(status: status, operation: operation()) }
  }

  /// The error for a failing status, named as ICU names it.
  init(status: Int32, operation: String) {
    #if SystemICU
      let name = String(cString: cicu_error_name(status))
    #else
      let name = "ICU status \(status)"
    #endif
    self.init(code: status, name: name, operation: operation)
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
