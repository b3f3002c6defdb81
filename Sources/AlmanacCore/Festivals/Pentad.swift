/// One of the seventy-two pentads (七十二候): three per solar term, 初候 from the term's day, 二候
/// five days later, 三候 ten days later until the next term. The names and rules are data
/// (`data/festivals/pentads.tsv`, each start in the festival catalog's term kind).
///
/// ```swift
/// Pentad.day(on: CivilDate("2021-12-26")!)?.pentad.name.zhHans   // "麋角解" (冬至二候)
/// ```
public struct Pentad: Sendable, Hashable, Codable {
  /// The solar term the pentad belongs to.
  public let term: SolarTerm
  /// Its place in the term: 1 初候, 2 二候, 3 三候.
  public let index: Int
  /// What nature does in it: 蚯蚓结, 麋角解 …
  public let name: HolidayName
  /// Its first day, a term's day plus days (`.solarTerm(.winterSolstice, offset: 5)`).
  public let start: FestivalRule

  /// A pentad from its parts.
  public init(term: SolarTerm, index: Int, name: HolidayName, start: FestivalRule) {
    self.term = term
    self.index = index
    self.name = name
    self.start = start
  }

  /// The 72 pentads in the order of the terms (小寒's three first, 冬至's last).
  public static var all: [Pentad] { generatedPentads }

  /// The three pentads of a term, 初候 first.
  public static func of(_ term: SolarTerm) -> ArraySlice<Pentad> {
    generatedPentads[(term.rawValue * 3)..<(term.rawValue * 3 + 3)]
  }

  /// 初候, 二候 or 三候 (the same in both scripts), or `first pentad` … in English (`nil`).
  public func placeText(_ script: ChineseScript?) -> String {
    let names = script == nil ? ["first pentad", "second pentad", "third pentad"] : ["初候", "二候", "三候"]
    return names[max(0, min(2, index - 1))]
  }

  /// The pentad `date` falls in, with the day within it, or `nil` outside the solar terms' years.
  public static func day(on date: CivilDate) -> PentadDay? {
    let day = date.daysSince1970
    guard let (term, year) = SolarTerm.termInForce(on: date) else { return nil }
    let pentads = of(term)
    let starts = pentads.map { $0.start.termDayNumber(in: year) }
    // The next term: the one after, 小寒 of the next year after 冬至.
    let following = SolarTerm(rawValue: (term.rawValue + 1) % 24) ?? .minorCold
    guard let next = following.dayNumber(in: term == .winterSolstice ? year + 1 : year) else { return nil }
    for (offset, pentad) in pentads.enumerated().reversed() {
      guard let start = starts[offset], start <= day else { continue }
      let end = offset + 1 < starts.count ? (starts[offset + 1] ?? next) : next
      guard day < end else { return nil }
      return PentadDay(pentad: pentad, day: day - start + 1, days: end - start)
    }
    return nil
  }
}

/// A day's place in its pentad: 冬至二候 麋角解, day 1 of 5.
public struct PentadDay: Sendable, Hashable, Codable {
  /// The pentad.
  public let pentad: Pentad
  /// The day within it, from 1.
  public let day: Int
  /// Its length in days: 5, or 4–6 for a 三候 (until the next term).
  public let days: Int

  /// A pentad day from its parts.
  public init(pentad: Pentad, day: Int, days: Int) {
    self.pentad = pentad
    self.day = day
    self.days = days
  }

  /// `冬至二候 麋角解` (in the script), or `Winter Solstice, second pentad: Elk shed their antlers`.
  public func text(_ script: ChineseScript?) -> String {
    guard let script else {
      return "\(pentad.term.englishName), \(pentad.placeText(nil)): \(pentad.name.english)"
    }
    return "\(pentad.term.name(script))\(pentad.placeText(script)) \(pentad.name.text(script))"
  }
}
