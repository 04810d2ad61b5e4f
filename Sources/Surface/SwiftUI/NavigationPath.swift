/// The values a `NavigationStack` has pushed, of any `Hashable` types.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path of `elements`, the first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// A path of values already erased.
  init(elements: [AnyHashable]) { self.elements = elements }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values (all of them when there are fewer; none when `k` is negative).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }
}
