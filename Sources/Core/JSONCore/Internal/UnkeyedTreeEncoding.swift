/// An unkeyed container of ``TreeEncoder``: the elements of an array.
struct UnkeyedTreeEncoding: UnkeyedEncodingContainer {
  let slot: EncodingSlot
  let path: LazyCodingPath
  var codingPath: [any CodingKey] { path.keys }
  var count: Int { slot.elementCount }

  /// An encoder for a new element at the end.
  private func nextEncoder() -> TreeEncoder {
    let key = CodingPathKey(intValue: slot.elementCount)
    return TreeEncoder(slot: slot.appendElement(), path: path.appending(key))
  }

  func encodeNil() { nextEncoder().encodeNil() }
  func encode(_ value: Bool) { nextEncoder().encode(value) }
  func encode(_ value: String) { nextEncoder().encode(value) }
  func encode(_ value: Double) throws { try nextEncoder().encode(value) }
  func encode(_ value: Float) throws { try nextEncoder().encode(value) }
  func encode(_ value: Int) { nextEncoder().encode(value) }
  func encode(_ value: Int8) { nextEncoder().encode(value) }
  func encode(_ value: Int16) { nextEncoder().encode(value) }
  func encode(_ value: Int32) { nextEncoder().encode(value) }
  func encode(_ value: Int64) { nextEncoder().encode(value) }
  func encode(_ value: UInt) { nextEncoder().encode(value) }
  func encode(_ value: UInt8) { nextEncoder().encode(value) }
  func encode(_ value: UInt16) { nextEncoder().encode(value) }
  func encode(_ value: UInt32) { nextEncoder().encode(value) }
  func encode(_ value: UInt64) { nextEncoder().encode(value) }
  func encode<Value: Encodable>(_ value: Value) throws { try value.encode(to: nextEncoder()) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    nextEncoder().container(keyedBy: keyType)
  }

  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    nextEncoder().unkeyedContainer()
  }

  func superEncoder() -> any Encoder { nextEncoder() }
}
