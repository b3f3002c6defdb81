import AlmanacTestSupport
import Testing

@testable import AlmanacCore

/// 数九 and 三伏 from data/festivals/periods.tsv, against lunar-python's getShuJiu and getFu on every
/// day of 1900–2100 (data/festivals/seasons-reference.tsv, written by
/// tools/crosscheck/seasons_reference.py); 梅雨, which lunar-python does not have, against its rule
/// read day by day and 6tail's tyme examples.
@Suite("Seasonal periods: 数九, 三伏 and 梅雨")
struct SeasonalPeriodTests {
  @Test("every day of 1900–2100 is in the part lunar-python says, on the same day of it, and no other")
  func againstLunarPython() throws {
    // The reference's parts expanded to days: date → (part, day within, the part's length).
    var expected: [Int: (part: String, day: Int, days: Int)] = [:]
    var fullLength: [String: Int] = [:]
    let records = try ProjectFiles.records("data/festivals/seasons-reference.tsv")
    for fields in records {
      let first = try #require(CivilDate(fields[1])).daysSince1970
      let days = try #require(Int(fields[2]))
      for offset in 0..<days { expected[first + offset] = (fields[0], offset + 1, days) }
      fullLength[fields[0]] = max(fullLength[fields[0]] ?? 0, days)
    }
    #expect(records.count > 2_000)
    let start = try #require(CivilDate("1900-01-01"))
    let end = try #require(CivilDate("2100-12-31"))
    var checked = 0
    for date in start...end {
      let days = SeasonalPeriod.day(on: date).filter { $0.period != "meiyu" }
      #expect(days.count <= 1, "\(date): in two periods")
      let reference = expected[date.daysSince1970]
      #expect(days.first?.part.zhHans == reference?.part, "\(date)")
      guard let day = days.first, let reference else { continue }
      // The reference cuts the parts at 1900-01-01 and 2100-12-31; Almanac counts them whole.
      let first = date.daysSince1970 - reference.day + 1
      let cutAtStart = first == start.daysSince1970
      let cutAtEnd = first + reference.days - 1 == end.daysSince1970
      if !cutAtStart { #expect(day.day == reference.day, "\(date)") }
      if !cutAtStart && !cutAtEnd { #expect(day.days == reference.days, "\(date)") }
      checked += 1
    }
    #expect(checked > 20_000)
  }

  @Test("中伏 lasts 10 or 20 days: 20 when 立秋 comes after its second 庚 day")
  func middleFu() throws {
    for year in 1900...2100 {
      let xiaZhi = try SolarTerm.summerSolstice.event(in: year).date
      let liQiu = try SolarTerm.startOfAutumn.event(in: year).date
      let middle = (0...60).lazy.map { xiaZhi.adding(days: $0) }.compactMap {
        SeasonalPeriod.sanFu.day(on: $0)
      }
      .first { $0.index == 2 }
      let summer = (0...70).map { xiaZhi.adding(days: $0) }
      let initial = try #require(summer.first { SeasonalPeriod.sanFu.day(on: $0) != nil })
      let final = try #require(summer.first { SeasonalPeriod.sanFu.day(on: $0)?.index == 3 })
      #expect(middle?.days == initial.distance(to: final) - 10, "\(year)")
      #expect(
        StemBranch(day: final).stem == .geng && final >= liQiu && liQiu.distance(to: final) < 10, "\(year)")
    }
  }

  @Test("梅雨 from the first 丙 day from 芒种 on to the first 未 day from 小暑 on, read day by day")
  func plumRains() throws {
    for year in 1900...2100 {
      let mangZhong = try SolarTerm.grainInEar.event(in: year).date
      let xiaoShu = try SolarTerm.minorHeat.event(in: year).date
      // The rule's words, without Almanac's term arithmetic: walk from each term's day.
      let rumei = try #require(
        (0..<10).lazy.map { mangZhong.adding(days: $0) }.first { StemBranch(day: $0).stem == .bing })
      let chumei = try #require(
        (0..<12).lazy.map { xiaoShu.adding(days: $0) }.first { StemBranch(day: $0).branch == .wei })
      for date in mangZhong.adding(days: -3)...chumei.adding(days: 3) {
        let day = SeasonalPeriod.meiYu.day(on: date)
        if date < rumei || date > chumei {
          #expect(day == nil, "\(date)")
        } else if date < chumei {
          #expect(day?.index == 1 && day?.day == rumei.distance(to: date) + 1, "\(date)")
          #expect(day?.days == rumei.distance(to: chumei), "\(date)")
        } else {
          #expect(day?.index == 2 && day?.day == 1, "\(date)")
        }
      }
      #expect(FestivalCatalog.complete.festivals(on: rumei).map(\.key).contains("rumei"), "\(year)")
      #expect(FestivalCatalog.complete.festivals(on: chumei).map(\.key).contains("chumei"), "\(year)")
      let catalog = FestivalCatalog.complete
      let keys = ["rumei", "chumei"].compactMap { key in catalog.festivals.first { $0.key == key } }
      #expect(keys.map { catalog.date(of: $0, in: year) } == [rumei, chumei], "\(year)")
    }
    // 6tail's tyme: 2024-06-10 none, 06-11 入梅第1天, 07-05 入梅第25天, 07-06 出梅.
    let tyme = ["2024-06-10": nil, "2024-06-11": "入梅第1天", "2024-07-05": "入梅第25天", "2024-07-06": "出梅第1天"]
    for (text, expected) in tyme {
      let date = try #require(CivilDate(text))
      #expect(SeasonalPeriod.meiYu.day(on: date)?.text(.simplified) == expected, "\(text)")
    }
  }

  @Test("texts in both scripts and English")
  func texts() throws {
    let january = try #require(CivilDate("2027-01-12"))
    let day = try #require(SeasonalPeriod.shuJiu.day(on: january))
    #expect(day.text(.simplified) == "三九第4天")
    #expect(day.text(nil) == "Third Nine, day 4")
    #expect(day.periodName.text(.traditional) == "數九")
    let july = try #require(CivilDate("2026-07-25"))
    let fu = try #require(SeasonalPeriod.sanFu.day(on: july))
    #expect(fu.text(.traditional) == "中伏第1天")
    #expect(fu.days == 20)
    let may = try #require(CivilDate("2026-05-01"))
    #expect(SeasonalPeriod.day(on: may).isEmpty)
    // The edges of the supported dates: no part is asked of a year without its terms.
    _ = SeasonalPeriod.day(on: .min)
    _ = SeasonalPeriod.day(on: .max)
  }
}
