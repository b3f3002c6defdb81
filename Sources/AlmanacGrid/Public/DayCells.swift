import AlmanacCore
import AlmanacLocale

/// The cells of a page, row by row. The page keeps its days' facts (lunar months, terms,
/// festivals, holiday entries) in one allocation; a cell's record, and its ``DayModel``, are
/// assembled from them when the cell is read.
public struct DayCells: RandomAccessCollection, Sendable {
  private let storedRecords: _CellRecords
  var records: _CellStorage { storedRecords.storage }
  let context: GridContext
  /// The page's geometry: a cell's row, column and month follow from its place.
  let layout: GridLayout
  /// What is laid over the page and read with each cell (a selection, marks), boxed: a page
  /// without either stays small and its cells read nothing more.
  private let overlays: PageOverlays?
  /// The selection each cell reports its part in.
  var selection: DateSelection? { overlays?.selection }
  /// The marks laid over the page, or `nil` for the options' own.
  var laidMarks: [CivilDate: Int]? { overlays?.marks }

  init(
    records: _CellStorage, context: GridContext, layout: GridLayout, selection: DateSelection?,
    marks: [CivilDate: Int]? = nil
  ) {
    storedRecords = _CellRecords(storage: records)
    self.context = context
    self.layout = layout
    overlays = selection == nil && marks == nil ? nil : PageOverlays(selection: selection, marks: marks)
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// The number of cells.
  public var endIndex: Int { layout.cellCount }

  /// The cell at a position, row-major.
  public subscript(position: Int) -> DayModel {
    let index = layout.firstCell + position
    let month: MonthPosition =
      index < layout.leadingColumns
      ? .previous : index < layout.leadingColumns + layout.daysInMonth ? .this : .next
    precondition(position >= 0 && position < layout.cellCount, "cell \(position) is outside the page's \(layout.cellCount) cells")
    let date = layout.date(ofCell: index)
    let record = context.record(records, at: position, date: date)
    // The model is inlined twice: a page without overlays (most pages) reads no selection.
    guard let overlays else {
      return context.model(record, date: date, row: index / 7, column: index % 7, position: month)
    }
    return context.model(
      record, date: date, row: index / 7, column: index % 7, position: month,
      selection: overlays.selection, marks: overlays.marks)
  }
}

/// What is laid over a page (``MonthGrid/with(_:)``, ``MonthGrid/with(marks:)``), held by
/// reference.
final class PageOverlays: Sendable {
  let selection: DateSelection?
  let marks: [CivilDate: Int]?
  init(selection: DateSelection?, marks: [CivilDate: Int]?) {
    self.selection = selection
    self.marks = marks
  }
}
