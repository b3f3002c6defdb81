import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

/// A page gathers its days' facts month by month (festivals, lunar months, holiday entries) and
/// walks its cells; a single day (weeks, `day(_:)` outside a page) asks for each fact directly.
/// The two must agree on every cell.
@Suite("Page cells equal the same days looked up one by one")
struct PageCellsTests {
  func date(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  /// Option sets that exercise every path of the page walk.
  func variants() -> [(String, GridOptions)] {
    var result: [(String, GridOptions)] = []
    var options = GridOptions(today: date("2026-02-17"))
    options.outDates = .tillEndOfGrid
    result.append(("default, six rows", options))
    options.festivals = .complete  // 春社/秋社 (stem days), years-restricted days
    options.firstWeekday = .sunday
    options.minimumDate = date("2026-02-10")
    options.maximumDate = date("2027-03-03")
    options.marks = [date("2026-02-20"): 2, date("2031-05-01"): 1]
    result.append(("complete catalog, Sunday first, bounds, marks", options))
    // More than 64 festivals: the cells ask the catalog per day instead of using bit sets.
    options.festivals = FestivalCatalog(
      FestivalCatalog.complete.festivals + FestivalCatalog.standard.festivals)
    options.disablePast = true
    result.append(("catalog of more than 64", options))
    var korean = GridOptions(locale: "ko_KR", today: date("2026-09-25"), holidays: nil, festivals: .korean)
    korean.calendar = .korean
    korean.inDates = .none
    korean.outDates = .none
    result.append(("Korean, month days only", korean))
    var vietnamese = GridOptions(
      locale: "vi_VN", today: date("2026-02-17"), holidays: .taiwan, festivals: .vietnamese)
    vietnamese.calendar = .vietnamese
    vietnamese.disableFuture = true
    result.append(("Vietnamese calendar, TW holidays", vietnamese))
    // Festivals observed only in some years on the days a page shows of the year before or
    // after its own (in- and out-dates across 1 January).
    var turn = GridOptions(today: date("2026-02-17"))
    turn.outDates = .tillEndOfGrid
    turn.festivals = FestivalCatalog(
      FestivalCatalog.standard.festivals + [
        Festival(key: "jan-2", name: HolidayName(zhHans: "一月二日"), rule: .solar(month: 1, day: 2), years: 2000...2010),
        Festival(key: "dec-30", name: HolidayName(zhHans: "十二月三十日"), rule: .solar(month: 12, day: 30), years: 2000...2010),
      ])
    result.append(("days observed in some years at the turn of the year", turn))
    // Days the app closed, every day of a holiday named, a provisional year's law days (预).
    // The table's last year and the first it has not published (its days are the rules' 预).
    let last = HolidayTable.macau.years.last ?? 2026
    var macau = GridOptions(locale: "zh_MO", today: date("\(last)-12-20"), holidays: .macau)
    macau.unavailableDates = [date("\(last)-12-24"): "full", date("\(last + 1)-02-08"): "full", date("1900-03-01"): "x"]
    macau.namesEveryHolidayDay = true
    macau.firstWeekday = .saturday
    macau.maximumDate = date("\(last + 1)-12-31")
    result.append(("Macau, closed days, every holiday day named", macau))
    return result
  }

  /// Every 5th month of 1899–2101 (each month of the year, leap months and both table ends),
  /// months the engine computes, and the ends of the supported dates.
  func months() -> [(Int, Int)] {
    var result = stride(from: 1899 * 12, through: 2101 * 12 + 11, by: 5).map { ($0 / 12, $0 % 12 + 1) }
    result += [(1, 1), (1, 2), (1850, 1), (1850, 2), (2200, 12), (9999, 11), (9999, 12)]
    result += (1...12).map { (2026, $0) } + (1...12).map { (2023, $0) }  // a leap 二月 in 2023
    // Macau's last published year and the one after it, month by month.
    let last = HolidayTable.macau.years.last ?? 2026
    result += (1...12).flatMap { [(last, $0), (last + 1, $0)] }
    // Each festival observed only in some years: the December and January pages around the
    // first and last year, whose in- and out-dates hold days of both years.
    let limited = [Festival(key: "turn", name: HolidayName(zhHans: "x"), rule: .solar(month: 1, day: 2), years: 2000...2010)]
    for festival in FestivalCatalog.complete.festivals + FestivalCatalog.standard.festivals + limited {
      guard let years = festival.years else { continue }
      for year in [years.lowerBound, years.upperBound + 1] where year > 1 && year <= 9999 {
        result += [(year - 1, 12), (year, 1)]
      }
    }
    return result
  }

  @Test("every cell of ~540 pages in seven option sets")
  func pagesEqualSingleDays() throws {
    for (name, options) in variants() {
      let context = try GridContext(options: options)
      for (year, month) in months() {
        let page = try MonthGrid(year: year, month: month, context: context)
        for (index, cell) in page.days.enumerated() {
          let alone = context.model(cell.date, row: cell.row, column: cell.column, position: cell.belongsTo)
          #expect(cell == alone, "\(name): \(year)-\(month) cell \(index) (\(cell.date))")
          if cell != alone { return }
        }
      }
    }
  }
}
