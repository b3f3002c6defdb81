import AlmanacCore

// A page's facts gathered in one pass each, over the core's tables (their `package` storage):
// the terms, the festivals and the holiday entries of a page's days, written into the columns of
// its ``_PageScratch``. The core answers one day; the page machinery, here, answers a page.

extension SolarTermTable {
  /// The term beginning on each of `buffer.count` days from `firstDay` (its ``SolarTerm/code``,
  /// or ``SolarTerm/noCode``): a page's days in one pass.
  func fillTerms(from firstDay: Int, into buffer: _PageColumn<UInt8>) {
    let start = firstDay - self.firstDay
    if start >= 0 && start + buffer.count <= days.count {
      // The usual page: every day inside the table. Its few terms (one every 15 days or so) are
      // found in the list of term days, starting from where the mean year puts them.
      buffer.update(repeating: SolarTerm.noCode)
      let endDay = firstDay + buffer.count
      termDays._withReadView { termDays in
        var index = Swift.min(Swift.max(start * 24 * 10_000 / 3_652_422, 0), termDays.count)
        while index > 0 && Int(termDays[index - 1]) >= firstDay { index -= 1 }
        while index < termDays.count && Int(termDays[index]) < firstDay { index += 1 }
        while index < termDays.count && Int(termDays[index]) < endDay {
          buffer[Int(termDays[index]) - firstDay] = UInt8(truncatingIfNeeded: index % 24)
          index += 1
        }
      }
      return
    }
    // A page at an end of the table: each day as a single day is asked (the table, else the engine).
    for index in buffer.indices {
      buffer[index] = SolarTerm.code(onDay: firstDay + index)
    }
  }
}

extension FestivalCatalog {
  /// Adds to a page's festival sets (`result[i]` for day `firstDay + i`, the first word) the
  /// festivals fixed by solar dates and nth weekdays, and by lunar dates and month ends in the
  /// page's lunar months (`lunarMonths`, in order), before the observed-years rule.
  func addDayFestivals(
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

  /// The term-defined festivals of a page's days, one set per day, from the page's terms
  /// (`terms[i]` is the code of the term beginning on day `termsFirstDay + i`, or `noCode`): a page
  /// holds few terms, so this walks the terms rather than the days.
  func fillTermFestivals(
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
}

extension HolidayTableStorage {
  /// The entries of consecutive days from `firstDay` (a page's days): the covered runs and the
  /// weekend rule first, then the arranged days of the clusters that meet them, each found with
  /// one binary search; then the law's provisional days on the uncovered days of years not yet
  /// published.
  func fillEntries(
    from firstDay: Int, kinds: _PageColumn<UInt8>, holidays: _PageColumn<UInt32>
  ) {
    let endDay = firstDay + kinds.count
    holidays.update(repeating: HolidayTableStorage.noHoliday)
    kinds.update(repeating: HolidayTableStorage.uncovered)
    // The tables are read from this object's fields, not copied into locals: a copy retains
    // and releases each array, which costs more on a page than loading a field again per day.
    // Covered days, by the weekend rule.
    var covered = 0
    var run = HolidayTableStorage.lastIndex(runStarts, atMost: firstDay) ?? 0
    while run < runStarts.count && runStarts[run] < endDay {
      let from = Swift.max(runStarts[run], firstDay)
      let through = Swift.min(runEnds[run], endDay - 1)
      if from <= through {
        covered += through - from + 1
        var weekday = HolidayTableStorage.weekdayIndex(from)
        for day in from...through {
          kinds[day - firstDay] =
            weekendFlags[weekday] ? HolidayTableStorage.weekendDay : HolidayTableStorage.workday
          weekday = weekday == 6 ? 0 : weekday + 1
        }
      }
      run += 1
    }
    // Arranged days.
    var cluster = HolidayTableStorage.lastIndex(clusterStarts, atMost: firstDay) ?? 0
    while cluster < clusterStarts.count && clusterStarts[cluster] < endDay {
      let from = Swift.max(clusterStarts[cluster], firstDay)
      let through = Swift.min(clusterEnds[cluster], endDay - 1)
      if from <= through {
        let offset = clusterOffsets[cluster] - clusterStarts[cluster]
        for day in from...through where self.kinds[offset + day] != HolidayTableStorage.ordinary {
          kinds[day - firstDay] = self.kinds[offset + day]
          holidays[day - firstDay] = holidayIndexes[offset + day]
        }
      }
      cluster += 1
    }
    // Arranged days lie in covered runs, so a page the runs cover has no provisional day; nor
    // has a page before the table's first year or outside the law's years.
    if hasLaw, covered < kinds.count, endDay > Swift.max(unpublishedFrom, lawFirstDay), firstDay <= lawLastDay,
      let law
    {
      fillProvisional(law, from: firstDay, kinds: kinds, holidays: holidays)
    }
  }

  /// The provisional days of a page: its uncovered days of years not yet published, by the law.
  func fillProvisional(
    _ law: LawDays, from firstDay: Int, kinds: _PageColumn<UInt8>,
    holidays: _PageColumn<UInt32>
  ) {
    let from = Swift.max(firstDay, unpublishedFrom, law.firstDay)
    let through = Swift.min(firstDay + kinds.count - 1, law.lastDay)
    guard from <= through else { return }
    var weekday = HolidayTableStorage.weekdayIndex(from)
    for day in from...through {
      if kinds[day - firstDay] == HolidayTableStorage.uncovered {
        kinds[day - firstDay] =
          weekendFlags[weekday] ? HolidayTableStorage.lawWeekend : HolidayTableStorage.lawWorkday
      }
      weekday = weekday == 6 ? 0 : weekday + 1
    }
    // The law's days of those uncovered days.
    var index = law.position(atLeast: from)
    while index < law.days.count && law.days[index] <= through {
      let cell = law.days[index] - firstDay
      if kinds[cell] == HolidayTableStorage.lawWorkday || kinds[cell] == HolidayTableStorage.lawWeekend {
        kinds[cell] = law.kind(at: index)
        holidays[cell] = law.nameIndexes[index]
      }
      index += 1
    }
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
