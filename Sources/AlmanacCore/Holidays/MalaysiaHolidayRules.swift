/// Malaysia's public holidays, federal and state by state, from 2014, as the Holidays Act 1951
/// (Peninsular Malaysia and the federal territories), Sabah's Holidays Ordinance and Sarawak's
/// Public Holidays Ordinance fix them and as the Chief Secretary's yearly list (Senarai Hari
/// Kelepasan Am) gives their dates:
///
/// - the days a rule gives: New Year's Day where it is kept, Chinese New Year's two days (from
///   Almanac's Chinese calendar), Labour Day, the Yang di-Pertuan Agong's birthday (the first
///   Saturday of June until 2016, 9 September 2017–2019, 8 June 2020, the first Monday of June
///   since), National Day, Malaysia Day, Christmas, Good Friday (Sabah, Sarawak), and each
///   state's days with fixed dates or weekdays (its ruler's or governor's birthday, Federal
///   Territory Day, Pesta Kaamatan, Gawai Dayak);
/// - the days whose dates are announced (``Announced``): the Islamic days by the Keeper of the
///   Rulers' Seal's reckoning, Thaipusam, Wesak and Deepavali, the Hol of Johor, and the years a
///   ruler's birthday is moved. No rule gives them; the built-in table lists them year by year
///   as data;
/// - days in lieu: a holiday the law lets be replaced that falls on the state's first weekly
///   rest day (Sunday; Friday in Kedah and in Johor while its weekend was Friday–Saturday;
///   Saturday in Kelantan and Terengganu) makes the next working day that is not already a
///   holiday a holiday (the Act's s. 3 and the states' versions of it). Some state days are
///   not replaced;
/// - the one-off days the government declares (an election's additional holiday), listed as
///   data; they take no day in lieu.
///
/// `MY` alone is the federal list: the days every state keeps, with Saturday and Sunday as the
/// weekend; a state (`MY-01` … `MY-16`) adds its own. Under the Employment Act 1955 (s. 60D) five
/// of them must be among a worker's paid holidays: National Day, the Agong's birthday, the
/// ruler's or governor's birthday (Federal Territory Day in a federal territory), Labour Day and
/// Malaysia Day; they are the statutory days here, the others days off.
public enum MalaysiaHolidayRules {
  /// The years the rules are stated for (2014: Johor's and the federal territories' days as they
  /// are today begin then).
  public static let years = 2014...2099

  /// The observances whose dates are announced, by the key the data file uses.
  public enum Announced: String, CaseIterable, Sendable {
    /// Thaipusam (Johor, Negeri Sembilan, Penang, Perak, Selangor, Kuala Lumpur, Putrajaya).
    case thaipusam
    /// Awal Ramadan (Johor, Kedah; Melaka until 2024).
    case awalRamadan = "awal-ramadan"
    /// Nuzul Al-Quran (Kelantan, Pahang, Penang, Perak, Perlis, Selangor, Terengganu and the
    /// federal territories).
    case nuzulAlQuran = "nuzul-al-quran"
    /// Hari Raya Puasa's first day (its second, and Melaka's third since 2025, follow it).
    case hariRayaPuasa = "hari-raya-puasa"
    /// Hari Raya Haji (Hari Arafah before it in Kelantan and Terengganu, a second day after it in
    /// Kedah, Kelantan, Perlis and Terengganu).
    case hariRayaHaji = "hari-raya-haji"
    /// Israk dan Mikraj (Kedah, Negeri Sembilan, Perlis; Terengganu since 2020).
    case israkMikraj = "israk-mikraj"
    /// Awal Muharam, the Islamic new year.
    case awalMuharam = "awal-muharam"
    /// Maulidur Rasul, the Prophet's birthday (twice in some Gregorian years).
    case maulidurRasul = "maulidur-rasul"
    /// Hari Wesak.
    case wesak
    /// Deepavali (not in Sarawak).
    case deepavali
    /// The Hol of the late Sultan Iskandar (Johor).
    case holJohor = "hol-johor"
    /// A year the Sultan of Kedah's birthday is moved from the third Sunday of June.
    case sultanKedah = "sultan-kedah"
    /// A year the Sultan of Pahang's birthday is moved from 30 July.
    case sultanPahang = "sultan-pahang"
    /// A year Federal Territory Day is moved from 1 February.
    case federalTerritory = "federal-territory"

