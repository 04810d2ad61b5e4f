/// A view whose type is erased: a change of the wrapped type replaces the view and its state.
nonisolated public struct AnyView: View {
  let view: any View
  /// `view`, type-erased.
  public init<V: View>(_ view: V) { self.view = view }
  /// `view`, type-erased, when it is a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension AnyView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    node.updateChild(key: ChildKey(id: ObjectIdentifier(type(of: view))), with: view)
  }
}
