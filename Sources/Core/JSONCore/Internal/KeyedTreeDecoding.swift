/// A keyed container of ``TreeDecoder``: the members of an object, the first of duplicate keys
/// winning as in `JSONDecoder`.
struct KeyedTreeDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(key: String, value: JSONValue)]
  let path: LazyCodingPath
  var codingPath: [any CodingKey] { path.keys }

  var allKeys: [Key] {
    var seen: Set<String> = []
    return members.compactMap { seen.insert($0.key).inserted ? Key(stringValue: $0.key) : nil }
  }

  func contains(_ key: Key) -> Bool { value(for: key) != nil }

  private func value(for key: any CodingKey) -> JSONValue? {
    members.first { $0.key == key.stringValue }?.value
  }

  /// A decoder for the member `key`; `keyNotFound` when there is none.
  private func decoder(for key: any CodingKey) throws -> TreeDecoder {
    guard let value = value(for: key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
    }
    return TreeDecoder(tree: value, path: path.appending(key))
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(for: key).decode(type)
  }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try Value(from: decoder(for: key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  /// `JSONDecoder` gives a missing `super` as `null`.
  func superDecoder() -> any Decoder {
    TreeDecoder(
      tree: value(for: CodingPathKey.super) ?? .null, path: path.appending(CodingPathKey.super))
  }

  func superDecoder(forKey key: Key) -> any Decoder {
    TreeDecoder(tree: value(for: key) ?? .null, path: path.appending(key))
  }
}
