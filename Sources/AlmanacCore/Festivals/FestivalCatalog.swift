/// A set of festivals with fast look-up by date: Almanac's standard catalog (generated from
/// `data/festivals/festivals.tsv`), or any list an app supplies.
public struct FestivalCatalog: Sendable {
  /// The festivals in display order.
  @inlinable public var festivals: [Festival] { tables.festivals }
  /// The look-up tables, in one object (a catalog is passed around and copied with pages'
  /// options: one reference count, not eight).
  @usableFromInline package let tables: Tables
  /// The calendar its lunar rules are read in when a day is asked without its lunar date
  /// (``festivals(on:)``, ``date(of:in:)``): Chinese, or the Korean or Vietnamese calendar for
  /// those catalogs.
  public let calendar: LunarCalendar

  @usableFromInline package final class Tables: Sendable {
    @usableFromInline package let festivals: [Festival]
    /// 64-bit words per set of festivals (one bit per festival, in display order).
    package let wordCount: Int
    /// Festival sets by `month * 32 + day` (solar and lunar days) and by lunar month (month
    /// ends), `wordCount` words each: a day with no festival costs a few loads and no allocation.
    let solarDays: [UInt64]
    let lunarDays: [UInt64]
    package let lunarMonthEnds: [UInt64]
    /// Festival sets by `(month * 6 + n) * 8 + weekday` (the nth weekday of a month).
    let weekdayDays: [UInt64]
    /// The distinct offsets of the term rules, and festival sets by `offset index * 25 + term`.
    package let termOffsets: [Int]
    package let termDays: [UInt64]
    /// The festivals observed only in some years, as sets (checked only when one is on a day).
    let restricted: [UInt64]
    /// The stem- and branch-day rules (春社, 秋社, 入梅, 出梅).
    package let cycleDays: [CycleDayRule]
    /// The first word's sets again, by month, as lists of the days that have any: a page adds
    /// its months' few festivals instead of looking up every cell.
    package let solarByMonth: [[(day: Int, bits: UInt64)]]
    package let lunarByMonth: [[(day: Int, bits: UInt64)]]
    package let weekdaysByMonth: [[(n: Int, weekday: Int, bits: UInt64)]]

    package init(
      festivals: [Festival], wordCount: Int, solarDays: [UInt64], lunarDays: [UInt64],
      lunarMonthEnds: [UInt64],
      weekdayDays: [UInt64], termOffsets: [Int], termDays: [UInt64], restricted: [UInt64],
      cycleDays: [CycleDayRule]
    ) {
      self.cycleDays = cycleDays
      self.festivals = festivals
      self.wordCount = wordCount
      self.solarDays = solarDays
      self.lunarDays = lunarDays
      self.lunarMonthEnds = lunarMonthEnds
      self.weekdayDays = weekdayDays
      self.termOffsets = termOffsets
      self.termDays = termDays
      self.restricted = restricted
      solarByMonth = (0...12).map { month in
        (1...31).compactMap { day in
          let bits = solarDays[(month * 32 + day) * wordCount]
          return bits == 0 ? nil : (day, bits)
        }
      }
      lunarByMonth = (0...12).map { month in
        (1...30).compactMap { day in
          let bits = lunarDays[(month * 32 + day) * wordCount]
          return bits == 0 ? nil : (day, bits)
        }
      }
      weekdaysByMonth = (0...12).map { month in
        (1...5).flatMap { n in
          (1...7).compactMap { weekday in
            let bits = weekdayDays[((month * 6 + n) * 8 + weekday) * wordCount]
            return bits == 0 ? nil : (n, weekday, bits)
          }
        }
      }
    }
  }

