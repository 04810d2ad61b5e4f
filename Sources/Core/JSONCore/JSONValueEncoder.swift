/// Encodes `Encodable` values as ``JSONValue`` trees, as Foundation's `JSONEncoder` would write
/// them, without Foundation.
///
/// Keyed containers become objects (members in the order first encoded; encoding a key again
/// replaces its value), unkeyed containers arrays, integers their decimal text and floating-point
/// numbers their shortest text without a trailing `.0` (``JSONNumberFormat/trimmed(_:)``), as
/// `JSONEncoder` writes them.
///
/// ```swift
/// struct Settings: Codable { var style = "drum"; var count = 3 }
/// let tree = try JSONValueEncoder().encode(Settings())
/// JSONWriter.compact(tree)  // {"style":"drum","count":3}
/// ```
///
/// > Note: Values encode through their own `Encodable` conformance. `JSONEncoder`'s special
/// > cases for Foundation types (`Date`, `Data`, `URL`, `Decimal`) do not apply.
package struct JSONValueEncoder: Sendable {
  /// Creates an encoder.
  package init() {}

  /// The tree of `value`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a non-finite floating-point number, or a value
  ///   that encodes nothing.
  package func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let slot = EncodingSlot()
    try value.encode(to: TreeEncoder(slot: slot, path: .root))
    guard let tree = slot.tree else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
    }
    return tree
  }
}
