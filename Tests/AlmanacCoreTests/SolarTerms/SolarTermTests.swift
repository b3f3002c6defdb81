import Foundation
import Testing

@testable import AlmanacCore

@Suite("Solar terms")
struct SolarTermTests {
  /// 2026's terms as the Purple Mountain Observatory and lunar-python give them.
  static let year2026: [(SolarTerm, String)] = [
    (.minorCold, "2026-01-05"), (.majorCold, "2026-01-20"), (.startOfSpring, "2026-02-04"),
    (.rainWater, "2026-02-18"), (.awakeningOfInsects, "2026-03-05"), (.springEquinox, "2026-03-20"),
    (.pureBrightness, "2026-04-05"), (.grainRain, "2026-04-20"), (.startOfSummer, "2026-05-05"),
    (.grainBuds, "2026-05-21"), (.grainInEar, "2026-06-05"), (.summerSolstice, "2026-06-21"),
    (.minorHeat, "2026-07-07"), (.majorHeat, "2026-07-23"), (.startOfAutumn, "2026-08-07"),
    (.endOfHeat, "2026-08-23"), (.whiteDew, "2026-09-07"), (.autumnEquinox, "2026-09-23"),
    (.coldDew, "2026-10-08"), (.frostsDescent, "2026-10-23"), (.startOfWinter, "2026-11-07"),
    (.minorSnow, "2026-11-22"), (.majorSnow, "2026-12-07"), (.winterSolstice, "2026-12-22"),
  ]

  @Test("one year's 24 terms fall on their published days", arguments: year2026)
  func year(term: SolarTerm, date: String) throws {
    let day = try #require(CivilDate(date))
    #expect(try term.event(in: 2026).date == day)
    #expect(SolarTerm.on(day) == term)
    #expect(SolarTerm.on(day.adding(days: 1)) == nil)
  }

  @Test("names, longitudes, kinds")
  func names() {
    #expect(SolarTerm.allCases.count == 24)
    #expect(SolarTerm.minorCold.longitude == 285 && SolarTerm.springEquinox.longitude == 0)
    #expect(SolarTerm.winterSolstice.longitude == 270)
    #expect(SolarTerm.startOfSpring.isSectional && SolarTerm.rainWater.isPrincipal)
    #expect(SolarTerm.awakeningOfInsects.name(.traditional) == "驚蟄")
    #expect(SolarTerm.grainRain.name(.traditional) == "穀雨" && SolarTerm.grainRain.englishName == "Grain Rain")
    #expect(SolarTerm(name: "清明") == .pureBrightness && SolarTerm(name: "處暑") == .endOfHeat)
    #expect(SolarTerm(name: "winter solstice") == .winterSolstice && SolarTerm(name: "x") == nil)
    #expect(SolarTerm.allCases.allSatisfy { $0.month == ($0.rawValue / 2) + 1 })
  }

  @Test("the 2026 立春 instant, to the minute, as the issue's example shows")
  func instant() throws {
    let event = try SolarTerm.startOfSpring.event(in: 2026)
    #expect(event.beijingTimeText.hasPrefix("2026-02-04T04:02:"))
    #expect(event.date.description == "2026-02-04")
  }

  @Test("year boundaries: 冬至 and 小寒 of adjacent years, next and previous")
  func boundaries() throws {
    let newYearsEve = try #require(CivilDate("2025-12-31"))
    #expect(SolarTerm.next(after: newYearsEve)?.term == .minorCold)
    #expect(SolarTerm.next(after: newYearsEve)?.year == 2026)
    let january = try #require(CivilDate("2026-01-03"))
    let previous = try #require(SolarTerm.previous(onOrBefore: january))
    #expect(
      previous.term == .winterSolstice && previous.year == 2025 && previous.date.description == "2025-12-21")
    #expect(SolarTerm.inForce(on: january)?.term == .winterSolstice)
    #expect(SolarTerm.inForce(on: january)?.year == 2025)
    let solstice = try #require(CivilDate("2026-12-22"))
    #expect(SolarTerm.previous(onOrBefore: solstice)?.term == .winterSolstice)
    #expect(SolarTerm.next(after: solstice)?.date.description == "2027-01-05")
  }

  @Test("years outside the table come from the engine; outside 1000...3000 are refused")
  func engineYears() throws {
    let events = try SolarTerm.events(in: 2500)
    #expect(events.count == 24 && events.map(\.date).sorted() == events.map(\.date))
    #expect(events.allSatisfy { $0.date.month == $0.term.month })
    #expect(try SolarTerm.events(in: 1000).first?.date.year == 1000)
    #expect(throws: SolarTermError.yearOutOfRange(999)) { try SolarTerm.events(in: 999) }
    #expect(throws: SolarTermError.yearOutOfRange(3001)) { try SolarTerm.events(in: 3001) }
    #expect(SolarTerm.on(try #require(CivilDate("0500-03-20"))) == nil)
    #expect(SolarTermError.yearOutOfRange(3001).description.contains("1000...3000"))
  }

  @Test("the engine reproduces the table (the table is the engine's output, rounded)")
  func engineMatchesTable() throws {
    for year in [1900, 1950, 2000, 2026, 2100] {
      for event in try SolarTerm.events(in: year) {
        #expect(abs(event.term.computeInstant(in: year, precision: .full) - event.secondsSince1970) <= 0.5)
      }
    }
  }

  @Test(
    "干支 of the month follows the 节 (立春 starts 寅)",
    arguments: [
      ("2026-02-03", "己丑"), ("2026-02-04", "庚寅"), ("2026-03-05", "辛卯"), ("2026-12-07", "庚子"),
      ("2027-01-04", "庚子"), ("2027-01-05", "辛丑"), ("1984-02-02", "乙丑"), ("1900-01-31", "丁丑"),
    ])
  func monthStemBranch(date: String, expected: String) throws {
    #expect(StemBranch(monthContaining: try #require(CivilDate(date)))?.description == expected)
  }
}

@Suite("干支 years: by 春节 and by 立春")
struct StemBranchYearStartTests {
  @Test("2026-02-04…16: the lunar year is still 乙巳, the 八字 year already 丙午 with 庚寅月")
  func conventions() throws {
    for text in ["2026-02-04", "2026-02-10", "2026-02-16"] {
      let day = try #require(CivilDate(text))
      #expect(StemBranch(yearContaining: day, startingAt: .springFestival)?.description == "乙巳", "\(text)")
      #expect(StemBranch(yearContaining: day, startingAt: .startOfSpring)?.description == "丙午", "\(text)")
      #expect(StemBranch(monthContaining: day)?.description == "庚寅", "\(text)")
    }
    let before = try #require(CivilDate("2026-02-03"))
    #expect(StemBranch(yearContaining: before, startingAt: .startOfSpring)?.description == "乙巳")
    #expect(StemBranch(monthContaining: before)?.description == "己丑")
    let newYear = try #require(CivilDate("2026-02-17"))
    #expect(StemBranch(yearContaining: newYear, startingAt: .springFestival)?.description == "丙午")
    #expect(
      StemBranch(yearContaining: try #require(CivilDate("0500-06-01")), startingAt: .startOfSpring) == nil)
  }
}
