/// A key for a value a ``CustomAnimation`` keeps in its ``AnimationState``.
public protocol AnimationStateKey {
  /// The type of the value.
  associatedtype Value
  /// The value before the animation sets one.
  static var defaultValue: Value { get }
}
