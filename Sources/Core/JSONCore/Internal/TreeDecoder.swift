/// The `Decoder` behind ``JSONValueDecoder``: reads one ``JSONValue``.
struct TreeDecoder: Decoder {
  let tree: JSONValue
  let path: LazyCodingPath
  var codingPath: [any CodingKey] { path.keys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = tree else {
      throw mismatch([String: Any].self, expected: "an object")
    }
    return KeyedDecodingContainer(
      KeyedTreeDecoding<Key>(members: members, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = tree else {
      throw mismatch([Any].self, expected: "an array")
    }
    return UnkeyedTreeDecoding(elements: elements, path: path)
  }

  func singleValueContainer() -> any SingleValueDecodingContainer { self }

  /// The error for a value that is not `expected`: `valueNotFound` for `null`, as `JSONDecoder`
  /// reports it, `typeMismatch` otherwise.
  func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
    if case .null = tree {
      return .valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
    }
    return .typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "expected \(expected)"))
  }

  /// The number here as `T`, by `JSONDecoder`'s integer rules.
  func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try number(type) { FoundationJSONNumber.integer($0, as: T.self) }
  }

  /// The number here as `T`, by `JSONDecoder`'s floating-point rules.
  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws
    -> T
  {
    try number(type) { FoundationJSONNumber.floatingPoint($0, as: T.self) }
  }

  /// The number here converted by `convert`, which gives `nil` for one `T` cannot hold.
  private func number<T>(_ type: T.Type, _ convert: (String) -> T?) throws -> T {
    guard case .number(let text) = tree else { throw mismatch(T.self, expected: "a number") }
    guard let value = convert(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "\(text) does not fit in \(T.self)"))
    }
    return value
  }
}

// MARK: - Single values

extension TreeDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool {
    if case .null = tree { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let flag) = tree else { throw mismatch(type, expected: "a boolean") }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = tree else { throw mismatch(type, expected: "a string") }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
  func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: self) }
}
