/// A shape scaled about an anchor of its frame: outlined and hit where the scaled outline lies,
/// in the frame of the unscaled shape.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of the frame that stays put, in unit coordinates.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The shape's outline in `rect`, scaled about the anchor's point of `rect`.
  public func path(in rect: CGRect) -> Path {
    let transform = rect.anchoredTransform(anchor) {
      $0.scaledBy(x: scale.width, y: scale.height)
    }
    return shape.path(in: rect).applying(transform)
  }
}

nonisolated extension Shape {
  /// The shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` on both axes about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
}
