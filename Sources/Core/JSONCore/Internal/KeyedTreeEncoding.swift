/// A keyed container of ``TreeEncoder``: the members of an object.
struct KeyedTreeEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: EncodingSlot
  let path: LazyCodingPath
  var codingPath: [any CodingKey] { path.keys }

  /// An encoder for the member `key`.
  private func encoder(for key: any CodingKey) -> TreeEncoder {
    TreeEncoder(slot: slot.member(key.stringValue), path: path.appending(key))
  }

  func encodeNil(forKey key: Key) { encoder(for: key).encodeNil() }
  func encode(_ value: Bool, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: String, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: Double, forKey key: Key) throws { try encoder(for: key).encode(value) }
  func encode(_ value: Float, forKey key: Key) throws { try encoder(for: key).encode(value) }
  func encode(_ value: Int, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: Int8, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: Int16, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: Int32, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: Int64, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: UInt, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: UInt8, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: UInt16, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: UInt32, forKey key: Key) { encoder(for: key).encode(value) }
  func encode(_ value: UInt64, forKey key: Key) { encoder(for: key).encode(value) }

  func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try value.encode(to: encoder(for: key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder(for: key).container(keyedBy: keyType)
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder(for: key).unkeyedContainer()
  }

  func superEncoder() -> any Encoder { encoder(for: CodingPathKey.super) }
  func superEncoder(forKey key: Key) -> any Encoder { encoder(for: key) }
}
