/// Macau's holidays in the three layers Macau publishes, from 2007, computed from the Chinese
/// calendar and the solar terms:
///
/// - the public holidays (公眾假期, feriados; Ordem Executiva n.º 60/2000): days off for all;
/// - of those, the mandatory holidays of Lei n.º 7/2008, art. 44 (強制性假日: 元旦, 農曆正月初一至
///   初三, 清明節, 勞動節, 中秋節翌日, 國慶日, 重陽節, 澳門特別行政區成立紀念日), which employers must
///   give or pay for: the table's statutory days;
/// - the public administration's 補假: a public holiday on a Saturday or Sunday is made up on the
///   next working day, each holiday of a shared day its own (the government's yearly 公共行政
///   工作人員假期 dispatch). Before 2020 the lists called it 「…後首個工作日」 (1.º dia útil após …),
///   and before 2019 the days made up for 農曆正月初一至初三 were named for their own lunar days
///   (農曆正月初四, 初五); the days are the same. In 2011 only a holiday on a Sunday was made up,
///   and before 2011 none; before 2012 農曆正月初四 was a day off when 初一 fell on a Friday,
///   Saturday or Sunday.
///
/// The government's one-off days (an extra day where two holidays share a weekday, as on
/// 2020-10-05) are not rules: the built-in table lists them with their dispatch, and they count
/// as days off when a 補假 is placed (``holidays(in:designated:notice:)``). The afternoons off on
/// 農曆除夕 and 31 December are not whole days and are not in the table: ``afternoonsOff(in:)``
/// gives them (``HolidayTable/halfDaysOff(inYear:)``).
public enum MacauHolidayRules {
  /// The years the rules are stated for.
  public static let years = 2007...2099

  /// A year's public holidays with their 補假, as ``Holiday`` values of region MO: 農曆正月初一至
  /// 初三 as one block, the other days single, each 補假 a holiday of its own; statutory days are
  /// the mandatory holidays. `designated` (the year's one-off days) are days off when a 補假 is
  /// placed, and are not in the result. Empty outside ``years``.
  public static func holidays(in year: Int, designated: [Holiday] = [], notice: String? = nil) -> [Holiday] {
    guard years.contains(year) else { return [] }
    let chinese = LunarCalendar.chinese
    func lunar(_ month: Int, _ day: Int) -> CivilDate? {
      LunarDate(year: year, month: month, day: day).flatMap { try? chinese.civilDate(for: $0) }
    }
    func fixed(_ month: Int, _ day: Int) -> CivilDate? { CivilDate(year: year, month: month, day: day) }
    let easter = HolidayRuleSupport.easter(year)
    // (name, day, mandatory), in the order of Ordem Executiva n.º 60/2000.
    var days: [(HolidayName, CivilDate?, Bool)] = [
      (Names.newYear, fixed(1, 1), true),
      (Names.goodFriday, easter?.adding(days: -2), false),
      (Names.holySaturday, easter?.adding(days: -1), false),
      (Names.qingming, SolarTerm.pureBrightness.beijingDate(in: year), true),
      (Names.labour, fixed(5, 1), true),
      (Names.buddha, lunar(4, 8), false),
      (Names.dragonBoat, lunar(5, 5), false),
      (Names.midAutumnNext, lunar(8, 16), true),
      (Names.national, fixed(10, 1), true),
      (Names.nationalNext, fixed(10, 2), false),
      (Names.doubleNinth, lunar(9, 9), true),
      (Names.allSouls, fixed(11, 2), false),
      (Names.immaculate, fixed(12, 8), false),
      (Names.establishment, fixed(12, 20), true),
      (Names.winterSolstice, SolarTerm.winterSolstice.beijingDate(in: year), false),
      (Names.christmasEve, fixed(12, 24), false),
      (Names.christmas, fixed(12, 25), false),
    ]
    var result: [Holiday] = []
    var taken = Set(designated.flatMap(\.daysOff))
    // 農曆正月初一至初三: one block.
    let newYear = try? chinese.newYear(of: year)
    if let newYear {
      let block = (0...2).map { newYear.adding(days: $0) }
      taken.formUnion(block)
      result.append(
        Holiday(
          region: .macau, year: year, name: Names.lunarNewYear, days: newYear...newYear.adding(days: 2),
          statutoryDays: block, notice: notice))
    }
    days = days.filter { $0.1 != nil }
    taken.formUnion(days.compactMap(\.1))
    // A day two holidays share is one holiday named for both.
    var byDay: [CivilDate: [(HolidayName, Bool)]] = [:]
    for (name, day, mandatory) in days { if let day { byDay[day, default: []].append((name, mandatory)) } }
    for day in byDay.keys.sorted() {
      guard let entries = byDay[day] else { continue }
      result.append(
        Holiday(
          region: .macau, year: year, name: Names.joined(entries.map(\.0)), daysOff: [day],
          statutoryDays: entries.contains { $0.1 } ? [day] : [], notice: notice))
    }

    // 補假: each holiday on a Saturday or Sunday (2011: a Sunday; before: none), in date order,
    // on the next working day. Before 2012 the Lunar New Year's days were not made up one by
    // one: 農曆正月初四 was a day off when 初一 fell on a Friday, Saturday or Sunday.
    var owing: [(HolidayName, CivilDate)] = []
    let lunarNewYear = [Names.firstDay, Names.secondDay, Names.thirdDay]
    if let newYear {
      if year >= 2012 {
        owing += lunarNewYear.enumerated().map { ($1, newYear.adding(days: $0)) }
      } else if [.friday, .saturday, .sunday].contains(newYear.weekday), let fourth = Names.lunarNewYearDay(4) {
        let day = newYear.adding(days: 3)
        taken.insert(day)
        result.append(Holiday(region: .macau, year: year, name: fourth, daysOff: [day], notice: notice))
      }
    }
    owing += days.compactMap { name, day, _ in day.map { (name, $0) } }
    let madeUpDays: Set<Weekday> = year >= 2012 ? [.saturday, .sunday] : year == 2011 ? [.sunday] : []
    let owed = owing.map { (name: $0.0, day: $0.1) }
    for (name, next) in HolidayRuleSupport.madeUpDays(owed, where: { madeUpDays.contains($0.weekday) }, taken: &taken) {
      let madeUp: HolidayName
      if year < 2019, lunarNewYear.contains(name), let newYear, let lunarDay = Names.lunarNewYearDay(newYear.distance(to: next) + 1) {
        madeUp = lunarDay
      } else {
        madeUp = Names.compensatory(for: name, year: year)
      }
      result.append(Holiday(region: .macau, year: year, name: madeUp, daysOff: [next], notice: notice))
    }
    return HolidayRuleSupport.inTableOrder(result)
  }

