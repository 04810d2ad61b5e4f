/// Views grouped without a layout of their own: the container they are in lays each out.
public struct Group<Content: View>: View {
  let content: Content
  /// The views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    node.updateChild(key: 0, with: content)
  }
}
