/// Singapore's public holidays as the Holidays Act 1998 fixes them, from 2010:
///
/// - the Schedule's days whose dates a rule gives: New Year's Day, Chinese New Year (its first two
///   days, from Almanac's Chinese calendar), Good Friday, Labour Day, National Day (9 August) and
///   Christmas Day;
/// - the Schedule's days whose dates the government announces each year (the Ministry of
///   Manpower publishes them the year before): Hari Raya Puasa, Vesak Day, Hari Raya Haji and
///   Deepavali. No rule gives them (Hari Raya follows MUIS's reckoning of the Islamic months,
///   Deepavali the Hindu calendar), so the built-in table lists them year by year as data;
/// - section 4(2): a Schedule day on a Sunday makes "the day next following not being itself a
///   public holiday" a public holiday (the holiday in lieu). A Schedule day on a Saturday gives
///   no public holiday;
/// - the one-off days the President declares (Polling Day, the SG50 holiday of 2015-08-07):
///   listed as data; they take no day in lieu.
///
/// Every public holiday is a paid holiday under the Employment Act (section 88), so every day
/// off here is statutory. Years not yet gazetted are answered (as provisional) from the days a
/// rule gives and their days in lieu.
public enum SingaporeHolidayRules {
  /// The years the rules are stated for.
  public static let years = 2010...2099

  /// The English names of the Schedule's days the government announces yearly: a listed holiday
  /// with one of these names takes a day in lieu when it falls on a Sunday; other listed days
  /// (one-off days) do not.
  public static let announcedNames: Set<String> = ["Hari Raya Puasa", "Vesak Day", "Hari Raya Haji", "Deepavali"]

  /// A year's public holidays: those a rule gives, the listed ones (`designated`, returned
  /// unchanged only through ``holidays(in:designated:notice:)``'s caller) and the days in lieu of
  /// both. `designated` are the year's announced Schedule days and one-off days. Empty outside
  /// ``years``.
  public static func holidays(in year: Int, designated: [Holiday] = [], notice: String? = nil) -> [Holiday] {
    guard years.contains(year) else { return [] }
    let chinese = LunarCalendar.chinese
    func fixed(_ month: Int, _ day: Int) -> CivilDate? { CivilDate(year: year, month: month, day: day) }
    let newYear = try? chinese.newYear(of: year)
    let ruled: [(HolidayName, [CivilDate])] = [
      (Names.newYear, [fixed(1, 1)].compactMap { $0 }),
      (Names.chineseNewYear, newYear.map { [$0, $0.adding(days: 1)] } ?? []),
      (Names.goodFriday, [HolidayRuleSupport.easter(year)?.adding(days: -2)].compactMap { $0 }),
      (Names.labour, [fixed(5, 1)].compactMap { $0 }),
      (Names.national, [fixed(8, 9)].compactMap { $0 }),
      (Names.christmas, [fixed(12, 25)].compactMap { $0 }),
    ]
    var result: [Holiday] = ruled.compactMap { name, days in
      guard let first = days.first, let last = days.last else { return nil }
      return Holiday(
        region: .singapore, year: year, name: name, days: first...last, statutoryDays: days, notice: notice)
    }
    // Section 4(2): each Schedule day on a Sunday, in date order, on the next day that is not
    // itself a public holiday (or a Saturday or Sunday).
    var taken = Set(result.flatMap(\.daysOff)).union(designated.flatMap(\.daysOff))
    var schedule: [(HolidayName, CivilDate)] = ruled.flatMap { name, days in days.map { (name, $0) } }
    schedule += designated.filter { announcedNames.contains($0.name.english) }.flatMap { holiday in
      holiday.daysOff.map { (holiday.name, $0) }
    }
    let owed = schedule.map { (name: $0.0, day: $0.1) }
    for (name, next) in HolidayRuleSupport.madeUpDays(owed, where: { $0.weekday == .sunday }, taken: &taken) {
      result.append(
        Holiday(
          region: .singapore, year: year, name: Names.inLieu(of: name), daysOff: [next], statutoryDays: [next],
          notice: notice))
    }
    return HolidayRuleSupport.inTableOrder(result)
  }

  /// The holidays' names as MOM gives them in English, with Malay and Chinese.
  enum Names {
    static func name(_ en: String, _ ms: String, _ hans: String, _ hant: String) -> HolidayName {
      HolidayName(zhHans: hans, zhHant: hant, english: en, malay: ms)
    }
    static let newYear = name("New Year's Day", "Tahun Baru", "元旦", "元旦")
    static let chineseNewYear = name("Chinese New Year", "Tahun Baru Cina", "农历新年", "農曆新年")
    static let goodFriday = name("Good Friday", "Jumaat Agung", "耶稣受难日", "耶穌受難日")
    static let labour = name("Labour Day", "Hari Pekerja", "劳动节", "勞動節")
    static let national = name("National Day", "Hari Kebangsaan", "国庆日", "國慶日")
    static let christmas = name("Christmas Day", "Hari Krismas", "圣诞节", "聖誕節")

    /// The day in lieu of a holiday: `National Day (in lieu)`, `国庆日补假`.
    static func inLieu(of name: HolidayName) -> HolidayName {
      HolidayName(
        zhHans: "\(name.zhHans)补假", zhHant: "\(name.zhHant)補假", english: "\(name.english) (in lieu)",
        malay: name.malay.map { "Cuti ganti \($0)" })
    }
  }
}
