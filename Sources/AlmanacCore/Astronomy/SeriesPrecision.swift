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

  /// How many terms the built-in longitude, radius and nutation series keep at this precision.
  package var termCounts: (longitude: Int, radius: Int, nutation: Int) {
    AstronomySeries.builtIn.termCounts(self)
  }
}
