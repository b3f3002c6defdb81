extension LunarDate {
  /// Writes the date's JSON fields in Almanac's order: `year`, `month`, `day`, `isLeapMonth`,
  /// `text`, `stemBranch`, `zodiac`, e.g.
  /// `{"year":2026,"month":1,"day":1,"isLeapMonth":false,"text":"正月初一","stemBranch":"丙午","zodiac":"马"}`.
  package func writeJSON(to json: inout JSONText, script: ChineseScript = .simplified) {
    json.object {
      $0.field("year", year)
      $0.field("month", month)
      $0.field("day", day)
      $0.field("isLeapMonth", isLeapMonth)
      $0.field("text", text(script))
      $0.field("stemBranch", stemBranch.description)
      $0.field("zodiac", zodiac.character(script))
    }
  }
}
