import Foundation
import AlmanacCore
import AlmanacLocale

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
/// var stay = DateSelection(.range(minNights: 1, maxNights: 30), bounds: options.bounds)
/// ```
///
/// The selection is not an option: the app owns its ``DateSelection`` and lays it over pages
/// already built (``MonthGrid/with(_:)``).
public struct GridOptions: Sendable, Equatable {
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
  /// Days the app closes for its own reasons (sold-out nights, a closed office), each with the
  /// reason a selection gives when one is tapped; pages show them disabled
  /// (``DateBounds/unavailableDates``).
  public var unavailableDates: [CivilDate: String] = [:]
  /// Today, for the 今日 subtitle, highlighting and the past/future rules. Injectable for tests
  /// and reproducible output.
  public var today: CivilDate
  /// The lunar calendar of the cells (农历 by default; ``LunarCalendar/korean`` or
  /// ``LunarCalendar/vietnamese`` for 음력 / Âm lịch pages). The festivals' lunar rules are read
  /// in it too. Setting it while ``festivals`` is the old calendar's catalog switches to the new
  /// calendar's (``FestivalCatalog/forCalendar(_:)``: a Korean page shows 설날 and 추석), so a
  /// page of a calendar shows its own festivals unless the app chose others.
  public var calendar: LunarCalendar = .chinese {
    didSet {
      if festivals == FestivalCatalog.forCalendar(oldValue) { festivals = .forCalendar(calendar) }
    }
  }
  /// The holiday table for 休 / 班 badges, or `nil` for none. Years it does not cover show no 休 / 班;
  /// for mainland China, a year after its first one that it does not cover (not yet published)
  /// shows the law's statutory days as provisional 预 (``DayModel/provisionalStatus``). The
  /// default is the built-in table; ``HolidayTable/inForce(_:dataDirectory:)`` adds the user's
  /// imported years.
  public var holidays: HolidayTable?
  /// The festivals named in subtitles.
  public var festivals: FestivalCatalog
  /// Subtitle kinds from most to least important; a kind left out is never shown. The default
  /// is ``SubtitleKind/standard`` (no 数九/三伏 parts or pentads: add ``SubtitleKind/season`` or
  /// ``SubtitleKind/pentad`` before ``SubtitleKind/lunarDay`` to show them).
  public var subtitlePriority: [SubtitleKind] = SubtitleKind.standard
  /// Whether every day off of a holiday is subtitled with its name (春节 on each of the eight
  /// days, as Meituan's check-in calendar labels them), rather than its first statutory day only
  /// (the default, as the State Council's notice and most calendars name it). The holiday's rank in
  /// ``subtitlePriority`` applies on each day.
  public var namesEveryHolidayDay = false
  /// Event counts per day (dots under the day) known when the pages are made. Marks that change
  /// while pages are shown are laid over a page instead (``MonthGrid/with(marks:)``), which
  /// rebuilds nothing; changing this option makes new pages (a ``MonthRange`` of other options).
  public var marks: [CivilDate: Int] = [:]
  /// How wide the weekday names of the header row are.
  public var weekdayWidth: SymbolWidth = .short
  /// The word today's cell shows as its subtitle, or `nil` for the locale's (今日, 今日 in
  /// traditional script, Today): `今天`, as many Chinese apps say it, or any short word.
  public var todayLabel: String?

  /// The defaults: zh_CN, CN holidays, the standard festivals, today in Asia/Shanghai.
  public init(
    locale: String = "zh_CN", today: CivilDate? = nil, holidays: HolidayTable? = .mainlandChina,
    festivals: FestivalCatalog = .standard
  ) {
    self.locale = locale
    self.today = today ?? CivilDate.today()
    self.holidays = holidays
    self.festivals = festivals
  }

  /// The days that can be picked: the minimum and maximum dates and the past/future rules. Give
  /// them to the app's ``DateSelection`` so that it refuses what the page shows disabled.
  public var bounds: DateBounds {
    var bounds = DateBounds(
      minimumDate: minimumDate, maximumDate: maximumDate, disablePast: disablePast,
      disableFuture: disableFuture,
      today: today)
    bounds.unavailableDates = unavailableDates
    return bounds
  }

  /// The defaults, with a Foundation locale (its identifier; `Locale.current` for the user's).
  public init(
    locale: Locale, today: CivilDate? = nil, holidays: HolidayTable? = .mainlandChina,
    festivals: FestivalCatalog = .standard
  ) {
    self.init(locale: locale.identifier, today: today, holidays: holidays, festivals: festivals)
  }

  /// The language the page writes its names and messages in, from ``locale``: Chinese in a
  /// script, Korean, Vietnamese or English (``SelectionRefusal/message(_:)``).
  public var language: NameLanguage { NameLanguage(locale: locale) }

  /// An empty selection that picks inside these options' ``bounds``: the page and the picker
  /// then refuse the same days, from one value (`var stay = options.selection(.range(minNights:
  /// 1, maxNights: 28))`). Days that become unavailable later go into the selection's `bounds`.
  public func selection(_ mode: DateSelection.Mode) -> DateSelection {
    DateSelection(mode, bounds: bounds)
  }

  /// Whether a day can be picked: inside ``bounds``.
  public func isEnabled(_ date: CivilDate) -> Bool { bounds.contains(date) }
}
