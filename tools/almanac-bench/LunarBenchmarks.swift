import Almanac
import AlmanacToolSupport
import Foundation

#if SystemICU
  import CICUShim
#endif

/// Solar → lunar and lunar → solar: Almanac's table, ICU called directly through the C bridge,
/// and Foundation's `Calendar(identifier: .chinese)`, over the same random dates.
struct LunarBenchmarks {
  let days: [CivilDate]
  let lunarDates: [LunarDate]

  init(count: Int) {
    var random = SplitMix64(seed: 2026)
    let first = benchDate("1900-01-01")
    let last = benchDate("2100-12-31")
    days = (0..<count).map { _ in first.adding(days: random.next(in: 0...first.distance(to: last))) }
    lunarDates = days.map { LunarCalendar.chinese.lunarDate(for: $0) }
  }

  func run() -> [ReportRow] {
    let count = days.count
    let calendar = LunarCalendar.chinese

    let tableToLunar = Harness.measure(operations: count) {
      var sum = 0
      for day in days { sum &+= calendar.lunarDate(for: day).day }
      return sum
    }
    let tableToSolar = Harness.measure(operations: count) {
      var sum = 0
      for date in lunarDates { sum &+= (try? calendar.civilDate(for: date).daysSince1970) ?? 0 }
      return sum
    }

    // ICU directly: one handle, the same calls the library's fallback makes.
    let sampled = 2_000
    let icuToLunar = LunarBenchmarks.icuFields(
      "zh@calendar=chinese", zone: "GMT+08:00", offsetMilliseconds: 28_800_000,
      days: Array(days.prefix(sampled)))
    #if SystemICU
      var status: Int32 = CICU_ZERO_ERROR
      let icu = cicu_calendar_open("zh@calendar=chinese", "GMT+08:00", &status)
      let icuToSolar = Harness.measure(batches: 7, operations: sampled) {
        var sum = 0
        for date in lunarDates.prefix(sampled) {
          let offset = date.year + 2636
          let udate = cicu_lunisolar_udate(
            icu, Int32(offset / 60 + 1), Int32(offset % 60 + 1), Int32(date.month - 1),
            date.isLeapMonth ? 1 : 0, Int32(date.day), &status)
          sum &+= Int(udate / 86_400_000)
        }
        return sum
      }
      cicu_calendar_close(icu)
    #else
      let icuToSolar = Timing.skipped
    #endif

    // Foundation's Chinese calendar, as apps use it today.
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? TimeZone(secondsFromGMT: 28_800) ?? .current
    let instants = days.prefix(sampled).map {
      Date(timeIntervalSince1970: Double($0.daysSince1970) * 86_400 - 28_800)
    }
    let foundationToLunar = Harness.measure(batches: 7, operations: sampled) {
      var sum = 0
      for instant in instants {
        sum &+= chinese.dateComponents([.year, .month, .day, .isLeapMonth], from: instant).day ?? 0
      }
      return sum
    }
    let components = instants.map {
      chinese.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: $0)
    }
    let foundationToSolar = Harness.measure(batches: 7, operations: sampled) {
      var sum = 0
      for parts in components { sum &+= Int(chinese.date(from: parts)?.timeIntervalSince1970 ?? 0) }
      return sum
    }

    return [
      ReportRow(
        operation: "solar → lunar, one date", almanac: tableToLunar,
        baselines: [("ICU", icuToLunar), ("Foundation", foundationToLunar)], goal: "≤ 20 ns, ≥ 1000× ICU"),
      ReportRow(
        operation: "lunar → solar, one date", almanac: tableToSolar,
        baselines: [("ICU", icuToSolar), ("Foundation", foundationToSolar)], goal: "≤ 20 ns, ≥ 1000× ICU"),
    ]
  }

  /// ICU's lunisolar fields of each day, read through the C bridge from one handle of a
  /// calendar (`zh@calendar=chinese`, `ko@calendar=dangi`) in its zone.
  static func icuFields(_ localeID: String, zone: String, offsetMilliseconds: Double, days: [CivilDate])
    -> Timing
  {
    #if SystemICU
      return icuFieldsTiming(localeID, zone: zone, offsetMilliseconds: offsetMilliseconds, days: days)
    #else
      print("skip ICU baseline \(localeID): built without the SystemICU trait (shown as 0 ns)")
      return .skipped
    #endif
  }

  #if SystemICU
    private static func icuFieldsTiming(
      _ localeID: String, zone: String, offsetMilliseconds: Double, days: [CivilDate]
    ) -> Timing {
      var status: Int32 = CICU_ZERO_ERROR
      let icu = cicu_calendar_open(localeID, zone, &status)
      defer { cicu_calendar_close(icu) }
      return Harness.measure(batches: 7, operations: days.count) {
        var sum = 0
        var era: Int32 = 0, year: Int32 = 0, month: Int32 = 0, leap: Int32 = 0, day: Int32 = 0
        for civil in days {
          let udate = Double(civil.daysSince1970) * 86_400_000 - offsetMilliseconds
          cicu_lunisolar_fields(icu, udate, &era, &year, &month, &leap, &day, &status)
          sum &+= Int(day)
        }
        return sum
      }
    }
  #endif
}
