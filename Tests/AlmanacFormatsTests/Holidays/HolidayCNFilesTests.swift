import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// holiday-cn's published files (Tests/Fixtures/holiday-cn, as published), loaded as a user
/// would: every file loads, with exactly the days it states.
@Suite("holiday-cn's published files")
struct HolidayCNFilesTests {
  static let directory = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/holiday-cn")
  static let years = Array(2007...2026)

  /// What a file states, read independently of Almanac's readers: off days and working days.
  struct Stated {
    var off: [CivilDate: String] = [:]
    var work: [CivilDate: String] = [:]
  }

  /// holiday-cn JSON through Foundation's JSONSerialization.
  static func statedJSON(_ year: Int) throws -> Stated {
    let data = try Data(contentsOf: directory.appendingPathComponent("\(year).json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var stated = Stated()
    for case let day as [String: Any] in root["days"] as? [Any] ?? [] {
      let date = try #require(CivilDate(day["date"] as? String ?? ""))
      let name = day["name"] as? String ?? ""
      if day["isOffDay"] as? Bool == true { stated.off[date] = name } else { stated.work[date] = name }
    }
    return stated
  }

  /// holiday-cn ICS by a line-by-line reading of its (simple, regular) events.
  static func statedICS(_ name: String) throws -> Stated {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    var stated = Stated()
    var summary = ""
    var start: CivilDate?
    var end: CivilDate?
    // Unfold: a line beginning with a space continues the one before (RFC 5545 §3.1).
    var lines: [String] = []
    for raw in text.split(whereSeparator: \.isNewline) {
      if raw.hasPrefix(" "), !lines.isEmpty {
        lines[lines.count - 1] += raw.dropFirst()
      } else {
        lines.append(String(raw))
      }
    }
    for raw in lines {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("SUMMARY:") { summary = String(line.dropFirst(8)) }
      if line.hasPrefix("DTSTART;VALUE=DATE:") { start = isoDate(String(line.suffix(8))) }
      if line.hasPrefix("DTEND;VALUE=DATE:") { end = isoDate(String(line.suffix(8))) }
      if line == "END:VEVENT", let first = start, let stop = end {
        var day = first
        while day < stop {
          if summary.contains("上班") { stated.work[day] = summary } else { stated.off[day] = summary }
          day = day.adding(days: 1)
        }
        start = nil
        end = nil
      }
    }
    return stated
  }

  static func isoDate(_ digits: String) -> CivilDate? {
    CivilDate("\(digits.prefix(4))-\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))")
  }

  /// Checks that a loaded table says exactly what the file states over `days`.
  static func expectExactly(
    _ table: HolidayTable, _ stated: Stated, over days: ClosedRange<CivilDate>, _ file: String
  ) {
    var mismatches: [String] = []
    for day in days {
      let status = try? table.status(on: day, assuming: .weekends)
      switch status {
      case .holiday?: if stated.off[day] == nil { mismatches.append("\(day) off") }
      case .adjustedWorkday?: if stated.work[day] == nil { mismatches.append("\(day) work") }
      default: if stated.off[day] != nil || stated.work[day] != nil { mismatches.append("\(day) ordinary") }
      }
    }
    #expect(mismatches.isEmpty, "\(file): \(mismatches.prefix(8))")
  }

  @Test("every yearly JSON file loads with exactly its days", arguments: years)
  func json(year: Int) throws {
    var notes: [HolidayFileNote] = []
    let table = try HolidayTable.load(
      contentsOf: Self.directory.appendingPathComponent("\(year).json"), notes: &notes)
    #expect(table.years == [year])
    let stated = try Self.statedJSON(year)
    let span =
      try #require(
        CivilDate(year: year - 1, month: 12, day: 1))...(try #require(
        CivilDate(year: year + 1, month: 1, day: 31)))
    Self.expectExactly(table, stated, over: span, "\(year).json")
    // Each day off carries the file's name for it.
    for (day, name) in stated.off {
      #expect(table.holiday(on: day)?.name.zhHans == name, "\(year).json \(day)")
    }
    #expect(
      notes.map(\.text)
        == (year == 2020 ? ["make-up working day 2020-02-03 of 春节 is a Monday, a working day anyway"] : []))
  }

  @Test("every yearly ICS file loads with exactly its days", arguments: years)
  func ics(year: Int) throws {
    let table = try HolidayTable.load(contentsOf: Self.directory.appendingPathComponent("\(year).ics"))
    #expect(table.years == [year])
    let stated = try Self.statedICS("\(year).ics")
    let span =
      try #require(
        CivilDate(year: year - 1, month: 12, day: 1))...(try #require(
        CivilDate(year: year + 1, month: 1, day: 31)))
    Self.expectExactly(table, stated, over: span, "\(year).ics")
    // The names are the holiday's ("元旦假期" is 元旦's), make-up days tied to theirs by name
    // ("上班(补春节假期)" to 春节).
    for (day, summary) in stated.off.merging(stated.work, uniquingKeysWith: { a, _ in a }) {
      let name = summary.replacingOccurrences(of: "上班(补", with: "").replacingOccurrences(of: "假期", with: "")
        .replacingOccurrences(of: ")", with: "")
      #expect(table.holiday(on: day)?.name.zhHans == name, "\(year).ics \(day): \(summary)")
    }
  }

  @Test("the multi-year subscription feed loads every year, each make-up day with its own year's holiday")
  func feed() throws {
    let table = try HolidayTable.load(contentsOf: Self.directory.appendingPathComponent("holiday-cn.ics"))
    let stated = try Self.statedICS("holiday-cn.ics")
    // The feed carries the last five years.
    #expect(table.years == Array(2022...2026))
    #expect(Set(stated.off.keys.map(\.year)) == Set(2022...2026))
    Self.expectExactly(
      table, stated, over: try #require(CivilDate("2006-12-01"))...(try #require(CivilDate("2027-01-31"))),
      "holiday-cn.ics")
    for year in 2022...2026 {
      let json = try Self.statedJSON(year)
      for (day, name) in json.work {
        let holiday = try #require(table.holiday(on: day))
        #expect(
          holiday.name.zhHans == name && holiday.year == year, "\(day): \(holiday.name) of \(holiday.year)")
      }
    }
  }

  @Test("holiday-cn and the built-in data agree on every day, but the weekends holiday-cn leaves out")
  func againstBuiltIn() throws {
    var leftOutWeekends = 0
    var other: [String] = []
    for year in Self.years {
      let stated = try Self.statedJSON(year)
      let builtIn = HolidayTable.mainlandChina
      for (day, _) in stated.off {
        if case .holiday? = try? builtIn.status(on: day) { continue }
        other.append("\(day) off in holiday-cn only")
      }
      for (day, _) in stated.work {
        if case .adjustedWorkday? = try? builtIn.status(on: day) { continue }
        other.append("\(day) work in holiday-cn only")
      }
      for holiday in builtIn.holidays(inYear: year) {
        for day in holiday.daysOff where stated.off[day] == nil {
          if day.weekday == .saturday || day.weekday == .sunday {
            leftOutWeekends += 1
          } else {
            other.append("\(day) off built in only")
          }
        }
        for day in holiday.workDays where stated.work[day] == nil {
          other.append("\(day) work built in only")
        }
      }
    }
    // holiday-cn lists the days a notice gives off, not the weekend they join (与周末连休); and
    // it marks the Monday after the 2020 extension, an ordinary working day, as a make-up day.
    #expect(other == ["2020-02-03 work in holiday-cn only"])
    #expect(leftOutWeekends == 30)
  }
}
