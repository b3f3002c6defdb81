import Almanac
import AlmanacToolSupport

/// The calendars the astronomy engine builds: Korean and Vietnamese dates inside their generated
/// tables, Chinese dates outside its table once their year is computed, and a year computed anew,
/// beside ICU's Dangi and Chinese calendars called directly (which Almanac no longer uses).
struct CalendarBenchmarks {
  func run() -> [ReportRow] {
    var random = SplitMix64(seed: 82)
    let first = benchDate("2020-01-01")
    let days = (0..<20_000).map { _ in first.adding(days: random.next(in: 0...3_650)) }
    func toLunar(_ calendar: LunarCalendar, _ days: [CivilDate]) -> Timing {
      Harness.measure(operations: days.count) {
        var sum = 0
        for day in days { sum &+= calendar.lunarDate(for: day).day }
        return sum
      }
    }
    let korean = toLunar(.korean, days)
    let vietnamese = toLunar(.vietnamese, days)
    // Chinese dates of 2301-2310: ten computed years, all in the cache after the first batch.
    let farFirst = benchDate("2301-03-01")
    let far = (0..<20_000).map { _ in farFirst.adding(days: random.next(in: 0...3_300)) }
    let outside = toLunar(.chinese, far)
    // Seventy years in turn: more than the cache keeps, so each is computed afresh.
    var year = 2_400
    let newYear = Harness.measure(batches: 5, operations: 70) {
      var sum = 0
      for _ in 0..<70 {
        year += 1
        sum &+= (try? LunarCalendar.chinese.leapMonth(inYear: year)) ?? 0
      }
      return sum
    }
    // The engine itself, without the cache: the fast road against the full series (the engine
    // before "table speed"), the same years.
    func engineYears(exact: Bool) -> Timing {
      Harness.measure(batches: exact ? 3 : 9, operations: exact ? 4 : 40) {
        var sum = 0
        for offset in 0..<(exact ? 4 : 40) {
          let months = AstronomicalLunisolarCalendar.chinese.months(
            lunarYears: (3_000 + offset * 150)...(3_000 + offset * 150), followingNewYear: true, exact: exact)
          sum &+= months.count
        }
        return sum
      }
    }
    let fastYear = engineYears(exact: false)
    // A cold listing: consecutive days of years never asked before (one thread; `almanac lunar`
    // also computes the next years on a second core while it writes).
    var coldYear = 5_000
    let coldDays = 365 * 8
    let cold = Harness.measure(batches: 9, operations: coldDays) {
      var sum = 0
      coldYear += 10
      let start = CivilDate(year: coldYear, month: 1, day: 1) ?? .min
      for offset in 0..<coldDays {
        sum &+= LunarCalendar.chinese.lunarDate(for: start.adding(days: offset)).day
      }
      return sum
    }
    let fullYear = engineYears(exact: true)
    let icuDangi = LunarBenchmarks.icuFields(
      "ko@calendar=dangi", zone: "GMT+09:00", offsetMilliseconds: 32_400_000, days: Array(days.prefix(2_000)))
    let icuFar = LunarBenchmarks.icuFields(
      "zh@calendar=chinese", zone: "GMT+08:00", offsetMilliseconds: 28_800_000, days: Array(far.prefix(2_000))
    )
    return [
      ReportRow(
        operation: "Korean solar → lunar (table)", almanac: korean, baselines: [("ICU Dangi", icuDangi)],
        goal: "≤ 20 ns"),
      ReportRow(
        operation: "Vietnamese solar → lunar (table)", almanac: vietnamese,
        baselines: [("ICU Dangi", icuDangi)],
        goal: "≤ 20 ns"),
      ReportRow(
        operation: "Chinese 2301–2310, year computed", almanac: outside, baselines: [("ICU Chinese", icuFar)],
        goal: "≤ 1 µs once its year is cached"),
      ReportRow(
        operation: "a lunar year computed anew", almanac: newYear, baselines: [],
        goal: "engine: new moons, 中气, winter solstices"),
      ReportRow(
        operation: "cold listing outside the table, per day", almanac: cold,
        baselines: [("ICU Chinese", icuFar)], goal: "≤ 1 µs (≥ 1 M days/s)"),
      ReportRow(
        operation: "the engine's months of a lunar year", almanac: fastYear,
        baselines: [("full series", fullYear)], goal: "≤ 354 µs (≥ 1 M days/s)"),
    ]
  }
}