    /// Whether every year of the data must give the date (the ones that move a rule's day are
    /// given only in the years they are moved).
    public var isYearly: Bool { ![.sultanKedah, .sultanPahang, .federalTerritory, .holJohor].contains(self) }
  }

  /// The states' and federal territories' names by subdivision number, as the lists write them.
  static let stateNames = [
    "01": "Johor", "02": "Kedah", "03": "Kelantan", "04": "Melaka", "05": "Negeri Sembilan", "06": "Pahang",
    "07": "Pulau Pinang", "08": "Perak", "09": "Perlis", "10": "Selangor", "11": "Terengganu", "12": "Sabah",
    "13": "Sarawak", "14": "Wilayah Persekutuan Kuala Lumpur", "15": "Wilayah Persekutuan Labuan",
    "16": "Wilayah Persekutuan Putrajaya",
  ]

  /// A region's name: `Malaysia (MY)`, `Selangor (MY-10)`; `nil` for a region that is not Malaysia
  /// or one of its states.
  public static func name(of region: HolidayRegion) -> String? {
    if region == .malaysia { return "Malaysia (MY)" }
    guard region.country == "MY", let subdivision = region.subdivision, let name = stateNames[subdivision]
    else {
      return nil
    }
    return "\(name) (\(region.rawValue))"
  }

  /// Whether a region is `MY` or one of its states: the regions these rules are for.
  public static func covers(_ region: HolidayRegion) -> Bool {
    region == .malaysia || HolidayRegion.malaysianStates.contains(region)
  }

  /// The weekends a region has had ([`HolidayRegion/weekendEras`]): Friday and Saturday in
  /// Kedah (`MY-02`), Kelantan (`MY-03`) and Terengganu (`MY-11`); in Johor (`MY-01`) from 2014
  /// to 2024 (from 2025 Saturday and Sunday again, by the Regent's decree of October 2024).
  static func weekendEras(of region: HolidayRegion) -> [(since: Int, weekend: Set<Weekday>)] {
    let fridaySaturday: Set<Weekday> = [.friday, .saturday]
    switch region.subdivision {
    case "01":
      return [
        (Int.min, HolidayRegion.saturdaySunday), (2014, fridaySaturday), (2025, HolidayRegion.saturdaySunday),
      ]
    case "02", "03", "11": return [(Int.min, fridaySaturday)]
    default: return []
    }
  }

