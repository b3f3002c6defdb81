import Almanac

/// What `holidays` and `day` say of a region's days, in one table: each region's law, the words
/// for its days off, and what its next year still waits for. Mainland China's are the default
/// (Hong Kong and Taiwan have no law Almanac states, so they never meet the provisional ones).
struct RegionWords {
  /// The region as a heading names it: `South Korea (KR)`.
  let name: String
  /// The rules a provisional year's days come from, or `nil` for mainland China's (the law in
  /// force on the year's first day).
  let law: String?
  /// After 休 and the name: a statutory day off, another day off.
  let statutory: String
  let otherDayOff: String
  /// After 预 and the name: a provisional day off.
  let provisionalDayOff: String
  /// A weekend day of a provisional year.
  let provisionalWeekend: String
  /// Whether a provisional year's days are days off, not all of them statutory (VN, MO).
  let provisionalDaysAreOff: Bool
  /// What a provisional year's list ends with: what is not known yet.
  let pending: String
  /// What work on a statutory day is owed, where the region's law says it in terms other than
  /// a multiple of the wage (mainland China's multiple is ``WageRule``'s), or `nil`.
  var statutoryPay: String? = nil

  static func of(_ region: HolidayRegion) -> RegionWords {
    switch region {
    case .southKorea:
      RegionWords(
        name: "South Korea (KR)", law: "관공서의 공휴일에 관한 규정 (KoreanHolidayRules)",
        statutory: "공휴일: 관공서의 공휴일에 관한 규정", otherDayOff: "정부 지정 공휴일", provisionalDayOff: "공휴일",
        provisionalWeekend: "周末 weekend (预计 expected)", provisionalDaysAreOff: false,
        pending: "The days the government designates (임시공휴일, election days) are not known yet.")
    case .vietnam:
      RegionWords(
        name: "Vietnam (VN)", law: "Bộ luật Lao động 2019, Điều 112 (VietnameseHolidayRules)",
        statutory: "nghỉ lễ, tết: Bộ luật Lao động", otherDayOff: "ngày nghỉ do Chính phủ bố trí", provisionalDayOff: "nghỉ lễ, tết",
        provisionalWeekend: "周末 weekend (预计 expected; the government may swap it for a working day)",
        provisionalDaysAreOff: true,
        pending: "The days the government swaps (ngày nghỉ hoán đổi, repaid by a Saturday worked) are not known yet.")
    case .macau:
      RegionWords(
        name: "Macau (MO)", law: "Ordem Executiva n.º 60/2000; Lei n.º 7/2008, art. 44 (MacauHolidayRules)",
        statutory: "強制性假日: 第7/2008號法律", otherDayOff: "公眾假期/補假", provisionalDayOff: "公眾假期",
        provisionalWeekend: "周末 weekend (预计 expected)", provisionalDaysAreOff: true,
        pending: "The public holidays and 補假 are known; one-off days the Chief Executive adds are not.",
        statutoryPay:
          "if worked (Lei n.º 7/2008, art. 45; 第7/2008號法律第四十五條): a compensatory rest day within three months "
          + "(or, by agreement, a day's basic pay), and a day's basic pay besides (or another rest day within three months)")
    case .singapore:
      RegionWords(
        name: "Singapore (SG)", law: "Holidays Act 1998, s. 4 and the Schedule (SingaporeHolidayRules)",
        statutory: "public holiday: Holidays Act 1998", otherDayOff: "public holiday", provisionalDayOff: "public holiday",
        provisionalWeekend: "weekend (expected)", provisionalDaysAreOff: false,
        pending:
          "Hari Raya Puasa, Vesak Day, Hari Raya Haji and Deepavali wait for the Ministry of Manpower's announcement; one-off days (Polling Day) are not known.",
        statutoryPay:
          "if worked (Employment Act, s. 88): an extra day's salary at the basic rate of pay, or by agreement another day off")
    case _ where MalaysiaHolidayRules.covers(region):
      RegionWords(
        name: MalaysiaHolidayRules.name(of: region) ?? region.rawValue,
        law:
          "Holidays Act 1951, s. 3; Sabah's Holidays Ordinance and Sarawak's Public Holidays Ordinance (MalaysiaHolidayRules)",
        statutory: "public holiday: Employment Act 1955, s. 60D(1)", otherDayOff: "public holiday",
        provisionalDayOff: "public holiday", provisionalWeekend: "weekend (expected)", provisionalDaysAreOff: true,
        pending:
          "The Islamic days, Thaipusam, Wesak and Deepavali wait for the Chief Secretary's list; occasional holidays (cuti peristiwa) are not known.",
        statutoryPay:
          "if worked (Employment Act 1955, s. 60D(3)): two days' wages at the ordinary rate besides the holiday's pay")
    default:
      RegionWords(
        name: region == .mainlandChina
          ? "mainland China (CN)"
          : region == .hongKong ? "Hong Kong (HK)" : region == .taiwan ? "Taiwan (TW)" : region.rawValue,
        law: nil, statutory: "法定节假日", otherDayOff: "调休/休息日", provisionalDayOff: "法定节假日",
        provisionalWeekend: "周末 weekend (预计 expected; the notice may make it a 班 day)", provisionalDaysAreOff: false,
        pending: "The days moved around them (调休) and the make-up working days wait for the State Council's notice.")
    }
  }
}
