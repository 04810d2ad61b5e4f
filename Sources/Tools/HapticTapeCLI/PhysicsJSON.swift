import JSONCore

/// Encodes physics results as one line of JSON with sorted keys (stable for scripts and diffs).
enum PhysicsJSON {
  /// `value` on one line, keys sorted by their UTF-8 bytes.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot hold (a non-finite one).
  static func encode(_ value: some Encodable) throws -> String {
    JSONWriter.compact(
      try JSONValueEncoder().encode(value).sortingKeys(), escaping: .foundationCompatible)
  }
}
