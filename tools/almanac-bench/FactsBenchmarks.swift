import Almanac
import Foundation

/// The day facts of issue #24 next to what an app computes them with today: 数九/三伏/梅雨 and the
/// pentad per day against the lunar date of that day; 八字 of a time against Foundation's Chinese
/// calendar components; ten years of a lunar birthday against Foundation's `nextDate(after:
/// matching:)`; a month page with the season and pentad subtitles against the default page.
struct FactsBenchmarks {
  let days: [CivilDate]

  func run() -> [ReportRow] {
    let lunarDay = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= LunarCalendar.chinese.lunarDate(for: day).day }
      return sum
    }
    let seasons = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= SeasonalPeriod.day(on: day).first?.day ?? 0 }
      return sum
    }
    let pentads = Harness.measure(operations: days.count) {
      var sum = 0
      for day in days { sum &+= Pentad.day(on: day)?.day ?? 0 }
      return sum
    }
    // 八字 of instants spread over the table's years, and Foundation's Chinese calendar asked for
    // the same instants' era, year, month, day and hour (what it can say; it has no 节 months).
    let times: [BeijingTime] = days.enumerated().compactMap { index, day in
      BeijingTime(date: day, hour: index % 24, minute: index % 60)
    }
    let eightChar = Harness.measure(operations: times.count) {
      var sum = 0
      for time in times { sum &+= EightCharacters(time, lateZi: .nextDay)?.hour.index ?? 0 }
      return sum
    }
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .current
    let instants = times.map { Date(timeIntervalSince1970: TimeInterval($0.secondsSince1970)) }
    let foundation = Harness.measure(operations: instants.count) {
      var sum = 0
      for instant in instants {
        let parts = chinese.dateComponents([.era, .year, .month, .day, .hour], from: instant)
        sum &+= (parts.year ?? 0) &+ (parts.hour ?? 0)
      }
      return sum
    }
    // Ten years of 腊月初八.
    let laba = LunarRecurrence(month: 12, day: 8)
    let start = benchDate("2026-01-01")
    let end = benchDate("2035-12-31")
    let tenYears = Harness.measure(operations: 200) {
      var sum = 0
      for _ in 0..<200 { sum &+= laba?.occurrences(from: start, through: end).count ?? 0 }
      return sum
    }
    let from = Date(timeIntervalSince1970: TimeInterval(start.daysSince1970 * 86_400 - 28_800))
    let foundationYears = Harness.measure(operations: 20) {
      var sum = 0
      for _ in 0..<20 {
        var date = from
        for _ in 0..<10 {
          guard
            let next = chinese.nextDate(
              after: date, matching: DateComponents(month: 12, day: 8), matchingPolicy: .nextTime)
          else { break }
          date = next
          sum &+= 1
        }
      }
      return sum
    }
    var plain = GridOptions(today: benchDate("2026-02-17"))
    plain.outDates = .tillEndOfGrid
    var rich = plain
    rich.subtitlePriority = [
      .today, .festival, .holiday, .solarTerm, .season, .pentad, .lunarMonth, .lunarDay,
    ]
    func pages(_ options: GridOptions) -> Timing {
      Harness.measure(operations: 500) {
        var sum = 0
        for index in 0..<500 {
          if let grid = try? MonthGrid(year: 1950 + index % 100, month: index % 12 + 1, options: options) {
            sum &+= grid.days[20].subtitle?.utf8.count ?? 0
          }
        }
        return sum
      }
    }
    let plainPage = pages(plain)
    let richPage = pages(rich)
    return [
      ReportRow(
        operation: "数九/三伏/梅雨 of a day", almanac: seasons, baselines: [("lunar date", lunarDay)],
        goal: "≤ 1 µs"),
      ReportRow(
        operation: "pentad (候) of a day", almanac: pentads, baselines: [("lunar date", lunarDay)],
        goal: "≤ 1 µs"),
      ReportRow(
        operation: "八字 of a time", almanac: eightChar, baselines: [("Foundation .chinese", foundation)],
        goal: "≤ 1 µs"),
      ReportRow(
        operation: "腊月初八, ten years", almanac: tenYears,
        baselines: [("Foundation nextDate ×10", foundationYears)], goal: "≤ 10 µs"),
      ReportRow(
        operation: "month page, season+pentad subtitles", almanac: richPage,
        baselines: [("default subtitles", plainPage)], goal: "opt-in only"),
    ]
  }
}
