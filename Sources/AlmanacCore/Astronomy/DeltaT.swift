/// ΔT = TT − UT: how far the Earth's rotation clock lags the uniform time of the ephemerides.
///
/// The model is the set of polynomials by Espenak & Meeus (2006), published on NASA's eclipse
/// site ("Polynomial Expressions for Delta T", eclipse.gsfc.nasa.gov/SEcat5/deltatpoly.html),
/// fitted to the observed values up to 2005 and extrapolated after; its uncertainty grows from a
/// fraction of a second today to a minute or so by 2100. The same model produced the reference
/// dates in `data/terms/reference-instants.tsv`, so tests compare like with like.
package enum DeltaT {
  /// ΔT in seconds at a decimal year (e.g. 2026.5).
  package static func seconds(decimalYear y: Double) -> Double {
    switch y {
    case ..<(-500):
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    case ..<500:
      let u = y / 100
      return 10583.6 - 1014.41 * u + 33.78311 * u * u - 5.952053 * pow3(u) - 0.1798452 * pow4(u)
        + 0.022174192 * pow5(u) + 0.0090316521 * pow6(u)
    case ..<1600:
      let u = (y - 1000) / 100
      return 1574.2 - 556.01 * u + 71.23472 * u * u + 0.319781 * pow3(u) - 0.8503463 * pow4(u)
        - 0.005050998 * pow5(u) + 0.0083572073 * pow6(u)
    case ..<1700:
      let t = y - 1600
      return 120 - 0.9808 * t - 0.01532 * t * t + pow3(t) / 7129
    case ..<1800:
      let t = y - 1700
      return 8.83 + 0.1603 * t - 0.0059285 * t * t + 0.00013336 * pow3(t) - pow4(t) / 1_174_000
    case ..<1860:
      let t = y - 1800
      return 13.72 - 0.332447 * t + 0.0068612 * t * t + 0.0041116 * pow3(t) - 0.00037436 * pow4(t)
        + 0.0000121272 * pow5(t) - 0.0000001699 * pow6(t) + 0.000000000875 * pow7(t)
    case ..<1900:
      let t = y - 1860
      return 7.62 + 0.5737 * t - 0.251754 * t * t + 0.01680668 * pow3(t) - 0.0004473624 * pow4(t)
        + pow5(t) / 233_174
    case ..<1920:
      let t = y - 1900
      return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * pow3(t) - 0.000197 * pow4(t)
    case ..<1941:
      let t = y - 1920
      return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * pow3(t)
    case ..<1961:
      let t = y - 1950
      return 29.07 + 0.407 * t - t * t / 233 + pow3(t) / 2547
    case ..<1986:
      let t = y - 1975
      return 45.45 + 1.067 * t - t * t / 260 - pow3(t) / 718
    case ..<2005:
      let t = y - 2000
      return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * pow3(t) + 0.000651814 * pow4(t)
        + 0.00002373599 * pow5(t)
    case ..<2050:
      let t = y - 2000
      return 62.92 + 0.32217 * t + 0.005589 * t * t
    case ..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  private static func pow3(_ x: Double) -> Double { x * x * x }
  private static func pow4(_ x: Double) -> Double { x * x * x * x }
  private static func pow5(_ x: Double) -> Double { pow4(x) * x }
  private static func pow6(_ x: Double) -> Double { pow3(x) * pow3(x) }
  private static func pow7(_ x: Double) -> Double { pow6(x) * x }
}
