/// An array's elements read by index without a bounds check in release builds, for the loops
/// whose reads cost more than their work (the engine's series, a page's term scan, SHA-256's
/// blocks).
///
/// Invariant: a view lives only inside the closure of ``Swift/Array/_withReadView(_:)`` (the
/// array is kept alive and unchanged meanwhile) and is indexed in `0..<count`, which debug
/// builds check.
struct _ReadView<Element> {
  private let base: UnsafeBufferPointer<Element>

  init(_ base: UnsafeBufferPointer<Element>) { self.base = base }

  /// The number of elements.
  var count: Int { base.count }

  /// `0..<count`.
  var indices: Range<Int> { 0..<base.count }

  /// The element at an index in `0..<count`.
  subscript(index: Int) -> Element {
    @inline(__always) get { base[index] }
  }

  /// Appends the elements at `range` (inside `0..<count`) to an array, in one copy.
  @inline(__always)
  func append(_ range: Range<Int>, to array: inout [Element]) {
    array.append(contentsOf: UnsafeBufferPointer(rebasing: base[range]))
  }
}

extension String {
  /// Calls `body` with a view of the string's UTF-8 (made contiguous first if it is not).
  @inline(__always)
  mutating func _withUTF8ReadView<Result>(_ body: (_ReadView<UInt8>) throws -> Result) rethrows -> Result {
    try withUTF8 { try body(_ReadView($0)) }
  }
}

extension Array {
  /// Calls `body` with a view of the elements (see ``_ReadView`` for what it may do).
  @inline(__always)
  func _withReadView<Result>(_ body: (_ReadView<Element>) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer { try body(_ReadView($0)) }
  }
}

extension StaticString {
  /// Calls `body` with a view of the literal's UTF-8.
  @inline(__always)
  func _withReadView<Result>(_ body: (_ReadView<UInt8>) -> Result) -> Result {
    withUTF8Buffer { body(_ReadView($0)) }
  }
}
