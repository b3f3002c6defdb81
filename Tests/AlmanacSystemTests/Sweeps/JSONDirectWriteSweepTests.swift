import Testing

@testable import AlmanacCore
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The day model's direct writer against its keyed container, on every cell of 288 pages in
/// three scripts: tens of seconds in a debug build.
@Suite("JSON Lines: a cell's direct write equals its keyed container")
struct JSONDirectWriteSweepTests {
  /// A cell through its keyed container (the Codable path), as JSONDirectWriteTests has it.
  struct Fields: Encodable {
    let day: DayModel
    func encode(to encoder: any Encoder) throws { try day.encodeFields(to: encoder) }
  }

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
