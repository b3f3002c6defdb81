import Foundation

/// The Moon's apparent geocentric longitude, by the truncated ELP-2000/82 theory of Meeus (1998,
/// chapter 47): mean elements, 60 periodic terms (generated from `data/astronomy/moon-longitude.tsv`),
/// the additive terms for Venus, Jupiter and the flattening of the Earth, and nutation.
package enum Moon {
  /// Apparent geocentric ecliptic longitude of date, degrees 0..<360, at a TT Julian day.
  package static func apparentLongitude(jde: Double, series: AstronomySeries = .builtIn) -> Double {
    let t = JulianDay.centuries(sinceJ2000: jde)
    return Degrees.normalized(
      geometricLongitude(centuries: t, series: series) + Nutation.longitude(centuries: t, series: series))
  }

  /// The geocentric longitude without nutation, degrees (not reduced), at `t` Julian centuries
  /// of TT from J2000.0.
  package static func geometricLongitude(centuries t: Double, series: AstronomySeries = .builtIn) -> Double {
    geometric(centuries: t, withRate: false, series: series).longitude
  }

  /// The geocentric longitude without nutation (degrees, not reduced) and its rate (degrees a
  /// day; from the same terms, their arguments' polynomial parts to first order), by
  /// ``FastTrig`` (within 10⁻¹⁴ of ``geometricLongitude(centuries:)``'s sines).
  package static func geometricLongitudeAndRate(centuries t: Double, series: AstronomySeries = .builtIn)
    -> (longitude: Double, rate: Double)
  {
    geometric(centuries: t, withRate: true, series: series)
  }

  private static func geometric(centuries t: Double, withRate: Bool, series: AstronomySeries)
    -> (longitude: Double, rate: Double)
  {
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
    let terms = series.moonLongitude
    var sum = 0.0
    var rateSum = 0.0
    // The arguments' rates, degrees a century (Meeus 47.2–47.5, linear parts).
    let (dRate, mRate, mpRate, fRate) = (445_267.1114034, 35_999.0502909, 477_198.8675055, 483_202.0175233)
    terms._withReadView { terms in
      var index = 0
      while index < terms.count {
        let mMultiple = terms[index + 1]
        let angle = terms[index] * dr + mMultiple * mr + terms[index + 2] * mpr + terms[index + 3] * fr
        let scale = mMultiple == 0 ? 1 : (abs(mMultiple) == 1 ? e : e * e)
        if withRate {
          let (sine, cosine) = FastTrig.sinCos(angle)
          sum += terms[index + 4] * scale * sine
          let angleRate =
            terms[index] * dRate + mMultiple * mRate + terms[index + 2] * mpRate + terms[index + 3] * fRate
          rateSum += terms[index + 4] * scale * cosine * Degrees.radians(angleRate)
        } else {
          sum += terms[index + 4] * scale * sin(angle)
        }
        index += 5
      }
    }
    sum +=
      3958 * sin(Degrees.radians(a1)) + 1962 * sin(Degrees.radians(meanLongitude - f))
      + 318 * sin(Degrees.radians(a2))
    let rate = (481_267.88123421 + rateSum / 1_000_000) / JulianDay.daysPerCentury
    return (meanLongitude + sum / 1_000_000, rate)
  }
}
