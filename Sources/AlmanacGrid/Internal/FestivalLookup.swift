import AlmanacCore
import AlmanacLocale

/// How a page finds its days' festivals: as 64-bit sets when every festival of the catalog has a
/// bit (Almanac's catalogs, the fast path: a page gathers its festivals month by month), else by
/// asking the catalog day by day (an app's catalog of more than 64 festivals). The one place
/// that choice is made; cells and pages ask it. (An object: passing it costs a reference, where
/// a value would retain the catalog's tables at every call.)
final class FestivalLookup: Sendable {
  /// The catalog.
  let catalog: FestivalCatalog
  /// Whether every festival has a bit.
  let usesBits: Bool
  /// The catalog's first-word festivals observed only in some years, read once here rather than
  /// from the catalog per cell.
  let restrictedBits: UInt64

  init(_ catalog: FestivalCatalog) {
    self.catalog = catalog
    usesBits = catalog.festivals.count <= 64
    restrictedBits = catalog.restrictedBits
  }

  /// The festival set of a day (empty without bits).
  @inline(__always)
  func bits(on date: CivilDate, lunar: LunarDate, weekday: Weekday, termBits: UInt64, calendar: LunarCalendar)
    -> UInt64
  {
    usesBits
      ? catalog.festivalBits(on: date, lunar: lunar, weekday: weekday, termBits: termBits, calendar: calendar)
      : 0
  }

  /// The term-defined festivals of a day (empty without bits).
  func termFestivalBits(ofDay day: Int) -> UInt64 { usesBits ? catalog.termFestivalBits(ofDay: day) : 0 }

  /// A page's term-defined festival sets (all empty without bits).
  func fillTermFestivals(
    terms: _PageColumn<UInt8>, termsFirstDay: Int, firstDay: Int,
    into result: _PageColumn<UInt64>
  ) {
    if usesBits {
      catalog.fillTermFestivals(terms: terms, termsFirstDay: termsFirstDay, firstDay: firstDay, into: result)
    } else {
      result.update(repeating: 0)
    }
  }

  /// Adds a page's date-defined festivals to its sets (nothing without bits).
  func addDayFestivals(
    firstDay: Int, first: CivilDate, lunarMonths: _PageColumn<PageLunarMonth>,
    into result: _PageColumn<UInt64>
  ) {
    if usesBits {
      catalog.addDayFestivals(firstDay: firstDay, first: first, lunarMonths: lunarMonths, into: result)
    }
  }

  /// Whether a day has a festival: its set, or the catalog asked.
  @inline(__always)
  func hasFestival(
    bits: UInt64, on date: @autoclosure () -> CivilDate, lunar: @autoclosure () -> LunarDate,
    calendar: LunarCalendar
  ) -> Bool {
    usesBits ? bits != 0 : !catalog.festivals(on: date(), lunar: lunar(), calendar: calendar).isEmpty
  }

  /// A day's festivals, in catalog order (most days have none: an empty set asks nothing).
  @inline(__always)
  func festivals(bits: UInt64, on date: CivilDate, lunar: LunarDate, calendar: LunarCalendar) -> [Festival] {
    guard usesBits else { return catalog.festivals(on: date, lunar: lunar, calendar: calendar) }
    return bits == 0 ? [] : catalog.festivals(fromBits: bits)
  }
}
