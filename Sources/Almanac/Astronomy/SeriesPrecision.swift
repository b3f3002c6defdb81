/// How much of the engine's series an evaluation sums.
///
/// The full series (VSOP87D's 2,077 Earth terms, 63 of nutation) are what the generated tables
/// and the checks against DE422 use. Two truncations, made once from the same coefficients by
/// dropping every term whose largest size over 1–9999 (its amplitude times |τ|^power, |τ| ≤ 2
/// millennia) is below a threshold, make the engine fast where it can be:
///
/// - ``instant``: 310 longitude terms (amplitude ≥ 2·10⁻⁸ rad at |τ| = 2), 18 of the radius
///   and 35 of nutation: within 0.11″ of the full Sun (about 3 s of its motion), for a term's
///   instant outside the table.
/// - ``day``: 54 longitude terms (≥ 10⁻⁶ rad), 5 of the radius and 13 of nutation: within
///   2.5″ (about a minute of the Sun's motion, a few seconds of the Moon's elongation), for the
///   local *day* of a new moon or a 中气. An event this leaves closer to midnight than
///   ``AstronomicalEvents/dayMargin`` is computed again with the full series, so the day never
///   differs from the full series' (`almanac-data engine-proof` checks every event of 1–9999).
package enum SeriesPrecision: Sendable, Hashable, CaseIterable {
  /// Every term.
  case full
  /// Within about 3 s of the full series' instants.
  case instant
  /// Good enough to tell the day, settled with the full series near midnight.
  case day

  /// How many terms the longitude, radius and nutation series keep.
  package var termCounts: (longitude: Int, radius: Int, nutation: Int) {
    (earthL.reduce(0) { $0 + $1.count / 3 }, earthR.reduce(0) { $0 + $1.count / 3 }, nutation.count / 7)
  }

  /// The kept VSOP87D longitude series, per power of τ.
  var earthL: [[Double]] {
    switch self {
    case .full: AstronomyCoefficients.earthL
    case .instant: Truncated.instant.earthL
    case .day: Truncated.day.earthL
    }
  }

  /// The kept VSOP87D radius series, per power of τ.
  var earthR: [[Double]] {
    switch self {
    case .full: AstronomyCoefficients.earthR
    case .instant: Truncated.instant.earthR
    case .day: Truncated.day.earthR
    }
  }

  /// The kept nutation terms (the layout of ``AstronomyCoefficients/nutation``).
  var nutation: [Double] {
    switch self {
    case .full: AstronomyCoefficients.nutation
    case .instant: Truncated.instant.nutation
    case .day: Truncated.day.nutation
    }
  }

  /// A truncation's series, made once.
  private struct Truncated: Sendable {
    let earthL: [[Double]]
    let earthR: [[Double]]
    let nutation: [Double]

    static let instant = Truncated(reach: 1, longitude: 3, radius: 0, nutation: 10)
    static let day = Truncated(reach: 8, longitude: 100, radius: 10_000, nutation: 100)

    /// Keeps the VSOP87 terms whose amplitude times `reach`^power (`reach`: the largest |τ|, in
    /// millennia, the truncation serves) reaches the threshold (in the series' units, 10⁻⁸ rad or
    /// AU), and the nutation terms whose Δψ coefficient, with its rate over `reach` millennia,
    /// reaches `nutation` (units of 0.0001″). Order is kept.
    init(reach: Double, longitude: Double, radius: Double, nutation threshold: Double) {
      func keep(_ powers: [[Double]], _ threshold: Double) -> [[Double]] {
        var scale = 1.0
        return powers.map { terms in
          defer { scale *= reach }
          var kept: [Double] = []
          var index = 0
          while index < terms.count {
            if abs(terms[index]) * scale >= threshold { kept += terms[index..<index + 3] }
            index += 3
          }
          return kept
        }
      }
      earthL = keep(AstronomyCoefficients.earthL, longitude)
      earthR = keep(AstronomyCoefficients.earthR, radius)
      let all = AstronomyCoefficients.nutation
      var kept: [Double] = []
      var index = 0
      while index < all.count {
        if abs(all[index + 5]) + abs(all[index + 6]) * reach * 10 >= threshold {
          kept += all[index..<index + 7]
        }
        index += 7
      }
      nutation = kept
    }
  }
}
