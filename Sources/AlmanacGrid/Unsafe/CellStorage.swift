import AlmanacCore
import AlmanacLocale

/// A page's facts in one allocation: the columns of ``_PageScratch`` (per day its festival set,
/// term, holiday entry; the lunar months the page meets), the counts in the header. A cell's
/// record is assembled from them when the cell is read (``GridContext/record(_:at:date:)``), so
/// building a page is gathering, with no walk over its cells.
///
/// Invariant: ``make(count:months:_:)`` writes every column before the storage is returned, and
/// nothing writes it after; so the storage can be read from any thread (``_CellRecords``). The
/// columns are plain data (no references; checked in debug builds), so nothing needs
/// deinitializing, and a reader's columns (``withColumns(_:)``) do not outlive its closure.
final class _CellStorage: ManagedBuffer<_CellStorage.Header, UInt64> {
  /// The page's sizes.
  struct Header {
    /// The number of cells.
    var count: Int
    /// The room for lunar months, and how many the page met.
    var monthCapacity: Int
    var months: Int
  }

  /// Storage for the facts of `count` days meeting at most `months` lunar months, written by
  /// `fill`, which returns how many lunar months it wrote.
  static func make(count: Int, months capacity: Int, _ fill: (_PageScratch) -> Int) -> _CellStorage {
    assert(_PageScratch.alignment <= MemoryLayout<UInt64>.alignment, "page columns need more than 8-byte alignment")
    let words = (_PageScratch.byteCount(count: count, months: capacity) + 7) / 8
    let storage = unsafeDowncast(
      _CellStorage.create(minimumCapacity: words) { _ in Header(count: count, monthCapacity: capacity, months: 0) },
      to: _CellStorage.self)
    storage.withUnsafeMutablePointers { header, words in
      header.pointee.months = fill(_PageScratch.carve(UnsafeMutableRawPointer(words), count: count, months: capacity))
    }
    return storage
  }

  /// The number of cells.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

  /// Calls `body` with the page's columns and the number of lunar months it met; the columns
  /// must not escape `body`.
  @inline(__always)
  func withColumns<Result>(_ body: (_PageScratch, _ months: Int) -> Result) -> Result {
    withUnsafeMutablePointers { header, words in
      body(
        _PageScratch.carve(UnsafeMutableRawPointer(words), count: header.pointee.count, months: header.pointee.monthCapacity),
        header.pointee.months)
    }
  }

  /// The holiday table's entry kind of a cell.
  func kind(at index: Int) -> UInt8 {
    precondition(index >= 0 && index < count, "cell \(index) is outside the page's \(count) cells")
    return withColumns { columns, _ in columns.kinds[index] }
  }
}

/// A page's facts as its cells hold them. `ManagedBuffer` is never `Sendable`; these facts are
/// written once, before the storage is shared, and only read after (``_CellStorage``'s
/// invariant), so sharing them across threads is safe.
struct _CellRecords: @unchecked Sendable {
  let storage: _CellStorage
}
