/// The Chinese lunisolar calendar computed from first principles with the astronomy engine,
/// independently of ICU and of the built-in table (which it is used to check).
///
/// The rules (as the Purple Mountain Observatory applies them; see also Aslaksen, "The
/// Mathematics of the Chinese Calendar"): a month begins on the local day of a true new moon; the
/// month containing the winter solstice (冬至) is the 11th; when 13 months begin between two
/// 11th months, the first of them that contains no principal term (中气) is a leap month and takes
/// the number of the month before it. Days are counted in the local time `utcOffset` gives.
package struct AstronomicalLunisolarCalendar: Sendable {
  /// One computed month.
  package struct Month: Sendable, Hashable {
    package let year: Int
    package let month: Int
    package let isLeapMonth: Bool
    package let firstDay: CivilDate
    /// The new moon that begins the month, seconds since 1970 (UT).
    package let newMoon: Double
    /// Minutes between that new moon and the nearest local midnight (how close the call was).
    package let minutesFromMidnight: Double
  }

  /// The offset from UT, in seconds, of local time at an instant (seconds since 1970).
  package let utcOffset: @Sendable (Double) -> Double
  /// The coefficients the engine sums (by default the built-in ones).
  package let series: AstronomySeries

  /// A calendar reckoned in the local time `utcOffset` gives, with the engine's coefficients.
  package init(series: AstronomySeries = .builtIn, utcOffset: @escaping @Sendable (Double) -> Double) {
    self.series = series
    self.utcOffset = utcOffset
  }

  /// The same calendar computed with other coefficients (the data tool's, read from
  /// `data/astronomy/` before they are generated).
  package func with(series: AstronomySeries) -> AstronomicalLunisolarCalendar {
    AstronomicalLunisolarCalendar(series: series, utcOffset: utcOffset)
  }

  /// China: Beijing local mean time (116°25′E, UTC+7:45:40) before 1929, UTC+8 from 1929 on.
  package static let chinese = AstronomicalLunisolarCalendar { seconds in
    seconds < -1_293_868_800 ? 27_940 : 28_800  // 1929-01-01T00:00+08:00
  }

  /// Korea: UTC+8 before 1912, UTC+9 from 1912 on, as KASI reckons its calendar (and ICU's
  /// Dangi calendar). With it the engine equals KASI's tables on every month of 1900–2050.
  package static let korean = AstronomicalLunisolarCalendar { seconds in
    seconds < -1_830_412_800 ? 28_800 : 32_400  // 1912-01-01T00:00+08:00
  }

  /// Vietnam: UTC+7, the meridian of the Vietnamese calendar since 1968 (and of lunar-vn and
  /// vnlunar for every year). Before 1968 the North reckoned in UTC+8, so its calendar then could
  /// differ on a day or a month; Almanac gives the UTC+7 calendar throughout.
  package static let vietnamese = AstronomicalLunisolarCalendar { _ in 25_200 }

  /// The months of the lunar years `years`, in order; with `followingNewYear`, also the first
  /// month of the year after them (which gives the last month its length).
  ///
  /// With `exact`, every event is found with the full series; without (the default), with the
  /// day series and the full one only near midnight (``AstronomicalEvents/termMargin``,
  /// ``AstronomicalEvents/newMoonMargin``): the same
  /// days, and the instants in ``Month`` within seconds of the exact ones.
  package func months(lunarYears years: ClosedRange<Int>, followingNewYear: Bool = false, exact: Bool = false)
    -> [Month]
  {
    let solstices = Dictionary(
      uniqueKeysWithValues: ((years.lowerBound - 1)...(years.upperBound + 1)).map {
        ($0, termInstant(.winterSolstice, in: $0, exact: exact))
      })
    // The principal terms inside the 岁 computed: those of the civil years lower...upper + 1 (the
    // first 岁 begins at the winter solstice of lower - 1, the last ends at that of upper + 1).
    let principalDays = (years.lowerBound...(years.upperBound + 1)).flatMap { year in
      SolarTerm.principal.map { localDay(termInstant($0, in: year, exact: exact)) }
    }.sorted()
    guard let first = solstices[years.lowerBound - 1], let last = solstices[years.upperBound + 1]
    else { return [] }
    let newMoons = newMoons(
      in: JulianDay.ttJDE(
        secondsSince1970: first - 40 * 86_400)...JulianDay.ttJDE(
          secondsSince1970: last + 40 * 86_400), exact: exact)
    let newMoonDays = newMoons.map(localDay)

    var result: [Month] = []
    // Each 岁 runs from the 11th month containing one winter solstice to the next.
    for sui in years.lowerBound...(years.upperBound + 1) {
      guard let startSolstice = solstices[sui - 1], let endSolstice = solstices[sui],
        let start = newMoonDays.lastIndex(where: { $0 <= localDay(startSolstice) }),
        let end = newMoonDays.lastIndex(where: { $0 <= localDay(endSolstice) })
      else { continue }
      var leap: Int?
      if end - start == 13 {
        leap = (start + 1..<end).first { index in
          !principalDays.contains { $0 >= newMoonDays[index] && $0 < newMoonDays[index + 1] }
        }
      }
      var number = 11
      var year = sui - 1
      for index in start..<end {
        let isLeap = index == leap
        if index > start && !isLeap {
          number += 1
          if number == 13 {
            number = 1
            year = sui
          }
        }
        guard
          years.contains(year) || (followingNewYear && year == years.upperBound + 1 && number == 1 && !isLeap)
        else { continue }
        let local = newMoons[index] + utcOffset(newMoons[index])
        let secondsIntoDay = local - Double(newMoonDays[index]) * 86_400
        result.append(
          Month(
            year: year, month: number, isLeapMonth: isLeap,
            firstDay: CivilDate(uncheckedDayNumber: newMoonDays[index]), newMoon: newMoons[index],
            minutesFromMidnight: min(secondsIntoDay, 86_400 - secondsIntoDay) / 60))
      }
    }
    return result
  }

  /// The local day number of an instant (seconds since 1970).
  package func localDay(_ seconds: Double) -> Int {
    Int(((seconds + utcOffset(seconds)) / 86_400).rounded(.down))
  }

  /// Whether an instant (seconds since 1970) is within `margin` seconds of a local midnight.
  package func isNearMidnight(_ seconds: Double, margin: Double) -> Bool {
    let local = seconds + utcOffset(seconds)
    let intoDay = local - (local / 86_400).rounded(.down) * 86_400
    return min(intoDay, 86_400 - intoDay) < margin
  }

  /// A term's instant (seconds since 1970): exact, or from the day series unless that is near
  /// midnight.
  private func termInstant(_ term: SolarTerm, in year: Int, exact: Bool) -> Double {
    if !exact {
      let fast = term.computeInstant(in: year, precision: .day, series: series)
      if !isNearMidnight(fast, margin: AstronomicalEvents.termMargin) { return fast }
    }
    return term.computeInstant(in: year, precision: .full, series: series)
  }

  /// The true new moons whose TT instants fall in `range`, as seconds since 1970, in order:
  /// exact, or from the day series unless that is near midnight.
  private func newMoons(in range: ClosedRange<Double>, exact: Bool) -> [Double] {
    let instants =
      exact
      ? AstronomicalEvents.newMoons(in: range) { AstronomicalEvents.newMoon(near: AstronomicalEvents.meanNewMoon(lunation: $0), series: series) }
      : AstronomicalEvents.newMoons(in: range) { k in
        let fast = AstronomicalEvents.fastNewMoon(lunation: k, series: series)
        guard
          isNearMidnight(JulianDay.secondsSince1970(ttJDE: fast), margin: AstronomicalEvents.newMoonMargin)
        else { return fast }
        return AstronomicalEvents.newMoon(near: AstronomicalEvents.meanNewMoon(lunation: k), series: series)
      }
    return instants.map { JulianDay.secondsSince1970(ttJDE: $0) }
  }

}