  /// A year's public holidays in a region (`MY` or `MY-01` … `MY-16`): those a rule gives, those
  /// whose `dates` are announced (by ``Announced`` key; none known gives none), the `oneOff` days
  /// (returned by the caller, counted here as days already taken) and the days in lieu. Empty
  /// outside ``years`` or for another region.
  public static func holidays(
    in year: Int, region: HolidayRegion, dates: [Announced: [CivilDate]] = [:], oneOff: [Holiday] = [],
    notice: String? = nil
  ) -> [Holiday] {
    guard years.contains(year), covers(region) else { return [] }
    var days: [(name: HolidayName, days: [CivilDate], replaced: Bool, statutory: Bool)] = []
    // A holiday's days, each run of consecutive ones a holiday of its own (Israk dan Mikraj
    // twice in 2027 is two holidays, not a block from January to December).
    func add(_ name: HolidayName, _ dates: [CivilDate?], replaced: Bool = true, statutory: Bool = false) {
      var run: [CivilDate] = []
      for day in dates.compactMap({ $0 }).sorted() {
        if let last = run.last, day != last.adding(days: 1) {
          days.append((name, run, replaced, statutory))
          run = []
        }
        run.append(day)
      }
      if !run.isEmpty { days.append((name, run, replaced, statutory)) }
    }
    func on(_ month: Int, _ day: Int) -> CivilDate? { CivilDate(year: year, month: month, day: day) }
    func nth(_ n: Int, _ weekday: Weekday, of month: Int) -> CivilDate? {
      CivilDate.nth(n, weekday, month: month, year: year)
    }
    func announced(_ key: Announced) -> [CivilDate] { dates[key] ?? [] }
    let state = region.subdivision
    let haji = announced(.hariRayaHaji)
    // Kedah's and Pahang's rulers have moved their birthdays in some years (2024, 2026; 2022,
    // 2026), so a year without the list has the rule's day off but no statutory day to hold it to.
    let listed = !dates.isEmpty
    let puasa = announced(.hariRayaPuasa)

    // The federal days, kept everywhere.
    if let newYear = try? LunarCalendar.chinese.newYear(of: year) {
      add(Names.chineseNewYear, [newYear])
      add(Names.chineseNewYearSecond, [newYear.adding(days: 1)])
    }
    add(Names.wesak, announced(.wesak))
    add(Names.labour, [on(5, 1)], statutory: true)
    let agong: CivilDate? =
      year <= 2016
      ? nth(1, .saturday, of: 6) : year <= 2019 ? on(9, 9) : year == 2020 ? on(6, 8) : nth(1, .monday, of: 6)
    add(Names.agong, [agong], statutory: true)
    add(Names.national, [on(8, 31)], statutory: true)
    add(Names.malaysiaDay, [on(9, 16)], statutory: true)
    add(Names.christmas, [on(12, 25)])
    add(Names.awalMuharam, announced(.awalMuharam), replaced: false)
    add(Names.maulidurRasul, announced(.maulidurRasul))
    add(Names.puasa, puasa)
    add(Names.puasaSecond, puasa.map { $0.adding(days: 1) })
    add(Names.haji, haji)

    let federalTerritory = ["14", "15", "16"].contains(state)
    if let state, !["13", "14", "15", "16"].contains(state) { add(Names.deepavali, announced(.deepavali)) }
    if federalTerritory {
      add(Names.newYear, [on(1, 1)])
      add(Names.federalTerritory, [announced(.federalTerritory).first ?? on(2, 1)], statutory: true)
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
    }
    let thaipusam = announced(.thaipusam)
    let goodFriday = HolidayRuleSupport.easter(year)?.adding(days: -2)  // Sabah, Sarawak
    switch state {
    case "01":
      add(Names.thaipusam, thaipusam)
      if year >= 2015 { add(Names.ruler(.johor), [on(3, 23)], replaced: false, statutory: true) }
      add(Names.holJohor, announced(.holJohor), replaced: false)
      add(Names.awalRamadan, announced(.awalRamadan))
    case "02":
      let birthday =
        announced(.sultanKedah).first ?? (year >= 2020 ? nth(3, .sunday, of: 6) : nth(3, .sunday, of: 1))
      add(Names.ruler(.kedah), [birthday], replaced: false, statutory: listed)
      add(Names.israkMikraj, announced(.israkMikraj))
      add(Names.awalRamadan, announced(.awalRamadan))
      add(Names.hajiSecond, haji.map { $0.adding(days: 1) })
    case "03":
      let birthday = year >= 2023 ? [on(9, 29), on(9, 30)] : [on(11, 11), on(11, 12)]
      add(Names.ruler(.kelantan), birthday, replaced: false, statutory: true)
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
      if year >= 2023 { add(Names.arafah, haji.map { $0.adding(days: -1) }) }
      add(Names.hajiSecond, haji.map { $0.adding(days: 1) })
    case "04":
      add(Names.newYear, [on(1, 1)])
      if year >= 2024 {
        add(Names.melakaIndependence, [on(2, 20)])
      } else {
        add(Names.melakaHistoricalCity, [on(4, 15)])
      }
      add(Names.ruler(.melaka), [year >= 2020 ? on(8, 24) : nth(2, .friday, of: 10)], statutory: true)
      if year >= 2025 {
        add(Names.puasaThird, puasa.map { $0.adding(days: 2) })
      } else {
        add(Names.awalRamadan, announced(.awalRamadan))
      }
    case "05":
      add(Names.newYear, [on(1, 1)])
      add(Names.thaipusam, thaipusam)
      add(Names.ruler(.negeriSembilan), [on(1, 14)], statutory: true)
      add(Names.israkMikraj, announced(.israkMikraj))
    case "06":
      add(Names.newYear, [on(1, 1)])
      add(Names.holPahang, [year >= 2020 ? on(5, 22) : on(5, 7)])
      add(
        Names.ruler(.pahang), [announced(.sultanPahang).first ?? (year >= 2019 ? on(7, 30) : on(10, 24))],
        statutory: listed)
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
    case "07":
      add(Names.newYear, [on(1, 1)])
      add(Names.thaipusam, thaipusam)
      add(Names.georgeTown, [on(7, 7)])
      add(Names.ruler(.penang), [nth(2, .saturday, of: 7)], statutory: true)
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
    case "08":
      add(Names.newYear, [on(1, 1)])
      add(Names.thaipusam, thaipusam)
      add(
        Names.ruler(.perak), [year >= 2018 ? nth(1, .friday, of: 11) : on(11, 27)], replaced: false,
        statutory: true)
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
    case "09":
      add(Names.ruler(.perlis), [(2018...2021).contains(year) ? on(7, 17) : on(5, 17)], statutory: true)
      add(Names.israkMikraj, announced(.israkMikraj))
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
      add(Names.hajiSecond, haji.map { $0.adding(days: 1) })
    case "10":
      add(Names.newYear, [on(1, 1)])
      add(Names.thaipusam, thaipusam)
      add(Names.ruler(.selangor), [on(12, 11)], statutory: true)
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
    case "11":
      add(Names.terengganuInstallation, [on(3, 4)])
      add(Names.ruler(.terengganu), [on(4, 26)], statutory: true)
      if year >= 2020 { add(Names.israkMikraj, announced(.israkMikraj)) }
      add(Names.nuzulAlQuran, announced(.nuzulAlQuran))
      add(Names.arafah, haji.map { $0.adding(days: -1) })
      add(Names.hajiSecond, haji.map { $0.adding(days: 1) })
    case "12":
      add(Names.newYear, [on(1, 1)])
      add(Names.goodFriday, [goodFriday], replaced: false)
      add(Names.kaamatan, [on(5, 30), on(5, 31)], replaced: false)
      add(
        Names.ruler(.sabah), [year >= 2025 ? on(3, 30) : nth(1, .saturday, of: 10)], replaced: false,
        statutory: true)
      if year >= 2019 { add(Names.christmasEve, [on(12, 24)], replaced: false) }
    case "13":
      add(Names.newYear, [on(1, 1)])
      add(Names.goodFriday, [goodFriday], replaced: false)
      add(Names.gawai, [on(6, 1), on(6, 2)])
      add(Names.ruler(.sarawak), [nth(2, .saturday, of: 10)], replaced: false, statutory: true)
      if year >= 2017 { add(Names.sarawakIndependence, [on(7, 22)]) }
    case "14", "16":
      add(Names.thaipusam, thaipusam)
      add(Names.deepavali, announced(.deepavali))
    case "15":
      add(Names.kaamatan, [on(5, 30), on(5, 31)], replaced: false)
      add(Names.deepavali, announced(.deepavali))
    default: break
    }

    var result: [Holiday] = days.map { name, dates, _, statutory in
      Holiday(
        region: region, year: year, name: name, daysOff: dates, statutoryDays: statutory ? dates : [],
        notice: notice)
    }
    // Days in lieu: each replaced holiday's day on the state's first rest day, in date order, on
    // the next working day that is not already a holiday. The law replaces a day, not a holiday:
    // two holidays on one Sunday (Thaipusam and Federal Territory Day, 2026-02-01) give one day,
    // named for both.
    let weekend = CivilDate(year: year, month: 1, day: 1).map(region.weekend(on:)) ?? region.weekend
    let firstRest: Weekday =
      weekend.contains(.friday) ? (["03", "11"].contains(state) ? .saturday : .friday) : .sunday
    var taken = Set(result.flatMap(\.daysOff)).union(oneOff.flatMap(\.daysOff))
    var owed: [(name: HolidayName, day: CivilDate)] = []
    for entry in days where entry.replaced {
      for day in entry.days {
        if let index = owed.firstIndex(where: { $0.day == day }) {
          owed[index].name = Names.joined(owed[index].name, entry.name)
        } else {
          owed.append((entry.name, day))
        }
      }
    }
    let inLieu = HolidayRuleSupport.madeUpDays(
      owed, where: { $0.weekday == firstRest }, rest: { weekend.contains($0.weekday) }, taken: &taken)
    for (name, day) in inLieu {
      result.append(
        Holiday(region: region, year: year, name: Names.inLieu(of: name), daysOff: [day], notice: notice))
    }
    return HolidayRuleSupport.inTableOrder(result)
  }
}
