import Foundation

/// The Sun's apparent geocentric longitude, the quantity that defines the solar terms.
///
/// The Earth's heliocentric longitude and distance come from the full VSOP87D series
/// (Bretagnon & Francou 1988; coefficients generated from `data/astronomy/vsop87-earth.tsv`),
/// then, following Meeus (1998, chapter 25): the geocentric longitude is that plus 180°, reduced
/// to the FK5 system (−0.09033″), plus nutation in longitude, minus aberration (20.4898″ / R).
/// ``SeriesPrecision`` chooses how much of the series is summed.
package enum Sun {
  /// Apparent geocentric ecliptic longitude of date, degrees 0..<360, at a TT Julian day.
  package static func apparentLongitude(
    jde: Double, precision: SeriesPrecision = .full, series: AstronomySeries = .builtIn
  ) -> Double {
    let tau = (jde - JulianDay.j2000) / 365_250
    let (fk5, aberration) = geocentric(tau: tau, precision: precision, series: series)
    let nutation = Nutation.longitude(centuries: tau * 10, precision: precision, series: series)
    return Degrees.normalized(fk5 + nutation + aberration)
  }

  /// The geocentric longitude with aberration but without nutation, degrees (not reduced): what
  /// the Moon's elongation needs, since nutation moves both bodies alike.
  package static func aberratedLongitude(
    jde: Double, precision: SeriesPrecision, series: AstronomySeries = .builtIn
  ) -> Double {
    let (fk5, aberration) = geocentric(tau: (jde - JulianDay.j2000) / 365_250, precision: precision, series: series)
    return fk5 + aberration
  }

  /// The geocentric longitude in the FK5 system and the aberration, degrees, at `tau` Julian
  /// millennia from J2000.0. Kept apart so that each caller adds them in the order the full
  /// longitude always has (FK5 longitude, nutation, aberration: the same bits as before).
  private static func geocentric(tau: Double, precision: SeriesPrecision, series terms: AstronomySeries)
    -> (fk5: Double, aberration: Double)
  {
    let longitude = series(terms.earthL(precision), tau, fast: precision != .full)  // radians
    let radius = series(terms.earthR(precision), tau, fast: precision != .full)  // AU
    let geocentric = longitude * 180 / .pi + 180
    return (geocentric + -0.09033 / 3600, -20.4898 / 3600 / radius)
  }

  /// Σ τ^p Σ A cos(B + C τ) over the powers of one VSOP87 variable, in radians or AU; with
  /// `fast`, by ``FastTrig``'s cosine instead of the C library's.
  private static func series(_ powers: [[Double]], _ tau: Double, fast: Bool) -> Double {
    var total = 0.0
    var factor = 1.0
    for terms in powers {
      let sum = terms._withReadView { fast ? fastSum($0, tau) : librarySum($0, tau) }
      total += sum * factor
      factor *= tau
    }
    return total * 1e-8
  }

  /// Σ A cos(B + C τ) in the order of the terms, by the C library's cosine.
  private static func librarySum(_ terms: _ReadView<Double>, _ tau: Double) -> Double {
    var sum = 0.0
    var index = 0
    while index < terms.count {
      sum += terms[index] * cos(terms[index + 1] + terms[index + 2] * tau)
      index += 3
    }
    return sum
  }

  /// Σ A cos(B + C τ) by ``FastTrig``, two terms at a time into two sums.
  private static func fastSum(_ terms: _ReadView<Double>, _ tau: Double) -> Double {
    var even = 0.0
    var odd = 0.0
    var index = 0
    let count = terms.count
    while index + 6 <= count {
      even += terms[index] * FastTrig.cos(terms[index + 1] + terms[index + 2] * tau)
      odd += terms[index + 3] * FastTrig.cos(terms[index + 4] + terms[index + 5] * tau)
      index += 6
    }
    if index < count { even += terms[index] * FastTrig.cos(terms[index + 1] + terms[index + 2] * tau) }
    return even + odd
  }
}
