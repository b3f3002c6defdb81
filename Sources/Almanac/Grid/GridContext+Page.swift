/// A lunar month as a page meets it: from the page's cell `cell` on, whose lunar date is `date`,
/// in a month of `length` days.
struct PageLunarMonth {
  let cell: Int
  let date: LunarDate
  let length: Int
}

/// The scratch space a page gathers its days' facts into before its walk, on the stack: one
/// temporary allocation carved into the five buffers (lunar months, terms from three days
/// before the page, festival sets, holiday entry kinds and holidays).
struct PageScratch {
  /// Room for the lunar months the page meets (initialised by the page as it finds them).
  let months: UnsafeMutableBufferPointer<PageLunarMonth>
  /// The term code of each day from three days before the first (`count + 6`).
  let terms: UnsafeMutableBufferPointer<UInt8>
  /// The festival set of each day.
  let festivals: UnsafeMutableBufferPointer<UInt64>
  /// The holiday table's entry kind of each day.
  let kinds: UnsafeMutableBufferPointer<UInt8>
  /// The holiday of each day's entry.
  let holidays: UnsafeMutableBufferPointer<UInt32>

  /// Calls `body` with scratch space for a page of `count` days meeting at most `months` lunar
  /// months; the space is gone when `body` returns.
  static func with<Result>(count: Int, months: Int, _ body: (PageScratch) -> Result) -> Result {
    // Each region starts on a multiple of the largest alignment among them.
    let alignment = max(MemoryLayout<PageLunarMonth>.alignment, MemoryLayout<UInt64>.alignment)
    func size<T>(_: T.Type, _ n: Int) -> Int {
      (MemoryLayout<T>.stride * n + alignment - 1) / alignment * alignment
    }
    let sizes = [
      size(PageLunarMonth.self, months), size(UInt64.self, count), size(UInt32.self, count),
      size(UInt8.self, count + 6), size(UInt8.self, count),
    ]
    return withUnsafeTemporaryAllocation(byteCount: sizes.reduce(0, +), alignment: alignment) { raw in
      var offset = 0
      func region<T>(_: T.Type, _ n: Int, _ index: Int) -> UnsafeMutableBufferPointer<T> {
        let slice = UnsafeMutableRawBufferPointer(rebasing: raw[offset..<(offset + sizes[index])])
        offset += sizes[index]
        return UnsafeMutableBufferPointer(
          start: slice.baseAddress?.bindMemory(to: T.self, capacity: n), count: n)
      }
      let months = region(PageLunarMonth.self, months, 0)
      let festivals = region(UInt64.self, count, 1)
      let holidays = region(UInt32.self, count, 2)
      let terms = region(UInt8.self, count + 6, 3)
      let kinds = region(UInt8.self, count, 4)
      return body(
        PageScratch(months: months, terms: terms, festivals: festivals, kinds: kinds, holidays: holidays))
    }
  }
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
    return PageScratch.with(count: count, months: monthCapacity) { scratch in
      var months = 0
      var cell = 0
      while cell < count && months < monthCapacity {
        let (date, length) = calendar.lunarMonth(dayNumber: firstDay + cell)
        scratch.months.initializeElement(
          at: months, to: PageLunarMonth(cell: cell, date: date, length: length))
        months += 1
        cell += length - date.day + 1
      }
      let lunarMonths = UnsafeMutableBufferPointer(rebasing: scratch.months[..<months])
      fillPage(firstDay: firstDay, scratch)
      rules.festivals.addDayFestivals(
        firstDay: firstDay, first: first, lunarMonths: lunarMonths, into: scratch.festivals)
      return walk(
        layout, from: first, count: count, lunarMonths: lunarMonths,
        terms: UnsafeBufferPointer(rebasing: scratch.terms[3...]),
        festivals: UnsafeBufferPointer(scratch.festivals),
        kinds: UnsafeBufferPointer(scratch.kinds), holidays: UnsafeBufferPointer(scratch.holidays))
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
    let lookup = rules.festivals
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
        let bits = lookup.cellBits(festivals[cell]) { layout.date(ofCell: firstCell + cell).year }
        let hasFestival = lookup.hasFestival(
          bits: bits, on: layout.date(ofCell: firstCell + cell), lunar: CellRecord.unpack(lunar),
          calendar: calendar)
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
