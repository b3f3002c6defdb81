/// The engine's coefficient series (VSOP87D Earth longitude and radius, nutation, the Moon's
/// longitude) and the two truncations ``SeriesPrecision`` names, made once from them.
///
/// ``builtIn`` holds the generated tables (`AstronomyCoefficients`, from `data/astronomy/`);
/// `almanac-data` makes one from the data files it is about to generate them from, so that the
/// tables computed with the engine (solar terms, lunar months) come from the new coefficients in
/// the same pass, with no rebuild in between.
package final class AstronomySeries: Sendable {
  /// VSOP87D Earth longitude, per power of τ: A, B, C triples (1e-8 rad).
  package let earthL: [[Double]]
  /// VSOP87D Earth radius, per power of τ: A, B, C triples (1e-8 AU).
  package let earthR: [[Double]]
  /// Nutation in longitude: D, M, M′, F, Ω multiples, Δψ and its rate, seven to a term.
  package let nutation: [Double]
  /// The Moon's longitude: D, M, M′, F multiples and Σl, five to a term.
  package let moonLongitude: [Double]
  private let instant: Truncated
  private let day: Truncated

  /// A series from coefficient tables in the generated layout.
  package init(earthL: [[Double]], earthR: [[Double]], nutation: [Double], moonLongitude: [Double]) {
    self.earthL = earthL
    self.earthR = earthR
    self.nutation = nutation
    self.moonLongitude = moonLongitude
    instant = Truncated(earthL: earthL, earthR: earthR, nutation: nutation, reach: 1, longitude: 3, radius: 0, nutationThreshold: 10)
    day = Truncated(earthL: earthL, earthR: earthR, nutation: nutation, reach: 8, longitude: 100, radius: 10_000, nutationThreshold: 100)
  }

  /// The generated coefficients.
  package static let builtIn = AstronomySeries(
    earthL: AstronomyCoefficients.earthL, earthR: AstronomyCoefficients.earthR,
    nutation: AstronomyCoefficients.nutation, moonLongitude: AstronomyCoefficients.moonLongitude)

  /// The kept VSOP87D longitude series at a precision, per power of τ.
  @inline(__always)
  func earthL(_ precision: SeriesPrecision) -> [[Double]] {
    switch precision {
    case .full: earthL
    case .instant: instant.earthL
    case .day: day.earthL
    }
  }

  /// The kept VSOP87D radius series at a precision, per power of τ.
  @inline(__always)
  func earthR(_ precision: SeriesPrecision) -> [[Double]] {
    switch precision {
    case .full: earthR
    case .instant: instant.earthR
    case .day: day.earthR
    }
  }

  /// The kept nutation terms at a precision (the layout of ``nutation``).
  @inline(__always)
  func nutation(_ precision: SeriesPrecision) -> [Double] {
    switch precision {
    case .full: nutation
    case .instant: instant.nutation
    case .day: day.nutation
    }
  }

  /// How many terms the longitude, radius and nutation series keep at a precision.
  package func termCounts(_ precision: SeriesPrecision) -> (longitude: Int, radius: Int, nutation: Int) {
    (
      earthL(precision).reduce(0) { $0 + $1.count / 3 }, earthR(precision).reduce(0) { $0 + $1.count / 3 },
      nutation(precision).count / 7
    )
  }

  /// A truncation's series, made once.
  private struct Truncated: Sendable {
    let earthL: [[Double]]
    let earthR: [[Double]]
    let nutation: [Double]

    /// Keeps the VSOP87 terms whose amplitude times `reach`^power (`reach`: the largest |τ|, in
    /// millennia, the truncation serves) reaches the threshold (in the series' units, 10⁻⁸ rad or
    /// AU), and the nutation terms whose Δψ coefficient, with its rate over `reach` millennia,
    /// reaches `nutationThreshold` (units of 0.0001″). Order is kept.
    package init(
      earthL allL: [[Double]], earthR allR: [[Double]], nutation all: [Double], reach: Double, longitude: Double,
      radius: Double, nutationThreshold threshold: Double
    ) {
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
      earthL = keep(allL, longitude)
      earthR = keep(allR, radius)
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
