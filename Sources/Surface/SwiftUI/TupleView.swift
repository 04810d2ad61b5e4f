/// Several views listed one after another in a view builder.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// A list of the views in `value`.
  public init(_ value: T) { self.value = value }
  /// Never evaluated: SwiftUI lists the views itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TupleView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    // Each element by its position: structural identity, as SwiftUI gives it.
    var position = 0
    for element in Mirror(reflecting: value).children {
      guard let view = element.value as? any View else { continue }
      node.updateChild(key: ChildKey(integerLiteral: position), with: view)
      position += 1
    }
  }
}
