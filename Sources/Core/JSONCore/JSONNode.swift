/// A parsed JSON value with the position where it starts.
///
/// Object members keep their file order and duplicates are kept, so a reader can report them;
/// numbers keep their text, so a reader can convert them exactly (``JSONNumber``).
///
/// ```swift
/// let options = JSONParsingOptions(maximumDepth: 64)
/// let root = try JSONParser.parse(Array(#"{"t": 0.25, "id": 1}"#.utf8), options: options).root
/// if case .number(let t)? = root["t"]?.value { t.doubleValue }  // 0.25
/// ```
package struct JSONNode: Sendable {
  /// The kinds of JSON value and their contents.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
  }

  /// What the value is and holds.
  package var value: Value
  /// Where the value's first byte is.
  package var position: JSONPosition

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - position: Where it starts.
  package init(_ value: Value, at position: JSONPosition) {
    self.value = value
    self.position = position
  }

  /// The JSON type's name for messages: `null`, `a boolean`, `a number`, `a string`,
  /// `an array` or `an object`.
  package var typeName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// The members when the value is an object, else `nil`.
  package var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The elements when the value is an array, else `nil`.
  package var elements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The value of the first member named `key` when the value is an object.
  ///
  /// - Complexity: O(*n*) in the number of members.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    for member in members where member.key == key { return member.value }
    return nil
  }
}
