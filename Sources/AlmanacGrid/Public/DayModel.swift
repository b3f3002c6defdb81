import AlmanacCore
import AlmanacLocale

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
  /// What the law in force says of the day when its year's arrangement is not yet published
  /// (mainland China): a statutory day off, or a weekend or working day by the weekend rule;
  /// `nil` when ``status`` is known or no law applies. Never confirmed: the notice may add 调休.
  public let provisionalStatus: DayStatus?
  /// 休 on a holiday's day off, 班 on a make-up working day, 预 on a provisional statutory day.
  public let badge: DayBadge?
  /// Whether work on the day is paid by a rule Almanac cites (``WageRule``: the page's table is
  /// mainland China's).
  public let paysByLaw: Bool
  /// The number of events marked on the day: the marks laid over the page
  /// (``MonthGrid/with(marks:)``), else the options' ``GridOptions/marks``.
  public let marks: Int
  /// The day's 黄历 layer (建除 officer, 十二天神 spirit and path, 冲, 煞), computed when read.
  public var huangli: Huangli { Huangli(date: date, lunar: lunar) }
  /// The day's part in the selection.
  public let selection: SelectionState
  /// The day an overlay laid over the page's table decides (an organisation's own day off, half
  /// day or working day): a page shows its badge (``OverlayDay/badgeText``) in place of
  /// ``badge``, which stays the official one. `nil` without.
  public let overlay: OverlayDay?

  /// The date, unique within a page.
  public var id: CivilDate { date }

  /// What work on the day is paid, as a multiple of the ordinary wage (3 on a statutory day, 2 on
  /// another rest day, 1 on a working day: 劳动法第四十四条), for mainland China; the law's answer
  /// on a provisional day; `nil` elsewhere or when the day's status is unknown.
  public var wageMultiplier: Int? {
    WageRule.multiplier(status: status, provisional: provisionalStatus, paysByLaw: paysByLaw)
  }

  /// Whether the day's holiday facts are provisional: its year's arrangement is not published
  /// and the law's answer (``provisionalStatus``) stands in.
  public var isProvisional: Bool { status == nil && provisionalStatus != nil }

  /// Whether the day is a statutory day off (法定), confirmed or provisional; `nil` when neither
  /// is known.
  public var isStatutory: Bool? { knownStatus?.isStatutory }
  /// The status known, confirmed or provisional (what JSON's `status` says).
  public var knownStatus: DayStatus? { status ?? provisionalStatus }
}

extension DayModel {
  /// One day's cell as a page would show it, without building the page: a detail screen, a
  /// widget, a notification. Its row is 0 and its column the weekday's under the options' first
  /// weekday; it belongs to its own month (`.this`).
  ///
  /// ```swift
  /// let cell = try DayModel(date: CivilDate("2026-10-01")!)
  /// (cell.subtitle, cell.badge?.text)   // ("国庆节", "休")
  /// ```
  ///
  /// - Throws: ``GridError`` for an unknown locale.
  public init(date: CivilDate, options: GridOptions = GridOptions(), selection: DateSelection? = nil)
    throws(GridError)
  {
    let context = try GridContext(options: options)
    let column = GridLayout.column(of: date.weekday, firstWeekday: context.firstWeekday)
    self = context.model(date, row: 0, column: column, position: .this, selection: selection)
  }
}