  /// The public administration's afternoons off of a year: 農曆除夕 and 除夕 (31 December), each
  /// when it falls on a weekday (the yearly 公共行政工作人員假期 dispatch gives them so since
  /// 2007; 2012's whole 31 December was a one-off). Empty outside ``years``.
  public static func afternoonsOff(in year: Int) -> [HalfDayOff] {
    guard years.contains(year) else { return [] }
    let eve = (try? LunarCalendar.chinese.newYear(of: year))?.adding(days: -1)
    let days: [(CivilDate?, HolidayName)] = [
      (eve, Names.lunarNewYearsEve), (CivilDate(year: year, month: 12, day: 31), Names.newYearsEve),
    ]
    return days.compactMap { day, name in
      guard let day, !HolidayRuleSupport.isRest(day) else { return nil }
      return HalfDayOff(date: day, name: name, part: .afternoon, region: .macau)
    }
  }

  /// The afternoon off on a date, if the rules give one: only 31 December and 農曆除夕 (in January
  /// or February) can be, so other dates are answered without the year's calendar.
  public static func afternoonOff(on date: CivilDate) -> HalfDayOff? {
    guard date.month <= 2 || (date.month == 12 && date.day == 31) else { return nil }
    return afternoonsOff(in: date.year).first { $0.date == date }
  }

