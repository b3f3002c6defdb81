import AlmanacCore

#if SystemICU
  import CICUShim

  /// Locale look-ups that need no handle: canonical IDs and week data.
  package enum ICULocale {
    /// The canonical ICU form of a locale ID (`zh-Hant-TW` → `zh_Hant_TW`).
    ///
    /// - Throws: ``LocalizationError/unknownLocale(_:)`` when the ID is malformed or ICU has no
    ///   data for its language.
    package static func canonical(_ locale: String) throws(LocalizationError) -> String {
      var status: Int32 = CICU_ZERO_ERROR
      var known: Int32 = 0
      let bytes = [CChar](unsafeUninitializedCapacity: 158) { buffer, count in
        guard let base = buffer.baseAddress else { return }
        known = cicu_locale_canonical(locale, base, 157, &status)
        base[157] = 0
        count = 158
      }
      guard status <= CICU_ZERO_ERROR, known == 1, !locale.isEmpty else { throw .unknownLocale(locale) }
      return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The week conventions ICU holds for a canonical locale ID.
    package static func weekConventions(_ locale: String) throws(LocalizationError) -> WeekConventions {
      var data = cicu_week_data()
      var status: Int32 = CICU_ZERO_ERROR
      cicu_week_data_for_locale(locale, &data, &status)
      do throws(ICUError) {
        try ICUError.check(status, "read the week data of \(locale)")
      } catch {
        throw .icu(error)
      }
      let flags = [
        data.weekend.0, data.weekend.1, data.weekend.2, data.weekend.3, data.weekend.4,
        data.weekend.5, data.weekend.6,
      ]
      let weekend = Set(Weekday.allCases.filter { flags[$0.rawValue - 1] != 0 })
      return WeekConventions(
        firstWeekday: Weekday(rawValue: Int(data.first_weekday)) ?? .monday,
        minimalDaysInFirstWeek: Int(data.minimal_days_in_first_week), weekend: weekend)
    }
  }
#endif
