/// The containers ``JSONStreamWriter`` hands out: each writes straight into the writer's bytes.

struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let writer: JSONStreamWriter
  let index: Int
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    writer.beginKey(key, in: index)
    writer.writeNull()
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    writer.beginKey(key, in: index)
    writer.write(value)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    writer.beginKey(key, in: index)
    writer.write(value)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    writer.beginKey(key, in: index)
    try writer.write(value, key.stringValue)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    writer.beginKey(key, in: index)
    try writer.write(value, key.stringValue)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    writer.beginKey(key, in: index)
    writer.write(value)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, key) }

  private func encodeInteger<Integer: FixedWidthInteger>(_ value: Integer, _ key: Key) throws {
    writer.beginKey(key, in: index)
    writer.write(value)
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    writer.beginKey(key, in: index)
    try writer.writeValue(value, key: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    writer.beginKey(key, in: index)
    return writer.container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    writer.beginKey(key, in: index)
    return writer.unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    writer.beginKey(JSONKey("super"), in: index)
    return writer
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    writer.beginKey(key, in: index)
    return writer
  }
}

struct UnkeyedWriter: UnkeyedEncodingContainer {
  let writer: JSONStreamWriter
  let index: Int
  let codingPath: [any CodingKey]
  private(set) var count = 0

  package init(writer: JSONStreamWriter, index: Int, codingPath: [any CodingKey]) {
    self.writer = writer
    self.index = index
    self.codingPath = codingPath
  }

  private mutating func next() {
    writer.beginElement(in: index)
    count += 1
  }

  mutating func encodeNil() throws {
    next()
    writer.writeNull()
  }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    next()
    try writer.writeValue(value, key: "[\(count - 1)]")
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    next()
    return writer.container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    next()
    return writer.unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    next()
    return writer
  }
}

struct SingleWriter: SingleValueEncodingContainer {
  let writer: JSONStreamWriter
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws {
    writer.writeNull()
  }
  mutating func encode(_ value: Bool) throws {
    writer.write(value)
  }
  mutating func encode(_ value: String) throws {
    writer.write(value)
  }
  mutating func encode(_ value: Double) throws {
    try writer.write(value, "value")
  }
  mutating func encode(_ value: Float) throws {
    try writer.write(value, "value")
  }
  mutating func encode(_ value: Int) throws {
    writer.write(value)
  }
  mutating func encode(_ value: Int8) throws {
    writer.write(value)
  }
  mutating func encode(_ value: Int16) throws {
    writer.write(value)
  }
  mutating func encode(_ value: Int32) throws {
    writer.write(value)
  }
  mutating func encode(_ value: Int64) throws {
    writer.write(value)
  }
  mutating func encode(_ value: UInt) throws {
    writer.write(value)
  }
  mutating func encode(_ value: UInt8) throws {
    writer.write(value)
  }
  mutating func encode(_ value: UInt16) throws {
    writer.write(value)
  }
  mutating func encode(_ value: UInt32) throws {
    writer.write(value)
  }
  mutating func encode(_ value: UInt64) throws {
    writer.write(value)
  }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try writer.writeValue(value, key: "value")
  }
}

/// A coding key made from a string or an array index.
struct JSONKey: CodingKey {
  let stringValue: String
  let intValue: Int?
  package init(_ string: String) {
    stringValue = string
    intValue = nil
  }
  package init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }
  package init?(stringValue: String) { self.init(stringValue) }
  package init?(intValue: Int) { self.init(index: intValue) }
}
