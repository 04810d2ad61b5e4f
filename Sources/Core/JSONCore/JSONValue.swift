/// A JSON value to write, or to decode with ``JSONValueDecoder``: object members in the order
/// given, numbers as the exact text to write.
///
/// ```swift
/// let value = JSONValue.object([
///   ("kind", .string("haptic")), ("t", .number(JSONNumberFormat.fixed(0.1, decimals: 6))),
/// ])
/// JSONWriter.compact(value)  // {"kind":"haptic","t":0.100000}
/// ```
package enum JSONValue: Sendable {
  case null
  case bool(Bool)
  /// A number written verbatim: text that follows the JSON number grammar, already formatted
  /// (``JSONNumberFormat``).
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Members in the order to write them; keys are unique unless the writer wants duplicates.
  case object([(key: String, value: JSONValue)])

  /// A parsed value without its positions.
  ///
  /// - Parameter node: A value the parser read.
  package init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number.text)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONValue.init))
    case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.value)) })
    }
  }

  /// The members when the value is an object, else `nil`.
  package var members: [(key: String, value: JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements when the value is an array, else `nil`.
  package var elements: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text when the value is a string, else `nil`.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The flag when the value is a boolean, else `nil`.
  package var bool: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }
}
