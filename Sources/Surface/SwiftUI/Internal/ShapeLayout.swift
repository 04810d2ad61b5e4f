/// A shape's node: the size the shape asks for, hit where its path, filled in its frame, holds
/// the touch, as SwiftUI hit-tests a filled shape; a stroked shape, where its line is.
struct ShapeLayout<Content: Shape>: NodeLayout {
  let shape: Content

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    shape.sizeThatFits(proposal)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
  var isHitTestable: Bool { true }
  func hitArea(contains point: CGPoint, in rect: CGRect) -> Bool {
    if let stroke = shape as? any StrokeHitTesting { return stroke.strokeContains(point, in: rect) }
    return shape.path(in: rect).contains(point)
  }
}

/// A shape inset by a fixed amount: the base's frame, the base's path in the smaller rect.
nonisolated struct InsetOutline<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
  func inset(by amount: CGFloat) -> InsetOutline<Base> {
    InsetOutline(base: base, amount: self.amount + amount)
  }
}
