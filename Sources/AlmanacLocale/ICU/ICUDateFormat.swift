import AlmanacCore

#if SystemICU
  import CICUShim

  /// One ICU date format handle (`UDateFormat`) for a locale and pattern, owned and serialised.
  package final class ICUDateFormat: Sendable {
    /// The canonical locale ID.
    package let locale: String
    /// The pattern, e.g. `y年M月`.
    package let pattern: String
    private let handle: Locked<OpaquePointer>

    /// Opens a format for a canonical locale ID and a pattern, in UTC.
    package init(locale: String, pattern: String) throws(ICUError) {
      var status: Int32 = CICU_ZERO_ERROR
      let units = pattern.utf16Array
      let opened = cicu_date_format_open(locale, units, Int32(units.count), "UTC", &status)
      try ICUError.check(status, "open a date format for \(locale) with pattern \(pattern)")
      guard let opened else { throw ICUError(status: 5, operation: "open a date format for \(locale)") }
      self.locale = locale
      self.pattern = pattern
      handle = Locked(opened)
    }

    /// Opens a format with the locale's best pattern for a skeleton (`yMMMM`, `MMMd`, `EEEE`).
    package convenience init(locale: String, skeleton: String) throws(ICUError) {
      let units = skeleton.utf16Array
      let pattern = try icuString("find the \(skeleton) pattern of \(locale)") { buffer, capacity, status in
        cicu_best_pattern(locale, units, Int32(units.count), buffer, capacity, &status)
      }
      try self.init(locale: locale, pattern: pattern)
    }

    deinit {
      handle.withLock { cicu_date_format_close($0) }
    }

    /// Formats the civil day (its UTC midnight).
    package func format(_ date: CivilDate) throws(ICUError) -> String {
      let udate = Double(date.daysSince1970) * 86_400_000
      return try handle.withLock { format throws(ICUError) in
        try icuString("format \(date) as \(pattern)") { buffer, capacity, status in
          cicu_date_format_format(format, udate, buffer, capacity, &status)
        }
      }
    }

    /// All symbols of a kind, as ICU stores them (weekdays have an empty entry at index 0).
    package func symbols(_ kind: cicu_symbol_kind) throws(ICUError) -> [String] {
      try handle.withLock { format throws(ICUError) in
        let count = cicu_date_format_symbol_count(format, kind)
        var result: [String] = []
        for index in 0..<count {
          result.append(
            try icuString("read date symbol \(kind.rawValue)/\(index) of \(locale)") {
              buffer, capacity, status in
              cicu_date_format_symbol(format, kind, index, buffer, capacity, &status)
            })
        }
        return result
      }
    }
  }
#endif
