/// A shape moved by an offset: outlined and hit where the moved outline lies, in the frame of
/// the unmoved shape (its layout is the shape's).
nonisolated public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far it moves, right and down for positive values.
  public var offset: CGSize

  /// `shape` moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The shape's outline in `rect`, moved by the offset.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      CGAffineTransform(translationX: offset.width, y: offset.height))
  }
}

nonisolated extension Shape {
  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `offset`'s coordinates.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved `x` right and `y` down.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
}
