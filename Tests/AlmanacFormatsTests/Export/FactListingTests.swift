import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The fact listing an analyst reads: values from the State Council's notices (2026: 国庆节
/// 10月1日至7日放假调休，共7天，10月10日（周六）上班; the law's article 2: 1–3 October are the
/// statutory days, paid triple) and lunar-python (2026-10-01 is 八月廿一).
@Suite("export facts: every day's facts as JSON Lines and CSV")
struct FactListingTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  func listing(_ from: String, _ to: String, _ format: FactListing.Format, holidays: HolidayTable? = .mainlandChina)
    -> String
  {
    var bytes: [UInt8] = []
    FactListing.write(from: day(from), through: day(to), format: format, holidays: holidays) {
      bytes += $0
      return true
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A CSV document split by RFC 4180 (quoted fields may hold commas, quotes and line ends).
  func records(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var field = ""
    var record: [String] = []
    var quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      if quoted {
        if character == "\"" {
          if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
        } else {
          field.append(character)
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "," {
        record.append(field); field = ""
      } else if character == "\r\n" || character == "\n" {
        record.append(field); field = ""
        records.append(record); record = []
      } else {
        field.append(character)
      }
    }
    return records
  }

  @Test("CSV: a header, one row per day, the notice's days off, its 补班 day and the law's pay")
  func csv() throws {
    let text = listing("2026-09-30", "2026-10-10", .csv)
    #expect(text.hasSuffix("\r\n"))
    let rows = records(text)
    #expect(rows.first == FactListing.csvColumns)
    #expect(rows.count == 12 && rows.allSatisfy { $0.count == FactListing.csvColumns.count })
    let byDate = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[0], $0) })
    func value(_ date: String, _ column: String) -> String? {
      FactListing.csvColumns.firstIndex(of: column).flatMap { byDate[date]?[$0] }
    }
    #expect(value("2026-10-01", "lunar") == "八月廿一")
    #expect(value("2026-10-01", "status") == "holiday" && value("2026-10-01", "statutory") == "true")
    #expect(value("2026-10-01", "wage") == "3" && value("2026-10-04", "wage") == "2")
    #expect(value("2026-10-07", "is_workday") == "false" && value("2026-10-07", "holiday") == "国庆节")
    #expect(value("2026-10-08", "is_workday") == "true" && value("2026-10-08", "solar_term") == "寒露")
    #expect(value("2026-10-10", "status") == "adjustedWorkday" && value("2026-10-10", "is_workday") == "true")
    #expect(value("2026-09-30", "trading_day") == "true" && value("2026-10-05", "trading_day") == "false")
    #expect(value("2026-10-01", "half_day") == "")
  }

  @Test("Macau: the afternoon off of 除夕 is a working day with half_day afternoon, in CSV and JSON")
  func macauHalfDay() throws {
    let text = listing("2026-12-30", "2026-12-31", .csv, holidays: .macau)
    let rows = records(text)
    let column = try #require(FactListing.csvColumns.firstIndex(of: "half_day"))
    let status = try #require(FactListing.csvColumns.firstIndex(of: "is_workday"))
    #expect(rows[1][column] == "" && rows[2][column] == "afternoon" && rows[2][status] == "true")
    let json = listing("2026-12-31", "2026-12-31", .json, holidays: .macau)
    #expect(json.contains(#""halfDay":{"part":"afternoon","name":"除夕（下午）"}"#), "\(json)")
  }

  @Test("a year not yet published: the law's status, marked provisional; nothing refused")
  func unpublished() throws {
    let last = try #require(HolidayTable.mainlandChina.years.last)
    let text = listing("\(last + 1)-01-01", "\(last + 1)-01-01", .csv)
    let row = try #require(records(text).last)
    let column = { (name: String) in FactListing.csvColumns.firstIndex(of: name).map { row[$0] } }
    #expect(column("status") == "holiday" && column("provisional") == "true")
    #expect(column("is_workday") == "false" && column("statutory") == "true")
    #expect(column("holiday") == "元旦")
  }

  @Test("JSON Lines are DayFacts' own JSON, a line per day, and read back to the same facts")
  func jsonLines() throws {
    let text = listing("2026-02-14", "2026-02-24", .json)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 11)
    for (offset, line) in lines.enumerated() {
      let facts = DayFacts(date: day("2026-02-14").adding(days: offset), holidays: .mainlandChina)
      #expect(String(line) == String(decoding: try JSONLinesEncoder().encode(facts), as: UTF8.self))
    }
  }

  @Test("RFC 4180 quoting; the writer stops when its reader does")
  func quotingAndStopping() {
    var bytes: [UInt8] = []
    for field in ["plain", "a,b", "say \"hi\"", "two\nlines", "中秋节、国庆节"] {
      FactListing.appendCSVField(field, to: &bytes)
      bytes.append(UInt8(ascii: ","))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",中秋节、国庆节,")
    var calls = 0
    FactListing.write(from: .min, through: .max, format: .csv) { _ in
      calls += 1
      return calls < 3
    }
    #expect(calls == 3)
  }
}
