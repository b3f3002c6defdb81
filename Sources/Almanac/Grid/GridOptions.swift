import Foundation

/// Everything that shapes a month page. `GridOptions()` alone gives a mainland-Chinese calendar:
/// locale `zh_CN` (Monday first), the CN holiday table, the standard festivals, today from the
/// clock in Asia/Shanghai.
///
/// ```swift
/// var options = GridOptions()
/// options.outDates = .tillEndOfGrid           // always 6 rows
/// options.minimumDate = options.today         // nothing before today can be picked
/// options.marks = [CivilDate("2026-02-20")!: 2]
/// let page = try MonthGrid(year: 2026, month: 2, options: options)
/// ```
public struct GridOptions: Sendable {
  /// The locale (ICU or BCP 47 ID): weekday names, the header, the first weekday and the weekend
  /// unless set explicitly, and the script of Chinese text (traditional for zh_TW, zh_HK).
  public var locale: String
  /// The weekday of column 0; `nil` takes the locale's.
  public var firstWeekday: Weekday?
  /// Whether the first row shows the previous month's days.
  public var inDates: InDates = .fillFirstRow
  /// How far the page continues with the next month's days.
  public var outDates: OutDates = .tillEndOfRow
  /// Days before this are disabled.
  public var minimumDate: CivilDate?
  /// Days after this are disabled.
  public var maximumDate: CivilDate?
  /// Disable every day before `today`.
  public var disablePast = false
  /// Disable every day after `today`.
  public var disableFuture = false
  /// Today, for the 今日 subtitle, highlighting and the past/future rules. Injectable for tests
  /// and reproducible output.
  public var today: CivilDate
  /// The holiday table for 休 / 班 badges, or `nil` for none. Years it does not cover show none.
  public var holidays: HolidayTable?
  /// The festivals named in subtitles.
  public var festivals: FestivalCatalog
  /// Subtitle kinds from most to least important; a kind left out is never shown.
  public var subtitlePriority: [SubtitleKind] = SubtitleKind.allCases
  /// Event counts per day (dots under the day).
  public var marks: [CivilDate: Int] = [:]
  /// The selection whose state each cell reports.
  public var selection: DateSelection?
  /// How wide the weekday names of the header row are.
  public var weekdayWidth: SymbolWidth = .short

  /// The defaults: zh_CN, CN holidays, the standard festivals, today in Asia/Shanghai.
  public init(
    locale: String = "zh_CN", today: CivilDate? = nil, holidays: HolidayTable? = .mainlandChina,
    festivals: FestivalCatalog = .standard
  ) {
    self.locale = locale
    self.today = today ?? CivilDate.today(in: TimeZone(identifier: "Asia/Shanghai") ?? .current)
    self.holidays = holidays
    self.festivals = festivals
  }

  /// Whether a day can be picked: inside the minimum and maximum dates and the past/future rules.
  public func isEnabled(_ date: CivilDate) -> Bool {
    if let minimumDate, date < minimumDate { return false }
    if let maximumDate, date > maximumDate { return false }
    if disablePast && date < today { return false }
    if disableFuture && date > today { return false }
    return true
  }
}