  /// The holidays' names as the Boletim Oficial gives them in Chinese and Portuguese, with English.
  enum Names {
    static func name(_ hant: String, _ hans: String, _ en: String, _ pt: String) -> HolidayName {
      HolidayName(zhHans: hans, zhHant: hant, english: en, portuguese: pt)
    }
    static let newYear = name("元旦", "元旦", "New Year's Day", "Fraternidade Universal")
    static let lunarNewYear = name("農曆新年", "农历新年", "Lunar New Year", "Novo Ano Lunar")
    static let firstDay = name("農曆正月初一", "农历正月初一", "Lunar New Year's Day", "1.º dia do Novo Ano Lunar")
    static let secondDay = name("農曆正月初二", "农历正月初二", "The second day of Lunar New Year", "2.º dia do Novo Ano Lunar")
    static let thirdDay = name("農曆正月初三", "农历正月初三", "The third day of Lunar New Year", "3.º dia do Novo Ano Lunar")
    static let goodFriday = name("耶穌受難日", "耶稣受难日", "Good Friday", "Morte de Cristo")
    static let holySaturday = name("復活節前日", "复活节前日", "The Day before Easter", "Véspera da Ressurreição de Cristo")
    static let qingming = name("清明節", "清明节", "Ching Ming Festival", "Cheng Ming (Dia de Finados)")
    static let labour = name("勞動節", "劳动节", "Labour Day", "Dia do Trabalhador")
    static let buddha = name("佛誕節", "佛诞节", "The Buddha's Birthday", "Dia do Buda")
    static let dragonBoat = name("端午節", "端午节", "Dragon Boat Festival", "Tung Ng (Barco Dragão)")
    static let midAutumnNext = name(
      "中秋節翌日", "中秋节翌日",
      "The Day following Mid-Autumn Festival",
      "Dia seguinte ao Chong Chao (Bolo Lunar)")
    static let national = name(
      "中華人民共和國國慶日", "中华人民共和国国庆日",
      "National Day of the People's Republic of China",
      "Implantação da República Popular da China")
    static let nationalNext = name(
      "中華人民共和國國慶日翌日", "中华人民共和国国庆日翌日",
      "The day following National Day of the People's Republic of China",
      "Dia seguinte à Implantação da República Popular da China")
    static let doubleNinth = name("重陽節", "重阳节", "Chung Yeung Festival", "Chong Yeong (Culto dos Antepassados)")
    static let allSouls = name("追思節", "追思节", "All Souls' Day", "Dia de Finados")
    static let immaculate = name("聖母無原罪瞻禮", "圣母无原罪瞻礼", "Feast of the Immaculate Conception", "Imaculada Conceição")
    static let establishment = name(
      "澳門特別行政區成立紀念日", "澳门特别行政区成立纪念日",
      "Macao S.A.R. Establishment Day",
      "Dia Comemorativo do Estabelecimento da Região Administrativa Especial de Macau")
    static let winterSolstice = name("冬至", "冬至", "Winter Solstice", "Solstício de Inverno")
    static let christmasEve = name("聖誕節前日", "圣诞节前日", "Christmas Eve", "Véspera de Natal")
    static let christmas = name("聖誕節", "圣诞节", "Christmas Day", "Natal")
    static let lunarNewYearsEve = name("農曆除夕", "农历除夕", "Lunar New Year's Eve", "Véspera do Novo Ano Lunar")
    static let newYearsEve = name("除夕", "除夕", "New Year's Eve", "Véspera do Dia da Fraternidade Universal")

    /// One name for holidays that share a day: `中秋節翌日、中華人民共和國國慶日翌日`.
    static func joined(_ list: [HolidayName]) -> HolidayName {
      guard list.count > 1 else { return list.first ?? newYear }
      return HolidayName(
        zhHans: list.map(\.zhHans).joined(separator: "、"), zhHant: list.map(\.zhHant).joined(separator: "、"),
        english: list.map(\.english).joined(separator: " and "),
        portuguese: list.compactMap(\.portuguese).joined(separator: " e "))
    }

    /// 農曆正月初四 or 初五 (`day` 4 or 5): how the lists before 2019 named the days made up for the
    /// three days of the Lunar New Year.
    static func lunarNewYearDay(_ day: Int) -> HolidayName? {
      switch day {
      case 4: name("農曆正月初四", "农历正月初四", "The fourth day of Lunar New Year", "4.º dia do Novo Ano Lunar")
      case 5: name("農曆正月初五", "农历正月初五", "The fifth day of Lunar New Year", "5.º dia do Novo Ano Lunar")
      default: nil
      }
    }

    /// The 補假 of a holiday: `清明節的補假`, `Compensatory rest day for Ching Ming Festival`;
    /// before 2020 `清明節後首個工作日`, `1.º dia útil após Cheng Ming (Dia de Finados)`.
    static func compensatory(for name: HolidayName, year: Int) -> HolidayName {
      guard year >= 2020 else {
        return HolidayName(
          zhHans: "\(name.zhHans)后首个工作日", zhHant: "\(name.zhHant)後首個工作日",
          english: "The first working day after \(name.english)",
          portuguese: name.portuguese.map { "1.º dia útil após \($0)" })
      }
      return HolidayName(
        zhHans: "\(name.zhHans)的补假", zhHant: "\(name.zhHant)的補假",
        english: "Compensatory rest day for \(name.english)",
        portuguese: name.portuguese.map { "Dia de descanso compensatório relativo ao \($0)" })
    }
  }
}