  /// A catalog of the given festivals, in display order, whose lunar rules are read in
  /// `calendar`.
  public init(_ festivals: [Festival], calendar: LunarCalendar = .chinese) {
    self.calendar = calendar
    let words = max(1, (festivals.count + 63) / 64)
    var solar = [UInt64](repeating: 0, count: 13 * 32 * words)
    var lunar = [UInt64](repeating: 0, count: 13 * 32 * words)
    var ends = [UInt64](repeating: 0, count: 13 * words)
    var weekdays = [UInt64](repeating: 0, count: 13 * 6 * 8 * words)
    var offsets: [Int] = []
    for festival in festivals {
      if case .solarTerm(_, let offset) = festival.rule, !offsets.contains(offset) { offsets.append(offset) }
    }
    var terms = [UInt64](repeating: 0, count: offsets.count * 25 * words)
    var restricted = [UInt64](repeating: 0, count: words)
    var cycleDays: [CycleDayRule] = []
    for (index, festival) in festivals.enumerated() {
      if festival.years != nil { restricted[index / 64] |= UInt64(1) << (index % 64) }
      let bit = UInt64(1) << (index % 64)
      let word = index / 64
      switch festival.rule {
      case .solar(let month, let day) where (1...12).contains(month) && (1...31).contains(day):
        solar[(month * 32 + day) * words + word] |= bit
      case .lunar(let month, let day) where (1...12).contains(month) && (1...30).contains(day):
        lunar[(month * 32 + day) * words + word] |= bit
      case .lunarMonthEnd(let month) where (1...12).contains(month):
        ends[month * words + word] |= bit
      case .nthWeekday(let month, let n, let weekday) where (1...12).contains(month) && (1...5).contains(n):
        let slot: Int = (month * 6 + n) * 8 + weekday.rawValue
        weekdays[slot * words + word] |= bit
      case .solarTerm(let term, let offset):
        let position: Int = offsets.firstIndex(of: offset) ?? 0
        let slot: Int = position * 25 + term.rawValue
        terms[slot * words + word] |= bit
      case .stemDay(let term, let count, let stem) where (1...36).contains(count):
        cycleDays.append(
          CycleDayRule(index: index, term: term, count: count, cycle: 10, position: stem.rawValue))
      case .branchDay(let term, let count, let branch) where (1...30).contains(count):
        cycleDays.append(
          CycleDayRule(index: index, term: term, count: count, cycle: 12, position: branch.rawValue))
      default:
        break  // a rule naming no real day never matches
      }
    }
    tables = Tables(
      festivals: festivals, wordCount: words, solarDays: solar, lunarDays: lunar, lunarMonthEnds: ends,
      weekdayDays: weekdays, termOffsets: offsets, termDays: terms, restricted: restricted,
      cycleDays: cycleDays
    )
  }

  /// The standard catalog: traditional lunar festivals, 除夕, term festivals (清明, 冬至, 寒食),
  /// modern solar-day festivals and the weekday-based ones (母亲节, 父亲节, 感恩节).
  public static let standard = FestivalCatalog(FestivalCatalog.generatedFestivals)
  /// The days of the Korean calendar (설날, 정월대보름, 단오, 추석 …) and Korea's public
  /// holidays, with Korean names; use it with ``LunarCalendar/korean`` (``GridOptions/calendar``).
  public static let korean = FestivalCatalog(FestivalCatalog.generatedKoreanFestivals, calendar: .korean)
  /// The days of the Vietnamese calendar (Tết Nguyên Đán, Giỗ Tổ Hùng Vương, Tết Trung Thu …) and
  /// Vietnam's public holidays, with Vietnamese names; use it with ``LunarCalendar/vietnamese``.
  public static let vietnamese = FestivalCatalog(
    FestivalCatalog.generatedVietnameseFestivals, calendar: .vietnamese)

  /// The standard festivals and more: the traditional days lunar-python lists (人日, 中和, 上巳,
  /// 天贶, 寒衣, 下元), regional days (尾牙, 南方小年 廿四, 香港回归纪念日) and commemoration days
  /// (国家公祭日, 抗日战争胜利纪念日, 烈士纪念日 …). Choose among them with ``only(_:)``.
  public static let complete = FestivalCatalog(
    FestivalCatalog.generatedFestivals + FestivalCatalog.generatedMoreFestivals)

  /// This catalog with only the festivals of some categories, in the same order:
  /// `FestivalCatalog.complete.only([.statutory, .traditional])`.
  public func only(_ categories: Set<FestivalCategory>) -> FestivalCatalog {
    FestivalCatalog(festivals.filter { categories.contains($0.category) }, calendar: calendar)
  }

  /// The catalog that goes with a calendar: ``korean``, ``vietnamese`` or ``standard``.
  public static func forCalendar(_ calendar: LunarCalendar) -> FestivalCatalog {
    switch calendar.variant {
    case .chinese: .standard
    case .korean: .korean
    case .vietnamese: .vietnamese
    }
  }

  /// The festival with a key (`mid-autumn`) or a name in any script or English (`中秋节`,
  /// `中秋`, `Mid-Autumn Festival`), or `nil`.
  public func festival(named text: String) -> Festival? {
    let key = text.lowercased()
    return festivals.first { festival in
      festival.key == key || festival.name.zhHans == text || festival.name.zhHant == text
        || festival.name.english.lowercased() == key
        || festival.name.zhHans.hasSuffix("节") && String(festival.name.zhHans.dropLast()) == text
        || festival.name.zhHant.hasSuffix("節") && String(festival.name.zhHant.dropLast()) == text
    }
  }

  /// The festivals on a day, in display order.
  public func festivals(on date: CivilDate) -> [Festival] {
    festivals(on: date, lunar: calendar.lunarDate(for: date), calendar: calendar)
  }

