/// A coding path built only when asked for: the path above, and the last key.
///
/// Encoders and decoders hand one to every value they visit, but almost never read it; keeping
/// the last key apart spares an array for each member of a flat object.
struct LazyCodingPath {
  /// The empty path, at the top-level value.
  static let root = LazyCodingPath(parent: [], key: nil)

  private var parent: [any CodingKey]
  private var key: (any CodingKey)?

  /// The keys from the top-level value down.
  var keys: [any CodingKey] {
    guard let key else { return parent }
    return parent + [key]
  }

  /// The path one level down, at `key`.
  func appending(_ key: any CodingKey) -> LazyCodingPath {
    LazyCodingPath(parent: keys, key: key)
  }
}
