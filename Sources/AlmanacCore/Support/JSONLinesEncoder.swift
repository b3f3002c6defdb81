/// Encodes `Encodable` values as compact JSON, one value per line, keys in the order each type's
/// `encode(to:)` writes them: the bytes `almanac … --json` prints and `almanac serve` answers.
///
/// Foundation's `JSONEncoder` orders an object's keys by hash (or alphabetically with
/// `.sortedKeys`), so it cannot keep a contract such as `{"date":…,"weekday":…,"lunar":{…}}`;
/// this encoder writes as the value encodes, with no tree in between, so a line costs about what
/// writing its bytes costs. Both read back with `JSONDecoder`.
///
/// Names (festivals, holidays, terms, the lunar date's text) are written in ``names``: a Chinese
/// script, or English. A type reads it from `encoder.userInfo[.almanacNames]` (a `ChineseScript`,
/// or absent for simplified Chinese, or `NameLanguage.english`), so `JSONEncoder` users set the same
/// key.
///
/// ```swift
/// let line = try JSONLinesEncoder().encode(SolarTerm.pureBrightness.event(in: 2026))
/// // {"term":"清明","index":7,"date":"2026-04-05","instant":"2026-04-05T03:39:39+08:00"}
/// ```
public struct JSONLinesEncoder: Sendable {
  /// The language names are written in.
  public var names: NameLanguage

  /// An encoder writing names in `names` (simplified Chinese unless told).
  public init(names: NameLanguage = .simplified) {
    self.names = names
  }

  /// The JSON of one value, without a line end.
  ///
  /// - Throws: `EncodingError.invalidValue` for a floating-point value that is not finite.
  public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try encode(value, appendingTo: &bytes)
    return bytes
  }

  /// Appends the JSON of one value and a line end (`\n`) to `bytes`.
  public func encodeLine<Value: Encodable>(_ value: Value, appendingTo bytes: inout [UInt8]) throws {
    try encode(value, appendingTo: &bytes)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends the JSON of one value, without a line end, to `bytes`.
  public func encode<Value: Encodable>(_ value: Value, appendingTo bytes: inout [UInt8]) throws {
    let writer = JSONStreamWriter(names: names)
    swap(&writer.bytes, &bytes)
    defer { swap(&writer.bytes, &bytes) }
    try writer.encodeSlot(value)
    writer.closeAll()
  }
}

