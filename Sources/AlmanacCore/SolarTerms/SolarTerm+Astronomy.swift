extension SolarTerm {
  /// Computes this term's instant in a year with the astronomy engine.
  package func computeEvent(
    in year: Int, precision: SeriesPrecision = .instant, series: AstronomySeries = .builtIn
  ) -> SolarTermEvent {
    SolarTermEvent(
      term: self, year: year, secondsSince1970: computeInstant(in: year, precision: precision, series: series))
  }

  /// The instant (seconds since 1970, UT) the Sun reaches this term's longitude in `year`,
  /// summing `precision`'s series: `.instant` (the default) is within a few seconds of `.full`
  /// at a fraction of the cost; the generated tables use `.full`.
  package func computeInstant(
    in year: Int, precision: SeriesPrecision = .instant, series: AstronomySeries = .builtIn
  ) -> Double {
    let guess = meanInstant(in: year)
    let jde =
      precision == .full
      ? AstronomicalEvents.sunReaches(longitude: longitude, near: guess, series: series)
      : AstronomicalEvents.sunReaches(longitude: longitude, near: guess, precision: precision, series: series)
    return JulianDay.secondsSince1970(ttJDE: jde)
  }

  /// The TT Julian day at which the mean Sun reaches this term's longitude in `year`.
  private func meanInstant(in year: Int) -> Double {
    // The mean Sun is at 280.46° at J2000.0 and moves 0.98564736° a day; measured from there,
    // every term of a year lies 4 to 360 days after 1 January (小寒 at 285° early in January).
    let daysAfterMean = Degrees.normalized(longitude - 280.46) / 0.98564736
    return JulianDay.j2000 + Double(year - 2000) * 365.2422 + daysAfterMean
  }
}
