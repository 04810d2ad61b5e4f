nonisolated extension View {
  /// This view with its centre at `position`, in a view that takes all the space it is offered.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: position))
  }

  /// This view with its centre at (`x`, `y`), in a view that takes all the space it is offered.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(position: CGPoint(x: x, y: y)))
  }
}

/// `position`: as large as offered (10 pt where nothing is, as a colour), the content offered
/// that size and centred at the point (Apple: "fixes the center of the view at the specified
/// point in its parent's coordinate space").
///
/// Right to left, `x` is measured from the right edge: SwiftUI "horizontally flips the x
/// position of each view within its parent" (Apple, "LayoutDirection"), so the point is in the
/// flipped coordinates, as an offset is.
nonisolated struct PositionModifier: PrimitiveModifier, NodeLayout {
  let position: CGPoint

  func update(_ node: ViewNode) { node.layout = self }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let content = node.layoutChildren
    let own = content.groupSize(for: ProposedViewSize(size))
    let origin = CGPoint(x: position.x - own.width / 2, y: position.y - own.height / 2)
    content.placeGroup(
      in: CGRect(origin: origin, size: own).mirrored(
        in: CGRect(origin: .zero, size: size), rightToLeft: node.isRightToLeft),
      alignment: .center)
  }
}
