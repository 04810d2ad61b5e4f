/// A thin line between views: across a vertical stack, or down a horizontal one.
///
/// It is one pixel thick (`1 / displayScale` points; ours: Apple documents no thickness) and
/// as long as it is offered.
nonisolated public struct Divider: View {
  /// A divider.
  public init() {}

  /// The line: a hairline rectangle along the stack's cross axis.
  public var body: some View { DividerLine() }
}

/// The divider's line, sized by the stack it is in.
nonisolated struct DividerLine: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.role = .view
    node.layout = DividerLayout()
  }
}

/// One pixel across the stack's axis, the offered length along the other.
struct DividerLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let scale = node.environment.displayScale
    let thickness = scale.isFinite && scale > 0 ? 1 / scale : 1
    let offered = proposal.replacingUnspecifiedDimensions()
    return node.enclosingStackAxis == .horizontal
      ? CGSize(width: thickness, height: offered.height)
      : CGSize(width: offered.width, height: thickness)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}
