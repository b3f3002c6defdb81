import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

@Suite("Grid layout: columns, rows, in- and out-dates")
struct GridLayoutTests {
  @Test("a weekday's column for every first weekday")
  func columns() {
    #expect(GridLayout.column(of: .monday, firstWeekday: .monday) == 0)
    #expect(GridLayout.column(of: .sunday, firstWeekday: .monday) == 6)
    #expect(GridLayout.column(of: .sunday, firstWeekday: .sunday) == 0)
    #expect(GridLayout.column(of: .friday, firstWeekday: .saturday) == 6)
    for first in Weekday.allCases {
      #expect(Set(Weekday.allCases.map { GridLayout.column(of: $0, firstWeekday: first) }) == Set(0...6))
    }
  }

  @Test(
    "rows and cells for each in/out-date option",
    arguments: [
      // 2026-02 starts on Sunday: 6 leading columns Monday-first, 28 days.
      (Weekday.monday, InDates.none, OutDates.none, 6, 34, 5),
      (.monday, .fillFirstRow, .none, 0, 34, 5),
      (.monday, .fillFirstRow, .tillEndOfRow, 0, 35, 5),
      (.monday, .none, .tillEndOfGrid, 6, 42, 6),
      // Sunday-first: February 2026 fits exactly four rows.
      (.sunday, .fillFirstRow, .tillEndOfRow, 0, 28, 4),
    ])
  func february2026(
    first: Weekday, inDates: InDates, outDates: OutDates, firstCell: Int, endCell: Int, rows: Int
  ) throws {
    let layout = try GridLayout(year: 2026, month: 2, firstWeekday: first, inDates: inDates, outDates: outDates)
    #expect(layout.firstCell == firstCell && layout.endCell == endCell && layout.rowCount == rows)
    #expect(layout.date(atCell: layout.leadingColumns) == CivilDate(year: 2026, month: 2, day: 1))
  }

  @Test("a month needing six rows: August 2026, Monday first (starts Saturday, 31 days)")
  func sixRows() throws {
    let layout = try GridLayout(
      year: 2026, month: 8, firstWeekday: .monday, inDates: .fillFirstRow, outDates: .tillEndOfRow)
    #expect(layout.leadingColumns == 5 && layout.rowCount == 6 && layout.cellCount == 42)
    #expect(layout.cell(of: CivilDate(year: 2026, month: 8, day: 31)!) == 35)
    #expect(layout.cell(of: CivilDate(year: 2026, month: 9, day: 7)!) == nil)
  }

  @Test("a shown cell's date stepped from the month's fields equals the date counted in days")
  func cellDates() throws {
    for year in [1, 2, 1900, 2024, 2026, 2100, 9999] {
      for month in 1...12 {
        for first in Weekday.allCases {
          let layout = try GridLayout(
            year: year, month: month, firstWeekday: first, inDates: .fillFirstRow, outDates: .tillEndOfGrid)
          for index in layout.firstCell..<layout.endCell {
            #expect(
              layout.date(ofCell: index) == layout.date(atCell: index), "\(year)-\(month) cell \(index)")
          }
        }
      }
    }
  }
}
