import Almanac

/// A lunar month named as in the data files: `2027-01`, or `1917-L02` for a leap month.
struct MonthLabel: Hashable, Comparable, CustomStringConvertible {
  let year: Int
  let month: Int
  let isLeap: Bool

  init(year: Int, month: Int, isLeap: Bool) {
    self.year = year
    self.month = month
    self.isLeap = isLeap
  }

  init(_ date: LunarDate) {
    self.init(year: date.year, month: date.month, isLeap: date.isLeapMonth)
  }

  /// Parses `YYYY-MM` or `YYYY-LMM`.
  init?(_ text: String) {
    guard let date = LunarDate(isoText: text + "-01") else { return nil }
    self.init(date)
  }

  var description: String {
    "\(year)-\(isLeap ? "L" : "")\(month < 10 ? "0" : "")\(month)"
  }

  static func < (lhs: MonthLabel, rhs: MonthLabel) -> Bool {
    (lhs.year, lhs.month, lhs.isLeap ? 1 : 0) < (rhs.year, rhs.month, rhs.isLeap ? 1 : 0)
  }
}

/// A lunar month and the civil day it begins on: the library's, so the data tool and the
/// library apply corrections by one rule (``EngineCorrection/applying(_:to:)``).
typealias MonthStart = LunarMonthStart

extension LunarMonthStart {
  /// The month's name.
  var label: MonthLabel { MonthLabel(year: year, month: month, isLeap: isLeap) }

  /// A month by name and first day.
  init(label: MonthLabel, firstDay: CivilDate) {
    self.init(year: label.year, month: label.month, isLeap: label.isLeap, firstDay: firstDay)
  }
}

extension DataRecord {
  /// Field `index` as a month label.
  func month(_ index: Int) throws -> MonthLabel {
    guard let label = MonthLabel(fields[index]) else {
      throw error("'\(fields[index])' is not a lunar month (YYYY-MM, or YYYY-LMM for a leap month)")
    }
    return label
  }

  /// Field `index` as a civil date.
  func date(_ index: Int) throws -> CivilDate {
    guard let date = CivilDate(fields[index]) else {
      throw error("'\(fields[index])' is not a date (YYYY-MM-DD)")
    }
    return date
  }
}
