import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore

/// The engine against JPL DE422 (data/terms/reference-instants.tsv and
/// data/astronomy/reference-new-moons.tsv, derived by tools/crosscheck/astronomy_reference.py).
@Suite("Astronomy engine against JPL DE422")
struct AstronomyTests {
  /// Seconds since 1970 of `YYYY-MM-DDTHH:MM:SS`.
  func seconds(_ text: String) throws -> Double {
    let parts = text.split(separator: "T")
    let day = try #require(CivilDate(String(parts[0])))
    let clock = parts[1].split(separator: ":").compactMap { Double($0) }
    return Double(day.daysSince1970) * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
  }

  @Test("every solar term 1900...2100: the same Beijing day, the instant within 60 s")
  func terms() throws {
    let disputes = Set(try ProjectFiles.records("data/terms/disputes.tsv").map { "\($0[0])/\($0[1])" })
    var worst = 0.0
    var checked = 0
    for fields in try ProjectFiles.records("data/terms/reference-instants.tsv") {
      guard let year = Int(fields[0]), (1900...2100).contains(year), let index = Int(fields[1]),
        let term = SolarTerm(rawValue: index)
      else { continue }
      let event = try term.event(in: year)
      let error = abs(event.secondsSince1970 - (try seconds(fields[4])))
      worst = max(worst, error)
      if error > 60 { Issue.record("\(year) \(term.name()): \(error) s from DE422") }
      if !disputes.contains("\(year)/\(index)") && event.date.description != fields[5] {
        Issue.record("\(year) \(term.name()): \(event.date) here, \(fields[5]) per DE422")
      }
      checked += 1
    }
    #expect(checked == 201 * 24)
    #expect(worst < 15, "largest difference \(worst) s (8 s when written)")
  }

  @Test("new moons 1900...2100 within 30 s of DE422 (sampled every 7th)")
  func newMoons() throws {
    var worst = 0.0
    for (offset, fields) in try ProjectFiles.records("data/astronomy/reference-new-moons.tsv").enumerated()
    where offset % 7 == 0 {
      let reference = try seconds(fields[0])  // TT
      let guess = JulianDay.unixEpoch + reference / 86_400
      let computed = (AstronomicalEvents.newMoon(near: guess) - JulianDay.unixEpoch) * 86_400
      worst = max(worst, abs(computed - reference))
    }
    #expect(worst <= 30, "largest difference \(worst) s")
  }

  @Test("ΔT follows the Espenak–Meeus polynomials at known points")
  func deltaT() {
    #expect(abs(DeltaT.seconds(decimalYear: 2000) - 63.86) < 0.01)
    #expect(abs(DeltaT.seconds(decimalYear: 1950) - 29.07) < 0.01)
    #expect(abs(DeltaT.seconds(decimalYear: 1900) - -2.79) < 0.01)
    #expect(DeltaT.seconds(decimalYear: 2100) > 150 && DeltaT.seconds(decimalYear: 2100) < 250)
    let jde = JulianDay.ttJDE(secondsSince1970: 1_000_000_000)
    #expect(abs(JulianDay.secondsSince1970(ttJDE: jde) - 1_000_000_000) < 0.001)
  }

  @Test("the Sun's apparent longitude at J2000.0 (Meeus gives 280.368°)")
  func sun() {
    #expect(abs(Sun.apparentLongitude(jde: JulianDay.j2000) - 280.3682) < 0.0003)
    #expect(
      abs(Moon.apparentLongitude(jde: 2_448_724.5) - 133.167_265) < 0.01, "Meeus example 47.a, apparent")
  }

  @Test("the calendar computed from the engine equals the table except listed disputes")
  func independentCalendar() throws {
    let disputes = Set(try ProjectFiles.records("data/lunar/disputes.tsv").map { $0[0] })
    let months = AstronomicalLunisolarCalendar.chinese.months(lunarYears: 2000...2060)
    #expect(months.count > 740)
    for month in months {
      let label = "\(month.year)-\(month.isLeapMonth ? "L" : "")\(month.month < 10 ? "0" : "")\(month.month)"
      guard
        let first = LunarDate(year: month.year, month: month.month, day: 1, isLeapMonth: month.isLeapMonth)
      else { continue }
      let table = try LunarCalendar.chinese.civilDate(for: first)
      if table != month.firstDay && !disputes.contains(label) {
        Issue.record("\(label): engine \(month.firstDay), table \(table)")
      }
    }
  }
}
