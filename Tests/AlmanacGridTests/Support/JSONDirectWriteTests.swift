import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

/// JSONLinesEncoder writes a few leaf values (CivilDate, Weekday, StemBranch, LunarDate,
/// LunarDay), the day model and a day's facts directly, as it writes String and Int, rather than through their containers: a
/// listing writes millions. These must be the very bytes the types' `encode(to:)` gives.
@Suite("JSON Lines: direct writes equal the Codable path")
struct JSONDirectWriteTests {
  /// Encodes its value through the value's own `encode(to:)`, which the encoder cannot see past.
  struct Through<Value: Encodable>: Encodable {
    let value: Value
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
  }

  /// Encodes a cell through its keyed container, past the direct writer its `encode(to:)` takes
  /// with Almanac's encoder.
  struct Fields: Encodable {
    let day: DayModel
    func encode(to encoder: any Encoder) throws { try day.encodeFields(to: encoder) }
  }

  @Test("every day of some years in both scripts and in English, leap months included")
  func days() throws {
    for names in [NameLanguage.simplified, .traditional, .english] {
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


  @Test("a day's facts: every region and calendar, provisional years, times, overlays, half days, every language")
  func dayFacts() throws {
    func day(_ text: String) throws -> CivilDate { try #require(CivilDate(text)) }
    let overlay = try HolidayOverlay(
      name: "acme", label: "公司 \"A\"",
      days: [
        .init(date: try day("2026-12-31"), kind: .dayOff, name: "年会\n"),
        .init(date: try day("2026-10-03"), kind: .workday, name: "盘点"),
      ])
    let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1
    var facts: [DayFacts] = []
    for (table, calendar) in [
      (HolidayTable.mainlandChina, LunarCalendar.chinese), (.hongKong, .chinese), (.taiwan, .chinese),
      (.southKorea, .korean), (.vietnam, .vietnamese), (.macau, .chinese),
      (HolidayTable.mainlandChina.overlaying([overlay]), .chinese),
    ] {
      for year in [2003, 2015, 2024, 2026, next] {
        let first = try day("\(year)-01-01")
        for offset in stride(from: 0, to: 366, by: 3) where first.adding(days: offset).year == year {
          facts.append(DayFacts(date: first.adding(days: offset), calendar: calendar, holidays: table))
        }
      }
    }
    facts += [try day("2026-12-31"), try day("2026-02-16")].map { DayFacts(date: $0, holidays: .macau) }
    let overlaid = HolidayTable.mainlandChina.overlaying([overlay])
    facts += [try day("2026-12-31"), try day("2026-10-03")].map { DayFacts(date: $0, holidays: overlaid) }
    facts += [try day("2026-02-17"), try day("1900-01-31")].map { DayFacts(date: $0, holidays: nil) }
    for text in ["2026-02-04T04:30", "2026-03-01T23:30", "2024-07-05T12:00"] {
      let time = try #require(BeijingTime(text))
      facts += LateZiHour.allCases.map { DayFacts(time: time, lateZi: $0) }
    }
    #expect(facts.contains { $0.halfDayOff != nil } && facts.contains { $0.overlay != nil })
    #expect(facts.contains { $0.statutoryRule != nil } && facts.contains { $0.isProvisional })
    #expect(facts.contains { !$0.seasons.isEmpty } && facts.contains { $0.clause != nil })
    for names in NameLanguage.allCases {
      let encoder = JSONLinesEncoder(names: names)
      for value in facts {
        let direct = String(decoding: try encoder.encode(value), as: UTF8.self)
        let codable = String(decoding: try encoder.encode(Through(value: value)), as: UTF8.self)
        #expect(direct == codable, "\(value.date) \(names)")
        if direct != codable { return }
      }
    }
  }

  @Test("a line longer than the buffer, with pieces longer than it and text that needs escaping")
  func longLines() {
    let pieces = [
      "短", String(repeating: "节", count: 700), "a\"b\\c\u{1}\n", String(repeating: "x", count: 3000), "",
    ]
    var expected: [UInt8] = []
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    expected.append(UInt8(ascii: "["))
    _JSONLineBuffer.appending(to: &bytes) { line in
      for round in 0..<40 {
        for (index, piece) in pieces.enumerated() {
          if round + index > 0 { line.byte(UInt8(ascii: ",")) }
          line.string(piece)
          line.raw(",")
          line.integer(-round * 1_000_003)
          line.raw(",")
          line.date(CivilDate(year: 1 + round * 37, month: 1 + index, day: 9 + round % 20)!)
        }
      }
    }
    for round in 0..<40 {
      for (index, piece) in pieces.enumerated() {
        if round + index > 0 { expected.append(UInt8(ascii: ",")) }
        JSONText.appendQuoted(piece, to: &expected)
        expected += Array(",\(-round * 1_000_003),".utf8)
        JSONText.appendQuoted(
          CivilDate(year: 1 + round * 37, month: 1 + index, day: 9 + round % 20)!.description, to: &expected)
      }
    }
    bytes.append(UInt8(ascii: "]"))
    expected.append(UInt8(ascii: "]"))
    #expect(bytes == expected)
    #expect(bytes.count > 100_000)
    let decoded = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [Any]
    #expect(decoded?.count == 40 * 5 * 3)
  }
}
