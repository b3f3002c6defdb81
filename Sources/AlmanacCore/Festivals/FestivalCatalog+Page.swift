/// What a page asks of a catalog: festival sets as bits (the first 64 festivals, one bit each,
/// in display order) for one day; the grid gathers a page's days at once over `tables`.
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

  /// The first-word festivals observed only in some years.
  package var restrictedBits: UInt64 { tables.restricted[0] }

  /// The first-word festivals of a set that are observed in a year (most are observed every
  /// year; a few only from or until one).
  package func observedBits(_ bits: UInt64, year: Int) -> UInt64 { observed(bits, year: year, word: 0) }

  /// The term-defined festivals (清明, 冬至, 寒食 the day before 清明) of one day, in the first
  /// word.
  package func termFestivalBits(ofDay day: Int) -> UInt64 { termBits(onDay: day, word: 0) }

  /// The festivals of a bit set, in display order.
  @inlinable
  package func festivals(fromBits bits: UInt64) -> [Festival] {
    var result: [Festival] = []
    appendFestivals(bits, word: 0, to: &result)
    return result
  }
}
