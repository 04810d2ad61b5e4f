/// A shape with an affine transform applied to its outline: outlined and hit where the
/// transformed outline lies, in the frame of the untransformed shape (its layout is the shape's).
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  /// The shape transformed.
  public var shape: Content
  /// The transform, in the shape's own coordinates (the frame's origin at its top left).
  public var transform: CGAffineTransform

  /// `shape` with `transform` applied.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The shape's outline in `rect`, transformed.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }
}

nonisolated extension Shape {
  /// The shape with `transform` applied to its outline.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}
