import AlmanacCore
import AlmanacLocale

/// A page's cell records in one allocation, the count in the header. (An array of records would
/// do, but creating one looks up the array's generic storage type on every page.)
///
/// Invariant: ``make(count:_:)`` writes every record before the storage is returned, and nothing
/// writes it after; so the storage can be read from any thread (``_CellRecords``), and records
/// are plain data (no references; checked in debug builds), so nothing needs deinitializing.
final class _CellStorage: ManagedBuffer<Int, CellRecord> {
  /// Storage for `count` records, written by `fill`, which must write each index of
  /// `0..<count` once.
  static func make(count: Int, _ fill: (_CellWriter) -> Void) -> _CellStorage {
    assert(_isPOD(CellRecord.self), "CellRecord holds references")
    let storage = unsafeDowncast(_CellStorage.create(minimumCapacity: count) { _ in 0 }, to: _CellStorage.self)
    storage.withUnsafeMutablePointers { header, records in
      fill(_CellWriter(base: records, count: count))
      header.pointee = count
    }
    return storage
  }

  /// The number of records.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

  /// The record at an index.
  subscript(index: Int) -> CellRecord {
    precondition(index >= 0 && index < count, "cell \(index) is outside the page's \(count) cells")
    return withUnsafeMutablePointerToElements { $0[index] }
  }
}

/// Where ``_CellStorage/make(count:_:)``'s `fill` writes: each index of `0..<count` once.
struct _CellWriter {
  fileprivate let base: UnsafeMutablePointer<CellRecord>
  fileprivate let count: Int

  /// Writes the record at an index in `0..<count` (checked in debug builds).
  @inline(__always)
  func initialize(_ index: Int, to record: CellRecord) {
    assert(index >= 0 && index < count, "cell \(index) is outside the page's \(count) cells")
    (base + index).initialize(to: record)
  }
}

/// A page's records as its cells hold them. `ManagedBuffer` is never `Sendable`; these records
/// are written once, before the storage is shared, and only read after (``_CellStorage``'s
/// invariant), so sharing them across threads is safe.
struct _CellRecords: @unchecked Sendable {
  let storage: _CellStorage
}