  /// The festivals on a day whose lunar date is already known (the grid's fast path: table
  /// reads, and no allocation for the usual day without a festival).
  package func festivals(on date: CivilDate, lunar: LunarDate, calendar: LunarCalendar = .chinese)
    -> [Festival]
  {
    var result: [Festival] = []
    for word in 0..<tables.wordCount {
      appendFestivals(bitSet(on: date, lunar: lunar, calendar: calendar, word: word), word: word, to: &result)
    }
    return result
  }

  /// Appends the festivals of one word of a bit set, in display order.
  @inlinable
  package func appendFestivals(_ bits: UInt64, word: Int, to result: inout [Festival]) {
    let all = tables.festivals
    var remaining = bits
    while remaining != 0 {
      result.append(all[word * 64 + remaining.trailingZeroBitCount])
      remaining &= remaining - 1
    }
  }

  /// One 64-bit word of the set of festivals observed on a day.
  @inline(__always)
  private func bitSet(on date: CivilDate, lunar: LunarDate, calendar: LunarCalendar, word: Int) -> UInt64 {
    let bits: UInt64 =
      dayBits(on: date, lunar: lunar, weekday: date.weekday, calendar: calendar, word: word)
      | termBits(onDay: date.daysSince1970, word: word)
    return observed(bits, year: date.year, word: word)
  }

  /// The festivals of a day by its solar day, lunar day, lunar month's end and nth weekday.
  @inline(__always)
  func dayBits(
    on date: CivilDate, lunar: LunarDate, weekday: Weekday, calendar: LunarCalendar, word: Int
  ) -> UInt64 {
    var bits: UInt64 = tables.solarDays[(date.month * 32 + date.day) * tables.wordCount + word]
    if !lunar.isLeapMonth {
      bits |= tables.lunarDays[(lunar.month * 32 + lunar.day) * tables.wordCount + word]
      let ends: UInt64 = tables.lunarMonthEnds[lunar.month * tables.wordCount + word]
      if ends != 0 && lunar.day >= 29 && calendar.lunarDate(for: date.successorOrSelf).day == 1 {
        bits |= ends
      }
    }
    // The nth weekday: n counts from the month's first day.
    let n: Int = (date.day - 1) / 7 + 1
    let slot: Int = (date.month * 6 + n) * 8 + weekday.rawValue
    return bits | tables.weekdayDays[slot * tables.wordCount + word]
  }

  /// The term-defined festivals of a day: for each offset, the term of the day that far before.
  @inline(__always)
  func termBits(onDay day: Int, word: Int) -> UInt64 {
    var bits: UInt64 = 0
    for position in tables.termOffsets.indices {
      if let term = SolarTerm.on(dayNumber: day - tables.termOffsets[position]) {
        let slot: Int = position * 25 + term.rawValue
        bits |= tables.termDays[slot * tables.wordCount + word]
      }
    }
    for rule in tables.cycleDays where rule.index / 64 == word && rule.matches(day: day) {
      bits |= 1 << (rule.index % 64)
    }
    return bits
  }

  /// A set without the festivals not observed in `year` (outside their years of observance).
  @inline(__always)
  func observed(_ bits: UInt64, year: Int, word: Int) -> UInt64 {
    var unobserved: UInt64 = 0
    var scan: UInt64 = bits & tables.restricted[word]
    while scan != 0 {
      let index: Int = word * 64 + scan.trailingZeroBitCount
      if !tables.festivals[index].isObserved(in: year) { unobserved |= 1 << (index % 64) }
      scan &= scan - 1
    }
    return bits & ~unobserved
  }
}

extension Festival {
  /// The standard festival with a key or name, or `nil`: `Festival.named("中秋")`.
  public static func named(_ text: String) -> Festival? { Festivals.named(text) }
}

extension FestivalCatalog: Equatable {
  /// Catalogs are equal when they hold the same festivals in the same order.
  public static func == (lhs: FestivalCatalog, rhs: FestivalCatalog) -> Bool {
    lhs.tables === rhs.tables || (lhs.festivals == rhs.festivals && lhs.calendar == rhs.calendar)
  }
}

/// A stem-day or branch-day rule in a catalog's tables: the festival's index, its term, the
/// count, and the stem (cycle 10) or branch (cycle 12) as a position in its cycle.
package struct CycleDayRule: Sendable {
  package let index: Int
  let term: SolarTerm
  let count: Int
  let cycle: Int
  let position: Int

  /// Whether a day is the `count`-th day of the rule's stem or branch from its term's day on: the
  /// day has it, and the term began cycle·(count−1) … cycle·count−1 days before.
  package func matches(day: Int) -> Bool {
    let pillar = StemBranch(dayNumber: day)
    guard (cycle == 10 ? pillar.stem.rawValue : pillar.branch.rawValue) == position else { return false }
    let nearest = cycle * (count - 1)
    for offset in nearest..<(nearest + cycle) where SolarTerm.on(dayNumber: day - offset) == term {
      return true
    }
    return false
  }
}
