/// Equality for a value whose type is known only at run time to be `Equatable` (a `@State`'s).
enum EquatableValue {
  /// Whether `a` and `b` are equal; false when their type is not `Equatable`.
  static func same<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let type = Value.self as? any Equatable.Type else { return false }
    return type.same(a, b)
  }
}

extension Equatable {
  /// `a == b` for values of `Self` passed generically (`Value` is `Self`).
  fileprivate static func same<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? Self, let b = b as? Self else { return false }
    return a == b
  }
}