/// The streaming `Encoder` behind ``JSONLinesEncoder``: containers are written as they are
/// opened and closed when their parent writes its next element (or at the end), so nothing is
/// built in memory.
package final class JSONStreamWriter: _UncheckedWriterState, Encoder {
  package let names: NameLanguage
  package var codingPath: [any CodingKey] = []
  /// Made when a type asks (Almanac's own types read ``names`` directly), not for every line.
  package var userInfo: [CodingUserInfoKey: Any] { [.almanacNames: names] }

  package init(names: NameLanguage) {
    self.names = names
    super.init()
  }

  /// Encodes a value into the slot just prepared (top level, after a key, or an array element).
  package func encodeSlot<Value: Encodable>(_ value: Value) throws {
    if Value.self == LunarDay.self, let day = value as? LunarDay {
      write(day)
      return
    }
    if Value.self == DayFacts.self, let facts = value as? DayFacts {
      write(facts)
      return
    }
    let depth = open.count
    let start = bytes.count
    slotDepth = depth
    try value.encode(to: self)
    if bytes.count == start {
      // A value that wrote nothing is an empty object, as JSONEncoder writes it.
      bytes.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
    }
    close(above: depth)
  }

  /// Closes every container deeper than `depth`.
  package func close(above depth: Int) {
    while open.count > depth {
      bytes.append(open.removeLast().close)
    }
  }

  package func closeAll() { close(above: 0) }

  /// Opens a container in the current slot (or reuses the one this slot already opened).
  private func openContainer(_ opening: UInt8, _ closing: UInt8) -> Int {
    if open.count == slotDepth + 1, open[slotDepth].close == closing { return slotDepth }
    bytes.append(opening)
    open.append((closing, false))
    return open.count - 1
  }

  /// Prepares the next element of the container at `index`: closes what its previous element
  /// left open and writes the comma.
  package func beginElement(in index: Int) {
    close(above: index + 1)
    if open[index].hasElements { bytes.append(UInt8(ascii: ",")) }
    open[index].hasElements = true
    slotDepth = index + 1
  }

  package func beginKey(_ key: some CodingKey, in index: Int) {
    beginElement(in: index)
    JSONText.appendQuoted(key.stringValue, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }

  package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let index = openContainer(UInt8(ascii: "{"), UInt8(ascii: "}"))
    return KeyedEncodingContainer(KeyedWriter<Key>(writer: self, index: index, codingPath: codingPath))
  }

  package func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let index = openContainer(UInt8(ascii: "["), UInt8(ascii: "]"))
    return UnkeyedWriter(writer: self, index: index, codingPath: codingPath)
  }

  package func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleWriter(writer: self, codingPath: codingPath)
  }

  // MARK: Scalars

  package func writeNull() {
    bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
  }

  package func write(_ value: Bool) {
    if value {
      bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
    } else {
      bytes.append(contentsOf: [
        UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e"),
      ])
    }
  }

  package func write(_ value: String) {
    JSONText.appendQuoted(value, to: &bytes)
  }

  package func write<Integer: FixedWidthInteger>(_ value: Integer) {
    JSONText.appendInteger(value, to: &bytes)
  }

  /// A finite number as JSONEncoder writes it: integral values without a fraction (`3`, not `3.0`).
  package func write<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number, _ key: String) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: [], debugDescription: "\(key): \(value) is not a JSON number"))
    }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      bytes.append(contentsOf: String(Int64(value)).utf8)
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  /// Writes a scalar the writer knows directly (tested by type first: a cast attempt on every
  /// value would cost more than writing it), or encodes a value into the slot. The coding path
  /// is not tracked (it would cost an array per value); an error names its key instead.
  @inline(__always)
  package func writeValue<Value: Encodable>(_ value: Value, key: @autoclosure () -> String) throws {
    if Value.self == String.self, let text = value as? String {
      write(text)
    } else if Value.self == Int.self, let number = value as? Int {
      write(number)
    } else if Value.self == Bool.self, let flag = value as? Bool {
      write(flag)
    } else if Value.self == Double.self, let number = value as? Double {
      try write(number, key())
    } else if Value.self == CivilDate.self, let date = value as? CivilDate {
      write(date.description)
    } else if Value.self == Weekday.self, let weekday = value as? Weekday {
      write(weekday.name)
    } else if Value.self == StemBranch.self, let pair = value as? StemBranch {
      write(pair.description)
    } else if Value.self == LunarDate.self, let date = value as? LunarDate {
      write(date)
    } else {
      try encodeSlot(value)
    }
  }

  /// A day and its lunar date, the bytes ``LunarDay``'s `encode(to:)` writes.
  package func write(_ day: LunarDay) {
    let script = names.script ?? .simplified
    _JSONLineBuffer.appending(to: &bytes) { line in
      line.raw("{\"date\":")
      line.date(day.date)
      line.raw(",\"weekday\":")
      line.plain(day.weekday.name)
      line.raw(",\"lunar\":")
      line.lunar(day.lunar, script)
      line.byte(UInt8(ascii: "}"))
    }
  }

  /// A lunar date's object, the bytes its `encode(to:)` writes (the leaf values a listing writes
  /// millions of are written here directly; a test compares both ways on every kind of date).
  package func write(_ date: LunarDate) {
    let script = names.script ?? .simplified
    _JSONLineBuffer.appending(to: &bytes) { $0.lunar(date, script) }
  }
}

extension _JSONLineBuffer {
  /// A lunar date's object, the bytes its `encode(to:)` writes.
  package mutating func lunar(_ date: LunarDate, _ script: ChineseScript) {
    raw("{\"year\":")
    integer(date.year)
    raw(",\"month\":")
    integer(date.month)
    raw(",\"day\":")
    integer(date.day)
    raw(",\"isLeapMonth\":")
    bool(date.isLeapMonth)
    raw(",\"text\":")
    plain(date.text(script))
    raw(",\"stemBranch\":")
    plain(date.stemBranch.description)
    raw(",\"zodiac\":")
    plain(date.zodiac.character(script))
    byte(UInt8(ascii: "}"))
  }
}
