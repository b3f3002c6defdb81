/// A run of days counted from solar terms, in parts: 数九 (nine nines from 冬至), 三伏 (the three
/// fu of summer, from the 庚 days after 夏至 and 立秋) and 梅雨 (入梅 to 出梅). The rules are data
/// (`data/festivals/periods.tsv`, in the festival catalog's kinds: a term plus days, or the n-th day
/// of a heavenly stem or earthly branch from a term), so a new period is a new line, not new code.
///
/// ```swift
/// SeasonalPeriod.day(on: CivilDate("2027-01-12")!)    // [三九第4天]
/// SeasonalPeriod.sanFu.day(on: CivilDate("2026-08-01")!)?.text(.simplified)   // "中伏第8天"
/// ```
public struct SeasonalPeriod: Sendable, Hashable, Codable {
  /// A stable key: `shujiu`, `sanfu`, `meiyu`.
  public let key: String
  /// The period's name: 数九, 三伏, 梅雨.
  public let name: HolidayName
  /// The parts in order: 一九 … 九九; 初伏, 中伏, 末伏.
  public let parts: [Part]

  /// One part of a period.
  public struct Part: Sendable, Hashable, Codable {
    /// The part's name: 三九, 中伏.
    public let name: HolidayName
    /// Its first day: a term's day plus days, or the n-th day of a stem from a term.
    public let start: FestivalRule
    /// Its length in days, or `nil` when it lasts until the next part begins (中伏: 10 or 20).
    public let days: Int?

    /// A part from its parts.
    public init(name: HolidayName, start: FestivalRule, days: Int?) {
      self.name = name
      self.start = start
      self.days = days
    }
  }

  /// A period from its parts.
  public init(key: String, name: HolidayName, parts: [Part]) {
    self.key = key
    self.name = name
    self.parts = parts
  }

  /// 数九.
  public static var shuJiu: SeasonalPeriod { generatedPeriods[0] }
  /// 三伏.
  public static var sanFu: SeasonalPeriod { generatedPeriods[1] }
  /// 梅雨: 入梅 (the first 丙 day from 芒种 on) until 出梅 (the first 未 day from 小暑 on).
  public static var meiYu: SeasonalPeriod { generatedPeriods[2] }
  /// Every period of `data/festivals/periods.tsv`, in its order.
  public static var all: [SeasonalPeriod] { generatedPeriods }

  /// The days of every period that `date` falls in (数九 in winter, 三伏 in summer, none between).
  public static func day(on date: CivilDate) -> [SeasonalDay] {
    all.compactMap { $0.day(on: date) }
  }

  /// Where `date` falls in the period, or `nil` outside it. A period that begins in one year may
  /// run into the next (数九 from December's 冬至), so both years' parts are looked at.
  public func day(on date: CivilDate) -> SeasonalDay? {
    let day = date.daysSince1970
    guard let first = parts.first, let last = parts.last else { return nil }
    for year in [date.year, date.year - 1] {
      // Outside the period's first day and its last part's end, nothing more is asked (the last
      // part has a length: the generator checks it).
      guard let start = first.start.termDayNumber(in: year), start <= day,
        let end = last.start.termDayNumber(in: year).map({ $0 + (last.days ?? 0) }), day < end
      else { continue }
      let starts = parts.map { $0.start.termDayNumber(in: year) }
      for (index, part) in parts.enumerated() {
        guard let start = starts[index], start <= day else { continue }
        let end: Int? =
          part.days.map { start + $0 } ?? (index + 1 < parts.count ? starts[index + 1] : nil)
        guard let end, day < end else { continue }
        return SeasonalDay(
          period: key, periodName: name, part: part.name, index: index + 1, day: day - start + 1,
          days: end - start)
      }
    }
    return nil
  }
}

/// A day's place in a ``SeasonalPeriod``: `三九第4天`, `中伏第12天` of 20.
public struct SeasonalDay: Sendable, Hashable, Codable {
  /// The period's key: `shujiu`, `sanfu`.
  public let period: String
  /// The period's name: 数九, 三伏.
  public let periodName: HolidayName
  /// The part's name: 三九, 中伏.
  public let part: HolidayName
  /// The part's place in the period, from 1 (三九 is 3).
  public let index: Int
  /// The day within the part, from 1.
  public let day: Int
  /// The part's length in days (中伏: 10 or 20).
  public let days: Int

  /// `三九第4天` (both scripts), or `Third Nine, day 4` for `nil`.
  public func text(_ script: ChineseScript?) -> String {
    script == nil ? "\(part.english), day \(day)" : "\(part.text(script))第\(day)天"
  }
}

extension FestivalRule {
  /// The day number (days since 1970) of a rule counted from a solar term, in a Gregorian year;
  /// `nil` for a rule of another kind or a year without the term.
  func termDayNumber(in year: Int) -> Int? {
    /// The term's day: one read inside the table, else the engine's (cached) year.
    func day(_ term: SolarTerm) -> Int? { term.dayNumber(in: year) }
    switch self {
    case .solarTerm(let term, let offset):
      return day(term).map { $0 + offset }
    case .stemDay(let term, let count, let stem):
      guard let start = day(term) else { return nil }
      // The first day of the stem from the term's day on (the term's own day counts, as in
      // lunar-python), then whole cycles of ten.
      let first = (stem.rawValue - StemBranch(dayNumber: start).stem.rawValue + 10) % 10
      return start + first + 10 * (count - 1)
    case .branchDay(let term, let count, let branch):
      guard let start = day(term) else { return nil }
      let first = (branch.rawValue - StemBranch(dayNumber: start).branch.rawValue + 12) % 12
      return start + first + 12 * (count - 1)
    default:
      return nil
    }
  }
}
