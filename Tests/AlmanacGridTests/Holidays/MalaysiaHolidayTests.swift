import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore

/// Malaysia's public holidays, federal (`MY`) and each state's (`MY-01` … `MY-16`), against
/// holidays 0.109 (data/holidays/MY-reference.tsv, written by
/// tools/crosscheck/holiday_reference_my.py): every built-in table day by day, with its names and
/// its weekend year by year. The reference computes Chinese New Year, Easter, the rulers'
/// birthdays, the weekends and the days in lieu with its own code; its Islamic days, Thaipusam,
/// Wesak, Deepavali and one-off days are the Chief Secretary's lists, as Almanac's data are.
@Suite("Malaysia (MY and its states): public holidays, weekends and days in lieu against holidays 0.109")
struct MalaysiaHolidayTests {
  /// The reference's rows: per region, per day, the names; per region and year, the weekend.
  struct Reference {
    var days: [HolidayRegion: [CivilDate: [String]]] = [:]
    var weekends: [HolidayRegion: [Int: Set<Weekday>]] = [:]
  }

  static func reference() throws -> Reference {
    var result = Reference()
    let weekdays: [String: Weekday] = [
      "MON": .monday, "TUE": .tuesday, "WED": .wednesday, "THU": .thursday, "FRI": .friday, "SAT": .saturday,
      "SUN": .sunday,
    ]
    for fields in try ProjectFiles.records("data/holidays/MY-reference.tsv") {
      let region = try #require(HolidayRegion(rawValue: fields[0]))
      let year = try #require(Int(fields[1]))
      if fields[2] == "weekend" {
        result.weekends[region, default: [:]][year] = Set(
          fields[3].split(separator: ",").compactMap { weekdays[String($0)] })
      } else {
        result.days[region, default: [:]][try #require(CivilDate(fields[2]))] = fields[3].components(
          separatedBy: "; ")
      }
    }
    return result
  }

  /// Almanac's English names where the reference words them otherwise.
  static let referenceNames = [
    "Labour Day": "Labor Day", "Hari Raya Puasa": "Eid al-Fitr", "Hari Raya Haji": "Eid al-Adha",
    "Deepavali": "Diwali", "Nuzul Al-Quran": "Nuzul Al-Quran Day",
  ]

  /// A name as the reference writes it: `Hari Raya Puasa (Second Day) (in lieu)` →
  /// `Eid al-Fitr (Second Day) (observed)`; a day in lieu of two holidays gives both.
  static func referenceNames(_ english: String) -> [String] {
    let inLieu = english.hasSuffix(" (in lieu)")
    return english.replacingOccurrences(of: " (in lieu)", with: "").components(separatedBy: " / ").map {
      part in
      var name = part
      for (ours, theirs) in referenceNames where name == ours || name.hasPrefix(ours + " (") {
        name = theirs + name.dropFirst(ours.count)
      }
      return inLieu ? name + " (observed)" : name
    }
  }

  static let regions = [HolidayRegion.malaysia] + HolidayRegion.malaysianStates

  /// Days Almanac has that the reference lacks, each settled by the government's text
  /// (data/SOURCES.md): Kedah's (`MY-02`) Thaipusam, an occasional holiday its government declared under
  /// the Holidays Act's s. 9(1) in these years (the reference has 2022's alone).
  static let settled: [HolidayRegion: Set<CivilDate>] = [
    HolidayRegion.malaysianStates[1]: Set(
      ["2014-01-17", "2016-01-24", "2023-02-05", "2024-01-25", "2025-02-11", "2026-02-01"].compactMap(
        CivilDate.init))
  ]

