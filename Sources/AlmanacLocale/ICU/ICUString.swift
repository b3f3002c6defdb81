import AlmanacCore

#if SystemICU
  import CICUShim

  /// Calls an ICU function that writes UTF-16 into a caller's buffer and returns the full length,
  /// growing the buffer once when the first one was too small.
  ///
  /// - Parameter fill: writes into the buffer (base address, capacity) and returns the length
  ///   ICU needed, setting the status code it is given.
  /// - Returns: the text ICU wrote.
  func icuString(
    _ operation: @autoclosure () -> String,
    _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
  ) throws(ICUError) -> String {
    var capacity: Int32 = 64
    while true {
      var status: Int32 = CICU_ZERO_ERROR
      var length: Int32 = 0
      let text = [UInt16](unsafeUninitializedCapacity: Int(capacity)) { buffer, count in
        guard let base = buffer.baseAddress else { return }
        length = fill(base, capacity, &status)
        count = Int(max(0, min(length, capacity)))
      }
      // The buffer was too small: try again with the size ICU asked for.
      if status == CICU_BUFFER_OVERFLOW_ERROR && length > capacity {
        capacity = length
        continue
      }
      try ICUError.check(status, operation())
      return String(decoding: text, as: UTF16.self)
    }
  }

  extension String {
    /// The string as UTF-16 code units, for passing to ICU.
    var utf16Array: [UInt16] { Array(utf16) }
  }
#endif
