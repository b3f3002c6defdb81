import AlmanacCore

#if SystemICU
  import CICUShim

  /// The ICU Chinese calendar handle, owned and serialised.
  ///
  /// ICU's `UCalendar` is not thread-safe, so every use happens under a mutex; the handle is opened
  /// in the initialiser and closed in `deinit`. Days are passed as day numbers (days since
  /// 1970-01-01) and mapped to the instant of local midnight in the calendar's fixed zone.
  ///
  /// The year is derived from ICU's `UCAL_ERA` (60-year cycle) and `UCAL_YEAR` (1...60), never from
  /// `UCAL_EXTENDED_YEAR`, whose meaning for these calendars changed between ICU 72 and 78.
  package final class ICULunisolarCalendar: Sendable {
    /// The lunisolar calendars Almanac asks ICU for.
    ///
    /// Only the Chinese one: ICU 72 keeps one per-year cache of winter solstices and new years
    /// for its Chinese and Dangi calendars alike, so using both in one process makes each answer
    /// depend on which calendar asked about the year first (measured: 114 of 20,000 mixed queries
    /// changed with the order, some silently by a month). Almanac's Korean calendar comes from its
    /// astronomy engine instead.
    package enum Kind: Sendable {
      /// The Chinese calendar, computed for UTC+8.
      case chinese

      var localeID: String { "zh@calendar=chinese" }
      var zoneID: String { "GMT+08:00" }
      var offsetMilliseconds: Double { 28_800_000 }
    }

    /// The calendar this handle computes.
    package let kind: Kind
    private let handle: Locked<OpaquePointer>

    /// Opens the ICU calendar for `kind`.
    ///
    /// - Throws: ``ICUError`` when ICU cannot open it (missing data).
    package init(_ kind: Kind) throws(ICUError) {
      var status: Int32 = CICU_ZERO_ERROR
      let opened = cicu_calendar_open(kind.localeID, kind.zoneID, &status)
      try ICUError.check(status, "open calendar \(kind.localeID)")
      guard let opened else { throw ICUError(status: 5, operation: "open calendar \(kind.localeID)") }
      self.kind = kind
      handle = Locked(opened)
    }

    deinit {
      handle.withLock { cicu_calendar_close($0) }
    }

    /// The lunar date of a day, from ICU, checked before it is used.
    ///
    /// ICU's answer must be a possible date: month 1...12, day 1...30, and a lunar year equal to
    /// the day's civil year or the one before. ICU 72 breaks this on isolated days (4743-11-21 reads
    /// as "month 8, day 60"); such a day is derived from its neighbours instead: the day after
    /// minus one when that stays in the day after's month, else the day before plus one. A day
    /// whose neighbours are impossible too is refused, never guessed.
    ///
    /// - Parameter dayNumber: days since 1970-01-01 of a day in 0001-01-01...9999-12-31.
    /// - Throws: ``LunarCalendarError/icu(_:)`` when ICU fails, ``LunarCalendarError/unreliable(_:)``
    ///   when its answers around the day cannot be reconciled.
    package func lunarDate(dayNumber: Int) throws(LunarCalendarError) -> LunarDate {
      if let date = try checkedFields(dayNumber: dayNumber) { return date }
      // The nearest possible answer after the day says whether the day lies in that month; if it
      // does not, the day continues the month of the nearest possible answer before it.
      for distance in 1...3 {
        guard let after = try checkedFields(dayNumber: dayNumber + distance) else { continue }
        if after.day > distance {
          return LunarDate(
            unchecked: after.year, month: after.month, day: after.day - distance,
            isLeapMonth: after.isLeapMonth
          )
        }
        break
      }
      for distance in 1...3 {
        guard let before = try checkedFields(dayNumber: dayNumber - distance) else { continue }
        if before.day + distance <= 30 {
          return LunarDate(
            unchecked: before.year, month: before.month, day: before.day + distance,
            isLeapMonth: before.isLeapMonth)
        }
        break
      }
      throw .unreliable("ICU \(icuVersion) gives no possible lunar date around day \(dayNumber) of 1970")
    }

    /// ICU's fields for a day, or `nil` when they do not form a possible lunar date of that day.
    private func checkedFields(dayNumber: Int) throws(LunarCalendarError) -> LunarDate? {
      let fields = try rawFields(dayNumber: dayNumber)
      let civilYear = CivilDate.fields(dayNumber: dayNumber).year
      guard (1...12).contains(fields.month), (1...30).contains(fields.day),
        fields.year == civilYear || fields.year == civilYear - 1
      else { return nil }
      return LunarDate(
        unchecked: fields.year, month: fields.month, day: fields.day, isLeapMonth: fields.isLeap)
    }

    /// ICU's fields for a day, unchecked.
    private func rawFields(dayNumber: Int) throws(LunarCalendarError) -> (
      year: Int, month: Int, day: Int, isLeap: Bool
    ) {
      let udate = Double(dayNumber) * 86_400_000 - kind.offsetMilliseconds
      var era: Int32 = 0
      var year: Int32 = 0
      var month0: Int32 = 0
      var isLeap: Int32 = 0
      var day: Int32 = 0
      var status: Int32 = CICU_ZERO_ERROR
      handle.withLock { calendar in
        cicu_lunisolar_fields(calendar, udate, &era, &year, &month0, &isLeap, &day, &status)
      }
      do throws(ICUError) {
        try ICUError.check(status, "read the lunar fields of day \(dayNumber)")
      } catch {
        throw .icu(error)
      }
      return (
        ICULunisolarCalendar.gregorianYear(era: Int(era), year: Int(year)), Int(month0) + 1, Int(day),
        isLeap != 0
      )
    }

    /// The day number (days since 1970-01-01) of a lunar date, validated field by field.
    ///
    /// ICU rolls impossible fields over silently, so the result is read back and compared.
    ///
    /// - Throws: ``LunarCalendarError`` when the date does not exist (a leap flag on a month that is
    ///   not leap that year, day 30 of a 29-day month) or lies outside the supported range;
    ///   ``LunarCalendarError/icu(_:)`` if ICU fails; ``LunarCalendarError/unreliable(_:)`` if
    ///   ICU's answers contradict each other.
    package func dayNumber(of date: LunarDate) throws(LunarCalendarError) -> Int {
      let dayNumber = try placedDayNumber(of: date)
      if try lunarDate(dayNumber: dayNumber) == date { return dayNumber }
      throw try missingDateError(date)
    }

    /// Where ICU places a lunar date, without reading it back.
    private func placedDayNumber(of date: LunarDate) throws(LunarCalendarError) -> Int {
      try LunarCalendarError.checkFields(date)
      let cycle = ICULunisolarCalendar.cycle(gregorianYear: date.year)
      var status: Int32 = CICU_ZERO_ERROR
      let udate = handle.withLock { calendar in
        cicu_lunisolar_udate(
          calendar, Int32(cycle.era), Int32(cycle.year), Int32(date.month - 1),
          date.isLeapMonth ? 1 : 0, Int32(date.day), &status)
      }
      do throws(ICUError) {
        try ICUError.check(status, "compute the day of lunar \(date.isoText)")
      } catch {
        throw .icu(error)
      }
      return Int(((udate + kind.offsetMilliseconds) / 86_400_000).rounded(.down))
    }

    /// The day number of the first day of a month that must exist (正月初一, or day 1 of a month
    /// already seen), read back; ICU placing it elsewhere is a contradiction, not a missing date.
    private func firstDay(of month: LunarDate) throws(LunarCalendarError) -> Int {
      let day = try placedDayNumber(of: month)
      guard try lunarDate(dayNumber: day) == month else {
        throw .unreliable(
          "ICU \(icuVersion) places lunar \(month.isoText) on a day that reads back as another date")
      }
      return day
    }

    /// Explains why ICU rolled `date` over: a leap month that is not there, or a short month.
    ///
    /// It never calls ``dayNumber(of:)``: a date that does not read back here is ICU contradicting
    /// itself, reported as such (the mutual recursion that once overflowed the stack).
    private func missingDateError(_ date: LunarDate) throws(LunarCalendarError) -> LunarCalendarError {
      let leap = try leapMonth(inYear: date.year)
      if date.isLeapMonth && leap != date.month {
        return .noSuchLeapMonth(year: date.year, month: date.month, leapMonth: leap)
      }
      let first = LunarDate(unchecked: date.year, month: date.month, day: 1, isLeapMonth: date.isLeapMonth)
      let start = try firstDay(of: first)
      let length = try lunarDate(dayNumber: start + 29).day == 30 ? 30 : 29
      guard date.day > length else {
        throw .unreliable("ICU \(icuVersion) cannot place lunar \(date.isoText), a date its own month holds")
      }
      return .noSuchDay(date, daysInMonth: length)
    }

    /// The leap month of a lunar year (1...12), or `nil` when the year has none.
    package func leapMonth(inYear year: Int) throws(LunarCalendarError) -> Int? {
      // The months of a lunar year span at most 385 days after its new year; a leap month shows
      // up as a month whose first day reads back with the leap flag. Thirteen months at most.
      guard let newYearDate = LunarDate(year: year, month: 1, day: 1, isLeapMonth: false) else {
        return nil
      }
      var day = try firstDay(of: newYearDate)
      for _ in 0..<13 {
        let fields = try lunarDate(dayNumber: day)
        if fields.year != year { return nil }
        if fields.isLeapMonth { return fields.month }
        day += 30 - fields.day + 1  // jump into the next month (at least one day on)
      }
      throw .unreliable("ICU \(icuVersion) gives lunar year \(year) more than 13 months")
    }

    /// The Gregorian-style lunar year (丙午 = 2026) of a 60-year cycle and a year in it.
    /// Cycle 1, year 1 began in 2637 BCE (astronomical year -2636).
    static func gregorianYear(era: Int, year: Int) -> Int { (era - 1) * 60 + year - 2637 }

    /// The 60-year cycle and year in it (both 1-based) of a Gregorian-style lunar year.
    static func cycle(gregorianYear: Int) -> (era: Int, year: Int) {
      let offset = gregorianYear + 2636  // 0-based years since the first cycle began
      let era = offset >= 0 ? offset / 60 : (offset - 59) / 60
      return (era + 1, offset - era * 60 + 1)
    }
  }
#endif
