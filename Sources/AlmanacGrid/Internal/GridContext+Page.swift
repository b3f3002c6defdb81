import AlmanacCore
import AlmanacLocale

extension GridContext {
  /// The facts of a page's days, gathered into the page's storage: the lunar months (one table
  /// look-up each), the terms from three days before (寒食 is 清明 − 1), term festivals, holiday
  /// entries and festivals, a few per month. Nothing walks the cells: a cell's record is
  /// assembled when it is read (``record(_:at:date:)``).
  func records(for layout: GridLayout) -> _CellStorage {
    let count = layout.cellCount
    let first = layout.firstDateShown
    let firstDay = first.daysSince1970
    // A lunar month has at least 29 days, so a page of `count` days meets at most this many.
    let monthCapacity = count / 29 + 2
    return _CellStorage.make(count: count, months: monthCapacity) { page in
      var months = 0
      var cell = 0
      while cell < count && months < monthCapacity {
        let (date, length) = calendar.lunarMonth(dayNumber: firstDay + cell)
        page.months[months] = PageLunarMonth(cell: cell, date: date, length: length)
        months += 1
        cell += length - date.day + 1
      }
      fillPage(firstDay: firstDay, page)
      rules.festivals.addDayFestivals(
        firstDay: firstDay, first: first, lunarMonths: page.months.prefix(months), into: page.festivals)
      return months
    }
  }

  /// A cell's record, assembled from its page's facts: its lunar date from the lunar month it
  /// falls in, its festivals less those not observed in its year, and the status, subtitle and
  /// flags by the page's rules (``CellRecipe/cell(day:lunar:festivals:hasFestival:term:entry:holiday:isWeekend:isEnabled:)``,
  /// as a single day's).
  @inline(__always)
  func record(_ storage: _CellStorage, at position: Int, date: CivilDate) -> CellRecord {
    storage.withColumns { page, months in
      var month = 0
      while month + 1 < months && page.months[month + 1].cell <= position { month += 1 }
      let start = page.months[month]
      let lunar = CellRecord.pack(start.date) &+ UInt32(truncatingIfNeeded: 2 * (position - start.cell))
      // The set less the festivals not observed in the cell's year, the lookup's flags read as
      // scalars here: calling the lookup's methods per cell measured 0.3 µs more per redraw.
      // The catalog is asked only for a festival of some years, or without bits.
      let gathered = page.festivals[position]
      let bits =
        gathered & rules.festivals.restrictedBits == 0
        ? gathered : rules.festivals.catalog.observedBits(gathered, year: date.year)
      let hasFestival =
        rules.festivals.usesBits
        ? bits != 0 : rules.festivals.hasFestival(bits: bits, on: date, lunar: CellRecord.unpack(lunar), calendar: calendar)
      let day = date.daysSince1970
      let recipe = rules.recipe
      return recipe.cell(
        day: day, lunar: lunar, festivals: bits, hasFestival: hasFestival,
        term: page.terms[position + 3], entry: page.kinds[position], holiday: page.holidays[position],
        isWeekend: recipe.isWeekend(day, index: CivilDate.weekdayIndex(ofDay: day)), isEnabled: recipe.isEnabled(day))
    }
  }
}
