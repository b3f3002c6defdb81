import AlmanacCore
import AlmanacLocale

/// What a cell's subtitle (the small text under the day number) can show.
public enum SubtitleKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// `今日` on today's cell.
  case today
  /// A festival's name: 春节, 中秋节, 情人节, 母亲节 …
  case festival
  /// A statutory holiday's name on its first statutory day (元旦, 劳动节, 和平紀念日), where no
  /// festival is named.
  case holiday
  /// A solar term: 清明, 冬至 …
  case solarTerm
  /// The lunar month's name on its first day: 二月, 闰六月, 腊月.
  case lunarMonth
  /// The lunar day: 初二 … 三十.
  case lunarDay
  /// A seasonal period's part on its first day: 一九 … 九九, 初伏, 中伏, 末伏, 入梅, 出梅
  /// (``SeasonalPeriod``). Not in ``standard``: a page shows it when asked.
  case season
  /// A pentad's name on its first day: 东风解冻, 蛰虫始振 … (``Pentad``). Not in ``standard``.
  case pentad
  /// The day's 建除 officer (``Huangli/officer``): 建日 … 闭日. Applies every day, so nothing
  /// after it in a priority is shown. Not in ``standard``.
  case dayOfficer
  /// The day's 十二天神 spirit (``Huangli/spirit``): 青龙, 白虎 … (its path, 黄道 or 黑道, is the
  /// cell's ``DayModel/huangli``). Applies every day. Not in ``standard``.
  case daySpirit

  /// The default priority: today, festival, holiday, term, lunar month, lunar day (what
  /// ``GridOptions/subtitlePriority`` starts as). Put ``season`` or ``pentad`` in a priority to
  /// show them, before ``lunarDay`` (which always applies, so nothing after it is shown), e.g.
  /// `[.today, .festival, .holiday, .solarTerm, .season, .lunarMonth, .lunarDay]`.
  public static let standard: [SubtitleKind] = [
    .today, .festival, .holiday, .solarTerm, .lunarMonth, .lunarDay,
  ]

  /// `priority` with ``holiday`` moved just before ``festival`` where it came after it: the
  /// priority of a page whose language names holidays but not festivals (Portuguese).
  static func holidayBeforeFestival(_ priority: [SubtitleKind]) -> [SubtitleKind] {
    guard let festival = priority.firstIndex(of: .festival), let holiday = priority.firstIndex(of: .holiday),
      holiday > festival
    else { return priority }
    var result = priority
    result.remove(at: holiday)
    result.insert(.holiday, at: festival)
    return result
  }
}

extension SubtitleKind {
  /// The kind's position in `allCases`, without building that array (a cell's compact form).
  var index: UInt8 {
    switch self {
    case .today: 0
    case .festival: 1
    case .holiday: 2
    case .solarTerm: 3
    case .lunarMonth: 4
    case .lunarDay: 5
    case .season: 6
    case .pentad: 7
    case .dayOfficer: 8
    case .daySpirit: 9
    }
  }

  /// Whether the kind names a 数九/三伏/梅雨 part or a pentad.
  package var isSeasonal: Bool { self == .season || self == .pentad }
  /// Whether the kind is one of the 黄历's (the officer, the spirit).
  package var isHuangli: Bool { self == .dayOfficer || self == .daySpirit }

  /// The kind's bit in a set of kinds (``index`` as a bit position).
  var bit: Int { 1 << Int(index) }

  /// How many sets of the kinds a cell record decides there are (each of the first six in or
  /// out; ``season``, ``pentad``, ``dayOfficer`` and ``daySpirit`` are decided when the cell's
  /// model is made).
  static let setCount = 1 << 6

  /// The kind at a position, or `nil`.
  @inline(__always)
  init?(index: UInt8) {
    switch index {
    case 0: self = .today
    case 1: self = .festival
    case 2: self = .holiday
    case 3: self = .solarTerm
    case 4: self = .lunarMonth
    case 5: self = .lunarDay
    case 6: self = .season
    case 7: self = .pentad
    case 8: self = .dayOfficer
    case 9: self = .daySpirit
    default: return nil
    }
  }
}
