import Foundation
import Testing

@testable import Almanac

/// JSONLinesEncoder writes a few leaf values (CivilDate, Weekday, StemBranch, LunarDate,
/// LunarDay) directly, as it writes String and Int, rather than through their containers: a
/// listing writes millions. These must be the very bytes the types' `encode(to:)` gives.
@Suite("JSON Lines: direct writes equal the Codable path")
struct JSONDirectWriteTests {
  /// Encodes its value through the value's own `encode(to:)`, which the encoder cannot see past.
  struct Through<Value: Encodable>: Encodable {
    let value: Value
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
  }

  @Test("every day of some years in both scripts and in English, leap months included")
  func days() throws {
    for names in [NameScript.simplified, .traditional, .english] {
      let encoder = JSONLinesEncoder(names: names)
      for year in [1, 1645, 1900, 2020, 2023, 2025, 2300, 2301, 9999] {
        guard let first = CivilDate(year: year, month: 1, day: 1) else { continue }
        var days: [LunarDay] = []
        for offset in 0..<(year == 9999 ? 365 : 366) {
          let date = first.adding(days: offset)
          if date.year != year { break }
          days.append(LunarDay(date: date))
        }
        for day in days {
          let direct = String(decoding: try encoder.encode(day), as: UTF8.self)
          let codable = String(decoding: try encoder.encode(Through(value: day)), as: UTF8.self)
          #expect(direct == codable, "\(day.date)")
        }
        // A lunar date inside an array takes the direct path; through its containers it does not.
        let lunar = days.map(\.lunar)
        #expect(try encoder.encode(lunar) == encoder.encode(lunar.map { Through(value: $0) }))
        #expect(
          try encoder.encode(lunar.map(\.stemBranch))
            == encoder.encode(lunar.map { Through(value: $0.stemBranch) }))
        #expect(try encoder.encode(days.map(\.date)) == encoder.encode(days.map { Through(value: $0.date) }))
        #expect(
          try encoder.encode(days.map(\.weekday)) == encoder.encode(days.map { Through(value: $0.weekday) }))
        #expect(lunar.contains(where: \.isLeapMonth) || ![2020, 2023, 2025].contains(year))
      }
    }
  }
}
