/// The words of a notice that made some days of a holiday what they are, verbatim: the sentence
/// of the State Council's notice that gives them off or makes them working days.
///
/// ```swift
/// let holiday = HolidayTable.mainlandChina.holiday(on: CivilDate("2026-01-04")!)!
/// holiday.clause(on: CivilDate("2026-01-04")!)?.text   // "1月4日（周日）上班。"
/// ```
public struct HolidayClause: Sendable, Hashable, Codable {
  /// The sentence as the notice writes it.
  public let text: String
  /// The days it decides.
  public let days: [CivilDate]

  /// Creates a clause.
  public init(text: String, days: [CivilDate]) {
    self.text = text
    self.days = days.sorted()
  }
}
