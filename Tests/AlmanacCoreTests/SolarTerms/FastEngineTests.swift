import AlmanacToolSupport
import Foundation
import Testing

@testable import AlmanacCore

/// The engine's fast road (``SeriesPrecision``, ``FastTrig``) against its full series. The whole
/// of 1–9999 is compared by `almanac-data engine-proof` (about a minute); these are its samples.
@Suite("Fast engine against the full series")
struct FastEngineTests {
  @Test("FastTrig's sine and cosine within 1e-12 of the C library's for |x| < 1e7")
  func trigonometry() {
    var random = SplitMix64(seed: 22)
    var worst = 0.0
    for index in 0..<200_000 {
      let magnitude = [1.0, 10, 1e3, 1e5, 1e7][index % 5]
      let x = (Double(random.next() >> 11) / Double(1 << 53) * 2 - 1) * magnitude
      let fast = FastTrig.sinCos(x)
      worst = max(worst, abs(fast.sin - sin(x)), abs(fast.cos - cos(x)))
      worst = max(worst, abs(FastTrig.sin(x) - sin(x)), abs(FastTrig.cos(x) - cos(x)))
    }
    #expect(worst < 1e-12, "largest difference \(worst)")
  }

  @Test("the truncations keep the terms their documentation says")
  func truncations() {
    #expect(SeriesPrecision.full.termCounts == (1080, 9, 63))
    #expect(SeriesPrecision.instant.termCounts == (222, 9, 35))
    #expect(SeriesPrecision.day.termCounts == (96, 6, 13))
  }

  @Test("a term's instant from the instant series within 4 s of the full series, 1000–3000")
  func instants() {
    var worst = 0.0
    for year in stride(from: 1000, through: 3000, by: 37) {
      for term in SolarTerm.allCases {
        let difference = abs(term.computeInstant(in: year) - term.computeInstant(in: year, precision: .full))
        worst = max(worst, difference)
      }
    }
    #expect(worst < 4, "largest difference \(worst) s (engine-proof: 3.07 s over every term of 1000–3000)")
  }

  @Test("new moons of the day series within 6 s, terms within 67 s of the full series, across 1–9999")
  func dayEvents() {
    var moons = 0.0
    var terms = 0.0
    for year in stride(from: 1, through: 9999, by: 211) {
      let k = AstronomicalEvents.firstLunation(before: JulianDay.j2000 + Double(year - 2000) * 365.2425)
      for lunation in [k, k + 6] {
        let full = AstronomicalEvents.newMoon(near: AstronomicalEvents.meanNewMoon(lunation: lunation))
        moons = max(moons, abs(AstronomicalEvents.fastNewMoon(lunation: lunation) - full) * 86_400)
      }
      for term in [SolarTerm.winterSolstice, .grainRain, .majorHeat] {
        terms = max(
          terms,
          abs(
            term.computeInstant(in: year, precision: .day) - term.computeInstant(in: year, precision: .full)))
      }
    }
    #expect(moons < AstronomicalEvents.newMoonMargin / 5, "new moons: \(moons) s")
    #expect(terms < AstronomicalEvents.termMargin / 2.7, "terms: \(terms) s")
  }

  @Test(
    "the fast road's months equal the full series' months",
    arguments: [1, 1645, 1906, 2057, 2089, 2097, 2301, 4321, 7777, 9999])
  func months(year: Int) {
    let fast = AstronomicalLunisolarCalendar.chinese.months(lunarYears: year...year, followingNewYear: true)
    let exact = AstronomicalLunisolarCalendar.chinese.months(
      lunarYears: year...year, followingNewYear: true, exact: true)
    #expect(fast.map(\.firstDay) == exact.map(\.firstDay))
    #expect(fast.map(\.month) == exact.map(\.month))
    #expect(fast.map(\.isLeapMonth) == exact.map(\.isLeapMonth))
    // The instants agree to seconds.
    for (a, b) in zip(fast, exact) { #expect(abs(a.newMoon - b.newMoon) < 6) }
  }
}
