/// A shape turned about an anchor of its frame: outlined and hit where the turned outline lies,
/// in the frame of the unturned shape (its layout is the shape's).
nonisolated public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// The angle, clockwise on screen for a positive angle.
  public var angle: Angle
  /// The point of the frame that stays put, in unit coordinates.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's outline in `rect`, turned about the anchor's point of `rect`.
  public func path(in rect: CGRect) -> Path {
    let transform = rect.anchoredTransform(anchor) { $0.rotated(by: CGFloat(angle.radians)) }
    return shape.path(in: rect).applying(transform)
  }
}

nonisolated extension Shape {
  /// The shape turned by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}
