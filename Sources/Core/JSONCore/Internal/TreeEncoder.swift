/// The `Encoder` behind ``JSONValueEncoder``: writes into one ``EncodingSlot``.
struct TreeEncoder: Encoder {
  let slot: EncodingSlot
  let path: LazyCodingPath
  var codingPath: [any CodingKey] { path.keys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.makeObject()
    return KeyedEncodingContainer(KeyedTreeEncoding<Key>(slot: slot, path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.makeArray()
    return UnkeyedTreeEncoding(slot: slot, path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  /// The number text of `value`, as `JSONEncoder` writes it.
  static func number<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: Value, at codingPath: [any CodingKey]
  ) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath,
          debugDescription: "Unable to encode \(Value.self).\(value) directly in JSON."))
    }
    return .number(JSONNumberFormat.trimmed(value))
  }
}

// MARK: - Single values

extension TreeEncoder: SingleValueEncodingContainer {
  func encodeNil() { slot.store(.null) }
  func encode(_ value: Bool) { slot.store(.bool(value)) }
  func encode(_ value: String) { slot.store(.string(value)) }
  func encode(_ value: Double) throws { slot.store(try Self.number(value, at: codingPath)) }
  func encode(_ value: Float) throws { slot.store(try Self.number(value, at: codingPath)) }
  func encode(_ value: Int) { slot.store(.number(String(value))) }
  func encode(_ value: Int8) { slot.store(.number(String(value))) }
  func encode(_ value: Int16) { slot.store(.number(String(value))) }
  func encode(_ value: Int32) { slot.store(.number(String(value))) }
  func encode(_ value: Int64) { slot.store(.number(String(value))) }
  func encode(_ value: UInt) { slot.store(.number(String(value))) }
  func encode(_ value: UInt8) { slot.store(.number(String(value))) }
  func encode(_ value: UInt16) { slot.store(.number(String(value))) }
  func encode(_ value: UInt32) { slot.store(.number(String(value))) }
  func encode(_ value: UInt64) { slot.store(.number(String(value))) }
  func encode<Value: Encodable>(_ value: Value) throws { try value.encode(to: self) }
}
