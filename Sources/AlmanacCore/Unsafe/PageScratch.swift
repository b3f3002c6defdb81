/// The scratch space a page gathers its days' facts into before its walk, on the stack: one
/// temporary allocation carved into columns (lunar months, terms from three days before the
/// page, festival sets, holiday entry kinds and holidays).
///
/// Invariant: the columns exist only while ``with(count:months:_:)`` runs its body (they must
/// not escape it), never overlap, and hold plain data (no references; checked in debug builds),
/// so nothing needs to be deinitialized; an index is in `0..<count` (checked in debug builds).
@frozen @usableFromInline
package struct _PageScratch {
  /// Room for the lunar months the page meets (initialised by the page as it finds them).
  package let months: _PageColumn<PageLunarMonth>
  /// The term code of each day from three days before the first (`count + 6`).
  package let terms: _PageColumn<UInt8>
  /// The festival set of each day.
  package let festivals: _PageColumn<UInt64>
  /// The holiday table's entry kind of each day.
  package let kinds: _PageColumn<UInt8>
  /// The holiday of each day's entry.
  package let holidays: _PageColumn<UInt32>

  @usableFromInline
  init(
    months: _PageColumn<PageLunarMonth>, terms: _PageColumn<UInt8>, festivals: _PageColumn<UInt64>,
    kinds: _PageColumn<UInt8>, holidays: _PageColumn<UInt32>
  ) {
    (self.months, self.terms, self.festivals, self.kinds, self.holidays) = (months, terms, festivals, kinds, holidays)
  }

  /// Calls `body` with scratch space for a page of `count` days meeting at most `months` lunar
  /// months; the space is gone when `body` returns.
  @inlinable
  package static func with<Result>(count: Int, months: Int, _ body: (_PageScratch) -> Result) -> Result {
    // Each column starts on a multiple of the largest alignment among them.
    let alignment = max(MemoryLayout<PageLunarMonth>.alignment, MemoryLayout<UInt64>.alignment)
    func size<T>(_: T.Type, _ n: Int) -> Int {
      (MemoryLayout<T>.stride * n + alignment - 1) / alignment * alignment
    }
    let sizes = [
      size(PageLunarMonth.self, months), size(UInt64.self, count), size(UInt32.self, count),
      size(UInt8.self, count + 6), size(UInt8.self, count),
    ]
    return withUnsafeTemporaryAllocation(byteCount: sizes.reduce(0, +), alignment: alignment) { raw in
      var offset = 0
      func column<T>(_: T.Type, _ n: Int, _ index: Int) -> _PageColumn<T> {
        assert(_isPOD(T.self), "\(T.self) holds references")
        let slice = UnsafeMutableRawBufferPointer(rebasing: raw[offset..<(offset + sizes[index])])
        offset += sizes[index]
        return _PageColumn(
          UnsafeMutableBufferPointer(start: slice.baseAddress?.bindMemory(to: T.self, capacity: n), count: n))
      }
      let months = column(PageLunarMonth.self, months, 0)
      let festivals = column(UInt64.self, count, 1)
      let holidays = column(UInt32.self, count, 2)
      let terms = column(UInt8.self, count + 6, 3)
      let kinds = column(UInt8.self, count, 4)
      return body(
        _PageScratch(months: months, terms: terms, festivals: festivals, kinds: kinds, holidays: holidays))
    }
  }
}

/// One column of a page's scratch space (see ``_PageScratch`` for the invariant): `count`
/// elements read and written by index, without reference counting or copy-on-write.
@frozen @usableFromInline
package struct _PageColumn<Element> {
  @usableFromInline
  let base: UnsafeMutableBufferPointer<Element>

  @inlinable
  init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }

  /// The number of elements.
  @inlinable
  package var count: Int { base.count }

  /// `0..<count`.
  @inlinable
  package var indices: Range<Int> { 0..<base.count }

  /// The element at an index in `0..<count`.
  @inlinable
  package subscript(index: Int) -> Element {
    @inline(__always) get { base[index] }
    @inline(__always) nonmutating set { base[index] = newValue }
  }

  /// Sets every element to `value`.
  @inlinable
  package func update(repeating value: Element) { base.update(repeating: value) }

  /// The column from `start` on (its index 0 is this column's `start`).
  @inlinable
  package func dropFirst(_ start: Int) -> _PageColumn { _PageColumn(UnsafeMutableBufferPointer(rebasing: base[start...])) }

  /// The column's first `count` elements.
  @inlinable
  package func prefix(_ count: Int) -> _PageColumn { _PageColumn(UnsafeMutableBufferPointer(rebasing: base[..<count])) }
}
