/// Instants of the events the Chinese calendar is built from: the Sun reaching a longitude (the
/// solar terms) and the conjunction of Moon and Sun (new moons). All in TT Julian days.
package enum AstronomicalEvents {
  /// The TT instant, nearest `guess`, at which the Sun's apparent longitude is `longitude`.
  package static func sunReaches(longitude: Double, near guess: Double, series: AstronomySeries = .builtIn) -> Double {
    solve(from: guess, rate: 360 / 365.2422) {
      Degrees.signed(Sun.apparentLongitude(jde: $0, series: series) - longitude)
    }
  }

  /// The TT instant of the true new moon nearest `guess` (within about a week of it).
  package static func newMoon(near guess: Double, series: AstronomySeries = .builtIn) -> Double {
    solve(from: guess, rate: 360 / 29.530589 - 360 / 365.2422) {
      Degrees.signed(Moon.apparentLongitude(jde: $0, series: series) - Sun.apparentLongitude(jde: $0, series: series))
    }
  }

  /// The mean new moon of lunation `k` (k = 0 near 2000-01-06; Meeus 49.1), a TT Julian day,
  /// within about half a day of the true one.
  package static func meanNewMoon(lunation k: Double) -> Double {
    let t = k / 1236.85
    return 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t * t - 0.000000150 * t * t * t
  }

  /// The true new moons whose TT instants fall in `range` (TT Julian days), in order; `instant`
  /// finds lunation k's (by default with the full series, ``newMoon(near:)``).
  package static func newMoons(
    in range: ClosedRange<Double>,
    instant newMoonOf: (Double) -> Double = { newMoon(near: meanNewMoon(lunation: $0)) }
  ) -> [Double] {
    var result: [Double] = []
    var k = firstLunation(before: range.lowerBound)
    while true {
      let instant = newMoonOf(k)
      if instant > range.upperBound { break }
      if instant >= range.lowerBound { result.append(instant) }
      k += 1
    }
    return result
  }

  /// A lunation number whose new moon comes before the TT Julian day `jde` (the one before the
  /// mean lunation there).
  package static func firstLunation(before jde: Double) -> Double {
    ((jde - 2_451_550.09766) / 29.530588861).rounded(.down) - 1
  }

  /// Newton's method with a fixed slope (the mean rate, degrees per day) and a secant finish:
  /// the functions here are smooth and nearly linear over a day.
  private static func solve(from guess: Double, rate: Double, _ offset: (Double) -> Double) -> Double {
    var t = guess
    for _ in 0..<20 {
      let step = offset(t) / rate
      t -= step
      if abs(step) < 1e-7 { break }  // about 0.01 s
    }
    // One secant step with a measured slope removes the last residue of the fixed rate.
    let h = 1e-4
    let slope = (offset(t + h) - offset(t - h)) / (2 * h)
    if slope != 0 { t -= offset(t) / slope }
    return t
  }
}
