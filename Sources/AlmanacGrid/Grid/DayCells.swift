import AlmanacCore
import AlmanacLocale

/// The cells of a page: computed when the page is built and kept as plain data; each
/// ``DayModel`` is assembled when read.
public struct DayCells: RandomAccessCollection, Sendable {
  private let storedRecords: _CellRecords
  var records: _CellStorage { storedRecords.storage }
  let context: GridContext
  /// The page's geometry: a cell's row, column and month follow from its place.
  let layout: GridLayout
  /// The selection each cell reports its part in, boxed (a page without one stays small).
  private let selectionBox: SelectionBox?
  /// The selection each cell reports its part in.
  var selection: DateSelection? { selectionBox?.selection }

  init(records: _CellStorage, context: GridContext, layout: GridLayout, selection: DateSelection?) {
    storedRecords = _CellRecords(storage: records)
    self.context = context
    self.layout = layout
    selectionBox = selection.map(SelectionBox.init)
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// The number of cells.
  public var endIndex: Int { records.count }

  /// The cell at a position, row-major.
  public subscript(position: Int) -> DayModel {
    let index = layout.firstCell + position
    let month: MonthPosition =
      index < layout.leadingColumns
      ? .previous : index < layout.leadingColumns + layout.daysInMonth ? .this : .next
    return context.model(
      records[position], date: layout.date(ofCell: index), row: index / 7, column: index % 7, position: month,
      selection: selection)
  }
}

/// A selection laid over a page, held by reference.
final class SelectionBox: Sendable {
  let selection: DateSelection
  init(_ selection: DateSelection) { self.selection = selection }
}
