/// Decodes `Decodable` values from ``JSONValue`` trees, accepting what Foundation's
/// `JSONDecoder` accepts, without Foundation.
///
/// Objects feed keyed containers (the first of duplicate keys wins), arrays unkeyed containers;
/// numbers convert by `JSONDecoder`'s rules (``FoundationJSONNumber``): `2.0` and `1e2` are
/// integers, `2.5` is not, and a number a type cannot hold is an error, never a rounding.
///
/// ```swift
/// struct Settings: Codable { var style: String; var count: Int }
/// let tree = JSONValue.object([("style", .string("drum")), ("count", .number("3"))])
/// let settings = try JSONValueDecoder().decode(Settings.self, from: tree)
/// ```
///
/// > Note: Values decode through their own `Decodable` conformance. `JSONDecoder`'s special
/// > cases for Foundation types (`Date`, `Data`, `URL`, `Decimal`) do not apply.
package struct JSONValueDecoder: Sendable {
  /// Creates a decoder.
  package init() {}

  /// The value of type `type` that `tree` describes.
  ///
  /// - Throws: `DecodingError` for a missing key, a value of the wrong type, or a number the
  ///   type cannot hold, as `JSONDecoder` would.
  package func decode<Value: Decodable>(_ type: Value.Type, from tree: JSONValue) throws -> Value {
    try Value(from: TreeDecoder(tree: tree, path: .root))
  }
}
