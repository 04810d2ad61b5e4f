/// A key of ``EnvironmentValues``, with the value views see when no ancestor set one.
public protocol EnvironmentKey {
  /// The key's value type.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}
