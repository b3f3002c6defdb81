/// Julian dates and the two time scales the engine works in.
///
/// The engine computes in Terrestrial Time (TT), the uniform time of the ephemerides, expressed as
/// a Julian Ephemeris Day (JDE). Civil clocks follow the Earth's rotation (UT); the difference is
/// ΔT (``DeltaT``). Instants leave the engine as seconds since 1970-01-01T00:00 UT, which Almanac
/// treats as UTC (they differ by less than a second).
package enum JulianDay {
  /// The Julian date of J2000.0 (2000-01-01T12:00 TT).
  package static let j2000 = 2_451_545.0
  /// The Julian date of 1970-01-01T00:00.
  package static let unixEpoch = 2_440_587.5
  /// Days in a Julian century.
  package static let daysPerCentury = 36_525.0

  /// Julian centuries of TT since J2000.0.
  package static func centuries(sinceJ2000 jde: Double) -> Double { (jde - j2000) / daysPerCentury }

  /// The decimal year of a Julian date (good enough to choose and evaluate a ΔT polynomial).
  package static func decimalYear(_ jd: Double) -> Double { 2000 + (jd - j2000) / 365.25 }

  /// The UT instant (seconds since 1970) of a TT Julian Ephemeris Day.
  package static func secondsSince1970(ttJDE jde: Double) -> Double {
    (jde - unixEpoch) * 86_400 - DeltaT.seconds(decimalYear: decimalYear(jde))
  }

  /// The TT Julian Ephemeris Day of a UT instant (seconds since 1970).
  package static func ttJDE(secondsSince1970 seconds: Double) -> Double {
    let jd = unixEpoch + seconds / 86_400
    return jd + DeltaT.seconds(decimalYear: decimalYear(jd)) / 86_400
  }
}

/// Angles in degrees, reduced to a chosen range.
package enum Degrees {
  /// `angle` reduced to 0 ..< 360.
  package static func normalized(_ angle: Double) -> Double {
    let reduced = angle.truncatingRemainder(dividingBy: 360)
    return reduced < 0 ? reduced + 360 : reduced
  }

  /// `angle` reduced to -180 ..< 180 (the signed difference from 0).
  package static func signed(_ angle: Double) -> Double {
    let reduced = normalized(angle)
    return reduced >= 180 ? reduced - 360 : reduced
  }

  /// Radians of an angle in degrees.
  @inline(__always)
  package static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
