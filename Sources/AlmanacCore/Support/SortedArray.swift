extension Array {
  /// The index of the first element for which `isAfter` holds, in an array where it holds of a
  /// tail (`count` when of none): the one binary search of the library's sorted day lists.
  @inlinable @inline(__always)
  package func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

extension Array where Element: Comparable {
  /// The index of the first element not below `value` in a sorted array (`count` when every
  /// element is below it).
  @inlinable @inline(__always)
  package func firstIndex(notBelow value: Element) -> Int { partitionPoint { $0 >= value } }

  /// The index of the first element above `value` in a sorted array (`count` when none is).
  @inlinable @inline(__always)
  package func firstIndex(above value: Element) -> Int { partitionPoint { $0 > value } }

  /// Whether a sorted array holds `value`.
  @inline(__always)
  func sortedContains(_ value: Element) -> Bool {
    let index = firstIndex(notBelow: value)
    return index < count && self[index] == value
  }
}
