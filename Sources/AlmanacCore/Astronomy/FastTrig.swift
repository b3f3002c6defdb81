/// Sine and cosine for the truncated series (``SeriesPrecision/instant`` and ``day``), cheaper
/// than the C library's and within 10⁻¹² of it for the arguments the series produce
/// (|x| < 10⁷ radians) — a thousand times finer than the truncations need. The full series keep
/// the C library's, so their results are unchanged to the last bit.
///
/// The argument is reduced by the nearest multiple of π in three parts (Cody and Waite), so
/// sin x = ±sin r and cos x = ±cos r with |r| ≤ π/2, then a Taylor polynomial: degree 17 for the
/// sine (remainder (π/2)¹⁹/19! < 5·10⁻¹⁴), 16 for the cosine (< 6·10⁻¹³). No branch depends on
/// the argument, so the processor has nothing to mispredict.
package enum FastTrig {
  /// 1/π.
  private static let inversePi = 0.318_309_886_183_790_671_54
  /// π in three parts: its leading 30 bits and the next 30 (so k·part is exact for |k| < 2²³,
  /// |x| < 2.6·10⁷), then the rest rounded.
  private static let pi1 = 3.141_592_651_605_606  // 0x1.921fb54p+1
  private static let pi2 = 1.984_187_158_327_044_2e-09  // 0x1.10b46118p-29
  private static let pi3 = 1.034_036_596_358_821e-18
  /// 1.5·2⁵²: adding and subtracting it rounds a double to the nearest integer.
  private static let rounder = 6_755_399_441_055_744.0

  /// The reduced argument r (|r| ≤ π/2) and the sign (−1)^k of x = r + kπ.
  @inline(__always)
  private static func reduce(_ x: Double) -> (r: Double, sign: Double) {
    let k = (x * inversePi + rounder) - rounder
    let r = ((x - k * pi1) - k * pi2) - k * pi3
    return (r, 1 - 2 * Double(Int(k) & 1))
  }

  @inline(__always)
  private static func sinPoly(_ r: Double) -> Double {
    let z = r * r
    let tail =
      -1.0 / 6 + z
      * (1.0 / 120 + z
        * (-1.0 / 5040 + z
          * (1.0 / 362_880 + z
            * (-1.0 / 39_916_800
              + z * (1.0 / 6_227_020_800 + z * (-1.0 / 1_307_674_368_000 + z * (1.0 / 355_687_428_096_000)))))))
    return r + r * z * tail
  }

  @inline(__always)
  private static func cosPoly(_ r: Double) -> Double {
    let z = r * r
    return 1
      + z
      * (-0.5 + z
        * (1.0 / 24 + z
          * (-1.0 / 720 + z
            * (1.0 / 40_320 + z
              * (-1.0 / 3_628_800
                + z * (1.0 / 479_001_600 + z * (-1.0 / 87_178_291_200 + z * (1.0 / 20_922_789_888_000))))))))
  }

  /// cos x.
  @inline(__always)
  package static func cos(_ x: Double) -> Double {
    let (r, sign) = reduce(x)
    return sign * cosPoly(r)
  }

  /// sin x.
  @inline(__always)
  package static func sin(_ x: Double) -> Double {
    let (r, sign) = reduce(x)
    return sign * sinPoly(r)
  }

  /// (sin x, cos x) from one reduction.
  @inline(__always)
  package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let (r, sign) = reduce(x)
    return (sign * sinPoly(r), sign * cosPoly(r))
  }
}
