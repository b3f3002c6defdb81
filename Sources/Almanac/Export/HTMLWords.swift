/// The words an HTML page adds around the day models (legend, accessible names), in simplified
/// Chinese, traditional Chinese or English, as the page's locale reads.
struct HTMLWords: Sendable {
  let lunar: String
  let today: String
  let rest: String
  let work: String
  let restLong: String
  let workLong: String
  let weekend: String
  let festival: String
  let term: String
  let lunarMonth: String
  let otherMonth: String
  let legend: String
  /// What separates the parts of an accessible name.
  let separator: String
  let isChinese: Bool

  static let simplified = HTMLWords(
    lunar: "农历", today: "今日", rest: "休", work: "班", restLong: "放假", workLong: "调休上班", weekend: "周末",
    festival: "节日、节假日", term: "节气", lunarMonth: "农历月首", otherMonth: "其他月份", legend: "图例",
    separator: " ", isChinese: true)
  static let traditional = HTMLWords(
    lunar: "農曆", today: "今日", rest: "休", work: "班", restLong: "放假", workLong: "調休上班", weekend: "週末",
    festival: "節日、節假日", term: "節氣", lunarMonth: "農曆月首", otherMonth: "其他月份", legend: "圖例",
    separator: " ", isChinese: true)
  static let english = HTMLWords(
    lunar: "lunar", today: "today", rest: "day off", work: "working day", restLong: "day off",
    workLong: "make-up working day (调休)", weekend: "weekend", festival: "festival or holiday",
    term: "solar term", lunarMonth: "first day of a lunar month", otherMonth: "another month", legend: "Legend",
    separator: ", ", isChinese: false)

  /// The words for a page's locale.
  static func forLocale(_ locale: LocaleData) -> HTMLWords {
    switch locale.namesScript {
    case .simplified?: .simplified
    case .traditional?: .traditional
    case nil: .english
    }
  }

  /// The lunar date in words: `正月初一`, or `lunar month 1, day 1` in English.
  func lunarText(_ date: LunarDate, script: ChineseScript) -> String {
    if isChinese { return lunar + date.text(script) }
    return "lunar \(date.isLeapMonth ? "leap " : "")month \(date.month), day \(date.day)"
  }
}
