/// What a page asks of a catalog: festival sets as bits (the first 64 festivals, one bit each,
/// in display order), gathered for a page's days at once or for one day.
extension FestivalCatalog {
  /// The festivals on a day as a bit set over the first 64 catalog indexes (the grid's compact
  /// form; catalogs of more festivals use ``festivals(on:lunar:)``).
  @inline(__always)
  package func festivalBits(
    on date: CivilDate, lunar: LunarDate, weekday: Weekday, termBits: UInt64, calendar: LunarCalendar
  ) -> UInt64 {
    observed(
      dayBits(on: date, lunar: lunar, weekday: weekday, calendar: calendar, word: 0) | termBits,
      year: date.year,
      word: 0)
  }

  /// Adds to a page's festival sets (`result[i]` for day `firstDay + i`, the first word) the
  /// festivals fixed by solar dates and nth weekdays, and by lunar dates and month ends in the
  /// page's lunar months (`lunarMonths`, in order), before the observed-years rule.
  package func addDayFestivals(
    firstDay: Int, first: CivilDate, lunarMonths: _PageColumn<PageLunarMonth>,
    into result: _PageColumn<UInt64>
  ) {
    let endDay = firstDay + result.count
    // The civil months the page meets.
    var year = first.year
    var month = first.month
    var monthFirst = first.daysSince1970 - first.day + 1
    while monthFirst < endDay {
      let length = CivilDate.daysInMonth(year: year, month: month)
      for (day, bits) in tables.solarByMonth[month] where day <= length {
        let cell = monthFirst + day - 1 - firstDay
        if cell >= 0 && cell < result.count { result[cell] |= bits }
      }
      if !tables.weekdaysByMonth[month].isEmpty {
        // Raw weekday (Sunday 1) of the month's first day.
        let firstWeekday = CivilDate.weekdayIndex(ofDay: monthFirst) + 1
        for (n, weekday, bits) in tables.weekdaysByMonth[month] {
          let day = 1 + (weekday - firstWeekday + 7) % 7 + 7 * (n - 1)
          let cell = monthFirst + day - 1 - firstDay
          if day <= length && cell >= 0 && cell < result.count { result[cell] |= bits }
        }
      }
      monthFirst += length
      if month == 12 {
        year += 1
        month = 1
      } else {
        month += 1
      }
    }
    // The lunar months: leap months have no festivals.
    for index in lunarMonths.indices where !lunarMonths[index].date.isLeapMonth {
      let span = lunarMonths[index]
      let end = index + 1 < lunarMonths.count ? lunarMonths[index + 1].cell : result.count
      let lunarMonth = span.date.month
      for (day, bits) in tables.lunarByMonth[lunarMonth] {
        let cell = span.cell + day - span.date.day
        if cell >= span.cell && cell < end { result[cell] |= bits }
      }
      let ends = tables.lunarMonthEnds[lunarMonth * tables.wordCount]
      let last = span.cell + span.length - span.date.day
      if ends != 0 && last < end { result[last] |= ends }
    }
  }

  /// The first-word festivals observed only in some years.
  package var restrictedBits: UInt64 { tables.restricted[0] }

  /// The first-word festivals of a set that are observed in a year (most are observed every
  /// year; a few only from or until one).
  package func observedBits(_ bits: UInt64, year: Int) -> UInt64 { observed(bits, year: year, word: 0) }

  /// The term-defined festivals (清明, 冬至, 寒食 the day before 清明) of one day, in the first
  /// word.
  package func termFestivalBits(ofDay day: Int) -> UInt64 { termBits(onDay: day, word: 0) }

  /// The term-defined festivals of a page's days, one set per day, from the page's terms
  /// (`terms[i]` is the code of the term beginning on day `termsFirstDay + i`, or `noCode`): a page
  /// holds few terms, so this walks the terms rather than the days.
  package func fillTermFestivals(
    terms: _PageColumn<UInt8>, termsFirstDay: Int, firstDay: Int,
    into result: _PageColumn<UInt64>
  ) {
    result.update(repeating: 0)
    if !tables.termOffsets.isEmpty {
      let tables = self.tables
      terms.forEach(not: SolarTerm.noCode) { position, term in
        for offsetIndex in tables.termOffsets.indices {
          // The festival falls `offset` days after the term's day.
          let cell: Int = termsFirstDay + position + tables.termOffsets[offsetIndex] - firstDay
          let slot: Int = offsetIndex * 25 + Int(term)
          if cell >= 0 && cell < result.count { result[cell] |= tables.termDays[slot * tables.wordCount] }
        }
      }
    }
    for rule in tables.cycleDays where rule.index < 64 {
      for cell in result.indices where rule.matches(day: firstDay + cell) {
        result[cell] |= 1 << rule.index
      }
    }
  }

  /// The festivals of a bit set, in display order.
  @inlinable
  package func festivals(fromBits bits: UInt64) -> [Festival] {
    var result: [Festival] = []
    appendFestivals(bits, word: 0, to: &result)
    return result
  }
}

/// A lunar month as a page meets it: from the page's cell `cell` on, whose lunar date is `date`,
/// in a month of `length` days.
@frozen @usableFromInline
package struct PageLunarMonth {
  package let cell: Int
  package let date: LunarDate
  package let length: Int

  package init(cell: Int, date: LunarDate, length: Int) {
    self.cell = cell
    self.date = date
    self.length = length
  }
}

