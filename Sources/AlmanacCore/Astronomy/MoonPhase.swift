import Foundation

/// The four principal phases of the Moon a wall calendar and a 黄历 show: 朔 (new moon), 上弦
/// (first quarter), 望 (full moon) and 下弦 (last quarter), the instants the Moon's apparent
/// longitude is 0°, 90°, 180° and 270° east of the Sun's.
public enum MoonPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// 朔: the Moon and the Sun at the same longitude (the first day of a lunar month).
  case newMoon
  /// 上弦: the Moon 90° east of the Sun.
  case firstQuarter
  /// 望: the Moon opposite the Sun.
  case fullMoon
  /// 下弦: the Moon 270° east (90° west) of the Sun.
  case lastQuarter

  /// The Moon's elongation east of the Sun at the phase, degrees.
  public var elongation: Double {
    switch self {
    case .newMoon: 0
    case .firstQuarter: 90
    case .fullMoon: 180
    case .lastQuarter: 270
    }
  }

  /// `朔`, `上弦`, `望`, `下弦` (the same in both scripts).
  public var name: String {
    switch self {
    case .newMoon: "朔"
    case .firstQuarter: "上弦"
    case .fullMoon: "望"
    case .lastQuarter: "下弦"
    }
  }

  /// `New Moon`, `First Quarter`, `Full Moon`, `Last Quarter`.
  public var englishName: String {
    switch self {
    case .newMoon: "New Moon"
    case .firstQuarter: "First Quarter"
    case .fullMoon: "Full Moon"
    case .lastQuarter: "Last Quarter"
    }
  }
}

/// One phase of the Moon at its instant.
///
/// ```swift
/// let phases = try MoonPhases.events(inYear: 2026)
/// phases[0].phase          // .fullMoon
/// phases[0].date           // 2026-01-03 (Beijing time)
/// ```
public struct MoonPhaseEvent: Sendable, Hashable, Codable {
  /// Which phase.
  public let phase: MoonPhase
  /// The instant, UTC (seconds since 1970, to the second).
  public let instant: Date
  /// The civil day of the instant in Beijing time (UTC+8).
  public let date: CivilDate

  /// An event from its parts.
  public init(phase: MoonPhase, instant: Date, date: CivilDate) {
    self.phase = phase
    self.instant = instant
    self.date = date
  }

  /// `2026-01-03T18:02:51+08:00`: the instant in Beijing time.
  public var beijingTimeText: String { timeText(utcOffset: 8 * 3_600) }

  /// The instant at a UTC offset (seconds east): `2026-01-03T10:02:51Z` at 0,
  /// `2026-01-03T05:02:51-05:00` at -18000.
  public func timeText(utcOffset offset: Int) -> String {
    CivilDate.isoText(secondsSince1970: Int(instant.timeIntervalSince1970.rounded()), utcOffset: offset, zulu: true)
      ?? "\(date)"
  }

  /// The civil day of the instant at a UTC offset (seconds east).
  public func date(utcOffset seconds: Int) -> CivilDate {
    let day = CivilDate.split(secondsSince1970: Int(instant.timeIntervalSince1970.rounded(.down)) + seconds).dayNumber
    return CivilDate(daysSince1970: day) ?? date
  }
}

/// The Moon's principal phases from the astronomy engine (the series the Chinese calendar is
/// computed with), for the years the solar terms cover (1000...3000). Each instant is found with
/// the engine's day series (within seconds of the full series) and
/// rounded to the second; a cross-check against PyEphem over 1900...2100 is in `tools/crosscheck`.
///
/// A year's phases are computed once (about 0.2 ms) and kept (always for 1900...2100, the most
/// recent 64 others), so asking a day is a look-up.
public enum MoonPhases {
  /// The years covered: those of the solar terms.
  public static let years = 1000...3000

  /// The phases whose instants fall in a civil year in Beijing time, in order.
  /// - Throws: ``MoonPhaseError/yearOutOfRange(_:)`` outside ``years``.
  public static func events(inYear year: Int) throws(MoonPhaseError) -> [MoonPhaseEvent] {
    guard years.contains(year) else { throw .yearOutOfRange(year) }
    if let kept = cache.withLock({ $0[year] }) { return kept }
    let computed = compute(year: year)
    cache.withLock { kept in
      // The day facts of 1900...2100 (the tables' years) ask a year's phases for every day:
      // those years stay once computed (about 200 × 50 events); others make room when past 64.
      if kept.count > keptYears.count + 64 { kept = kept.filter { keptYears.contains($0.key) } }
      kept[year] = computed
    }
    return computed
  }

