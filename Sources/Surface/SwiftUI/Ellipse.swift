/// An ellipse inscribed in its frame, filling the frame.
///
/// Touches hit inside the ellipse, not the frame's corners.
nonisolated public struct Ellipse: InsettableShape {
  /// An ellipse.
  public init() {}
  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  /// The ellipse inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Ellipse: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: self) }
}
