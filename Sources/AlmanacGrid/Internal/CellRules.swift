import AlmanacCore
import AlmanacLocale

/// What a cell of a page is computed with: the options' parts resolved into tables (one object,
/// so that a page holds one reference for all of them).
final class CellRules: Sendable {
  /// How the cells' festivals are found (bit sets, or the catalog asked day by day).
  let festivals: FestivalLookup
  /// The options' marks (``GridOptions/marks``), read with a cell unless the page has its own
  /// laid over it; whether there are any.
  let marks: [CivilDate: Int]
  let hasMarks: Bool
  /// The lunar calendar of the cells.
  let calendar: LunarCalendar
  /// The rules a cell's record is made by.
  let recipe: CellRecipe

  /// Bit `i` set when the weekday of raw value `i + 1` (Sunday 1) is a weekend day.
  var weekendMask: UInt8 { recipe.weekendMask }

  /// `weekendEras`: the weekends that were in force before `weekend` (or after it), each from
  /// its first day number, in order (empty for a weekend that never changed).
  init(
    weekend: Set<Weekday>, weekendEras: [(from: Int, weekend: Set<Weekday>)] = [], festivals: FestivalLookup,
    today: CivilDate,
    marks: [CivilDate: Int], bounds: DateBounds, subtitleOfKinds: [UInt8], namedDay: [Int32],
    namesEveryHolidayDay: Bool = false, calendar: LunarCalendar
  ) {
    self.calendar = calendar
    self.festivals = festivals
    self.marks = marks
    hasMarks = !marks.isEmpty
    let unavailableDays = Set(bounds.unavailableDates.keys.map(\.daysSince1970))
    func mask(_ days: Set<Weekday>) -> UInt8 { days.reduce(0) { $0 | 1 << ($1.rawValue - 1) } }
    recipe = CellRecipe(
      weekendMask: mask(weekend), weekendEras: weekendEras.map { ($0.from, mask($0.weekend)) },
      today: today.daysSince1970,
      enabledDays: bounds.dayNumbers, unavailableDays: unavailableDays,
      hasUnavailable: !unavailableDays.isEmpty, subtitleOfKinds: subtitleOfKinds,
      namedDay: namedDay, namesEveryHolidayDay: namesEveryHolidayDay)
  }

  /// Everything about a cell, computed now and kept as plain data; `entry` is the day's entry
  /// in the holiday table (a page reads its days' entries in one pass).
  @inline(__always)
  func record(
    _ date: CivilDate, weekday: Weekday, lunar: LunarDate, term: UInt8, termFestivals: UInt64, entry: UInt8,
    holiday: UInt32
  ) -> CellRecord {
    let bits = festivals.bits(
      on: date, lunar: lunar, weekday: weekday, termBits: termFestivals, calendar: calendar)
    return recipe.cell(
      day: date.daysSince1970, lunar: CellRecord.pack(lunar), festivals: bits,
      hasFestival: festivals.hasFestival(bits: bits, on: date, lunar: lunar, calendar: calendar),
      term: term, entry: entry, holiday: holiday, isWeekend: recipe.isWeekend(date.daysSince1970, index: weekday.rawValue - 1),
      isEnabled: recipe.isEnabled(date.daysSince1970))
  }
}

/// How a cell's record follows from its looked-up parts: today, the days that can be picked,
/// the subtitle table and where holidays are named. (An object: a cell read assembles its
/// record with it, and a reference costs nothing to pass where a value holding tables would be
/// copied.)
final class CellRecipe: Sendable {
  /// Bit `i` set when the weekday of raw value `i + 1` (Sunday 1) is a weekend day.
  let weekendMask: UInt8
  /// Earlier (or later) weekends by first day number, as masks, in order; empty for most
  /// regions (Johor's Friday and Saturday of 2014–2024 is one).
  let weekendEras: [(from: Int, mask: UInt8)]
  /// Today's day number.
  let today: Int
  /// The day numbers that can be picked (``DateBounds/dayNumbers``).
  let enabledDays: (first: Int, last: Int)
  /// The day numbers the app closed (``DateBounds/unavailableDates``), and whether there are any.
  let unavailableDays: Set<Int>
  let hasUnavailable: Bool
  /// The subtitle of each set of kinds that apply to a day (bit `k` for the kind of index `k`):
  /// the first of the set in priority order, or ``CellRecord/noSubtitle``.
  let subtitleOfKinds: [UInt8]
  /// Per holiday: the day number of the day its name is the subtitle: its first statutory day,
  /// or its first day off for a holiday without one (an 임시공휴일, a 補假, a swapped day).
  let namedDay: [Int32]
  /// Whether every day off of a holiday is named (``GridOptions/namesEveryHolidayDay``).
  let namesEveryHolidayDay: Bool

