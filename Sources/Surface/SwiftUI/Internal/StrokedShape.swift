/// A shape's stroke: the base's frame, hit only on the band `lineWidth` wide along its outline.
///
/// SwiftUI's `stroke(style:)` "returns a new shape that is a stroked copy of self" (Apple), so a
/// stroked shape is hit where the line is drawn, not over the fill inside it. The path is the
/// base's outline (ours: the outline the line follows, not the band's edges: nothing is
/// drawn).
nonisolated struct StrokedShape<Base: Shape>: Shape, StrokeHitTesting {
  let base: Base
  /// The line's width; a width that is not finite, or a negative one, is 0 (ours).
  let lineWidth: CGFloat

  init(base: Base, lineWidth: CGFloat) {
    self.base = base
    self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 0
  }

  func path(in rect: CGRect) -> Path { base.path(in: rect) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

  func strokeContains(_ point: CGPoint, in rect: CGRect) -> Bool {
    base.path(in: rect).cgPath.outlineDistance(to: point) <= lineWidth / 2
  }

  /// Never evaluated: the stroke is laid out and hit itself.
  var body: Never { primitiveBody(of: Self.self) }
}

extension StrokedShape: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: self) }
}
