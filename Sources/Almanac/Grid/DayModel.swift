/// One cell of a month page, with everything a calendar screen draws in it.
///
/// `Codable` for state restoration, caches and server responses (every field, names in all
/// their forms); `almanac month --json` prints a flatter view of the same values.
public struct DayModel: Sendable, Hashable, Identifiable, Codable {
  /// The day.
  public let date: CivilDate
  /// The day number as text, `"17"`.
  public let dayText: String
  /// The day of the week.
  public let weekday: Weekday
  /// The row, 0-based.
  public let row: Int
  /// The column, 0-based (0 is the first weekday).
  public let column: Int
  /// Whether the day belongs to the previous month, this one or the next.
  public let belongsTo: MonthPosition
  /// Whether the day is `today`.
  public let isToday: Bool
  /// Whether the day is on the locale's weekend (ar_EG: Friday and Saturday).
  public let isWeekend: Bool
  /// Whether the day can be picked (minimum/maximum dates, past/future rules).
  public let isEnabled: Bool
  /// The Chinese lunar date.
  public let lunar: LunarDate
  /// The subtitle by the priority in force (今日, a festival, a holiday, a term, the lunar month
  /// on 初一, the lunar day), or `nil` when every kind that applies is hidden.
  public let subtitle: String?
  /// What the subtitle shows.
  public let subtitleKind: SubtitleKind?
  /// The festivals on the day, in catalog order.
  public let festivals: [Festival]
  /// The solar term that begins on the day.
  public let solarTerm: SolarTerm?
  /// The day's status in the holiday table, or `nil` when the table has no arrangement for its
  /// year (or no table is used).
  public let status: DayStatus?
  /// 休 on a holiday's day off, 班 on a make-up working day.
  public let badge: DayBadge?
  /// The number of events marked on the day.
  public let marks: Int
  /// The day's part in the selection.
  public let selection: SelectionState

  /// The date, unique within a page.
  public var id: CivilDate { date }
}
