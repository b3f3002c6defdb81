import Foundation

/// The Moon's apparent geocentric longitude, by the truncated ELP-2000/82 theory of Meeus (1998,
/// chapter 47): mean elements, 60 periodic terms (generated from `data/astronomy/moon-longitude.tsv`),
/// the additive terms for Venus, Jupiter and the flattening of the Earth, and nutation.
package enum Moon {
  /// Apparent geocentric ecliptic longitude of date, degrees 0..<360, at a TT Julian day.
  package static func apparentLongitude(jde: Double) -> Double {
    let t = JulianDay.centuries(sinceJ2000: jde)
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    // Mean longitude, elongation, anomalies and argument of latitude (Meeus 47.1–47.5), degrees.
    let meanLongitude = 218.3164477 + 481_267.88123421 * t - 0.0015786 * t2 + t3 / 538_841 - t4 / 65_194_000
    let d = 297.8501921 + 445_267.1114034 * t - 0.0018819 * t2 + t3 / 545_868 - t4 / 113_065_000
    let m = 357.5291092 + 35_999.0502909 * t - 0.0001536 * t2 + t3 / 24_490_000
    let mp = 134.9633964 + 477_198.8675055 * t + 0.0087414 * t2 + t3 / 69_699 - t4 / 14_712_000
    let f = 93.2720950 + 483_202.0175233 * t - 0.0036539 * t2 - t3 / 3_526_000 + t4 / 863_310_000
    let a1 = 119.75 + 131.849 * t
    let a2 = 53.09 + 479_264.290 * t
    // Eccentricity of the Earth's orbit, which scales the terms in M (Meeus 47.6).
    let e = 1 - 0.002516 * t - 0.0000074 * t2

    let dr = Degrees.radians(d)
    let mr = Degrees.radians(m)
    let mpr = Degrees.radians(mp)
    let fr = Degrees.radians(f)
    let terms = AstronomyCoefficients.moonLongitude
    var sum = 0.0
    var index = 0
    while index < terms.count {
      let mMultiple = terms[index + 1]
      let angle = terms[index] * dr + mMultiple * mr + terms[index + 2] * mpr + terms[index + 3] * fr
      let scale = mMultiple == 0 ? 1 : (abs(mMultiple) == 1 ? e : e * e)
      sum += terms[index + 4] * scale * sin(angle)
      index += 5
    }
    sum +=
      3958 * sin(Degrees.radians(a1)) + 1962 * sin(Degrees.radians(meanLongitude - f))
      + 318 * sin(Degrees.radians(a2))
    let longitude = meanLongitude + sum / 1_000_000
    return Degrees.normalized(longitude + Nutation.longitude(centuries: t))
  }
}