  @Test("every table has exactly the reference's days off in each of its years", arguments: regions)
  func days(region: HolidayRegion) throws {
    let reference = try Self.reference()
    let table = try #require(HolidayTable.builtIn(region: region))
    let wanted = try #require(reference.days[region])
    #expect(table.years.first == MalaysiaHolidayRules.years.lowerBound)
    #expect(table.years == Array((table.years.first ?? 0)...(table.years.last ?? 0)))
    #expect(
      Set(table.years).isSubset(of: Set(wanted.keys.map(\.year))), "the reference has the table's years")
    for year in table.years {
      let expected = Set(wanted.keys.filter { $0.year == year })
        .union(Self.settled[region, default: []].filter { $0.year == year })
      let got = Set(table.holidays(inYear: year).flatMap(\.daysOff))
      #expect(got == expected, HolidayReference.difference(year, got: got, expected: expected))
    }
  }

  /// The reference's names of the announced days, by the data file's key.
  static let announcedKeys: [String: MalaysiaHolidayRules.Announced] = [
    "Thaipusam": .thaipusam, "Beginning of Ramadan": .awalRamadan, "Nuzul Al-Quran Day": .nuzulAlQuran,
    "Isra' and Mi'raj": .israkMikraj, "Eid al-Fitr": .hariRayaPuasa, "Eid al-Adha": .hariRayaHaji,
    "Islamic New Year": .awalMuharam, "Prophet Muhammad's Birthday": .maulidurRasul, "Vesak Day": .wesak,
    "Diwali": .deepavali, "The Sultan of Johor Hol": .holJohor,
  ]

  @Test(
    "after the table, the rules give the reference's whole year, given its dates for the announced days",
    arguments: regions)
  func rulesAfterTheTable(region: HolidayRegion) throws {
    let reference = try Self.reference()
    let wanted = try #require(reference.days[region])
    let table = try #require(HolidayTable.builtIn(region: region))
    let last = try #require(table.years.last)
    let later = Set(wanted.keys.map(\.year)).filter { $0 > last }
    #expect(later.count >= 10, "the reference reaches at least ten years past the table")
    for year in later.sorted() {
      var dates: [MalaysiaHolidayRules.Announced: [CivilDate]] = [:]
      for (day, names) in wanted where day.year == year {
        for name in names {
          let plain = name.replacingOccurrences(of: " (estimated)", with: "")
          if let key = Self.announcedKeys[plain] { dates[key, default: []].append(day) }
        }
      }
      let rules = MalaysiaHolidayRules.holidays(in: year, region: region, dates: dates)
      let got = Set(rules.flatMap(\.daysOff))
      let expected = Set(wanted.keys.filter { $0.year == year })
      #expect(got == expected, "\(region) \(HolidayReference.difference(year, got: got, expected: expected))")
    }
  }

  @Test("each day's name is among the reference's, a day in lieu named for its holiday", arguments: regions)
  func names(region: HolidayRegion) throws {
    let reference = try Self.reference()
    let wanted = try #require(reference.days[region])
    let table = try #require(HolidayTable.builtIn(region: region))
    for holiday in table.holidays {
      for day in holiday.daysOff where !Self.settled[region, default: []].contains(day) {
        let names = try #require(wanted[day], "\(region) \(day)")
        let ours = Self.referenceNames(holiday.name.english)
        #expect(Set(ours).isSubset(of: names), "\(region) \(day): \(ours) / \(names)")
        #expect(holiday.name.malay != nil, "\(region) \(day)")
      }
    }
  }

  @Test("each year's weekend is the reference's, on the table and in the region", arguments: regions)
  func weekends(region: HolidayRegion) throws {
    let reference = try Self.reference()
    let wanted = try #require(reference.weekends[region])
    let table = try #require(HolidayTable.builtIn(region: region))
    for year in table.years {
      let day = try #require(CivilDate(year: year, month: 6, day: 1))
      #expect(table.weekend(on: day) == wanted[year], "\(region) \(year)")
      #expect(region.weekend(on: day) == wanted[year], "\(region) \(year)")
    }
  }

  @Test("a day's status follows the weekend of its year: Johor's Fridays off until 2024, Sundays from 2025")
  func statusByWeekend() throws {
    let code = try #require(HolidayRegion(rawValue: "MY-01"))
    let johor = try #require(HolidayTable.builtIn(region: code))
    for year in johor.years {
      let weekend = try Self.reference().weekends[johor.region]?[year] ?? []
      var day = try #require(CivilDate(year: year, month: 1, day: 1))
      while day.year == year {
        let status = try johor.status(on: day)
        if johor.holiday(on: day) == nil {
          #expect((status == .weekend) == weekend.contains(day.weekday), "\(day) \(status)")
        }
        day = day.adding(days: 1)
      }
    }
  }

  @Test(
    "workday counts over any span equal the days counted one by one",
    arguments: [
      "MY", "MY-01", "MY-02", "MY-11", "MY-13",
    ])
  func workdayCounts(code: String) throws {
    let region = try #require(HolidayRegion(rawValue: code))
    let table = try #require(HolidayTable.builtIn(region: region))
    let firstYear = try #require(table.years.first)
    let lastYear = try #require(table.years.last)
    let first = try #require(CivilDate(year: firstYear, month: 1, day: 1))
    let last = try #require(CivilDate(year: lastYear, month: 12, day: 31))
    var working: [Bool] = []
    var day = first
    while day <= last {
      working.append(try table.status(on: day).isWorkday)
      day = day.adding(days: 1)
    }
    // Spans that start and end on every kind of day, across the change of Johor's weekend.
    var generator = SplitMix(state: 20261206)
    for _ in 0..<400 {
      let a = Int.random(in: 0..<working.count, using: &generator)
      let b = Int.random(in: a..<min(working.count, a + 800), using: &generator)
      let counted = working[a...b].filter { $0 }.count
      let from = first.adding(days: a)
      let through = first.adding(days: b)
      #expect(try table.workdays(from: from, through: through) == counted, "\(code) \(from)…\(through)")
      if counted > 0 {
        let target = try table.adding(workdays: counted - (working[a] ? 1 : 0), to: from)
        #expect(try table.status(on: target).isWorkday && target <= through, "\(code) \(from) + \(counted)")
      }
    }
  }

  @Test("the five days the Employment Act makes compulsory are the statutory ones", arguments: regions)
  func statutoryDays(region: HolidayRegion) throws {
    let table = try #require(HolidayTable.builtIn(region: region))
    for year in table.years {
      let statutory = table.holidays(inYear: year).filter { !$0.statutoryDays.isEmpty }.map(\.name.english)
      for name in ["Labour Day", "Birthday of HM Yang di-Pertuan Agong", "National Day", "Malaysia Day"] {
        #expect(statutory.contains(name), "\(region) \(year) \(name)")
      }
      // The ruler's or governor's birthday (Federal Territory Day in a federal territory); Johor's
      // Sultan's from 2015.
      let ruler = region != .malaysia && !(region.subdivision == "01" && year < 2015)
      #expect(statutory.count == (ruler ? 5 : 4), "\(region) \(year) \(statutory)")
    }
  }
}

/// A seeded generator (SplitMix64), so that the spans are the same on every run.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
