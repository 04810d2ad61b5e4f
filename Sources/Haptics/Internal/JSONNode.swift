/// A parsed JSON value with the position where it starts.
///
/// Every diagnostic can so name a line:column. Object members keep their file order; duplicates are kept for the caller to report.
struct JSONNode: Sendable {
  /// One `"key": value` pair of an object.
  struct Member: Sendable {
    var key: String
    var keyPosition: TextPosition
    var value: JSONNode
  }

  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  var value: Value
  var position: TextPosition

  /// The JSON type's name for messages, such as `null`, `a boolean` or `a number`.
  var typeName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONNode {
  var isNull: Bool {
    if case .null = value { return true }
    return false
  }
}
