@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import Testing


/// A year's arrangement holds every statutory day of the law in force: a file that would make
/// one a working day is incomplete, and every reader refuses it.
@Suite("Holiday files: no statutory day of the law becomes a working day")
struct StatutoryCompletenessTests {
  /// The first year the built-in CN table has no arrangement of.
  static let next = HolidayDataDirectoryTests.next

  @Test("every built-in table keeps every statutory day of its law off", arguments: HolidayTable.builtInRegions)
  func builtInTablesAreComplete(region: HolidayRegion) throws {
    let table = try #require(HolidayTable.builtIn(region: region))
    #expect(table.statutoryDaysLeftOut().isEmpty, "\(table.statutoryDaysLeftOut().prefix(5))")
  }

  @Test("a next year's file holding only 元旦 is refused, naming every statutory day it leaves out")
  func onlyNewYearsDay() throws {
    let year = Self.next
    let text =
      #"{"format":"almanac-holidays/1","region":"CN","years":[\#(year)],"holidays":[{"name":"元旦","off":"\#(year)-01-01"}]}"#
    let missing = StatutoryHolidayRules.holidays(in: year).filter { $0.name.zhHans != "元旦" }
    #expect(missing.count >= 11, "the law gives more than 元旦")
    do {
      _ = try HolidayTable.load(text: text, file: "only-new-year.json")
      Issue.record("an incomplete year loaded")
    } catch {
      #expect(error.file == "only-new-year.json")
      #expect(
        error.reason.hasPrefix(
          "holds CN \(year) without \(missing.count) of the statutory days of 全国年节及纪念日放假办法, which it would make working days or plain weekends: "),
        "\(error.reason)")
      for day in missing { #expect(error.reason.contains("\(day.date)"), "names \(day.date)") }
    }
  }

  @Test("holiday-cn's JSON and a notice are refused alike; a complete synthetic year loads")
  func everyFormat() throws {
    let year = Self.next
    let holidayCN =
      #"{"year":\#(year),"papers":[],"days":[{"name":"元旦","date":"\#(year)-01-01","isOffDay":true}]}"#
    #expect(throws: HolidayFileError.self) { try HolidayTable.load(text: holidayCN, file: "\(year).json") }
    let notice =
      "国务院办公厅关于\(year)年部分节假日安排的通知\n经国务院批准，现将\(year)年元旦放假日期的具体安排通知如下。\n一、元旦：1月1日放假，共1天。\n"
    #expect(throws: HolidayFileError.self) { try HolidayTable.load(text: notice, file: "notice.txt") }
    // The law's own days, each off: complete.
    let complete = HolidayDataDirectoryTests.arrangement(for: year).text
    #expect(try HolidayTable.load(text: complete, file: "complete.json").years == [year])
  }

  @Test("a working day on a statutory day of KR, VN or MO is refused too", arguments: [
    HolidayRegion.southKorea, .vietnam, .macau,
  ])
  func otherLaws(region: HolidayRegion) throws {
    let table = try #require(HolidayTable.builtIn(region: region))
    let year = try #require(table.years.last)
    // The year as a file, with its first statutory day made a make-up working day instead.
    var holidays = table.holidays(inYear: year)
    let index = try #require(holidays.firstIndex { !$0.statutoryDays.isEmpty && $0.daysOff.count > 1 })
    let old = holidays[index]
    let day = try #require(old.statutoryDays.first)
    holidays[index] = Holiday(
      region: region, year: year, name: old.name, daysOff: old.daysOff.filter { $0 != day },
      statutoryDays: old.statutoryDays.filter { $0 != day }, workDays: old.workDays + [day], notice: old.notice)
    let changed = HolidayTable(region: region, years: [year], holidays: holidays, weekend: table.weekend)
    let text = changed.almanacJSON(years: year...year)
    do {
      _ = try HolidayTable.load(text: text, file: "changed.json", region: region)
      Issue.record("\(region) \(year) with \(day) worked loaded")
    } catch {
      #expect(error.reason.contains("\(day)") && error.reason.contains(table.statutoryLaw ?? "?"), "\(error.reason)")
    }
    // As published, it loads.
    #expect(try HolidayTable.load(text: table.almanacJSON(years: year...year), file: "y.json", region: region).years == [year])
  }
}
