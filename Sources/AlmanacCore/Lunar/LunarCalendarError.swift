/// Why a lunar date could not be converted.
public enum LunarCalendarError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The year has no leap month with this number; `leapMonth` is the year's actual leap month,
  /// if it has one.
  case noSuchLeapMonth(year: Int, month: Int, leapMonth: Int?)
  /// The date asks for a day past the end of its month, which has only `daysInMonth` days.
  case noSuchDay(LunarDate, daysInMonth: Int)
  /// The month number is outside 1...12.
  case noSuchMonth(Int)
  /// The lunar year is outside ``LunarCalendar/supportedYears``.
  case yearOutOfRange(Int)
  /// The date exists but falls outside the civil dates Almanac supports (0001-01-01...9999-12-31).
  case outOfRange(LunarDate)
  /// ICU, used outside the built-in table, reported a failure.
  case icu(ICUError)
  /// ICU, used outside the built-in table, gave answers that contradict each other (ICU 72 on a
  /// few far-future dates, or after a process mixed the Chinese and Korean calendars: the two
  /// share ICU's per-year caches). The text says which answer.
  case unreliable(String)

  /// A one-line message for a person, naming the date and what is allowed.
  public var description: String {
    switch self {
    case .noSuchLeapMonth(let year, let month, let leap):
      let actual =
        leap.map {
          "its leap month is the \(LunarCalendarError.ordinal($0)) (\(LunarDate.monthName($0, isLeapMonth: true)))"
        }
        ?? "it has no leap month"
      return "lunar year \(year) has no leap \(LunarCalendarError.ordinal(month)) month "
        + "(\(LunarDate.monthName(month, isLeapMonth: true))); \(actual)"
    case .noSuchDay(let date, let days):
      return "lunar \(date.year) \(date.monthName()) has \(days) days, so \(date.isoText) does not exist"
    case .noSuchMonth(let month):
      return "lunar month \(month) does not exist; months are numbered 1...12"
    case .yearOutOfRange(let year):
      return "lunar year \(year) is outside the supported years "
        + "\(LunarCalendar.supportedYears.lowerBound)...\(LunarCalendar.supportedYears.upperBound)"
    case .outOfRange(let date):
      return "lunar \(date.isoText) falls outside the supported dates 0001-01-01...9999-12-31"
    case .icu(let error):
      return error.description
    case .unreliable(let text):
      return text + "; Almanac refuses rather than guess"
    }
  }

  /// English ordinal of a month number: "first" ... "twelfth".
  static func ordinal(_ month: Int) -> String {
    let words = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
      "tenth", "eleventh", "twelfth",
    ]
    return (1...12).contains(month) ? words[month - 1] : "\(month)th"
  }

  /// Checks the ranges every lunar date must respect before a calendar looks it up.
  package static func checkFields(_ date: LunarDate) throws(LunarCalendarError) {
    guard LunarCalendar.supportedYears.contains(date.year) else {
      throw .yearOutOfRange(date.year)
    }
  }
}
