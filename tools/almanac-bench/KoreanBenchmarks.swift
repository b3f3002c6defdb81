import Almanac

/// The Korean calendar, computed by Almanac's astronomy engine a year at a time: conversions in
/// a year already computed, and the computation of a new year, beside ICU's Dangi calendar
/// called directly (which Almanac no longer uses; see README).
struct KoreanBenchmarks {
  func run() -> [ReportRow] {
    var random = SplitMix64(seed: 82)
    let first = benchDate("2020-01-01")
    let days = (0..<20_000).map { _ in first.adding(days: random.next(in: 0...3_650)) }
    let calendar = LunarCalendar.dangi
    let cached = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= calendar.lunarDate(for: day).day }
      return sum
    }
    // Seventy years in turn: more than the cache keeps, so each is computed afresh.
    var year = 2_200
    let newYear = Harness.measure(batches: 5, operations: 70) {
      var sum = 0
      for _ in 0..<70 {
        year += 1
        sum &+= (try? calendar.leapMonth(inYear: year)) ?? 0
      }
      return sum
    }
    let icuToLunar = LunarBenchmarks.icuFields(
      "ko@calendar=dangi", zone: "GMT+09:00", offsetMilliseconds: 32_400_000, days: Array(days.prefix(2_000)))
    return [
      ReportRow(
        operation: "Korean solar → lunar, year computed", almanac: cached,
        baselines: [("ICU Dangi", icuToLunar)],
        goal: "≤ 1 µs once its year is computed"),
      ReportRow(
        operation: "Korean lunar year, computed anew", almanac: newYear, baselines: [],
        goal: "engine: new moons, 中气, winter solstices"),
    ]
  }
}
