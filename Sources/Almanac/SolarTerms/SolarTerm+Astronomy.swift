extension SolarTerm {
  /// Computes this term's instant in a year with the astronomy engine.
  package func computeEvent(in year: Int) -> SolarTermEvent {
    SolarTermEvent(term: self, year: year, secondsSince1970: computeInstant(in: year))
  }

  /// The instant (seconds since 1970, UT) the Sun reaches this term's longitude in `year`.
  package func computeInstant(in year: Int) -> Double {
    // The mean Sun is at 280.46° at J2000.0 and moves 0.98564736° a day; measured from there,
    // every term of a year lies 4 to 360 days after 1 January (小寒 at 285° early in January).
    let daysAfterMean = Degrees.normalized(longitude - 280.46) / 0.98564736
    let guess = JulianDay.j2000 + Double(year - 2000) * 365.2422 + daysAfterMean
    let jde = AstronomicalEvents.sunReaches(longitude: longitude, near: guess)
    return JulianDay.secondsSince1970(ttJDE: jde)
  }
}
