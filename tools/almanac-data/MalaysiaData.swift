import Almanac

/// Malaysia's built-in tables from `data/holidays/MY-dates.tsv` (the announced days' dates) and
/// `data/holidays/MY-days.tsv` (the one-off days): for `MY` and each state, every year of the
/// dates file through ``MalaysiaHolidayRules``.
enum MalaysiaData {
  static let datesFile = "data/holidays/MY-dates.tsv"
  static let daysFile = "data/holidays/MY-days.tsv"

  /// The regions' tables: `MY` first, then `MY-01` … `MY-16`.
  static func load(_ project: Project, notices: [Int: String], links: [Int: String]) throws -> [(
    region: HolidayRegion, years: [Int], holidays: [Holiday], links: [Int: String]
  )] {
    var dates: [Int: [MalaysiaHolidayRules.Announced: [CivilDate]]] = [:]
    for record in try project.records(datesFile, fields: ["year", "key", "date"]) {
      guard let year = Int(record.fields[0]), MalaysiaHolidayRules.years.contains(year) else {
        throw record.error("'\(record.fields[0])' is not a year of \(MalaysiaHolidayRules.years)")
      }
      guard let key = MalaysiaHolidayRules.Announced(rawValue: record.fields[1]) else {
        throw record.error(
          "'\(record.fields[1])' is not one of \(MalaysiaHolidayRules.Announced.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      guard let date = CivilDate(record.fields[2]), date.year == year else {
        throw record.error("'\(record.fields[2])' is not a date (YYYY-MM-DD) of \(year)")
      }
      dates[year, default: [:]][key, default: []].append(date)
    }
    let years = dates.keys.sorted()
    for year in years {
      let missing = MalaysiaHolidayRules.Announced.allCases.filter { $0.isYearly && dates[year]?[$0] == nil }
      guard missing.isEmpty else {
        throw DataFileError(
          file: datesFile, line: nil,
          reason: "\(year) lacks \(missing.map(\.rawValue).joined(separator: ", "))")
      }
    }
    guard let first = years.first, let last = years.last, years.count == last - first + 1 else {
      throw DataFileError(file: datesFile, line: nil, reason: "the years have gaps or there are none")
    }
    guard Set(years) == Set(notices.keys) else {
      throw DataFileError(
        file: HolidayDataGenerator.noticesFile, line: nil,
        reason:
          "MY has dates for \(first)...\(last) but notices for \(notices.keys.sorted().map(String.init).joined(separator: ", "))"
      )
    }
    var oneOff: [(date: CivilDate, regions: Set<String>?, name: HolidayName, note: String)] = []
    for record in try project.records(
      daysFile, fields: ["date", "where", "ms", "en", "zh-Hans", "zh-Hant", "note"])
    {
      guard let date = CivilDate(record.fields[0]), years.contains(date.year) else {
        throw record.error("'\(record.fields[0])' is not a date (YYYY-MM-DD) of \(first)...\(last)")
      }
      var regions: Set<String>?
      if record.fields[1] != "*" {
        let codes = record.fields[1].split(separator: ",").map { "MY-\($0)" }
        guard !codes.isEmpty,
          codes.allSatisfy({ code in HolidayRegion.malaysianStates.contains { $0.rawValue == code } })
        else {
          throw record.error("'\(record.fields[1])' is not * or a list of state numbers 01…16")
        }
        regions = Set(codes)
      }
      guard record.fields[2...6].allSatisfy({ !$0.isEmpty }) else {
        throw record.error("a name or the note is empty")
      }
      let name = HolidayName(
        zhHans: record.fields[4], zhHant: record.fields[5], english: record.fields[3], malay: record.fields[2]
      )
      oneOff.append((date, regions, name, record.fields[6]))
    }
    let regions = [HolidayRegion.malaysia] + HolidayRegion.malaysianStates
    return regions.map { region in
      var holidays: [Holiday] = []
      for year in years {
        let extra = oneOff.filter { $0.date.year == year && ($0.regions?.contains(region.rawValue) ?? true) }
          .map {
            Holiday(region: region, year: year, name: $0.name, daysOff: [$0.date], notice: $0.note)
          }
        holidays += MalaysiaHolidayRules.holidays(
          in: year, region: region, dates: dates[year] ?? [:], oneOff: extra, notice: notices[year])
        holidays += extra
      }
      return (region, years, HolidayRuleSupport.inTableOrder(holidays), links)
    }
  }
}
