import Foundation

/// The fast road to the engine's events: an algebraic first guess, Newton's steps at an analytic rate over a
/// truncated series (``SeriesPrecision``), and the full series only where the answer is close
/// enough to a boundary for the truncation to matter.
extension AstronomicalEvents {
  /// A solar term found with the ``SeriesPrecision/day`` series whose local time is closer to
  /// midnight than this many seconds is found again with the full series. Over 1–9999 the day
  /// series' terms are within 66 s of the full series' (`almanac-data engine-proof` measures
  /// every one); the margin is almost three times that.
  package static let termMargin: Double = 180
  /// The same for a new moon, whose day-series instants are within 6 s of the full series' over
  /// 1–9999 (the Moon's elongation moves 25 times faster than the Sun); five times that.
  package static let newMoonMargin: Double = 30

  /// The TT instant at which the Sun's apparent longitude is `longitude`, nearest `guess` (within
  /// a few days), summing `precision`'s series (not `.full`: ``sunReaches(longitude:near:)``).
  package static func sunReaches(
    longitude: Double, near guess: Double, precision: SeriesPrecision, series: AstronomySeries = .builtIn
  ) -> Double {
    // The equation of the centre (Meeus 25.4, its two largest terms) moves the mean Sun's
    // instant to within about a quarter of an hour of the true one.
    var instant = guess - Degrees.signed(equationOfCentre(jde: guess).value) / meanSolarRate
    // Newton's steps with the Sun's rate from the same two terms (within 10⁻⁴ of the true
    // rate): from a quarter of an hour off, one step leaves a tenth of a second.
    for _ in 0..<8 {
      let step =
        Degrees.signed(Sun.apparentLongitude(jde: instant, precision: .day, series: series) - longitude)
        / solarRate(jde: instant)
      instant -= step
      if abs(step) < 0.02 { break }
    }
    guard precision == .instant else { return instant }
    // One step with the longer series settles the instant.
    return instant
      - Degrees.signed(Sun.apparentLongitude(jde: instant, precision: .instant, series: series) - longitude)
      / solarRate(jde: instant)
  }

  /// The Sun's equation of the centre (degrees) and its rate (degrees a day), from the two
  /// largest terms of Meeus 25.4.
  private static func equationOfCentre(jde: Double) -> (value: Double, rate: Double) {
    let t = JulianDay.centuries(sinceJ2000: jde)
    let anomaly = Degrees.radians(357.52911 + 35_999.05029 * t)
    let anomalyRate = Degrees.radians(35_999.05029 / JulianDay.daysPerCentury)  // radians a day
    return (
      1.914602 * FastTrig.sin(anomaly) + 0.019993 * FastTrig.sin(2 * anomaly),
      (1.914602 * FastTrig.cos(anomaly) + 2 * 0.019993 * FastTrig.cos(2 * anomaly)) * anomalyRate
    )
  }

  /// The Sun's apparent motion in longitude, degrees a day.
  private static func solarRate(jde: Double) -> Double {
    360 / 365.2422 + equationOfCentre(jde: jde).rate
  }

  /// The TT instant of the true new moon of lunation `k` (as ``meanNewMoon(lunation:)``), with
  /// the ``SeriesPrecision/day`` series: within seconds of ``newMoon(near:)``'s.
  package static func fastNewMoon(lunation k: Double, series: AstronomySeries = .builtIn) -> Double {
    // From Meeus's estimate (within minutes), Newton's steps with the elongation's rate: one
    // step from seven minutes off leaves a twentieth of a second.
    var instant = approximateNewMoon(lunation: k)
    for _ in 0..<8 {
      let t = JulianDay.centuries(sinceJ2000: instant)
      let moon = Moon.geometricLongitudeAndRate(centuries: t, series: series)
      let elongation = Degrees.signed(
        moon.longitude - Sun.aberratedLongitude(jde: instant, precision: .day, series: series))
      let step = elongation / (moon.rate - solarRate(jde: instant))
      instant -= step
      if abs(step) < 0.005 { break }
    }
    return instant
  }

  /// The true new moon of lunation `k` by Meeus (1998, chapter 49): the mean new moon and the
  /// largest periodic terms of the Moon's and Sun's anomalies, within a few minutes of the true
  /// instant; a first guess for the engine's.
  package static func approximateNewMoon(lunation k: Double) -> Double {
    let t = k / 1236.85
    let t2 = t * t
    let e = 1 - 0.002516 * t - 0.0000074 * t2
    let m = Degrees.radians(2.5534 + 29.105_356_70 * k - 0.0000014 * t2)
    let mp = Degrees.radians(201.5643 + 385.816_935_28 * k + 0.0107582 * t2)
    let f = Degrees.radians(160.7108 + 390.670_502_84 * k - 0.0016118 * t2)
    let omega = Degrees.radians(124.7746 - 1.563_755_88 * k + 0.0020672 * t2)
    let correction =
      -0.40720 * FastTrig.sin(mp) + 0.17241 * e * FastTrig.sin(m) + 0.01608 * FastTrig.sin(2 * mp) + 0.01039
      * FastTrig.sin(2 * f)
      + 0.00739 * e * FastTrig.sin(mp - m) - 0.00514 * e * FastTrig.sin(mp + m) + 0.00208 * e * e
      * FastTrig.sin(2 * m)
      - 0.00111 * FastTrig.sin(mp - 2 * f) - 0.00057 * FastTrig.sin(mp + 2 * f) + 0.00056 * e
      * FastTrig.sin(2 * mp + m)
      - 0.00042 * FastTrig.sin(3 * mp) + 0.00042 * e * FastTrig.sin(m + 2 * f) + 0.00038 * e
      * FastTrig.sin(m - 2 * f)
      - 0.00024 * e * FastTrig.sin(2 * mp - m) - 0.00017 * FastTrig.sin(omega)
    return meanNewMoon(lunation: k) + correction
  }

  /// The Sun's mean motion, degrees a day.
  static let meanSolarRate = 360 / 365.2422
}
