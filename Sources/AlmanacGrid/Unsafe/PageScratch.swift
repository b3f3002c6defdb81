/// The columns a page gathers its days' facts into, carved from one allocation: lunar months,
/// terms from three days before the page, festival sets, holiday entry kinds and holidays. The
/// page keeps them (its storage, ``_CellStorage`` in the grid); a cell is assembled from them
/// when read.
///
/// Invariant: the columns live as long as the memory they were carved from (``carve(_:count:months:)``)
/// and must not outlive it, never overlap, and hold plain data (no references; checked in debug
/// builds), so nothing needs to be deinitialized; an index is in `0..<count` (checked in debug
/// builds).
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

  /// The alignment the memory of the columns needs: the largest among them.
  @inlinable
  package static var alignment: Int { max(MemoryLayout<PageLunarMonth>.alignment, MemoryLayout<UInt64>.alignment) }

  /// The size of each column of a page of `count` days meeting at most `months` lunar months,
  /// rounded up to ``alignment``, in the order they are laid out.
  @inlinable @inline(__always)
  static func sizes(count: Int, months: Int) -> (Int, Int, Int, Int, Int) {
    func size<T>(_: T.Type, _ n: Int) -> Int {
      (MemoryLayout<T>.stride * n + alignment - 1) / alignment * alignment
    }
    return (
      size(UInt64.self, count), size(PageLunarMonth.self, months), size(UInt32.self, count),
      size(UInt8.self, count + 6), size(UInt8.self, count)
    )
  }

  /// The bytes the columns of a page of `count` days meeting at most `months` lunar months take.
  @inlinable
  package static func byteCount(count: Int, months: Int) -> Int {
    let sizes = sizes(count: count, months: months)
    return sizes.0 + sizes.1 + sizes.2 + sizes.3 + sizes.4
  }

  /// The columns of a page of `count` days meeting at most `months` lunar months, carved from
  /// `raw`: at least ``byteCount(count:months:)`` bytes aligned to ``alignment``, which the
  /// columns must not outlive.
  @inlinable @inline(__always)
  package static func carve(_ raw: UnsafeMutableRawPointer, count: Int, months: Int) -> _PageScratch {
    assert(Int(bitPattern: raw) % alignment == 0, "page columns need \(alignment)-byte alignment")
    let sizes = sizes(count: count, months: months)
    func column<T>(_: T.Type, _ n: Int, at offset: Int) -> _PageColumn<T> {
      assert(_isPOD(T.self), "\(T.self) holds references")
      return _PageColumn(UnsafeMutableBufferPointer(start: (raw + offset).bindMemory(to: T.self, capacity: n), count: n))
    }
    let festivals = column(UInt64.self, count, at: 0)
    let months = column(PageLunarMonth.self, months, at: sizes.0)
    let holidays = column(UInt32.self, count, at: sizes.0 + sizes.1)
    let terms = column(UInt8.self, count + 6, at: sizes.0 + sizes.1 + sizes.2)
    let kinds = column(UInt8.self, count, at: sizes.0 + sizes.1 + sizes.2 + sizes.3)
    return _PageScratch(months: months, terms: terms, festivals: festivals, kinds: kinds, holidays: holidays)
  }
}

/// One column of a page's facts (see ``_PageScratch`` for the invariant): `count`
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

extension _PageColumn where Element == UInt8 {
  /// Calls `body` with the index and value of each element other than `skip`, in order, reading
  /// eight elements at a time: a column of terms, nearly all ``SolarTerm/noCode``, costs a few
  /// word compares, not a branch per day.
  @inlinable @inline(__always)
  package func forEach(not skip: UInt8, _ body: (Int, UInt8) -> Void) {
    guard let start = base.baseAddress else { return }
    let raw = UnsafeRawPointer(start)
    let pattern = UInt64(skip) &* 0x0101_0101_0101_0101
    let words = base.count / 8
    for word in 0..<words {
      var different = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) ^ pattern
      while different != 0 {
        let byte = different.trailingZeroBitCount / 8
        body(word * 8 + byte, base[word * 8 + byte])
        different &= ~(UInt64(0xFF) << (byte * 8))
      }
    }
    for index in (words * 8)..<base.count where base[index] != skip { body(index, base[index]) }
  }
}
