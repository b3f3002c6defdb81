import AlmanacCore
import AlmanacLocale

/// One week as a row of cells, for a calendar in week scope.
public struct WeekGrid: Sendable {
  /// The seven cells in column order (row 0), `belongsTo` relative to `date`'s month.
  public let days: [DayModel]

  /// The week containing `date`, each day reporting its part in `selection` and its count in
  /// `marks` (`nil`: the options' ``GridOptions/marks``).
  ///
  /// - Throws: ``GridError`` for an unknown locale or a week outside the supported dates.
  public init(
    containing date: CivilDate, options: GridOptions = GridOptions(), selection: DateSelection? = nil,
    marks: [CivilDate: Int]? = nil
  )
    throws(GridError)
  {
    let context = try GridContext(options: options)
    let start = date.daysSince1970 - GridLayout.column(of: date.weekday, firstWeekday: context.firstWeekday)
    guard let first = CivilDate(daysSince1970: start), CivilDate(daysSince1970: start + 6) != nil else {
      throw .weekOutsideDates(date, firstWeekday: context.firstWeekday)
    }
    days = (0..<7).map { column in
      let day = first.adding(days: column)
      let position: MonthPosition =
        day.month == date.month && day.year == date.year ? .this : day < date ? .previous : .next
      return context.model(day, row: 0, column: column, position: position, selection: selection, marks: marks)
    }
  }
}
