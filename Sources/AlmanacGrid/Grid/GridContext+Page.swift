import AlmanacCore
import AlmanacLocale

extension GridContext {
  /// The cells of a page. What depends on a few days of the page (terms and three days each
  /// side, 寒食 being 清明 − 1; term festivals; holiday entries; the lunar months, one table
  /// look-up each; festivals, a few per month) is gathered first, into scratch space on the stack (``_PageScratch``);
  /// a walk over the days then steps the civil and lunar dates and writes each cell.
  func records(for layout: GridLayout) -> _CellStorage {
    let count = layout.cellCount
    let first = layout.firstDateShown
    let firstDay = first.daysSince1970
    // A lunar month has at least 29 days, so a page of `count` days meets at most this many.
    let monthCapacity = count / 29 + 2
    return _PageScratch.with(count: count, months: monthCapacity) { scratch in
      var months = 0
      var cell = 0
      while cell < count && months < monthCapacity {
        let (date, length) = calendar.lunarMonth(dayNumber: firstDay + cell)
        scratch.months[months] = PageLunarMonth(cell: cell, date: date, length: length)
        months += 1
        cell += length - date.day + 1
      }
      let lunarMonths = scratch.months.prefix(months)
      fillPage(firstDay: firstDay, scratch)
      rules.festivals.addDayFestivals(
        firstDay: firstDay, first: first, lunarMonths: lunarMonths, into: scratch.festivals)
      return walk(
        layout, from: first, count: count, lunarMonths: lunarMonths,
        terms: scratch.terms.dropFirst(3), festivals: scratch.festivals, kinds: scratch.kinds,
        holidays: scratch.holidays)
    }
  }

  /// The walk over a page's `count` days from `first`, with what was gathered for them: day
  /// numbers and packed lunar dates step by one; a cell's civil date is made only where a rare
  /// rule needs it (a festival of some years only, a catalog too large for bit sets). Marks and
  /// selection are not in the records: a cell reads them when it is read.
  @inline(__always)
  private func walk(
    _ layout: GridLayout, from first: CivilDate, count: Int,
    lunarMonths: _PageColumn<PageLunarMonth>, terms: _PageColumn<UInt8>, festivals: _PageColumn<UInt64>,
    kinds: _PageColumn<UInt8>, holidays: _PageColumn<UInt32>
  ) -> _CellStorage {
    let rules = self.rules
    let calendar = rules.calendar
    let lookup = rules.festivals
    let recipe = rules.recipe
    let weekendMask = recipe.weekendMask
    let firstCell = layout.firstCell
    return _CellStorage.make(count: count) { cells in
      var day = first.daysSince1970
      var month = 0
      var lunar = CellRecord.pack(lunarMonths[0].date)
      var nextMonthCell = lunarMonths.count > 1 ? lunarMonths[1].cell : count
      var weekday = first.weekday.rawValue - 1
      for cell in 0..<count {
        let bits = lookup.cellBits(festivals[cell]) { layout.date(ofCell: firstCell + cell).year }
        let hasFestival = lookup.hasFestival(
          bits: bits, on: layout.date(ofCell: firstCell + cell), lunar: CellRecord.unpack(lunar),
          calendar: calendar)
        cells.initialize(
          cell,
          to: recipe.cell(
            day: day, lunar: lunar, festivals: bits, hasFestival: hasFestival, term: terms[cell],
            entry: kinds[cell],
            holiday: holidays[cell], isWeekend: weekendMask >> weekday & 1 != 0,
            isEnabled: recipe.isEnabled(day)))
        guard cell + 1 < count else { break }
        day += 1
        weekday = weekday == 6 ? 0 : weekday + 1
        if cell + 1 == nextMonthCell {
          month += 1
          lunar = CellRecord.pack(lunarMonths[month].date)
          nextMonthCell = month + 1 < lunarMonths.count ? lunarMonths[month + 1].cell : count
        } else {
          lunar &+= 2
        }
      }
    }
  }
}
