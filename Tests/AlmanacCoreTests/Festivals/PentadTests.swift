import AlmanacTestSupport
import Testing

@testable import AlmanacCore

/// The seventy-two pentads (data/festivals/pentads.tsv) against lunar-python's getWuHou on every day
/// of 1900–2100 (data/festivals/pentads-reference.tsv, written by tools/crosscheck/pentads_reference.py).
@Suite("Pentads: 七十二候")
struct PentadTests {
  /// Where Almanac writes a name as the classical text does and lunar-python does not.
  static let classicalNames = ["大雨行时": "大雨时行"]

  @Test("every day of 1900–2100 is in the pentad lunar-python says, on the same day of it")
  func againstLunarPython() throws {
    let records = try ProjectFiles.records("data/festivals/pentads-reference.tsv")
    #expect(records.count >= 72 * 200)
    let start = try #require(CivilDate("1900-01-01"))
    let end = try #require(CivilDate("2100-12-31"))
    var checked = 0
    for fields in records {
      let first = try #require(CivilDate(fields[1]))
      let days = try #require(Int(fields[2]))
      let name = Self.classicalNames[fields[0]] ?? fields[0]
      for offset in 0..<days {
        let date = first.adding(days: offset)
        let day = try #require(Pentad.day(on: date), "\(date)")
        #expect(day.pentad.name.zhHans == name, "\(date)")
        // The reference cuts the pentads at 1900-01-01 and 2100-12-31; Almanac counts them whole.
        if first != start { #expect(day.day == offset + 1, "\(date)") }
        if first != start && first.adding(days: days - 1) != end { #expect(day.days == days, "\(date)") }
        checked += 1
      }
    }
    #expect(checked == start.distance(to: end) + 1)
  }

  @Test("72 pentads, three per term in order, each starting 0, 5 and 10 days from its term")
  func table() {
    #expect(Pentad.all.count == 72)
    #expect(Set(Pentad.all.map(\.name.zhHans)).count == 72)
    for term in SolarTerm.allCases {
      let three = Array(Pentad.of(term))
      #expect(three.map(\.index) == [1, 2, 3])
      #expect(three.map(\.start) == [0, 5, 10].map { FestivalRule.solarTerm(term, offset: $0) })
      #expect(three.allSatisfy { $0.term == term && !$0.name.english.isEmpty && !$0.name.zhHant.isEmpty })
    }
  }

  @Test("texts, and 6tail's tyme examples (2020-04-23 萍始生 day 5; 2021-12-26 麋角解 day 1)")
  func texts() throws {
    let aprilDate = try #require(CivilDate("2020-04-23"))
    let april = try #require(Pentad.day(on: aprilDate))
    #expect(april.pentad.name.zhHans == "萍始生" && april.day == 5 && april.pentad.index == 1)
    let decemberDate = try #require(CivilDate("2021-12-26"))
    let december = try #require(Pentad.day(on: decemberDate))
    #expect(december.text(.simplified) == "冬至二候 麋角解")
    #expect(december.text(.traditional) == "冬至二候 麋角解")
    #expect(december.text(nil) == "Winter Solstice, second pentad: Elk shed their antlers")
    #expect(december.day == 1 && december.days == 5)
    let heatDate = try #require(CivilDate("2026-08-05"))
    let heat = try #require(Pentad.day(on: heatDate))
    #expect(heat.pentad.name.text(.traditional) == "大雨時行")
    _ = Pentad.day(on: .min)
    _ = Pentad.day(on: .max)
  }
}