  init(
    weekendMask: UInt8, weekendEras: [(from: Int, mask: UInt8)] = [], today: Int,
    enabledDays: (first: Int, last: Int), unavailableDays: Set<Int>,
    hasUnavailable: Bool, subtitleOfKinds: [UInt8], namedDay: [Int32], namesEveryHolidayDay: Bool
  ) {
    self.weekendMask = weekendMask
    self.weekendEras = weekendEras
    self.today = today
    self.enabledDays = enabledDays
    self.unavailableDays = unavailableDays
    self.hasUnavailable = hasUnavailable
    self.subtitleOfKinds = subtitleOfKinds
    self.namedDay = namedDay
    self.namesEveryHolidayDay = namesEveryHolidayDay
  }

  /// Whether a day (its number; `index` its weekday, Sunday 0) falls on the weekend in force then.
  @inline(__always)
  func isWeekend(_ day: Int, index: Int) -> Bool {
    var mask = weekendMask
    if !weekendEras.isEmpty, let era = weekendEras.last(where: { $0.from <= day }) { mask = era.mask }
    return mask >> index & 1 != 0
  }

  /// Whether a day (its number) can be picked.
  @inline(__always)
  func isEnabled(_ day: Int) -> Bool {
    day >= enabledDays.first && day <= enabledDays.last && !(hasUnavailable && unavailableDays.contains(day))
  }

  /// A cell from its looked-up parts: the status, the subtitle (the first kind that applies, in
  /// priority order) and the flags. Pages and single days both end here.
  @inline(__always)
  func cell(
    day: Int, lunar: UInt32, festivals: UInt64, hasFestival: Bool, term: UInt8, entry: UInt8,
    holiday entryHoliday: UInt32, isWeekend: Bool, isEnabled: Bool
  ) -> CellRecord {
    var status = CellRecord.noStatus
    var holiday = HolidayTableStorage.noHoliday
    if entry != HolidayTableStorage.uncovered {
      status = entry
      holiday = entryHoliday
    }
    let isToday = day == today
    // The kinds that apply, as a set; the table gives the first in priority order.
    var kinds = SubtitleKind.lunarDay.bit  // the lunar day always applies
    if isToday { kinds |= SubtitleKind.today.bit }
    if hasFestival { kinds |= SubtitleKind.festival.bit }
    // A holiday is named on one day (``namedDay``: 国庆节 on 1 October), or on every day off of
    // its run when the options ask.
    if (status == HolidayTableStorage.statutory || status == HolidayTableStorage.holiday)
      && holiday != HolidayTableStorage.noHoliday
      && (namesEveryHolidayDay || namedDay[Int(holiday)] == Int32(day))
    {
      kinds |= SubtitleKind.holiday.bit
    }
    if term != SolarTerm.noCode { kinds |= SubtitleKind.solarTerm.bit }
    if CellRecord.lunarDay(lunar) == 1 { kinds |= SubtitleKind.lunarMonth.bit }
    var flags: UInt8 = 0
    if isToday { flags |= CellRecord.today }
    if isWeekend { flags |= CellRecord.weekend }
    if isEnabled { flags |= CellRecord.enabled }
    return CellRecord(
      packedLunar: lunar, festivals: festivals,
      holiday: holiday, term: term, status: status, subtitle: subtitleOfKinds[kinds],
      flags: flags)
  }
}
