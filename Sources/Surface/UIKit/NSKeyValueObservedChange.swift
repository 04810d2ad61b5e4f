/// One change an observation reports.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change: always ``NSKeyValueChange/setting`` for a view's property.
  public let kind: NSKeyValueChange
  /// The value after the change, when the observation asked for ``NSKeyValueObservingOptions/new``.
  public let newValue: Value?
  /// The value before the change, when it asked for ``NSKeyValueObservingOptions/old``.
  public let oldValue: Value?
  /// The indexes of a to-many change (`nil` for a setting).
  public let indexes: IndexSet?
  /// Whether this is the notice before a change (never headless).
  public let isPrior: Bool
}