  /// The years never let go of.
  private static let keptYears = 1900...2100

  /// The phase whose instant falls on a civil day in Beijing time, or `nil` (at most one phase
  /// falls on a day: they are seven days apart).
  public static func phase(on date: CivilDate) -> MoonPhaseEvent? {
    guard let events = try? events(inYear: date.year) else { return nil }
    let index = events.partitionPoint { $0.date >= date }
    return index < events.count && events[index].date == date ? events[index] : nil
  }

  /// The phases whose instants fall from one civil day through another at a UTC offset (seconds
  /// east; Beijing's by default), in order.
  /// - Throws: ``MoonPhaseError/yearOutOfRange(_:)`` for a day outside ``years``.
  public static func events(from start: CivilDate, through end: CivilDate, utcOffset: Int = 8 * 3_600)
    throws(MoonPhaseError) -> [MoonPhaseEvent]
  {
    guard start <= end else { return [] }
    var result: [MoonPhaseEvent] = []
    // The offset moves an instant by at most a day across a year's end: the years either side.
    for year in (start.year - 1)...(end.year + 1) where years.contains(year) {
      for event in try events(inYear: year) {
        let day = event.date(utcOffset: utcOffset)
        if day >= start && day <= end { result.append(event) }
      }
    }
    guard years.contains(start.year), years.contains(end.year) else {
      throw .yearOutOfRange(years.contains(start.year) ? end.year : start.year)
    }
    return result
  }

  /// The computed years.
  private static let cache = Locked<[Int: [MoonPhaseEvent]]>([:])

  /// A year's phases: every lunation from the one before the year to the one after, each phase
  /// found from its mean instant by the engine.
  private static func compute(year: Int) -> [MoonPhaseEvent] {
    let beijing = 8 * 3_600
    guard let first = CivilDate(year: year, month: 1, day: 1), let last = CivilDate(year: year, month: 12, day: 31) else {
      return []
    }
    let startJDE = JulianDay.unixEpoch + Double(first.daysSince1970) - 1
    var k = AstronomicalEvents.firstLunation(before: startJDE)
    var result: [MoonPhaseEvent] = []
    while true {
      var past = false
      for phase in MoonPhase.allCases {
        let jde = AstronomicalEvents.moonPhase(phase.elongation, lunation: k)
        let seconds = JulianDay.secondsSince1970(ttJDE: jde).rounded()
        let dayNumber = CivilDate.split(secondsSince1970: Int(seconds) + beijing).dayNumber
        guard let day = CivilDate(daysSince1970: dayNumber) else { continue }
        if day > last {
          past = true
          break
        }
        if day >= first {
          result.append(MoonPhaseEvent(phase: phase, instant: Date(timeIntervalSince1970: seconds), date: day))
        }
      }
      if past { break }
      k += 1
    }
    return result
  }
}

/// Why the Moon's phases were not given.
public enum MoonPhaseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A year outside ``MoonPhases/years``.
  case yearOutOfRange(Int)

  /// One sentence.
  public var description: String {
    switch self {
    case .yearOutOfRange(let year):
      "\(year) is outside the years of the Moon's phases, \(MoonPhases.years.lowerBound)...\(MoonPhases.years.upperBound)"
    }
  }
}

extension AstronomicalEvents {
  /// The TT instant at which the Moon's elongation east of the Sun is `elongation` degrees in
  /// lunation `k` (as ``meanNewMoon(lunation:)``), with the ``SeriesPrecision/day`` series, as
  /// ``fastNewMoon(lunation:series:)`` finds the new moon.
  package static func moonPhase(_ elongation: Double, lunation k: Double, series: AstronomySeries = .builtIn) -> Double {
    guard elongation != 0 else { return fastNewMoon(lunation: k, series: series) }
    // The mean phase, within about 15 hours of the true one; Newton's steps with the
    // elongation's rate close it.
    var instant = approximateNewMoon(lunation: k) + elongation / 360 * 29.530588861
    for _ in 0..<12 {
      let t = JulianDay.centuries(sinceJ2000: instant)
      let moon = Moon.geometricLongitudeAndRate(centuries: t, series: series)
      let offset = Degrees.signed(
        moon.longitude - Sun.aberratedLongitude(jde: instant, precision: .day, series: series) - elongation)
      let step = offset / (moon.rate - 360 / 365.2422)
      instant -= step
      if abs(step) < 0.000_01 { break }
    }
    return instant
  }
}
