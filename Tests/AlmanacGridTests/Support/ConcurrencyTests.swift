import AlmanacToolSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

/// The library's shared state (ICU handles, the locale cache, the caches of computed solar-term
/// years and Korean lunar years) under load from many tasks at once.
@Suite("Concurrency and shared caches")
struct ConcurrencyTests {
  /// One question of the mixed workload, answered as text.
  enum Query: Sendable {
    case chineseLunar(CivilDate)
    case chineseCivil(LunarDate)
    case koreanLunar(CivilDate)
    case leapMonth(Int)
    case terms(Int)
    case status(CivilDate)
    case workdays(CivilDate, CivilDate)
    case page(Int, Int, String)
    case festivals(CivilDate)

    func answer() -> String {
      do {
        switch self {
        case .chineseLunar(let day): return LunarCalendar.chinese.lunarDate(for: day).isoText
        case .chineseCivil(let lunar): return "\(try LunarCalendar.chinese.civilDate(for: lunar))"
        case .koreanLunar(let day): return LunarCalendar.korean.lunarDate(for: day).isoText
        case .leapMonth(let year):
          return
            "\(try LunarCalendar.chinese.leapMonth(inYear: year) ?? 0)/\(try LunarCalendar.korean.leapMonth(inYear: year) ?? 0)"
        case .terms(let year):
          return try SolarTerm.events(in: year).map { "\($0.date)" }.joined(separator: ",")
        case .status(let day):
          return "\(try HolidayTable.mainlandChina.status(on: day, assuming: .weekends))"
        case .workdays(let from, let to):
          return "\(try HolidayTable.mainlandChina.workdays(from: from, through: to, assuming: .weekends))"
        case .page(let year, let month, let locale):
          var options = GridOptions()
          options.locale = locale
          options.today = CivilDate(year: 2026, month: 2, day: 17) ?? .min
          let page = try MonthGrid(year: year, month: month, options: options)
          return page.title + page.days.map { ($0.subtitle ?? "") + ($0.badge?.text ?? "") }.joined()
        case .festivals(let day): return Festivals.on(day).map(\.name.zhHans).joined(separator: ",")
        }
      } catch {
        return "error: \(error)"
      }
    }
  }

  /// The questions of one test. `farYears` should be years no other test asks about, so that
  /// the caches start cold and the tasks race to fill them (that is what the locks are for).
  static func workload(seed: UInt64, farYears: [Int]) -> [Query] {
    var random = SplitMix64(seed: seed)
    func day(_ years: ClosedRange<Int>) -> CivilDate {
      CivilDate(
        year: Int.random(in: years, using: &random), month: Int.random(in: 1...12, using: &random),
        day: Int.random(in: 1...28, using: &random)) ?? .min
    }
    let locales = ["zh_CN", "zh_TW", "en_US", "ar_EG", "ja_JP"]
    var queries: [Query] = []
    for index in 0..<240 {
      switch index % 9 {
      case 0:
        queries.append(
          .chineseLunar(index % 2 == 0 ? day(1900...2100) : day(farYears[index % 6]...farYears[index % 6])))
      case 1:
        let year = index % 2 == 0 ? Int.random(in: 1900...2100, using: &random) : farYears[index % 6]
        queries.append(
          .chineseCivil(
            LunarDate(year: year, month: Int.random(in: 1...12, using: &random), day: 1)
              ?? LunarDate(year: 2026, month: 1, day: 1)!))
      case 2: queries.append(.koreanLunar(day(farYears[index % 6]...farYears[index % 6])))
      case 3: queries.append(.leapMonth(farYears[index % 6]))
      case 4: queries.append(.terms(farYears[index % 6]))
      case 5: queries.append(.status(day(2004...2030)))
      case 6: queries.append(.workdays(day(2004...2015), day(2016...2030)))
      case 7:
        queries.append(
          .page(
            Int.random(in: 1990...2030, using: &random), Int.random(in: 1...12, using: &random),
            locales[index % 5]))
      default: queries.append(.festivals(day(1000...3000)))
      }
    }
    return queries
  }

  @Test("a mixed workload from 16 tasks gives exactly the serial answers")
  func sixteenTasks() async throws {
    let queries = ConcurrencyTests.workload(seed: 16, farYears: [1234, 1645, 1850, 2150, 2300, 2999])
    let parallel = await withTaskGroup(of: [Int: String].self) { group in
      for task in 0..<16 {
        group.addTask {
          // Each task asks every question, in its own order.
          var order = Array(queries.indices)
          var random = SplitMix64(seed: UInt64(task + 100))
          order.shuffle(using: &random)
          var answers: [Int: String] = [:]
          for index in order { answers[index] = queries[index].answer() }
          return answers
        }
      }
      var all: [[Int: String]] = []
      for await answers in group { all.append(answers) }
      return all
    }
    // The serial answers come after the parallel ones, from warm caches.
    let serial = queries.map { $0.answer() }
    #expect(!serial.contains { $0.hasPrefix("error") && !$0.contains("not published") })
    #expect(parallel.count == 16)
    for answers in parallel {
      #expect(queries.indices.map { answers[$0] } == serial)
    }
  }

  @Test("the same workload from 8 threads (GCD, as apps use it) gives the serial answers")
  func eightThreads() {
    let queries = ConcurrencyTests.workload(seed: 8, farYears: [1111, 1777, 1888, 2222, 2468, 2777])
    let results = Locked<[[String]]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      var random = SplitMix64(seed: UInt64(thread + 200))
      var answers = queries.map { _ in "" }
      for index in Array(queries.indices).shuffled(using: &random) {
        answers[index] = queries[index].answer()
      }
      results.withLock { $0.append(answers) }
    }
    let serial = queries.map { $0.answer() }
    let all = results.withLock { $0 }
    #expect(all.count == 8 && all.allSatisfy { $0 == serial })
  }

  @Test("Locked serialises its value, in a way ThreadSanitizer sees")
  func locked() {
    // Under `swift test --sanitize=thread` this exact loop over a `Synchronization.Mutex` gets
    // five false race reports on Linux (TSan cannot see the futex); over `Locked`, none.
    let counter = Locked<[Int: Int]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for step in 0..<1_000 { counter.withLock { $0[step % 50, default: 0] += 1 } }
    }
    #expect(counter.withLock { $0.values.reduce(0, +) } == 8_000)
  }
}
