extension LunarDate {
  /// The month's name: `正月`, `二月` ... `十月`, `冬月`, `腊月`, with `闰` before a leap month
  /// (`闰六月`); `臘月` and `閏` in traditional script.
  public func monthName(_ script: ChineseScript = .simplified) -> String {
    LunarDate.monthName(month, isLeapMonth: isLeapMonth, script)
  }

  /// The day's name: `初一` ... `初十`, `十一` ... `二十`, `廿一` ... `廿九`, `三十`.
  public var dayName: String { LunarDate.dayNames[day - 1] }

  /// Month and day, e.g. `正月初一`, `闰六月十五`, `腊月三十`.
  public func text(_ script: ChineseScript = .simplified) -> String {
    // Every one of the 2 × 2 × 12 × 30 texts is made once (a listing asks for millions).
    let index =
      ((script == .simplified ? 0 : 1) * 2 + (isLeapMonth ? 1 : 0)) * 360 + (month - 1) % 12 * 30 + (day - 1)
    return LunarDate.texts[index]
  }

  /// The texts ``text(_:)`` returns, by script, leap flag, month and day.
  private static let texts: [String] = [ChineseScript.simplified, .traditional].flatMap { script in
    [false, true].flatMap { leap in
      (1...12).flatMap { month in dayNames.map { monthName(month, isLeapMonth: leap, script) + $0 } }
    }
  }

  /// The name of a lunar month number (1...12) in a script, with the leap prefix if asked.
  public static func monthName(
    _ month: Int, isLeapMonth: Bool = false, _ script: ChineseScript = .simplified
  ) -> String {
    let names = script == .simplified ? simplifiedMonthNames : traditionalMonthNames
    let leap = isLeapMonth ? (script == .simplified ? "闰" : "閏") : ""
    return leap + names[(month - 1) % 12]
  }

  static let simplifiedMonthNames = [
    "正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月",
  ]
  static let traditionalMonthNames = [
    "正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "臘月",
  ]
  static let dayNames = [
    "初一", "初二", "初三", "初四", "初五", "初六", "初七", "初八", "初九", "初十",
    "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十",
    "廿一", "廿二", "廿三", "廿四", "廿五", "廿六", "廿七", "廿八", "廿九", "三十",
  ]
}
