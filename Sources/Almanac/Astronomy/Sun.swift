import Foundation

/// The Sun's apparent geocentric longitude, the quantity that defines the solar terms.
///
/// The Earth's heliocentric longitude and distance come from the full VSOP87D series
/// (Bretagnon & Francou 1988; coefficients generated from `data/astronomy/vsop87-earth.tsv`),
/// then, following Meeus (1998, chapter 25): the geocentric longitude is that plus 180°, reduced
/// to the FK5 system (−0.09033″), plus nutation in longitude, minus aberration (20.4898″ / R).
package enum Sun {
  /// Apparent geocentric ecliptic longitude of date, degrees 0..<360, at a TT Julian day.
  package static func apparentLongitude(jde: Double) -> Double {
    let tau = (jde - JulianDay.j2000) / 365_250
    let longitude = series(AstronomyCoefficients.earthL, tau)  // radians
    let radius = series(AstronomyCoefficients.earthR, tau)  // AU
    let geocentric = longitude * 180 / .pi + 180
    let fk5 = -0.09033 / 3600
    let aberration = -20.4898 / 3600 / radius
    let nutation = Nutation.longitude(centuries: tau * 10)
    return Degrees.normalized(geocentric + fk5 + nutation + aberration)
  }

  /// Σ τ^p Σ A cos(B + C τ) over the powers of one VSOP87 variable, in radians or AU.
  private static func series(_ powers: [[Double]], _ tau: Double) -> Double {
    var total = 0.0
    var factor = 1.0
    for terms in powers {
      var sum = 0.0
      var index = 0
      while index < terms.count {
        sum += terms[index] * cos(terms[index + 1] + terms[index + 2] * tau)
        index += 3
      }
      total += sum * factor
      factor *= tau
    }
    return total * 1e-8
  }
}
