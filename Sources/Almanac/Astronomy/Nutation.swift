import Foundation

/// Nutation in longitude (Δψ): the wobble of the equinox that separates apparent from mean
/// positions, by the IAU 1980 theory (63 terms, Meeus 1998, chapter 22 and table 22.A; the
/// coefficients are generated from `data/astronomy/nutation.tsv`).
package enum Nutation {
  /// Δψ in degrees at `t` Julian centuries of TT from J2000.0.
  package static func longitude(centuries t: Double) -> Double {
    // Fundamental arguments (Meeus 22), degrees.
    let d = 297.85036 + 445_267.111480 * t - 0.0019142 * t * t + t * t * t / 189_474
    let m = 357.52772 + 35_999.050340 * t - 0.0001603 * t * t - t * t * t / 300_000
    let mp = 134.96298 + 477_198.867398 * t + 0.0086972 * t * t + t * t * t / 56_250
    let f = 93.27191 + 483_202.017538 * t - 0.0036825 * t * t + t * t * t / 327_270
    let omega = 125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450_000
    let arguments = [d, m, mp, f, omega].map(Degrees.radians)
    let terms = AstronomyCoefficients.nutation
    var sum = 0.0
    var index = 0
    while index < terms.count {
      let angle =
        terms[index] * arguments[0] + terms[index + 1] * arguments[1]
        + terms[index + 2] * arguments[2] + terms[index + 3] * arguments[3]
        + terms[index + 4] * arguments[4]
      sum += (terms[index + 5] + terms[index + 6] * t) * sin(angle)
      index += 7
    }
    return sum * 0.0001 / 3600
  }
}
