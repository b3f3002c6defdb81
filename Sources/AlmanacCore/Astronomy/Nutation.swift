import Foundation

/// Nutation in longitude (Δψ): the wobble of the equinox that separates apparent from mean
/// positions, by the IAU 1980 theory (63 terms, Meeus 1998, chapter 22 and table 22.A; the
/// coefficients are generated from `data/astronomy/nutation.tsv`).
package enum Nutation {
  /// Δψ in degrees at `t` Julian centuries of TT from J2000.0.
  package static func longitude(
    centuries t: Double, precision: SeriesPrecision = .full, series: AstronomySeries = .builtIn
  ) -> Double {
    // Fundamental arguments (Meeus 22), radians.
    let d = Degrees.radians(297.85036 + 445_267.111480 * t - 0.0019142 * t * t + t * t * t / 189_474)
    let m = Degrees.radians(357.52772 + 35_999.050340 * t - 0.0001603 * t * t - t * t * t / 300_000)
    let mp = Degrees.radians(134.96298 + 477_198.867398 * t + 0.0086972 * t * t + t * t * t / 56_250)
    let f = Degrees.radians(93.27191 + 483_202.017538 * t - 0.0036825 * t * t + t * t * t / 327_270)
    let omega = Degrees.radians(125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450_000)
    var sum = 0.0
    let fast = precision != .full
    series.nutation(precision)._withReadView { terms in
      var index = 0
      while index < terms.count {
        let angle =
          terms[index] * d + terms[index + 1] * m + terms[index + 2] * mp + terms[index + 3] * f
          + terms[index + 4] * omega
        sum += (terms[index + 5] + terms[index + 6] * t) * (fast ? FastTrig.sin(angle) : sin(angle))
        index += 7
      }
    }
    return sum * 0.0001 / 3600
  }
}
