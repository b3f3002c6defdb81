import AlmanacCore

/// CLDR's week data by region (`supplementalData.xml`, `weekData`: `firstDay`, `minDays`,
/// `weekendStart`/`weekendEnd`), CLDR 42 as ICU 72.1 carries it (data/SOURCES.md): what
/// ``WeekConventions`` answers from when Almanac is built without the SystemICU trait. With the
/// trait a test compares every region of the world with ICU.
///
/// Only the regions that differ from CLDR's world default (`001`: Monday first, a Saturday–Sunday
/// weekend, a year's first week of at least one day) are listed.
enum WeekData {
  /// The conventions of a region (ISO 3166 code, `CN`), or the world's for `nil` or a region
  /// CLDR does not list.
  static func conventions(region: String?) -> WeekConventions {
    guard let region else { return world }
    let first: Weekday =
      sundayFirst.contains(region)
      ? .sunday
      : saturdayFirst.contains(region)
        ? .saturday
        : region == "MV" ? .friday : .monday
    let weekend: Set<Weekday> =
      if fridaySaturday.contains(region) {
        [.friday, .saturday]
      } else if sundayOnly.contains(region) {
        [.sunday]
      } else if region == "IR" {
        [.friday]
      } else if region == "AF" {
        [.thursday, .friday]
      } else {
        [.saturday, .sunday]
      }
    return WeekConventions(
      firstWeekday: first, minimalDaysInFirstWeek: fourDayFirstWeek.contains(region) ? 4 : 1, weekend: weekend
    )
  }

  /// `001`.
  static let world = WeekConventions(
    firstWeekday: .monday, minimalDaysInFirstWeek: 1, weekend: [.saturday, .sunday])

  /// `firstDay day="sun"`.
  static let sundayFirst: Set<String> = [
    "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN",
    "ID", "IL",
    "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE",
    "PH", "PK",
    "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
  ]
  /// `firstDay day="sat"` (`MV` alone begins on Friday).
  static let saturdayFirst: Set<String> = [
    "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
  ]
  /// `minDays count="4"` (ISO 8601 weeks).
  static let fourDayFirstWeek: Set<String> = [
    "AD", "AT", "AX", "BE", "BG", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FJ", "FO", "FR", "GB", "GF",
    "GG", "GI",
    "GP", "GR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "MC", "MQ", "NL", "NO", "PL", "PT",
    "RE", "RU",
    "SE", "SJ", "SK", "SM", "VA",
  ]
  /// `weekendStart day="fri"`, `weekendEnd day="sat"`.
  static let fridaySaturday: Set<String> = [
    "BH", "DZ", "EG", "IL", "IQ", "JO", "KW", "LY", "OM", "QA", "SA", "SD", "SY", "YE",
  ]
  /// A Sunday weekend alone (`weekendStart` and `weekendEnd` both `sun`). `IR` rests on Friday
  /// alone and `AF` on Thursday and Friday.
  static let sundayOnly: Set<String> = ["IN", "UG"]
}
