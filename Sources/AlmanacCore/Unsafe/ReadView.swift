/// An array's elements read by index without a bounds check in release builds, for the loops
/// whose reads cost more than their work (the engine's series, a page's term scan).
///
/// Invariant: a view lives only inside the closure of ``Swift/Array/_withReadView(_:)`` (the
/// array is kept alive and unchanged meanwhile) and is indexed in `0..<count`, which debug
/// builds check.
@frozen @usableFromInline
package struct _ReadView<Element> {
  @usableFromInline
  let base: UnsafeBufferPointer<Element>

  @inlinable
  package init(_ base: UnsafeBufferPointer<Element>) { self.base = base }

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
  }

  /// Appends the elements at `range` (inside `0..<count`) to an array, in one copy.
  @inlinable @inline(__always)
  package func append(_ range: Range<Int>, to array: inout [Element]) {
    array.append(contentsOf: UnsafeBufferPointer(rebasing: base[range]))
  }
}

/// A view is a collection over `0..<count` (its slices keep the view's indices).
extension _ReadView: RandomAccessCollection {
  @inlinable package var startIndex: Int { 0 }
  @inlinable package var endIndex: Int { base.count }
}

extension _ReadView where Element == UInt8 {
  /// The UTF-8 at `range` (inside `0..<count`) as a string.
  @inlinable
  package func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: base[range]), as: UTF8.self)
  }
}

extension String {
  /// Calls `body` with a view of the string's UTF-8 (made contiguous first if it is not).
  @inlinable @inline(__always)
  package mutating func _withUTF8ReadView<Result>(_ body: (_ReadView<UInt8>) throws -> Result) rethrows -> Result {
    try withUTF8 { try body(_ReadView($0)) }
  }
}

extension Array {
  /// Calls `body` with a view of the elements (see ``_ReadView`` for what it may do).
  @inlinable @inline(__always)
  package func _withReadView<Result>(_ body: (_ReadView<Element>) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer { try body(_ReadView($0)) }
  }
}

extension StaticString {
  /// Calls `body` with a view of the literal's UTF-8.
  @inlinable @inline(__always)
  package func _withReadView<Result>(_ body: (_ReadView<UInt8>) -> Result) -> Result {
    withUTF8Buffer { body(_ReadView($0)) }
  }
}
