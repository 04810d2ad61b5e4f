/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
  /// The empty view.
  public init() {}
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension EmptyView: PrimitiveView {
  func update(_ node: ViewNode) { node.role = .list }
}
