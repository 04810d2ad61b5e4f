/// An unkeyed container of ``TreeDecoder``: the elements of an array, in order.
struct UnkeyedTreeDecoding: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let path: LazyCodingPath
  var codingPath: [any CodingKey] { path.keys }
  private(set) var currentIndex = 0

  init(elements: [JSONValue], path: LazyCodingPath) {
    self.elements = elements
    self.path = path
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// A decoder for the next element, and the container moved past it.
  private mutating func nextDecoder<T>(for type: T.Type) throws -> TreeDecoder {
    let key = CodingPathKey(intValue: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath + [key], debugDescription: "the array has ended"))
    }
    defer { currentIndex += 1 }
    return TreeDecoder(tree: elements[currentIndex], path: path.appending(key))
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any?.self,
        .init(
          codingPath: codingPath + [CodingPathKey(intValue: currentIndex)],
          debugDescription: "the array has ended"))
    }
    guard case .null = elements[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try nextDecoder(for: type).decode(type) }
  mutating func decode(_ type: String.Type) throws -> String {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try nextDecoder(for: type).decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try nextDecoder(for: type).decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try nextDecoder(for: type).decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try nextDecoder(for: type).decode(type)
  }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try Value(from: nextDecoder(for: type))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try nextDecoder(for: type).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try nextDecoder(for: [Any].self).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try nextDecoder(for: Any.self) }
}
