import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacFormats
@testable import AlmanacGrid
@testable import AlmanacLocale

/// JSONLinesEncoder writes a few leaf values (CivilDate, Weekday, StemBranch, LunarDate,
/// LunarDay) and the day model directly, as it writes String and Int, rather than through their containers: a
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

/// The day model's direct writer against its keyed container, on every cell of 288 pages in
/// three scripts: tens of seconds in a debug build.
@Suite("JSON Lines: a cell's direct write equals its keyed container", .tags(.slow))
struct JSONDirectWriteSlowTests {
  typealias Fields = JSONDirectWriteTests.Fields

  @Test("every cell of pages with holidays, provisional years, today, marks and a selection")
  func dayModels() throws {
    for (table, locale) in [(HolidayTable.mainlandChina, "zh_CN"), (.hongKong, "zh_HK"), (.taiwan, "zh_TW")] {
      // The last published year, the first one not published (provisional days), a year of
      // the lunar table and one of the engine.
      let last = try #require(table.years.last)
      for year in [last, last + 1, 1900, 2400] {
        for month in 1...12 {
          var options = GridOptions(
            locale: locale, today: CivilDate(year: year, month: month, day: 9), holidays: table)
          options.marks = [CivilDate(year: year, month: month, day: 3)!: 2]
          options.minimumDate = CivilDate(year: year, month: month, day: 5)
          let page = try MonthGrid(year: year, month: month, options: options)
          var stay = DateSelection(.range(minNights: 1, maxNights: nil))
          _ = stay.tap(CivilDate(year: year, month: month, day: 12)!)
          _ = stay.tap(CivilDate(year: year, month: month, day: 16)!)
          for days in [page.days.map { $0 }, page.with(stay).days.map { $0 }] {
            for names in [NameLanguage.simplified, .traditional, .english] {
              let encoder = JSONLinesEncoder(names: names)
              var lines: [UInt8] = []
              for day in days {
                let direct = String(decoding: try encoder.encode(day), as: UTF8.self)
                let codable = String(decoding: try encoder.encode(Fields(day: day)), as: UTF8.self)
                #expect(direct == codable, "\(day.date) \(locale)")
                // The cell's own line writer, the one a page's listing takes.
                encoder.encodeLine(day, appendingTo: &lines)
                #expect(lines.split(separator: UInt8(ascii: "\n")).last.map { String(decoding: $0, as: UTF8.self) } == codable)
              }
              #expect(try encoder.encode(days) == encoder.encode(days.map { Fields(day: $0) }))
            }
          }
          #expect(
            page.days.contains { $0.isProvisional } || year != last + 1 || table.region != .mainlandChina)
        }
      }
    }
  }
}
