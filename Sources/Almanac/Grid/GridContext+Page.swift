/// A lunar month as a page meets it: from the page's cell `cell` on, whose lunar date is `date`,
/// in a month of `length` days.
struct PageLunarMonth {
  let cell: Int
  let date: LunarDate
  let length: Int
}

extension GridContext {
  /// The cells of a page. What depends on a few days of the page (terms and three days each
  /// side, 寒食 being 清明 − 1; term festivals; holiday entries; the lunar months, one table
  /// look-up each; festivals, a few per month) is gathered first, into scratch space on the stack;
  /// a walk over the days then steps the civil and lunar dates and writes each cell.
  func records(for layout: GridLayout) -> CellStorage {
    let count = layout.cellCount
    let first = layout.firstDateShown
    let firstDay = first.daysSince1970
    // A lunar month has at least 29 days, so a page of `count` days meets at most this many.
    let monthCapacity = count / 29 + 2
    return withUnsafeTemporaryAllocation(of: PageLunarMonth.self, capacity: monthCapacity) { monthSpace in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 6) { terms in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { festivals in
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { kinds in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { holidays in
              var months = 0
              var cell = 0
              while cell < count && months < monthCapacity {
                let (date, length) = calendar.lunarMonth(dayNumber: firstDay + cell)
                monthSpace.initializeElement(
                  at: months, to: PageLunarMonth(cell: cell, date: date, length: length))
                months += 1
                cell += length - date.day + 1
              }
              let lunarMonths = UnsafeMutableBufferPointer(rebasing: monthSpace[..<months])
              fillPage(
                firstDay: firstDay, terms: terms, termFestivals: festivals, kinds: kinds, holidays: holidays)
              if rules.festivalsFit {
                rules.catalog.addDayFestivals(
                  firstDay: firstDay, first: first, lunarMonths: lunarMonths, into: festivals)
              }
              return walk(
                layout, from: first, count: count, lunarMonths: lunarMonths,
                terms: UnsafeBufferPointer(rebasing: terms[3...]), festivals: UnsafeBufferPointer(festivals),
                kinds: UnsafeBufferPointer(kinds), holidays: UnsafeBufferPointer(holidays))
            }
          }
        }
      }
    }
  }

  /// The walk over a page's `count` days from `first`, with what was gathered for them: day
  /// numbers and packed lunar dates step by one; a cell's civil date is made only where a rare
  /// rule needs it (a festival of some years only, marks, a catalog too large for bit sets).
  @inline(__always)
  private func walk(
    _ layout: GridLayout, from first: CivilDate, count: Int,
    lunarMonths: UnsafeMutableBufferPointer<PageLunarMonth>,
    terms: UnsafeBufferPointer<UInt8>, festivals: UnsafeBufferPointer<UInt64>,
    kinds: UnsafeBufferPointer<UInt8>,
    holidays: UnsafeBufferPointer<UInt32>
  ) -> CellStorage {
    let rules = self.rules
    let calendar = rules.calendar
    let catalog = rules.catalog
    let fits = rules.festivalsFit
    let restricted = catalog.restrictedBits
    let hasMarks = rules.hasMarks
    let weekendMask = rules.weekendMask
    let firstCell = layout.firstCell
    return CellStorage.make(count: count) { base in
      var day = first.daysSince1970
      var month = 0
      var lunar = CellRecord.pack(lunarMonths[0].date)
      var nextMonthCell = lunarMonths.count > 1 ? lunarMonths[1].cell : count
      var weekday = first.weekday.rawValue - 1
      for cell in 0..<count {
        var bits: UInt64 = 0
        let hasFestival: Bool
        if fits {
          bits = festivals[cell]
          if bits & restricted != 0 {
            bits = catalog.observedBits(bits, year: layout.date(ofCell: firstCell + cell).year)
          }
          hasFestival = bits != 0
        } else {
          hasFestival = !catalog.festivals(
            on: layout.date(ofCell: firstCell + cell), lunar: CellRecord.unpack(lunar), calendar: calendar
          ).isEmpty
        }
        (base + cell).initialize(
          to: rules.cell(
            day: day, lunar: lunar, festivals: bits, hasFestival: hasFestival, term: terms[cell],
            entry: kinds[cell],
            holiday: holidays[cell], isWeekend: weekendMask >> weekday & 1 != 0,
            isEnabled: rules.isEnabled(day),
            marks: hasMarks ? Int32(rules.marks[layout.date(ofCell: firstCell + cell)] ?? 0) : 0))
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
