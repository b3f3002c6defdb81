/// A page's cell records in one allocation, the count in the header. (An array of records would
/// do, but creating one looks up the array's generic storage type on every page.)
final class CellStorage: ManagedBuffer<Int, CellRecord> {
  /// Storage for `count` records, written by `fill`, which must initialize all of them.
  static func make(count: Int, _ fill: (UnsafeMutablePointer<CellRecord>) -> Void) -> CellStorage {
    let storage = unsafeDowncast(CellStorage.create(minimumCapacity: count) { _ in 0 }, to: CellStorage.self)
    storage.withUnsafeMutablePointers { header, records in
      fill(records)
      header.pointee = count
    }
    return storage
  }

  deinit {
    _ = withUnsafeMutablePointers { header, records in records.deinitialize(count: header.pointee) }
  }

  /// The number of records.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

  /// The record at an index.
  subscript(index: Int) -> CellRecord {
    precondition(index >= 0 && index < count, "cell \(index) is outside the page's \(count) cells")
    return withUnsafeMutablePointerToElements { $0[index] }
  }
}

/// A page's records as its cells hold them. `ManagedBuffer` is never `Sendable`; these records
/// are written once, before the storage is shared, and only read after, so sharing them across
/// threads is safe.
struct CellRecords: @unchecked Sendable {
  let storage: CellStorage
}
