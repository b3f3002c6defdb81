/// The item of 劳动法 第四十四条 (Labour Law of the People's Republic of China, article 44) that
/// sets what work on a day is paid in mainland China, as a multiple of the ordinary wage.
///
/// 有下列情形之一的，用人单位应当按照下列标准支付高于劳动者正常工作时间工资的工资报酬：
/// （一）安排劳动者延长工作时间的，支付不低于工资的百分之一百五十的工资报酬；
/// （二）休息日安排劳动者工作又不能安排补休的，支付不低于工资的百分之二百的工资报酬；
/// （三）法定休假日安排劳动者工作的，支付不低于工资的百分之三百的工资报酬。
///
/// A day's multiple is item (三)'s 3 on a statutory day off, item (二)'s 2 on any other rest day
/// (a weekend, a day off swapped in by 调休) and 1 on a working day; the 150% of item (一) is for
/// hours beyond a working day's, not for a day, so no day has it.
public enum WageRule: String, Sendable, Hashable, Codable, CaseIterable {
  /// A working day (a 补班 day included): the ordinary wage.
  case workday
  /// A rest day that is not statutory: 200% when worked and no compensatory rest is given.
  case restDay
  /// A statutory day off (法定休假日): 300% when worked.
  case statutoryDay

  /// Whether Almanac cites a rule of pay for a region: mainland China's 劳动法 only.
  public static func applies(in region: HolidayRegion) -> Bool { region == .mainlandChina }

  /// What work on a day is paid: the rule of its status (the published one, else the law's
  /// provisional answer) where the region's pay rule applies, else `nil`. The one derivation
  /// ``DayFacts/wageMultiplier`` and ``DayModel/wageMultiplier`` share.
  package static func multiplier(status: DayStatus?, provisional: DayStatus?, paysByLaw: Bool) -> Int? {
    guard paysByLaw, let known = status ?? provisional else { return nil }
    return forStatus(known).multiplier
  }

  /// The rule of a day's status.
  public static func forStatus(_ status: DayStatus) -> WageRule {
    switch status {
    case .workday, .adjustedWorkday: .workday
    case .weekend, .holiday(_, false): .restDay
    case .holiday(_, true): .statutoryDay
    }
  }

  /// 1, 2 or 3.
  public var multiplier: Int {
    switch self {
    case .workday: 1
    case .restDay: 2
    case .statutoryDay: 3
    }
  }

  /// The law's words, cited: `劳动法第四十四条（三）法定休假日安排劳动者工作的，支付不低于工资的百分之三百的工资报酬`;
  /// for a working day, that the article adds nothing (its item (一) is for extra hours).
  public var citation: String {
    switch self {
    case .workday: "正常工作日：劳动法第四十四条不加付（延长工作时间按第（一）项，不低于150%）"
    case .restDay: "劳动法第四十四条（二）休息日安排劳动者工作又不能安排补休的，支付不低于工资的百分之二百的工资报酬"
    case .statutoryDay: "劳动法第四十四条（三）法定休假日安排劳动者工作的，支付不低于工资的百分之三百的工资报酬"
    }
  }
}
